package driver

import (
	"time"

	"sabot/players"
	"sabot/rules"
	"sabot/save"
	"sabot/tutor/learner"
)

// UserName is the name of the user's boxes, positions and bets in the
// engines' rounds and in the hand history (session.UserName).
const UserName = "you"

// Host is what every table's driver needs of the game around it: the
// user's money, the settings' count of computer players, the store of the
// journal, the session's seating, the round's id and the trainer's
// progress (session.Context does all of this through a small adapter). A
// driver's own Host adds the commit of its game's round.
type Host interface {
	// Balance is the user's bankroll in currency cur (ISO 4217, the
	// table's rules.RuleSet.Currency): each currency has its own.
	Balance(cur string) rules.Money
	// ComputerPlayers is how many computer players the settings seat.
	ComputerPlayers() int
	// Store keeps the journal; nil keeps nothing.
	Store() *save.Store
	// KeepOrder returns the seating order of table id kept for the
	// session, or drawn (which is then kept).
	KeepOrder(id string, drawn players.Order) players.Order
	// NewRoundID is a new round's id.
	NewRoundID() string
	// PendingProgress is what the round in progress added to the
	// trainer's progress; RestorePending puts it back for a round brought
	// back from its journal.
	PendingProgress() save.ProgressDelta
	RestorePending(round string, d save.ProgressDelta)
	// Records reports whether the trainer's progress is kept;
	// StartPlaySession opens a play session of it at a table, kept with
	// the next round committed; RecordDecision counts a graded decision
	// of the round in progress.
	Records() bool
	StartPlaySession(table string, at time.Time)
	RecordDecision(d learner.Decision)
}
