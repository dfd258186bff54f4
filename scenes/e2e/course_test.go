//go:build display

package e2e

import (
	"testing"
	"time"

	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/study"
)

// Drawing the course map, a lesson's screen, its question and its verdict
// allocates nothing, frame after frame.
func TestCourseDrawDoesNotAllocate(t *testing.T) {
	l := newLocal(t, 1)
	l.step(40) // the menu's intro
	inFrame(func() { l.a.GoTo(study.NewCourse(l.a.Context, rules.Argentine, nil)) })
	for start := time.Now(); ; {
		l.step(1)
		if c, ok := l.a.Scene().(*study.CourseScene); ok && !l.a.Transitioning() && c.ShotStep(3) {
			break
		}
		waitedTooLong(t, "the course map", start)
		time.Sleep(5 * time.Millisecond)
	}
	l.drawAllocs("the course map", 20, 0)
	l.step(25, input.Event{Action: input.Confirm})
	s, ok := l.a.Scene().(*study.LessonScene)
	if !ok {
		t.Fatalf("scene %T; want the lesson", l.a.Scene())
	}
	l.drawAllocs("a lesson's screen", 20, 0)
	for range s.Lesson().Screens {
		l.step(2, input.Event{Action: input.Right})
	}
	for start := time.Now(); ; {
		if _, ok := s.Question(); ok {
			break
		}
		l.step(1)
		waitedTooLong(t, "a lesson's question", start)
		time.Sleep(5 * time.Millisecond)
	}
	l.step(12) // the cards slide in
	l.drawAllocs("a lesson's question", 20, 0)
	l.step(2, input.Event{Action: input.Hit}) // hit is open to every hard total
	l.drawAllocs("a lesson's verdict", 20, 0)
}
