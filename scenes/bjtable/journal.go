package bjtable

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"sabot/game/blackjack"
	"sabot/rules"
	"sabot/scenes/players"
	"sabot/scenes/save"
	"sabot/scenes/session"
	"sabot/tutor"
)

// The journal of the round in progress (save.Journal): when the round is
// dealt, its head holds the table as it stood (the shoe, the random
// source's state) and the bets; then every action the round takes — the
// dealer's steps, the computer players' and the user's decisions — and
// every decision the trainer graded is a step, synced at the end of the
// Update that made it, before the frame that shows it is drawn. Resume
// deals the round again from the head and replays the steps through the
// engine: the round is back where it was, and the user makes the pending
// choice. The stakes stay on the table: the bankroll changes only when the
// round is committed (finishRound).

// bjStart is the head's Start: what deals the round again.
type bjStart struct {
	Trainer bool                 `json:"trainer,omitempty"`
	Table   blackjack.TableState `json:"table"`
	Rng     []byte               `json:"rng"`
	Bets    []blackjack.BoxBet   `json:"bets"`
	Credit  rules.Money          `json:"credit"`
	Seats   []players.Seat       `json:"seats"`
	User    []rules.Money        `json:"user_bets"`
	PP      []bool               `json:"perfect_pairs"`
	Behind  []rules.Money        `json:"behind"`
	BotBets []rules.Money        `json:"bot_bets"`
	// Count and Seen are the trainer's Hi-Lo count at the round's start
	// (the running count, the cards counted since the shuffle); Burnt the
	// cards burnt face down since the shuffle, which the user never saw.
	Count int         `json:"count,omitempty"`
	Seen  int         `json:"seen,omitempty"`
	Burnt rules.Cards `json:"burnt,omitempty"`
}

// bjStep is one step of the journal: an action of the round, or a graded
// decision (and the play session it opened) of the trainer's progress.
type bjStep struct {
	Log   *blackjack.Logged `json:"log,omitempty"`
	Grade *tutor.Decision   `json:"grade,omitempty"`
	// Taken is the user's action the Grade graded (for the trainer's
	// panel of a round brought back).
	Taken   *blackjack.Action `json:"taken,omitempty"`
	Session *tutor.Session    `json:"session,omitempty"`
}

// bjJournal is the table's side of the journal.
type bjJournal struct {
	j        *save.Journal
	actions  int  // the round's logged actions written
	grades   int  // the graded decisions written
	session  bool // the play session written
	disabled bool // a write failed: the round goes on unjournaled
}

// newTableRng is the table's random source, kept as the PCG it wraps so
// that its state can be journaled (the same stream as rules.NewRand).
func newTableRng(seed uint64) (*rand.PCG, *rand.Rand) {
	p := rand.NewPCG(seed, seed^0x9E3779B97F4A7C15)
	return p, rand.New(p)
}

// tableState is the table before a deal, for the journal's head.
type tableState struct {
	table blackjack.TableState
	rng   []byte
}

// beforeDeal takes the table's state before a deal.
func (s *Table) beforeDeal() tableState {
	if s.app.Store == nil || s.pcg == nil {
		return tableState{}
	}
	src, _ := s.pcg.MarshalBinary()
	return tableState{table: s.table.State(), rng: src}
}

// beginJournal starts the journal of the round just dealt with bets.
func (s *Table) beginJournal(st tableState, bets []blackjack.BoxBet, credit rules.Money) {
	s.jr = bjJournal{}
	a := s.app
	if a.Store == nil || st.rng == nil {
		return
	}
	start := bjStart{Trainer: s.tr.on, Table: st.table, Rng: st.rng, Bets: bets, Credit: credit, Seats: s.seats,
		User: s.bets, PP: s.pp, Behind: s.behind, BotBets: s.botBets,
		Count: s.tr.count.Running(), Seen: s.tr.count.Seen(), Burnt: s.tr.burnt}
	raw, err := json.Marshal(start)
	if err == nil {
		s.jr.j, err = a.Store.BeginJournal(save.JournalHead{Round: s.roundID, Table: s.rules.ID, Game: save.GameBlackjack,
			Time: time.Now(), Bankroll: a.Bankroll, Start: raw})
	}
	if err != nil {
		s.jr.disabled = true
		a.SaveFailed(save.JournalFile, err)
	}
}

