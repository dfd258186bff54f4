package bjtable

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/assets"
	"sabot/driver/bjdriver"
	"sabot/game/blackjack"
	"sabot/game/blackjack/record"
	"sabot/game/blackjack/table"
	"sabot/locales"
	"sabot/rules"
	"sabot/save"
	"sabot/scenes/bjtable/background"
	"sabot/scenes/bjtable/feedback"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/session"
	"sabot/trainer"
	"sabot/tutor"
	"sabot/tutor/counting"
	"sabot/tutor/learner"
	"sabot/tutor/strategy"
)

// The trainer at the blackjack table. When it is on, each of the user's
// decisions is graded before it is applied: the question is taken out of
// the round (trainer.Ask) and graded against the exact EVs of the cards he
// has not seen on another goroutine (a pair with its resplits takes tens of
// milliseconds), while the round waits. A right decision is applied at once
// and the feedback panel shows its grade; a wrong one, when the settings
// allow it, stops before it is applied: the user takes it back (Z) and
// chooses again, or keeps it (Space). Every graded decision goes into the
// player's progress, and the bankroll after every round.
//
// Whether it is on or not, the hint (F1, ?) shows the same panel without
// grading, C opens the chart over the table, and the settings may show the
// exact EV of the shoe and the Hi-Lo count in the header.

// trPhase is where the trainer is with the user's decision.
type trPhase uint8

const (
	trIdle    trPhase = iota
	trGrading         // the decision is graded in the background; the round waits
	trAsking          // a wrong decision held back: take it back or keep it
)

// trGrade is a decision graded on another goroutine.
type trGrade struct {
	g   trainer.Graded
	err error
}

// trHint is a hint evaluated on another goroutine.
type trHint struct {
	turn blackjack.Turn
	q    trainer.Question
	evs  []tutor.ActionEV
	err  error
}

// tableTrainer is the trainer of one blackjack table.
type tableTrainer struct {
	s  *Table
	on bool

	anCh chan background.Analysis
	ta   background.Analysis
	have bool // ta is here

	phase   trPhase
	gradeCh chan trGrade
	hintCh  chan trHint
	hinting bool
	// The decision graded or held back, at its question.
	pending blackjack.Action
	turn    blackjack.Turn
	q       trainer.Question
	// retry: the user took back a wrong decision at this question; his
	// next answer there is applied and not counted (the first counted).
	retry     bool
	retryTurn blackjack.Turn

	fb      feedback.Feedback
	shown   bool // the panel is up
	panel   feedback.Panel
	overlay *chartOverlay

	count counting.HiLo
	// burnt are the cards burnt face down since the shoe was shuffled: the
	// user never saw them, so they count among the unseen cards of every
	// grade and of the shoe's EV (the round knows only its own burn).
	burnt  rules.Cards
	shoeEV background.ShoeEV

	// The table's Hi-Lo index plays, computed on another goroutine the
	// first time the count is shown (idxAsked), for the index line of
	// the panel; advice is the one of the decision being graded.
	idx               *counting.IndexTable
	idxCh             chan *counting.IndexTable
	idxAsked, idxDone bool
	advice            *counting.IndexAdvice

	// bots is the computer players' chart (botChart).
	bots *strategy.Chart

	// shot is the trainer's screenshot staged ("trainer", "table-chart").
	shot string

	// resume is the decision of a round brought back whose grade the panel
	// shows again, once the strategy is here; regrade is set while it is
	// graded again (it is not recorded, nor applied again).
	resume  *trResume
	regrade *trResume
}

// trResume is the last graded decision of a round brought back: the action
// taken, the round as it stood at it (dealt again to there) and whether it
// was held back (a wrong decision waiting to be taken back or kept) or
// applied.
type trResume struct {
	act   blackjack.Action
	turn  blackjack.Turn
	held  bool
	round *blackjack.Round
	table *table.Table
}

// resumeGrade waits for the strategy to grade a decision of a round
// brought back again: the round and the user's keys wait for its panel.
func (t *tableTrainer) resumeGrade(r *trResume) {
	t.resume = r
	t.phase = trGrading
}

// regradeResumed grades the decision of a round brought back again (the
// strategy is here).
func (t *tableTrainer) regradeResumed(r *trResume) {
	t.resume = nil
	q, err := trainer.Ask(r.round, r.table.Shoe(), t.burnt, t.chart())
	if t.chart() == nil || err != nil {
		t.phase = trIdle
		if r.held {
			t.retry, t.retryTurn = true, r.turn
		}
		return
	}
	q = q.Priced(r.round, r.act)
	t.pending, t.turn, t.q, t.regrade = r.act, r.turn, q, r
	t.advice = t.adviceFor(q)
	go func(q trainer.Question, taken tutor.Action, out chan<- trGrade) {
		g, err := q.Grade(taken)
		out <- trGrade{g: g, err: err}
	}(q, trainer.FromEngine(r.act), t.gradeCh)
}

