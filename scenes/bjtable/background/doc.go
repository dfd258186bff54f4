// Package background is the trainer's strategy at the blackjack table,
// computed on other goroutines so that no frame waits for it: the table's
// analysis from its full shoe (the chart, the EV of a round, the casino's
// published chart and where it differs), and the exact EV of a round from
// the cards left in the shoe, one computation at a time.
//
// It imports the engines only, nothing of Ebitengine.
package background
