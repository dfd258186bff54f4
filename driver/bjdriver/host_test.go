package bjdriver

import (
	"testing"

	"sabot/driver/drivertest"
)

// books is the drivers' test Host over a real save directory, with this
// game's commit.
type books struct{ *drivertest.Books }

func newBooks(t *testing.T, dir string, bots int) *books {
	t.Helper()
	return &books{drivertest.NewBooks(t, dir, bots, "round")}
}

// CommitRound writes the round's line in the log, removes the journal and
// moves the bankroll.
func (b *books) CommitRound(c Commit) { b.Commit(c.Table, c.Round, c.Time, c.Net, c.Record) }
