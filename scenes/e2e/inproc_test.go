//go:build display

package e2e

import (
	"image"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/scenes"
	"sabot/scenes/input"
)

// local is the game run in this process and drawn offscreen, for what the
// guest's pixels cannot tell: whether drawing allocates, and the state
// behind a frame. Fed the same keys and clicks, tick for tick, with the
// same seed, it plays the same rounds as a guest.
type local struct {
	t      *testing.T
	a      *scenes.App
	screen *ebiten.Image
	pixels []byte
}

// newLocal starts the game at the menu with a fresh save, English, no
// sound, and the cards of seed.
func newLocal(t *testing.T, seed uint64) *local {
	t.Helper()
	l := &local{t: t, pixels: make([]byte, 4*screenW*screenH)}
	inFrame(func() {
		var err error
		l.a, err = scenes.New(scenes.Options{ConfigDir: t.TempDir(), NoSound: true, NoInput: true, Seed: seed,
			Getenv: func(string) string { return "" }})
		if err != nil {
			t.Fatal(err)
		}
		l.a.Resize(screenW, screenH)
		l.screen = ebiten.NewImage(screenW, screenH)
	})
	return l
}

// step feeds events, then runs n ticks, all in one frame of the loop (a
// frame a tick would run at the loop's 60 ticks per second).
func (l *local) step(n int, events ...input.Event) {
	l.t.Helper()
	var err error
	inFrame(func() {
		l.a.Feed(events...)
		for i := 0; i < n && err == nil; i++ {
			err = l.a.Update()
		}
	})
	if err != nil {
		l.t.Fatal(err)
	}
}

// key presses k as the guest's key does: the action of the keymap on one
// tick, and a tick for the release.
func (l *local) key(k ebiten.Key) {
	l.t.Helper()
	for _, b := range input.Keymap {
		if b.Key == k && !b.Shift {
			l.step(2, input.Event{Action: b.Action})
			return
		}
	}
	l.t.Fatalf("no action on key %v", k)
}

// click clicks at a point of the screen as the guest's click does: the
// target there takes the click when the button is released, on the third
// tick.
func (l *local) click(x, y float64) {
	l.t.Helper()
	l.step(2)
	e, ok := input.HitTest(l.a.Scene().Targets(), image.Pt(int(x), int(y)))
	if !ok {
		l.t.Fatalf("nothing to click at (%.0f, %.0f) in %T", x, y, l.a.Scene())
	}
	l.step(1, e)
}

// frame draws the current frame and reads it back.
func (l *local) frame() {
	inFrame(func() {
		l.a.Draw(l.screen)
		l.screen.ReadPixels(l.pixels)
	})
}

// drawAllocs checks that drawing the current scene allocates nothing:
// frames Draws after a few that warm the glyph and atlas caches, with
// between ticks of the game after each. The count of mallocs is the whole
// process's, and the graphics driver's goroutines now and then allocate
// while a Draw runs, so a scene fails only when three tries in a row all
// allocated: an allocation of Draw itself shows in every one.
func (l *local) drawAllocs(name string, frames, between int) {
	l.t.Helper()
	for i := 0; i < 5; i++ {
		inFrame(func() { l.a.Draw(l.screen) })
	}
	var counts [3]uint64
	for try := range counts {
		for i := 0; i < frames; i++ {
			inFrame(func() {
				var before, after runtime.MemStats
				runtime.ReadMemStats(&before)
				l.a.Draw(l.screen)
				runtime.ReadMemStats(&after)
				counts[try] += after.Mallocs - before.Mallocs
			})
			if between > 0 {
				l.step(between)
			}
		}
		if counts[try] == 0 {
			return
		}
	}
	l.t.Errorf("%s: Draw allocated in each of three tries of %d frames: %d, %d and %d times", name, frames, counts[0], counts[1], counts[2])
}
