package dealerdrill

import (
	"testing"

	"sabot/scenes/scenetest"
)

// The dealer's drills rest on the picking page, while a question's timer
// waits once its bar is full (its seconds then ask for a frame each tenth)
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
	full := int(timerFull * 60)
	if n := scenetest.UntilStill(t, a, full+10); s.ticks < full || s.ticks > full+1 {
		t.Errorf("still after %d ticks, the timer at %d; its bar is full at %d", n, s.ticks, full)
	}
	if at := s.NextChange(); at <= a.Tick || (s.ticks+int(at-a.Tick))%6 != 0 {
		t.Errorf("the timer at %d ticks asks for tick %d (now %d); want its next tenth", s.ticks, at, a.Tick)
	}
	a.Passed = 120
	before := s.ticks
	if err := s.Update(a, nil); err != nil {
		t.Fatal(err)
	}
	a.Passed = 0
	if s.ticks != before+120 {
		t.Errorf("a rest of 120 ticks took the timer from %d to %d", before, s.ticks)
	}
	payWithChips(t, a, s, s.q.Due)
	click(t, a, s, tPay)
	if s.phase != phAnswered {
		t.Fatalf("phase %d after paying", s.phase)
	}
	scenetest.UntilStill(t, a, 2)
}
