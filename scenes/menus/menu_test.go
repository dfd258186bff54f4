package menus

import (
	"testing"

	"sabot/locales"
	"sabot/rules"
	"sabot/save"
	"sabot/scenes/input"
	"sabot/scenes/pbtable"
	"sabot/scenes/scenetest"
	"sabot/scenes/school"
	"sabot/scenes/session"
)

// These tests drive the App with injected events and run without a
// display: Ebitengine queues the drawing and nothing here reads it back.

func menuOf(t *testing.T, a *session.Context) *Menu {
	t.Helper()
	m, ok := a.Scene().(*Menu)
	if !ok {
		t.Fatalf("scene is %T; want the menu", a.Scene())
	}
	return m
}

// A key typed during the menu's intro waits for its end: it is neither
// lost nor applied to a menu still moving in (issue 15).
func TestMenuHoldsInputDuringTheIntro(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	m := menuOf(t, a)
	if !m.Busy() {
		t.Fatal("the intro is not running")
	}
	scenetest.Press(t, a, scenetest.Key(input.Down))
	if m.Selected().ID != "italian-classic" {
		t.Errorf("a key during the intro moved the selection to %s", m.Selected().ID)
	}
	scenetest.Ticks(t, a, 60)
	if m.Selected().ID != "italian-shuffler" {
		t.Errorf("after the intro, the Down typed during it selected %s", m.Selected().ID)
	}
	scenetest.Press(t, a, scenetest.Key(input.Down))
	if m.Selected().ID != "italian-online" {
		t.Errorf("after the intro, Down selected %s", m.Selected().ID)
	}
}

func TestMenuChoosesTablesAndModes(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	scenetest.Ticks(t, a, 60)
	m := menuOf(t, a)
	scenetest.Press(t, a, input.Event{Action: input.Select, Index: TargetTable + 4})
	if m.Selected().ID != "super-punto-banco" {
		t.Fatalf("clicked row 5, selected %s", m.Selected().ID)
	}
	scenetest.Press(t, a, scenetest.Key(input.Down)) // the sixth row, 004's shoe table
	if m.Selected().ID != "italian-shuffler-shoe" {
		t.Errorf("Down from row 5 selected %s", m.Selected().ID)
	}
	scenetest.Press(t, a, scenetest.Key(input.Down)) // already the last
	if m.Selected().ID != "italian-shuffler-shoe" {
		t.Errorf("Down past the last row selected %s", m.Selected().ID)
	}
	scenetest.Press(t, a, scenetest.Key(input.Up))
	if m.Selected().ID != "super-punto-banco" {
		t.Errorf("Up from the last row selected %s", m.Selected().ID)
	}
	scenetest.Press(t, a, scenetest.Key(input.Right))
	if m.selectedMode() != session.ModeTrainer {
		t.Errorf("mode %v; want the trainer", m.selectedMode())
	}
	scenetest.Press(t, a, input.Event{Action: input.Select, Index: TargetMode + int(session.ModeSchool)})
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	if _, ok := a.Scene().(*school.Punto); !ok {
		t.Fatalf("Dealer school at super-punto-banco opened %T; want the Punto Banco dealer school", a.Scene())
	}
	scenetest.Press(t, a, scenetest.Key(input.Back))
	if m := menuOf(t, a); m.Selected().ID != "super-punto-banco" {
		t.Errorf("back at the menu, row %s is selected; want the table just left", m.Selected().ID)
	}
	scenetest.Ticks(t, a, 60) // the menu's intro
	scenetest.Press(t, a, input.Event{Action: input.Select, Index: TargetMode + int(session.ModeTrainer)})
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	if p, ok := a.Scene().(*pbtable.Table); !ok || !p.TrainerOn() {
		t.Fatalf("Trainer at super-punto-banco opened %T; want the Punto Banco table with the trainer on", a.Scene())
	}
	scenetest.Press(t, a, scenetest.Key(input.Back))
	if m := menuOf(t, a); m.Selected().ID != "super-punto-banco" {
		t.Errorf("back at the menu, row %s is selected; want the table just left", m.Selected().ID)
	}
	scenetest.Ticks(t, a, 60) // the menu's intro
	scenetest.Press(t, a, input.Event{Action: input.Select, Index: TargetMode + int(session.ModePlay)})
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	if _, ok := a.Scene().(*pbtable.Table); !ok {
		t.Errorf("Play at super-punto-banco opened %T; want the Punto Banco table", a.Scene())
	}
	if a.Settings.Table != "super-punto-banco" {
		t.Errorf("the chosen table was not remembered: %s", a.Settings.Table)
	}
}

