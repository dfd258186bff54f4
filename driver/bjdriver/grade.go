package bjdriver

import (
	"sabot/game/blackjack"
	"sabot/rules"
	"sabot/trainer"
	"sabot/tutor/learner"
	"sabot/tutor/strategy"
)

// The trainer's grading of the user's decisions: the question put to him
// is taken out of the round (trainer.Ask) and his answer graded against the
// exact EVs of the cards he has not seen, on another goroutine (a pair with
// its resplits takes tens of milliseconds) while the round waits; the view
// polls for the grade (PollGrade), shows it, and applies the decision or
// holds it back. Record counts a grade in the player's progress, in a play
// session of the table opened at the first one, and keeps the action for
// the journal. The result is the same however long it takes.

// Grade is a decision graded: the question it answered (its turn) and the
// action taken, its grade, or the error that kept it from one.
type Grade struct {
	Turn     blackjack.Turn
	Action   blackjack.Action
	Question trainer.Question
	Graded   trainer.Graded
	Err      error
}

// grading is the driver's side of the trainer.
type grading struct {
	ch   chan Grade
	busy bool // a grade is under way
	// session: a play session of the table is open in the progress.
	session bool
	// taken are the user's actions graded this round, in the order of the
	// decisions recorded (for the journal).
	taken []blackjack.Action
}

// StartGrade starts grading the user's answer act to the question the round
// puts now, by chart, the cards burnt face down (burnt) among the unseen: it
// returns the question, priced for act. It reports false, grading nothing,
// while another grade is under way, and when the question cannot be asked
// (no chart).
func (d *Driver) StartGrade(act blackjack.Action, chart *strategy.Chart, burnt rules.Cards) (trainer.Question, bool) {
	if d.gr.busy || d.round == nil {
		return trainer.Question{}, false
	}
	q, err := trainer.Ask(d.round, d.table.Shoe(), burnt, chart)
	if err != nil {
		return trainer.Question{}, false
	}
	q = q.Priced(d.round, act)
	if d.gr.ch == nil {
		d.gr.ch = make(chan Grade, 1)
	}
	d.gr.busy = true
	go func(g Grade, out chan<- Grade) {
		g.Graded, g.Err = g.Question.Grade(trainer.FromEngine(g.Action))
		out <- g
	}(Grade{Turn: d.round.Turn(), Action: act, Question: q}, d.gr.ch)
	return q, true
}

// Grading reports whether a grade is under way.
func (d *Driver) Grading() bool { return d.gr.busy }

// PollGrade returns the grade StartGrade started once it has come; with
// wait, it waits for it. It reports false when there is none to take.
func (d *Driver) PollGrade(wait bool) (Grade, bool) {
	if !d.gr.busy {
		return Grade{}, false
	}
	if wait {
		d.gr.busy = false
		return <-d.gr.ch, true
	}
	select {
	case g := <-d.gr.ch:
		d.gr.busy = false
		return g, true
	default:
		return Grade{}, false
	}
}

// Record counts graded decision g in the player's progress, in a play
// session of this table opened at the first one, and keeps its action for
// the journal (when the progress is kept at all).
func (d *Driver) Record(g Grade) {
	if !d.host.Records() {
		return
	}
	now := d.clock()
	if !d.gr.session {
		d.host.StartPlaySession(d.rules.ID, now)
		d.gr.session = true
	}
	d.gr.taken = append(d.gr.taken, g.Action)
	d.host.RecordDecision(learner.Decision{Table: d.rules.ID, Spot: g.Graded.Spot, HasSpot: g.Graded.HasSpot, Correct: g.Graded.Correct, Cost: g.Graded.Cost / 100, At: now})
}
