package layout

import (
	"math"

	"sabot/scenes/draw"
)

// The totals' badges: each beside its own hand, clear of every other
// hand's cards, so that a total is read as its hand's. The usual place is
// right of the hand's last card, near its top; where a neighbour's cards
// come too close there (the boxes climb the arc, box 2's cards up and right
// of box 3's), the badge goes above the last card, or left of the first.

// BadgeH is a total's badge's height, in design units.
const BadgeH = 20.0

// badgeClear is the felt a badge keeps from the cards of any hand not its
// own, in design units: more than the gap to its own cards (badgeGap), so
// that a badge is nearer its hand than any other.
const badgeClear = 8.0

// badgeGap is the felt between a badge and its own hand's nearest card.
const badgeGap = 6.0

// FeltHand is a hand with its cards on the felt: box, hand (from 1), the
// box's hands and the hand's cards.
type FeltHand struct {
	Box, Hand, Hands, Cards int
}

// CardRect is the rectangle of card k of a hand.
func (g Blackjack) CardRect(h FeltHand, k int) draw.R {
	x, y := g.Card(h.Box, h.Hand, h.Hands, k)
	return draw.R{X: x - g.CW/2, Y: y - g.CH/2, W: g.CW, H: g.CH}
}

// BadgeWidth is the width of a badge of a label whose text is text wide,
// both in design units (draw.Badge: the text and 0.4 of the height each
// side).
func BadgeWidth(text float64) float64 { return text + BadgeH*0.8 }

// BadgePlaces returns where the totals' badges of hands go (their
// rectangles, in design units), widths their badges' widths (0: the hand
// shows none): each at the first of its places clear of the other hands'
// cards, of the dealer's cards, of the sabot and the discard holder and of
// the badges placed before it, inside the felt; at the usual place when
// none is.
func (g Blackjack) BadgePlaces(hands []FeltHand, widths []float64, dealerCards int) []draw.R {
	var cards [][]draw.R // every hand's cards
	for _, h := range hands {
		var rs []draw.R
		for k := range h.Cards {
			rs = append(rs, g.CardRect(h, k))
		}
		cards = append(cards, rs)
	}
	var fixed []draw.R // the dealer's cards, the sabot, the discard holder
	for k := range dealerCards {
		x, y := g.DealerCard(k)
		fixed = append(fixed, draw.R{X: x - g.CW/2, Y: y - g.CH/2, W: g.CW, H: g.CH})
	}
	fixed = append(fixed, g.T.Sabot, g.T.Discard)
	out := make([]draw.R, 0, len(hands))
	for i, h := range hands {
		if widths[i] == 0 || h.Cards == 0 {
			out = append(out, draw.R{})
			continue
		}
		places := g.badgeCandidates(h, widths[i])
		at := places[0]
		for _, p := range places {
			if g.badgeFree(p, i, hands, cards, fixed, out) {
				at = p
				break
			}
		}
		out = append(out, at)
	}
	return out
}

// badgeCandidates are the places of hand h's badge of width w, in order:
// right of the last card near its top (the usual place); above the last
// card, centred on it, then level with its right edge, then with the
// first card's left edge; left of the first card near its top; right of
// the last card near its bottom; left of the first card near its bottom.
func (g Blackjack) badgeCandidates(h FeltHand, w float64) []draw.R {
	last, first := g.CardRect(h, h.Cards-1), g.CardRect(h, 0)
	at := func(x, cy float64) draw.R { return draw.R{X: x, Y: cy - BadgeH/2, W: w, H: BadgeH} }
	top, bottom := g.CH*0.18, g.CH*0.82 // the badge's centre down a card
	above := min(last.Y, first.Y) - badgeGap - BadgeH/2
	return []draw.R{
		at(last.X+last.W+badgeGap, last.Y+top),
		at(last.CX()-w/2, above),
		at(last.X+last.W-w, above),
		at(first.X, above),
		at(first.X-badgeGap-w, first.Y+top),
		at(last.X+last.W+badgeGap, last.Y+bottom),
		at(first.X-badgeGap-w, first.Y+bottom),
	}
}

// badgeFree reports whether badge place p of hand i is clear: of the other
// boxes' cards by badgeClear, of the other hands of its box, the fixed
// things and the badges placed; inside the felt.
func (g Blackjack) badgeFree(p draw.R, i int, hands []FeltHand, cards [][]draw.R, fixed, placed []draw.R) bool {
	if !Inside(p, Felt) {
		return false
	}
	wide, near := grow(p, badgeClear), grow(p, 2)
	for j, rs := range cards {
		if j == i {
			continue
		}
		// A split hand's neighbour in its own box lies a few units away:
		// off its cards is enough there.
		keep := wide
		if hands[j].Box == hands[i].Box {
			keep = near
		}
		for _, c := range rs {
			if Overlaps(keep, c) {
				return false
			}
		}
	}
	for _, o := range append(append([]draw.R(nil), fixed...), placed...) {
		if o.W > 0 && Overlaps(near, o) {
			return false
		}
	}
	return true
}

// grow returns r grown by d on every side.
func grow(r draw.R, d float64) draw.R {
	return draw.R{X: r.X - d, Y: r.Y - d, W: r.W + 2*d, H: r.H + 2*d}
}

// inside reports whether r lies within area.
func Inside(r, area draw.R) bool {
	return r.X >= area.X && r.Y >= area.Y && r.X+r.W <= area.X+area.W && r.Y+r.H <= area.Y+area.H
}

// NumberRect is where the felt prints box n's number (draw.BlackjackTable's
// Paint: just outside the main circle, or near the rail where a box has
// several circles), as a rectangle a little larger than the digit.
func (g Blackjack) NumberRect(n int) draw.R {
	b := g.Box(n)
	nr := g.T.Radius*0.74 + b.Bet.R*1.2
	if len(b.Circles) > 1 {
		nr = g.T.Radius * 0.935
	}
	x, y := g.T.CX+nr*math.Cos(b.Angle), g.T.CY+nr*math.Sin(b.Angle)
	return draw.R{X: x - 12, Y: y - 13, W: 24, H: 26}
}

// BubbleH is the height of a player's answer over his name, design units.
const BubbleH = 18.0

// BubbleAt returns the centre of box n's player's answer of width w, over
// his name at (px, py): moved outwards, away from the table's middle, as
// far as it takes to clear the box's number («No, grazie» over Giulia was
// drawn over the number of position 2).
func (g Blackjack) BubbleAt(n int, w, px, py float64) (x, y float64) {
	x, y = px, py-16
	num := g.NumberRect(n)
	r := draw.R{X: x - w/2, Y: y - BubbleH/2, W: w, H: BubbleH}
	if !Overlaps(r, num) {
		return x, y
	}
	if px >= g.T.CX {
		return num.X + num.W + 6 + w/2, y
	}
	return num.X - 6 - w/2, y
}
