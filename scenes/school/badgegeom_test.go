package school

import (
	"fmt"
	"math"
	"testing"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/scenetest"
	"sabot/scenes/school/layout"
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
	face := draw.Face(a.Fonts.Bold, f.L(layout.BadgeH)*0.62)
	// A Black Jack's badge is on a hand of two cards; a longer hand's
	// widest is a soft total of two numbers.
	bj, soft := 0.0, 0.0
	for _, l := range locales.Langs() {
		a.SetLang(l)
		bj = max(bj, layout.BadgeWidth(draw.Width(face, a.Loc.T(locales.SchoolBadgeBlackjack))/f.S))
		soft = max(soft, layout.BadgeWidth(draw.Width(face, "10/20")/f.S))
	}
	for _, id := range []string{"italian-classic", "italian-shuffler", "italian-shuffler-shoe", "italian-online", "argentine"} {
		r, err := rules.ByID(id)
		if err != nil {
			t.Fatal(err)
		}
		g := layout.NewBlackjack(r)
		type arrangement struct {
			name  string
			hands []layout.FeltHand
		}
		var layouts []arrangement
		for n := 2; n <= 4; n++ {
			var hs []layout.FeltHand
			for b := 1; b <= r.Boxes; b++ {
				hs = append(hs, layout.FeltHand{Box: b, Hand: 1, Hands: 1, Cards: n})
			}
			layouts = append(layouts, arrangement{fmt.Sprintf("every box %d cards", n), hs})
		}
		for _, few := range []int{0, 1} {
			var hs []layout.FeltHand
			for b := 1; b <= r.Boxes; b++ {
				n := 5
				if b%2 == few {
					n = 2
				}
				hs = append(hs, layout.FeltHand{Box: b, Hand: 1, Hands: 1, Cards: n})
			}
			layouts = append(layouts, arrangement{fmt.Sprintf("2 and 5 cards (%d)", few), hs})
		}
		for split := 1; split <= r.Boxes; split++ {
			for n := 2; n <= 4; n++ {
				var hs []layout.FeltHand
				for b := 1; b <= r.Boxes; b++ {
					if b == split {
						hs = append(hs, layout.FeltHand{Box: b, Hand: 1, Hands: 2, Cards: n}, layout.FeltHand{Box: b, Hand: 2, Hands: 2, Cards: n})
						continue
					}
					hs = append(hs, layout.FeltHand{Box: b, Hand: 1, Hands: 1, Cards: 3})
				}
				layouts = append(layouts, arrangement{fmt.Sprintf("box %d split, %d cards each", split, n), hs})
			}
		}
		for _, l := range layouts {
			ws := make([]float64, len(l.hands))
			for i, h := range l.hands {
				ws[i] = soft
				if h.Cards == 2 && h.Hands == 1 {
					ws[i] = bj
				}
			}
			const dealerCards = 5
			places := g.BadgePlaces(l.hands, ws, dealerCards)
			var fixed []draw.R
			for k := range dealerCards {
				x, y := g.DealerCard(k)
				fixed = append(fixed, draw.R{X: x - g.CW/2, Y: y - g.CH/2, W: g.CW, H: g.CH})
			}
			fixed = append(fixed, g.T.Sabot, g.T.Discard)
			for i, h := range l.hands {
				p := places[i]
				where := fmt.Sprintf("%s, %s: box %d hand %d's badge %+v", id, l.name, h.Box, h.Hand, p)
				if !layout.Inside(p, layout.Felt) {
					t.Errorf("%s: off the felt", where)
				}
				own := math.Inf(1)
				for k := range h.Cards {
					own = min(own, gap(p, g.CardRect(h, k)))
				}
				for j, o := range l.hands {
					if j == i {
						continue
					}
					for k := range o.Cards {
						c := g.CardRect(o, k)
						// A split hand's neighbour lies a few units off:
						// there, off its cards is enough.
						if d := gap(p, c); layout.Overlaps(p, c) || d <= own && o.Box != h.Box {
							t.Errorf("%s: %.1f from box %d hand %d's card %d, %.1f from its own", where, d, o.Box, o.Hand, k+1, own)
						}
					}
					if j < i && layout.Overlaps(p, places[j]) {
						t.Errorf("%s: over box %d hand %d's badge", where, o.Box, o.Hand)
					}
				}
				for _, o := range fixed {
					if layout.Overlaps(p, o) {
						t.Errorf("%s: over the dealer's cards, the sabot or the discard holder (%+v)", where, o)
					}
				}
			}
		}
	}
}
