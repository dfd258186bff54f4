package bjtable

import (
	"math"
	"testing"

	"sabot/game/blackjack"
	"sabot/scenes/chartgrid"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

// whyView is what the tests see of the Why view (package why).
type whyView interface {
	session.Scene
	Ready(book bool) bool
	Why() *tutor.Why
	Back() session.Scene
}

// openedWhy waits for the Why view the last event opened, and its
// analysis.
func openedWhy(t *testing.T, a *session.Context) whyView {
	t.Helper()
	w := scenetest.Opened[whyView](t, a)
	scenetest.Until(t, a, func() bool { return w.Ready(false) })
	return w
}

// From the trainer's panel: W, and the panel's Why? button, open the why
// of the decision the panel shows; Esc comes back to the table, the round
// where it was.
func TestTrainerWhy(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	s := trainerTable(t, a, "italian-classic", true)
	tn := seek(t, a, s, 20, func(tn blackjack.Turn) bool { return tn.Question == blackjack.AskPlay })
	a.Feed(scenetest.Key(input.Hint))
	scenetest.Ticks(t, a, 1)
	waitTrainer(t, a, s)
	dp, ok := s.tr.whyPoint()
	if !ok {
		t.Fatal("the panel shows no play to explain")
	}
	logged := len(s.d.Round().Log())

	// The key.
	scenetest.Press(t, a, scenetest.Key(input.Why))
	w := openedWhy(t, a)
	if w.Back() != s || w.Why() == nil || w.Why().Point.Hand.String() != dp.Hand.String() {
		t.Fatalf("W: the why of %v, back to %T", w.Why(), w.Back())
	}
	best := w.Why().Best()
	if want := s.tr.fb.EVs[0]; best.Action != want.Action && best.EV < want.EV-1e-9 {
		t.Errorf("the why's best play %v %.6f, the panel's %v %.6f", best.Action, best.EV, want.Action, want.EV)
	}
	scenetest.Press(t, a, scenetest.Key(input.Back))
	if a.Scene() != s || s.d.Round().Turn() != tn || len(s.d.Round().Log()) != logged {
		t.Fatalf("Esc: scene %T, the round moved", a.Scene())
	}

	// The panel's button.
	var btn *input.Target
	for i, tg := range s.Targets() {
		if tg.Event.Action == input.Why {
			btn = &s.Targets()[i]
		}
	}
	if btn == nil {
		t.Fatal("the panel has no Why? button among the targets")
	}
	scenetest.Press(t, a, btn.Event)
	if w := openedWhy(t, a); w.Back() != s || w.Why() == nil || w.Why().Point.Hand.String() != dp.Hand.String() {
		t.Fatalf("Why? button: the why of %v, back to %T", w.Why(), w.Back())
	}
	scenetest.Press(t, a, scenetest.Key(input.Back))
	if a.Scene() != s {
		t.Fatalf("Esc: scene %T", a.Scene())
	}
}

// From the chart over the table: a click on a cell opens the why of a
// hand of that cell; Esc comes back to the table with the chart open.
func TestTrainerChartCellWhy(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	s := trainerTable(t, a, "argentine", true)
	seek(t, a, s, 20, func(tn blackjack.Turn) bool { return tn.Question == blackjack.AskPlay })
	scenetest.Press(t, a, scenetest.Key(input.Chart))
	if s.tr.overlay == nil {
		t.Fatal("C: no chart over the table")
	}
	sp := strategy.Spot{Section: strategy.SectionHard, Row: 11, Up: 10}
	r, ok := s.tr.overlay.grid.Cell(sp)
	if !ok {
		t.Fatal("no cell for hard 11 v 10")
	}
	f := a.Frame
	a.Cursor.X, a.Cursor.Y = int(f.X(r.CX())), int(f.Y(r.CY()))
	scenetest.Press(t, a, input.Event{Action: input.Select, Index: chartgrid.TargetGrid})
	w := openedWhy(t, a)
	if got := w.Why().Point; got.Hand.String() != "5S 6H" || got.Up.Value() != 10 {
		t.Errorf("the why of %v v %v", got.Hand, got.Up)
	}
	if w.Why().Best().Action != tutor.Hit || w.Why().PeekBest.Action != tutor.Double {
		t.Errorf("11 v 10 at the argentine table: %v here, %v with a peek", w.Why().Best().Action, w.Why().PeekBest.Action)
	}
	scenetest.Press(t, a, scenetest.Key(input.Back))
	if a.Scene() != s || s.tr.overlay == nil {
		t.Fatalf("Esc: scene %T, chart open %v", a.Scene(), s.tr.overlay != nil)
	}
}

// The side decisions too: insurance at the Italian casino, the desafío at
// the argentine table; the panel's hint opens their why, whose answers
// are worth what the panel says.
func TestTrainerSideWhy(t *testing.T) {
	cases := []struct {
		id    string
		boxes int
		q     blackjack.Question
		kind  tutor.SideKind
	}{
		{"italian-classic", 2, blackjack.AskInsurance, tutor.SideInsurance},
		{"argentine", 0, blackjack.AskDesafioBet, tutor.SideDesafio},
	}
	for _, c := range cases {
		a := scenetest.New(t, t.TempDir())
		s := trainerTable(t, a, c.id, false)
		seekOn(t, a, s, c.boxes, 60, func(tn blackjack.Turn) bool { return tn.Question == c.q })
		s.tr.setOn(true)
		a.Feed(scenetest.Key(input.Hint))
		scenetest.Ticks(t, a, 1)
		waitTrainer(t, a, s)
		if _, ok := s.tr.whyPoint(); !ok {
			t.Fatalf("%s: the panel shows no decision to explain", c.id)
		}
		scenetest.Press(t, a, scenetest.Key(input.Why))
		w := openedWhy(t, a)
		side := w.Why().Side
		if side == nil || side.Kind != c.kind {
			t.Fatalf("%s: the why of %+v", c.id, w.Why())
		}
		for _, ans := range side.Answers {
			for _, e := range s.tr.fb.EVs {
				if e.Action == ans.Action && math.Abs(e.EV-ans.EV) > 1e-12 {
					t.Errorf("%s %s: the why says %.6f, the panel %.6f", c.id, ans.Action, ans.EV, e.EV)
				}
			}
		}
		if side.Answers[0].Action != s.tr.fb.EVs[0].Action && side.Answers[0].EV != s.tr.fb.EVs[0].EV {
			t.Errorf("%s: best %s, the panel's %s", c.id, side.Answers[0].Action, s.tr.fb.EVs[0].Action)
		}
		scenetest.Press(t, a, scenetest.Key(input.Back))
		if a.Scene() != s {
			t.Fatalf("%s: Esc went to %T", c.id, a.Scene())
		}
	}
}
