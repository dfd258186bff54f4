package pbtable

import (
	"math"

	"sabot/game/punto"
	"sabot/rules"
	"sabot/scenes/draw"
)

// The Punto Banco table's screen, in design units: the felt on the left
// under the dealer's announcement, the scoreboards on the right, the chips
// and the buttons at the bottom.
var (
	pbTableArea = draw.R{X: 16, Y: 76, W: 920, H: 510}
	pbRoads     = draw.R{X: 954, Y: 86, W: 310, H: 700}
	pbChipRow   = 632.0
	pbButtonRow = draw.R{Y: 700, H: 54}
)

// Sizes of the things on the felt, in design units.
const (
	pbCardW = 46.0 // a card's width
	pbChipD = 30.0 // a chip's diameter on the felt
	pbSelD  = 50.0 // a chip's diameter in the chip selector
)

// puntoGeo is where things go on the felt, in design units: the felt's
// layout (draw.LayoutPunto) and the places of the cards and chips on it.
type puntoGeo struct {
	felt draw.PuntoTable
}

func newPuntoGeo(r rules.RuleSet) puntoGeo {
	felt := draw.LayoutPunto(r, pbTableArea)
	// The sabot and the discard holder closer to the dealer's middle than
	// draw lays them out, so that the end positions' readers have room
	// for their cards.
	rad := felt.Radius
	felt.Sabot.X, felt.Sabot.W = felt.CX+rad*0.33, rad*0.27
	felt.Discard.X = felt.CX - rad*0.605
	// A shallower chip tray, and the hands a little higher, so that the
	// middle reader's cards lie between the hands and the printed lines.
	felt.Tray.H = rad * 0.082
	felt.PuntoCards.Y -= 10
	felt.BancoCards.Y -= 10
	return puntoGeo{felt: felt}
}

// position returns position n (1-based).
func (g puntoGeo) position(n int) draw.Position {
	if n < 1 || n > len(g.felt.Positions) {
		return draw.Position{Angle: math.Pi / 2}
	}
	return g.felt.Positions[n-1]
}

// polar is the point at radius r (a fraction of the felt's radius) in
// direction a from the table's centre.
func (g puntoGeo) polar(a, r float64) (x, y float64) {
	rad := g.felt.Radius * r
	return g.felt.CX + rad*math.Cos(a), g.felt.CY + rad*math.Sin(a)
}

// cardH is a card's height in design units.
func cardH() float64 { return pbCardW * draw.CardRatio }

// handSlot is the centre and rotation of the i-th card (0-2) of a hand in
// its place in the middle of the felt: the two cards side by side, the third
// laid across on the outer side (Punto's on the left, Banco's on the right).
func (g puntoGeo) handSlot(side punto.Side, i int) (x, y, rot float64) {
	c := g.felt.PuntoCards
	out := -1.0
	if side == punto.Banco {
		c, out = g.felt.BancoCards, 1
	}
	switch i {
	case 0:
		return c.X - pbCardW*0.53, c.Y + 4, 0
	case 1:
		return c.X + pbCardW*0.53, c.Y + 4, 0
	}
	// The third card, across, on the side away from the other hand.
	return c.X + out*(pbCardW*1.03+cardH()/2-pbCardW*0.22), c.Y + 4, math.Pi / 2
}

// readerSlot is the centre and rotation of the i-th Punto card (0-1) in
// front of the reader at position pos, turned towards him: just inside the
// printed lines for the middle positions, further in towards the hands for
// the others, and lower for the two ends, clear of the sabot and the discard
// holder.
func (g puntoGeo) readerSlot(pos, i int) (x, y, rot float64) {
	a := g.position(pos).Angle
	off := a - math.Pi/2
	r, at := 0.5, a
	switch d := math.Abs(off); {
	case d < 0.1:
		r = 0.47
	case d > 1.2:
		r, at = 0.56, a-math.Copysign(0.25, off)
	case d > 0.5:
		r = 0.56
	}
	cx, cy := g.polar(at, r)
	// The two cards fanned, the second over the first's right half: the
	// first's index still shows.
	tx, ty := math.Sin(a), -math.Cos(a) // towards the reader's right
	d := pbCardW * 0.36
	if i == 0 {
		d = -d
	}
	return cx + tx*d, cy + ty*d, a - math.Pi/2
}

// bubble is where a reader's call shows: on his left of his cards.
func (g puntoGeo) bubble(pos int) (x, y float64) {
	x0, y0, _ := g.readerSlot(pos, 0)
	a := g.position(pos).Angle
	d := pbCardW * 1.45
	return x0 - math.Sin(a)*d, y0 + math.Cos(a)*d
}

