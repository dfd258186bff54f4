package school

import (
	"fmt"
	"sabot/driver/schooldriver"
	"strings"
	"testing"

	"sabot/game/blackjack"
	"sabot/game/blackjack/incident"
	"sabot/game/blackjack/record"
	"sabot/game/punto"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
)

// With incidents on, rounds bring them; the table says each with its
// article, shows the remedies' buttons, and the remedy the engine makes due
// is taken with them like any step; every other step still right.
func TestSchoolIncidentsHandled(t *testing.T) {
	for _, id := range []string{"italian-classic", "italian-shuffler", "argentine"} {
		t.Run(id, func(t *testing.T) {
			a, s := open(t, id)
			click(t, a, s, tIncidents)
			click(t, a, s, tIncidents)
			if s.Rate != 2 {
				t.Fatalf("two clicks on the incidents: rate %d", s.Rate)
			}
			seen := map[blackjack.IncidentKind]bool{}
			// Twelve rounds at least, up to 30 until two kinds came: at
			// the argentine table the first steps of the deal bring
			// box-skipped alone, and which rounds bring what follows the
			// table's seed and the number of kinds.
			rounds := 0
			for ; rounds < 30 && (rounds < 12 || len(seen) < 2); rounds++ {
				for i := 0; i < 400 && !s.d.Round.Done(); i++ {
					waitDealer(t, a, s)
					if s.d.Round.Done() {
						break
					}
					if p, ok := s.d.Round.Pending(); ok {
						seen[p.Kind] = true
						if s.Incident == "" {
							t.Fatalf("%s: no word of it on the table", p.Kind)
						}
					}
					due := s.d.Round.Turn().Due
					take(t, a, s, due)
					if s.Stopped != nil {
						t.Fatalf("the right step %s was stopped: %+v", due, *s.Stopped)
					}
				}
				if _, ok := s.d.Round.Pending(); ok && s.Incident == "" {
					t.Error("an incident pending at the round's end, unsaid")
				}
				scenetest.Press(t, a, scenetest.Key(input.Confirm))
			}
			if len(seen) < 2 {
				t.Errorf("%d rounds, one in two with an incident, brought %v", rounds, seen)
			}
			t.Logf("%s: incidents seen in %d rounds: %v", id, rounds, seen)
		})
	}
}

// A wrong step while an incident is handled is stopped with the
// incident's article; the remedy then passes.
func TestSchoolIncidentWrongStep(t *testing.T) {
	a, s := open(t, "italian-classic")
	waitDealer(t, a, s)
	take(t, a, s, s.d.Round.Turn().Due) // rien ne va plus
	waitDealer(t, a, s)
	if s.d.Round.Turn().Due.Kind == blackjack.Burn {
		take(t, a, s, s.d.Round.Turn().Due)
	}
	if _, err := incident.Bring(s.d.Round, blackjack.FallenCard); err != nil {
		t.Fatalf("a card fallen while dealing: %v", err)
	}
	s.d.NoteIncident()
	remedy := s.d.Round.Turn().Due
	p, _ := s.d.Round.Pending()
	if s.Incident == "" || p.Article == "" || p.Remedy.Kind != blackjack.PickUpCard || remedy != p.Remedy {
		t.Fatalf("the incident: %q, article %q, remedy %s due %s", s.Incident, p.Article, p.Remedy, remedy)
	}
	wrong := blackjack.Action{Kind: blackjack.DealerStand}
	if remedy.Kind == blackjack.DealerStand {
		wrong = blackjack.Action{Kind: blackjack.CollectCards}
	}
	take(t, a, s, wrong)
	if s.Stopped == nil || s.Stopped.Due != schooldriver.StepText(a.Loc, remedy) {
		t.Fatalf("a wrong step during the incident: stop %+v; want %s due", s.Stopped, remedy)
	}
	if want := "The incident comes first: a fallen card."; s.Stopped.Why != want || s.Stopped.Article != p.Article || s.Stopped.Quote != p.Quote || p.Quote == "" {
		t.Errorf("the stop: why %q, article %q, quote %q; want %q, %q and the incident's words %q", s.Stopped.Why, s.Stopped.Article, s.Stopped.Quote, want, p.Article, p.Quote)
	}
	take(t, a, s, remedy)
	if s.Stopped != nil {
		t.Fatalf("the remedy %s was stopped: %+v", remedy, *s.Stopped)
	}
}

