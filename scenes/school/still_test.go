package school

import (
	"testing"

	"sabot/scenes/scenetest"
)

// The dealer school rests while the student is to act: no frame but the
// clock's, once a second (issue 26); a rest's ticks count in its seconds.
func TestSchoolRestsButForItsClock(t *testing.T) {
	a, s := open(t, "italian-classic")
	scenetest.UntilStill(t, a, 5000)
	if s.d.Round != nil && !s.d.Round.Done() && !s.d.Round.Turn().Dealer {
		t.Fatal("still while a computer player is to answer")
	}
	if s.d.Round == nil || s.Over {
		t.Fatalf("no round under way (round %v, over %v)", s.d.Round != nil, s.Over)
	}
	at := s.NextChange()
	if at <= a.Tick || at > a.Tick+60 || (at-s.Start)%60 != 0 {
		t.Errorf("at tick %d (round from %d) the clock asks for tick %d; want its next second", a.Tick, s.Start, at)
	}
	// The frame the clock asks for comes after a rest: the App's Tick has
	// counted the ticks of the time slept (scenes/pace) when it comes.
	sec := s.Elapsed / 60
	a.Tick = at - 1
	scenetest.Ticks(t, a, 1)
	if s.Elapsed/60 != sec+1 {
		t.Errorf("the clock shows %d s after its next second; want %d", s.Elapsed/60, sec+1)
	}
	if !scenetest.Still(a) {
		t.Error("not still after the clock's frame")
	}
}

// The Punto Banco school rests while the student is to act, not while the
// reader thinks.
func TestPuntoSchoolRests(t *testing.T) {
	a, s := openPunto(t)
	scenetest.UntilStill(t, a, 5000)
	if s.d.Round != nil && !s.d.Round.Done() && s.d.Round.Awaiting().IsReader() {
		t.Fatal("still while the reader is to call")
	}
	if s.d.Round != nil && !s.Over && s.NextChange() <= a.Tick {
		t.Errorf("the clock asks for tick %d at tick %d", s.NextChange(), a.Tick)
	}
}
