// Package words says the engines' values in the user's language: a
// blackjack decision (Decision), a trainer's play (Action) and a chart's
// cell (Spot), as the tables, the trainer's panel, the drills and the hand
// history all show them.
//
// It may import the engines (game/blackjack, rules, tutor) and locales;
// nothing of Ebitengine.
package words