// regraded shows the grade of a decision of a round brought back: held
// back again, or only shown (it was applied).
func (t *tableTrainer) regraded(res trGrade) {
	r := t.regrade
	t.regrade = nil
	t.phase = trIdle
	if res.err != nil {
		if r.held {
			t.retry, t.retryTurn = true, r.turn
		}
		return
	}
	fb := feedback.Feedback{Kind: feedback.Graded, Q: t.q, Question: t.turn.Question, EVs: res.g.Actions, Grade: res.g, Published: t.published(), Index: t.advice}
	if r.held {
		fb.Kind = feedback.Asking
		t.phase = trAsking
	}
	t.show(fb)
	t.s.dirty = true
}

func newTableTrainer(s *Table) *tableTrainer {
	t := &tableTrainer{s: s, anCh: make(chan background.Analysis, 1), gradeCh: make(chan trGrade, 1), hintCh: make(chan trHint, 1), idxCh: make(chan *counting.IndexTable, 1)}
	t.shoeEV.Init(s.d.Rules())
	go background.Analyze(s.d.Rules(), t.anCh)
	return t
}

// NewTrainer seats the user at blackjack table r with the trainer
// on: the menu's Trainer mode.
func NewTrainer(a *session.Context, r rules.RuleSet) *Table {
	s := New(a, r)
	s.tr.on = true
	return s
}

// TrainerOn reports whether the trainer grades the user's decisions.
func (s *Table) TrainerOn() bool { return s.tr.on }

// TrainerPanel is what the trainer's feedback panel shows, for the tests
// that read the screen: where the panel is and the grade behind it.
type TrainerPanel struct {
	// Rect is the panel on the design canvas.
	Rect draw.R
	// Graded is false for a hint (the EVs without a grade); Held is true
	// while a wrong decision waits to be taken back or kept.
	Graded, Held bool
	// Grade is the decision's grade (for a hint, Best and Actions only).
	Grade trainer.Graded
}

// TrainerPanel returns what the feedback panel shows, and false when it is
// not up.
func (s *Table) TrainerPanel() (TrainerPanel, bool) {
	t := s.tr
	if !t.shown || !t.panel.Painted() {
		return TrainerPanel{}, false
	}
	p := TrainerPanel{Rect: t.panel.Rect(), Graded: t.fb.Kind != feedback.Hint, Held: t.fb.Kind == feedback.Asking, Grade: t.fb.Grade}
	if !p.Graded {
		p.Grade.Actions = t.fb.EVs
		if len(t.fb.EVs) > 0 {
			p.Grade.Best = t.fb.EVs[0].Action
		}
	}
	return p, true
}

// working reports whether a result is awaited from another goroutine: the
// table's analysis, the shoe's EV, a hint or a grade.
func (t *tableTrainer) working() bool {
	return (t.anCh != nil && !t.have) || t.shoeEV.Pending() || t.hinting || t.phase == trGrading
}

// grading reports whether the round waits for a grade.
func (t *tableTrainer) grading() bool { return t.phase == trGrading }

// asking reports whether a wrong decision waits to be taken back or kept.
func (t *tableTrainer) asking() bool { return t.phase == trAsking }

// legal reports whether the round takes the action now (the engine says
// why not otherwise, with its article: it is not graded).
func (t *tableTrainer) legal(act blackjack.Action) bool {
	for _, l := range t.s.d.Round().Legal() {
		if l.Kind == act.Kind && (act.Kind != blackjack.DeclareAce || l.Ace == act.Ace) {
			return true
		}
	}
	return false
}

// decide takes the user's decision when the trainer is on: it starts
// grading it and reports true; the decision is applied once graded (or
// held back when it is wrong). It reports false when the decision is to be
// applied at once: the trainer is off, the engine will refuse it, or the
// strategy is not to be had.
func (t *tableTrainer) decide(act blackjack.Action, turn blackjack.Turn) bool {
	s := t.s
	if !t.on || t.phase != trIdle || !t.legal(act) || t.analysis(true) == nil {
		return false
	}
	q, ok := s.d.StartGrade(act, t.chart(), t.burnt)
	if !ok {
		return false
	}
	t.phase, t.pending, t.turn, t.q = trGrading, act, turn, q
	t.advice = t.adviceFor(q)
	return true
}

