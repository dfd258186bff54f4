package bjdriver

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"sabot/driver"
	"sabot/game/blackjack"
	"sabot/game/blackjack/setup"
	"sabot/game/blackjack/table"
	"sabot/players"
	"sabot/rules"
	"sabot/save"
	"sabot/tutor/learner"
)

// The journal of the round in progress (save.Journal): when the round is
// dealt, its head holds the table as it stood (the shoe, the random
// source's state) and the bets; then every action the round takes — the
// dealer's steps, the computer players' and the user's decisions — and
// every decision the trainer graded is a step, synced by SyncJournal (the
// view calls it at the end of the Update that made them, before the frame
// that shows them is drawn). Load and Restore deal the round again from the
// head and replay the steps through the engine: the round is back where it
// was, and the user makes the pending choice. The stakes stay on the table:
// the bankroll changes only when the round is committed.

// Start is the journal head's Start: what deals the round again.
type Start struct {
	Trainer bool           `json:"trainer,omitempty"`
	Table   table.State    `json:"table"`
	Rng     []byte         `json:"rng"`
	Bets    []setup.BoxBet `json:"bets"`
	Credit  rules.Money    `json:"credit"`
	Seats   []players.Seat `json:"seats"`
	User    []rules.Money  `json:"user_bets"`
	PP      []bool         `json:"perfect_pairs"`
	Behind  []rules.Money  `json:"behind"`
	BotBets []rules.Money  `json:"bot_bets"`
	// Count and Seen are the trainer's Hi-Lo count at the round's start
	// (the running count, the cards counted since the shuffle); Burnt the
	// cards burnt face down since the shuffle, which the user never saw.
	Count int         `json:"count,omitempty"`
	Seen  int         `json:"seen,omitempty"`
	Burnt rules.Cards `json:"burnt,omitempty"`
}

// TrainerStart is the trainer's part of the journal's head: whether it is
// on, its Hi-Lo count and the cards burnt since the shuffle.
type TrainerStart struct {
	On          bool
	Count, Seen int
	Burnt       rules.Cards
}

// step is one step of the journal: an action of the round, or a graded
// decision (and the play session it opened) of the trainer's progress.
type step struct {
	Log   *blackjack.Logged `json:"log,omitempty"`
	Grade *learner.Decision `json:"grade,omitempty"`
	// Taken is the user's action the Grade graded (for the trainer's
	// panel of a round brought back).
	Taken   *blackjack.Action `json:"taken,omitempty"`
	Session *learner.Session  `json:"session,omitempty"`
}

// journal is the driver's side of the journal: the shared part
// (driver.Journal), and the round's logged actions written.
type journal struct {
	driver.Journal
	actions int
}

// tableState is the table before a deal, for the journal's head.
type tableState struct {
	table table.State
	rng   []byte
}

// beforeDeal takes the table's state before a deal.
func (d *Driver) beforeDeal() tableState {
	if d.host.Store() == nil || d.pcg == nil {
		return tableState{}
	}
	src, _ := d.pcg.MarshalBinary()
	return tableState{table: d.table.State(), rng: src}
}

// beginJournal starts the journal of the round just dealt with bets.
func (d *Driver) beginJournal(st tableState, bets []setup.BoxBet, credit rules.Money, tr TrainerStart) {
	d.jr = journal{}
	store := d.host.Store()
	if store == nil || st.rng == nil {
		return
	}
	start := Start{Trainer: tr.On, Table: st.table, Rng: st.rng, Bets: bets, Credit: credit, Seats: d.seats,
		User: d.bets.user, PP: d.bets.pp, Behind: d.bets.behind, BotBets: d.bets.bots,
		Count: tr.Count, Seen: tr.Seen, Burnt: tr.Burnt}
	head := save.JournalHead{Round: d.roundID, Table: d.rules.ID, Game: save.GameBlackjack,
		Time: d.clock(), Bankroll: save.Bankroll{Balance: d.host.Balance(d.rules.Currency), Currency: d.rules.Currency}}
	if err := d.jr.Begin(store, head, start); err != nil {
		d.emit(SaveFailed{File: save.JournalFile, Err: err})
	}
}

// SyncJournal writes the round's new actions and graded decisions to the
// journal, each synced.
func (d *Driver) SyncJournal() {
	taken := d.gr.taken
	jr := &d.jr
	if !jr.On() || d.round == nil {
		return
	}
	p := d.host.PendingProgress()
	err := jr.Progress(p,
		func(s *learner.Session) any { return step{Session: s} },
		func(i int) any {
			st := step{Grade: &p.Decisions[i]}
			if i < len(taken) {
				st.Taken = &taken[i]
			}
			return st
		})
	for log := d.round.Log(); err == nil && jr.actions < len(log); {
		if err = jr.Append(step{Log: &log[jr.actions]}); err == nil {
			jr.actions++
		}
	}
	if err != nil {
		d.emit(SaveFailed{File: save.JournalFile, Err: err})
	}
}

// closeJournal closes the journal's file (the round is committed: the
// file is gone).
func (d *Driver) closeJournal() {
	d.jr.Close()
	d.jr = journal{}
}

