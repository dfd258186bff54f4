package bjtable

import (
	"testing"

	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/scenes/draw"
	"sabot/scenes/scenetest"
	"sabot/scenes/widget"
)

// Issue 24: at the Shuffler Mate's table (004) the dealer's call
// («Assicurazione?» with its article) was written over the felt's printed
// words. At every blackjack table, in every language, every call the
// dealer says, with the article beside it, stays clear of the printed
// words, of the dealer's cards, of the shoe and of the discard holder, and
// is written at three quarters of its size or more.
func TestDealersCallClearOfTheFeltsWords(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	for _, id := range []string{"italian-classic", "italian-shuffler", "italian-shuffler-shoe", "italian-online", "argentine"} {
		s := seat(t, a, id, 0)
		g := s.geom
		for _, lang := range locales.Langs() {
			a.SetLang(lang)
			f := a.Frame
			arcs := g.Table.TextArcs(a.Fonts, draw.BlackjackTexts(a.Loc, s.d.Rules()))
			keep := map[string]draw.R{"shoe": g.Table.Sabot, "discard holder": g.Table.Discard}
			for k := 0; k < 4; k++ {
				x, y := g.DealerCard(k)
				keep["dealer's card"] = g.CardRect(x, y, false)
			}
			for p := blackjack.SayCloseBets; p <= blackjack.SayHandTotal; p++ {
				s.announce(blackjack.Event{Phrase: p, Total: 17})
				px := s.banner.Rect()
				if px.W == 0 {
					t.Fatalf("%s %s %s: no call written", id, lang, p)
				}
				r := draw.R{X: (px.X - f.OX) / f.S, Y: (px.Y - f.OY) / f.S, W: px.W / f.S, H: px.H / f.S}
				for name, o := range keep {
					if r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H {
						t.Errorf("%s %s %s: the call %q %q at %+v over the %s %+v", id, lang, p, s.banner.Text, s.banner.Cite, r, name, o)
					}
				}
			words:
				for _, arc := range arcs {
					for i := 0.0; i <= 1; i += 0.05 {
						for j := 0.0; j <= 1; j += 0.1 {
							if arc.Contains(g.Table.CX, g.Table.CY, r.X+i*r.W, r.Y+j*r.H) {
								t.Errorf("%s %s %s: the call %q at %+v over the felt's words %+v", id, lang, p, s.banner.Text, r, arc)
								break words
							}
						}
					}
				}
				if call, cite := s.banner.Sizes(); call < f.L(24*widget.BannerMinScale)-1e-9 || cite < f.L(12)-1e-9 {
					t.Errorf("%s %s %s: the call %q at %.1f, its article %q at %.1f", id, lang, p, s.banner.Text, call/f.S, s.banner.Cite, cite/f.S)
				}
			}
		}
	}
}