// update takes what the other goroutines finished: the strategy, a grade,
// a hint, the shoe's EV. Called at the start of every Update.
func (t *tableTrainer) update() {
	t.analysis(false)
	if t.s.app.Settings.ShowCount {
		t.indices(false)
	}
	if t.shoeEV.Poll() {
		t.s.dirty = true
	}
	select {
	case h := <-t.hintCh:
		t.hinting = false
		if h.err == nil && t.s.userTurn() && t.s.d.Round().Turn() == h.turn && t.phase == trIdle {
			t.show(feedback.Feedback{Kind: feedback.Hint, Q: h.q, Question: h.turn.Question, EVs: h.evs, Published: t.published(), Index: t.adviceFor(h.q)})
		}
	default:
	}
	if t.resume != nil && t.have {
		t.regradeResumed(t.resume)
	}
	if t.phase != trGrading || t.resume != nil {
		return
	}
	if t.regrade != nil {
		select {
		case r := <-t.gradeCh:
			t.regraded(r)
		default:
		}
		return
	}
	if g, ok := t.s.d.PollGrade(false); ok {
		t.graded(trGrade{g: g.Graded, err: g.Err})
	}
}

// graded takes the grade of the user's decision: it is recorded (unless it
// is the second answer to a question whose first was taken back), then
// applied, or held back when it is wrong and may be taken back.
//
// The first answer is what counts, and the panel says so after a take-back
// (locales.TrainerAgain): the progress measures what the player knew when
// he decided, and a take-back is a lesson, not a way to rub a mistake out
// (were the retry to count, taking back every wrong answer would show a
// perfect record). The retry is applied, neither counted nor held back.
func (t *tableTrainer) graded(r trGrade) {
	s := t.s
	t.phase = trIdle
	if r.err != nil {
		s.applyUser(t.pending, t.turn)
		return
	}
	retry := t.retry && t.retryTurn == t.turn
	if !retry {
		t.record(r.g)
	}
	fb := feedback.Feedback{Kind: feedback.Graded, Q: t.q, Question: t.turn.Question, EVs: r.g.Actions, Grade: r.g, Published: t.published(), Index: t.advice}
	if !r.g.Correct && !retry && s.app.Settings.TakeBack {
		fb.Kind = feedback.Asking
		t.phase = trAsking
		t.show(fb)
		s.app.Sound.Play(assets.CardFlip)
		s.dirty = true
		return
	}
	t.retry = false
	t.show(fb)
	s.applyUser(t.pending, t.turn)
}

// record counts a graded decision in the player's progress, in a play
// session of this table opened at the first one.
func (t *tableTrainer) record(g trainer.Graded) {
	t.s.d.Record(bjdriver.Grade{Action: t.pending, Graded: g})
}

// takeBack takes the held-back decision back: the question is put again,
// the panel still showing what was wrong.
func (t *tableTrainer) takeBack() {
	t.phase = trIdle
	t.retry, t.retryTurn = true, t.turn
	fb := t.fb
	fb.Kind = feedback.TakenBack
	t.show(fb)
	t.s.app.Sound.Play(assets.Chip)
	t.s.dirty = true
}

// keep applies the held-back decision.
func (t *tableTrainer) keep() {
	t.phase = trIdle
	t.retry = false
	fb := t.fb
	fb.Kind = feedback.Graded
	t.show(fb)
	t.s.applyUser(t.pending, t.turn)
}

// hint starts evaluating the question put to the user now.
func (t *tableTrainer) hint() {
	s := t.s
	if !s.userTurn() || t.phase != trIdle || t.hinting || t.analysis(true) == nil {
		return
	}
	q, err := trainer.Ask(s.d.Round(), s.d.Table().Shoe(), t.burnt, t.chart())
	if err != nil {
		return
	}
	t.hinting = true
	go func(turn blackjack.Turn, q trainer.Question, out chan<- trHint) {
		evs, err := q.Evaluate()
		out <- trHint{turn: turn, q: q, evs: evs, err: err}
	}(s.d.Round().Turn(), q, t.hintCh)
}

