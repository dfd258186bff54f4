//go:build display

package e2e

import (
	"image"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/scenes/bjtable"
	"sabot/scenes/draw"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

// The trainer at the table, end to end. The guest is the real app; the
// same game runs here too, fed the same keys and clicks tick for tick with
// the same seed, so that the grade behind the guest's panel can be read
// from it, and the guest's pixels are checked against its frame.

// trainerSeat picks table row in the menu with the Trainer mode, bets one chip on
// box 4 with a click and deals, in the guest and here.
func trainerSeat(g *guest, l *local, row int, box draw.Box) {
	g.t.Helper()
	x, y := rowCentre(row)
	g.ticks(70)
	l.step(70)
	g.click(x, y)
	l.click(x, y)
	g.key(ebiten.KeyArrowRight) // the mode: Trainer
	l.key(ebiten.KeyArrowRight)
	g.key(ebiten.KeySpace)
	l.key(ebiten.KeySpace)
	g.ticks(90) // the fade, and the computer players' chips
	l.step(90)
	g.click(box.Bet.X, box.Bet.Y)
	l.click(box.Bet.X, box.Bet.Y)
	g.ticks(30)
	l.step(30)
	g.key(ebiten.KeySpace)
	l.key(ebiten.KeySpace)
}

// screenView is the guest's pixel readers on the local frame.
func (l *local) screenView() *guest { return &guest{t: l.t, pixels: l.pixels} }

// waitLocal runs the local game until ok. The trainer grades on another
// goroutine: past maxTicks the loop also lets real time pass, up to
// patience.
func (l *local) waitLocal(what string, maxTicks int, ok func() bool) {
	l.t.Helper()
	start := time.Now()
	for n := 0; ; n++ {
		l.step(1)
		if ok() {
			return
		}
		if n >= maxTicks {
			waitedTooLong(l.t, what, start)
			time.Sleep(5 * time.Millisecond)
		}
	}
}

// wrongRed counts the pixels of the trainer's "wrong" red in a region.
func (g *guest) wrongRed(r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if red, gr, b := g.at(x, y); red > 200 && gr > 80 && gr < 140 && b > 70 && b < 130 {
				n++
			}
		}
	}
	return n
}

// whiteOutline counts the near-white pixels (the frame of the highlighted cell)
// on the outline of r grown by d pixels.
func (g *guest) whiteOutline(r image.Rectangle, d int) (white, all int) {
	o := r.Inset(-d)
	in := func(x, y int) {
		all++
		if red, gr, b := g.at(x, y); red > 225 && gr > 225 && b > 225 {
			white++
		}
	}
	for x := o.Min.X; x < o.Max.X; x++ {
		in(x, o.Min.Y)
		in(x, o.Max.Y-1)
	}
	for y := o.Min.Y; y < o.Max.Y; y++ {
		in(o.Min.X, y)
		in(o.Max.X-1, y)
	}
	return white, all
}

func pixelRect(r draw.R) image.Rectangle {
	return image.Rect(int(r.X), int(r.Y), int(r.X+r.W+0.5), int(r.Y+r.H+0.5))
}

