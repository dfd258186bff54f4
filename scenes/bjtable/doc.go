// Package bjtable is the blackjack table, at the four blackjack tables: a
// view over the table's driver (driver/bjdriver), which owns the seats, the
// bets, the computer players, the round, its journal, its commit and the
// grading of the user's decisions. The scene lays the felt out from the
// table's rules, turns the user's input into the driver's calls, and shows
// what the driver did (its events, drained after every call): the cards and
// chips animated, the dealer's calls, and the trainer's layer (each
// decision graded before it is applied, its panel, the chart over the
// table, the shoe's EV and the count), with the table's screenshot
// sequences.
//
// Files: table.go (the scene), drive.go (the driver's host and its events
// shown), bet.go, round.go, journal.go (a round brought back), view.go (the
// cards and chips on the felt), paint.go, bar.go (the bottom bar),
// trainer*.go (the trainer's layer), screenshot.go and
// trainerscreenshot.go (the screenshots' fixed sequences). Its parts of
// their own: felt (where everything goes on the felt), feedback (the
// trainer's panel), strategy (the trainer's analyses, computed in the
// background).
//
// It may import session, chartgrid, widget, its parts, the low scene
// packages (draw, input, anim) and the engines; no other scene package: the
// menu and the hand history are reached through session.Routes.
package bjtable
