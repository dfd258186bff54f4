package study

import (
	"image"
	"math/rand/v2"
	"time"

	"sabot/assets"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/drillview"
	"sabot/scenes/input"
	"sabot/scenes/session"
	"sabot/scenes/study/chart"
	"sabot/scenes/study/counting"
	"sabot/scenes/study/page"
	"sabot/tutor"
	"sabot/tutor/learner"
	"sabot/words"
)

// drillPhase is where a drill sitting is.
type drillPhase uint8

const (
	drillSetup    drillPhase = iota // choosing the table and the drill
	drillWaiting                    // started; the table's strategy is being computed
	drillAsking                     // a question waits for its answer
	drillAnswered                   // the verdict of the last answer shows
)

// Indexes of the drill scene's clickable choices, as input.Event.Index of
// Select. The answer buttons make the answer's own action (input.Hit…).
const (
	drillTargetTable = 0  // + the table's index
	drillTargetKind  = 10 // + the drill kind
	drillTargetUp    = 20 // + the up-card value, 1 (ace) to 10
	// drillTargetCounting opens the counting drills (Counting).
	drillTargetCounting = 40
	// drillTargetCourse opens the course of the table (CourseScene).
	drillTargetCourse = 41
)

// The rows of the setup the arrow keys move between.
const (
	drillRowTable = iota
	drillRowKind
	drillRowUp
)

// drillKinds are the drills in the order the setup offers them.
var drillKinds = []learner.DrillKind{learner.DrillAll, learner.DrillHard, learner.DrillSoft, learner.DrillPairs, learner.DrillUpCard, learner.DrillWeak}

// drillRecent is how many of the last answers the scene lists.
const drillRecent = 6

// drillScore is the score of one sitting: the answers graded, the streaks
// of right answers and the time taken, in ticks.
type drillScore struct {
	learner.Counts
	// Streak is the right answers in a row now, Best the longest run.
	Streak, Best int
	// Ticks is the time spent answering, in all; Fastest the quickest
	// answer (0 before the first). Both count every answer, right or
	// wrong, so the fastest is never above the average (a quick wrong
	// answer counted in the average but not in the fastest made "fastest
	// 11.0 s" over an average of 10.7 s).
	Ticks, Fastest int
}

// add counts an answer that took ticks.
func (s *drillScore) add(a learner.Answer, ticks int) {
	cost := 0.0
	if !a.Correct {
		cost = a.Grade.Cost / 100
	}
	ticks = max(ticks, 0)
	s.Decisions++
	s.Cost += cost
	s.Ticks += ticks
	if s.Decisions == 1 || ticks < s.Fastest {
		s.Fastest = ticks
	}
	if a.Correct {
		s.Correct++
		s.Streak++
		s.Best = max(s.Best, s.Streak)
	} else {
		s.Streak = 0
	}
}

// averageTicks is the mean time of an answer, in ticks.
func (s drillScore) averageTicks() float64 {
	if s.Decisions == 0 {
		return 0
	}
	return float64(s.Ticks) / float64(s.Decisions)
}

// drillAnswer is one graded answer of the sitting, with its time.
type drillAnswer struct {
	learner.Answer
	Ticks int
}

// drillActions maps the keys' actions to the tutor's answers: the same keys
// as at the table (H S D P, and 1 or 2 for the argentine ace).
var drillActions = map[input.Action]tutor.Action{
	input.Hit:       tutor.Hit,
	input.Stand:     tutor.Stand,
	input.Double:    tutor.Double,
	input.Split:     tutor.Split,
	input.AceOne:    tutor.AceOne,
	input.AceEleven: tutor.AceEleven,
}

// inputOf returns the key's action of a tutor action.
func inputOf(t tutor.Action) input.Action {
	for k, v := range drillActions {
		if v == t {
			return k
		}
	}
	return input.None
}