// At Super Punto Banco too: the incidents come, are said, and their
// remedies are taken with the table's buttons.
func TestSchoolPuntoIncidentsHandled(t *testing.T) {
	a, s := openPunto(t)
	pbClick(t, a, s, tIncidents)
	pbClick(t, a, s, tIncidents)
	seen := map[punto.IncidentKind]bool{}
	for coup := 0; coup < 16; coup++ {
		for i := 0; i < 200 && !s.d.Round.Done(); i++ {
			pbWait(t, a, s)
			if s.d.Round.Done() {
				break
			}
			if p, ok := s.d.Round.Pending(); ok {
				seen[p.Kind] = true
				if s.Incident == "" {
					t.Fatalf("%s: no word of it on the table", p.Kind)
				}
			}
			due, _ := s.d.Round.NextDealerAction()
			pbTake(t, a, s, due)
			if s.Stopped != nil {
				t.Fatalf("the right step %s was stopped: %+v", due, *s.Stopped)
			}
		}
		scenetest.Press(t, a, scenetest.Key(input.Confirm))
	}
	if len(seen) < 2 {
		t.Errorf("16 coups, one in two with an incident, brought %v", seen)
	}
	t.Logf("incidents seen %v", seen)
}

// Every incident of the engines has its name, and every dealer's step its
// words, in the three languages: none shows a placeholder.
func TestSchoolIncidentWords(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, k := range blackjack.Incidents() {
		kinds = append(kinds, k.String())
	}
	for _, k := range punto.Incidents() {
		kinds = append(kinds, k.String())
	}
	for _, l := range locales.Langs() {
		loc := b.Locale(l)
		for _, k := range kinds {
			if !loc.Has(locales.SchoolIncident(k)) {
				t.Errorf("%s: no name for the incident %s", l, k)
			}
			for _, at := range []*locales.Locale{loc, loc.At(rules.ItalianShuffler)} {
				if got := at.T(locales.SchoolIncident(k), at.T(locales.SchoolBoxNoun)); strings.Contains(got, "{") {
					t.Errorf("%s: the incident %s says %q", l, k, got)
				}
			}
		}
		for k := blackjack.Kind(1); k < 32; k++ {
			if !k.IsDealer() {
				continue
			}
			a := blackjack.Action{Kind: k, Box: 2, Hand: 1, Amount: rules.Units(5), Cards: 5}
			for _, at := range []*locales.Locale{loc, loc.At(rules.ItalianShuffler)} {
				if got := schooldriver.StepText(at, a); got == "" || strings.Contains(got, "{") || strings.Contains(got, "unknown") {
					t.Errorf("%s: the step %s says %q", l, a, got)
				}
			}
			if kind := strings.Fields(a.String())[0]; !loc.Has(locales.SchoolKind(kind)) {
				t.Errorf("%s: the progress has no name for the kind %q", l, kind)
			}
		}
		for k := punto.ActionKind(1); k < 40; k++ {
			a := punto.Action{Kind: k, Side: punto.Banco, Position: 2, Amount: rules.Units(5)}
			if a.String() == "" || strings.HasPrefix(a.String(), "unknown") {
				continue
			}
			if k == punto.Call {
				continue // the reader's, never the croupier's
			}
			if got := schooldriver.PBStepText(loc, a); got == "" || strings.Contains(got, "{") {
				t.Errorf("%s: the step %s says %q", l, a, got)
			}
			if kind := strings.Fields(a.String())[0]; !loc.Has(locales.SchoolKind(kind)) {
				t.Errorf("%s: the progress has no name for the kind %q", l, kind)
			}
		}
	}
}

