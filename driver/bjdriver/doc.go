// Package bjdriver drives one blackjack table's whole life without a
// display: the seats and the computer players who come and go, the user's
// bets checked by the engine's own Setup errors (each mapped to its
// message's key in locales), the round dealt from the table's shoe and
// played to its end (the dealer's steps, the computer players' decisions,
// the user's), the journal that brings a round back after a crash, and the
// commit of the finished round to the round log through its Host.
//
// A Driver emits what it did as a queue of typed events (Event) that the
// view drains after each call: the notices to show, the chips put down or
// taken back, the round's steps with the engine's events to animate. It
// starts no goroutine and reads no clock but the Host's: the same seed and
// the same calls give the same table. scenes/bjtable is a view over it.
package bjdriver