func TestSettingsChangeAndSave(t *testing.T) {
	dir := t.TempDir()
	a := scenetest.New(t, dir)
	scenetest.Ticks(t, a, 60)
	scenetest.Press(t, a, scenetest.Key(input.Settings))
	s, ok := a.Scene().(*Settings)
	if !ok {
		t.Fatalf("scene %T; want the settings", a.Scene())
	}
	if a.Loc.Lang() != locales.English {
		t.Fatalf("started in %s", a.Loc.Lang())
	}
	scenetest.Press(t, a, scenetest.Key(input.Right)) // en → it
	if a.Loc.Lang() != locales.Italian || a.Settings.Lang != locales.Italian {
		t.Errorf("language %s", a.Loc.Lang())
	}
	scenetest.Press(t, a, scenetest.Key(input.Down), scenetest.Key(input.Left), scenetest.Key(input.Left)) // volume 80 → 60
	scenetest.Press(t, a, scenetest.Key(input.Down), scenetest.Key(input.Confirm))                         // sound off
	// Speed: normal → fast → instant.
	scenetest.Press(t, a, scenetest.Key(input.Down), scenetest.Key(input.Right), scenetest.Key(input.Right))
	scenetest.Press(t, a, scenetest.Key(input.Down), scenetest.Key(input.Confirm))
	scenetest.Press(t, a, scenetest.Key(input.Down))
	for i := 0; i < 10; i++ {
		scenetest.Press(t, a, scenetest.Key(input.Right)) // players up to the maximum
	}
	if s.Row() != rowPlayers {
		t.Fatalf("row %d", s.Row())
	}
	// The trainer's rows, past the bankroll: no take-back, the shoe's EV
	// shown (a click on its row), the count shown and hidden again, the
	// casino's chart at the online table.
	scenetest.Press(t, a, scenetest.Key(input.Down), scenetest.Key(input.Down), scenetest.Key(input.Confirm))
	scenetest.Press(t, a, input.Event{Action: input.Select, Index: settingsRow + rowShoeEV})
	scenetest.Press(t, a, scenetest.Key(input.Down), scenetest.Key(input.Right), scenetest.Key(input.Left))
	scenetest.Press(t, a, scenetest.Key(input.Down), scenetest.Key(input.Right))
	scenetest.Press(t, a, scenetest.Key(input.Down)) // the last row stays
	if s.Row() != rowReference {
		t.Fatalf("row %d; want the last", s.Row())
	}
	want := save.Settings{Lang: locales.Italian, Volume: 60, Muted: true, Speed: save.SpeedInstant,
		ShowTotals: false, ComputerPlayers: save.MaxComputerPlayers, Table: "italian-classic",
		TakeBack: false, ShowShoeEV: true, ShowCount: false, ChartReference: save.ReferencePublished}
	if a.Settings != want {
		t.Errorf("settings %+v; want %+v", a.Settings, want)
	}
	// Saved: a new App reads them back.
	b := scenetest.New(t, dir)
	if b.Settings != want || b.Loc.Lang() != locales.Italian {
		t.Errorf("reloaded %+v", b.Settings)
	}
	scenetest.Press(t, a, scenetest.Key(input.Back))
	menuOf(t, a)
}

// The reset asks twice, and resets the bankroll of the selected table's
// money only: at the Argentine table the pesos, at an Italian one the
// euros; the other currency stays as it was, on screen and on disk.
func TestBankrollResetAsksTwice(t *testing.T) {
	for _, tt := range []struct {
		row      int // the table's row in the menu
		cur, not string
	}{
		{0, "EUR", "ARS"}, // italian-classic
		{3, "ARS", "EUR"}, // argentine
	} {
		t.Run(tt.cur, func(t *testing.T) {
			dir := t.TempDir()
			for _, cur := range []string{"EUR", "ARS"} {
				if err := save.Open(dir).SetBankroll(save.Bankroll{Balance: rules.Units(12), Currency: cur}); err != nil {
					t.Fatal(err)
				}
			}
			a := scenetest.New(t, dir)
			scenetest.Ticks(t, a, 60)
			scenetest.Press(t, a, input.Event{Action: input.Select, Index: TargetTable + tt.row})
			scenetest.Press(t, a, scenetest.Key(input.Settings))
			scenetest.Press(t, a, input.Event{Action: input.Select, Index: settingsRow + rowBankroll})
			if a.Balance() != rules.Units(12) {
				t.Fatalf("one press reset the bankroll")
			}
			scenetest.Press(t, a, scenetest.Key(input.Confirm))
			if a.Currency() != tt.cur || a.Balance() != save.StartingBalance(tt.cur) {
				t.Errorf("%s bankroll %v after the second press", a.Currency(), a.Balance())
			}
			if a.Wallet.Balance(tt.not) != rules.Units(12) {
				t.Errorf("the %s bankroll was reset too: %v", tt.not, a.Wallet.Balance(tt.not))
			}
			b := scenetest.New(t, dir)
			if b.Wallet.Balance(tt.cur) != save.StartingBalance(tt.cur) || b.Wallet.Balance(tt.not) != rules.Units(12) {
				t.Errorf("saved: %v", b.Wallet)
			}
		})
	}
}

