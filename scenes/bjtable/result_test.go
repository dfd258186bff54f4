package bjtable

import (
	"os"
	"testing"

	"sabot/game/blackjack"
	"sabot/game/blackjack/notation"
	"sabot/game/blackjack/script"
	"sabot/game/blackjack/setup"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/bjtable/felt"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
)

// The banner at the end of a round says what became of each of the user's
// stakes when they went different ways: one box +10 and one −10 is not a
// push, though the round's net is zero; a stake behind another player's
// box always has its line, with the box's holder; split hands that went
// different ways each say their net.
func TestResultBanner_MixedBoxesSayEachBox(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	loc := b.Locale(locales.English)
	u := rules.Units
	box := func(n int, net rules.Money) stakeNet { return stakeNet{box: n, net: net} }
	split := func(n int, side locales.Key, nets ...rules.Money) stakeNet {
		st := stakeNet{box: n}
		for i, m := range nets {
			st.net += m
			if i == len(nets)-1 && side != "" {
				st.add(side, m)
			} else {
				st.add("", m)
			}
		}
		return st
	}
	behind := func(n int, holder string, net rules.Money) stakeNet {
		return stakeNet{box: n, behind: true, holder: holder, net: net}
	}
	cases := []struct {
		name   string
		voided bool
		stakes []stakeNet
		want   string
	}{
		{"one box won", false, []stakeNet{box(2, u(10))}, "You win €10"},
		{"two boxes won", false, []stakeNet{box(2, u(10)), box(3, u(15))}, "You win €25"},
		{"two boxes lost", false, []stakeNet{box(2, u(-10)), box(3, u(-20))}, "You lose €30"},
		{"two pushes", false, []stakeNet{box(2, 0), box(3, 0)}, "Push: your stakes come back"},
		{"+10 and −10", false, []stakeNet{box(2, u(10)), box(3, u(-10))}, "Box 2 +€10, Box 3 −€10 · you are even"},
		{"won and pushed", false, []stakeNet{box(1, u(15)), box(4, 0)}, "Box 1 +€15, Box 4 Push · you win €15"},
		{"three ways", false, []stakeNet{box(1, u(20)), box(2, u(-10)), box(3, u(-25))}, "Box 1 +€20, Box 2 −€10, Box 3 −€25 · you lose €15"},
		// Issue 23: 25 on box 1, 20 on box 4, 25 behind box 7 whose
		// holder doubled, followed, and lost.
		{"behind a doubled box", false, []stakeNet{box(1, 0), box(4, u(20)), behind(7, "Luca", u(-50))},
			"Box 1 Push, Box 4 +€20, Box 7 (Luca's) −€50 · you lose €30"},
		{"behind alone, won", false, []stakeNet{behind(3, "Anna", u(10))}, "Box 3 (Anna's) +€10 · you win €10"},
		{"behind and own box lost", false, []stakeNet{box(4, u(-20)), behind(7, "Luca", u(-25))}, "Box 4 −€20, Box 7 (Luca's) −€25 · you lose €45"},
		// Issue 23: a 10-10 split, 21 wins and 13 loses, is not a push.
		{"split won and lost", false, []stakeNet{split(4, "", u(20), u(-20))}, "Box 4 +€20 / −€20 · you are even"},
		{"split won and pushed, insured", false, []stakeNet{split(4, locales.ActionInsurance, u(20), 0, u(-10))}, "Box 4 +€20 / Push / Insurance −€10 · you win €10"},
		{"void", true, []stakeNet{box(2, 0), box(3, 0)}, "Void round: every bet is returned"},
	}
	for _, c := range cases {
		if got, _ := resultBanner(loc, c.voided, c.stakes); got != c.want {
			t.Errorf("%s: %q; want %q", c.name, got, c.want)
		}
	}
}

// playEvents plays a hand script's round through the engine and returns
// its events and its boxes' nets.
func playEvents(t *testing.T, path string) (rules.RuleSet, []blackjack.Event, []blackjack.Box) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := script.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	rs, err := rules.ByID(sc.Rules)
	if err != nil {
		t.Fatal(err)
	}
	shoe, err := rules.StackedShoe(sc.Shoe)
	if err != nil {
		t.Fatal(err)
	}
	st := setup.Setup{Rules: rs, Shoe: shoe}
	for _, b := range sc.Boxes {
		st.Boxes = append(st.Boxes, setup.BoxBet{Box: b.Box, Player: b.Player, Bet: b.Bet, PerfectPair: b.PerfectPair})
	}
	r, err := blackjack.New(st)
	if err != nil {
		t.Fatal(err)
	}
	var events []blackjack.Event
	next := 0
	for !r.Done() {
		a, ok := r.NextDealerAction()
		if !ok {
			if next == len(sc.Decisions) {
				t.Fatalf("%s: decisions ran out", path)
			}
			if a, err = notation.ParseDecision(sc.Decisions[next]); err != nil {
				t.Fatal(err)
			}
			next++
		}
		ev, err := r.Apply(a)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		events = append(events, ev...)
	}
	return rs, events, r.Boxes()
}

