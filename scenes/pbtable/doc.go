// Package pbtable is the Super Punto Banco table's view: nine positions,
// the chips, the cards and the roads, the dealer's words and voice, the
// trainer's strip, over the table's driver (driver/pbdriver), which owns
// the table's life — the positions and the computer players, the bets
// checked by the engine, the coup played through the game/punto engine,
// the journal and the resume, the commit, the roads' data, the trainer's
// check of the reader's call against the Tabella della Regola. The scene
// calls the driver when its animations allow, and shows the events it
// drains; with the table's screenshot sequences.
//
// Files: table.go (the scene), drive.go (the driver's host and its
// events), bets.go, coup.go, moves.go (the animated steps), journal.go
// (Resume), geo.go, view.go, draw.go, hud.go, banner.go, roads.go,
// text.go, trainer.go, shot.go and trainershot.go.
//
// It may import session, widget, the low scene packages (draw, input,
// anim, roads, save), the driver and the engines; no other scene package:
// the menu and the hand history are reached through session.Routes.
package pbtable
