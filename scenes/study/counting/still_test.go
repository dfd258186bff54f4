package counting

import (
	"testing"

	"sabot/scenes/input"
	"sabot/scenes/scenetest"
)

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
