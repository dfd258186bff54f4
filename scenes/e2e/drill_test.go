//go:build display

package e2e

import (
	"image"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/scenes/input"
	"sabot/scenes/study"
	"sabot/scenes/study/progress"
)

// The regions of the drills that matter, in pixels of the 1280×800 screen
// (see the layouts in scenes/drillview/layout.go and scenes/study/drillpaint.go).
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
	for start := time.Now(); ; {
		g.ticks(5)
		g.frame()
		if g.paper(drillUpCard) > 4000 {
			break
		}
		waitedTooLong(t, "the drill's first card", start)
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
	l := newLocal(t, 1)
	l.step(40) // the menu's intro
	l.step(25, input.Event{Action: input.Right}, input.Event{Action: input.Right}, input.Event{Action: input.Confirm})
	d, ok := l.a.Scene().(*study.Drills)
	if !ok {
		t.Fatalf("scene %T; want the drills", l.a.Scene())
	}
	l.drawAllocs("drills' setup", 20, 0)
	l.step(1, input.Event{Action: input.Confirm})
	for start := time.Now(); ; {
		if _, ok := d.Question(); ok {
			break
		}
		l.step(1)
		waitedTooLong(t, "a drill's question", start)
		time.Sleep(5 * time.Millisecond)
	}
	l.step(12) // the cards slide in
	l.drawAllocs("a drill's question", 20, 0)
	l.step(2, input.Event{Action: input.Hit})
	l.drawAllocs("a drill's verdict", 20, 0)
	l.step(25, input.Event{Action: input.Chart})
	l.drawAllocs("the chart", 20, 0)
	l.step(25, input.Event{Action: input.Back})
	l.step(2, input.Event{Action: input.Back})
	l.step(62, input.Event{Action: input.Back}) // the fade, the menu's intro
	l.step(25, input.Event{Action: input.Progress})
	if _, ok := l.a.Scene().(*progress.Scene); !ok {
		t.Fatalf("scene %T; want the progress", l.a.Scene())
	}
	l.drawAllocs("the progress", 20, 0)
}
