package bjtable

import (
	"sabot/assets"
	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/save"
	"sabot/scenes/session"
	"sabot/trainer"
	"sabot/tutor"
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

// trKind is what the feedback panel shows.
type trKind uint8

const (
	fbHint      trKind = iota // the EVs before deciding, not graded
	fbGraded                  // a decision graded and applied
	fbAsking                  // a wrong decision held back
	fbTakenBack               // a wrong decision taken back: choose again
)

// trFeedback is one content of the feedback panel.
type trFeedback struct {
	kind     trKind
	q        trainer.Question
	question blackjack.Question
	// evs are the legal actions with their EVs, best first; g is the grade
	// of the decision (not for a hint).
	evs []tutor.ActionEV
	g   trainer.Graded
	// published: the chart of the grade is the casino's.
	published bool
	// index is the Hi-Lo index play at the count of the decision, when the
	// count is shown and the decision's cell has one (nil otherwise).
	index *tutor.IndexAdvice
}

// trAnalysis is the table's strategy, computed on another goroutine when
// the table opens and handed over once.
type trAnalysis struct {
	an        *tutor.Analysis
	full      float64 // the EV of a round from a full shoe
	published *tutor.Chart
	diffs     []tutor.ChartDifference
	err       error
}

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

// bjTrainer is the trainer of one blackjack table.
type bjTrainer struct {
	s  *Table
	on bool

	anCh chan trAnalysis
	ta   trAnalysis
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

	fb      trFeedback
	shown   bool // the panel is up
	panel   trPanel
	overlay *bjChartOverlay

	count tutor.HiLo
	// burnt are the cards burnt face down since the shoe was shuffled: the
	// user never saw them, so they count among the unseen cards of every
	// grade and of the shoe's EV (the round knows only its own burn).
	burnt   rules.Cards
	shoeEV  trShoeEV
	session bool // a play session is open in the progress

	// The table's Hi-Lo index plays, computed on another goroutine the
	// first time the count is shown (idxAsked), for the index line of
	// the panel; advice is the one of the decision being graded.
	idx               *tutor.IndexTable
	idxCh             chan *tutor.IndexTable
	idxAsked, idxDone bool
	advice            *tutor.IndexAdvice

	// shot is the trainer's screenshot staged ("trainer", "table-chart").
	shot string

	// taken are the user's actions graded this round, in the order of the
	// decisions recorded (for the journal).
	taken []blackjack.Action
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
	table *blackjack.Table
}

// resumeGrade waits for the strategy to grade a decision of a round
// brought back again: the round and the user's keys wait for its panel.
func (t *bjTrainer) resumeGrade(r *trResume) {
	t.resume = r
	t.phase = trGrading
}

// regradeResumed grades the decision of a round brought back again (the
// strategy is here).
func (t *bjTrainer) regradeResumed(r *trResume) {
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
func (t *bjTrainer) regraded(res trGrade) {
	r := t.regrade
	t.regrade = nil
	t.phase = trIdle
	if res.err != nil {
		if r.held {
			t.retry, t.retryTurn = true, r.turn
		}
		return
	}
	fb := trFeedback{kind: fbGraded, q: t.q, question: t.turn.Question, evs: res.g.Actions, g: res.g, published: t.published(), index: t.advice}
	if r.held {
		fb.kind = fbAsking
		t.phase = trAsking
	}
	t.show(fb)
	t.s.dirty = true
}

func newBJTrainer(s *Table) *bjTrainer {
	t := &bjTrainer{s: s, anCh: make(chan trAnalysis, 1), gradeCh: make(chan trGrade, 1), hintCh: make(chan trHint, 1), idxCh: make(chan *tutor.IndexTable, 1)}
	t.shoeEV.init(s.rules)
	go analyzeTable(s.rules, t.anCh)
	return t
}

// analyzeTable computes a table's strategy from its full shoe: the chart,
// the EV of a round, and where the casino publishes a chart, the cells where
// it differs.
func analyzeTable(rs rules.RuleSet, out chan<- trAnalysis) {
	an, err := tutor.AnalyzeRules(rs)
	if err != nil {
		out <- trAnalysis{err: err}
		return
	}
	res := trAnalysis{an: an}
	an.Chart()
	res.full = an.RoundEV()
	if rs.ID == rules.ItalianOnline.ID {
		res.published = tutor.PublishedChart()
		res.diffs = an.Differences(res.published)
	}
	out <- res
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
	p := TrainerPanel{Rect: t.panel.Rect(), Graded: t.fb.kind != fbHint, Held: t.fb.kind == fbAsking, Grade: t.fb.g}
	if !p.Graded {
		p.Grade.Actions = t.fb.evs
		if len(t.fb.evs) > 0 {
			p.Grade.Best = t.fb.evs[0].Action
		}
	}
	return p, true
}

// analysis returns the table's strategy, waiting for it the first time it
// is needed before it arrived (it is computed when the table opens, so it
// is there long before the first decision); nil when it failed.
func (t *bjTrainer) analysis(wait bool) *tutor.Analysis {
	if !t.have {
		if wait {
			t.take(<-t.anCh)
		} else {
			select {
			case r := <-t.anCh:
				t.take(r)
			default:
			}
		}
	}
	return t.ta.an
}

func (t *bjTrainer) take(r trAnalysis) {
	t.ta, t.have = r, true
	if r.err != nil {
		t.s.app.Notify(locales.TrainerFailed, r.err)
		return
	}
	t.shoeEV.full, t.shoeEV.hasFull = r.full, true
	t.s.dirty = true
}

// published reports whether the trainer grades by the casino's chart: at
// the table that publishes one, when the user chose it.
func (t *bjTrainer) published() bool {
	return t.ta.published != nil && t.s.app.Settings.ChartReference.Published()
}

// chart is the chart the trainer grades by.
func (t *bjTrainer) chart() *tutor.Chart {
	if t.published() {
		return t.ta.published
	}
	if t.ta.an == nil {
		return nil
	}
	return t.ta.an.Chart()
}

// working reports whether a result is awaited from another goroutine: the
// table's analysis, the shoe's EV, a hint or a grade.
func (t *bjTrainer) working() bool {
	return (t.anCh != nil && !t.have) || t.shoeEV.pending || t.hinting || t.phase == trGrading
}

// grading reports whether the round waits for a grade.
func (t *bjTrainer) grading() bool { return t.phase == trGrading }

// asking reports whether a wrong decision waits to be taken back or kept.
func (t *bjTrainer) asking() bool { return t.phase == trAsking }

// legal reports whether the round takes the action now (the engine says
// why not otherwise, with its article: it is not graded).
func (t *bjTrainer) legal(act blackjack.Action) bool {
	for _, l := range t.s.round.Legal() {
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
func (t *bjTrainer) decide(act blackjack.Action, turn blackjack.Turn) bool {
	s := t.s
	if !t.on || t.phase != trIdle || !t.legal(act) || t.analysis(true) == nil {
		return false
	}
	q, err := trainer.Ask(s.round, s.table.Shoe(), t.burnt, t.chart())
	if err != nil {
		return false
	}
	q = q.Priced(s.round, act)
	t.phase, t.pending, t.turn, t.q = trGrading, act, turn, q
	t.advice = t.adviceFor(q)
	go func(q trainer.Question, taken tutor.Action, out chan<- trGrade) {
		g, err := q.Grade(taken)
		out <- trGrade{g: g, err: err}
	}(q, trainer.FromEngine(act), t.gradeCh)
	return true
}

// indices returns the table's index plays: nil until they are computed,
// which the first call starts; with wait, once they are (a screenshot's
// picture must not depend on how fast they came). Nil too when they
// failed: the panel goes without its index line.
func (t *bjTrainer) indices(wait bool) *tutor.IndexTable {
	if !t.idxAsked {
		t.idxAsked = true
		go func(rs rules.RuleSet, out chan<- *tutor.IndexTable) {
			it, err := tutor.Indices(rs)
			if err != nil {
				it = nil
			}
			out <- it
		}(t.s.rules, t.idxCh)
	}
	if t.idxDone {
		return t.idx
	}
	if wait {
		t.idx, t.idxDone = <-t.idxCh, true
		return t.idx
	}
	select {
	case it := <-t.idxCh:
		t.idx, t.idxDone = it, true
	default:
	}
	return t.idx
}

// adviceFor is the index play at question q for the count as it stands,
// when the count is shown; nil otherwise, or while the index plays are
// being computed, or where the cell has none.
func (t *bjTrainer) adviceFor(q trainer.Question) *tutor.IndexAdvice {
	if !t.s.app.Settings.ShowCount {
		return nil
	}
	tc := t.count.True(max(t.s.shoeLeft, 0))
	adv, ok := t.indices(t.shot != "").Advise(q.Point, q.Spot, q.HasSpot, tc)
	if !ok {
		return nil
	}
	return &adv
}

// update takes what the other goroutines finished: the strategy, a grade,
// a hint, the shoe's EV. Called at the start of every Update.
func (t *bjTrainer) update() {
	t.analysis(false)
	if t.s.app.Settings.ShowCount {
		t.indices(false)
	}
	if t.shoeEV.poll() {
		t.s.dirty = true
	}
	select {
	case h := <-t.hintCh:
		t.hinting = false
		if h.err == nil && t.s.userTurn() && t.s.round.Turn() == h.turn && t.phase == trIdle {
			t.show(trFeedback{kind: fbHint, q: h.q, question: h.turn.Question, evs: h.evs, published: t.published(), index: t.adviceFor(h.q)})
		}
	default:
	}
	if t.resume != nil && t.have {
		t.regradeResumed(t.resume)
	}
	if t.phase != trGrading || t.resume != nil {
		return
	}
	select {
	case r := <-t.gradeCh:
		if t.regrade != nil {
			t.regraded(r)
			return
		}
		t.graded(r)
	default:
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
func (t *bjTrainer) graded(r trGrade) {
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
	fb := trFeedback{kind: fbGraded, q: t.q, question: t.turn.Question, evs: r.g.Actions, g: r.g, published: t.published(), index: t.advice}
	if !r.g.Correct && !retry && s.app.Settings.TakeBack {
		fb.kind = fbAsking
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
func (t *bjTrainer) record(g trainer.Graded) {
	a := t.s.app
	if a.Progress == nil {
		return
	}
	now := t.s.clock()
	if !t.session {
		a.StartPlaySession(t.s.rules.ID, now)
		t.session = true
	}
	t.taken = append(t.taken, t.pending)
	a.RecordDecision(tutor.Decision{Table: t.s.rules.ID, Spot: g.Spot, HasSpot: g.HasSpot, Correct: g.Correct, Cost: g.Cost / 100, At: now})
}

// takeBack takes the held-back decision back: the question is put again,
// the panel still showing what was wrong.
func (t *bjTrainer) takeBack() {
	t.phase = trIdle
	t.retry, t.retryTurn = true, t.turn
	fb := t.fb
	fb.kind = fbTakenBack
	t.show(fb)
	t.s.app.Sound.Play(assets.Chip)
	t.s.dirty = true
}

// keep applies the held-back decision.
func (t *bjTrainer) keep() {
	t.phase = trIdle
	t.retry = false
	fb := t.fb
	fb.kind = fbGraded
	t.show(fb)
	t.s.applyUser(t.pending, t.turn)
}

// hint starts evaluating the question put to the user now.
func (t *bjTrainer) hint() {
	s := t.s
	if !s.userTurn() || t.phase != trIdle || t.hinting || t.analysis(true) == nil {
		return
	}
	q, err := trainer.Ask(s.round, s.table.Shoe(), t.burnt, t.chart())
	if err != nil {
		return
	}
	t.hinting = true
	go func(turn blackjack.Turn, q trainer.Question, out chan<- trHint) {
		evs, err := q.Evaluate()
		out <- trHint{turn: turn, q: q, evs: evs, err: err}
	}(s.round.Turn(), q, t.hintCh)
}

// handle takes the trainer's own actions, and while a wrong decision is
// held back, the user's answer to it. It reports whether the event was
// used.
func (t *bjTrainer) handle(e input.Event) bool {
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
	if e.Action == input.TakeBack && s.phase == bjPlaying {
		return true
	}
	return false
}

// setOn switches the trainer on or off, and says so.
func (t *bjTrainer) setOn(on bool) {
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
func (t *bjTrainer) setPublished(on bool) bool {
	if t.analysis(false) == nil || t.ta.published == nil || on == t.published() {
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
func (t *bjTrainer) show(fb trFeedback) {
	t.fb, t.shown = fb, true
	t.panel.paint(t)
	t.s.dirty = true // the panel's button among the targets
}

// hide takes the panel away.
func (t *bjTrainer) hide() {
	if t.shown {
		t.shown = false
		t.panel.paint(t)
		t.s.dirty = true
	}
}

// saw counts the cards the user sees face up: dealt face up, or turned;
// and keeps the cards burnt face down, which he does not see.
func (t *bjTrainer) saw(e blackjack.Event) {
	switch {
	case e.Kind == blackjack.EvBurn:
		t.burnt = append(t.burnt[:0], t.s.round.Record().Burnt...)
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
// with the continuous shuffler and at the online table every round.
func (t *bjTrainer) dealt(shuffled bool) {
	t.taken = t.taken[:0]
	if shuffled || t.s.rules.Shuffle != rules.ShuffleShoe {
		t.count.Reset()
		t.burnt = t.burnt[:0]
	}
}

// betweenRounds clears the panel for the next bets and, at a shoe table,
// asks for the EV of the cards left.
func (t *bjTrainer) betweenRounds() {
	t.hide()
	t.retry = false
	if !t.s.app.Settings.ShowShoeEV {
		return
	}
	tb := t.s.table
	if t.s.rules.Shuffle == rules.ShuffleShoe && !tb.NeedsShuffle() {
		t.shoeEV.request(trainer.ShoeUnseen(tb.Shoe(), t.burnt))
	} else {
		t.shoeEV.fresh()
	}
}

// currentSpot is the chart cell of the hand the user must decide now, and
// false when he decides nothing (or a side bet).
func (t *bjTrainer) currentSpot() (tutor.Spot, bool) {
	if !t.s.userTurn() {
		return tutor.Spot{}, false
	}
	return t.currentSpotOf(t.s.round.Turn())
}

// currentSpotOf is the chart cell of the hand asked at turn tn.
func (t *bjTrainer) currentSpotOf(tn blackjack.Turn) (tutor.Spot, bool) {
	s := t.s
	if tn.Question != blackjack.AskPlay && tn.Question != blackjack.AskAceValue {
		return tutor.Spot{}, false
	}
	b := s.round.Box(tn.Box)
	if b == nil || tn.Hand < 1 || tn.Hand > len(b.Hands) {
		return tutor.Spot{}, false
	}
	h := &b.Hands[tn.Hand-1]
	up, ok := s.round.DealerUpCard()
	if !ok {
		return tutor.Spot{}, false
	}
	return tutor.SpotOf(s.rules, h.Cards, h.Ace, up, tn.Options.Has(blackjack.OptSplit))
}
