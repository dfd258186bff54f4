package layout

import (
	"math"

	"sabot/game/punto"
	"sabot/rules"
	"sabot/scenes/draw"
)

// Punto is where things go on the school's Punto Banco felt, in design
// units.
type Punto struct {
	T      draw.PuntoTable
	CW, CH float64 // a card's size
	Chip   float64 // a chip's diameter
}

// NewPunto lays out Punto Banco table r on the felt.
func NewPunto(r rules.RuleSet) Punto {
	t := draw.LayoutPunto(r, Felt)
	t.PuntoCards.Y -= 12
	t.BancoCards.Y -= 12
	return Punto{T: t, CW: 50, CH: 50 * draw.CardRatio, Chip: 26}
}

// Position returns position n (a safe one out of range).
func (g Punto) Position(n int) draw.Position {
	if n < 1 || n > len(g.T.Positions) {
		return draw.Position{Angle: math.Pi / 2}
	}
	return g.T.Positions[n-1]
}

// Polar is the point at radius r (a fraction of the felt's) in direction a.
func (g Punto) Polar(a, r float64) (float64, float64) {
	return g.T.CX + g.T.Radius*r*math.Cos(a), g.T.CY + g.T.Radius*r*math.Sin(a)
}

// HandSlot is the centre and rotation of card i (0-2) of a hand in the
// middle: two side by side, the third across on the outer side.
func (g Punto) HandSlot(side punto.Side, i int) (x, y, rot float64) {
	c := g.T.PuntoCards
	out := -1.0
	if side == punto.Banco {
		c, out = g.T.BancoCards, 1
	}
	switch i {
	case 0:
		return c.X - g.CW*0.53, c.Y, 0
	case 1:
		return c.X + g.CW*0.53, c.Y, 0
	}
	return c.X + out*(g.CW*1.03+g.CH/2-g.CW*0.22), c.Y, math.Pi / 2
}

// HandRect is the clickable place of a hand.
func (g Punto) HandRect(side punto.Side) draw.R {
	c := g.T.PuntoCards
	if side == punto.Banco {
		c = g.T.BancoCards
	}
	return draw.R{X: c.X - g.CW*1.2, Y: c.Y - g.CH*0.62, W: g.CW * 2.4, H: g.CH * 1.24}
}

// ReaderSlot is the centre of Punto's card i (0-1) in front of the reader.
func (g Punto) ReaderSlot(pos, i int) (float64, float64, float64) {
	a := g.Position(pos).Angle
	cx, cy := g.Polar(a, 0.56)
	tx, ty := math.Sin(a), -math.Cos(a)
	d := g.CW * 0.36
	if i == 0 {
		d = -d
	}
	return cx + tx*d, cy + ty*d, a - math.Pi/2
}

// Circle is a bet's circle at a position.
func (g Punto) Circle(pos int, side punto.Side) draw.Circle {
	p := g.Position(pos)
	switch side {
	case punto.Banco:
		return p.Banco
	case punto.Egalite:
		return p.Egalite
	}
	return p.Punto
}

// PositionRect is the clickable area of a position: its three circles.
func (g Punto) PositionRect(pos int) draw.R {
	p := g.Position(pos)
	x0 := math.Min(p.Punto.X, math.Min(p.Banco.X, p.Egalite.X)) - p.Banco.R
	x1 := math.Max(p.Punto.X, math.Max(p.Banco.X, p.Egalite.X)) + p.Banco.R
	y0 := math.Min(p.Punto.Y, math.Min(p.Banco.Y, p.Egalite.Y)) - p.Banco.R
	y1 := math.Max(p.Punto.Y, math.Max(p.Banco.Y, p.Egalite.Y)) + p.Banco.R
	return draw.R{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}
