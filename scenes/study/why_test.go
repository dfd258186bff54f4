package study

import (
	"testing"

	"sabot/rules"
	"sabot/scenes/chartgrid"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
	"sabot/scenes/study/chart"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

// whyView is what the tests see of the Why view (package why).
type whyView interface {
	session.Scene
	Ready(book bool) bool
	Why() *tutor.Why
	Back() session.Scene
	ShowBook(on bool)
	Differences() []tutor.BookDifference
}

// openedWhy waits for the Why view the last event opened, with its
// analysis and its comparison with the book.
func openedWhy(t *testing.T, a *session.Context) whyView {
	t.Helper()
	w := scenetest.Opened[whyView](t, a)
	scenetest.Until(t, a, func() bool { return w.Ready(true) })
	return w
}

// From the chart scene: a click on a cell opens the why of a hand of the
// cell, Tab shows the book's comparison there, Esc comes back to the
// chart with the cell selected.
func TestChartCellWhy(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	scenetest.Ticks(t, a, 60)
	an, err := tutor.AnalyzeRules(rules.ItalianShuffler)
	if err != nil {
		t.Fatal(err)
	}
	s := chart.New(a, rules.ItalianShuffler, an, a.Scene())
	a.GoTo(s)
	scenetest.Arrive(t, a)
	sp := strategy.Spot{Section: strategy.SectionPair, Row: 8, Up: 10}
	r, ok := s.Grid().Cell(sp)
	if !ok {
		t.Fatal("no cell for 88 v 10")
	}
	f := a.Frame
	a.Cursor.X, a.Cursor.Y = int(f.X(r.CX())), int(f.Y(r.CY()))
	scenetest.Press(t, a, input.Event{Action: input.Select, Index: chartgrid.TargetGrid})
	w := openedWhy(t, a)
	p := w.Why().Point
	if p.Hand.String() != "8S 8H" || p.Up.Value() != 10 || !p.Legal.Has(tutor.Split) {
		t.Errorf("the why of %v v %v (%v)", p.Hand, p.Up, p.Legal)
	}
	scenetest.Press(t, a, scenetest.Key(input.Reference))
	found := false
	for _, d := range w.Differences() {
		found = found || d.Spot == sp
	}
	if !found {
		t.Errorf("88 v 10 is not among the cells where the book differs at the shuffler table")
	}
	scenetest.Press(t, a, scenetest.Key(input.Back))
	if a.Scene() != s {
		t.Fatalf("Esc: scene %T", a.Scene())
	}
	if got, ok := s.Grid().Selected(); !ok || got != sp {
		t.Errorf("back at the chart, selected %v %v", got, ok)
	}
}

// From a drill question once answered (before, it would give the answer
// away: issue 23): W opens the why of the hand on the felt; Esc comes back
// to the same question and its verdict.
func TestDrillWhy(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	s := openDrills(t, a, "italian-online")
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	q := asked(t, a, s)
	_, key := chartKey(s, q)
	scenetest.Press(t, a, scenetest.Key(key))
	scenetest.Press(t, a, scenetest.Key(input.Why))
	w := openedWhy(t, a)
	if got := w.Why().Point; got.Hand.String() != q.Hand.String() || got.Up != q.Up || got.Legal != q.Legal {
		t.Errorf("the why of %v v %v, the question %v v %v", got.Hand, got.Up, q.Hand, q.Up)
	}
	scenetest.Press(t, a, scenetest.Key(input.Back))
	if a.Scene() != s {
		t.Fatalf("Esc: scene %T", a.Scene())
	}
	if q2, ok := s.Question(); !ok || q2.Hand.String() != q.Hand.String() || s.phase != drillAnswered {
		t.Errorf("back at the drill: question %v, phase %d", q2.Hand, s.phase)
	}
}
