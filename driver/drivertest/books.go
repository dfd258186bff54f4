package drivertest

import (
	"encoding/json"
	"fmt"
	"sync"
	"testing"
	"time"

	"sabot/locales"
	"sabot/players"
	"sabot/rules"
	"sabot/save"
	"sabot/tutor/learner"
)

// Books is a Host over a real save directory: the journal in its Store, the
// rounds in its round log, the bankroll as the log's last balance. A
// driver's test wraps it with its game's CommitRound, which calls Commit.
type Books struct {
	t     *testing.T
	store *save.Store
	ids   int
	// prefix starts the rounds' ids ("round", "coup").
	prefix string
	// Log is the round log; Bankroll the user's balance (in euros when
	// the books are opened); Bots the
	// settings' count of computer players; Pending what the round in
	// progress added to the progress.
	Log      *save.RoundLog
	Bankroll rules.Money
	Bots     int
	Pending  save.ProgressDelta
	// Commits counts the calls to Commit; Decisions are the graded
	// decisions recorded; Sessions the play sessions opened.
	Commits   int
	Decisions []learner.Decision
	Sessions  int
}

var (
	bundleOnce sync.Once
	bundle     *locales.Bundle
	bundleErr  error
)

// NewBooks opens the save directory dir with bots computer players; the
// rounds' ids are prefix1, prefix2…
func NewBooks(t *testing.T, dir string, bots int, prefix string) *Books {
	t.Helper()
	store := save.Open(dir)
	st, _ := store.Load(locales.English)
	t.Cleanup(func() { st.History.Close() })
	return &Books{t: t, store: store, prefix: prefix, Log: st.History, Bankroll: st.Wallet.Balance(save.Euro), Bots: bots}
}

// Loc is the English locale.
func (b *Books) Loc() *locales.Locale {
	bundleOnce.Do(func() { bundle, bundleErr = locales.Load() })
	if bundleErr != nil {
		b.t.Fatal(bundleErr)
	}
	return bundle.Locale(locales.English)
}

// Balance is the user's bankroll, whatever the currency: the drivers'
// tests play at one table each.
func (b *Books) Balance(string) rules.Money { return b.Bankroll }

// ComputerPlayers is Bots.
func (b *Books) ComputerPlayers() int { return b.Bots }

// Store is the save directory's store.
func (b *Books) Store() *save.Store { return b.store }

// KeepOrder keeps nothing: it returns drawn.
func (b *Books) KeepOrder(id string, drawn players.Order) players.Order { return drawn }

// UserBoxes remembers no box; Played forgets it.
func (b *Books) UserBoxes(string) []int { return nil }

// Played records nothing.
func (b *Books) Played(string, int) {}

// NewRoundID is the prefix and the count of ids given.
func (b *Books) NewRoundID() string { b.ids++; return fmt.Sprintf("%s%d", b.prefix, b.ids) }

// PendingProgress is Pending.
func (b *Books) PendingProgress() save.ProgressDelta { return b.Pending }

// RestorePending sets Pending.
func (b *Books) RestorePending(_ string, d save.ProgressDelta) { b.Pending = d }

// Records is always true: the progress is kept.
func (b *Books) Records() bool { return true }

// StartPlaySession counts a session and opens it in Pending.
func (b *Books) StartPlaySession(table string, at time.Time) {
	b.Sessions++
	b.Pending.Session = &learner.Session{Start: at, End: at, Table: table, Mode: "play"}
}

// RecordDecision keeps d in Decisions and in Pending.
func (b *Books) RecordDecision(d learner.Decision) {
	b.Decisions = append(b.Decisions, d)
	b.Pending.Decisions = append(b.Pending.Decisions, d)
}

// Commit writes a round's line in the log with the balance after it,
// removes the journal and moves the bankroll, as session.CommitRound does;
// a round already in the log is committed once.
func (b *Books) Commit(table, round string, at time.Time, net rules.Money, record any) {
	b.Commits++
	if b.Log.HasRound(round) {
		return
	}
	raw, err := json.Marshal(record)
	if err != nil {
		b.t.Fatal(err)
	}
	balance := max(b.Bankroll+net, 0)
	e := save.Entry{Kind: save.KindRound, Round: round, Table: table, Time: at, Net: net, Balance: balance, Record: raw}
	if !b.Pending.Empty() {
		d := b.Pending
		e.Progress = &d
	}
	if _, err := b.Log.Append(e); err != nil {
		b.t.Fatal(err)
	}
	if err := b.store.RemoveJournal(); err != nil {
		b.t.Fatal(err)
	}
	b.Bankroll = balance
	b.Pending = save.ProgressDelta{}
}
