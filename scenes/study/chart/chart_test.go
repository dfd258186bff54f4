package chart

import (
	"testing"

	"sabot/rules"
	"sabot/scenes/chartgrid"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

// The chart scene at italian-online: the exact chart first, Tab or a click
// shows the published one (the marks stay), Esc goes back.
func TestChartSceneReference(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	scenetest.Ticks(t, a, 60)
	an, err := tutor.AnalyzeRules(rules.ItalianOnline)
	if err != nil {
		t.Fatal(err)
	}
	back := a.Scene()
	s := New(a, rules.ItalianOnline, an, back)
	a.GoTo(s)
	scenetest.Arrive(t, a)
	g := s.Grid()
	if g == nil || g.Chart() != an.Chart() || g.Marks() == 0 {
		t.Fatalf("the chart scene shows %v with %d marks", g.Chart(), g.Marks())
	}
	scenetest.Press(t, a, scenetest.Key(input.Reference))
	if g.Chart().Name == an.Chart().Name || g.Marks() == 0 {
		t.Errorf("Tab: the chart %q, %d marks", g.Chart().Name, g.Marks())
	}
	scenetest.Press(t, a, input.Event{Action: input.Select, Index: chartgrid.TargetComputed})
	if g.Chart() != an.Chart() {
		t.Errorf("clicked Exact: the chart %q", g.Chart().Name)
	}
	scenetest.Press(t, a, scenetest.Key(input.Down))
	if sp, ok := g.Selected(); !ok || sp != (strategy.Spot{Section: strategy.SectionHard, Row: 4, Up: 2}) {
		t.Errorf("↓ with nothing selected: %s, %v", sp, ok)
	}
	scenetest.Press(t, a, scenetest.Key(input.Back))
	if a.Scene() != back {
		t.Errorf("Esc: scene %T", a.Scene())
	}
}
