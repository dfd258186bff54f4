package study

import (
	"math/rand/v2"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/assets"
	"sabot/locales"
	"sabot/scenes/input"
	"sabot/scenes/session"
	"sabot/scenes/study/chart"
	"sabot/scenes/study/page"
	"sabot/tutor"
	"sabot/tutor/learner"
)

// lessonPhase is where a lesson stands.
type lessonPhase uint8

const (
	lessonReading  lessonPhase = iota // the lesson's screens
	lessonWaiting                     // the table's strategy is being computed
	lessonAsking                      // a drill question waits for its answer
	lessonAnswered                    // the verdict of the last answer shows
	lessonDone                        // mastered just now, or the review is over
)

// Indexes of the lesson scene's buttons (Select).
const (
	lessonTargetPrevious = 0
	lessonTargetNext     = 1
	lessonTargetKeepOn   = 2
)

// LessonScene is one lesson of a course: its screens (a title, a short
// text and the chart region it teaches, computed from the table's chart),
// then a drill on exactly that region with the mastery meter, until the
// mastery threshold; or, for a review, the drill of the cells due. Every
// answer is recorded in the App's progress and saved.
type LessonScene struct {
	app    *session.Context
	back   session.Scene
	course *learner.Course
	lesson *learner.Lesson
	index  int // the lesson's place in the course
	review bool
	screen int
	phase  lessonPhase
	clock  func() time.Time

	analyses *page.Analyses
	drill    *learner.LessonDrill
	q        learner.LessonQuestion
	last     learner.LessonAnswer
	answers  int // answered in this sitting
	right    int
	mastered bool // the sitting mastered the lesson
	session  bool // the sitting's session is open in the progress

	shot     string // the screenshot staged (StageShot)
	shotDone bool   // the drill's screenshot has answered wrong

	view lessonView
}

// NewLesson opens lesson id of course c (an: the table's analysis, nil
// while it is being computed or at Punto Banco): its first screen, or with
// review the drill of its cells due for review. Esc goes back to back (the
// course map).
func NewLesson(a *session.Context, c *learner.Course, an *tutor.Analysis, id string, review bool, back session.Scene) *LessonScene {
	s := &LessonScene{app: a, back: back, course: c, review: review, clock: time.Now, analyses: page.NewAnalyses()}
	s.index = max(c.Index(id), 0)
	s.lesson = &c.Lessons[s.index]
	s.analyses.Put(an)
	if c.Rules.IsBlackjack() {
		s.analyses.Want(c.Rules)
	}
	s.view.init()
	if review {
		s.startDrill()
	}
	return s
}

// withClock sets the clock the answers are timed by (the map's).
func (s *LessonScene) withClock(clock func() time.Time) *LessonScene {
	s.clock = clock
	return s
}

// Lesson returns the lesson, and Screen the screen on show.
func (s *LessonScene) Lesson() *learner.Lesson { return s.lesson }

// Screen returns the index of the screen on show.
func (s *LessonScene) Screen() int { return s.screen }

// Drilling reports whether the drill has begun.
func (s *LessonScene) Drilling() bool { return s.phase >= lessonAsking }

// Question returns the question on screen, and false when none is.
func (s *LessonScene) Question() (learner.LessonQuestion, bool) {
	return s.q, s.phase == lessonAsking || s.phase == lessonAnswered
}

// Busy is false: a drill never holds an answer back.
func (s *LessonScene) Busy() bool { return false }

// Targets implements Scene.
func (s *LessonScene) Targets() []input.Target { return s.view.Targets }

// Layout implements Scene.
func (s *LessonScene) Layout(a *session.Context) { s.view.layout(s) }

// Draw implements Scene.
func (s *LessonScene) Draw(screen *ebiten.Image) { s.view.draw(s, screen) }

// analysis returns the table's analysis, nil while it is computed (and at
// Punto Banco, which needs none).
func (s *LessonScene) analysis() *tutor.Analysis { return s.analyses.Get(s.course.Rules.ID) }

// Update implements Scene.
func (s *LessonScene) Update(a *session.Context, events []input.Event) error {
	had := s.analysis() != nil
	for _, r := range s.analyses.Collect() {
		a.Notify(locales.DrillFailed, r.Err)
	}
	if !had && s.analysis() != nil {
		s.view.dirty = true // the region's cells come from the chart
	}
	if s.phase == lessonWaiting && (!s.course.Rules.IsBlackjack() || s.analysis() != nil) {
		s.begin()
	}
	for _, e := range events {
		if e.Action == input.Back {
			s.leave()
			return nil
		}
		switch s.phase {
		case lessonReading:
			s.readEvent(e)
		case lessonAsking, lessonAnswered:
			s.drillEvent(e)
		case lessonDone:
			if e.Action == input.Confirm || (e.Action == input.Select && e.Index == lessonTargetKeepOn) {
				if s.review {
					s.leave()
					return nil
				}
				s.next()
			}
		}
	}
	s.view.update(s)
	return nil
}

// Still implements session.Still: once the strategy is in and the cards
// of a question have slid in.
func (s *LessonScene) Still() bool {
	if s.view.dirty || s.analyses.Waiting() || s.phase == lessonWaiting {
		return false
	}
	return s.phase < lessonAsking || s.view.deal >= dealTicks
}

// leave goes back to the course map, which shows the lessons' new states.
func (s *LessonScene) leave() {
	a := s.app
	if c, ok := s.back.(*CourseScene); ok {
		c.setTable(c.table)
	}
	if s.back != nil {
		a.GoTo(s.back)
		return
	}
	a.GoTo(NewCourse(a, s.course.Rules, nil))
}