// The chips of a payment, the half and the quarter under one unit among
// them: 37,50 is 25 + 10 + 1 + 1 + 0,50; Banco's 118,75 at Super Punto
// Banco ends with 0,50 + 0,25.
func TestSchoolChipsOfAnAmount(t *testing.T) {
	_, s := open(t, "italian-classic")
	got := s.breakdown(rules.Units(75) / 2)
	want := []rules.Money{rules.Units(25), rules.Units(10), rules.Units(1), rules.Units(1), rules.Units(1) / 2}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("37.50 in chips: %v; want %v", got, want)
	}
	_, p := openPunto(t)
	got = p.breakdown(rules.Units(475) / 4)
	var sum rules.Money
	for _, c := range got {
		sum += c
	}
	if sum != rules.Units(475)/4 || got[len(got)-1] != rules.Units(1)/4 || got[len(got)-2] != rules.Units(1)/2 {
		t.Errorf("118.75 in chips: %v", got)
	}
	if s.chip(rules.Units(1)/2) == s.chip(rules.Units(1)) {
		t.Error("the half chip is drawn as a one")
	}
}

// A card of the deal laid on a box without a bet (004 Regole particolari
// 2): the table says it with its article, dealing on is stopped with the
// regulation's words, and the card picked up goes to the box it was due to.
func TestSchoolRegoleParticolari2_CardOnAnEmptyBox(t *testing.T) {
	a, s := open(t, "italian-shuffler")
	waitDealer(t, a, s)
	for i := 0; i < 5 && s.d.Round.Turn().Due.Kind != blackjack.Deal; i++ {
		take(t, a, s, s.d.Round.Turn().Due) // the last hand, rien ne va plus, the burn
		waitDealer(t, a, s)
	}
	due := s.d.Round.Turn().Due
	if due.Kind != blackjack.Deal || due.Box == 0 {
		t.Fatalf("the deal's first card is not due: %s", due)
	}
	if _, err := incident.Bring(s.d.Round, blackjack.EmptyBox); err != nil {
		t.Fatalf("a card on an empty box: %v", err)
	}
	s.d.NoteIncident()
	p, _ := s.d.Round.Pending()
	if p.Box == 0 || s.d.Round.Box(p.Box) != nil || p.Article != "Regole particolari 2" || !strings.Contains(s.Incident, "Regole particolari 2") {
		t.Fatalf("the incident: box %d, article %q, said %q", p.Box, p.Article, s.Incident)
	}
	take(t, a, s, due)
	if s.Stopped == nil || s.Stopped.Article != p.Article || s.Stopped.Quote != p.Quote || !strings.Contains(p.Quote, "postazione non puntata") {
		t.Fatalf("dealing on: stop %+v; want Regole particolari 2 and its words", s.Stopped)
	}
	take(t, a, s, p.Remedy)
	take(t, a, s, due)
	if s.Stopped != nil {
		t.Fatalf("the remedy and the card to its box were stopped: %+v", *s.Stopped)
	}
	if b := s.d.Round.Box(due.Box); b == nil || len(b.Hands[0].Cards) != 1 || b.Hands[0].Cards[0] != p.Card {
		t.Errorf("box %d after the remedy: %+v; want the %s", due.Box, b, p.Card)
	}
	if _, ok := s.d.Round.Pending(); ok {
		t.Error("the incident still pending after the card reached its box")
	}
}

