package study

import (
	"testing"
	"time"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
	"sabot/scenes/study/chart"
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

// The chart, the course and a lesson rest once their strategy is in and nothing moves (issue 26); not
// while it is computed.
func TestStudyScreensRest(t *testing.T) {
	for _, c := range []struct {
		name string
		open func(t *testing.T, a *session.Context) (waiting, in func() bool)
	}{
		{"chart", func(t *testing.T, a *session.Context) (func() bool, func() bool) {
			scenetest.Ticks(t, a, 60)
			s := chart.New(a, rules.Argentine, nil, nil)
			a.GoTo(s)
			return func() bool { return s.Grid() == nil }, func() bool { return s.Grid() != nil }
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
// whole seconds then ask for a frame each (session.Clock).
func TestDrillsRest(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	s := openDrills(t, a, "italian-classic")
	computed(t, a, func() bool { return !s.analyses.Waiting() })
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
	// Its bar full, the timer shows whole seconds, and asks for a frame at
	// the next one: once a second, not ten times.
	if at := s.NextChange(); at <= a.Tick || at > a.Tick+60 || (s.ticks+int(at-a.Tick))%60 != 0 {
		t.Errorf("the timer at %d ticks asks for a frame at tick %d (now %d); want its next second", s.ticks, at, a.Tick)
	}
	if fig := s.view.timer.Painted(); fig != s.ticks/60*10 {
		t.Errorf("the timer at %d ticks shows %d tenths of a second; want its whole seconds, %d0", s.ticks, fig, s.ticks/60)
	}
	if r, _ := s.ClockFace(); r.Empty() || r.Dx()*r.Dy() > a.Frame.W*a.Frame.H/50 {
		t.Errorf("the timer's figures are drawn in %v", r)
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
	if r, _ := s.ClockFace(); !r.Empty() {
		t.Errorf("the verdict's clock is drawn alone in %v; it has none", r)
	}
}

// The drills' timer shows tenths of a second while its bar fills (the
// figure changes, and asks for a frame, every 6 ticks) and whole seconds
// once the bar is full at 8 s: 7.9 s, then 8 s, 9 s.
func TestDrillTimerFigure(t *testing.T) {
	loc := scenetest.New(t, t.TempDir()).Bundle.Locale(locales.English)
	var v drillView
	v.init()
	tm := &v.timer
	for _, c := range []struct {
		ticks int
		shown string
	}{
		{0, "0.0 s"}, {5, "0.0 s"}, {6, "0.1 s"}, {359, "5.9 s"}, {479, "7.9 s"},
		{480, "8 s"}, {539, "8 s"}, {540, "9 s"}, {3725, "62 s"},
	} {
		if got := tm.Text(loc, tm.Figure(c.ticks)); got != c.shown {
			t.Errorf("the timer after %d ticks shows %q; want %q", c.ticks, got, c.shown)
		}
	}
}
