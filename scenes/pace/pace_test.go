package pace

import (
	"testing"
	"time"
)

// A tick after a rest stands for the ticks of the time slept, so that a
// clock counted in ticks counts the time that went by; a tick while awake,
// or with no pacer (tests, screenshots), for one.
func TestTickAfterARestCountsTheTimeSlept(t *testing.T) {
	var off Pacer
	if n := off.Step(); n != 1 {
		t.Errorf("no pacer: a tick stands for %d", n)
	}
	guest := Pacer{on: true, hosted: true, last: time.Now().Add(-time.Second)}
	if n := guest.Step(); n != 1 {
		t.Errorf("a virtualization guest: a tick stands for %d", n)
	}
	p := Pacer{on: true}
	p.awake.Store(true)
	p.Step()
	p.last = time.Now().Add(-time.Second)
	if n := p.Step(); n != 1 {
		t.Errorf("awake: a tick stands for %d", n)
	}
	p.awake.Store(false)
	p.last = time.Now().Add(-2 * time.Second)
	if n := p.Step(); n < 120 || n > 180 {
		t.Errorf("after a rest of 2 s a tick stands for %d; want 120 (a little more on a slow machine)", n)
	}
	if n := p.Step(); n != 1 {
		t.Errorf("right after: a tick stands for %d", n)
	}
}