// handle takes the trainer's own actions, and while a wrong decision is
// held back, the user's answer to it. It reports whether the event was
// used.
func (t *tableTrainer) handle(e input.Event) bool {
	s := t.s
	if t.overlay != nil {
		t.overlay.handle(e)
		return true
	}
	switch e.Action {
	case input.Trainer:
		if t.phase == trIdle {
			t.setOn(!t.on)
		}
		return true
	case input.Chart:
		if t.phase != trGrading {
			t.openChart()
		}
		return true
	case input.Hint:
		t.hint()
		return true
	case input.Why:
		t.why()
		return true
	case input.Reference:
		if t.setPublished(!t.published()) {
			// The grading changed at the table: said, as the chart says it.
			key := locales.TrainerNoticeRefExact
			if t.published() {
				key = locales.TrainerNoticeRefPublished
			}
			s.app.Notify(key, input.Label(s.app.Loc, input.Reference))
		}
		return true
	}
	switch t.phase {
	case trGrading:
		return true
	case trAsking:
		switch e.Action {
		case input.TakeBack:
			t.takeBack()
		case input.Confirm:
			t.keep()
		case input.Hit, input.Stand, input.Double, input.Split, input.Insurance, input.InsureBJ, input.No, input.AceOne, input.AceEleven:
			// Another answer: the wrong one is taken back, this one stands.
			t.phase = trIdle
			t.retry, t.retryTurn = true, t.turn
			return false
		}
		return true
	}
	if e.Action == input.TakeBack && s.d.Phase() == phasePlaying {
		return true
	}
	return false
}

// setOn switches the trainer on or off, and says so.
func (t *tableTrainer) setOn(on bool) {
	t.on = on
	if on {
		t.s.app.Notify(locales.TrainerNoticeOn)
		t.analysis(false)
	} else {
		t.s.app.Notify(locales.TrainerNoticeOff)
	}
	t.s.dirty = true
}

// setPublished chooses the chart the trainer grades by, at the table whose
// casino publishes one, and saves the choice; it reports whether the
// chart changed.
func (t *tableTrainer) setPublished(on bool) bool {
	if t.analysis(false) == nil || t.ta.Published == nil || on == t.published() {
		return false
	}
	st := &t.s.app.Settings
	if on {
		st.ChartReference = save.ReferencePublished
	} else {
		st.ChartReference = save.ReferenceExact
	}
	t.s.app.SaveSettings()
	if t.overlay != nil {
		t.overlay.reference()
	}
	t.s.dirty = true
	return true
}

// show puts a content on the feedback panel.
func (t *tableTrainer) show(fb feedback.Feedback) {
	t.fb, t.shown = fb, true
	t.panel.Paint(t.s.app, t.s.d.Rules(), t.fb, t.shown)
	t.s.dirty = true // the panel's button among the targets
}

// hide takes the panel away.
func (t *tableTrainer) hide() {
	if t.shown {
		t.shown = false
		t.panel.Paint(t.s.app, t.s.d.Rules(), t.fb, t.shown)
		t.s.dirty = true
	}
}

// saw counts the cards the user sees face up: dealt face up, or turned;
// and keeps the cards burnt face down, which he does not see.
func (t *tableTrainer) saw(e blackjack.Event) {
	switch {
	case e.Kind == blackjack.EvBurn:
		t.burnt = append(t.burnt[:0], record.Of(t.s.d.Round()).Burnt...)
		return
	case e.Kind == blackjack.EvCard && !e.FaceDown:
		t.count.See(e.Card)
	case e.Kind == blackjack.EvTurn:
		t.count.See(e.Card)
	default:
		return
	}
	if t.s.app.Settings.ShowCount {
		t.s.dirty = true
	}
}

// dealt starts the count and the burnt cards again when the round was
// dealt from a shuffled pack: at a shoe table after the cut card came out,
// with the continuous shuffler and at the online table every round. It
// returns the trainer's part of the round's journal.
func (t *tableTrainer) dealt(shuffled bool) bjdriver.TrainerStart {
	if shuffled || t.s.d.Rules().Shuffle != rules.ShuffleShoe {
		t.count.Reset()
		t.burnt = t.burnt[:0]
	}
	return bjdriver.TrainerStart{On: t.on, Count: t.count.Running(), Seen: t.count.Seen(), Burnt: t.burnt}
}

// betweenRounds clears the panel for the next bets and, at a shoe table,
// asks for the EV of the cards left.
func (t *tableTrainer) betweenRounds() {
	t.hide()
	t.retry = false
	if !t.s.app.Settings.ShowShoeEV {
		return
	}
	tb := t.s.d.Table()
	if t.s.d.Rules().Shuffle == rules.ShuffleShoe && !tb.NeedsShuffle() {
		t.shoeEV.Request(trainer.ShoeUnseen(tb.Shoe(), t.burnt))
	} else {
		t.shoeEV.Fresh()
	}
}

// currentSpot is the chart cell of the hand the user must decide now, and
// false when he decides nothing (or a side bet).
func (t *tableTrainer) currentSpot() (strategy.Spot, bool) {
	if !t.s.userTurn() {
		return strategy.Spot{}, false
	}
	return t.currentSpotOf(t.s.d.Round().Turn())
}

