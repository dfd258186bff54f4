package punto

import (
	"errors"
	"strings"
	"testing"

	"sabot/game"
)

// checkSteps checks that each wrong step is refused, by Apply and by
// CheckDealerStep, with code and article.
func checkSteps(t *testing.T, r *Round, wrong []string, code, article string) {
	t.Helper()
	for _, w := range wrong {
		a := MustParseAction(w)
		for _, check := range []func() error{
			func() error { _, err := r.Apply(a); return err },
			func() error { return r.CheckDealerStep(a) },
		} {
			var ie *game.IllegalError
			if err := check(); !errors.As(err, &ie) || ie.Code != code || ie.Article != article || ie.Quote == "" {
				t.Errorf("%s: %v; want %s citing %s with its words", w, err, code, article)
			}
		}
	}
}

// playOutWith finishes the coup with the automatic dealer and the calls.
func playOutWith(t *testing.T, r *Round, calls []string) {
	t.Helper()
	for !r.Done() {
		a, ok := r.NextDealerAction()
		if !ok {
			if len(calls) == 0 {
				t.Fatal("no call left")
			}
			a, calls = MustParseAction(calls[0]), calls[1:]
		}
		if _, err := r.Apply(a); err != nil {
			t.Fatalf("Apply(%s): %v", a, err)
		}
	}
}

// TestArt8_ThirdCardWhereTheRegolaGivesNone_NextCoupInBianco: Punto 7
// stands and Banco 6 stands when Punto stood, so the Regola gives neither
// side a third card; the dealer lays one on Punto. Art. 8: "il colpo viene
// ricostruito … Il Dealer provvede a utilizzare eventuali carte uscite in
// più per un colpo 'In Bianco'": the coup is played without it, the card
// opens the next coup, in blank. Neither picking it up for a side nor going
// on is accepted; the student's remedy and the automatic dealer's are the
// same.
func TestArt8_ThirdCardWhereTheRegolaGivesNone_NextCoupInBianco(t *testing.T) {
	const shoe = "4S 2H 3D 4C 9C 5H"
	for _, c := range []struct {
		name, bets, calls, want string
		at                      int
		side                    Side
	}{
		// close, 4 deals, give, call, turn banco: the reader must show Punto.
		{"reader", "1 punto 10; 2 banco 20", "no-carta", "P 4S 3D =7 | B 2H 4C =6 | punto | reader 1 | 1 punto +10.00, 2 banco -20.00 | button 2", 8, Punto},
		// The dealer plays Punto: close, 4 deals, turn punto, turn banco.
		{"dealer plays Punto", "2 banco 20", "", "P 4S 3D =7 | B 2H 4C =6 | punto | reader 0 | 2 banco -20.00 | button 2", 7, Punto},
	} {
		for _, auto := range []bool{false, true} {
			r, _ := New(coup{shoe: shoe, button: 1, bets: c.bets}.setup(t))
			calls := driveTo(t, r, c.at, strings.Fields(c.calls))
			evs, err := r.Incident(UndueThirdCard)
			if err != nil {
				t.Fatalf("%s: Incident: %v", c.name, err)
			}
			if got := eventStrings(evs); got != "incident undue-third-card 9C" {
				t.Errorf("%s: events %q", c.name, got)
			}
			p, ok := r.Pending()
			if !ok || p.Article != "Art. 8" || p.Remedy.Kind != NextBianco || p.Side != c.side || !strings.Contains(p.Quote, "colpo \"In Bianco\"") {
				t.Fatalf("%s: Pending %+v; want Art. 8's next-bianco, the card on %s, the article's words whole", c.name, p, c.side)
			}
			checkSteps(t, r, []string{"pick-up", "under-shoe", "announce banco 6 punto 7", "turn punto", "discard"}, "undue-third-card", "Art. 8")
			if !auto {
				if _, err := r.Apply(MustParseAction("next-bianco")); err != nil {
					t.Fatalf("%s: the remedy: %v", c.name, err)
				}
			}
			playOutWith(t, r, calls)
			rec := r.Record()
			checkMoney(t, rec)
			if got := summary(rec); got != c.want {
				t.Errorf("%s\n got  %s\n want %s", c.name, got, c.want)
			}
			if card, blank, ok := r.Carried(); !ok || !blank || card.String() != "9C" {
				t.Errorf("%s: carried %s blank %v ok %v; want the 9C for the next coup, in blank", c.name, card, blank, ok)
			}
		}
	}
	// With a third card due the incident keeps its rebuild: the card goes
	// to the side that draws (pick-up), as before.
	r, _ := New(coup{shoe: incShoe, button: 1, bets: incBets}.setup(t))
	driveTo(t, r, 8, []string{"no-carta"})
	if _, err := r.Incident(UndueThirdCard); err != nil {
		t.Fatal(err)
	}
	if p, _ := r.Pending(); p.Remedy.Kind != PickUp {
		t.Errorf("a third card due to Banco laid on Punto: remedy %s, want pick-up", p.Remedy)
	}
}