// The deal's own incidents at the Argentine table: a box passed over in
// the first round (Disposiciones 10) and the bank's card passed over
// (Disposiciones 13). The table says each with its article; dealing on is
// stopped with the regulation's words; the remedy, taken with the
// buttons (the box voided with a click on it, the announcement), passes.
func TestSchoolDisposiciones10And13_TheDealsIncidents(t *testing.T) {
	cases := []struct {
		kind    blackjack.IncidentKind
		article string
		words   string // in the quote
		remedy  blackjack.Kind
	}{
		{blackjack.BoxSkipped, "Disposiciones 10", "no se le permitirá participar", blackjack.VoidBox},
		{blackjack.BankCardOmitted, "Disposiciones 13", "Próximas cartas para la Banca", blackjack.NextCardsBank},
	}
	for _, c := range cases {
		t.Run(c.kind.String(), func(t *testing.T) {
			a, s := open(t, "argentine")
			var due blackjack.Action
			for i := 0; i < 40; i++ {
				waitDealer(t, a, s)
				due = s.d.Round.Turn().Due
				if _, err := incident.Bring(s.d.Round, c.kind); err == nil {
					break
				}
				take(t, a, s, due)
				if s.Stopped != nil {
					t.Fatalf("the right step %s was stopped", due)
				}
			}
			p, ok := s.d.Round.Pending()
			if !ok || p.Kind != c.kind {
				t.Fatalf("the %s never came", c.kind)
			}
			s.d.NoteIncident()
			if p.Article != c.article || !strings.Contains(s.Incident, c.article) || p.Remedy.Kind != c.remedy {
				t.Fatalf("the incident: article %q, said %q, remedy %s", p.Article, s.Incident, p.Remedy)
			}
			take(t, a, s, due)
			if s.Stopped == nil || s.Stopped.Article != c.article || !strings.Contains(s.Stopped.Quote, c.words) {
				t.Fatalf("dealing on: stop %+v; want %s and its words", s.Stopped, c.article)
			}
			take(t, a, s, p.Remedy)
			if s.Stopped != nil {
				t.Fatalf("the remedy %s was stopped: %+v", p.Remedy, *s.Stopped)
			}
			if c.kind == blackjack.BoxSkipped {
				if b := s.d.Round.Box(p.Box); b == nil || len(b.Hands[0].Cards) != 0 || b.Hands[0].Result != blackjack.Void {
					t.Errorf("box %d after the remedy: %+v; want it void, without cards", p.Box, b)
				}
			} else if next := s.d.Round.Turn().Due; next.Kind != blackjack.Deal || next.Box != 0 {
				t.Errorf("after the announcement %s is due; want the bank's card", next)
			}
		})
	}
}

// 002 Art. 7: a fifth card dealt (three cards to one side, two to the
// other). A step of the coup taken instead of the remedy is stopped with
// Art. 7's words; the remedy, the card picked up for the rebuilt coup or
// the coup declared void, is taken with the table's buttons, and the coup
// ends right: void, its bets returned, when it could not be rebuilt.
func TestSchoolPuntoArt7_FifthCard(t *testing.T) {
	for _, kind := range []punto.IncidentKind{punto.WrongCount, punto.WrongCountUnclear} {
		t.Run(kind.String(), func(t *testing.T) {
			a, s := openPunto(t)
			brought := false
			for i := 0; i < 20 && !brought; i++ {
				pbWait(t, a, s)
				if _, err := s.d.Round.Incident(kind); err == nil {
					brought = true
					s.d.NoteIncident()
					break
				}
				due, _ := s.d.Round.NextDealerAction()
				pbTake(t, a, s, due)
			}
			if !brought {
				t.Fatal("the incident never came")
			}
			s.step(punto.Action{Kind: punto.Discard})
			scenetest.Ticks(t, a, 1) // the remedies' buttons painted
			if s.Stopped == nil || s.Stopped.Article != "Art. 7" || !strings.Contains(s.Stopped.Quote, "ricostruib") || s.Incident == "" {
				t.Fatalf("stop %+v, incident %q; want Art. 7 quoted", s.Stopped, s.Incident)
			}
			due, _ := s.d.Round.NextDealerAction()
			if want := map[punto.IncidentKind]punto.ActionKind{punto.WrongCount: punto.PickUp, punto.WrongCountUnclear: punto.Annul}[kind]; due.Kind != want {
				t.Fatalf("due %s", due)
			}
			pbCoup(t, a, s)
			if rec := s.d.Round.Record(); !rec.Done || rec.Void != (kind == punto.WrongCountUnclear) || s.Count.Wrong != 1 {
				t.Errorf("coup done %v void %v, %d wrong", rec.Done, rec.Void, s.Count.Wrong)
			}
		})
	}
}