// The labels on the felt add up to each box's net: the side bets'
// (insurance, Perfect Pair, desafío) have their own labels, and even money
// is the hand's.
func TestSideBetLabelsAddUpToTheBoxNet(t *testing.T) {
	cases := []struct {
		script string
		sides  int // side-bet labels
	}{
		{"../../examples/italian-online.json", 2},   // Perfect Pair +100, insurance −10
		{"../../examples/argentine.json", 1},        // desafío +10
		{"../../examples/italian-shuffler.json", 0}, // even money on the hand
		{"../../examples/italian-classic.json", 0},
	}
	for _, c := range cases {
		rs, events, boxes := playEvents(t, c.script)
		v := newView(felt.New(rs), rs.Boxes, 1)
		for _, e := range events {
			switch e.Kind {
			case blackjack.EvCard:
				v.deal(e.Box, e.Hand, e.Card, e.FaceDown, false)
			case blackjack.EvSplit:
				v.split(e.Box, e.Hand)
			case blackjack.EvSettled:
				v.settled(e)
			}
		}
		if len(v.sides) != c.sides {
			t.Errorf("%s: %d side-bet labels %+v; want %d", c.script, len(v.sides), v.sides, c.sides)
		}
		for i := range boxes {
			b := &boxes[i]
			if got := v.labelledNet(b.Number); got != b.Net() {
				t.Errorf("%s: box %d's labels add up to %s; its net is %s", c.script, b.Number, got, b.Net())
			}
		}
	}
}

// A stack of more than one chip has its amount written by it: its top chip
// alone would make a 20 look like a 10 and a 30 like a red 5.
func TestChipStackShowsItsAmount(t *testing.T) {
	cases := []struct {
		amount rules.Money
		shows  bool
	}{
		{rules.Units(10), false},
		{rules.Units(20), true},
		{rules.Units(30), true},
		{rules.Units(5), false},
		{rules.Units(25), false},
		{rules.Units(50), true},
		{rules.Money(1250), true},
	}
	for _, c := range cases {
		var st stackView
		st.setAmount(c.amount)
		if st.showsAmount() != c.shows {
			t.Errorf("a stack of %s (%d chips): shows its amount %v; want %v", c.amount, st.nchips, st.showsAmount(), c.shows)
		}
	}
}

// A finished soft hand has one total: a stood or doubled A9 is 20, not
// "10/20"; the dealer's A9 stands, so it reads 20; a hand still to play
// keeps both counts.
func TestFinishedSoftHandShowsOneTotal(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	loc := b.Locale(locales.English)
	total := func(cards string) rules.Total {
		cs, err := rules.ParseCards(cards)
		if err != nil {
			t.Fatal(err)
		}
		return rules.HandTotal(cs)
	}
	classic, _ := rules.ByID("italian-classic")
	h17 := classic
	h17.DealerHitsSoft17 = true
	cases := []struct {
		name     string
		cards    string
		finished bool
		want     string
	}{
		{"A9 to play", "AS 9H", false, "10/20"},
		{"A9 stood", "AS 9H", true, "20"},
		{"A8 doubled", "AS 8H", true, "19"},
		{"A5 to play", "AS 5H", false, "6/16"},
		{"hard 17", "TS 7H", false, "17"},
	}
	for _, c := range cases {
		if got := totalText(loc, total(c.cards), c.finished); got != c.want {
			t.Errorf("%s: %q; want %q", c.name, got, c.want)
		}
	}
	dealer := []struct {
		rs    rules.RuleSet
		cards string
		over  bool
		want  bool
	}{
		{classic, "AS", false, false},
		{classic, "AS 9H", false, true},
		{classic, "AS 6H", false, true},
		{h17, "AS 6H", false, false},
		{classic, "AS 5H", false, false},
		{classic, "AS 5H", true, true},
		{classic, "TS 6H", false, false},
		{classic, "TS 6H 8C", false, true},
	}
	for _, c := range dealer {
		cs, _ := rules.ParseCards(c.cards)
		if got := dealerFinished(c.rs, total(c.cards), len(cs), c.over); got != c.want {
			t.Errorf("dealer %s (hits soft 17 %v, round over %v): finished %v; want %v", c.cards, c.rs.DealerHitsSoft17, c.over, got, c.want)
		}
	}
}

// F2, F3 and F5 at the table open the rule sheet, the settings and the
// progress, as the README lists them; Back returns to the same table.
func TestTableKeysOpenRulesSettingsProgress(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	s := seat(t, a, "italian-classic", 0)
	for _, k := range []input.Action{input.Rules, input.Settings, input.Progress} {
		scenetest.Press(t, a, scenetest.Key(k))
		scenetest.Arrive(t, a)
		if a.Scene() == s {
			t.Errorf("%v did nothing at the table", k)
			continue
		}
		scenetest.Press(t, a, scenetest.Key(input.Back))
		scenetest.Arrive(t, a)
		if a.Scene() != s {
			t.Errorf("Back after %v went to %T, not the table", k, a.Scene())
		}
	}
}

