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

	"sabot/game/punto"
	"sabot/rules"
	"sabot/scenes"
	"sabot/scenes/input"
	"sabot/scenes/pbtable"
)

// The Super Punto Banco table played end to end: start → menu → the table
// → a bet on Punto by clicking → deal → the user reads: he turns his cards
// with a click and calls → the announcement and the settlement on screen,
// the first bead on the roads.

// pbPixel is a pixel of the frame, at design coordinates.
func (g *guest) pbPixel(x, y float64) (r, gr, b int) {
	cr, cg, cb := g.at(int(x), int(y))
	return int(cr), int(cg), int(cb)
}

// pbGold reports a gold pixel: a primary button, the winning hand's glow.
func (g *guest) pbGold(x, y float64) bool {
	r, gr, b := g.pbPixel(x, y)
	return r > 170 && gr > 130 && b < 130
}

// pbBack reports the red of a card's back.
func (g *guest) pbBack(x, y float64) bool {
	r, gr, b := g.pbPixel(x, y)
	return r > 100 && gr < 70 && b < 80
}

// pbPurple counts the pixels of a 500 chip's purple around (x, y).
func (g *guest) pbPurple(x, y float64) int {
	n := 0
	for dy := -10; dy < 10; dy++ {
		for dx := -10; dx < 10; dx++ {
			r, gr, b := g.pbPixel(x+float64(dx), y+float64(dy))
			if b > gr+30 && r > gr+20 {
				n++
			}
		}
	}
	return n
}

// pbKeep writes the last frame to a PNG file, to look at when a check
// fails.
func (g *guest) pbKeep(name string) {
	img := image.NewRGBA(image.Rect(0, 0, screenW, screenH))
	copy(img.Pix, g.pixels)
	path := filepath.Join(os.TempDir(), name+".png")
	if f, err := os.Create(path); err == nil {
		defer f.Close()
		if png.Encode(f, img) == nil {
			g.t.Logf("the frame is in %s", path)
		}
	}
}

// pbBright counts the light pixels of a region: paper, text.
func (g *guest) pbBright(x0, y0, x1, y1 float64) int {
	return count(g.ink(image.Rect(int(x0), int(y0), int(x1), int(y1))))
}

// pbWait advances the game 20 ticks at a time until ok holds on a frame.
// Past maxTicks it also lets real time pass, up to patience, as waitFor.
func (g *guest) pbWait(what string, maxTicks int, ok func() bool) {
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
				g.pbKeep("punto-" + g.t.Name())
			}
			waitedTooLong(g.t, fmt.Sprintf("%s (%d ticks)", what, n), start)
			time.Sleep(20 * time.Millisecond)
		}
	}
}

func TestPuntoBancoPlayed(t *testing.T) {
	t.Setenv(scenes.SeedEnv, "5") // the same shoe every run
	pl := pbtable.PlacesOf(rules.SuperPuntoBanco)
	g := startGuest(t)
	g.ticks(70)
	x, y := rowCentre(4)
	g.click(x, y) // Super Punto Banco
	g.frame()
	if x, y := rowBar(4); !g.gold(x, y) {
		t.Fatal("clicking Super Punto Banco did not select it")
	}
	g.key(ebiten.KeySpace) // take a seat
	g.ticks(60)            // the fade: the bets do not wait for the other players' chips
	g.frame()
	if r, _, b := g.pbPixel(pl.Hands[punto.Punto].CX(), pl.Hands[punto.Punto].CY()); b <= r {
		t.Fatalf("no blue felt where Punto's cards go: are we at the table?")
	}

	// The deal button and the back button: the bets are open.
	betting := func() bool { return g.pbGold(925, 727) && !g.pbGold(30, 727) && g.pbBright(20, 705, 190, 750) > 50 }
	if !betting() {
		t.Fatal("the bets are not open")
	}
	g.click(pl.Chips[3][0], pl.Chips[3][1])                 // the 500 chip
	g.click(pl.Bet[punto.Punto][0], pl.Bet[punto.Punto][1]) // on Punto
	g.frame()
	if n := g.pbPurple(pl.Bet[punto.Punto][0], pl.Bet[punto.Punto][1]); n < 100 {
		t.Fatalf("no purple 500 chip on the Punto circle (%d purple pixels)", n)
	}
	result := g.pbBright(pl.Result[0]-100, pl.Result[1]-14, pl.Result[0]+180, pl.Result[1]+14)

	// Deal: the biggest Punto bet reads. The cards come face down to the
	// user's place, the turn button (T) alone at the bottom.
	g.key(ebiten.KeySpace)
	rx, ry := pl.Reader[0], pl.Reader[1]
	g.pbWait("the Punto cards at the user's place", 1500, func() bool {
		return g.pbGold(925, 727) && g.pbBright(20, 705, 190, 750) < 20 && g.pbBack(rx-20, ry+10)
	})
	g.ticks(30)     // the cards come to rest: input waits for the animations
	g.click(rx, ry) // turn them
	g.ticks(30)
	g.frame()
	if g.pbBack(rx-20, ry+10) || g.pbBright(rx-40, ry-20, rx+30, ry+20) < 800 {
		g.pbKeep("punto-turn")
		t.Fatalf("the user's cards did not turn face up")
	}
	if g.pbBright(20, 705, 936, 750) < 300 {
		t.Fatalf("no call buttons after the turn")
	}
	g.key(ebiten.KeyH) // carta: right or corrected alla regola

	// The announcement: Banco's score, then Punto's, the winner pointed at.
	pointed := func() bool {
		for _, side := range []punto.Side{punto.Punto, punto.Banco} {
			h := pl.Hands[side]
			if r, _, _ := g.pbPixel(h.CX(), h.Y-3); r > 80 { // the glow's gold on the blue felt
				return true
			}
		}
		return false
	}
	g.pbWait("the winning side pointed at", 2000, pointed)
	if n := g.pbBright(240, 14, 720, 60); n < 300 {
		t.Errorf("the announcement's banner has %d bright pixels", n)
	}

	// The settlement: the bets open again, the user's result told, the coup
	// on the bead plate.
	g.pbWait("the next coup's bets", 3000, betting)
	if n := g.pbBright(pl.Result[0]-100, pl.Result[1]-14, pl.Result[0]+180, pl.Result[1]+14); n < 100 || n == result {
		t.Errorf("the result line has %d bright pixels (%d before)", n, result)
	}
	if r, gr, b := g.pbPixel(pl.Bead[0], pl.Bead[1]+6); r+gr+b > 600 {
		t.Errorf("the bead plate's first cell is blank: %d,%d,%d", r, gr, b)
	}
}

// Drawing the table allocates nothing, while the bets are open and while
// the cards are moving.
func TestPuntoDrawDoesNotAllocate(t *testing.T) {
	l := newLocal(t, 3)
	l.step(60)
	l.step(40, input.Event{Action: input.Select, Index: 4}) // the fifth table
	l.step(60, input.Event{Action: input.Confirm})
	if _, ok := l.a.Scene().(*pbtable.Table); !ok {
		t.Fatalf("the scene is %T", l.a.Scene())
	}
	l.drawAllocs("bets open", 12, 1)
	l.step(2, input.Event{Action: input.Confirm})
	l.drawAllocs("dealing", 12, 1)
}
