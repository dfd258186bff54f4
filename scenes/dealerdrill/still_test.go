package dealerdrill

import (
	"testing"

	"sabot/locales"
	"sabot/scenes/scenetest"
)

// The dealer's drills rest on the picking page, while a question's timer
// waits once its bar is full (its whole seconds then ask for a frame each)
// and on the verdict (issue 26).
func TestDealerDrillsRest(t *testing.T) {
	a, s := open(t, "italian-classic")
	scenetest.UntilStill(t, a, 2)
	if s.NextChange() != 0 {
		t.Error("the picking page asks for frames")
	}
	click(t, a, s, tStart)
	if s.phase != phAsk || scenetest.Still(a) {
		t.Fatalf("phase %d, still %v as the question is asked", s.phase, scenetest.Still(a))
	}
	scenetest.TimerRests(t, a, s, int(timerFull*60), func() int { return s.ticks }, s.view.timer.Painted)
	payWithChips(t, a, s, s.q.Due)
	click(t, a, s, tPay)
	if s.phase != phAnswered {
		t.Fatalf("phase %d after paying", s.phase)
	}
	scenetest.UntilStill(t, a, 2)
	if r, _ := s.ClockFace(); !r.Empty() {
		t.Errorf("the verdict's clock is drawn alone in %v; it has none", r)
	}
}

// The dealer's drills' timer shows tenths of a second while its bar fills
// (the figure changes, and asks for a frame, every 6 ticks) and whole
// seconds once the bar is full at 10 s: 9.9 s, then 10 s, 11 s.
func TestDealerDrillTimerFigure(t *testing.T) {
	a, s := open(t, "italian-classic")
	loc := a.Bundle.Locale(locales.English)
	for _, c := range []struct {
		ticks int
		shown string
	}{
		{0, "0.0 s"}, {6, "0.1 s"}, {359, "5.9 s"}, {599, "9.9 s"},
		{600, "10 s"}, {659, "10 s"}, {660, "11 s"}, {3725, "62 s"},
	} {
		if got := s.view.timer.Text(loc, s.view.timer.Figure(c.ticks)); got != c.shown {
			t.Errorf("the timer after %d ticks shows %q; want %q", c.ticks, got, c.shown)
		}
	}
}
