// Package bjtable is the blackjack table, at the four blackjack tables: the
// felt laid out from the table's rules, the bets and the computer players,
// the round played through the game/blackjack engine with its cards and
// chips animated, the dealer's calls, and the trainer's layer (each
// decision graded before it is applied, its panel, the chart over the
// table, the shoe's EV and the count), with the table's screenshot
// sequences.
//
// Files: table.go (the scene), bet.go, round.go, bots.go, view.go (the
// cards and chips on the felt), paint.go, banner.go, trainer*.go, shot.go
// and trainershot.go.
//
// It may import session, chartgrid, widget, words, the low scene packages
// (draw, input, anim, save) and the engines; no other scene package: the
// menu and the hand history are reached through session.Routes.
package bjtable