// syncJournal writes the round's new actions and graded decisions to the
// journal, each synced.
func (s *Table) syncJournal() {
	jr := &s.jr
	if jr.j == nil || jr.disabled || s.round == nil {
		return
	}
	write := func(st bjStep) bool {
		if err := jr.j.Append(st); err != nil {
			jr.disabled = true
			s.app.SaveFailed(save.JournalFile, err)
			return false
		}
		return true
	}
	p := s.app.PendingProgress()
	if p.Session != nil && !jr.session {
		if !write(bjStep{Session: p.Session}) {
			return
		}
		jr.session = true
	}
	for ; jr.grades < len(p.Decisions); jr.grades++ {
		st := bjStep{Grade: &p.Decisions[jr.grades]}
		if jr.grades < len(s.tr.taken) {
			st.Taken = &s.tr.taken[jr.grades]
		}
		if !write(st) {
			return
		}
	}
	log := s.round.Log()
	for ; jr.actions < len(log); jr.actions++ {
		if !write(bjStep{Log: &log[jr.actions]}) {
			return
		}
	}
}

// closeJournal closes the journal's file (the round is committed: the
// file is gone).
func (s *Table) closeJournal() {
	if s.jr.j != nil {
		s.jr.j.Close()
	}
	s.jr = bjJournal{}
}

// Resume seats the user at table r again with the round its journal holds,
// dealt again and replayed to where it was: the cards come back on the
// felt, in their places at once (the deal is not shown again), the stakes
// on their boxes, and the round waits for the pending choice. With the
// trainer on, its panel comes back with the grade of the round's last
// graded decision: held back for the user to take back or keep, when it
// was. The error says why the journal cannot be this table's round.
func Resume(a *session.Context, r rules.RuleSet, j *save.JournalData) (*Table, error) {
	if j.Head.Game != save.GameBlackjack || j.Head.Table != r.ID {
		return nil, fmt.Errorf("the journal is of %s at %s, not blackjack at %s", j.Head.Game, j.Head.Table, r.ID)
	}
	var st bjStart
	if err := json.Unmarshal(j.Head.Start, &st); err != nil {
		return nil, fmt.Errorf("journal start: %v", err)
	}
	n := r.Boxes + 1
	if len(st.Seats) != n || len(st.User) != n || len(st.PP) != n || len(st.Behind) != n || len(st.BotBets) != n {
		return nil, errors.New("journal start: the boxes are not the table's")
	}
	pcg := rand.NewPCG(0, 0)
	if err := pcg.UnmarshalBinary(st.Rng); err != nil {
		return nil, fmt.Errorf("journal start: random source: %v", err)
	}
	tb, err := blackjack.RestoreTable(r, rand.New(pcg), st.Table)
	if err != nil {
		return nil, fmt.Errorf("journal start: %v", err)
	}
	round, err := tb.Deal(st.Bets, st.Credit)
	if err != nil {
		return nil, fmt.Errorf("journal start: %v", err)
	}
	var delta save.ProgressDelta
	var logged []blackjack.Logged
	var taken []blackjack.Action
	last := -1 // the actions logged before the last graded decision
	for i, raw := range j.Steps {
		var step bjStep
		if err := json.Unmarshal(raw, &step); err != nil {
			return nil, fmt.Errorf("journal step %d: %v", i+1, err)
		}
		switch {
		case step.Log != nil:
			logged = append(logged, *step.Log)
		case step.Grade != nil:
			delta.Decisions = append(delta.Decisions, *step.Grade)
			var act blackjack.Action
			if step.Taken != nil {
				act = *step.Taken
			}
			taken = append(taken, act)
			last = len(logged)
		case step.Session != nil:
			delta.Session = step.Session
		}
	}
	// The round is replayed once here, to check the journal before the
	// table is touched; the scene replays it again, step by step, to show
	// it.
	if err := round.Replay(logged); err != nil {
		return nil, fmt.Errorf("journal: %v", err)
	}
	// A round over but not committed (the game stopped while its end was
	// shown) comes back too: the table commits it when its end is shown.
	s := New(a, r)
	s.tr.on = st.Trainer || len(delta.Decisions) > 0 // switched on during the round: it graded
	s.pcg = pcg
	s.seats = st.Seats
	copy(s.bets, st.User)
	copy(s.pp, st.PP)
	copy(s.behind, st.Behind)
	copy(s.botBets, st.BotBets)
	s.view.collect()
	for _, bb := range st.Bets {
		s.view.fromPlayer(stStake, bb.Box, 1, bb.Bet)
		if bb.PerfectPair > 0 {
			s.view.fromPlayer(stPerfectPair, bb.Box, 1, bb.PerfectPair)
		}
		for k, c := range bb.Behind {
			s.view.fromPlayerS(stStake, bb.Box, 1, k+2, c.Bet)
		}
	}
	// The round dealt again from the same state, its steps shown as they
	// were.
	pcg2 := rand.NewPCG(0, 0)
	pcg2.UnmarshalBinary(st.Rng)
	if s.table, err = blackjack.RestoreTable(r, rand.New(pcg2), st.Table); err != nil {
		return nil, err
	}
	s.pcg = pcg2
	if s.round, err = s.table.Deal(st.Bets, st.Credit); err != nil {
		return nil, err
	}
	s.tr.count = tutor.HiLoAt(st.Count, st.Seen)
	s.tr.burnt = append(s.tr.burnt[:0], st.Burnt...)
	// Shown at once, quietly: the felt as it stood.
	if a.Sound != nil {
		defer a.Sound.SetMuted(a.Sound.Muted())
		a.Sound.SetMuted(true)
	}
	for _, l := range logged {
		var evs []blackjack.Event
		if l.Dealer {
			evs, _ = s.round.DealerStep()
		} else {
			evs, _ = s.round.Apply(l.Action)
		}
		for _, e := range evs {
			s.show(e)
		}
	}
	s.view.settle()
	s.roundID = j.Head.Round
	s.resumed = true
	s.phase = bjPlaying
	s.turn, s.asked = blackjack.Turn{}, false
	a.RestorePending(j.Head.Round, delta)
	s.tr.taken = taken
	// The play session the round opened is open again, not opened twice.
	s.tr.session = delta.Session != nil
	if last >= 0 && s.tr.on {
		s.resumeGrade(r, st, logged, last, taken[len(taken)-1], delta.Decisions[len(delta.Decisions)-1])
	}
	s.jr = bjJournal{actions: len(logged), grades: len(delta.Decisions), session: delta.Session != nil}
	if s.jr.j, err = a.Store.ReopenJournal(j); err != nil {
		s.jr.disabled = true
		a.SaveFailed(save.JournalFile, err)
	}
	s.showShoe()
	s.dirty = true
	return s, nil
}

