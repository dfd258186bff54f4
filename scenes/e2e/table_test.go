//go:build display

package e2e

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/rules"
	"sabot/scenes/bjtable"
	"sabot/scenes/bjtable/felt"
	"sabot/scenes/draw"
	"sabot/scenes/input"
)

// The blackjack table played end to end: the real game with its cards fixed
// by SABOT_SEED (TestTrainerWrongDoubleAndChart reads seed 2's hand from the
// same game run in process), a box bet with a click, the round dealt, the
// user's decisions with the keys, the settlement on screen.

// keep writes the last frame to a PNG file in the test's output directory
// (or the temporary directory), to look at when a check fails.
func (g *guest) keep(name string) {
	img := image.NewRGBA(image.Rect(0, 0, screenW, screenH))
	copy(img.Pix, g.pixels)
	dir := os.Getenv("SABOT_E2E_FRAMES")
	if dir == "" {
		dir = os.TempDir()
	}
	path := filepath.Join(dir, name+".png")
	f, err := os.Create(path)
	if err != nil {
		g.t.Logf("keeping the frame: %v", err)
		return
	}
	defer f.Close()
	if png.Encode(f, img) == nil {
		g.t.Logf("the frame is in %s", path)
	}
}

// bright reports how many pixels of a region are light (a card's paper,
// text on the felt).
func (g *guest) bright(r image.Rectangle) int { return count(g.ink(r)) }

// cardAt reports whether a card's face shows around (x, y): a patch of
// paper where the felt is green.
func (g *guest) cardAt(x, y int) bool {
	return g.bright(image.Rect(x-6, y-6, x+6, y+6)) > 100
}

// waitFor advances the game until ok reports true on a frame, or fails.
// The guest computes some things on other goroutines (the trainer's
// grade): past maxTicks it also lets real time pass, up to patience.
func (g *guest) waitFor(what string, maxTicks int, ok func() bool) {
	g.t.Helper()
	start := time.Now()
	for n := 0; ; n += 20 {
		g.ticks(20)
		g.frame()
		if ok() {
			return
		}
		if n >= maxTicks {
			if time.Since(start) > patience {
				g.keep(g.t.Name() + "-wait")
			}
			waitedTooLong(g.t, fmt.Sprintf("%s (%d ticks)", what, n), start)
			time.Sleep(20 * time.Millisecond)
		}
	}
}

// tableGeometry returns where the home box (4) is and where the result
// is written.
func tableGeometry(t *testing.T, id string) (box draw.Box, resultY int) {
	t.Helper()
	r, err := rules.ByID(id)
	if err != nil {
		t.Fatal(err)
	}
	return felt.Layout(r).Boxes[3], int(bjtable.ResultY(r))
}

// sitAndDeal picks table row in the menu, takes a seat, bets one chip on
// box 4 with a click and deals.
func (g *guest) sitAndDeal(row int, box draw.Box) {
	g.t.Helper()
	g.ticks(70)
	x, y := rowCentre(row)
	g.click(x, y)
	g.key(ebiten.KeySpace)
	g.ticks(90) // the fade, and the computer players' chips
	g.click(box.Bet.X, box.Bet.Y)
	g.ticks(30) // the chip slides to the box
	g.frame()
	if !g.chipAt(box) {
		g.keep(g.t.Name() + "-bet")
		g.t.Fatalf("no chip on box 4 after the click")
	}
	g.key(ebiten.KeySpace)
}

// reddish counts the pixels of the card back's red in a region.
func (g *guest) reddish(r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if red, gr, b := g.at(x, y); red > 90 && gr < 70 && b < 80 {
				n++
			}
		}
	}
	return n
}

// chipAt reports whether a chip lies on the betting circle: its white
// edge inserts.
func (g *guest) chipAt(box draw.Box) bool {
	x, y := int(box.Bet.X), int(box.Bet.Y)
	return g.bright(image.Rect(x-17, y-17, x+17, y+17)) > 40
}

// myTurn reports whether box 4 is ringed in gold: the round waits for the
// user.
func (g *guest) myTurn(box draw.Box) bool {
	x, y := int(box.Bet.X), int(box.Bet.Y+box.Bet.R+5)
	return g.gold(x, y) || g.gold(x, y+1) || g.gold(x, y-1)
}

