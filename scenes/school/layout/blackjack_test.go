package layout

import (
	"testing"

	"sabot/rules"
	"sabot/scenes/draw"
)

// No box's hand, up to six cards and split in two, slides under the sabot
// or the discard holder: box 1's climbed under the shoe.
func TestSchoolHandsClearOfTheShoe(t *testing.T) {
	for _, r := range []rules.RuleSet{rules.ItalianClassic, rules.ItalianShuffler, rules.ItalianOnline, rules.Argentine} {
		g := NewBlackjack(r)
		for n := 1; n <= r.Boxes; n++ {
			for nh := 1; nh <= 2; nh++ {
				for h := 1; h <= nh; h++ {
					for k := 0; k < crowdedCards; k++ {
						x, y := g.Card(n, h, nh, k)
						c := draw.R{X: x - g.CW/2, Y: y - g.CH/2, W: g.CW, H: g.CH}
						for name, o := range map[string]draw.R{"sabot": g.T.Sabot, "discard holder": g.T.Discard} {
							if Overlaps(c, o) {
								t.Errorf("%s: box %d, hand %d of %d, card %d at %.0f,%.0f is under the %s %+v", r.ID, n, h, nh, k+1, x, y, name, o)
							}
						}
					}
				}
			}
		}
	}
}
