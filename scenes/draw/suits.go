package draw

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/rules"
)

// SuitColor returns the ink of a suit: red for hearts and diamonds.
func SuitColor(s rules.Suit) color.NRGBA {
	if s.Red() {
		return CardRed
	}
	return CardBlack
}

// suitPath returns the path of a suit symbol of the given size (its height)
// centred on (cx, cy), upside down with flip (the lower pips of a card).
// The shapes are drawn, not taken from a font, so that a pip is centred and
// crisp at any size.
func suitPath(s rules.Suit, cx, cy, size float64, flip bool) *Path {
	k := size
	sy := 1.0
	if flip {
		sy = -1
	}
	pt := func(x, y float64) (float64, float64) { return cx + x*k, cy + y*k*sy }
	var p Path
	move := func(x, y float64) { p.MoveTo(pt(x, y)) }
	line := func(x, y float64) { p.LineTo(pt(x, y)) }
	cubic := func(x1, y1, x2, y2, x3, y3 float64) {
		a, b := pt(x1, y1)
		c, d := pt(x2, y2)
		e, f := pt(x3, y3)
		p.CubicTo(a, b, c, d, e, f)
	}
	quad := func(x1, y1, x2, y2 float64) {
		a, b := pt(x1, y1)
		c, d := pt(x2, y2)
		p.QuadTo(a, b, c, d)
	}
	circle := func(x, y, r float64) {
		ax, ay := pt(x, y)
		p.Circle(ax, ay, r*k, false)
	}
	stem := func() {
		move(-0.03, 0.12)
		quad(-0.02, 0.38, -0.2, 0.5)
		line(0.2, 0.5)
		quad(0.02, 0.38, 0.03, 0.12)
		p.Close()
	}
	switch s {
	case rules.Hearts:
		move(0, 0.46)
		cubic(-0.08, 0.32, -0.5, 0.12, -0.5, -0.16)
		cubic(-0.5, -0.44, -0.1, -0.52, 0, -0.24)
		cubic(0.1, -0.52, 0.5, -0.44, 0.5, -0.16)
		cubic(0.5, 0.12, 0.08, 0.32, 0, 0.46)
		p.Close()
	case rules.Diamonds:
		move(0, -0.5)
		quad(0.16, -0.22, 0.4, 0)
		quad(0.16, 0.22, 0, 0.5)
		quad(-0.16, 0.22, -0.4, 0)
		quad(-0.16, -0.22, 0, -0.5)
		p.Close()
	case rules.Spades:
		move(0, -0.5)
		cubic(0.1, -0.34, 0.5, -0.14, 0.48, 0.12)
		cubic(0.46, 0.36, 0.16, 0.4, 0.03, 0.22)
		line(-0.03, 0.22)
		cubic(-0.16, 0.4, -0.46, 0.36, -0.48, 0.12)
		cubic(-0.5, -0.14, -0.1, -0.34, 0, -0.5)
		p.Close()
		stem()
	case rules.Clubs:
		circle(0, -0.24, 0.215)
		circle(-0.235, 0.1, 0.215)
		circle(0.235, 0.1, 0.215)
		circle(0, 0.02, 0.12)
		stem()
	}
	return &p
}

// Suit draws a suit symbol of height size centred on (cx, cy).
func Suit(dst *ebiten.Image, s rules.Suit, cx, cy, size float64, flip bool, clr color.Color) {
	Fill(dst, suitPath(s, cx, cy, size, flip), clr)
}
