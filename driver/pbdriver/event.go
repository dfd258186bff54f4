package pbdriver

import (
	"sabot/game/punto"
	"sabot/locales"
	"sabot/rules"
)

// Event is something the driver did that the view shows: one of Notice,
// SaveFailed, BetsOpened, Dealt, Step, Checked, Committed.
type Event interface{ event() }

// Notice is a message for the user: the key of its text and its arguments
// (a bet refused, and why).
type Notice struct {
	Key  locales.Key
	Args []any
}

// SaveFailed says that a file of the save directory could not be written:
// the coup goes on, unjournaled.
type SaveFailed struct {
	File string
	Err  error
}

// BetsOpened: the bets of the next coup are open, and the computer players
// put theirs down (Bets).
type BetsOpened struct{ Bets []punto.Bet }

// Dealt: the bets are closed and the coup is dealt. NewShoe: it is the
// first of a shoe (the roads start again); Shuffled: a shoe was shuffled
// after another, not the table's first.
type Dealt struct{ NewShoe, Shuffled bool }

// Step is one step of the coup — the dealer's, a reader's call — and the
// engine's events it made, in order (a copy: the engine's buffer is
// reused).
type Step struct {
	Action punto.Action
	Events []punto.Event
}

// Checked is the trainer's check of the user's call as the reader, before
// the call is applied.
type Checked struct{ Check Check }

// Committed: the coup is over and committed. Net is the user's net on it
// and Staked what he had on the layout (zero: he had no bet).
type Committed struct{ Net, Staked rules.Money }

func (Notice) event()     {}
func (SaveFailed) event() {}
func (BetsOpened) event() {}
func (Dealt) event()      {}
func (Step) event()       {}
func (Checked) event()    {}
func (Committed) event()  {}
