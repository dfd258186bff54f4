package bjtable

import (
	"sabot/driver/bjdriver"
	"sabot/game/blackjack"
	"sabot/rules"
	"sabot/save"
	"sabot/scenes/bjtable/felt"
	"sabot/scenes/session"
	"sabot/tutor/counting"
	"sabot/tutor/learner"
)

// The journal of the round in progress is the driver's (its journal.go):
// the scene syncs it at the end of every Update, before the frame that
// shows the round's new steps is drawn, and brings a round back from it.

// Resume seats the user at table r again with the round its journal holds,
// dealt again and replayed to where it was: the cards come back on the
// felt, in their places at once (the deal is not shown again), the stakes
// on their boxes, and the round waits for the pending choice. With the
// trainer on, its panel comes back with the grade of the round's last
// graded decision: held back for the user to take back or keep, when it
// was. The error says why the journal cannot be this table's round.
func Resume(a *session.Context, r rules.RuleSet, j *save.JournalData) (*Table, error) {
	l, err := bjdriver.Load(r, j)
	if err != nil {
		return nil, err
	}
	// A round over but not committed (the game stopped while its end was
	// shown) comes back too: the table commits it when its end is shown.
	s := New(a, r)
	st := l.Start
	s.tr.on = st.Trainer || len(l.Delta.Decisions) > 0 // switched on during the round: it graded
	s.view.collect()
	for _, bb := range st.Bets {
		s.view.fromPlayer(felt.Stake, bb.Box, 1, bb.Bet)
		if bb.PerfectPair > 0 {
			s.view.fromPlayer(felt.PerfectPair, bb.Box, 1, bb.PerfectPair)
		}
		for k, c := range bb.Behind {
			s.view.fromPlayerS(felt.Stake, bb.Box, 1, k+2, c.Bet)
		}
	}
	s.tr.count = counting.HiLoAt(st.Count, st.Seen)
	s.tr.burnt = append(s.tr.burnt[:0], st.Burnt...)
	if err := s.d.Restore(l); err != nil {
		return nil, err
	}
	// Shown at once, quietly: the felt as it stood.
	if a.Sound != nil {
		defer a.Sound.SetMuted(a.Sound.Muted())
		a.Sound.SetMuted(true)
	}
	for ok := true; ok; ok = s.d.ReplayNext() {
		for _, e := range s.d.Drain() {
			switch e := e.(type) {
			case bjdriver.Step:
				for _, ev := range e.Events {
					s.show(ev)
				}
			case bjdriver.SaveFailed:
				a.SaveFailed(e.File, e.Err)
			}
		}
	}
	s.view.settle()
	s.ask = askShown{}
	if l.Last >= 0 && s.tr.on {
		s.resumeGrade(l, l.Last, l.Taken[len(l.Taken)-1], l.Delta.Decisions[len(l.Delta.Decisions)-1])
	}
	s.showShoe()
	s.dirty = true
	return s, nil
}

// RoundID is the id of the round in progress or last played ("" before
// the first), as the round log and the journal know it.
func (s *Table) RoundID() string { return s.d.RoundID() }

// resumeGrade puts the trainer's panel back for the round's last graded
// decision, taken (graded d) after the first at actions of the journal's
// round: the round is dealt again to that decision, for the trainer to
// grade it again once its strategy is here (it is not counted again). A
// decision applied after its grade shows its grade; a wrong one not applied
// was held back (the take-back setting): it is held back again, for the
// user to take back or keep. A decision neither (a stop between its grade
// and its action) is asked again, its answer not counted again.
func (s *Table) resumeGrade(l *bjdriver.Loaded, at int, taken blackjack.Action, d learner.Decision) {
	applied := at < len(l.Logged) && !l.Logged[at].Dealer && l.Logged[at].Kind == taken.Kind
	held := !applied && !d.Correct && s.app.Settings.TakeBack
	round, tb, err := l.At(at)
	if err != nil {
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