// bet is the centre of the betting circle of side at position pos.
func (g puntoGeo) bet(pos int, side punto.Side) (x, y float64) {
	p := g.position(pos)
	switch side {
	case punto.Banco:
		return p.Banco.X, p.Banco.Y
	case punto.Egalite:
		return p.Egalite.X, p.Egalite.Y
	}
	return p.Punto.X, p.Punto.Y
}

// payout is where the winnings of a bet go: beside it, on the player's
// right.
func (g puntoGeo) payout(pos int, side punto.Side) (x, y float64) {
	x, y = g.bet(pos, side)
	a := g.position(pos).Angle
	d := pbChipD * 1.08
	return x + math.Sin(a)*d, y - math.Cos(a)*d
}

// player is where a position's chips go when they are taken back: over the
// rail, towards the player.
func (g puntoGeo) player(pos int) (x, y float64) {
	return g.polar(g.position(pos).Angle, 1.12)
}

// button is where the button rests at position pos (as draw paints it).
func (g puntoGeo) button(pos int) (x, y float64) {
	return g.polar(g.position(pos).Angle+0.09, 0.88)
}

// seat is where a position's number is printed, for its seat marker.
func (g puntoGeo) seat(pos int) (x, y float64) {
	return g.polar(g.position(pos).Angle, 0.955)
}

// shoe is the mouth of the sabot, where cards come from.
func (g puntoGeo) shoe() (x, y float64) {
	s := g.felt.Sabot
	return s.X + s.W*0.1, s.CY()
}

// cutCard is where the cut card is laid once out of the sabot.
func (g puntoGeo) cutCard() (x, y float64) {
	s := g.felt.Sabot
	return s.X + s.W*0.5, s.Y + s.H + 22
}

// tray is the middle of the chip tray.
func (g puntoGeo) tray() (x, y float64) { return g.felt.Tray.CX(), g.felt.Tray.CY() }

// discard is the middle of the discard holder.
func (g puntoGeo) discard() (x, y float64) { return g.felt.Discard.CX(), g.felt.Discard.CY() }

// rest is the place of the i-th card drawn onto the table in the last coup
// (Art. 5): a row under the tray.
func (g puntoGeo) rest(i int) (x, y float64) {
	return g.felt.CX - pbCardW*3 + float64(i%14)*pbCardW*0.45, g.felt.Tray.Y + g.felt.Tray.H + cardH()*0.5 + 6
}

// handBox is the printed box of a hand, in design units (as draw paints it).
func (g puntoGeo) handBox(side punto.Side) draw.R {
	c := g.felt.PuntoCards
	if side == punto.Banco {
		c = g.felt.BancoCards
	}
	w, h := g.felt.Radius*0.32, g.felt.Radius*0.2
	return draw.R{X: c.X - w/2, Y: c.Y - h/2, W: w, H: h}
}

// Places are where things are on the Punto Banco table's screen, in
// design units (the 1280×800 canvas), for the tests that drive the real
// game and read its pixels.
type Places struct {
	// Bet is the centre of the user's betting circle of each side, indexed
	// by punto.Side.
	Bet [4][2]float64
	// Chips are the centres of the chip selector's chips, smallest first.
	Chips [][2]float64
	// Reader is the centre of the user's two Punto cards when he reads.
	Reader [2]float64
	// Hands are the printed boxes of Punto's and Banco's cards, indexed by
	// punto.Side.
	Hands [4]draw.R
	// Bead is the centre of the bead plate's first cell; Result the middle
	// of the line that tells the user's last coup.
	Bead, Result [2]float64
}

// PlacesOf returns the places of the table of rule set r.
func PlacesOf(r rules.RuleSet) Places {
	g := newPuntoGeo(r)
	var pl Places
	for _, side := range []punto.Side{punto.Punto, punto.Banco, punto.Egalite} {
		x, y := g.bet(puntoSeat, side)
		pl.Bet[side] = [2]float64{x, y}
	}
	for i := range puntoChips(r.Limits) {
		c := pbChipRect(i)
		pl.Chips = append(pl.Chips, [2]float64{c.CX(), c.CY()})
	}
	x0, y0, _ := g.readerSlot(puntoSeat, 0)
	x1, y1, _ := g.readerSlot(puntoSeat, 1)
	pl.Reader = [2]float64{(x0 + x1) / 2, (y0 + y1) / 2}
	pl.Hands[punto.Punto], pl.Hands[punto.Banco] = g.handBox(punto.Punto), g.handBox(punto.Banco)
	cell := (pbRoads.W - 32) / pbBeadCols
	pl.Bead = [2]float64{pbRoads.X + 16 + cell/2, pbRoads.Y + pbBeadY + cell/2}
	pl.Result = [2]float64{pbMoney.X + 120, pbMoney.Y + 100}
	return pl
}
