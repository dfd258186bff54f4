package dealerdrill

import (
	"image"
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/session"
	"sabot/tutor/croupier"
)

// sessionLen is the number of questions of a session.
const sessionLen = 20

// maxChips is the most chips the student may put down for one payment.
const maxChips = 60

// drill is one of the drills the scene offers.
type drill uint8

const (
	drillPayout  drill = iota // pay winning bets with chips
	drillTabella              // the Tabella della Regola
	drillOrder                // a procedure's steps to put in order
	drillQuiz                 // the quiz of the regulation's procedures
	numDrills
)

// phase is where the scene is.
type phase uint8

const (
	phPick     phase = iota // choosing the drill
	phAsk                   // a question waits for its answer
	phAnswered              // the verdict of the last answer shows
	phOver                  // the session's summary shows
)

// The click targets' indexes (input.Event.Index of Select); the Tabella's
// answers and the keys' buttons make the keys' own actions.
const (
	tPick  = 0   // + drill
	tChip  = 10  // + index in the table's chips
	tStart = 40  // start the session
	tPay   = 41  // pay the chips put down
	tClear = 42  // clear them
	tUndo  = 43  // take back the last one
	tNext  = 44  // the next question, or a new session
	tBack  = 45  // back to the picking page, or to the menu
	tRow   = 100 // + the procedure's step or the quiz's answer shown there
)

// answer is one answered question, with its time in ticks.
type answer struct {
	right bool
	ticks int
	// The payout drill's question and what was paid.
	payout croupier.Payout
	paid   rules.Money
	// The Tabella's coup, its rule, and what the student said (draws).
	coup croupier.Coup
	why  croupier.Why
	said bool
	// The procedure drills: the step due (and its number in the
	// procedure) or the question, and the ID of the step or answer chosen.
	step  croupier.Step
	num   int
	proc  croupier.ProcKind
	q     croupier.Question
	chose string
}

// score is a session's count: the answers, the right ones, the streak and
// the time.
type score struct {
	asked, right   int
	streak, best   int
	ticks, fastest int
	// byKind counts the answers by the payout drill's kind, or by the
	// Tabella's turn: asked, right.
	byKind [8][2]int
}

// add counts an answer.
func (s *score) add(a answer, kind int) {
	s.asked++
	s.ticks += a.ticks
	if kind >= 0 && kind < len(s.byKind) {
		s.byKind[kind][0]++
	}
	if !a.right {
		s.streak = 0
		return
	}
	s.right++
	s.streak++
	s.best = max(s.best, s.streak)
	if s.fastest == 0 || a.ticks < s.fastest {
		s.fastest = a.ticks
	}
	if kind >= 0 && kind < len(s.byKind) {
		s.byKind[kind][1]++
	}
}

// averageTicks is the mean time of an answer, in ticks.
func (s score) averageTicks() float64 {
	if s.asked == 0 {
		return 0
	}
	return float64(s.ticks) / float64(s.asked)
}

// Scene is the dealer school's drills: the student picks the payout drill
// at the table chosen in the menu or the Tabella della Regola, and answers
// timed questions, a session of sessionLen at a time.
type Scene struct {
	app     *session.Context
	rules   rules.RuleSet
	rng     *rand.Rand
	payouts *croupier.PayoutDrill // nil: the table pays nothing the drill knows
	tabella *croupier.TabellaDrill
	procs   *croupier.ProcedureDrill // nil: no procedures known at the table
	chips   []rules.Money            // the table's chips, smallest first

	kind  drill
	phase phase
	q     croupier.Payout
	coup  croupier.Coup
	paid  []rules.Money // the chips put down, in order
	// The procedure drills: the procedure being put in order, whether its
	// step due was already clicked wrong (the first click counts), where
	// the last wrong click was; the quiz's question; the keys' cursor on
	// the rows shown (-1: none); the questions answered wrong.
	order   croupier.Ordering
	inOrder int // the steps of this procedure right at the first click
	missed  bool
	wrongAt int
	quiz    croupier.Quiz
	cursor  int
	review  []croupier.Question
	last    answer
	// recent are the session's answers, newest first.
	recent []answer
	score  score
	best   int // the best streak of the sitting, all sessions
	ticks  int // ticks since the question was asked

	view view
}

