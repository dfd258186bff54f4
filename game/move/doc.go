// Package move names a blackjack player's decisions once, for the round's
// engine (game/blackjack, whose player actions are these moves) and for
// the strategy (tutor, which grades and advises them). It imports nothing
// of the project.
package move