// 002 Art. 6: a card of the deal laid on the other side, the order the
// cards came out lost. A step of the coup taken instead of the remedy is
// stopped with Art. 6's words for a coup not clearly rebuildable; the coup
// is declared void with the table's button and ends void, its bets
// returned.
func TestSchoolPuntoArt6_SwappedCardNotRebuildable(t *testing.T) {
	a, s := openPunto(t)
	brought := false
	for i := 0; i < 20 && !brought; i++ {
		pbWait(t, a, s)
		if _, err := s.d.Round.Incident(punto.SwappedCardsUnclear); err == nil {
			brought = true
			s.d.NoteIncident()
			break
		}
		due, _ := s.d.Round.NextDealerAction()
		pbTake(t, a, s, due)
	}
	if !brought {
		t.Fatal("the incident never came")
	}
	s.step(punto.Action{Kind: punto.Discard})
	scenetest.Ticks(t, a, 1) // the remedies' buttons painted
	if s.Stopped == nil || s.Stopped.Article != "Art. 6" || !strings.Contains(s.Stopped.Quote, "non è chiaramente ricostruibile") || s.Incident == "" {
		t.Fatalf("stop %+v, incident %q; want Art. 6's void quoted", s.Stopped, s.Incident)
	}
	if due, _ := s.d.Round.NextDealerAction(); due.Kind != punto.Annul {
		t.Fatalf("due %s, want annul", due)
	}
	pbCoup(t, a, s)
	if rec := s.d.Round.Record(); !rec.Done || !rec.Void || s.Count.Wrong != 1 {
		t.Errorf("coup done %v void %v, %d wrong", rec.Done, rec.Void, s.Count.Wrong)
	}
}

// 001 Disposiciones 4: a box left with one card in the deal. The croupier
// who deals it on before its player consents is stopped with the
// article; the computer player answers (he consents), and the card dealt
// then completes the delivery.
func TestSchoolDisposiciones4_OneCardAsksThePlayer(t *testing.T) {
	a, s := open(t, "argentine")
	var due blackjack.Action
	for i := 0; i < 40; i++ {
		waitDealer(t, a, s)
		due = s.d.Round.Turn().Due
		if _, err := incident.Bring(s.d.Round, blackjack.OneCard); err == nil {
			break
		}
		take(t, a, s, due)
	}
	p, ok := s.d.Round.Pending()
	if !ok || p.Kind != blackjack.OneCard || p.Box != due.Box {
		t.Fatalf("the one-card incident never came: %+v", p)
	}
	s.d.NoteIncident()
	if tu := s.d.Round.Turn(); tu.Dealer || tu.Question != blackjack.AskWithdraw || tu.Box != due.Box {
		t.Fatalf("turn %+v: want box %d asked", tu, due.Box)
	}
	take(t, a, s, due)
	if s.Stopped == nil || s.Stopped.Article != "Disposiciones 4" || !strings.Contains(s.Stopped.Quote, "prestaran conformidad") {
		t.Fatalf("dealing before the consent: stop %+v; want Disposiciones 4 and its words", s.Stopped)
	}
	waitDealer(t, a, s)
	if got := s.d.Round.Turn().Due; got != due {
		t.Fatalf("after the player's consent %s is due; want %s", got, due)
	}
	take(t, a, s, due)
	if s.Stopped != nil {
		t.Fatalf("the card completing the delivery was stopped: %+v", *s.Stopped)
	}
	if _, ok := s.d.Round.Pending(); ok {
		t.Error("the incident still pending once the delivery is completed")
	}
	if b := s.d.Round.Box(due.Box); b == nil || len(b.Hands[0].Cards) != 2 {
		t.Errorf("box %d after the delivery: %+v", due.Box, b)
	}
}

