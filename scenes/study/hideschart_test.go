package study

import (
	"testing"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
	"sabot/scenes/study/chart"
	"sabot/tutor"
	"sabot/tutor/learner"
	"sabot/tutor/strategy"
)

// Issue 23: the course's drill does not show its answer. While a question
// waits for its answer the lesson's chart is not on the screen and no cell
// is framed; C (the chart, its cell framed) and W (the why) are refused
// with a word that they open after the answer; once answered, the chart
// comes back with the question's cell framed and C opens it. Over several
// questions of the first lesson (hard totals) at two tables.
func TestLessonDrillHidesChartUntilAnswered(t *testing.T) {
	for _, r := range []rules.RuleSet{rules.ItalianClassic, rules.Argentine} {
		a := scenetest.New(t, t.TempDir())
		scenetest.Ticks(t, a, 60)
		an, err := tutor.AnalyzeRules(r)
		if err != nil {
			t.Fatal(err)
		}
		c, err := learner.NewCourse(r, an)
		if err != nil {
			t.Fatal(err)
		}
		s := NewLesson(a, c, an, learner.LessonHard, false, a.Scene())
		a.GoTo(s)
		for i := 0; i < 20 && !s.Drilling(); i++ {
			scenetest.Press(t, a, scenetest.Key(input.Right))
		}
		for i := 0; i < 5; i++ {
			q := lessonAsked(t, a, s)
			scenetest.Ticks(t, a, 2)
			if s.view.gridShown || s.view.gridFramed != "" {
				t.Fatalf("%s question %d (%s): the chart is on the screen (framed %q) before the answer", r.ID, i, q.Key, s.view.gridFramed)
			}
			for _, k := range []input.Action{input.Chart, input.Why} {
				scenetest.Press(t, a, scenetest.Key(k))
				scenetest.Ticks(t, a, 2)
				if a.Scene() != session.Scene(s) || s.phase != lessonAsking {
					t.Fatalf("%s question %d: %v before the answer opened %T (phase %d)", r.ID, i, k, a.Scene(), s.phase)
				}
				if got, want := scenetest.LastNotice(a), a.Loc.T(locales.DrillAfterAnswer); got != want {
					t.Errorf("%s question %d: %v before the answer says %q; want %q", r.ID, i, k, got, want)
				}
			}
			scenetest.Press(t, a, scenetest.Key(keyOf(q.Legal.List()[0])))
			scenetest.Ticks(t, a, 2)
			if s.phase != lessonAnswered {
				t.Fatalf("%s question %d: phase %d after the answer", r.ID, i, s.phase)
			}
			if !s.view.gridShown || s.view.gridFramed != q.Key {
				t.Errorf("%s question %d: after the answer the chart shown %v, framed %q; want %q framed", r.ID, i, s.view.gridShown, s.view.gridFramed, q.Key)
			}
			scenetest.Press(t, a, scenetest.Key(input.Confirm))
		}
		scenetest.Press(t, a, scenetest.Key(keyOf(lessonAsked(t, a, s).Legal.List()[0])))
		scenetest.Press(t, a, scenetest.Key(input.Chart))
		for j := 0; a.Transitioning() && j < 100; j++ {
			scenetest.Ticks(t, a, 1)
		}
		if ch, ok := a.Scene().(*chart.Scene); !ok || !highlights(ch, s.q.Spot) {
			t.Errorf("%s: C after the answer opened %T; want the chart with the question's cell framed", r.ID, a.Scene())
		}
	}
}

// Issue 23: the drills' chart (C, or its button) would open with the
// question's cell framed, and the why (W) would say the best play, while
// the question waits for its answer: both are refused until the answer,
// their buttons shown unavailable; then C opens the chart with the cell
// framed.
func TestDrillHidesChartAndWhyUntilAnswered(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	s := openDrills(t, a, "italian-classic")
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	for i := 0; i < 4; i++ {
		q := asked(t, a, s)
		for _, k := range []input.Action{input.Chart, input.Why} {
			scenetest.Press(t, a, scenetest.Key(k))
			scenetest.Ticks(t, a, 2)
			if a.Scene() != session.Scene(s) || s.phase != drillAsking {
				t.Fatalf("question %d: %v before the answer opened %T (phase %d)", i, k, a.Scene(), s.phase)
			}
			if got, want := scenetest.LastNotice(a), a.Loc.T(locales.DrillAfterAnswer); got != want {
				t.Errorf("question %d: %v before the answer says %q; want %q", i, k, got, want)
			}
		}
		_, key := chartKey(s, q)
		scenetest.Press(t, a, scenetest.Key(key))
		if s.phase != drillAnswered {
			t.Fatalf("question %d: phase %d after the answer", i, s.phase)
		}
		if i < 3 {
			scenetest.Press(t, a, scenetest.Key(input.Confirm))
		}
	}
	sp := s.q.Spot
	scenetest.Press(t, a, scenetest.Key(input.Chart))
	for j := 0; a.Transitioning() && j < 100; j++ {
		scenetest.Ticks(t, a, 1)
	}
	if ch, ok := a.Scene().(*chart.Scene); !ok || !highlights(ch, sp) {
		t.Errorf("C after the answer opened %T; want the chart with the question's cell framed", a.Scene())
	}
}

// highlights tells whether the chart frames the cell sp.
func highlights(ch *chart.Scene, sp strategy.Spot) bool {
	h, ok := ch.Highlighted()
	return ok && h == sp
}
