package scenes

import (
	"testing"
	"time"

	"sabot/scenes/bjtable"
	"sabot/scenes/fade"
	"sabot/scenes/input"
	"sabot/scenes/menus"
)

// The App asks for no frame (it is not awake) only when nothing moves and
// nothing but the user is awaited: after the menu's intro; at the table once
// the fade, the call and the computer players' bets are over; and, a bet
// dealt, only when the round waits for the user's decision — never while
// the cards are dealt or the computer players play before him.
func TestAppRestsOnlyWhenStill(t *testing.T) {
	a, err := New(Options{ConfigDir: t.TempDir(), NoSound: true, NoInput: true, Seed: 2,
		Getenv: func(string) string { return "" }})
	if err != nil {
		t.Fatal(err)
	}
	step := func() {
		t.Helper()
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
	}
	// untilStill steps until the App rests and returns how many ticks it
	// took; then it checks that the App stays at rest. A tick lasts a
	// millisecond at least: the trainer's analysis of the table, which the
	// table awaits awake, runs on another goroutine in real time.
	untilStill := func(what string, most int) int {
		t.Helper()
		n := 0
		for a.awake() {
			if n == most {
				t.Fatalf("%s: still awake after %d ticks", what, most)
			}
			step()
			time.Sleep(time.Millisecond)
			n++
		}
		for i := 0; i < 120; i++ {
			step()
			if a.awake() {
				t.Fatalf("%s: awake again %d ticks after resting, with no input", what, i+1)
			}
		}
		return n
	}

	if n := untilStill("the menu", 200); n < 36 {
		t.Errorf("the menu rested after %d ticks, before its 36-tick intro was over", n)
	}
	if _, ok := a.Scene().(*menus.Menu); !ok {
		t.Fatalf("scene %T; want the menu", a.Scene())
	}

	a.Feed(input.Event{Action: input.Confirm}) // italian-classic, play
	if !a.awake() {
		t.Fatal("an event waits, and the App rests")
	}
	// The dealer's "Place your bets" stays 110 ticks (bjtable's
	// bjBannerTicks), from the fade's middle.
	if n := untilStill("the table, betting", 3000); n < fade.Ticks/2+110 {
		t.Errorf("the table rested after %d ticks, before the fade and the dealer's call were over", n)
	}
	if _, ok := a.Scene().(*bjtable.Table); !ok || a.Transitioning() {
		t.Fatalf("scene %T, fading %v; want the table", a.Scene(), a.Transitioning())
	}

	a.Feed(input.Event{Action: input.Select, Index: 4}) // a chip on the user's box
	step()
	a.Feed(input.Event{Action: input.Confirm}) // deal
	if n := untilStill("the round", 5000); n < 60 {
		t.Errorf("the round rested %d ticks after the deal: the cards had not been dealt", n)
	}
	hit := false
	for _, tg := range a.Scene().Targets() {
		hit = hit || tg.Event.Action == input.Hit
	}
	if !hit {
		t.Error("the round rests, and the user is not asked to decide (no Hit button)")
	}
}