// Drills is the drill mode: decision points only, no betting. The user
// picks a blackjack table and a drill (every hand, the hard totals, the
// soft hands, the pairs, the hands against one up-card, or his weak spots);
// then a hand and the dealer's up-card are dealt, he answers with the
// table's keys, and the verdict shows the chart's play, the exact EV of
// every action for these cards and what his answer cost. A timer and
// streaks count for speed practice, and every answer is recorded in the
// App's progress (a session per sitting, mode "drill") and saved.
type Drills struct {
	app    *session.Context
	tables []rules.RuleSet
	table  int
	kind   learner.DrillKind
	up     int
	row    int
	phase  drillPhase

	analyses *page.Analyses

	drill   *learner.Drill
	q       learner.Question
	last    drillAnswer
	recent  []drillAnswer // newest first
	ticks   int           // ticks since the question was dealt, the answer's included
	score   drillScore
	session bool // the sitting's session is open in the progress
	clock   func() time.Time

	shotWrong bool // the screenshot's sequence has answered wrong

	view drillView
}

// NewDrills opens the drill mode on table r (the first blackjack table
// when r is not one), with the drill of every hand chosen. The strategy of
// the table starts computing at once.
func NewDrills(a *session.Context, r rules.RuleSet) *Drills {
	s := &Drills{app: a, kind: learner.DrillAll, up: 10, clock: time.Now, analyses: page.NewAnalyses()}
	s.tables, s.table = page.BlackjackTables(r)
	s.view.init()
	s.analyses.Want(s.Table())
	return s
}

// Table returns the table chosen.
func (s *Drills) Table() rules.RuleSet { return s.tables[s.table] }

// Kind returns the drill chosen, and UpCard the up-card of the up-card
// drill.
func (s *Drills) Kind() learner.DrillKind { return s.kind }

// upCard returns the up-card value (1-10) of the up-card drill.
func (s *Drills) upCard() int { return s.up }

// Question returns the question on screen, and false when none is.
func (s *Drills) Question() (learner.Question, bool) {
	return s.q, s.phase == drillAsking || s.phase == drillAnswered
}

// lastAnswer returns the last answer graded, and false before the first.
func (s *Drills) lastAnswer() (learner.Answer, bool) {
	return s.last.Answer, s.score.Decisions > 0
}

// collect takes the analyses finished since the last tick.
func (s *Drills) collect() {
	for _, r := range s.analyses.Collect() {
		s.app.Notify(locales.DrillFailed, r.Err)
		if s.phase == drillWaiting && r.ID == s.Table().ID {
			s.phase = drillSetup
			s.view.dirty = true
		}
	}
}

// Busy is false: the drill never holds the keys (a speed drill must not
// lose an answer to an animation).
func (s *Drills) Busy() bool { return false }

// Targets implements Scene.
func (s *Drills) Targets() []input.Target { return s.view.Targets }

// Layout implements Scene.
func (s *Drills) Layout(a *session.Context) { s.view.layout(s) }

// Update implements Scene.
func (s *Drills) Update(a *session.Context, events []input.Event) error {
	s.collect()
	if s.phase == drillAsking {
		s.ticks += a.Ticks() // the ticks more with the question on screen
	}
	if s.phase == drillWaiting {
		if s.analyses.Get(s.Table().ID) != nil {
			s.begin()
		}
	}
	for _, e := range events {
		switch s.phase {
		case drillSetup, drillWaiting:
			s.setupEvent(e)
		default:
			s.drillEvent(e)
		}
	}
	s.view.update(s)
	return nil
}

// Still implements session.Still: once the strategy is in, the cards have
// slid in and, while a question waits, its timer's bar is full (its whole
// seconds then change once a second: NextChange).
func (s *Drills) Still() bool {
	if s.view.dirty || s.analyses.Waiting() || s.phase == drillWaiting {
		return false
	}
	if s.phase < drillAsking {
		return true
	}
	if s.view.deal < dealTicks {
		return false
	}
	return s.phase != drillAsking || s.view.timer.IsFull(s.ticks)
}

// NextChange implements session.Clock: the timer's next figure while a
// question waits: its next tenth of a second while the bar fills, its next
// second once it is full (drillview.Timer.Figure).
func (s *Drills) NextChange() int64 {
	if s.phase != drillAsking {
		return 0
	}
	return s.view.timer.NextChange(s.app.Tick, s.ticks)
}

// ClockFace implements session.ClockFace: the timer's figures while a
// question waits (nothing else then changes but by a repaint).
func (s *Drills) ClockFace() (image.Rectangle, uint64) {
	v := &s.view
	if s.phase != drillAsking {
		return image.Rectangle{}, v.repaints
	}
	r, _ := v.timer.Face(s.app.Frame)
	return r, v.repaints
}

