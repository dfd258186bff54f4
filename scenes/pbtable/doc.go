// Package pbtable is the Super Punto Banco table: nine positions, the bets
// and the computer players, the coup played through the game/punto engine
// (the biggest Punto bet reads the cards; the croupier's calls and the
// incidents), the roads, and the trainer's check of the reader's call
// against the Tabella della Regola, with the table's screenshot sequences.
//
// Files: table.go (the scene), bets.go, coup.go, moves.go (the animated
// steps), geo.go, view.go, draw.go, hud.go, banner.go, roads.go, text.go,
// trainer.go, shot.go and trainershot.go.
//
// It may import session, widget, the low scene packages (draw, input,
// anim, roads, save) and the engines; no other scene package: the menu and
// the hand history are reached through session.Routes.
package pbtable
