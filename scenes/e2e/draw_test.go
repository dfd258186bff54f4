//go:build display

package e2e

import (
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/scenes"
	"sabot/scenes/input"
)

// Draw only reads: once a scene is laid out, drawing it allocates nothing,
// frame after frame.
func TestDrawDoesNotAllocate(t *testing.T) {
	var a *scenes.App
	var screen *ebiten.Image
	inFrame(func() {
		var err error
		a, err = scenes.New(scenes.Options{ConfigDir: t.TempDir(), NoSound: true, NoInput: true, Seed: 1,
			Getenv: func(string) string { return "" }})
		if err != nil {
			t.Fatal(err)
		}
		a.Resize(1280, 800)
		screen = ebiten.NewImage(1280, 800)
	})
	step := func(n int, events ...input.Event) {
		inFrame(func() { a.Feed(events...) })
		for i := 0; i < n; i++ {
			inFrame(func() {
				if err := a.Update(); err != nil {
					t.Fatal(err)
				}
			})
		}
	}
	check := func(name string) {
		t.Helper()
		for i := 0; i < 10; i++ { // warm the glyph and atlas caches
			inFrame(func() { a.Draw(screen) })
		}
		var total uint64
		const frames = 20
		for i := 0; i < frames; i++ {
			inFrame(func() {
				var before, after runtime.MemStats
				runtime.ReadMemStats(&before)
				a.Draw(screen)
				runtime.ReadMemStats(&after)
				total += after.Mallocs - before.Mallocs
			})
		}
		if total != 0 {
			t.Errorf("%s: Draw allocated %d times in %d frames", name, total, frames)
		}
	}
	step(60)
	check("menu")
	step(40, input.Event{Action: input.Settings})
	check("settings")
	step(40, input.Event{Action: input.Back})
	step(40, input.Event{Action: input.Rules})
	check("rule sheet")
}