// The header says what is true of the incidents: "off" only while none is
// under way, staged or planned; the incident under way by its name where
// the name fits the button at its full size, else that one is under way;
// the one a picture stages before it comes; the rate while one may come.
func TestSchoolHeaderSaysTheIncident(t *testing.T) {
	a, s := open(t, "italian-classic")
	if got := s.headerIncidents(); got != "Incidents: off" {
		t.Fatalf("no incident: %q", got)
	}
	waitDealer(t, a, s)
	take(t, a, s, s.d.Round.Turn().Due) // rien ne va plus
	waitDealer(t, a, s)
	if s.d.Round.Turn().Due.Kind == blackjack.Burn {
		take(t, a, s, s.d.Round.Turn().Due)
	}
	if _, err := incident.Bring(s.d.Round, blackjack.FallenCard); err != nil {
		t.Fatalf("a card fallen while dealing: %v", err)
	}
	s.d.NoteIncident()
	if got := s.headerIncidents(); got != "Incident: a fallen card" {
		t.Errorf("a fallen card under way, the rate off: %q", got)
	}
	scenetest.Ticks(t, a, 1) // the remedies' buttons painted
	for i := 0; i < 4; i++ { // the card picked up, and dealt
		if _, ok := s.d.Round.Pending(); !ok {
			break
		}
		waitDealer(t, a, s)
		take(t, a, s, s.d.Round.Turn().Due)
	}
	if _, ok := s.d.Round.Pending(); ok {
		t.Fatal("the incident still pending after its remedy")
	}
	if got := s.headerIncidents(); got != "Incidents: off" {
		t.Errorf("the incident remedied: %q", got)
	}

	// A name too long for the button at its full size: only that one is
	// under way (the status line names it).
	s.IncKind = blackjack.IrregularBox.String()
	if got := s.headerIncidents(); got != "Incident under way" {
		t.Errorf("a box with a card too many: %q", got)
	}
	s.IncKind = ""

	// The rate: one may come; turned off mid-round, the planned one is
	// dropped and the header says off again.
	click(t, a, s, tIncidents)
	click(t, a, s, tIncidents)
	if got := s.headerIncidents(); got != "Incidents: 1 round in 2" {
		t.Errorf("one round in two: %q", got)
	}
	s.Planned = true
	click(t, a, s, tIncidents)
	if got := s.headerIncidents(); s.Planned || got != "Incidents: off" {
		t.Errorf("turned off mid-round: planned %v, %q", s.Planned, got)
	}

	// The picture of an incident stages one before it comes.
	s.StageShot("school-incident")
	if got := s.headerIncidents(); got != "Incident: coming up" {
		t.Errorf("an incident staged: %q", got)
	}
}

// A click on the header's incidents button while an incident is under way
// changes the rate, and the header says the rate chosen, with that one is
// under way where it fits (the incident's panel names it); the incident
// handled, the header says the rate alone; the next incident is named
// again. In every language.
func TestSchoolHeaderSaysTheRateChosenDuringAnIncident(t *testing.T) {
	for _, lang := range []locales.Lang{locales.Italian, locales.Spanish, locales.English} {
		t.Run(string(lang), func(t *testing.T) {
			a, s := open(t, "italian-classic")
			a.SetLang(lang)
			loc := a.Loc
			waitDealer(t, a, s)
			take(t, a, s, s.d.Round.Turn().Due) // rien ne va plus
			waitDealer(t, a, s)
			if s.d.Round.Turn().Due.Kind == blackjack.Burn {
				take(t, a, s, s.d.Round.Turn().Due)
			}
			if _, err := incident.Bring(s.d.Round, blackjack.FallenCard); err != nil {
				t.Fatalf("a card fallen while dealing: %v", err)
			}
			s.d.NoteIncident()
			named := loc.T(locales.SchoolIncOn, s.IncidentName(s.IncKind))
			if got := s.headerIncidents(); got != named {
				t.Fatalf("a fallen card under way: %q; want %q", got, named)
			}
			for _, key := range []locales.Key{locales.SchoolIncRate4, locales.SchoolIncRate2, locales.SchoolIncRateOff} {
				click(t, a, s, tIncidents)
				rate := loc.T(key)
				with := loc.T(locales.SchoolIncRateOn, rate)
				alone := loc.T(locales.SchoolIncRate, rate)
				if got := s.headerIncidents(); got != with && got != alone {
					t.Errorf("the rate clicked to %q during the incident: the header says %q; want %q or %q", rate, got, with, alone)
				}
				t.Logf("%s: %q", rate, s.headerIncidents())
				if !strings.Contains(s.Incident, s.IncidentName(blackjack.FallenCard.String())) {
					t.Errorf("the rate clicked to %q: the incident's panel says %q, not the fallen card", rate, s.Incident)
				}
			}
			click(t, a, s, tIncidents) // 1 round in 4 again
			for i := 0; i < 4; i++ {   // the card picked up, and dealt
				if _, ok := s.d.Round.Pending(); !ok {
					break
				}
				waitDealer(t, a, s)
				take(t, a, s, s.d.Round.Turn().Due)
			}
			if _, ok := s.d.Round.Pending(); ok {
				t.Fatal("the incident still pending after its remedy")
			}
			if got, want := s.headerIncidents(), loc.T(locales.SchoolIncRate, loc.T(locales.SchoolIncRate4)); got != want {
				t.Errorf("the incident remedied: %q; want %q", got, want)
			}
			waitDealer(t, a, s)
			if s.d.Round.Done() {
				t.Fatal("the round over before a second incident")
			}
			if _, err := incident.Bring(s.d.Round, blackjack.FallenCard); err != nil {
				t.Fatalf("a second card fallen: %v", err)
			}
			s.d.NoteIncident()
			if got := s.headerIncidents(); got != named {
				t.Errorf("a second fallen card: %q; want %q", got, named)
			}
		})
	}
}

