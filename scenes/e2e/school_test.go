//go:build display

package e2e

import (
	"fmt"
	"image"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/game/blackjack"
	"sabot/game/punto"
	"sabot/scenes/school"
)

// The dealer school, end to end: the menu's Dealer school mode at a table,
// a deliberate mistake first (the table stops it, in the guest's pixels as
// here), then every step of the round taken with the clicks a student
// makes, the computer players answering on their own, up to the round's
// summary; at Super Punto Banco with incidents on, the coup bringing one
// whose remedy is taken with the table's buttons. The guest is the real app; the same game runs here, fed the same
// clicks tick for tick, to know the step due and where to click for it.

// schoolSeat picks table row in the menu with the Dealer school mode, in
// the guest and here.
func schoolSeat(g *guest, l *local, row int) {
	g.t.Helper()
	x, y := rowCentre(row)
	g.ticks(70)
	l.step(70)
	g.click(x, y)
	l.click(x, y)
	for i := 0; i < 3; i++ { // Play, Trainer, Drills, Dealer school
		g.key(ebiten.KeyArrowRight)
		l.key(ebiten.KeyArrowRight)
	}
	g.key(ebiten.KeySpace)
	l.key(ebiten.KeySpace)
	g.ticks(40) // the fade
	l.step(40)
}

// both clicks a point in the guest and here.
func both(g *guest, l *local, p image.Point) {
	g.click(float64(p.X), float64(p.Y))
	l.click(float64(p.X), float64(p.Y))
}

// station is what both dealer-school tables tell of the round.
type station interface {
	Score() (right, wrong int, over bool)
}

// playOut takes every step due with the student's clicks, in the guest and
// here, the players answering on their own, until the round is over.
func playOut[A fmt.Stringer](t *testing.T, g *guest, l *local, s station, due func() (A, bool), next func(A) (image.Point, bool)) {
	t.Helper()
	for clicks := 0; clicks < 600; clicks++ {
		if _, _, over := s.Score(); over {
			return
		}
		step, ok := due()
		if !ok {
			g.ticks(1)
			l.step(1)
			continue
		}
		p, ok := next(step)
		if !ok {
			t.Fatalf("no click for %s", step)
		}
		both(g, l, p)
	}
}

// stopRed counts the pixels of the stop's title colour in a region.
func (g *guest) stopRed(r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if cr, cg, cb := g.at(x, y); cr > 200 && cg > 90 && cg < 150 && cb > 80 && cb < 140 {
				n++
			}
		}
	}
	return n
}

// The stop's panel's title, at the felt's left, where the panel stands in
// the bottom corner or, taller, at the side (at Super Punto Banco the
// taller panel left of position 7), and the summary's button, at the foot
// of its panel over the dealer's place.
var (
	stopTitle   = image.Rect(30, 250, 200, 470)
	pbStopTitle = image.Rect(30, 374, 200, 410)
	nextButton  = image.Rect(412, 344, 868, 372)
)

// checkStop checks that the guest shows the stop's title, as here.
func checkStop(t *testing.T, g *guest, l *local, stopTitle image.Rectangle) {
	t.Helper()
	g.ticks(2)
	l.step(2)
	g.frame()
	l.frame()
	here := l.screenView().stopRed(stopTitle)
	if n := g.stopRed(stopTitle); n < 40 || n != here {
		g.keep(t.Name() + "-stop")
		t.Errorf("the stop's title: %d red pixels in the guest, %d here", n, here)
	}
}

// checkSummary checks that the guest shows the round's summary with its
// gold Next-round button.
func checkSummary(t *testing.T, g *guest) {
	t.Helper()
	g.frame()
	gold := 0
	for y := nextButton.Min.Y; y < nextButton.Max.Y; y++ {
		for x := nextButton.Min.X; x < nextButton.Max.X; x++ {
			if g.gold(x, y) {
				gold++
			}
		}
	}
	if gold < 1000 {
		g.keep(t.Name() + "-summary")
		t.Errorf("no summary's button: %d gold pixels", gold)
	}
}

