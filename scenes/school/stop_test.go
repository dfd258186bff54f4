package school

import (
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"sabot/driver/schooldriver"
	"sabot/game/blackjack"
	"sabot/game/punto"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/scenetest"
	"sabot/scenes/school/layout"
	"sabot/scenes/session"
)

// checkStopQuotes puts, in the stop the desk shows, the sentence of every
// article of the table's regulation in turn, and fails where the panel
// sets it under the readable size, cuts or loses a word of it, writes a
// line wider than the panel or below its foot, or leaves the screen
// between the header and the dealer's buttons.
func checkStopQuotes(t *testing.T, a *session.Context, d *desk, lang locales.Lang) {
	t.Helper()
	if d.Stopped == nil {
		t.Fatalf("%s %s: no stop", d.Rules.ID, lang)
	}
	f := a.Frame
	loc := a.Loc
	seen := map[string]bool{}
	var painted []draw.R
	for topic := rules.Topic(0); topic < 200; topic++ {
		q, art := d.Rules.Quote(topic), d.Rules.Article(topic)
		if q == "" || art == "" || seen[q] {
			continue
		}
		seen[q] = true
		d.Stopped.Article, d.Stopped.Quote = art, q
		lay := d.layStop()
		if !slices.Contains(painted, lay.Box) {
			// The panel painted is the panel laid out, in each place
			// and at each height it takes.
			painted = append(painted, lay.Box)
			d.Dirty = true
			scenetest.Ticks(t, a, 1)
			if !reflect.DeepEqual(d.stopShown, lay) {
				t.Errorf("%s %s: the panel painted %+v is not the one laid out %+v", d.Rules.ID, lang, d.stopShown, lay)
			}
		}
		what := d.Rules.ID + " " + string(lang) + " " + art
		if lay.Size < readable {
			t.Errorf("%s: the sentence set at %.0f units; want %.0f or more", what, lay.Size, readable)
		}
		want := strings.Join(strings.Fields(loc.T(locales.SchoolQuoteText, q)), " ")
		if got := strings.Join(lay.Quote, " "); got != want {
			t.Errorf("%s: the panel shows\n%q\nof the sentence\n%q", what, got, want)
		}
		// Every line, of what was done and why, of the article's heading
		// and of its sentence, within the panel's width.
		for _, set := range []struct {
			face  *text.GoTextFace
			lines []string
		}{
			{draw.Face(a.Fonts.Medium, f.L(layout.StopBodySize)), lay.Body},
			{draw.Face(a.Fonts.Bold, f.L(layout.StopBodySize)), lay.Head},
			{draw.Face(a.Fonts.Regular, f.L(lay.Size)), lay.Quote},
		} {
			for _, l := range set.lines {
				if w := draw.Width(set.face, l) / f.S; w > lay.Box.W-2*layout.StopPad+0.01 {
					t.Errorf("%s: %q is %.0f units wide in a panel %.0f wide", what, l, w, lay.Box.W)
				}
			}
		}
		foot := layout.StopPad + layout.StopTitleH + float64(len(lay.Body)+len(lay.Head))*layout.StopBodyLead + layout.StopHeadGap + float64(len(lay.Quote))*(lay.Size+layout.StopQuoteGap)
		if foot > lay.Box.H+0.01 {
			t.Errorf("%s: the words reach %.0f units down a panel %.0f high", what, foot, lay.Box.H)
		}
		if lay.Box.Y < layout.StopHighestAt || lay.Box.Y+lay.Box.H > rowY[0] {
			t.Errorf("%s: the panel %+v is not between the header and the dealer's buttons", what, lay.Box)
		}
	}
	if len(seen) == 0 {
		t.Fatalf("%s: no article with its sentence", d.Rules.ID)
	}
}

