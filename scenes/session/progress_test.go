package session

import (
	"encoding/json"
	"testing"
	"time"

	"sabot/locales"
	"sabot/save"
	"sabot/tutor/learner"
)

// puntoRecord is a Punto Banco coup's record the round log accepts.
const puntoRecord = `{"rules":"super-punto-banco","punto":{"cards":"4S 2H 9D","total":5},"banco":{"cards":"7C KD","total":7},"winner":"banco","bets":[]}`

// startFrom is a Context as the game starts it on dir: the settings, the
// round log and the progress read back, the bankroll the log's.
func startFrom(t *testing.T, dir string) *Context {
	t.Helper()
	c := NewContext(nil)
	c.Store = save.Open(dir)
	st, notes := c.Store.Load(locales.English)
	if len(notes) > 0 {
		t.Fatalf("notices at the start: %v", notes)
	}
	c.Settings, c.Wallet, c.History = st.Settings, st.Wallet, st.History
	p, n := c.Store.LoadProgress()
	if n != nil {
		t.Fatalf("progress: %v", n)
	}
	c.Progress = p
	t.Cleanup(func() { c.History.Close() })
	return c
}

// A drill saves the progress while a table's round is open (the round's
// session and first decision are in Progress, not yet committed); the
// game then stops at each later moment of the round. Every decision —
// the round's two and the drill's one — is counted once at the next
// start, and once more after the round brought back is committed.
func TestDrillSavedDuringARoundCountsOnce(t *testing.T) {
	at := time.Date(2026, 11, 24, 18, 0, 0, 0, time.UTC)
	table := "super-punto-banco"
	tests := []struct {
		name string
		// stop is how far the round went before the game stopped: 0 in
		// progress (its journal brings it back), 1 its line in the log
		// but not the checkpoint, 2 committed.
		stop int
	}{
		{"stopped in the round", 0},
		{"stopped between the log's line and the checkpoint", 1},
		{"stopped after the commit", 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			c := startFrom(t, dir)
			id := c.NewRoundID()
			c.StartPlaySession(table, at)
			c.RecordDecision(learner.Decision{Table: table, Correct: true, At: at})
			// A drill answers and saves, the round still open.
			c.Progress.Record(learner.Decision{Table: "argentine", Correct: false, At: at})
			c.SaveProgress()
			c.RecordDecision(learner.Decision{Table: table, Correct: false, At: at.Add(time.Second)})
			journal := c.PendingProgress() // what the round's journal holds
			commit := RoundCommit{Meta: RecordMeta{Game: save.GamePuntoBanco, Time: at, You: UserName, YourNet: 500},
				Record: json.RawMessage(puntoRecord), Table: table, Round: id, BankrollPoint: true}
			switch tt.stop {
			case 1:
				raw, _ := RecordWithMeta(commit.Meta, commit.Record)
				delta := journal
				if _, err := c.History.Append(save.Entry{Kind: save.KindRound, Round: id, Table: table, Time: at,
					Net: 500, Balance: c.Balance() + 500, Record: raw, Progress: &delta}); err != nil {
					t.Fatal(err)
				}
			case 2:
				c.CommitRound(commit)
			}
			c.History.Close()

			next := startFrom(t, dir)
			if tt.stop == 0 {
				next.RestorePending(id, journal) // the table brings the round back
			}
			check := func(when string, c *Context) {
				t.Helper()
				if got := c.Progress.Overall().Decisions; got != 3 {
					t.Errorf("%s: %d decisions counted; the round made 2 and the drill 1", when, got)
				}
				if got := c.Progress.Table(table).Decisions; got != 2 {
					t.Errorf("%s: %d decisions at %s; want 2", when, got, table)
				}
				if got := len(c.Progress.SessionsOf(table)); got != 1 {
					t.Errorf("%s: %d play sessions at %s; want 1", when, got, table)
				}
			}
			check("at the next start", next)
			if tt.stop == 0 {
				next.CommitRound(commit)
				next.History.Close()
				check("the round committed, at the start after", startFrom(t, dir))
			}
		})
	}
}