// setupEvent handles an event of the setup page.
func (s *Drills) setupEvent(e input.Event) {
	a := s.app
	switch e.Action {
	case input.Up:
		s.moveRow(-1)
	case input.Down:
		s.moveRow(1)
	case input.Left:
		s.change(-1)
	case input.Right:
		s.change(1)
	case input.Select:
		switch {
		case e.Index == drillTargetCounting:
			a.GoTo(counting.New(a, s.Table(), s))
			return
		case e.Index == drillTargetCourse:
			a.GoTo(NewCourse(a, s.Table(), s))
			return
		case e.Index >= drillTargetUp:
			s.up = min(max(e.Index-drillTargetUp, 1), 10)
			s.row = drillRowUp
		case e.Index >= drillTargetKind:
			s.setKind(e.Index - drillTargetKind)
			s.row = drillRowKind
		default:
			s.setTable(e.Index - drillTargetTable)
			s.row = drillRowTable
		}
		s.view.dirty = true
	case input.Confirm:
		s.start()
	case input.Chart:
		a.GoTo(chart.New(a, s.Table(), s.analyses.Get(s.Table().ID), s))
	case input.Back:
		if s.phase == drillWaiting {
			s.phase = drillSetup
			s.view.dirty = true
			return
		}
		a.GoTo(a.Routes.Menu(a))
	}
}

func (s *Drills) moveRow(d int) {
	last := drillRowKind
	if s.kind == learner.DrillUpCard {
		last = drillRowUp
	}
	s.row = min(max(s.row+d, 0), last)
	s.view.dirty = true
}

// change moves the value of the focused row.
func (s *Drills) change(d int) {
	switch s.row {
	case drillRowTable:
		s.setTable(s.table + d)
	case drillRowKind:
		for i, k := range drillKinds {
			if k == s.kind {
				s.setKind(i + d)
				break
			}
		}
	case drillRowUp:
		// In column order 2…10, A.
		order := []int{2, 3, 4, 5, 6, 7, 8, 9, 10, 1}
		for i, u := range order {
			if u == s.up {
				s.up = order[min(max(i+d, 0), len(order)-1)]
				break
			}
		}
	}
	s.view.dirty = true
}

func (s *Drills) setTable(i int) {
	i = min(max(i, 0), len(s.tables)-1)
	if i != s.table {
		s.table = i
		s.app.Sound.Play(assets.CardSlide)
		s.analyses.Want(s.Table())
	}
}

func (s *Drills) setKind(i int) {
	i = min(max(i, 0), len(drillKinds)-1)
	if drillKinds[i] != s.kind {
		s.kind = drillKinds[i]
		s.app.Sound.Play(assets.Chip)
	}
	if s.kind != learner.DrillUpCard && s.row == drillRowUp {
		s.row = drillRowKind
	}
}

// start begins the sitting: at once when the table's strategy is ready,
// else as soon as it is.
func (s *Drills) start() {
	s.analyses.Want(s.Table())
	s.phase = drillWaiting
	s.view.dirty = true
	if s.analyses.Get(s.Table().ID) != nil {
		s.begin()
	}
}

// begin makes the drill and deals its first question.
func (s *Drills) begin() {
	a := s.app
	an := s.analyses.Get(s.Table().ID)
	d, err := learner.NewDrill(an, s.kind, s.up, rand.New(rand.NewPCG(a.Rand.Uint64(), a.Rand.Uint64())), a.Progress)
	if err != nil {
		a.Notify(locales.DrillFailed, err)
		s.phase = drillSetup
		s.view.dirty = true
		return
	}
	s.drill = d
	s.score = drillScore{}
	s.recent = s.recent[:0]
	s.session = false
	s.next()
}

// next deals the next question.
func (s *Drills) next() {
	s.q = s.drill.Next()
	s.ticks = 0
	s.phase = drillAsking
	s.app.Sound.Play(assets.CardSlide)
	s.view.dealt(s)
}

