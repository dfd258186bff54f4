package bjtable

import (
	"math"
	"testing"

	"sabot/game/blackjack"
	"sabot/rules"
	"sabot/scenes/bjtable/felt"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
)

// Issue 15: the split hand being played is marked; no other hand is, nor
// a box with one hand, nor anything once the dealer plays or the round is
// over.
func TestActiveSplitHandMarked(t *testing.T) {
	second := blackjack.Turn{Box: 7, Hand: 2}
	cases := []struct {
		what   string
		turn   blackjack.Turn
		over   bool
		box, h int
		nh     int
		want   bool
	}{
		{"box 7's second hand, its turn", second, false, 7, 1, 2, true},
		{"box 7's first hand, done", second, false, 7, 0, 2, false},
		{"another box's second hand", second, false, 6, 1, 2, false},
		{"a box of one hand", blackjack.Turn{Box: 7, Hand: 1}, false, 7, 0, 1, false},
		{"the dealer's turn", blackjack.Turn{Box: 7, Hand: 2, Dealer: true}, false, 7, 1, 2, false},
		{"the round over", second, true, 7, 1, 2, false},
		{"a co-bettor's question on the hand", blackjack.Turn{Box: 7, Hand: 2, Stake: 2}, false, 7, 1, 2, true},
	}
	for _, c := range cases {
		if got := activeSplitHand(c.turn, c.over, c.box, c.h, c.nh); got != c.want {
			t.Errorf("%s: marked %v; want %v", c.what, got, c.want)
		}
	}
}

// overlap reports whether rectangles a and b share more than a hair.
func overlap(a, b draw.R) bool {
	const hair = 0.01
	return a.X+hair < b.X+b.W && b.X+hair < a.X+a.W && a.Y+hair < b.Y+b.H && b.Y+hair < a.Y+a.H
}

// Issue 15: at every box of every blackjack table, the split hands (two,
// up to four where the table allows resplits) of up to felt.HandMaxCards cards,
// a double's card and a split ace's crosswise too, never cover the index
// corner of another hand's card, nor do their labels (written under the
// cards), and lie on the felt below the sabot's band.
func TestSplitHandsKeepCornersInSight(t *testing.T) {
	type card struct {
		x, y, sc float64
		cross    bool
	}
	for _, r := range rules.All() {
		if !r.IsBlackjack() {
			continue
		}
		g := felt.New(r)
		band := g.Table.Sabot.Y + g.Table.Sabot.H
		for box := 1; box <= r.Boxes; box++ {
			for nh := 2; nh <= r.MaxHands; nh++ {
				hands := make([][]card, nh)
				labels := make([]draw.R, nh)
				for h := range hands {
					at := func(k int, cross bool) card {
						x, y, sc := g.CardAt(box, h, nh, g.HandSpan(felt.HandMaxCards, false), k, cross)
						return card{x, y, sc, cross}
					}
					for k := 0; k < felt.HandMaxCards; k++ {
						hands[h] = append(hands[h], at(k, false))
					}
					hands[h] = append(hands[h], at(2, true)) // a double's card
					ace := at(1, true)                       // a split ace's card (004 Divisione)
					hands[h] = append(hands[h], ace)
					if a := at(0, false); overlap(g.CardRectS(ace.x, ace.y, true, ace.sc), g.IndexCornerS(a.x, a.y, false, a.sc)) {
						t.Errorf("%s box %d, hand %d of %d: a split ace's card crosswise covers the ace's corner", r.ID, box, h+1, nh)
					}
					labels[h] = g.HandLabelRect(box, h, nh, g.HandSpan(felt.HandMaxCards, false))
				}
				for a := range hands {
					for _, c := range hands[a] {
						cr := g.CardRectS(c.x, c.y, c.cross, c.sc)
						for _, p := range [][2]float64{{cr.X, cr.Y}, {cr.X + cr.W, cr.Y}, {cr.X, cr.Y + cr.H}, {cr.X + cr.W, cr.Y + cr.H}} {
							if p[1] < band || p[1] < g.Table.CY || math.Hypot(p[0]-g.Table.CX, p[1]-g.Table.CY) > g.Table.Radius {
								t.Errorf("%s box %d, hand %d of %d: a card's corner (%.0f, %.0f) is off the felt or in the sabot's band", r.ID, box, a+1, nh, p[0], p[1])
							}
						}
						for b := range hands {
							if b == a {
								continue
							}
							for k, d := range hands[b] {
								corner := g.IndexCornerS(d.x, d.y, d.cross, d.sc)
								if overlap(cr, corner) {
									t.Errorf("%s box %d, %d hands: a card of hand %d covers the corner of hand %d's card %d (crosswise %v)", r.ID, box, nh, a+1, b+1, k+1, d.cross)
								}
								if overlap(labels[a], corner) {
									t.Errorf("%s box %d, %d hands: hand %d's label covers the corner of hand %d's card %d (crosswise %v)", r.ID, box, nh, a+1, b+1, k+1, d.cross)
								}
							}
						}
					}
				}
			}
		}
	}
}

// 004 Divisione: at the Shuffler Mate table a split ace's one card "dovrà
// essere posta trasversalmente rispetto ad ogni asso", as the dealer school
// lays it; at the Italian casino (000 Art.11) it lies as any other card.
func TestSplitAcesCardsCrosswise(t *testing.T) {
	for _, c := range []struct {
		id    string
		cross bool
	}{
		{"italian-shuffler", true},
		{"italian-classic", false},
	} {
		a := scenetest.New(t, t.TempDir())
		s := trainerTable(t, a, c.id, false)
		tn := seek(t, a, s, 400, func(tn blackjack.Turn) bool {
			if tn.Question != blackjack.AskPlay || !tn.Options.Has(blackjack.OptSplit) || !s.userTurn() {
				return false
			}
			h := s.d.Round().Box(tn.Box).Hands[tn.Hand-1].Cards
			return len(h) == 2 && h[0].Rank == rules.Ace && h[1].Rank == rules.Ace
		})
		act(t, a, s, scenetest.Key(input.Split))
		hs := s.view.boxes[tn.Box]
		if len(hs) != 2 {
			t.Fatalf("%s: %d hands on box %d after splitting aces; want 2", c.id, len(hs), tn.Box)
		}
		for h, hv := range hs {
			if len(hv.cards) != 2 {
				t.Fatalf("%s: split ace %d has %d cards; want its one card", c.id, h+1, len(hv.cards))
			}
			if ace := s.view.cards[hv.cards[0]]; ace.cross {
				t.Errorf("%s: split ace %d crosswise", c.id, h+1)
			}
			if got := s.view.cards[hv.cards[1]].cross; got != c.cross {
				t.Errorf("%s: split ace %d's card crosswise %v; want %v", c.id, h+1, got, c.cross)
			}
		}
	}
}