// TestArt7_FewerThanTwoCards_CoupRebuilt: the deal stops at three cards
// and the dealer goes on, Banco with one card. Art. 7: "attribuisce un
// numero maggiore o minore delle due carte regolamentari, il colpo viene
// ricostruito": Banco's second card, the sabot's next, is dealt before
// anything else, and the coup goes on by the rule as if the deal had been
// right.
func TestArt7_FewerThanTwoCards_CoupRebuilt(t *testing.T) {
	for _, c := range []struct {
		name, bets, calls, events, wrong, want string
	}{
		{"reader", incBets, "no-carta", "incident short-deal; give 1", "give 1,turn banco,draw banco,announce banco 1 punto 7,no-carta",
			incRight},
		{"dealer plays Punto", "2 banco 20", "", "incident short-deal; turn punto 7", "turn banco,turn punto,draw banco,annul",
			"P 4S 3D =7 | B 2H AC 9C =2 | punto | reader 0 | 2 banco -20.00 | button 2"},
	} {
		for _, auto := range []bool{false, true} {
			r, _ := New(coup{shoe: incShoe, button: 1, bets: c.bets}.setup(t))
			calls := driveTo(t, r, 4, strings.Fields(c.calls))
			evs, err := r.Incident(ShortDeal)
			if err != nil {
				t.Fatalf("%s: Incident: %v", c.name, err)
			}
			if got := strings.ReplaceAll(eventStrings(evs), " ??", ""); !strings.HasPrefix(got, "incident short-deal") || !strings.HasSuffix(got, strings.TrimPrefix(c.events, "incident short-deal")) {
				t.Errorf("%s: events %q; want %q", c.name, got, c.events)
			}
			p, ok := r.Pending()
			if !ok || p.Kind != ShortDeal || p.Article != "Art. 7" || p.Remedy.String() != "deal banco" || p.Side != Banco || !strings.Contains(p.Quote, "numero maggiore o minore") {
				t.Fatalf("%s: Pending %+v, %v", c.name, p, ok)
			}
			if len(r.Cards(Banco)) != 1 {
				t.Fatalf("%s: Banco has %s", c.name, r.Cards(Banco))
			}
			checkSteps(t, r, strings.Split(c.wrong, ",")[:3], "short-deal", "Art. 7")
			if !auto {
				evs, err := r.Apply(MustParseAction("deal banco"))
				if err != nil {
					t.Fatalf("%s: the remedy: %v", c.name, err)
				}
				if got := eventStrings(evs); got != "card banco AC down 2; remedy short-deal AC" {
					t.Errorf("%s: remedy events %q", c.name, got)
				}
				if _, ok := r.Pending(); ok {
					t.Errorf("%s: the incident is still pending after Banco's second card", c.name)
				}
			}
			playOutWith(t, r, calls)
			rec := r.Record()
			checkMoney(t, rec)
			if got := summary(rec); got != c.want {
				t.Errorf("%s\n got  %s\n want %s", c.name, got, c.want)
			}
			if len(rec.Incidents) != 1 || rec.Incidents[0] != "short-deal at 4" {
				t.Errorf("%s: incidents %v", c.name, rec.Incidents)
			}
		}
	}
	// Only when the deal's last card is due.
	r, _ := New(coup{shoe: incShoe, button: 1, bets: incBets}.setup(t))
	driveTo(t, r, 3, nil)
	if _, err := r.Incident(ShortDeal); err == nil {
		t.Error("a short deal with Punto's second card due was accepted")
	}
}
