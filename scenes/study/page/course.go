package page

import (
	"image/color"
	"time"

	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/tutor"
)

// CourseStates returns the state of each lesson of a table's course at
// time now.
func CourseStates(p *tutor.Progress, rs rules.RuleSet, now time.Time) []tutor.LessonState {
	c := &tutor.Course{Rules: rs}
	for _, id := range tutor.LessonIDs(rs) {
		c.Lessons = append(c.Lessons, tutor.Lesson{ID: id})
	}
	var st tutor.CourseStats
	if p != nil {
		st = p.CourseAt(rs.ID)
	}
	return c.States(st, now)
}

// LessonColor is the colour of a lesson's state.
func LessonColor(st tutor.LessonState) color.NRGBA {
	switch st {
	case tutor.LessonMastered:
		return draw.Right
	case tutor.LessonDue:
		return draw.Gold
	case tutor.LessonOpen:
		return draw.Cream
	}
	return draw.Dim
}

// CourseMastered counts the lessons of a table's course mastered, and its
// lessons.
func CourseMastered(p *tutor.Progress, rs rules.RuleSet) (done, n int) {
	ids := tutor.LessonIDs(rs)
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