// The menu shows the bankroll of the selected table's money, the one the
// user sits down with, in it: pesos at the Argentine table («$ 1.000»),
// euros at the Italian ones and Punto Banco («600 €»).
func TestMenuShowsTheSelectedTablesMoney(t *testing.T) {
	dir := t.TempDir()
	// 400 € lost at an Italian table; the pesos never played.
	if err := save.Open(dir).SetBankroll(save.Bankroll{Balance: rules.Units(600), Currency: "EUR"}); err != nil {
		t.Fatal(err)
	}
	a := scenetest.New(t, dir)
	scenetest.Ticks(t, a, 60)
	for _, tt := range []struct {
		lang locales.Lang
		row  int
		want string
	}{
		{locales.Spanish, 3, "Fondos: $\u00a01.000"},
		{locales.Spanish, 0, "Fondos: 600\u00a0€"},
		{locales.Italian, 3, "Cassa: $\u00a01.000"},
		{locales.Italian, 4, "Cassa: 600\u00a0€"},
		{locales.English, 3, "Bankroll: $1,000"},
		{locales.English, 1, "Bankroll: €600"},
	} {
		a.SetLang(tt.lang)
		scenetest.Press(t, a, input.Event{Action: input.Select, Index: TargetTable + tt.row})
		m := menuOf(t, a)
		if got := m.bankrollText(); got != tt.want {
			t.Errorf("%s, %s: %q, want %q", tt.lang, m.Selected().ID, got, tt.want)
		}
	}
}

func TestRuleSheetScrollsAndGoesBack(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	scenetest.Ticks(t, a, 60)
	scenetest.Press(t, a, input.Event{Action: input.Select, Index: TargetTable + 3}, scenetest.Key(input.Rules))
	rs, ok := a.Scene().(*ruleSheet)
	if !ok || rs.rules.ID != "argentine" {
		t.Fatalf("scene %T", a.Scene())
	}
	scenetest.Press(t, a, scenetest.Key(input.PageDown))
	scenetest.Ticks(t, a, 30)
	if rs.scroll <= 0 || rs.scroll > rs.maxScroll() {
		t.Errorf("scroll %v of %v", rs.scroll, rs.maxScroll())
	}
	for i := 0; i < 50; i++ {
		scenetest.Press(t, a, scenetest.Key(input.Up))
	}
	scenetest.Ticks(t, a, 30)
	if rs.scroll != 0 {
		t.Errorf("scroll %v after scrolling back up", rs.scroll)
	}
	scenetest.Press(t, a, scenetest.Key(input.Back))
	if menuOf(t, a).Selected().ID != "argentine" {
		t.Error("the menu forgot the table")
	}
}

// A scene change fades for fadeTicks, and the events of those ticks are not
// delivered.
// A corrupt settings file is set aside and the user is told on screen.
func TestSummaries(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	en, it := b.Locale(locales.English), b.Locale(locales.Italian)
	cases := []struct {
		loc  *locales.Locale
		id   string
		want string
	}{
		{en, "italian-classic", "6 decks · no hole card · double on 9, 10 and 11"},
		{en, "argentine", "8 decks · dealer hole card · double on 11 only"},
		{en, "italian-online", "6 decks · no hole card · double on any two cards"},
		{it, "italian-shuffler", "6 mazzi · niente carta coperta · raddoppio fino a 11"},
		{en, "super-punto-banco", "6 decks · 5% commission on Banco · the biggest Punto bet reads"},
	}
	for _, c := range cases {
		r, _ := rules.ByID(c.id)
		if got := tableSummary(c.loc, r); got != c.want {
			t.Errorf("%s %s: %q; want %q", c.loc.Lang(), c.id, got, c.want)
		}
	}
}
