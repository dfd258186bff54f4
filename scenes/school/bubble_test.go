package school

import (
	"math"
	"testing"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/scenetest"
	"sabot/scenes/school/layout"
)

// A player's answer over his name clears his box's number (the Italian
// reader's screen: «No, grazie» over Giulia lay over the number of
// position 2 at the Shuffler Mate's table): at every blackjack table, for
// every box, the widest answers in every language; and it stays on the
// screen.
func TestSchoolPlayersAnswerClearsTheBoxNumber(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	f := draw.NewFrame(1280, 800)
	label := draw.Face(a.Fonts.Bold, f.L(15))
	var widths []float64
	for _, l := range locales.Langs() {
		a.SetLang(l)
		for _, k := range []locales.Key{locales.SchoolOpenNoCut, locales.BJCallStandResto, locales.BJCallStandNo, locales.ActionStand, locales.ActionHit, locales.ActionDouble, locales.BJEvenMoney} {
			widths = append(widths, draw.Width(label, a.Loc.T(k))/f.S)
		}
	}
	for _, id := range []string{"italian-classic", "italian-shuffler", "italian-shuffler-shoe", "italian-online", "argentine"} {
		r, err := rules.ByID(id)
		if err != nil {
			t.Fatal(err)
		}
		g := layout.NewBlackjack(r)
		for n := 1; n <= r.Boxes; n++ {
			b := g.Box(n)
			px, py := g.T.CX+math.Cos(b.Angle)*g.T.Radius, g.T.CY+math.Sin(b.Angle)*g.T.Radius
			for _, w := range widths {
				x, y := g.BubbleAt(n, w, px, py)
				br := draw.R{X: x - w/2, Y: y - layout.BubbleH/2, W: w, H: layout.BubbleH}
				if layout.Overlaps(br, g.NumberRect(n)) {
					t.Errorf("%s box %d: the answer %+v over the number %+v", id, n, br, g.NumberRect(n))
				}
				if br.X < 0 || br.X+br.W > 1280 {
					t.Errorf("%s box %d: the answer %+v off the screen", id, n, br)
				}
			}
		}
	}
}