func TestDealerSchoolBlackjackRound(t *testing.T) {
	g := startGuest(t, "SABOT_SEED=5")
	l := newLocal(t, 5)
	schoolSeat(g, l, 0) // italian-classic
	s, ok := l.a.Scene().(*school.Table)
	if !ok {
		t.Fatalf("the menu's Dealer school opened %T", l.a.Scene())
	}
	// The opening of the table first (000 Art. 1), by its clicks.
	if _, opening := s.Opening(); !opening {
		t.Fatal("the session does not start with the opening of the table")
	}
	for i := 0; i < 30; i++ {
		p, ok := s.NextClickOpen()
		if !ok {
			break
		}
		both(g, l, p)
	}
	if _, opening := s.Opening(); opening {
		t.Fatal("the opening of the table did not end")
	}
	due, ok := s.Due()
	if !ok || due.Kind != blackjack.CloseBets {
		t.Fatalf("the first step due is %v (%v); want the close of the bets", due, ok)
	}
	// The mistake: a card dealt before rien ne va plus.
	p, ok := s.NextClick(blackjack.Action{Kind: blackjack.Deal, Box: 4, Hand: 1})
	if !ok {
		t.Fatal("no box 4 to deal to")
	}
	both(g, l, p)
	if _, wrong, _ := s.Score(); wrong != 1 {
		t.Fatalf("dealing before closing the bets: %d mistakes", wrong)
	}
	checkStop(t, g, l, stopTitle)

	playOut(t, g, l, s, s.Due, s.NextClick)
	right, wrong, over := s.Score()
	if !over || wrong != 1 || right < 15 {
		t.Fatalf("the round: over %v, %d right, %d wrong", over, right, wrong)
	}
	checkSummary(t, g)
}

func TestDealerSchoolPuntoBancoCoup(t *testing.T) {
	g := startGuest(t, "SABOT_SEED=5")
	l := newLocal(t, 5)
	schoolSeat(g, l, 4) // super-punto-banco
	s, ok := l.a.Scene().(*school.Punto)
	if !ok {
		t.Fatalf("the menu's Dealer school opened %T", l.a.Scene())
	}
	// Incidents on, a coup in two: this seeded coup brings one.
	for i := 0; i < 2; i++ {
		p, ok := s.NextClickIncidents()
		if !ok {
			t.Fatal("no incidents' button")
		}
		both(g, l, p)
	}
	// The mistake: Punto's card dealt before rien ne va plus.
	p, ok := s.NextClick(punto.Action{Kind: punto.Deal, Side: punto.Punto})
	if !ok {
		t.Fatal("no Punto hand to deal to")
	}
	both(g, l, p)
	if _, wrong, _ := s.Score(); wrong != 1 {
		t.Fatalf("dealing before closing the bets: %d mistakes", wrong)
	}
	checkStop(t, g, l, pbStopTitle)

	playOut(t, g, l, s, s.Due, s.NextClick)
	right, wrong, over := s.Score()
	if !over || wrong != 1 || right < 10 {
		t.Fatalf("the coup: over %v, %d right, %d wrong", over, right, wrong)
	}
	if n := s.Incidents(); n != 1 {
		t.Errorf("the coup brought %d incidents; want the one this seed brings", n)
	}
	checkSummary(t, g)
}

// The whole article a key away (issue 22, item 2), in the real app: a card
// dealt before rien ne va plus is stopped by 000 Art. 3; A opens the whole
// article over the table, the guest drawing the same text as here; Esc
// closes it and the school goes on.
func TestDealerSchoolWholeArticleKey(t *testing.T) {
	g := startGuest(t, "SABOT_SEED=5")
	l := newLocal(t, 5)
	schoolSeat(g, l, 0) // italian-classic
	s, ok := l.a.Scene().(*school.Table)
	if !ok {
		t.Fatalf("the menu's Dealer school opened %T", l.a.Scene())
	}
	for i := 0; i < 30; i++ {
		p, ok := s.NextClickOpen()
		if !ok {
			break
		}
		both(g, l, p)
	}
	p, ok := s.NextClick(blackjack.Action{Kind: blackjack.Deal, Box: 4, Hand: 1})
	if !ok {
		t.Fatal("no box 4 to deal to")
	}
	both(g, l, p)
	checkStop(t, g, l, stopTitle)
	region := image.Rect(200, 300, 1080, 480) // the panel's text, over the table
	g.frame()
	l.frame()
	before := l.screenView().ink(region)

	g.key(ebiten.KeyA)
	l.key(ebiten.KeyA)
	g.ticks(2)
	l.step(2)
	art, text := s.ArticleShown()
	if art != "Art. 3" || !strings.Contains(text, "salvo nei casi previsti (raddoppio") {
		t.Fatalf("A after the stop shows %q:\n%s\nwant Art. 3 whole", art, text)
	}
	g.frame()
	l.frame()
	here, there := l.screenView().ink(region), g.ink(region)
	inked := 0
	for _, b := range here {
		if b {
			inked++
		}
	}
	if inked < 500 || !slices.Equal(here, there) || slices.Equal(here, before) {
		g.keep(t.Name() + "-article")
		t.Errorf("the article's panel: %d text pixels here, the guest's the same %v, changed from the stop %v", inked, slices.Equal(here, there), !slices.Equal(here, before))
	}

	g.key(ebiten.KeyEscape)
	l.key(ebiten.KeyEscape)
	g.ticks(2)
	l.step(2)
	if art, _ := s.ArticleShown(); art != "" || l.a.Scene() != s {
		t.Errorf("Esc: article %q, scene %T; want the panel closed, the school still", art, l.a.Scene())
	}
}
