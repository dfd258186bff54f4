package bjdriver

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"sabot/locales"
	"sabot/players"
	"sabot/rules"
	"sabot/save"
	"sabot/tutor/learner"
)

// books is a Host over a real save directory: the journal in its Store, the
// rounds in its round log, the bankroll as the log's last balance.
type books struct {
	t       *testing.T
	loc     *locales.Locale
	store   *save.Store
	log     *save.RoundLog
	balance rules.Money
	bots    int
	pending save.ProgressDelta
	ids     int
	commits int
	// decisions are the graded decisions recorded; sessions the play
	// sessions opened.
	decisions []learner.Decision
	sessions  int
}

var bundle *locales.Bundle

func newBooks(t *testing.T, dir string, bots int) *books {
	t.Helper()
	if bundle == nil {
		b, err := locales.Load()
		if err != nil {
			t.Fatal(err)
		}
		bundle = b
	}
	store := save.Open(dir)
	st, _ := store.Load(locales.English)
	t.Cleanup(func() { st.History.Close() })
	return &books{t: t, loc: bundle.Locale(locales.English), store: store, log: st.History, balance: st.Wallet.Balance(save.Euro), bots: bots}
}

func (b *books) Loc() *locales.Locale       { return b.loc }
func (b *books) Balance(string) rules.Money { return b.balance }
func (b *books) ComputerPlayers() int       { return b.bots }
func (b *books) Store() *save.Store         { return b.store }
func (b *books) KeepOrder(id string, drawn players.Order) players.Order {
	return drawn
}
func (b *books) UserBoxes(string) []int                        { return nil }
func (b *books) Played(string, int)                            {}
func (b *books) NewRoundID() string                            { b.ids++; return fmt.Sprintf("round%d", b.ids) }
func (b *books) PendingProgress() save.ProgressDelta           { return b.pending }
func (b *books) RestorePending(_ string, d save.ProgressDelta) { b.pending = d }

func (b *books) Records() bool { return true }
func (b *books) StartPlaySession(table string, at time.Time) {
	b.sessions++
	b.pending.Session = &learner.Session{Start: at, End: at, Table: table, Mode: "play"}
}
func (b *books) RecordDecision(d learner.Decision) {
	b.decisions = append(b.decisions, d)
	b.pending.Decisions = append(b.pending.Decisions, d)
}

// CommitRound writes the round's line in the log with the balance after
// it, removes the journal and moves the bankroll, as session.CommitRound
// does.
func (b *books) CommitRound(c Commit) {
	b.commits++
	if b.log.HasRound(c.Round) {
		return
	}
	raw, err := json.Marshal(c.Record)
	if err != nil {
		b.t.Fatal(err)
	}
	balance := max(b.balance+c.Net, 0)
	e := save.Entry{Kind: save.KindRound, Round: c.Round, Table: c.Table, Time: c.Time, Net: c.Net, Balance: balance, Record: raw}
	if !b.pending.Empty() {
		d := b.pending
		e.Progress = &d
	}
	if _, err := b.log.Append(e); err != nil {
		b.t.Fatal(err)
	}
	if err := b.store.RemoveJournal(); err != nil {
		b.t.Fatal(err)
	}
	b.balance = balance
	b.pending = save.ProgressDelta{}
}
