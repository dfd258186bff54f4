package school

import (
	"fmt"
	"math"
	"testing"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/scenetest"
)

// gap is the distance between two rectangles, 0 when they touch or
// overlap.
func gap(a, b draw.R) float64 {
	dx := math.Max(0, math.Max(a.X-(b.X+b.W), b.X-(a.X+a.W)))
	dy := math.Max(0, math.Max(a.Y-(b.Y+b.H), b.Y-(a.Y+a.H)))
	return math.Hypot(dx, dy)
}

// The dealer school's totals' badges (the Italian reader's screens: at the
// classic table box 3's badge lay under box 2's cards, and box 4's «21»
// between boxes 4 and 3 was nobody's clearly): at every blackjack table,
// every box with two to four cards, or boxes of two cards beside boxes of
// five, or a box split, the dealer with five cards, each badge as wide as
// its widest label in every language («Black Jack» on two cards, else a
// soft «10/20») lies inside the felt, over no other hand's cards, no
// dealer's card, the sabot, the discard holder or another badge, and
// nearer its own hand's cards than any other box's. (Beyond five cards a
// box's hand reaches its neighbour's cards themselves.)
func TestSchoolTotalBadgesBesideTheirOwnHands(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	f := draw.NewFrame(1280, 800)
	face := draw.Face(a.Fonts.Bold, f.L(badgeH)*0.62)
	// A Black Jack's badge is on a hand of two cards; a longer hand's
	// widest is a soft total of two numbers.
	bj, soft := 0.0, 0.0
	for _, l := range locales.Langs() {
		a.SetLang(l)
		bj = max(bj, badgeWidth(draw.Width(face, a.Loc.T(locales.SchoolBadgeBlackjack))/f.S))
		soft = max(soft, badgeWidth(draw.Width(face, "10/20")/f.S))
	}
	for _, id := range []string{"italian-classic", "italian-shuffler", "italian-shuffler-shoe", "italian-online", "argentine"} {
		r, err := rules.ByID(id)
		if err != nil {
			t.Fatal(err)
		}
		g := newGeom(r)
		type layout struct {
			name  string
			hands []feltHand
		}
		var layouts []layout
		for n := 2; n <= 4; n++ {
			var hs []feltHand
			for b := 1; b <= r.Boxes; b++ {
				hs = append(hs, feltHand{box: b, hand: 1, hands: 1, cards: n})
			}
			layouts = append(layouts, layout{fmt.Sprintf("every box %d cards", n), hs})
		}
		for _, few := range []int{0, 1} {
			var hs []feltHand
			for b := 1; b <= r.Boxes; b++ {
				n := 5
				if b%2 == few {
					n = 2
				}
				hs = append(hs, feltHand{box: b, hand: 1, hands: 1, cards: n})
			}
			layouts = append(layouts, layout{fmt.Sprintf("2 and 5 cards (%d)", few), hs})
		}
		for split := 1; split <= r.Boxes; split++ {
			for n := 2; n <= 4; n++ {
				var hs []feltHand
				for b := 1; b <= r.Boxes; b++ {
					if b == split {
						hs = append(hs, feltHand{box: b, hand: 1, hands: 2, cards: n}, feltHand{box: b, hand: 2, hands: 2, cards: n})
						continue
					}
					hs = append(hs, feltHand{box: b, hand: 1, hands: 1, cards: 3})
				}
				layouts = append(layouts, layout{fmt.Sprintf("box %d split, %d cards each", split, n), hs})
			}
		}
		for _, l := range layouts {
			ws := make([]float64, len(l.hands))
			for i, h := range l.hands {
				ws[i] = soft
				if h.cards == 2 && h.hands == 1 {
					ws[i] = bj
				}
			}
			const dealerCards = 5
			places := g.badgePlaces(l.hands, ws, dealerCards)
			var fixed []draw.R
			for k := range dealerCards {
				x, y := g.dealerCard(k)
				fixed = append(fixed, draw.R{X: x - g.cw/2, Y: y - g.ch/2, W: g.cw, H: g.ch})
			}
			fixed = append(fixed, g.t.Sabot, g.t.Discard)
			for i, h := range l.hands {
				p := places[i]
				where := fmt.Sprintf("%s, %s: box %d hand %d's badge %+v", id, l.name, h.box, h.hand, p)
				if !inside(p, feltArea) {
					t.Errorf("%s: off the felt", where)
				}
				own := math.Inf(1)
				for k := range h.cards {
					own = min(own, gap(p, g.cardRect(h, k)))
				}
				for j, o := range l.hands {
					if j == i {
						continue
					}
					for k := range o.cards {
						c := g.cardRect(o, k)
						// A split hand's neighbour lies a few units off:
						// there, off its cards is enough.
						if d := gap(p, c); overlaps(p, c) || d <= own && o.box != h.box {
							t.Errorf("%s: %.1f from box %d hand %d's card %d, %.1f from its own", where, d, o.box, o.hand, k+1, own)
						}
					}
					if j < i && overlaps(p, places[j]) {
						t.Errorf("%s: over box %d hand %d's badge", where, o.box, o.hand)
					}
				}
				for _, o := range fixed {
					if overlaps(p, o) {
						t.Errorf("%s: over the dealer's cards, the sabot or the discard holder (%+v)", where, o)
					}
				}
			}
		}
	}
}
