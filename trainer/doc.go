// Package trainer grades the decisions taken at a table. It joins a live
// round of the game engine to the tutor (which knows no round): it
// turns the question a round puts to a player into the tutor's decision
// point (the hand, the up-card, the cards the player has not seen, the
// actions open), grades the action he takes, maps actions between the two
// packages, and gives each graded decision its chart cell for the player's
// progress. The table scenes use it for the trainer's feedback panel and
// hint; the simulator for its chart player.
//
// Like rules, game and tutor, it never imports ebiten.
package trainer
