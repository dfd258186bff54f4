//go:build display

package e2e

import (
	"image"
	"runtime"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/scenes"
	"sabot/scenes/input"
)

// The regions of the drills that matter, in pixels of the 1280×800 screen
// (see the layout in scenes/drillpaint.go).
var (
	drillUpCard  = image.Rect(316, 194, 404, 320)  // the dealer's up-card
	drillVerdict = image.Rect(726, 145, 1010, 192) // "Right" or "Wrong"
	drillEVs     = image.Rect(726, 256, 1220, 336) // the EV of every action
)

// paper counts the card-white pixels of a region.
func (g *guest) paper(r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			red, gr, b := g.at(x, y)
			if red > 235 && gr > 235 && b > 225 {
				n++
			}
		}
	}
	return n
}

// verdictInk counts the pixels of a verdict's colour, the green of right
// or the red of wrong, in a region.
func (g *guest) verdictInk(r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			red, gr, b := g.at(x, y)
			green := red < 150 && gr > 180 && b < 160
			redInk := red > 220 && gr < 140 && b < 120
			if green || redInk {
				n++
			}
		}
	}
	return n
}

// menu → Drills → the table → Space → a question: the up-card on the felt;
// H answers it → the verdict shows, with the EV of each action.
func TestDrillAnswered(t *testing.T) {
	g := startGuest(t)
	g.ticks(70) // the intro's cards
	x, y := rowCentre(2)
	g.click(x, y)               // italian-online
	g.key(ebiten.KeyArrowRight) // Trainer
	g.key(ebiten.KeyArrowRight) // Drills
	g.key(ebiten.KeySpace)
	g.ticks(30)            // the fade
	g.key(ebiten.KeySpace) // start the drill of every hand

	// The strategy is computed on another goroutine of the guest: wait
	// for the first card.
	deadline := time.Now().Add(30 * time.Second)
	for {
		g.ticks(5)
		g.frame()
		if g.paper(drillUpCard) > 4000 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no up-card on the felt after 30 s (%d white pixels)", g.paper(drillUpCard))
		}
	}
	if n := g.verdictInk(drillVerdict); n > 20 {
		t.Fatalf("a verdict's colour before the answer (%d pixels)", n)
	}
	before := g.ink(drillEVs)

	g.key(ebiten.KeyH) // hit is open to every first hand at italian-online
	g.frame()
	if n := g.verdictInk(drillVerdict); n < 150 {
		t.Errorf("no verdict after H: %d pixels of its colour", n)
	}
	if d := differ(before, g.ink(drillEVs)); d < 400 {
		t.Errorf("the EVs of the actions changed %d pixels only", d)
	}
}

// Drawing the drills (setup, question, verdict), the progress and the
// chart allocates nothing, frame after frame.
func TestTrainerDrawDoesNotAllocate(t *testing.T) {
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
		for i := 0; i < 10; i++ {
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
	step(40) // the menu's intro
	step(25, input.Event{Action: input.Right}, input.Event{Action: input.Right}, input.Event{Action: input.Confirm})
	d, ok := a.Scene().(*scenes.Drills)
	if !ok {
		t.Fatalf("scene %T; want the drills", a.Scene())
	}
	check("drills' setup")
	step(1, input.Event{Action: input.Confirm})
	deadline := time.Now().Add(30 * time.Second)
	for {
		if _, ok := d.Question(); ok {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no question after 30 s")
		}
		step(1)
		time.Sleep(5 * time.Millisecond)
	}
	step(12) // the cards slide in
	check("a drill's question")
	step(2, input.Event{Action: input.Hit})
	check("a drill's verdict")
	step(25, input.Event{Action: input.Chart})
	check("the chart")
	step(25, input.Event{Action: input.Back})
	step(2, input.Event{Action: input.Back})
	step(62, input.Event{Action: input.Back}) // the fade, the menu's intro
	step(25, input.Event{Action: input.Progress})
	if _, ok := a.Scene().(*scenes.Stats); !ok {
		t.Fatalf("scene %T; want the progress", a.Scene())
	}
	check("the progress")
}
