package layout

import (
	"math"

	"sabot/rules"
	"sabot/scenes/draw"
)

// Felt is the felt's area on the design canvas: the dealer's buttons
// take the bottom.
var Felt = draw.R{X: 20, Y: 46, W: 1240, H: 560}

// Blackjack is where things go on the school's blackjack felt, in design
// units.
type Blackjack struct {
	T      draw.BlackjackTable
	CW, CH float64 // a card's size
	Chip   float64 // a chip's diameter
}

// NewBlackjack lays out blackjack table r on the felt.
func NewBlackjack(r rules.RuleSet) Blackjack {
	cw := 48.0
	if r.Boxes <= 5 {
		cw = 54
	}
	return Blackjack{T: draw.LayoutBlackjack(r, Felt), CW: cw, CH: cw * draw.CardRatio, Chip: 30}
}

// Box returns box n's place (a safe one for a number out of range).
func (g Blackjack) Box(n int) draw.Box {
	if n < 1 || n > len(g.T.Boxes) {
		return draw.Box{Angle: math.Pi / 2, Bet: draw.Circle{X: g.T.CX, Y: g.T.CY + g.T.Radius*0.74}, Cards: draw.Circle{X: g.T.CX, Y: g.T.CY + g.T.Radius*0.6}}
	}
	return g.T.Boxes[n-1]
}

// Card is the centre of card k of hand h (from 1) among nh hands of box n:
// the hands side by side across the box, each hand's cards overlapping
// towards the dealer and to the right.
//
// An outer box's hand that would climb under the sabot or the discard
// holder (box 1 under the shoe) is laid clear of them: below their edge,
// its cards overlapping towards the table's middle and the player.
func (g Blackjack) Card(n, h, nh, k int) (float64, float64) {
	b := g.Box(n)
	x, y := b.Cards.X, b.Cards.Y
	if nh > 1 {
		x += (float64(h-1) - float64(nh-1)/2) * g.CW * 1.12
	}
	if bottom, crowded := g.Crowded(n); crowded {
		dir := 1.0
		if b.Cards.X > g.T.CX {
			dir = -1
		}
		y = math.Max(y, bottom+g.CH/2+cardClear)
		return x + dir*float64(k)*g.CW*0.3, y + float64(k)*g.CH*0.12
	}
	return x + float64(k)*g.CW*0.3, y - float64(k)*g.CH*0.17
}

// cardClear is the felt left between a hand and the sabot or the discard
// holder above it, in design units.
const cardClear = 4.0

// crowdedCards is how many cards of a hand the layout keeps clear of the
// sabot and the discard holder.
const crowdedCards = 6

// Crowded reports whether box n's hand, laid as usual (climbing towards
// the dealer and to the right), would reach the sabot or the discard
// holder within crowdedCards cards, and the lowest edge of those it reaches.
func (g Blackjack) Crowded(n int) (bottom float64, crowded bool) {
	b := g.Box(n)
	for k := range crowdedCards {
		x, y := b.Cards.X+float64(k)*g.CW*0.3, b.Cards.Y-float64(k)*g.CH*0.17
		c := draw.R{X: x - g.CW/2, Y: y - g.CH/2, W: g.CW, H: g.CH}
		for _, o := range [...]draw.R{g.T.Sabot, g.T.Discard} {
			if o.W > 0 && Overlaps(c, draw.R{X: o.X - cardClear, Y: o.Y - cardClear, W: o.W + 2*cardClear, H: o.H + 2*cardClear}) {
				bottom, crowded = math.Max(bottom, o.Y+o.H), true
			}
		}
	}
	return bottom, crowded
}

// Overlaps reports whether two rectangles share some area.
func Overlaps(a, b draw.R) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// HandRect is the clickable area of a hand: its cards and around them.
func (g Blackjack) HandRect(n, h, nh, cards int) draw.R {
	x0, y0 := g.Card(n, h, nh, 0)
	x1, y1 := g.Card(n, h, nh, max(cards-1, 0))
	left, right := math.Min(x0, x1)-g.CW/2, math.Max(x0, x1)+g.CW/2
	top, bottom := math.Min(y0, y1)-g.CH/2, math.Max(y0, y1)+g.CH/2
	return draw.R{X: left - 4, Y: top - 4, W: right - left + 8, H: bottom - top + 8}
}

// Stake is where a hand's main stake stands: on the bet circle, the split
// hands' stakes beside it.
func (g Blackjack) Stake(n, h, nh int) (float64, float64) {
	b := g.Box(n)
	x, y := b.Bet.X, b.Bet.Y
	if nh > 1 {
		x += (float64(h-1) - float64(nh-1)/2) * g.Chip * 1.25
	}
	return x, y
}

// Side is where a box's side bet stands: insurance on the insurance line
// towards the dealer, desafío and Perfect Pair beside the stake.
func (g Blackjack) Side(n int, insurance bool) (float64, float64) {
	b := g.Box(n)
	if insurance {
		r := g.T.InsuranceR
		if r == 0 {
			r = g.T.Radius * 0.46
		}
		return g.T.CX + r*math.Cos(b.Angle), g.T.CY + r*math.Sin(b.Angle)
	}
	if b.PerfectPair.R > 0 {
		return b.PerfectPair.X, b.PerfectPair.Y
	}
	return b.Bet.X + g.Chip*1.3, b.Bet.Y + g.Chip*0.3
}

// DealerCard is the centre of the dealer's k-th card.
func (g Blackjack) DealerCard(k int) (float64, float64) {
	x := g.T.Dealer.X - g.CW*0.6
	if k >= 1 {
		x = g.T.Dealer.X + g.CW*0.6 + float64(k-1)*g.CW*0.5
	}
	return x, g.T.Dealer.Y
}

// DealerRect is the clickable area of the dealer's place.
func (g Blackjack) DealerRect() draw.R {
	return draw.R{X: g.T.Dealer.X - g.CW*1.3, Y: g.T.Dealer.Y - g.CH*0.62, W: g.CW * 4.4, H: g.CH * 1.24}
}
