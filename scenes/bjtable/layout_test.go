package bjtable

import (
	"strings"
	"testing"

	"sabot/locales"
	"sabot/players"
	"sabot/save"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
)

// Issue 23 item 8: Tab at the online table changes the chart the trainer
// grades by and says so, each way; at a table whose casino publishes no
// chart it does nothing and says nothing.
func TestTabSaysTheGradingChart(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	s := trainerTable(t, a, "italian-online", true)
	before := len(a.Notices())
	scenetest.Press(t, a, scenetest.Key(input.Reference))
	if n := scenetest.LastNotice(a); !s.tr.published() || len(a.Notices()) == before || !strings.Contains(n, "casino publishes") || !strings.Contains(n, "Tab") {
		t.Errorf("Tab to the casino's chart: published %v, notice %q", s.tr.published(), n)
	}
	scenetest.Press(t, a, scenetest.Key(input.Reference))
	if n := scenetest.LastNotice(a); s.tr.published() || !strings.Contains(n, "exact chart") {
		t.Errorf("Tab back to the exact chart: published %v, notice %q", s.tr.published(), n)
	}

	b := scenetest.New(t, t.TempDir())
	trainerTable(t, b, "italian-classic", true)
	before = len(b.Notices())
	scenetest.Press(t, b, scenetest.Key(input.Reference))
	if len(b.Notices()) != before {
		t.Errorf("Tab at a table of no published chart said %q", scenetest.LastNotice(b))
	}
}

// Issue 23 item 8: the status line puts the user's question («what do you
// do?») only once every card has landed and nothing moves, at every speed
// that animates, round after round.
func TestQuestionAfterTheLastCardLands(t *testing.T) {
	for _, sp := range []save.Speed{save.SpeedNormal, save.SpeedFast} {
		a := scenetest.New(t, t.TempDir())
		s := seat(t, a, "italian-shuffler", save.MaxComputerPlayers)
		s.view.speed = sp.Factor()
		ask := a.Loc.T(locales.BJAskPlay)
		asked := 0
		for round := 0; round < 4; round++ {
			act(t, a, s, chipClick(0), boxClick(players.HomeBox(s.d.Rules())))
			a.Feed(scenetest.Key(input.Confirm))
			for i := 0; i < 3000 && s.d.Phase() != phaseOver; i++ {
				scenetest.Ticks(t, a, 1)
				if strings.Contains(s.status(), ask) {
					if s.view.busy() || s.queue.Busy() {
						t.Fatalf("%s, round %d: %q while cards still travel", sp, round+1, s.status())
					}
					asked++
					a.Feed(scenetest.Key(input.Stand))
				}
			}
			act(t, a, s, scenetest.Key(input.Clear))
		}
		if asked == 0 {
			t.Errorf("%s: the question never came", sp)
		}
	}
}

// Issue 23 item 8: «Back to the table» under the chart, with its key cap,
// stays inside its button's border, in type of 14 design units at least,
// in every language.
func TestChartBackButtonInsideItsBorder(t *testing.T) {
	for _, lang := range locales.Langs() {
		a := scenetest.New(t, t.TempDir())
		a.SetLang(lang)
		label := a.Loc.T(locales.TrainerChartBack)
		size, w := draw.ButtonLabel(a.Fonts, ovBack, label, input.Label(a.Loc, input.Chart))
		if w > ovBack.W*0.92 || size < 14 {
			t.Errorf("%s: %q with its key %.0f wide in type of %.1f, in a button %.0f wide", lang, label, w, size, ovBack.W)
		}
	}
}

// Issue 23 item 8: the players' names on the rail never run through the
// round's result: at a table of seven boxes, every free box bet, round
// after round until a result is written wide over the rail in front of
// boxes 3 and 5, at 1280×800 and at the smallest window, the names it
// would cross are not shown, the others are.
func TestNameTagsOffTheResult(t *testing.T) {
	for _, size := range [][2]int{{1280, 800}, {640, 400}} {
		a := scenetest.New(t, t.TempDir())
		a.Frame = draw.NewFrame(size[0], size[1])
		s := seat(t, a, "italian-classic", 2)
		s.Layout(a)
		crossed := 0
		for round := 0; round < 40 && crossed == 0; round++ {
			betAll(t, a, s)
			playOut(t, a, s)
			r := s.resultRect()
			for n := 1; n <= s.d.Rules().Boxes; n++ {
				name := s.d.Seats()[n].Name
				if !s.d.Seats()[n].Bot {
					name = a.Loc.T(locales.BJYou)
				}
				tag := s.nameTag(n, name)
				if overlap(tag, r) {
					crossed++
					if s.tagShown(tag) {
						t.Errorf("%dx%d: box %d's name %q %+v shown through the result %+v", size[0], size[1], n, name, tag, r)
					}
				} else if !s.tagShown(tag) {
					t.Errorf("%dx%d: box %d's name %q hidden off the result", size[0], size[1], n, name)
				}
			}
			act(t, a, s, scenetest.Key(input.Confirm))
		}
		if crossed == 0 {
			t.Errorf("%dx%d: no result in 40 rounds crossed a name: the test tests nothing", size[0], size[1])
		}
	}
}
