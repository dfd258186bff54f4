package bjdriver

import (
	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/rules"
)

// Event is something the driver did that the view shows: one of Notice,
// SaveFailed, Chips, BetsOpened, Dealt, Step, Committed.
type Event interface{ event() }

// Notice is a message for the user: the key of its text and its arguments.
type Notice struct {
	Key  locales.Key
	Args []any
}

// SaveFailed says that a file of the save directory could not be written:
// the round goes on, unjournaled.
type SaveFailed struct {
	File string
	Err  error
}

// ChipOp is what happens to a stack of chips in the betting.
type ChipOp uint8

const (
	// Put puts chips down on a circle from the player's seat.
	Put ChipOp = iota
	// Remove takes a stack back off the felt at once.
	Remove
	// TakeBack slides a stack back to its player.
	TakeBack
)

// Chips is a stack of the betting put down or taken back: the stake of a
// box (Stake 1 its holder's, 2 and on the bets behind it) or its Perfect
// Pair. Seat, when not zero, is the box of the computer player who puts it
// down behind another's box.
type Chips struct {
	Op          ChipOp
	Box, Stake  int
	PerfectPair bool
	Amount      rules.Money
	Seat        int
}

// BetsOpened: the felt is cleared of the last round and the bets are open.
type BetsOpened struct{}

// Dealt: the bets are closed and the round is dealt; Shuffled, when the
// shoe was shuffled before it.
type Dealt struct{ Shuffled bool }

// Step is one step of the round: the dealer's (Dealer), a computer
// player's or the user's decision (Action, at Box; Mistake when a computer
// player strayed from the chart on purpose), and the engine's events it
// made, in order (a copy: the engine reuses its own).
type Step struct {
	Dealer  bool
	Box     int
	Bot     bool
	Action  blackjack.Action
	Mistake bool
	Events  []blackjack.Event
}

// Committed: the round is over and committed; Net is the user's net.
type Committed struct{ Net rules.Money }

func (Notice) event()     {}
func (SaveFailed) event() {}
func (Chips) event()      {}
func (BetsOpened) event() {}
func (Dealt) event()      {}
func (Step) event()       {}
func (Committed) event()  {}
