package page

import (
	"image/color"
	"time"

	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/tutor/learner"
)

// CourseStates returns the state of each lesson of a table's course at
// time now.
func CourseStates(p *learner.Progress, rs rules.RuleSet, now time.Time) []learner.LessonState {
	c := &learner.Course{Rules: rs}
	for _, id := range learner.LessonIDs(rs) {
		c.Lessons = append(c.Lessons, learner.Lesson{ID: id})
	}
	var st learner.CourseStats
	if p != nil {
		st = p.CourseAt(rs.ID)
	}
	return c.States(st, now)
}

// LessonColor is the colour of a lesson's state.
func LessonColor(st learner.LessonState) color.NRGBA {
	switch st {
	case learner.LessonMastered:
		return draw.Right
	case learner.LessonDue:
		return draw.Gold
	case learner.LessonOpen:
		return draw.Cream
	}
	return draw.Dim
}

// CourseMastered counts the lessons of a table's course mastered, and its
// lessons.
func CourseMastered(p *learner.Progress, rs rules.RuleSet) (done, n int) {
	ids := learner.LessonIDs(rs)
	if p == nil {
		return 0, len(ids)
	}
	cs := p.CourseAt(rs.ID)
	for _, id := range ids {
		if cs.Lesson(id).Mastered != nil {
			done++
		}
	}
	return done, len(ids)
}