// 000 Art. 19, first paragraph: during the deal, before the draw, the deal
// is found lost. The table says it with Art. 19 and shows the button that
// voids the coup; dealing on, and voiding one box only, are stopped with
// the article's words; the button voids the coup, every stake returned
// and every card off the table, and collect-cards ends the round.
func TestSchoolArt19_DealUnclearVoidsTheCoup(t *testing.T) {
	a, s := open(t, "italian-classic")
	if !bringIncident(t, a, s, blackjack.DealUnclear) {
		t.Fatal("the deal-unclear incident never came")
	}
	p, _ := s.d.Round.Pending()
	due := s.d.Round.Turn().Due
	if p.Article != "Art. 19" || !strings.Contains(s.Incident, "Art. 19") || p.Remedy.Kind != blackjack.VoidRound || due != p.Remedy {
		t.Fatalf("the incident: article %q, said %q, remedy %s, due %s", p.Article, s.Incident, p.Remedy, due)
	}
	shown := false
	for _, b := range s.buttons() {
		shown = shown || b == btnIncVoidRound
	}
	if !shown || s.buttonLabel(btnIncVoidRound) != "Void the round" {
		t.Fatalf("the void-round button: shown %v, label %q", shown, s.buttonLabel(btnIncVoidRound))
	}
	first := s.d.Round.Boxes()[0].Number
	for _, w := range []blackjack.Action{{Kind: blackjack.Deal, Box: first, Hand: 1}, {Kind: blackjack.VoidBox, Box: first, Hand: 1}} {
		s.Stopped = nil
		take(t, a, s, w)
		if s.Stopped == nil || s.Stopped.Article != "Art. 19" || !strings.Contains(s.Stopped.Quote, "il colpo viene annullato") {
			t.Fatalf("%s during the incident: stop %+v; want Art. 19 and its words", w, s.Stopped)
		}
	}
	s.Stopped = nil
	take(t, a, s, p.Remedy)
	if s.Stopped != nil {
		t.Fatalf("the remedy was stopped: %+v", *s.Stopped)
	}
	for _, b := range s.d.Round.Boxes() {
		if h := b.Hands[0]; len(h.Cards) != 0 || h.Result != blackjack.Void || h.Net != 0 {
			t.Errorf("box %d after the remedy: %s %s %s; want void, no cards, 0", b.Number, h.Cards, h.Result, h.Net)
		}
	}
	if next := s.d.Round.Turn().Due; next.Kind != blackjack.CollectCards {
		t.Fatalf("after void-round %s is due; want collect-cards", next)
	}
	take(t, a, s, s.d.Round.Turn().Due)
	if rec := record.Of(s.d.Round); !s.d.Round.Done() || !rec.Void || rec.TableNet != 0 || s.Stopped != nil {
		t.Errorf("the round: done %v, void %v, net %s; want over, void, 0", s.d.Round.Done(), rec.Void, rec.TableNet)
	}
}