// New opens the dealer school's drills; the payout drill is at table r
// (the one chosen in the menu), the Tabella at Super Punto Banco.
func New(a *session.Context, r rules.RuleSet) *Scene {
	a.AtTable(r)
	seed := a.Rand.Uint64()
	s := &Scene{app: a, rules: r, rng: rules.NewRand(seed)}
	if d, err := croupier.NewPayoutDrill(r, rules.NewRand(seed^0xd7a11)); err == nil {
		s.payouts = d
		s.chips = croupier.Chips(r)
	} else {
		s.kind = drillTabella
	}
	s.tabella, _ = croupier.NewTabellaDrill(rules.NewRand(seed ^ 0x7abe11a)) // never fails with a source
	if d, err := croupier.NewProcedureDrill(r.ID, rules.NewRand(seed^0x9c0ced)); err == nil {
		s.procs = d
	}
	s.view.init()
	return s
}

// available reports whether drill d can be started.
func (s *Scene) available(d drill) bool {
	switch d {
	case drillPayout:
		return s.payouts != nil
	case drillTabella:
		return s.tabella != nil
	case drillOrder, drillQuiz:
		return s.procs != nil
	}
	return false
}

// length is the number of questions of a session of drill d: every step
// of the table's procedures, every question of its quiz, or sessionLen.
func (s *Scene) length(d drill) int {
	if s.procs == nil || d != drillOrder && d != drillQuiz {
		return sessionLen
	}
	reg := s.procs.Regulation()
	if d == drillQuiz {
		return len(reg.Questions)
	}
	n := 0
	for _, p := range reg.Procedures {
		n += len(p.Steps)
	}
	return n
}

// isProc reports whether the drill chosen is a procedure drill.
func (s *Scene) isProc() bool { return s.kind == drillOrder || s.kind == drillQuiz }

// Layout implements session.Scene.
func (s *Scene) Layout(a *session.Context) { s.view.layout(s) }

// Targets implements session.Scene.
func (s *Scene) Targets() []input.Target { return s.view.targets }

// Update implements session.Scene.
func (s *Scene) Update(a *session.Context, events []input.Event) error {
	for _, e := range events {
		if s.handle(e) {
			return nil // the scene is left
		}
	}
	if s.phase == phAsk {
		s.ticks += a.Ticks()
	}
	s.view.update(s)
	return nil
}

// Still implements session.Still: but while a question's timer bar fills
// (once it is full, its whole seconds change once a second: NextChange).
func (s *Scene) Still() bool {
	return !s.view.dirty && (s.phase != phAsk || s.view.timer.IsFull(s.ticks))
}

// NextChange implements session.Clock: the timer's next figure while a
// question waits: its next tenth of a second while the bar fills, its next
// second once it is full (drillview.Timer.Figure).
func (s *Scene) NextChange() int64 {
	if s.phase != phAsk {
		return 0
	}
	return s.view.timer.NextChange(s.app.Tick, s.ticks)
}

// ClockFace implements session.ClockFace: the timer's figures while a
// question waits (nothing else then changes but by a repaint).
func (s *Scene) ClockFace() (image.Rectangle, uint64) {
	v := &s.view
	if s.phase != phAsk {
		return image.Rectangle{}, v.repaints
	}
	r, _ := v.timer.Face(s.app.Frame)
	return r, v.repaints
}

// Draw implements session.Scene.
func (s *Scene) Draw(screen *ebiten.Image) { s.view.draw(s, screen) }

// handle takes one event; it reports true when the scene is left.
func (s *Scene) handle(e input.Event) bool {
	switch e.Action {
	case input.Back:
		return s.back()
	case input.Up:
		if !s.moveCursor(-1) {
			s.choose(-1)
		}
	case input.Down:
		if !s.moveCursor(+1) {
			s.choose(+1)
		}
	case input.Left:
		s.choose(-1)
	case input.Right:
		s.choose(+1)
	case input.Confirm:
		s.confirm()
	case input.Clear:
		s.clearChips()
	case input.TakeBack:
		s.undo()
	case input.Hit:
		s.say(true)
	case input.Stand:
		s.say(false)
	case input.Select:
		return s.click(e.Index)
	}
	return false
}