// readEvent handles an event of the screens.
func (s *LessonScene) readEvent(e input.Event) {
	switch {
	case e.Action == input.Left || e.Action == input.Select && e.Index == lessonTargetPrevious:
		if s.screen > 0 {
			s.screen--
			s.app.Sound.Play(assets.CardSlide)
		}
	case e.Action == input.Right || e.Action == input.Confirm || e.Action == input.Select && e.Index == lessonTargetNext:
		if s.screen+1 < len(s.lesson.Screens) {
			s.screen++
			s.app.Sound.Play(assets.CardSlide)
		} else {
			s.startDrill()
		}
	}
	s.view.dirty = true
}

// startDrill begins the drill, as soon as the table's strategy is ready.
func (s *LessonScene) startDrill() {
	s.phase = lessonWaiting
	s.view.dirty = true
	if !s.course.Rules.IsBlackjack() || s.analysis() != nil {
		s.begin()
	}
}

// begin makes the lesson's drill and deals its first question.
func (s *LessonScene) begin() {
	a := s.app
	d, err := learner.NewLessonDrill(s.course, s.analysis(), s.lesson.ID, s.review, s.clock(), rand.New(rand.NewPCG(a.Rand.Uint64(), a.Rand.Uint64())), a.Progress)
	if err != nil {
		a.Notify(locales.DrillFailed, err)
		s.phase = lessonReading
		s.review = false
		s.view.dirty = true
		return
	}
	s.drill = d
	s.next()
}

// next deals the next question.
func (s *LessonScene) next() {
	s.q = s.drill.Next()
	s.phase = lessonAsking
	s.app.Sound.Play(assets.CardSlide)
	s.view.dealt(s)
}

// lessonAnswers maps the keys to the answers of a blackjack question
// (Insurance and No answer the side bet offered, whichever it is).
var lessonAnswers = map[input.Action]tutor.Action{
	input.Hit:       tutor.Hit,
	input.Stand:     tutor.Stand,
	input.Double:    tutor.Double,
	input.Split:     tutor.Split,
	input.AceOne:    tutor.AceOne,
	input.AceEleven: tutor.AceEleven,
}

// answerOf is the tutor's action a key makes for question q.
func answerOf(q learner.LessonQuestion, act input.Action) (tutor.Action, bool) {
	switch act {
	case input.Insurance:
		for _, t := range []tutor.Action{tutor.Insurance, tutor.EvenMoney, tutor.Desafio} {
			if q.Legal.Has(t) {
				return t, true
			}
		}
		return tutor.NoAction, false
	case input.No:
		for _, t := range []tutor.Action{tutor.NoInsurance, tutor.NoEvenMoney, tutor.NoDesafio} {
			if q.Legal.Has(t) {
				return t, true
			}
		}
		return tutor.NoAction, false
	}
	t, ok := lessonAnswers[act]
	return t, ok && q.Legal.Has(t)
}

// drillEvent handles an event of the drill.
func (s *LessonScene) drillEvent(e input.Event) {
	if (e.Action == input.Chart || e.Action == input.Why) && s.phase == lessonAsking {
		// The chart and the why would give the question's answer away.
		s.app.Notify(locales.DrillAfterAnswer)
		return
	}
	if e.Action == input.Chart && s.q.HasSpot && s.analysis() != nil {
		s.app.GoTo(chart.New(s.app, s.course.Rules, s.analysis(), s).Highlighting(s.q.Spot))
		return
	}
	if e.Action == input.Why {
		s.why()
		return
	}
	if e.Action == input.Confirm {
		if s.phase == lessonAnswered {
			s.afterAnswer()
		}
		return
	}
	if s.phase != lessonAsking {
		return
	}
	if t, ok := answerOf(s.q, e.Action); ok {
		s.answer(t)
	}
}

// why opens the Why view of the blackjack question on screen (a chart
// cell's hand, or a side bet offered) from a full shoe; Esc there comes
// back to the drill as it was.
func (s *LessonScene) why() {
	a := s.app
	if !s.course.Rules.IsBlackjack() || s.q.IsCoup() || len(s.q.Hand) == 0 {
		return
	}
	dp, err := questionPoint(s.course.Rules, s.q.Question)
	if err != nil {
		a.Notify(locales.WhyFailed, err)
		return
	}
	a.GoTo(a.Routes.Why(a, dp, s))
}

// afterAnswer goes on from a verdict: the mastery's or the review's end,
// or the next question.
func (s *LessonScene) afterAnswer() {
	if s.last.Mastered || s.drill.Done() {
		s.phase = lessonDone
		s.view.dirty = true
		return
	}
	s.next()
}

// answer grades an answer, records it and saves the progress.
func (s *LessonScene) answer(t tutor.Action) {
	a := s.app
	now := s.clock()
	if !s.session && a.Progress != nil && s.q.HasSpot {
		a.Progress.StartSession(s.course.Rules.ID, "drill", now)
		s.session = true
	}
	ans, err := s.drill.Answer(s.q, t, now)
	if err != nil {
		a.Notify(locales.DrillFailed, err)
		return
	}
	s.last = ans
	s.answers++
	if ans.Correct {
		s.right++
		a.Sound.Play(assets.Chip)
	}
	if ans.Mastered {
		s.mastered = true
	}
	s.phase = lessonAnswered
	a.SaveProgress()
	s.view.dirty = true
}

// stats returns the player's record in the lesson.
func (s *LessonScene) stats() learner.LessonStats {
	if s.app.Progress == nil {
		return learner.LessonStats{}
	}
	return s.app.Progress.CourseAt(s.course.Rules.ID).Lesson(s.lesson.ID)
}
