// Package pbdriver drives one Super Punto Banco table's whole life without
// a display: the computer players seated at their positions and their
// bets, the user's bets checked by the engine's own Setup errors (each
// mapped to its message's key in locales), the coup dealt from the table's
// sabot and played to its end (the automatic dealer's steps and the slips
// the regulation remedies, the readers' calls), the shoe and its cut card,
// the roads of the shoe, the journal that brings a coup back after a crash,
// the commit of the finished coup to the round log through its Host, and
// the trainer's check of the user's call as the reader against the Tabella
// della Regola.
//
// A Driver emits what it did as a queue of typed events (Event) that the
// view drains after each call: the notices, the bets opened, the coup
// dealt, its steps with the engine's events to animate, the trainer's
// check, the commit. It starts no goroutine and reads no clock but its
// own: the same random source and the same calls give the same table.
// scenes/pbtable is a view over it.
package pbdriver