// 002 Art. 7 and Art. 8, the school's steps: a deal stopped one card short
// (Banco with one card, the Punto cards given) and a third card laid where
// the Regola gives none. A step of the coup taken instead is stopped with
// the article's words; the remedy, Banco's second card dealt on its hand
// or the card kept for the next coup in blank, is taken with the table's
// own click, and the coup ends by the rule.
func TestSchoolPuntoArt7Art8_ShortDealAndUndueThirdCard(t *testing.T) {
	for _, c := range []struct {
		kind    punto.IncidentKind
		article string
		words   string
		remedy  punto.ActionKind
	}{
		{punto.ShortDeal, "Art. 7", "numero maggiore o minore", punto.Deal},
		{punto.UndueThirdCard, "Art. 8", "carte uscite in più", punto.NextBianco},
	} {
		t.Run(c.kind.String(), func(t *testing.T) {
			a, s := openPunto(t)
			brought := false
			for coup := 0; coup < 12 && !brought; coup++ {
				for i := 0; i < 60 && !brought && !s.d.Round.Done(); i++ {
					pbWait(t, a, s)
					due, _ := s.d.Round.NextDealerAction()
					if c.kind != punto.UndueThirdCard || due.Kind != punto.Draw {
						if _, err := s.d.Round.Incident(c.kind); err == nil {
							brought = true
							s.d.NoteIncident()
							break
						}
					}
					pbTake(t, a, s, due)
				}
				if !brought {
					pbCoup(t, a, s)
					scenetest.Press(t, a, scenetest.Key(input.Confirm))
				}
			}
			if !brought {
				t.Fatal("the incident never came")
			}
			if p, _ := s.d.Round.Pending(); p.Remedy.Kind != c.remedy {
				t.Fatalf("remedy %s, want kind %d", p.Remedy, c.remedy)
			}
			s.step(punto.Action{Kind: punto.Announce, Banco: 0, Punto: 0})
			scenetest.Ticks(t, a, 1)
			if s.Stopped == nil || s.Stopped.Article != c.article || !strings.Contains(s.Stopped.Quote, c.words) || s.Incident == "" {
				t.Fatalf("stop %+v, incident %q; want %s quoted", s.Stopped, s.Incident, c.article)
			}
			pbCoup(t, a, s)
			if rec := s.d.Round.Record(); !rec.Done || s.Count.Wrong != 1 {
				t.Errorf("coup done %v, %d wrong", rec.Done, s.Count.Wrong)
			}
			if _, blank, ok := s.d.Round.Carried(); c.kind == punto.UndueThirdCard && (!ok || !blank) {
				t.Errorf("the undue third card is not kept for the next coup in blank")
			}
		})
	}
}

// A card of the deal on a position without a bet, the coup not
// rebuildable (004 Regole particolari 2, 17): the table says it with its
// article, picking the card up is stopped with the regulation's words, and
// the student deals the position its cards by clicks on it, its hand
// played by the dealer's rule, to the end of the round; the position wins
// and loses nothing.
func TestSchoolRegoleParticolari2_UnbetPositionPlayedAllaRegola(t *testing.T) {
	a, s := open(t, "italian-shuffler")
	if !bringIncident(t, a, s, blackjack.EmptyBoxUnclear) {
		t.Fatal("the empty-box-unclear incident never came")
	}
	p, _ := s.d.Round.Pending()
	pos := s.d.Round.Box(p.Box)
	if pos == nil || !pos.NoBet || p.Article != "Regole particolari 2, 17" || !strings.Contains(s.Incident, "Regole particolari 2, 17") {
		t.Fatalf("the incident: position %d %+v, article %q, said %q", p.Box, pos, p.Article, s.Incident)
	}
	scenetest.Ticks(t, a, 1) // the incident's panel painted
	take(t, a, s, blackjack.Action{Kind: blackjack.PickUpCard})
	if s.Stopped == nil || s.Stopped.Article != p.Article || !strings.Contains(s.Stopped.Quote, "alla \"regola\"") {
		t.Fatalf("the card picked up: stop %+v; want Regole particolari 2, 17 and its words", s.Stopped)
	}
	dealt := 0
	for i := 0; i < 400 && !s.d.Round.Done(); i++ {
		waitDealer(t, a, s)
		if s.d.Round.Done() {
			break
		}
		due := s.d.Round.Turn().Due
		if due.Kind == blackjack.Deal && due.Box == p.Box {
			dealt++
		}
		take(t, a, s, due)
		if s.Stopped != nil {
			t.Fatalf("the right step %s was stopped: %+v", due, *s.Stopped)
		}
	}
	h := s.d.Round.Box(p.Box).Hands[0]
	if t17 := h.Total().Value; dealt == 0 || (t17 < 17 && !h.Bust) || h.Net != 0 || s.d.Round.Box(p.Box).Bet != 0 {
		t.Errorf("position %d: %s (%d), %d cards dealt to it, net %s; want its hand played to 17 or more, nothing won or lost", p.Box, h.Cards, t17, dealt, h.Net)
	}
}