// drillEvent handles an event while drilling.
func (s *Drills) drillEvent(e input.Event) {
	a := s.app
	switch e.Action {
	case input.Back:
		s.phase = drillSetup
		s.view.dirty = true
		return
	case input.Chart, input.Why:
		if s.phase == drillAsking {
			// The chart and the why would give the question's answer away.
			a.Notify(locales.DrillAfterAnswer)
			return
		}
	}
	switch e.Action {
	case input.Chart:
		a.GoTo(chart.New(a, s.Table(), s.analyses.Get(s.Table().ID), s).Highlighting(s.q.Spot))
		return
	case input.Why:
		if dp, err := s.whyPoint(); err != nil {
			a.Notify(locales.WhyFailed, err)
		} else {
			a.GoTo(a.Routes.Why(a, dp, s))
		}
		return
	case input.Confirm:
		if s.phase == drillAnswered {
			s.next()
		}
		return
	}
	act, ok := drillActions[e.Action]
	if !ok || s.phase != drillAsking {
		return
	}
	s.answer(act)
}

// whyPoint is the decision of the question on screen: its hand against
// its up-card from a full shoe, the actions it opens.
func (s *Drills) whyPoint() (tutor.DecisionPoint, error) { return questionPoint(s.Table(), s.q) }

// questionPoint is the decision of a drill's question: its hand against
// its up-card from a full shoe, the actions it opens (a side bet's too).
func questionPoint(r rules.RuleSet, q learner.Question) (tutor.DecisionPoint, error) {
	unseen := tutor.FullShoe(r.Decks)
	if err := unseen.Remove(append(rules.Cards{q.Up}, q.Hand...)...); err != nil {
		return tutor.DecisionPoint{}, err
	}
	return tutor.DecisionPoint{Rules: r, Hand: q.Hand, Up: q.Up, Unseen: unseen, Legal: q.Legal}, nil
}

// answer grades the answer to the question on screen, records it and
// saves the progress.
func (s *Drills) answer(act tutor.Action) {
	a := s.app
	if !s.q.Legal.Has(act) {
		a.Notify(locales.DrillNotOpen, words.Action(a.Loc, act))
		return
	}
	now := s.clock()
	if !s.session && a.Progress != nil {
		a.Progress.StartSession(s.Table().ID, "drill", now)
		s.session = true
	}
	ans, err := s.drill.Answer(s.q, act, now)
	if err != nil {
		a.Notify(locales.DrillFailed, err)
		return
	}
	s.last = drillAnswer{Answer: ans, Ticks: s.ticks}
	s.score.add(ans, s.ticks)
	s.recent = append([]drillAnswer{s.last}, s.recent...)
	if len(s.recent) > drillRecent {
		s.recent = s.recent[:drillRecent]
	}
	s.phase = drillAnswered
	if ans.Correct {
		a.Sound.Play(assets.Chip)
	}
	a.SaveProgress()
	s.view.dirty = true
}

// kindKey returns the locale key of a drill's name.
func kindKey(k learner.DrillKind) locales.Key {
	switch k {
	case learner.DrillHard:
		return locales.DrillKindHard
	case learner.DrillSoft:
		return locales.DrillKindSoft
	case learner.DrillPairs:
		return locales.DrillKindPairs
	case learner.DrillUpCard:
		return locales.DrillKindUpCard
	case learner.DrillWeak:
		return locales.DrillKindWeak
	}
	return locales.DrillKindAll
}

// kindAboutKey returns the locale key of a drill's one-line description at
// a table.
func kindAboutKey(k learner.DrillKind, rs rules.RuleSet) locales.Key {
	switch k {
	case learner.DrillHard:
		return locales.DrillAboutHard
	case learner.DrillSoft:
		if rs.AceDeclaration {
			return locales.DrillAboutSoftAce
		}
		return locales.DrillAboutSoft
	case learner.DrillPairs:
		return locales.DrillAboutPairs
	case learner.DrillUpCard:
		return locales.DrillAboutUpCard
	case learner.DrillWeak:
		return locales.DrillAboutWeak
	}
	return locales.DrillAboutAll
}

// weakCount counts the cells of a table in the weak pool of the player's
// progress.
func weakCount(p *learner.Progress, rs rules.RuleSet) int {
	if p == nil {
		return 0
	}
	n := 0
	for _, c := range p.HeatMap(rs) {
		if learner.DefaultWeakSpots.Weak(c.Stats) {
			n++
		}
	}
	return n
}

// seconds converts ticks to seconds.
func seconds(ticks float64) float64 { return drillview.Seconds(ticks) }