// resultShown reports whether the result is written on the felt: a dark
// panel across the middle with light text on it.
func (g *guest) resultShown(resultY int) bool {
	r := image.Rect(540, resultY-12, 740, resultY+12)
	dark := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if red, gr, b := g.at(x, y); int(red)+int(gr)+int(b) < 110 {
				dark++
			}
		}
	}
	return dark > r.Dx()*r.Dy()/3 && g.bright(r) > 150
}

func checkSettlement(t *testing.T, g *guest, box draw.Box, resultY int) {
	t.Helper()
	g.waitFor("the settlement", 1500, func() bool { return g.resultShown(resultY) })
	if !g.cardAt(int(box.Cards.X)-18, int(box.Cards.Y)+24) {
		g.keep(t.Name() + "-settled")
		t.Errorf("no card on box 4 with the result shown")
	}
	if g.myTurn(box) {
		g.keep(t.Name() + "-settled")
		t.Errorf("box 4 is still ringed after the round")
	}
}

// Seed 2 at the Italian casino: box 4 gets 5♣ 6♥ (11) against the dealer's
// K♠. Hit, then stand if the hand is still open; the result is shown.
func TestItalianClassicRound(t *testing.T) {
	box, resultY := tableGeometry(t, "italian-classic")
	g := startGuest(t, "SABOT_SEED=2")
	g.sitAndDeal(0, box)
	g.waitFor("the user's turn", 1500, func() bool { return g.myTurn(box) })
	if !g.cardAt(int(box.Cards.X)-18, int(box.Cards.Y)+24) {
		t.Fatalf("no card on box 4 at the user's turn")
	}
	if g.resultShown(resultY) {
		g.keep(t.Name() + "-turn")
		t.Fatalf("a result is shown before the round is over")
	}
	g.key(ebiten.KeyH)
	g.ticks(60)
	g.frame()
	if g.myTurn(box) {
		g.key(ebiten.KeyS)
	}
	checkSettlement(t, g, box, resultY)
}

// Seed 42 at the Argentine casino: box 4 gets 8♠ A♣ against the K♣ and a
// face-down hole card; the dealer asks "¿uno u once?". Eleven makes 19;
// stand.
func TestArgentineRoundWithTheAce(t *testing.T) {
	box, resultY := tableGeometry(t, "argentine")
	g := startGuest(t, "SABOT_SEED=42")
	g.sitAndDeal(3, box)
	g.waitFor("the ace question", 1500, func() bool { return g.myTurn(box) })
	// The hole card: the back's red beside the up-card.
	r, _ := rules.ByID("argentine")
	d := felt.Layout(r).Dealer
	if n := g.reddish(image.Rect(int(d.X)+20, int(d.Y)+12, int(d.X)+44, int(d.Y)+30)); n < 150 {
		g.keep(t.Name() + "-hole")
		t.Errorf("the hole card is not face down: %d red pixels of its back", n)
	}
	g.key(ebiten.KeyDigit2) // the ace counts eleven: 19
	g.ticks(60)
	g.waitFor("the decision on 19", 600, func() bool { return g.myTurn(box) })
	g.key(ebiten.KeyS)
	checkSettlement(t, g, box, resultY)
}

// Drawing the table allocates nothing, while cards move and while the
// round waits for the user.
func TestTableDrawDoesNotAllocate(t *testing.T) {
	l := newLocal(t, 2)
	l.step(60)
	l.step(40, input.Event{Action: input.Confirm}) // italian-classic, play
	l.step(60, input.Event{Action: input.Select, Index: 4})
	l.drawAllocs("betting", 20, 0)
	l.step(1, input.Event{Action: input.Confirm})
	l.step(40)
	l.drawAllocs("dealing", 20, 0) // the same frame drawn again: nothing moves between Draws
	l.step(600)
	l.drawAllocs("waiting for the user", 20, 0)
	l.step(40, input.Event{Action: input.History})
	l.drawAllocs("hand history", 20, 0)
}
