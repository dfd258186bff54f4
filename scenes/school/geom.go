package school

import (
	"math"

	"sabot/rules"
	"sabot/scenes/draw"
)

// geom is where things go on the school's felt, in design units.
type geom struct {
	t      draw.BlackjackTable
	cw, ch float64 // a card's size
	chip   float64 // a chip's diameter
}

// feltArea is the felt's area on the design canvas: the dealer's buttons
// take the bottom.
var feltArea = draw.R{X: 20, Y: 46, W: 1240, H: 560}

// The bottom: two rows of the dealer's buttons and the status line.
var (
	rowY    = [2]float64{636, 690}
	rowH    = 44.0
	statusY = 760.0
	// The panels sit in the felt's bottom corners, under the outer boxes'
	// players.
	panelBox = draw.R{X: 22, Y: 424, W: 322, H: 204}  // the stop's panel, the round's summary
	payBox   = draw.R{X: 936, Y: 424, W: 322, H: 204} // the payment's panel
	// pbStopBox is the stop's panel at Super Punto Banco: the corner left
	// of position 7, narrower and taller, clear of every position's
	// circles, number and player (TestSchoolPuntoStopPanelCoversNoPosition);
	// its article's button at its foot (articleOpenBox).
	pbStopBox = draw.R{X: 20, Y: 368, W: 198, H: 260}
	// incidentsBox is the header's button of the incidents, wide enough
	// to name the shorter incidents.
	incidentsBox = draw.R{X: 788, Y: 9, W: 222, H: 30}
)

// stopBox is the stop's panel: the felt's bottom-left corner at the
// blackjack tables, pbStopBox at Super Punto Banco.
func (s *desk) stopBox() draw.R {
	if s.rules.Game == rules.PuntoBanco {
		return pbStopBox
	}
	return panelBox
}

func newGeom(r rules.RuleSet) geom {
	cw := 48.0
	if r.Boxes <= 5 {
		cw = 54
	}
	return geom{t: draw.LayoutBlackjack(r, feltArea), cw: cw, ch: cw * draw.CardRatio, chip: 30}
}

// box returns box n's place (a safe one for a number out of range).
func (g geom) box(n int) draw.Box {
	if n < 1 || n > len(g.t.Boxes) {
		return draw.Box{Angle: math.Pi / 2, Bet: draw.Circle{X: g.t.CX, Y: g.t.CY + g.t.Radius*0.74}, Cards: draw.Circle{X: g.t.CX, Y: g.t.CY + g.t.Radius*0.6}}
	}
	return g.t.Boxes[n-1]
}

// card is the centre of card k of hand h (from 1) among nh hands of box n:
// the hands side by side across the box, each hand's cards overlapping
// towards the dealer and to the right.
//
// An outer box's hand that would climb under the sabot or the discard
// holder (box 1 under the shoe) is laid clear of them: below their edge,
// its cards overlapping towards the table's middle and the player.
func (g geom) card(n, h, nh, k int) (float64, float64) {
	b := g.box(n)
	x, y := b.Cards.X, b.Cards.Y
	if nh > 1 {
		x += (float64(h-1) - float64(nh-1)/2) * g.cw * 1.12
	}
	if bottom, crowded := g.crowded(n); crowded {
		dir := 1.0
		if b.Cards.X > g.t.CX {
			dir = -1
		}
		y = math.Max(y, bottom+g.ch/2+cardClear)
		return x + dir*float64(k)*g.cw*0.3, y + float64(k)*g.ch*0.12
	}
	return x + float64(k)*g.cw*0.3, y - float64(k)*g.ch*0.17
}

// cardClear is the felt left between a hand and the sabot or the discard
// holder above it, in design units.
const cardClear = 4.0

// crowdedCards is how many cards of a hand the layout keeps clear of the
// sabot and the discard holder.
const crowdedCards = 6

// crowded reports whether box n's hand, laid as usual (climbing towards
// the dealer and to the right), would reach the sabot or the discard
// holder within crowdedCards cards, and the lowest edge of those it reaches.
func (g geom) crowded(n int) (bottom float64, crowded bool) {
	b := g.box(n)
	for k := range crowdedCards {
		x, y := b.Cards.X+float64(k)*g.cw*0.3, b.Cards.Y-float64(k)*g.ch*0.17
		c := draw.R{X: x - g.cw/2, Y: y - g.ch/2, W: g.cw, H: g.ch}
		for _, o := range [...]draw.R{g.t.Sabot, g.t.Discard} {
			if o.W > 0 && overlaps(c, draw.R{X: o.X - cardClear, Y: o.Y - cardClear, W: o.W + 2*cardClear, H: o.H + 2*cardClear}) {
				bottom, crowded = math.Max(bottom, o.Y+o.H), true
			}
		}
	}
	return bottom, crowded
}

// overlaps reports whether two rectangles share some area.
func overlaps(a, b draw.R) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// handRect is the clickable area of a hand: its cards and around them.
func (g geom) handRect(n, h, nh, cards int) draw.R {
	x0, y0 := g.card(n, h, nh, 0)
	x1, y1 := g.card(n, h, nh, max(cards-1, 0))
	left, right := math.Min(x0, x1)-g.cw/2, math.Max(x0, x1)+g.cw/2
	top, bottom := math.Min(y0, y1)-g.ch/2, math.Max(y0, y1)+g.ch/2
	return draw.R{X: left - 4, Y: top - 4, W: right - left + 8, H: bottom - top + 8}
}

// stake is where a hand's main stake stands: on the bet circle, the split
// hands' stakes beside it.
func (g geom) stake(n, h, nh int) (float64, float64) {
	b := g.box(n)
	x, y := b.Bet.X, b.Bet.Y
	if nh > 1 {
		x += (float64(h-1) - float64(nh-1)/2) * g.chip * 1.25
	}
	return x, y
}

// side is where a box's side bet stands: insurance on the insurance line
// towards the dealer, desafío and Perfect Pair beside the stake.
func (g geom) side(n int, insurance bool) (float64, float64) {
	b := g.box(n)
	if insurance {
		r := g.t.InsuranceR
		if r == 0 {
			r = g.t.Radius * 0.46
		}
		return g.t.CX + r*math.Cos(b.Angle), g.t.CY + r*math.Sin(b.Angle)
	}
	if b.PerfectPair.R > 0 {
		return b.PerfectPair.X, b.PerfectPair.Y
	}
	return b.Bet.X + g.chip*1.3, b.Bet.Y + g.chip*0.3
}

// dealerCard is the centre of the dealer's k-th card.
func (g geom) dealerCard(k int) (float64, float64) {
	x := g.t.Dealer.X - g.cw*0.6
	if k >= 1 {
		x = g.t.Dealer.X + g.cw*0.6 + float64(k-1)*g.cw*0.5
	}
	return x, g.t.Dealer.Y
}

// dealerRect is the clickable area of the dealer's place.
func (g geom) dealerRect() draw.R {
	return draw.R{X: g.t.Dealer.X - g.cw*1.3, Y: g.t.Dealer.Y - g.ch*0.62, W: g.cw * 4.4, H: g.ch * 1.24}
}