// back goes from a drill to the picking page, and from there to the menu;
// it reports true when the scene is left.
func (s *Scene) back() bool {
	if s.phase == phPick {
		a := s.app
		if a.Routes.Menu != nil {
			a.GoTo(a.Routes.Menu(a))
			return true
		}
		return false
	}
	s.phase = phPick
	s.view.dirty = true
	return false
}

// choose moves the choice on the picking page.
func (s *Scene) choose(step int) {
	if s.phase != phPick {
		return
	}
	for i := 0; i < int(numDrills); i++ {
		s.kind = drill((int(s.kind) + step + int(numDrills)) % int(numDrills))
		if s.available(s.kind) {
			break
		}
	}
	s.view.dirty = true
}

// confirm is Enter or Space: start, pay, the next question, a new session.
func (s *Scene) confirm() {
	switch s.phase {
	case phPick, phOver:
		s.start()
	case phAsk:
		switch s.kind {
		case drillPayout:
			s.pay()
		case drillOrder:
			s.place(s.cursor)
		case drillQuiz:
			s.answerQuiz(s.cursor)
		}
	case phAnswered:
		s.next()
	}
}

// click takes a click on a target; it reports true when the scene is left.
func (s *Scene) click(i int) bool {
	switch {
	case i >= tPick && i < tPick+int(numDrills):
		if s.phase == phPick && s.available(drill(i-tPick)) {
			if s.kind == drill(i-tPick) {
				s.start()
				return false
			}
			s.kind = drill(i - tPick)
			s.view.dirty = true
		}
	case i >= tChip && i < tChip+len(s.chips):
		s.putChip(s.chips[i-tChip])
	case i == tStart:
		if s.phase == phPick || s.phase == phOver {
			s.start()
		}
	case i == tPay:
		if s.phase == phAsk {
			s.pay()
		}
	case i == tClear:
		s.clearChips()
	case i == tUndo:
		s.undo()
	case i == tNext:
		if s.phase == phAnswered || s.phase == phOver {
			s.confirm()
		}
	case i == tBack:
		return s.back()
	case i >= tRow && i < tRow+len(s.order.Shown) && s.kind == drillOrder:
		s.place(i - tRow)
	case i >= tRow && i < tRow+len(s.quiz.Shown) && s.kind == drillQuiz:
		s.answerQuiz(i - tRow)
	}
	return false
}

// start begins a session of the drill chosen.
func (s *Scene) start() {
	if !s.available(s.kind) {
		return
	}
	s.score = score{}
	s.recent = s.recent[:0]
	s.last = answer{}
	s.review = s.review[:0]
	s.order = croupier.Ordering{}
	s.ask()
}

// ask deals the next question.
func (s *Scene) ask() {
	switch s.kind {
	case drillPayout:
		s.q = s.payouts.Next()
	case drillTabella:
		s.coup = s.tabella.Next()
	case drillOrder:
		s.order = s.procs.NextOrdering()
		s.missed, s.wrongAt, s.inOrder = false, -1, 0
		s.last = answer{}
	case drillQuiz:
		s.quiz = s.procs.NextQuiz()
	}
	s.cursor = -1
	s.paid = s.paid[:0]
	s.ticks = 0
	s.phase = phAsk
	s.view.asked(s)
}

// next goes on after a verdict: the next question, or the summary after
// the session's last.
func (s *Scene) next() {
	if s.score.asked >= s.length(s.kind) {
		s.phase = phOver
		s.view.dirty = true
		return
	}
	s.ask()
}

// putChip puts a chip down for the payment.
func (s *Scene) putChip(v rules.Money) {
	if s.phase != phAsk || s.kind != drillPayout || len(s.paid) >= maxChips {
		return
	}
	s.paid = append(s.paid, v)
	s.view.dirty = true
}

// clearChips takes every chip put down back.
func (s *Scene) clearChips() {
	if s.phase != phAsk || len(s.paid) == 0 {
		return
	}
	s.paid = s.paid[:0]
	s.view.dirty = true
}

// undo takes the last chip put down back.
func (s *Scene) undo() {
	if s.phase != phAsk || len(s.paid) == 0 {
		return
	}
	s.paid = s.paid[:len(s.paid)-1]
	s.view.dirty = true
}