// RoundID is the id of the round in progress or last played ("" before
// the first), as the round log and the journal know it.
func (s *Table) RoundID() string { return s.roundID }

// resumeGrade puts the trainer's panel back for the round's last graded
// decision, taken (graded d) after the first at actions of logged: the
// round is dealt again to that decision, for the trainer to grade it again
// once its strategy is here (it is not counted again). A decision applied
// after its grade shows its grade; a wrong one not applied was held back
// (the take-back setting): it is held back again, for the user to take
// back or keep. A decision neither (a stop between its grade and its
// action) is asked again, its answer not counted again.
func (s *Table) resumeGrade(r rules.RuleSet, st bjStart, logged []blackjack.Logged, at int, taken blackjack.Action, d tutor.Decision) {
	applied := at < len(logged) && !logged[at].Dealer && logged[at].Kind == taken.Kind
	held := !applied && !d.Correct && s.app.Settings.TakeBack
	pcg := rand.NewPCG(0, 0)
	if pcg.UnmarshalBinary(st.Rng) != nil {
		return
	}
	tb, err := blackjack.RestoreTable(r, rand.New(pcg), st.Table)
	if err != nil {
		return
	}
	round, err := tb.Deal(st.Bets, st.Credit)
	if err != nil || round.Replay(logged[:at]) != nil {
		return
	}
	if !applied && !held {
		s.tr.retry, s.tr.retryTurn = true, round.Turn()
		return
	}
	s.tr.resumeGrade(&trResume{act: taken, turn: round.Turn(), held: held, round: round, table: tb})
}

// SettleTrainer waits for the trainer's grade of the decision of a round
// brought back (the screenshot of a resumed round: the picture must not
// depend on how fast the grade came).
func (s *Table) SettleTrainer() {
	t := s.tr
	if t.resume != nil {
		t.analysis(true)
		t.regradeResumed(t.resume)
	}
	if t.regrade != nil {
		t.regraded(<-t.gradeCh)
	}
}
