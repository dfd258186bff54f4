package study

import (
	"time"

	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/session"
	"sabot/scenes/study/page"
	"sabot/tutor"
	"sabot/tutor/learner"
)

// The screenshots of the course, each a fixed sequence at a fixed time
// (shotNow), from a seeded progress (CourseSample):
//
//	course        the course map of the table: the first lesson mastered
//	              and reviewed once, the second due for its first
//	              review, the third under way
//	lesson        the third lesson's second screen, its region lit
//	lesson-drill  the third lesson's drill: a few answers, the last one
//	              wrong, its verdict and the mastery meter on screen

// shotNow is the time of the course's screenshots.
var shotNow = time.Date(2026, 3, 12, 20, 30, 0, 0, time.UTC)

// shotClock is the clock of the course's screenshots.
func shotClock() time.Time { return shotNow }

// CourseSample is the progress of the course's screenshots at table
// rs: the first lesson mastered two and a half days before shotNow and
// reviewed once, the second mastered a day and a half before (due now), the third
// begun with some misses. At Super Punto Banco, whose course has two
// lessons, the first is mastered and the second begun.
func CourseSample(rs rules.RuleSet) *learner.Progress {
	p := learner.NewProgress()
	var an *tutor.Analysis
	if rs.IsBlackjack() {
		var err error
		if an, err = tutor.AnalyzeRules(rs); err != nil {
			return p
		}
	}
	c, err := learner.NewCourse(rs, an)
	if err != nil {
		return p
	}
	day := 24 * time.Hour
	master := func(i int, at time.Time, misses int) {
		l := &c.Lessons[i]
		keys := l.Keys()
		for j := 0; j < misses; j++ {
			p.RecordLesson(rs.ID, l, keys[(7*j)%len(keys)], false, at)
			p.RecordLesson(rs.ID, l, keys[(7*j+3)%len(keys)], true, at)
		}
		for j := 0; j < 20; j++ {
			p.RecordLesson(rs.ID, l, keys[(5*j+1)%len(keys)], true, at.Add(time.Duration(j)*10*time.Second))
		}
	}
	begin := func(i int, at time.Time) {
		l := &c.Lessons[i]
		keys := l.Keys()
		for j, right := range []bool{true, true, false, true, true, true, false, true, true, true, true, true, true, true, true, true, true} {
			p.RecordLesson(rs.ID, l, keys[(3*j)%len(keys)], right, at.Add(time.Duration(j)*8*time.Second))
		}
	}
	if len(c.Lessons) < 3 {
		master(0, shotNow.Add(-3*day), 2)
		begin(1, shotNow.Add(-2*time.Hour))
		return p
	}
	first := shotNow.Add(-60 * time.Hour)
	master(0, first, 3)
	// The first review, the day after: every cell passed.
	l := &c.Lessons[0]
	for _, k := range l.Keys() {
		p.RecordLesson(rs.ID, l, k, true, first.Add(day+time.Hour))
	}
	master(1, shotNow.Add(-36*time.Hour), 4)
	begin(2, shotNow.Add(-3*time.Hour))
	return p
}

// NewCourseShot opens the course map of the screenshot on table r, at
// the screenshot's time.
func NewCourseShot(a *session.Context, r rules.RuleSet) *CourseScene {
	s := NewCourse(a, r, nil)
	s.clock = shotClock
	s.setTable(s.table)
	return s
}

// NewLessonShot opens the lesson of the screenshot at table r (the first
// lesson the progress has not mastered), at the screenshot's time.
func NewLessonShot(a *session.Context, r rules.RuleSet) *LessonScene {
	var an *tutor.Analysis
	if r.IsBlackjack() {
		an, _ = tutor.AnalyzeRules(r)
	}
	c, err := learner.NewCourse(r, an)
	if err != nil {
		c = &learner.Course{Rules: r, Lessons: []learner.Lesson{{ID: learner.LessonHard}}}
	}
	id := c.Lessons[0].ID
	for i, st := range page.CourseStates(a.Progress, r, shotNow) {
		if st == learner.LessonOpen {
			id = c.Lessons[i].ID
			break
		}
	}
	return NewLesson(a, c, an, id, false, NewCourseShot(a, r)).withClock(shotClock)
}

// nextEvent turns a lesson's screen.
var nextEvent = input.Event{Action: input.Right}

// shotLessonAnswers is how many questions the drill's screenshot answers,
// the last one wrong.
const shotLessonAnswers = 6

// StageShot tells the lesson which screenshot it is in ("lesson" or
// "lesson-drill").
func (s *LessonScene) StageShot(scene string) { s.shot = scene }

// ShotStep shows the lesson's second screen ("lesson"), or goes through
// the screens into the drill and answers a few questions, the last one
// wrong, each after a moment's thought ("lesson-drill").
func (s *LessonScene) ShotStep(tick int) bool {
	if s.shot != "lesson-drill" {
		if s.phase == lessonReading && s.screen < min(1, len(s.lesson.Screens)-1) {
			s.readEvent(nextEvent)
		}
		return tick > 2 && !s.view.dirty && s.course.Rules.IsBlackjack() == (s.chart() != nil)
	}
	switch s.phase {
	case lessonReading:
		s.readEvent(nextEvent)
	case lessonAsking:
		if tick%40 != 0 || s.view.deal < 20 {
			return false
		}
		right := shotRight(s)
		if s.answers+1 >= shotLessonAnswers {
			for _, t := range s.q.Legal.List() {
				if t != right {
					right = t
					break
				}
			}
			s.shotDone = true
		}
		s.answer(right)
	case lessonAnswered:
		if s.shotDone {
			return true
		}
		s.afterAnswer()
	}
	return false
}

// shotRight is the right answer to the question on screen.
func shotRight(s *LessonScene) tutor.Action {
	q := s.q
	switch {
	case q.IsCoup():
		if q.Cell.Draws() {
			return tutor.Hit
		}
		return tutor.Stand
	case q.HasSpot:
		return s.chart().Decide(q.Hand, rules.AceUndeclared, q.Up, q.Legal)
	}
	for _, t := range []tutor.Action{tutor.NoInsurance, tutor.NoEvenMoney, tutor.NoDesafio} {
		if q.Legal.Has(t) {
			return t
		}
	}
	return q.Legal.List()[0]
}

// ShotStep waits for the table's course (its strategy computed) and the
// map painted with it.
func (s *CourseScene) ShotStep(tick int) bool {
	return s.course() != nil && !s.view.dirty && tick > 2
}
