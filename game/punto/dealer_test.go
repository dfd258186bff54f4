package punto

import (
	"strings"
	"testing"
)

// TestDealerSchool_WrongStepsAreRefused: a student dealer's wrong step, at
// the moment it is tried, is refused with a code for the locales, the
// article, and a reason that says what to do.
func TestDealerSchool_WrongStepsAreRefused(t *testing.T) {
	cases := []struct {
		name   string
		coup   coup
		at     ActionKind // the student acts when this step is due
		action string
		code   string
		art    string
		text   string
	}{
		{"deals before closing", coup{shoe: shoePuntoWins, bets: "1 punto 10"}, Close, "deal punto",
			"bets-open", "Distribuzione", "the bets are open: the dealer closes them first (close)"},
		{"gives the cards to a smaller bet", coup{shoe: shoePuntoWins, bets: "1 punto 10; 2 punto 20"}, Give, "give 1",
			"wrong-reader", "Distribuzione; Art. 13", "the Punto cards go to position 2, the highest Punto bet (20.00)"},
		{"forgets the button order", coup{shoe: shoePuntoWins, button: 5, bets: "3 punto 20; 8 punto 20"}, Give, "give 3",
			"wrong-reader", "Distribuzione; Art. 13", "go by the order of the positions from the button at 5"},
		{"turns Banco before the reader calls", coup{shoe: shoePuntoWins, bets: "1 punto 10"}, Call, "turn banco",
			"not-your-turn", "Tabella della Regola", "the reader at position 1 must call first"},
		{"calls for the reader", coup{shoe: shoePuntoWins, bets: "1 punto 10"}, Give, "carta",
			"not-your-turn", "Distribuzione; Art. 13", "no call is asked now: the dealer must give 1"},
		{"draws for Punto before turning Banco", coup{shoe: shoePuntoWins, bets: "1 punto 10"}, Turn, "draw punto",
			"wrong-order", "Distribuzione", "the dealer turns Banco's cards before any third card"},
		{"announces too early", coup{shoe: shoePuntoWins, bets: "1 punto 10"}, Draw, "announce banco 6 punto 4",
			"not-now", "Tabella della Regola", "the coup is not complete: now draw punto"},
		{"pays before the announcement", coup{shoe: shoePuntoWins, bets: "1 punto 10"}, Announce, "pay 1 punto 10",
			"out-of-order", "Distribuzione; Art. 9", "now due: announce banco 6 punto 9"},
		{"pays a tie's Punto bet", coup{shoe: shoeTie, bets: "1 punto 10"}, Return, "pay 1 punto 10",
			"wrong-settlement", "Distribuzione", "a tie: Punto and Banco bets are void and returned (return 1 punto)"},
		{"collects a winner", coup{shoe: shoeBancoNatural, bets: "1 banco 10"}, Pay, "collect 1 banco",
			"wrong-settlement", "Premessa", "the banco bet at position 1 wins: pay 1 banco 9.50"},
		{"pays Banco without commission", coup{shoe: shoeBancoNatural, bets: "1 banco 10"}, Pay, "pay 1 banco 10",
			"wrong-amount", "Premessa", "Banco pays 9.50 on 10.00 (1:1 less 5% commission, rounded down to the cent)"},
		{"pays Egalité 1:1", coup{shoe: shoeTie, bets: "1 egalite 10"}, Pay, "pay 1 egalite 10",
			"wrong-amount", "Premessa", "Egalité pays 80.00 on 10.00 (8:1)"},
		{"passes the button two places", coup{shoe: shoePuntoWins, button: 9, bets: "1 punto 10"}, PassButton, "button 2",
			"wrong-button", "Distribuzione", "the button passes to the next position, 1"},
		{"moves the button before the discard", coup{shoe: shoePuntoWins, bets: "1 punto 10"}, Discard, "button 2",
			"out-of-order", "Art. 10", "now due: discard"},
		{"moves the button after a Colpo in Bianco", coup{shoe: shoePuntoWins, blank: true}, Discard, "button 2",
			"out-of-order", "Art. 10", "now due: discard"},
		{"annuls a good coup", coup{shoe: shoePuntoWins, bets: "1 punto 10"}, Announce, "annul",
			"not-now", "Art. 5", "fewer than 7 cards"},
		{"forgets the remaining cards", coup{shoe: shoePuntoWins + " 9H", cut: "0", bets: "1 punto 10"}, DrawRest, "announce banco 6 punto 9",
			"not-now", "Art. 5", "now draw rest"},
		{"gives the cards with no Punto bet", coup{shoe: shoePuntoWins, bets: "1 banco 10"}, Turn, "give 1",
			"no-reader", "Distribuzione", "the dealer keeps the Punto cards"},
		{"an unknown step", coup{shoe: shoePuntoWins, bets: "1 punto 10"}, Close, "",
			"bad-action", "", "unknown action"},
		{"a bet off the table", coup{shoe: shoeTie, bets: "1 punto 10"}, Return, "return 12 punto",
			"bad-action", "", "position 12: the table has positions 1-9"},
	}
	for _, c := range cases {
		r, err := New(c.coup.setup(t))
		if err != nil {
			t.Fatal(err)
		}
		playUntil(t, r, c.at)
		var a Action
		if c.action != "" {
			a = MustParseAction(c.action)
		}
		before := r.Record()
		_, err = r.Apply(a)
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			checkIllegal(t, err, c.code, c.art, c.text)
		})
		if after := r.Record(); strings.Join(after.Actions, ",") != strings.Join(before.Actions, ",") {
			t.Errorf("%s: the refused step changed the coup", c.name)
		}
	}
}

// TestLegalAlwaysHoldsTheDueStep: at every step of a coup, Legal lists the
// step the automatic dealer takes (or the reader's three calls), and the
// Colpo in Bianco while it may be declared.
func TestLegalAlwaysHoldsTheDueStep(t *testing.T) {
	r, _ := New(coup{shoe: shoePuntoWins, bets: "1 punto 10; 3 banco 10"}.setup(t))
	var got []string
	for !r.Done() {
		var names []string
		for _, a := range r.Legal() {
			names = append(names, a.String())
		}
		got = append(got, strings.Join(names, "|"))
		a, ok := r.NextDealerAction()
		if !ok {
			a, _ = r.RuleCall()
		}
		if _, err := r.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	want := []string{"close|bianco", "deal punto|bianco", "deal banco|bianco", "deal punto", "deal banco", "give 1",
		"carta|no-carta|battuta", "turn banco", "draw punto", "turn punto", "announce banco 6 punto 9",
		"indicate punto", "collect 3 banco", "pay 1 punto 10.00", "discard", "button 2"}
	if strings.Join(got, ", ") != strings.Join(want, ", ") {
		t.Errorf("legal steps\n got %s\nwant %s", strings.Join(got, ", "), strings.Join(want, ", "))
	}
}

// TestAwaiting: the dealer acts but for the reader's call.
func TestAwaiting(t *testing.T) {
	r, _ := New(coup{shoe: shoePuntoWins, bets: "4 punto 10"}.setup(t))
	playUntil(t, r, Call)
	if a := r.Awaiting(); !a.IsReader() || a.Position() != 4 || a.String() != "reader at 4" {
		t.Errorf("awaiting %s; want reader at 4", a)
	}
	if _, ok := r.NextDealerAction(); ok {
		t.Error("the automatic dealer acts while the reader must call")
	}
	if a, ok := r.RuleCall(); !ok || a.String() != "carta" {
		t.Errorf("the rule's call %s; want carta", a)
	}
}
