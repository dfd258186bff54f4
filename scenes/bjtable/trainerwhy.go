package bjtable

import (
	"sabot/locales"
	"sabot/scenes/bjtable/feedback"
	"sabot/scenes/input"
	"sabot/trainer"
	"sabot/tutor"
)

// The way from the trainer at the table to the Why view: W, or the
// panel's Why? button, opens the why of the decision the panel shows (or,
// with no panel up, of the one the user faces now); Esc there comes back
// to the table as it was.

// why opens the Why view of the decision the panel shows, or of the one
// the user faces now, and reports whether it did.
func (t *tableTrainer) why() bool {
	s := t.s
	a := s.app
	if t.phase == trGrading {
		return false
	}
	if t.shown && feedback.Whyable(t.fb) {
		a.GoTo(a.Routes.Why(a, t.fb.Q.Point, s))
		return true
	}
	if !s.userTurn() || t.phase != trIdle || t.analysis(true) == nil {
		return false
	}
	if !feedback.WhyQuestion(s.d.Round().Turn().Question) {
		return false
	}
	q, err := trainer.Ask(s.d.Round(), s.d.Table().Shoe(), t.burnt, t.chart())
	if err != nil {
		return false
	}
	a.GoTo(a.Routes.Why(a, q.Point, s))
	return true
}

// whyTarget adds the panel's Why? button to the table's targets.
func (t *tableTrainer) whyTarget() {
	if t.shown && feedback.Whyable(t.fb) && t.panel.Rect().W > 0 {
		t.s.addTarget(feedback.WhyButton(t.panel.Rect()), input.Event{Action: input.Why})
	}
}

// whyPoint returns the decision point of the panel, for tests.
func (t *tableTrainer) whyPoint() (tutor.DecisionPoint, bool) {
	if t.shown && feedback.Whyable(t.fb) {
		return t.fb.Q.Point, true
	}
	return tutor.DecisionPoint{}, false
}

// why opens the why of the overlay's selected cell (the hand's when none
// is selected): a hand of the cell from a full shoe. Esc there comes back
// to the chart over the table.
func (o *chartOverlay) why() {
	sp, ok := o.grid.Selected()
	if !ok {
		sp, ok = o.grid.Highlighted()
	}
	if !ok {
		return
	}
	s := o.t.s
	a := s.app
	dp, err := tutor.SpotPoint(s.d.Rules(), sp)
	if err != nil {
		a.Notify(locales.WhyFailed, err)
		return
	}
	a.GoTo(a.Routes.Why(a, dp, s))
}
