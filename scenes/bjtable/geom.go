package bjtable

import (
	"math"

	"sabot/rules"
	"sabot/scenes/draw"
)

// bjGeom is where things go on the felt, in design units.
type bjGeom struct {
	t      draw.BlackjackTable
	cw, ch float64 // a card's size
	chip   float64 // a chip's diameter
	// inset moves the cards towards the dealer from the felt's place for
	// them, where the betting circles come close (three per box).
	inset float64
	rs    rules.RuleSet
}

// bjTableArea is the felt's area on the design canvas.
var bjTableArea = draw.R{X: 20, Y: 50, W: 1240, H: 596}

// newGeom lays out table r.
func newGeom(r rules.RuleSet) *bjGeom {
	t := draw.LayoutBlackjack(r, bjTableArea)
	cw := 54.0
	if r.Boxes <= 5 {
		cw = 60
	}
	g := &bjGeom{t: t, cw: cw, ch: cw * draw.CardRatio, chip: 34, rs: r}
	if len(t.Boxes) > 0 && len(t.Boxes[0].Circles) > 1 {
		g.inset = 10
	}
	return g
}

// Layout returns the felt of table r as the table scene lays it
// out on the 1280×800 design canvas (end-to-end tests click its boxes).
func Layout(r rules.RuleSet) draw.BlackjackTable { return newGeom(r).t }

func (g *bjGeom) box(n int) draw.Box {
	if n < 1 || n > len(g.t.Boxes) {
		return draw.Box{Angle: math.Pi / 2, Bet: draw.Circle{X: g.t.CX, Y: g.t.CY + g.t.Radius*0.74}}
	}
	return g.t.Boxes[n-1]
}

// radial is the unit vector out of the table at a box.
func radial(b draw.Box) (float64, float64) { return math.Cos(b.Angle), math.Sin(b.Angle) }

func (g *bjGeom) shoeMouth() (float64, float64) {
	return g.t.Sabot.X + g.t.Sabot.W*0.1, g.t.Sabot.Y + g.t.Sabot.H*0.5
}

func (g *bjGeom) discard() (float64, float64) { return g.t.Discard.CX(), g.t.Discard.CY() }

func (g *bjGeom) tray() (float64, float64) { return g.t.Tray.CX(), g.t.Tray.CY() }

// player is where a box's player sits: his chips come from there.
func (g *bjGeom) player(box int) (float64, float64) {
	b := g.box(box)
	rx, ry := radial(b)
	r := g.t.Radius * 1.04
	return g.t.CX + rx*r, g.t.CY + ry*r
}

// dealerCard is the centre of the dealer's k-th card: the first two on the
// felt's outlines, the next ones overlapping to the right.
func (g *bjGeom) dealerCard(k int) (float64, float64) {
	x := g.t.Dealer.X - g.cw*0.6
	if k >= 1 {
		x = g.t.Dealer.X + g.cw*0.6 + float64(k-1)*g.cw*0.5
	}
	return x, g.t.Dealer.Y
}

// handMaxCards is how many cards of a split hand the layout keeps clear
// of the other hands of its box.
const handMaxCards = 6

// cardStep is how far each next card of a hand lies to the right of the
// one before, as a fraction of the card's width: enough to leave the
// index corner (indexCorner) of the card below in sight.
func (g *bjGeom) cardStep(nh int) float64 {
	if nh > 1 {
		return 0.26
	}
	return 0.3
}

// handSpacing is the distance between the first cards of split hands side
// by side: a hand of handMaxCards cards ends short of the index corner of
// the next hand's first card.
func (g *bjGeom) handSpacing(nh int) float64 {
	return g.cw * (1 + float64(handMaxCards-1)*g.cardStep(nh) + 0.04)
}

// handRowGap is the distance between the rows of split hands (three or
// four hands, at the Shuffler Mate table): a card's height and its label.
func (g *bjGeom) handRowGap() float64 { return g.ch + 26 }

// handCard is the centre of card k of hand h (from 0) of nh hands of a box.
// One or two hands lie side by side, the first on the right, each next
// card overlapping towards the upper right (the hands of the upper boxes
// climb less, and no card goes up into the band of the sabot, the tray
// and the discard holder); the hands of a box at the table's side move
// towards its middle. Three or four hands lie flat in two rows of
// two, the first two hands above: no hand's card ever covers the index
// corner of another hand's card, whatever the number of cards (up to
// handMaxCards). A card crosswise is a double's (k 2) or a split ace's (k
// 1), which lies across its ace.
func (g *bjGeom) handCard(box, h, nh, k int, cross bool) (float64, float64) {
	b := g.box(box)
	rx, ry := radial(b)
	top := math.Max(g.t.Sabot.Y+g.t.Sabot.H, g.t.Discard.Y+g.t.Discard.H) + 8 + g.ch/2
	x := b.Cards.X - rx*g.inset
	y := b.Cards.Y - ry*g.inset
	climb := g.ch * 0.19 * math.Max(0.3, math.Sin(b.Angle))
	cols, col := nh, h
	if nh > 2 {
		// Two rows, centred on the box's place, below the band.
		row := h / 2
		cols, col = 2, h%2
		y = math.Max(y-g.handRowGap()/2, top) + float64(row)*g.handRowGap()
		climb = 0
	}
	// Centred on the box's place, and moved towards the middle of the
	// table as much as the box is to its side: the outer boxes' hands keep
	// off their betting circle, beside them, and off the rail.
	x += (float64(cols-1)/2*(1-rx) - float64(col)) * g.handSpacing(nh)
	if cross && k == 1 {
		// A split ace's one card (004 Divisione: "posta trasversalmente
		// rispetto ad ogni asso"): across the ace's lower part, its foot
		// on the ace's, the ace's index corner in sight; it climbs into
		// no neighbour's cards.
		return x + g.cw*0.1, math.Max(y, top) + g.ch/2 - g.cw*0.48
	}
	x += float64(k) * g.cw * g.cardStep(nh)
	y -= float64(k) * climb
	if cross {
		x += g.cw * 0.2
	}
	return x, math.Max(y, top)
}