// Seed 2 at the Italian casino, the Trainer chosen in the menu: box 4 gets
// 5♣ 6♥ (11) against the dealer's K♠. At this table a dealer's blackjack,
// checked only after the players have played, takes the doubled stake too,
// so the chart hits 11 against a ten (the exact EVs from the full shoe:
// hit +3.17%, double +0.93%, a cost of 2.24% of the bet; `sabot advise
// -rules italian-classic -hand "5C 6H" -up KS`). D doubles: the panel shows
// the mistake held back, Hit as the best play and the cost; C opens the
// chart with the cell of hard 11 against 10 framed in white. Drawing either
// allocates nothing.
func TestTrainerWrongDoubleAndChart(t *testing.T) {
	box, _ := tableGeometry(t, "italian-classic")
	g := startGuest(t, "SABOT_SEED=2")
	l := newLocal(t, 2)
	trainerSeat(g, l, 0, box)

	g.waitFor("the user's turn", 1500, func() bool { return g.myTurn(box) })
	l.waitLocal("the user's turn", 1500, func() bool {
		if l.a.Tick%10 != 0 {
			return false // a frame read back every ten ticks is enough
		}
		l.frame()
		return l.screenView().myTurn(box)
	})
	s, ok := l.a.Scene().(*bjtable.Table)
	if !ok || !s.TrainerOn() {
		t.Fatalf("the menu's Trainer opened %T (trainer on: %v)", l.a.Scene(), ok && s.TrainerOn())
	}

	g.key(ebiten.KeyD)
	l.key(ebiten.KeyD)
	var p bjtable.TrainerPanel
	l.waitLocal("the grade of the double", 600, func() bool {
		p, ok = s.TrainerPanel()
		return ok
	})
	gr := p.Grade
	switch {
	case !p.Graded || !p.Held:
		t.Errorf("the double is not held back as a mistake: %+v", p)
	case gr.Correct || gr.Taken != tutor.Double || gr.Best != tutor.Hit:
		t.Errorf("graded %v correct=%v, best %v; want a wrong double, best hit", gr.Taken, gr.Correct, gr.Best)
	case gr.Cost < 1.5 || gr.Cost > 3:
		// 2.24% from the full shoe; the cards of the other boxes move it a little.
		t.Errorf("the double costs %.2f%% of the bet; want about 2.24%%", gr.Cost)
	}
	if !gr.HasSpot || gr.Spot != (strategy.Spot{Section: strategy.SectionHard, Row: 11, Up: 10}) {
		t.Errorf("the cell graded is %v; want hard 11 v 10", gr.Spot)
	}

	panel := pixelRect(p.Rect)
	g.waitFor("the trainer's panel", 600, func() bool {
		return g.wrongRed(image.Rect(panel.Min.X, panel.Min.Y, panel.Max.X, panel.Min.Y+50)) > 60
	})
	l.frame()
	// The same panel as here, word for word: its verdict, the best play,
	// the EVs and the cost.
	d := differ(g.ink(panel), l.screenView().ink(panel))
	t.Logf("the panel %v: %d bright pixels, %d differ from here's", panel, g.bright(panel), d)
	if d > 40 {
		g.keep(t.Name() + "-panel")
		t.Errorf("the guest's panel differs from the grade's in %d pixels", d)
	}
	if n := g.bright(panel); n < 1000 {
		g.keep(t.Name() + "-panel")
		t.Errorf("the panel has %d bright pixels of text", n)
	}
	// The cost line, in red at the panel's foot (above the help line and
	// the Why? button), besides the verdict.
	if n := g.wrongRed(image.Rect(panel.Min.X, panel.Max.Y-118, panel.Max.X, panel.Max.Y-68)); n < 60 {
		g.keep(t.Name() + "-panel")
		t.Errorf("no cost in red at the panel's foot: %d pixels", n)
	}

	l.drawAllocs("the trainer's panel", 20, 0)

	g.key(ebiten.KeyC)
	l.key(ebiten.KeyC)
	grid, open := s.ChartOpen()
	if !open {
		t.Fatal("C did not open the chart here")
	}
	spot, lit := grid.Highlighted()
	if want := (strategy.Spot{Section: strategy.SectionHard, Row: 11, Up: 10}); !lit || spot != want {
		t.Fatalf("the chart highlights %v (%v); want %v", spot, lit, want)
	}
	cell, _ := grid.Cell(spot)
	next, _ := grid.Cell(strategy.Spot{Section: strategy.SectionHard, Row: 11, Up: 9})
	g.ticks(30)
	g.frame()
	w, all := g.whiteOutline(pixelRect(cell), 1)
	t.Logf("the cell %v: %d of %d pixels of its outline white", pixelRect(cell), w, all)
	if w < all*2/3 {
		g.keep(t.Name() + "-chart")
		t.Errorf("the cell of hard 11 v 10 is not framed in white: %d of %d pixels of its outline", w, all)
	}
	if w, all := g.whiteOutline(pixelRect(next), 1); w > all/4 {
		g.keep(t.Name() + "-chart")
		t.Errorf("the cell of hard 11 v 9 is framed too: %d of %d pixels of its outline", w, all)
	}
	l.drawAllocs("the chart over the table", 20, 0)
	if code := grid.Chart().Cell(spot).Code; code != strategy.CodeHit {
		t.Errorf("the chart's cell %v is %v; want H", spot, code)
	}
}
