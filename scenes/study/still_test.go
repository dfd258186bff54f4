package study

import (
	"testing"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
	"sabot/scenes/study/chart"
)

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
			scenetest.RestsOnceComputed(t, a, waiting, in)
		})
	}
}

// The drills rest on their setup, while a question's timer waits once its
// bar is full, and on the verdict once the cards are in; the timer's
// whole seconds then ask for a frame each (session.Clock).
func TestDrillsRest(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	s := openDrills(t, a, "italian-classic")
	scenetest.Until(t, a, func() bool { return !s.analyses.Waiting() })
	scenetest.UntilStill(t, a, 2)
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	asked(t, a, s)
	if scenetest.Still(a) {
		t.Fatal("still as the question is dealt")
	}
	scenetest.TimerRests(t, a, s, int(drillTimerFull*60), func() int { return s.ticks }, s.view.timer.Painted)
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