// indexCorner is the rectangle of the rank and suit in the top left corner
// of a card at (x, y), the one the overlapping cards leave in sight; a
// card crosswise (turned a quarter clockwise) has it at its top right.
func (g *bjGeom) indexCorner(x, y float64, cross bool) draw.R {
	w, h := g.cw*0.22, g.ch*0.04+g.cw*0.34
	if cross {
		return draw.R{X: x + g.ch/2 - h, Y: y - g.cw/2, W: h, H: w}
	}
	return draw.R{X: x - g.cw/2, Y: y - g.ch/2, W: w, H: h}
}

// cardRect is the rectangle a card at (x, y) covers.
func (g *bjGeom) cardRect(x, y float64, cross bool) draw.R {
	if cross {
		return draw.R{X: x - g.ch/2, Y: y - g.cw/2, W: g.ch, H: g.cw}
	}
	return draw.R{X: x - g.cw/2, Y: y - g.ch/2, W: g.cw, H: g.ch}
}

// handLabel is where a hand's total and result are written: under its
// first card.
func (g *bjGeom) handLabel(box, h, nh int) (float64, float64) {
	x, y := g.handCard(box, h, nh, 0, false)
	return x, y + g.ch/2 + 6
}

// stackAt is where a stack of a kind goes for hand h (from 0) of nh hands:
// the stakes on the betting circle (split hands' side by side), a double
// and the winnings towards the player, the side bets on their lines.
func (g *bjGeom) stackAt(kind stackKind, box, h, nh int, doubled bool) (float64, float64) {
	b := g.box(box)
	rx, ry := radial(b)
	cx, cy := b.Bet.X, b.Bet.Y
	step := g.chip * 1.08
	if nh > 1 {
		off := (float64(nh-1)/2 - float64(h)) * step
		if nh > 2 {
			off = (float64(nh-1)/2 - float64(h)) * g.chip * 0.9
		}
		cx += off
	}
	onLine := func(r float64, side float64) (float64, float64) {
		a := b.Angle + side*g.chip*0.55/r
		return g.t.CX + r*math.Cos(a), g.t.CY + r*math.Sin(a)
	}
	switch kind {
	case stDouble:
		return cx + rx*step, cy + ry*step
	case stWin:
		k := 1.0
		if doubled {
			k = 2
		}
		return cx + rx*step*k, cy + ry*step*k
	case stInsurance:
		return onLine(g.insuranceR(), -1)
	case stInsuranceWin:
		return onLine(g.insuranceR(), 1)
	case stDesafio:
		return onLine(g.t.Radius*0.5, -1)
	case stDesafioWin:
		return onLine(g.t.Radius*0.5, 1)
	case stPerfectPair:
		return b.PerfectPair.X, b.PerfectPair.Y
	case stPerfectPairWin:
		return b.PerfectPair.X + rx*step, b.PerfectPair.Y + ry*step
	}
	return cx, cy
}

func (g *bjGeom) insuranceR() float64 {
	if g.t.InsuranceR > 0 {
		return g.t.InsuranceR + g.t.Radius*0.0375
	}
	return g.t.Radius * 0.48
}

// stakeOffset is how far a co-bettor's stake (2, 3…) sits from the
// holder's: on its own circle where the box has several (three at the
// Shuffler Mate table), otherwise beside the betting circle, alternately
// on either side along the rail.
func (g *bjGeom) stakeOffset(box, stake int) (float64, float64) {
	if stake < 2 {
		return 0, 0
	}
	b := g.box(box)
	if stake <= len(b.Circles) {
		c := b.Circles[stake-1]
		return c.X - b.Bet.X, c.Y - b.Bet.Y
	}
	rx, ry := radial(b)
	k := float64(stake/2) * g.chip * 1.25
	if stake%2 == 1 {
		k = -k
	}
	return -ry * k, rx * k
}

// sideLabel is where a settled side bet's result is written, and which
// way the label runs from there (-1 to the left, 1 to the right, 0
// centred): a Perfect Pair's beside its circle, away from the box's
// stakes; insurance's and a desafío's beyond their bet and winnings on
// their line.
func (g *bjGeom) sideLabel(kind stackKind, box, h, nh int) (x, y float64, side int) {
	b := g.box(box)
	if kind == stPerfectPair {
		p := b.PerfectPair
		dx, dy := p.X-b.Bet.X, p.Y-b.Bet.Y
		d := math.Hypot(dx, dy)
		if d == 0 {
			return p.X, p.Y + p.R + 12, 0
		}
		dx, dy = dx/d, dy/d
		if math.Abs(dx) < 0.3 {
			return p.X + dx*(p.R+12), p.Y + dy*(p.R+12), 0
		}
		side = 1
		if dx < 0 {
			side = -1
		}
		return p.X + float64(side)*(p.R+4), p.Y, side
	}
	bx, by := g.stackAt(kind, box, h, nh, false)
	wx, wy := g.stackAt(kind+1, box, h, nh, false) // the kind's winnings follow it
	rx, ry := radial(b)
	return (bx+wx)/2 + rx*g.chip*0.95, (by+wy)/2 + ry*g.chip*0.95, 0
}