// currentSpotOf is the chart cell of the hand asked at turn tn.
func (t *tableTrainer) currentSpotOf(tn blackjack.Turn) (strategy.Spot, bool) {
	s := t.s
	if tn.Question != blackjack.AskPlay && tn.Question != blackjack.AskAceValue {
		return strategy.Spot{}, false
	}
	b := s.d.Round().Box(tn.Box)
	if b == nil || tn.Hand < 1 || tn.Hand > len(b.Hands) {
		return strategy.Spot{}, false
	}
	h := &b.Hands[tn.Hand-1]
	up, ok := s.d.Round().DealerUpCard()
	if !ok {
		return strategy.Spot{}, false
	}
	return strategy.SpotOf(s.d.Rules(), h.Cards, h.Ace, up, tn.Options.Has(blackjack.OptSplit))
}

// paintHeader writes the trainer's line in the table's header, centred
// between the table's name and the bankroll: the switch, the shoe's EV, the
// Hi-Lo count.
func (t *tableTrainer) paintHeader(dst *ebiten.Image) {
	s := t.s
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	st := a.Settings
	const h = 26.0
	face := draw.Face(fonts.Bold, f.L(14))
	capFace := draw.Face(fonts.Bold, f.L(h*0.5*0.58))
	key := input.Label(loc, input.Trainer)
	sw := loc.T(locales.TrainerBadgeOff)
	if t.on {
		sw = loc.T(locales.TrainerBadgeOn)
	}
	capW := math.Max(h*0.5, draw.Width(capFace, key)/f.S+h*0.3)
	swW := draw.Width(face, sw)/f.S + capW + 30
	var items []string
	if st.ShowShoeEV {
		if ev, ok := t.shoeEV.EV(); ok {
			items = append(items, loc.T(locales.TrainerShoeEV, loc.Signed(100*ev, 2)))
		} else {
			items = append(items, loc.T(locales.TrainerShoeEVWait))
		}
	}
	if st.ShowCount {
		tc := t.count.True(max(s.sabot.left, 0))
		item := loc.T(locales.TrainerCount, loc.Signed(float64(t.count.Running()), 0), loc.Signed(tc, 1))
		if s.d.Rules().Shuffle == rules.ShuffleShoe {
			// The ramp's bet for the count, in units of the table's
			// minimum: only where a count carries from round to round.
			item += " · " + loc.T(locales.TrainerBet, learner.DefaultRamp.Units(tc))
		}
		items = append(items, item)
	}
	info := draw.Face(fonts.Medium, f.L(14))
	total := swW
	for _, it := range items {
		total += 14 + draw.Width(info, it)/f.S + 24
	}
	// Centred on the table, but clear of the name and of the money when
	// they leave less room (the argentine stake and bankroll in pesos).
	x := 640 - total/2
	if lo, hi := s.headFree[0]+16, s.headFree[1]-16; hi > lo {
		x = max(lo, min(x, hi-total))
	}
	cy := 24.0
	r := draw.R{X: x, Y: cy - h/2, W: swW, H: h}
	fill, ink := color.Color(color.NRGBA{0x1e, 0x10, 0x08, 0xe0}), color.Color(draw.Muted)
	if t.on {
		fill, ink = draw.Gold, draw.Ink
	}
	draw.RoundRect(dst, f.Screen(r), f.L(h/2), fill)
	if !t.on {
		draw.RoundRectLine(dst, f.Screen(r), f.L(h/2), math.Max(1, f.L(1)), draw.GoldDark)
	}
	capFill := color.Color(color.NRGBA{0x2a, 0x4a, 0x3a, 0xff})
	if t.on {
		capFill = color.NRGBA{0x5a, 0x44, 0x10, 0xff}
	}
	draw.KeyCap(dst, fonts, key, f.X(r.X+8), f.Y(cy), f.L(h*0.72), capFill, draw.Cream)
	draw.Text(dst, face, sw, f.X(r.X+8+capW+10), f.Y(cy), draw.Start, ink, true)
	s.addTarget(r, input.Event{Action: input.Trainer})
	x += swW
	for _, it := range items {
		x += 14
		w := draw.Width(info, it)/f.S + 24
		pr := draw.R{X: x, Y: cy - h/2, W: w, H: h}
		draw.RoundRect(dst, f.Screen(pr), f.L(h/2), color.NRGBA{0x1e, 0x10, 0x08, 0xc8})
		draw.Text(dst, info, it, f.X(pr.CX()), f.Y(cy), draw.Center, draw.GoldLight, true)
		x += w
	}
}
