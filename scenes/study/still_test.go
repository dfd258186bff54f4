package study

import (
	"testing"
	"time"

	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
)

// computed runs the App until ok: what is computed on another goroutine
// is waited for as a condition (go test's -timeout bounds it).
func computed(t *testing.T, a *session.Context, ok func() bool) {
	t.Helper()
	for !ok() {
		scenetest.Ticks(t, a, 1)
		time.Sleep(time.Millisecond)
	}
}

// The progress, the dealer school's progress, the chart, the course and a
// lesson rest once their strategy is in and nothing moves (issue 26); not
// while it is computed.
func TestStudyScreensRest(t *testing.T) {
	for _, c := range []struct {
		name string
		open func(t *testing.T, a *session.Context) (waiting, in func() bool)
	}{
		{"progress", func(t *testing.T, a *session.Context) (func() bool, func() bool) {
			scenetest.Ticks(t, a, 60)
			scenetest.Press(t, a, scenetest.Key(input.Progress))
			s := a.Scene().(*Stats)
			return s.analyses.waiting, func() bool { return !s.analyses.waiting() }
		}},
		{"dealer school's progress", func(t *testing.T, a *session.Context) (func() bool, func() bool) {
			scenetest.Ticks(t, a, 60)
			a.GoTo(NewSchoolStats(a, rules.Argentine, nil))
			return nil, nil
		}},
		{"chart", func(t *testing.T, a *session.Context) (func() bool, func() bool) {
			scenetest.Ticks(t, a, 60)
			s := NewChartScene(a, rules.Argentine, nil, nil)
			a.GoTo(s)
			return func() bool { return s.grid == nil }, func() bool { return s.grid != nil }
		}},
		{"course", func(t *testing.T, a *session.Context) (func() bool, func() bool) {
			c := openCourse(t, a, "italian-online")
			return nil, func() bool { return c.course() != nil }
		}},
		{"lesson", func(t *testing.T, a *session.Context) (func() bool, func() bool) {
			openCourse(t, a, "italian-online")
			scenetest.Press(t, a, scenetest.Key(input.Confirm))
			if _, ok := a.Scene().(*LessonScene); !ok {
				t.Fatalf("scene %T; want a lesson", a.Scene())
			}
			return nil, nil
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := scenetest.New(t, t.TempDir())
			waiting, in := c.open(t, a)
			for i := 0; a.Transitioning() && i < 100; i++ {
				scenetest.Ticks(t, a, 1)
			}
			if waiting != nil && waiting() && scenetest.Still(a) {
				t.Errorf("%T still while its strategy is computed", a.Scene())
			}
			if in != nil {
				computed(t, a, in)
			}
			scenetest.UntilStill(t, a, 2)
			scenetest.Press(t, a, scenetest.Key(input.Down)) // another table, row or cell
			if in != nil {
				computed(t, a, in)
			}
			scenetest.UntilStill(t, a, 2)
		})
	}
}

// The drills rest on their setup, while a question's timer waits once its
// bar is full, and on the verdict once the cards are in; the timer's
// seconds ask for a frame at each tenth (session.Clock).
func TestDrillsRest(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	s := openDrills(t, a, "italian-classic")
	computed(t, a, func() bool { return !s.analyses.waiting() })
	scenetest.UntilStill(t, a, 2)
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	asked(t, a, s)
	if scenetest.Still(a) {
		t.Fatal("still as the question is dealt")
	}
	full := int(drillTimerFull * 60)
	if n := scenetest.UntilStill(t, a, full+10); s.ticks < full || s.ticks > full+1 {
		t.Errorf("still after %d ticks, the timer at %d ticks; its bar is full at %d", n, s.ticks, full)
	}
	if at := s.NextChange(); at <= a.Tick || at > a.Tick+6 || (s.ticks+int(at-a.Tick))%6 != 0 {
		t.Errorf("the timer at %d ticks asks for a frame at tick %d (now %d); want its next tenth", s.ticks, at, a.Tick)
	}
	// A rest of 2 s: the next Update stands for its 120 ticks.
	a.Passed = 120
	before := s.ticks
	if err := s.Update(a, nil); err != nil {
		t.Fatal(err)
	}
	a.Passed = 0
	if s.ticks != before+120 {
		t.Errorf("a rest of 120 ticks took the timer from %d to %d", before, s.ticks)
	}
	q, _ := s.Question()
	_, k := chartKey(s, q)
	scenetest.Press(t, a, scenetest.Key(k))
	if s.phase != drillAnswered {
		t.Fatalf("phase %d after the answer", s.phase)
	}
	scenetest.UntilStill(t, a, 2)
	if s.NextChange() != 0 {
		t.Error("the verdict asks for frames")
	}
}

// The counting drill rests on its setup and while the answer is typed
// (the time to answer counts the ticks of a rest), not while the cards
// show one after the other.
func TestCountingRests(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	_, s := openCounting(t, a, "argentine")
	scenetest.UntilStill(t, a, 2)
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	if s.phase != countShowing || scenetest.Still(a) {
		t.Fatalf("phase %d, still %v as the cards show", s.phase, scenetest.Still(a))
	}
	n := scenetest.UntilStill(t, a, s.intervalTicks()*(len(s.q.Cards)+1))
	if s.phase != countTyping || n < s.intervalTicks()*len(s.q.Cards)-2 {
		t.Errorf("still after %d ticks in phase %d", n, s.phase)
	}
	a.Passed = 90
	before := s.answer
	if err := s.Update(a, nil); err != nil {
		t.Fatal(err)
	}
	a.Passed = 0
	if s.answer != before+90 {
		t.Errorf("a rest of 90 ticks took the time to answer from %d to %d", before, s.answer)
	}
}