// Loaded is a round's journal read and checked: the round it deals again
// and replays, and what it added to the trainer's progress.
type Loaded struct {
	data   *save.JournalData
	rules  rules.RuleSet
	Start  Start
	Logged []blackjack.Logged
	// Delta is what the round added to the progress; Taken the user's
	// actions its grades graded; Last the count of the actions logged
	// before the last graded decision (-1: none).
	Delta save.ProgressDelta
	Taken []blackjack.Action
	Last  int
}

// Load reads the journal j of a round at table r and replays it through
// the engine, touching nothing: the error says why it cannot be this
// table's round.
func Load(r rules.RuleSet, j *save.JournalData) (*Loaded, error) {
	if j.Head.Game != save.GameBlackjack || j.Head.Table != r.ID {
		return nil, fmt.Errorf("the journal is of %s at %s, not blackjack at %s", j.Head.Game, j.Head.Table, r.ID)
	}
	l := &Loaded{data: j, rules: r, Last: -1}
	st := &l.Start
	if err := json.Unmarshal(j.Head.Start, st); err != nil {
		return nil, fmt.Errorf("journal start: %v", err)
	}
	n := r.Boxes + 1
	if len(st.Seats) != n || len(st.User) != n || len(st.PP) != n || len(st.Behind) != n || len(st.BotBets) != n {
		return nil, errors.New("journal start: the boxes are not the table's")
	}
	for i, raw := range j.Steps {
		var s step
		if err := json.Unmarshal(raw, &s); err != nil {
			return nil, fmt.Errorf("journal step %d: %v", i+1, err)
		}
		switch {
		case s.Log != nil:
			l.Logged = append(l.Logged, *s.Log)
		case s.Grade != nil:
			l.Delta.Decisions = append(l.Delta.Decisions, *s.Grade)
			var act blackjack.Action
			if s.Taken != nil {
				act = *s.Taken
			}
			l.Taken = append(l.Taken, act)
			l.Last = len(l.Logged)
		case s.Session != nil:
			l.Delta.Session = s.Session
		}
	}
	_, round, _, err := l.deal()
	if err != nil {
		return nil, fmt.Errorf("journal start: %v", err)
	}
	if err := round.Replay(l.Logged); err != nil {
		return nil, fmt.Errorf("journal: %v", err)
	}
	return l, nil
}

// deal deals the round again from the head: the table, its round, and the
// table's random source.
func (l *Loaded) deal() (*table.Table, *blackjack.Round, *rand.PCG, error) {
	pcg := rand.NewPCG(0, 0)
	if err := pcg.UnmarshalBinary(l.Start.Rng); err != nil {
		return nil, nil, nil, fmt.Errorf("random source: %v", err)
	}
	tb, err := table.Restore(l.rules, rand.New(pcg), l.Start.Table)
	if err != nil {
		return nil, nil, nil, err
	}
	round, err := tb.Deal(l.Start.Bets, l.Start.Credit)
	if err != nil {
		return nil, nil, nil, err
	}
	return tb, round, pcg, nil
}

// At deals the round again and replays it to the first n actions logged:
// the round as it stood at a decision, and its table.
func (l *Loaded) At(n int) (*blackjack.Round, *table.Table, error) {
	tb, round, _, err := l.deal()
	if err != nil {
		return nil, nil, err
	}
	if err := round.Replay(l.Logged[:n]); err != nil {
		return nil, nil, err
	}
	return round, tb, nil
}

// Restore puts the round of journal l on the table: the seats and the bets
// as they were, the round dealt again (ReplayNext replays its steps), what
// it added to the progress restored, and the journal reopened to go on. The
// table must be this journal's (Load).
func (d *Driver) Restore(l *Loaded) error {
	tb, round, pcg, err := l.deal()
	if err != nil {
		return err
	}
	st := &l.Start
	d.seats = st.Seats
	copy(d.bets.user, st.User)
	copy(d.bets.pp, st.PP)
	copy(d.bets.behind, st.Behind)
	copy(d.bets.bots, st.BotBets)
	d.table, d.round, d.pcg = tb, round, pcg
	d.replay = l.Logged
	d.roundID = l.data.Head.Round
	d.resumed = true
	d.gr.taken = l.Taken
	// The play session the round opened is open again, not opened twice.
	d.gr.session = l.Delta.Session != nil
	d.phase = Playing
	d.host.RestorePending(l.data.Head.Round, l.Delta)
	d.jr = journal{actions: len(l.Logged)}
	if err := d.jr.Reopen(d.host.Store(), l.data, l.Delta); err != nil {
		d.emit(SaveFailed{File: save.JournalFile, Err: err})
	}
	return nil
}

// ReplayNext replays the next step of a round brought back (Restore), a
// Step event for the view to show at once; it reports false when every
// step is replayed.
func (d *Driver) ReplayNext() bool {
	if len(d.replay) == 0 {
		return false
	}
	lg := d.replay[0]
	d.replay = d.replay[1:]
	var evs []blackjack.Event
	if lg.Dealer {
		evs, _ = d.round.DealerStep()
	} else {
		evs, _ = d.round.Apply(lg.Action)
	}
	d.emit(Step{Dealer: lg.Dealer, Action: lg.Action, Events: slices.Clone(evs)})
	return true
}