// The regulation's sentence in the stop's panel («Alt!», «¡Alto!») is the
// sentence that matters most, and was set at 9-10 px at 1280×800 and cut
// where even that did not hold it: at every table, in every language and
// for every article of its regulation it is now whole, at the school's
// readable size or larger, inside the panel, which grows upwards where the
// words need it.
func TestSchoolStopQuoteWholeAndReadable(t *testing.T) {
	for _, id := range []string{"italian-classic", "italian-shuffler", "italian-shuffler-shoe", "italian-online", "argentine"} {
		t.Run(id, func(t *testing.T) {
			for _, l := range locales.Langs() {
				a, s := open(t, id)
				a.SetLang(l)
				waitDealer(t, a, s)
				take(t, a, s, blackjack.Action{Kind: blackjack.DealerStand})
				checkStopQuotes(t, a, &s.desk, l)
				// The longest reason the school gives, between the longest
				// steps, over every sentence.
				st := s.Stopped
				st.Did = schooldriver.StepText(a.Loc, blackjack.Action{Kind: blackjack.Pay, Box: 4, Hand: 2, Bet: blackjack.InsuranceBet, Amount: rules.Units(75) / 2})
				st.Due, st.Why = st.Did, a.Loc.T(locales.SchoolWhyInsuranceLosesNo)
				checkStopQuotes(t, a, &s.desk, l)
			}
		})
	}
	t.Run("super-punto-banco", func(t *testing.T) {
		for _, l := range locales.Langs() {
			a, s := openPunto(t)
			a.SetLang(l)
			pbWait(t, a, s)
			pbTake(t, a, s, punto.Action{Kind: punto.Deal, Side: punto.Punto})
			checkStopQuotes(t, a, &s.desk, l)
		}
	})
}

// boxThing is something of a box's on the felt the stop's panel must
// not cover: what it is, whose, and where.
type boxThing struct {
	what string
	box  int
	r    draw.R
}

// boxThings are the places of every box's things at table r: its circles,
// its number, its player's name (the widest of every language's list, as
// he thinks) and his answer over it (the widest), its first two cards and
// its side bets' stacks.
func boxThings(t *testing.T, a *session.Context, r rules.RuleSet) []boxThing {
	t.Helper()
	f := draw.NewFrame(1280, 800)
	small := draw.Face(a.Fonts.Medium, f.L(13))
	label := draw.Face(a.Fonts.Bold, f.L(15))
	widest, answer := 0.0, 0.0
	for _, l := range locales.Langs() {
		a.SetLang(l)
		for _, c := range []string{"it", "ar"} {
			for _, n := range strings.Split(a.Loc.T(locales.BJNames(c)), ",") {
				widest = max(widest, draw.Width(small, a.Loc.T(locales.SchoolThinking, strings.TrimSpace(n)))/f.S)
			}
		}
		for _, k := range []locales.Key{locales.ActionHit, locales.ActionStand, locales.ActionDouble, locales.ActionSplit, locales.SchoolOpenNoCut} {
			answer = max(answer, draw.Width(label, a.Loc.T(k))/f.S)
		}
	}
	g := layout.NewBlackjack(r)
	var things []boxThing
	for _, b := range g.T.Boxes {
		n := b.Number
		for _, c := range b.Circles {
			things = append(things, boxThing{"circle", n, draw.R{X: c.X - c.R, Y: c.Y - c.R, W: 2 * c.R, H: 2 * c.R}})
		}
		things = append(things, boxThing{"number", n, g.NumberRect(n)})
		px, py := g.T.CX+math.Cos(b.Angle)*g.T.Radius, g.T.CY+math.Sin(b.Angle)*g.T.Radius
		things = append(things, boxThing{"player", n, draw.R{X: px - widest/2, Y: py - 6, W: widest, H: 16}})
		bx, by := g.BubbleAt(n, answer, px, py)
		things = append(things, boxThing{"answer", n, draw.R{X: bx - answer/2, Y: by - layout.BubbleH/2, W: answer, H: layout.BubbleH}})
		things = append(things, boxThing{"cards", n, g.HandRect(n, 1, 1, 2)})
		for _, insurance := range []bool{false, true} {
			sx, sy := g.Side(n, insurance)
			things = append(things, boxThing{"side bet", n, draw.R{X: sx - g.Chip*0.7, Y: sy - g.Chip*0.9, W: g.Chip * 1.4, H: g.Chip * 1.6}})
		}
	}
	return things
}