// The notices at the table ("Box 7 is Luca's") do not cover the players'
// names on the rail, "You" on the home box first, at any table, nor the
// buttons, the chips' panel, the header or the cards, and stay on the
// screen: each is painted inside one of the table's areas for them. A
// short one and the save refused with a long path go on the status line
// under the buttons; the save refused with a folder's path of 97
// characters, which takes three lines there at the notices' smallest type,
// goes over the felt's far edge, in every language.
func TestNoticeDoesNotCoverTheRailNames(t *testing.T) {
	header := draw.R{W: draw.DesignW, H: headerBottom}
	buttons := draw.R{X: 0, Y: barY, W: draw.DesignW, H: barH}
	for _, r := range rules.All() {
		if !r.IsBlackjack() {
			continue
		}
		g := felt.New(r)
		areas := noticeAreas(g)
		band, onFelt := areas[0], areas[1]
		if band.Y < barY+barH || band.X < chipPanel.X+chipPanel.W || band.X+band.W > draw.DesignW || band.Y+band.H > draw.DesignH {
			t.Errorf("%s: the notices' band %+v covers the buttons (bottom %v) or the chips' panel (right %v), or leaves the screen", r.ID, band, barY+barH, chipPanel.X+chipPanel.W)
		}
		dealerTop := g.Table.Dealer.Y - g.CardH/2
		if onFelt.W < 800 || onFelt.H < 80 || onFelt.X < felt.Area.X || onFelt.X+onFelt.W > felt.Area.X+felt.Area.W || onFelt.Y < headerBottom || onFelt.Y+onFelt.H > dealerTop {
			t.Errorf("%s: the notices' area on the felt %+v is small, or leaves the felt %+v, or covers the header (bottom %v) or the dealer's cards (top %.0f)",
				r.ID, onFelt, felt.Area, headerBottom, dealerTop)
		}
		for n := 1; n <= r.Boxes; n++ {
			_, ry := felt.Radial(g.Box(n))
			py := g.Table.CY + ry*(g.Table.Radius+g.Table.Rail*0.5)
			for _, area := range areas {
				if py+11 > area.Y && py-11 < area.Y+area.H {
					t.Errorf("%s: the name of box %d (y %.0f) is under the notices' area %+v", r.ID, n, py, area)
				}
			}
		}
	}

	// The notices as painted.
	a := scenetest.New(t, t.TempDir())
	tbl := seat(t, a, "italian-classic", 0)
	areas := noticeAreas(tbl.geom)
	long := "/home/usuario-con-un-nombre-largo/.config/sabot/partidas-guardadas"
	longer := "/srv/compartido/usuarios/maria-fernanda-gonzalez-rodriguez/configuracion/sabot/partidas-guardadas"
	for _, c := range []struct {
		lang locales.Lang
		key  locales.Key
		args []any
		// reason is the key of the second argument, said in the language.
		reason locales.Key
		// area is the index of the area the notice goes in.
		area int
	}{
		{locales.English, locales.BJErrSeatTaken, []any{7, "Luca"}, "", 0},
		{locales.Spanish, locales.NoticeSaveRefused, []any{long}, locales.NoticeSaveDenied, 0},
		{locales.Italian, locales.NoticeSaveRefused, []any{long}, locales.NoticeSaveReadOnly, 0},
		{locales.Spanish, locales.NoticeSaveRefused, []any{longer}, locales.NoticeSaveDenied, 1},
		{locales.Italian, locales.NoticeSaveRefused, []any{longer}, locales.NoticeSaveReadOnly, 1},
		{locales.English, locales.NoticeSaveRefused, []any{longer}, locales.NoticeSaveFull, 1},
	} {
		a.SetLang(c.lang)
		args := c.args
		if c.reason != "" {
			args = append(args, a.Loc.T(c.reason))
		}
		a.Notify(c.key, args...)
		scenetest.Ticks(t, a, 1)
		box, ok := a.NoticeBox()
		if !ok || a.Scene() != tbl {
			t.Fatalf("%s %s: no notice at the table", c.lang, c.key)
		}
		// The notice keeps 2 from the screen's edges: so much less of the
		// status line's band, at the bottom.
		area := areas[c.area]
		if box.X < area.X || box.Y < area.Y-2 || box.X+box.W > area.X+area.W || box.Y+box.H > area.Y+area.H {
			t.Errorf("%s %q: the notice %+v is not inside its area %+v", c.lang, scenetest.LastNotice(a), box, area)
		}
		for _, r := range []draw.R{header, buttons, chipPanel} {
			if overlaps(box, r) {
				t.Errorf("%s %q: the notice %+v covers %+v (the header, the buttons or the chips' panel)", c.lang, scenetest.LastNotice(a), box, r)
			}
		}
		for scenetest.LastNotice(a) != "" {
			scenetest.Ticks(t, a, 10)
		}
	}
}

// overlaps reports whether rectangles a and b share some area.
func overlaps(a, b draw.R) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}
