package bjtable

import (
	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/trainer"
	"sabot/tutor"
)

// The way from the trainer at the table to the Why view: W, or the
// panel's Why? button, opens the why of the decision the panel shows (or,
// with no panel up, of the one the user faces now); Esc there comes back
// to the table as it was.

// whyButtonH is the height of the panel's Why? button, design units.
const whyButtonH = 30.0

// whyQuestion reports whether the Why view explains a question: a play
// of a hand, the argentine ace's declaration, or a side decision
// (insurance, even money, the desafío).
func whyQuestion(q blackjack.Question) bool {
	switch q {
	case blackjack.AskPlay, blackjack.AskAceValue, blackjack.AskInsurance, blackjack.AskEvenMoney, blackjack.AskDesafioBet:
		return true
	}
	return false
}

// whyable reports whether a feedback is on a decision the Why view
// explains (not a co-bettor's).
func whyable(fb trFeedback) bool {
	return whyQuestion(fb.question) && len(fb.q.Point.Hand) >= 1
}

// whyButton is where the panel's Why? button is, design units, in panel
// r.
func whyButton(r draw.R) draw.R {
	return draw.R{X: r.X + r.W - trPanelPad - 150, Y: r.Y + r.H - trPanelPad - whyButtonH + 4, W: 150, H: whyButtonH}
}

// why opens the Why view of the decision the panel shows, or of the one
// the user faces now, and reports whether it did.
func (t *bjTrainer) why() bool {
	s := t.s
	a := s.app
	if t.phase == trGrading {
		return false
	}
	if t.shown && whyable(t.fb) {
		a.GoTo(a.Routes.Why(a, t.fb.q.Point, s))
		return true
	}
	if !s.userTurn() || t.phase != trIdle || t.analysis(true) == nil {
		return false
	}
	if !whyQuestion(s.d.Round().Turn().Question) {
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
func (t *bjTrainer) whyTarget() {
	if t.shown && whyable(t.fb) && t.panel.Rect().W > 0 {
		t.s.addTarget(whyButton(t.panel.Rect()), input.Event{Action: input.Why})
	}
}

// whyLabel is the button's label.
func whyLabel(loc *locales.Locale) string { return loc.T(locales.WhyTitle) }

// whyPoint returns the decision point of the panel, for tests.
func (t *bjTrainer) whyPoint() (tutor.DecisionPoint, bool) {
	if t.shown && whyable(t.fb) {
		return t.fb.q.Point, true
	}
	return tutor.DecisionPoint{}, false
}

// why opens the why of the overlay's selected cell (the hand's when none
// is selected): a hand of the cell from a full shoe. Esc there comes back
// to the chart over the table.
func (o *bjChartOverlay) why() {
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