// The stop's panel at its least place covers nothing of a box at any
// blackjack table: not its circles, its number, its player's name nor his
// answer over it, nor its first cards or side bets; the article's button
// beside the title, or at the foot of a narrow panel, neither. (At the
// five-box online table box 4's player sits in the bottom-left corner the
// seven-box tables' panel takes: there it stands at the felt's left side.)
// Its tall place at the felt's side, grown to its top, covers nothing
// either but, at the seven-box tables, box 6's player and his answer.
func TestSchoolStopPanelCoversNoBox(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	for _, r := range []rules.RuleSet{rules.ItalianClassic, rules.ItalianShuffler, rules.ItalianShufflerShoe, rules.ItalianOnline, rules.Argentine} {
		room := stopRoom(r)
		for _, o := range boxThings(t, a, r) {
			least := room.Least()
			if layout.Overlaps(least, o.r) {
				t.Errorf("%s: the stop's panel %+v covers box %d's %s %+v", r.ID, least, o.box, o.what, o.r)
			}
			if btn := layout.ArticleButton(least); layout.Overlaps(btn, o.r) {
				t.Errorf("%s: the article's button %+v covers box %d's %s %+v", r.ID, btn, o.box, o.what, o.r)
			}
			// The tall place grown to its top: over box 6's player at
			// the seven-box tables, nothing else.
			tallest := layout.StopPlace(room.Tall, room.Top, math.Inf(1))
			allowed := r.Boxes == 7 && o.box == 6 && (o.what == "player" || o.what == "answer")
			if !allowed && layout.Overlaps(tallest, o.r) {
				t.Errorf("%s: the stop's panel at its tallest %+v covers box %d's %s %+v", r.ID, tallest, o.box, o.what, o.r)
			}
			if btn := layout.ArticleButton(tallest); layout.Overlaps(btn, o.r) {
				t.Errorf("%s: the article's button of the tallest panel %+v covers box %d's %s %+v", r.ID, btn, o.box, o.what, o.r)
			}
		}
	}
}

// Grown to hold a long sentence of the regulation, the stop's panel went
// up over box 6 at the seven-box tables (its number and a circle's edge,
// its player's name seen through the panel), and at the online table it
// always covered box 4's player. Now, for every article of every table's
// regulation in every language, the panel and its article's button cover
// nothing of a box but, at the seven-box tables, box 6's player and his
// answer; the panel painted hides no player's name in the corner, and at
// the side box 6's only (not seen through the panel).
func TestSchoolStopPanelCoversNoBoxWhateverItSays(t *testing.T) {
	for _, id := range []string{"italian-classic", "italian-shuffler", "italian-shuffler-shoe", "italian-online", "argentine"} {
		t.Run(id, func(t *testing.T) {
			a, s := open(t, id)
			waitDealer(t, a, s)
			take(t, a, s, blackjack.Action{Kind: blackjack.DealerStand})
			d := &s.desk
			if d.Stopped == nil {
				t.Fatal("no stop")
			}
			things := boxThings(t, a, d.Rules)
			seated6 := d.Rules.Boxes == 7 && s.d.Seats[6].Name != ""
			hid6 := false
			for _, l := range locales.Langs() {
				a.SetLang(l)
				for topic := rules.Topic(0); topic < 200; topic++ {
					q, art := d.Rules.Quote(topic), d.Rules.Article(topic)
					if q == "" || art == "" {
						continue
					}
					d.Stopped.Article, d.Stopped.Quote = art, q
					box := d.layStop().Box
					d.Dirty = true
					scenetest.Ticks(t, a, 1)
					// The players' names the panel hid as it was painted:
					// none in the corner, box 6's at most at the side.
					switch {
					case box == stopRoom(d.Rules).Wide && len(d.hiddenPlayers) > 0,
						len(d.hiddenPlayers) > 1,
						len(d.hiddenPlayers) == 1 && (d.Rules.Boxes != 7 || d.hiddenPlayers[0] != 6):
						t.Errorf("%s %s: the panel %+v hid the players of boxes %v", l, art, box, d.hiddenPlayers)
					}
					hid6 = hid6 || slices.Contains(d.hiddenPlayers, 6)
					for _, o := range things {
						allowed := d.Rules.Boxes == 7 && o.box == 6 && (o.what == "player" || o.what == "answer")
						if !allowed && layout.Overlaps(box, o.r) {
							t.Errorf("%s %s: the stop's panel %+v covers box %d's %s %+v", l, art, box, o.box, o.what, o.r)
						}
						if btn := layout.ArticleButton(box); layout.Overlaps(btn, o.r) {
							t.Errorf("%s %s: the article's button %+v covers box %d's %s %+v", l, art, btn, o.box, o.what, o.r)
						}
					}
				}
			}
			if seated6 && !hid6 {
				t.Error("box 6's player is seated and no panel at the felt's side hid his name")
			}
		})
	}
}
