// Package driver holds what the tables' drivers share (driver/bjdriver,
// driver/pbdriver): the part of the game around a table that every driver
// needs (Host: the bankroll, the settings' computer players, the store of
// the journal, the session's seating, the round's id, the trainer's
// progress), and the journal of the round in progress as a driver writes
// it (Journal: its head, the trainer's play session and graded decisions
// kept in step, the round's own steps). It imports no ebiten.
package driver