// paidTotal is the sum of the chips put down.
func (s *Scene) paidTotal() rules.Money {
	var t rules.Money
	for _, c := range s.paid {
		t += c
	}
	return t
}

// pay checks the chips put down against the amount due; with no chip
// down there is nothing to pay yet.
func (s *Scene) pay() {
	if s.phase != phAsk || s.kind != drillPayout || len(s.paid) == 0 {
		return
	}
	paid := s.paidTotal()
	s.answered(answer{right: s.q.Right(paid), ticks: s.ticks, payout: s.q, paid: paid}, int(s.q.Kind))
}

// say takes the Tabella's answer: the side at turn draws, or stands.
func (s *Scene) say(draws bool) {
	if s.phase != phAsk || s.kind != drillTabella {
		return
	}
	why, err := s.coup.Check()
	if err != nil {
		// The drill deals only real coups; should one not be, a new one.
		s.ask()
		return
	}
	s.answered(answer{right: why.Draws == draws, ticks: s.ticks, coup: s.coup, why: why, said: draws}, int(s.coup.Turn))
}

// moveCursor moves the keys' cursor over the rows of a procedure drill's
// question, past the steps already in place; it reports false when there
// is no such question.
func (s *Scene) moveCursor(step int) bool {
	if s.phase != phAsk || !s.isProc() {
		return false
	}
	n := len(s.quiz.Shown)
	if s.kind == drillOrder {
		n = len(s.order.Shown)
	}
	if n == 0 {
		return true
	}
	c := s.cursor
	if c < 0 && step < 0 {
		c = 0
	}
	for k := 0; k < n; k++ {
		c = (c + step + n) % n
		if s.kind != drillOrder || !s.order.IsPlaced(c) {
			break
		}
	}
	s.cursor = c
	s.view.dirty = true
	return true
}

// place takes the student's choice of the step shown at i as the next of
// the procedure: the right one goes in place, a wrong one is stopped with
// the step due. The first click on each step is what the score counts.
func (s *Scene) place(i int) {
	if s.phase != phAsk || s.kind != drillOrder || s.order.IsPlaced(i) {
		return
	}
	due, ok := s.order.Due()
	if !ok || i < 0 || i >= len(s.order.Shown) {
		return
	}
	chose := s.order.Proc.Steps[s.order.Shown[i]].ID
	right, err := s.order.Place(i)
	if err != nil {
		return
	}
	a := answer{right: right, ticks: s.ticks, step: due, num: s.order.Placed, proc: s.order.Proc.Kind, chose: chose}
	if !right {
		a.num = s.order.Placed + 1
		if !s.missed {
			s.count(a, int(a.proc))
		}
		s.missed, s.wrongAt = true, i
		s.last = a
		s.view.dirty = true
		return
	}
	if !s.missed {
		s.count(a, int(a.proc))
		s.inOrder++
	}
	s.missed, s.wrongAt = false, -1
	s.last = a
	s.ticks = 0
	s.view.asked(s)
	if s.cursor == i {
		s.cursor = -1
	}
	if s.order.Done() {
		s.phase = phAnswered
	}
}

// answerQuiz takes the answer shown at i to the quiz's question.
func (s *Scene) answerQuiz(i int) {
	if s.phase != phAsk || s.kind != drillQuiz || i < 0 || i >= len(s.quiz.Shown) {
		return
	}
	q := s.quiz.Q
	a := answer{right: s.quiz.Right(i), ticks: s.ticks, q: q, chose: q.Answers[s.quiz.Shown[i]]}
	if !a.right {
		s.review = append(s.review, q)
	}
	s.answered(a, 0)
}

// count counts an answer in the score and the last answers.
func (s *Scene) count(a answer, kind int) {
	s.score.add(a, kind)
	s.best = max(s.best, s.score.best)
	s.recent = append([]answer{a}, s.recent...)
	if len(s.recent) > 5 {
		s.recent = s.recent[:5]
	}
}

// answered counts an answer and shows its verdict.
func (s *Scene) answered(a answer, kind int) {
	s.last = a
	s.count(a, kind)
	s.phase = phAnswered
	s.view.dirty = true
}
