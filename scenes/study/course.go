package study

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/assets"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/session"
	"sabot/scenes/study/page"
	"sabot/tutor"
	"sabot/tutor/learner"
)

// Indexes of the course map's clickable choices (Select).
const (
	courseTargetTable  = 0  // + the table's index
	courseTargetLesson = 10 // + the lesson's index
)

// CourseScene is the course map of a table: its lessons in order with
// their state (locked, open, mastered, due for review), the player's
// record in each, and the course's overall progress. The user picks a
// table (every table has a course, Super Punto Banco's included) and a
// lesson; Enter opens it (LessonScene), or its review when cells are due.
type CourseScene struct {
	app    *session.Context
	back   session.Scene
	tables []rules.RuleSet
	table  int
	lesson int // the lesson selected
	clock  func() time.Time

	analyses *page.Analyses
	courses  map[string]*learner.Course

	view courseView
}

// NewCourse opens the course map on table r with its first lesson not yet
// mastered selected; Esc goes to back (the menu when nil). The strategy of
// a blackjack table starts computing at once (its lessons' regions come
// from its chart).
func NewCourse(a *session.Context, r rules.RuleSet, back session.Scene) *CourseScene {
	s := &CourseScene{app: a, back: back, tables: rules.All(), clock: time.Now, analyses: page.NewAnalyses(), courses: map[string]*learner.Course{}}
	for i, t := range s.tables {
		if t.ID == r.ID {
			s.table = i
		}
	}
	s.view.init()
	s.setTable(s.table)
	return s
}

// Table returns the table chosen.
func (s *CourseScene) Table() rules.RuleSet { return s.tables[s.table] }

// Selected returns the id of the lesson selected.
func (s *CourseScene) Selected() string { return s.ids()[s.lesson] }

// ids are the ids of the chosen table's lessons, in order.
func (s *CourseScene) ids() []string { return learner.LessonIDs(s.Table()) }

// course returns the chosen table's course, nil while its strategy is
// being computed.
func (s *CourseScene) course() *learner.Course {
	rs := s.Table()
	if c := s.courses[rs.ID]; c != nil {
		return c
	}
	var an *tutor.Analysis
	if rs.IsBlackjack() {
		if an = s.analyses.Get(rs.ID); an == nil {
			return nil
		}
	}
	c, err := learner.NewCourse(rs, an)
	if err != nil {
		s.app.Notify(locales.DrillFailed, err)
		return nil
	}
	s.courses[rs.ID] = c
	return c
}

// states returns the state of each lesson of the chosen table now (from
// the lessons' ids: the map needs no chart for it).
func (s *CourseScene) states() []learner.LessonState {
	return page.CourseStates(s.app.Progress, s.Table(), s.clock())
}

// Busy is false: the map has no animation.
func (s *CourseScene) Busy() bool { return false }

// Targets implements Scene.
func (s *CourseScene) Targets() []input.Target { return s.view.Targets }

// Layout implements Scene.
func (s *CourseScene) Layout(a *session.Context) { s.view.layout(s) }

// Draw implements Scene.
func (s *CourseScene) Draw(screen *ebiten.Image) { s.view.draw(s, screen) }

// Update implements Scene.
func (s *CourseScene) Update(a *session.Context, events []input.Event) error {
	for _, r := range s.analyses.Collect() {
		a.Notify(locales.DrillFailed, r.Err)
	}
	if s.courses[s.Table().ID] == nil && s.course() != nil {
		s.view.dirty = true
	}
	for _, e := range events {
		switch e.Action {
		case input.Up:
			s.selectLesson(s.lesson - 1)
		case input.Down:
			s.selectLesson(s.lesson + 1)
		case input.Left:
			s.setTable(s.table - 1)
		case input.Right:
			s.setTable(s.table + 1)
		case input.Select:
			switch {
			case e.Index >= courseTargetLesson:
				s.selectLesson(e.Index - courseTargetLesson)
			default:
				s.setTable(e.Index - courseTargetTable)
			}
		case input.Confirm:
			s.open()
		case input.Back:
			if s.back != nil {
				a.GoTo(s.back)
			} else {
				a.GoTo(a.Routes.Menu(a))
			}
			return nil
		}
	}
	s.view.update(s)
	return nil
}

// Still implements session.Still: once the table's strategy, computed on
// another goroutine, is in.
func (s *CourseScene) Still() bool { return !s.view.dirty && !s.analyses.Waiting() }

// setTable chooses a table, selecting its first lesson not mastered (or
// the first one due for review).
func (s *CourseScene) setTable(i int) {
	i = min(max(i, 0), len(s.tables)-1)
	if i != s.table {
		s.app.Sound.Play(assets.CardSlide)
	}
	s.table = i
	if s.Table().IsBlackjack() {
		s.analyses.Want(s.Table())
	}
	s.lesson = 0
	st := s.states()
	for j, x := range st {
		if x == learner.LessonDue {
			s.lesson = j
			break
		}
		if x == learner.LessonOpen {
			s.lesson = j
		}
	}
	s.view.dirty = true
}

// selectLesson selects a lesson, locked ones included (their row says
// why they are closed).
func (s *CourseScene) selectLesson(i int) {
	i = min(max(i, 0), len(s.ids())-1)
	if i != s.lesson {
		s.lesson = i
		s.app.Sound.Play(assets.Chip)
	}
	s.view.dirty = true
}

// open opens the selected lesson: its review when cells are due, else its
// screens; nothing for a locked one or while the strategy is computed.
func (s *CourseScene) open() {
	c := s.course()
	st := s.states()
	if c == nil || st[s.lesson] == learner.LessonLocked {
		return
	}
	a := s.app
	a.GoTo(NewLesson(a, c, s.analyses.Get(s.Table().ID), s.Selected(), st[s.lesson] == learner.LessonDue, s).withClock(s.clock))
}
