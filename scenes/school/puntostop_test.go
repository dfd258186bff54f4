package school

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/scenetest"
	"sabot/scenes/school/layout"
)

// At Super Punto Banco the stop's panel («Alt!») covers no position: not
// its circles (Punto, Banco, Egalité, where the bets lie), its number, nor
// its player's name and «Lettore» under it, the widest name of every
// language's list (the Italian reader's screen: the panel hid position 7's
// number and player and cut its Egalité circle), nor does the article's
// button beside it; it lies inside the screen above the dealer's buttons.
func TestSchoolPuntoStopPanelCoversNoPosition(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	f := draw.NewFrame(1280, 800)
	small := draw.Face(a.Fonts.Medium, f.L(13))
	widest := 0.0
	for _, l := range locales.Langs() {
		a.SetLang(l)
		for _, c := range []string{"it", "ar"} {
			for _, n := range strings.Split(a.Loc.T(locales.BJNames(c)), ",") {
				n = strings.TrimSpace(n)
				widest = max(widest, draw.Width(small, a.Loc.T(locales.SchoolPBStanding, n))/f.S)
			}
		}
		widest = max(widest, draw.Width(small, a.Loc.T(locales.SchoolPBReader))/f.S)
	}
	g := layout.NewPunto(rules.SuperPuntoBanco)
	box := pbStopBox
	if box.Y+box.H > rowY[0] || box.X < 0 || box.X+box.W > 1280 || box.Y < layout.Felt.Y {
		t.Errorf("the panel %+v is not between the header and the buttons", box)
	}
	for _, p := range g.T.Positions {
		var things []struct {
			what string
			r    draw.R
		}
		add := func(what string, r draw.R) {
			things = append(things, struct {
				what string
				r    draw.R
			}{what, r})
		}
		for i, c := range []draw.Circle{p.Punto, p.Banco, p.Egalite} {
			add(fmt.Sprintf("circle %d", i), draw.R{X: c.X - c.R, Y: c.Y - c.R, W: 2 * c.R, H: 2 * c.R})
		}
		nr := g.T.Radius * 0.955 // as draw.PuntoTable paints the number
		nx, ny := g.T.CX+nr*math.Cos(p.Angle), g.T.CY+nr*math.Sin(p.Angle)
		add("number", draw.R{X: nx - 12, Y: ny - 12, W: 24, H: 24})
		px, py := g.Polar(p.Angle, 1.0) // as paintTable writes the name
		px = g.T.CX + (px-g.T.CX)*1.08
		add("player", draw.R{X: px - widest/2, Y: py - 9, W: widest, H: 16 + 18})
		for _, o := range things {
			if layout.Overlaps(box, o.r) {
				t.Errorf("the stop's panel %+v covers position %d's %s %+v", box, p.Number, o.what, o.r)
			}
			if b := layout.ArticleButton(box); layout.Overlaps(b, o.r) {
				t.Errorf("the article's button %+v covers position %d's %s %+v", b, p.Number, o.what, o.r)
			}
		}
	}
}
