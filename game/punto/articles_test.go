package punto

import (
	"errors"
	"strings"
	"testing"

	"sabot/game"
	"sabot/rules"
)

// TestArt1_FirstCardSeenInTheSabot_ColpoInBianco: the first card of the
// hand is visible in the sabot: it is not burnt, the coup is played "In
// Bianco" (the bets withdrawn), and the button stays.
func TestArt1_FirstCardSeenInTheSabot_ColpoInBianco(t *testing.T) {
	for _, before := range []string{"", "close"} {
		r, _ := New(coup{shoe: shoePuntoWins, button: 3, bets: "1 punto 10; 2 banco 10"}.setup(t))
		if before != "" {
			if _, err := r.Apply(MustParseAction(before)); err != nil {
				t.Fatal(err)
			}
		}
		ev, err := r.Apply(Action{Kind: Bianco})
		if err != nil {
			t.Fatalf("after %q: %v", before, err)
		}
		if got, want := eventStrings(ev), "announce colpo-in-bianco; settle 1 punto withdrawn 10.00; settle 2 banco withdrawn 10.00"; got != want {
			t.Errorf("after %q: events %q; want %q", before, got, want)
		}
		finish(t, r)
		rec := r.Record()
		want := "P 4S KD 5D =9 | B 3H 3C =6 | punto | reader 0 | 1 punto +0.00 withdrawn, 2 banco +0.00 withdrawn | button 3 | blank"
		if got := summary(rec); got != want {
			t.Errorf("after %q\n got %s\nwant %s", before, got, want)
		}
		if strings.Contains(actions(rec), "button") {
			t.Errorf("the button moved after a Colpo in Bianco: %s", actions(rec))
		}
		checkMoney(t, rec)
	}
}

// TestArt1_ColpoInBiancoHasNoBets: a Colpo in Bianco is announced and
// played with no bets; the button does not pass.
func TestArt1_ColpoInBiancoHasNoBets(t *testing.T) {
	r := coup{shoe: shoePuntoWins, button: 4, blank: true}.play(t)
	rec := r.Record()
	if got, want := summary(rec), "P 4S KD 5D =9 | B 3H 3C =6 | punto | reader 0 | no bets | button 4 | blank"; got != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
	want := "bianco, deal punto, deal banco, deal punto, deal banco, turn punto, turn banco, draw punto, announce banco 6 punto 9, indicate punto, discard"
	if got := actions(rec); got != want {
		t.Errorf("actions\n got %s\nwant %s", got, want)
	}
	if rec.Announcements[0] != PhraseColpoInBianco {
		t.Errorf("first announcement %s; want colpo-in-bianco", rec.Announcements[0])
	}

	r, _ = New(coup{shoe: shoePuntoWins, blank: true}.setup(t))
	_, err := r.Apply(Action{Kind: Close})
	checkIllegal(t, err, "blank-coup", "Art. 1, 3, 8", "no bets to close")

	_, err = New(coup{shoe: shoePuntoWins, blank: true, bets: "1 punto 10"}.setup(t))
	checkSetupError(t, err, "blank", "no bets")
}

// TestArt3_FirstCardFallen_BetsWithdrawnPlayedInBianco: the first card of a
// hand falls to the floor: it is picked up and put back in play, the bets
// are withdrawn and the hand is played in blank. Only the first card: after
// the second, the coup goes on.
func TestArt3_FirstCardFallen_BetsWithdrawnPlayedInBianco(t *testing.T) {
	r, _ := New(coup{shoe: shoePuntoWins, bets: "1 punto 10"}.setup(t))
	for _, a := range []string{"close", "deal punto"} {
		if _, err := r.Apply(MustParseAction(a)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := r.Apply(Action{Kind: Bianco}); err != nil {
		t.Fatalf("bianco after the first card: %v", err)
	}
	finish(t, r)
	want := "P 4S KD 5D =9 | B 3H 3C =6 | punto | reader 0 | 1 punto +0.00 withdrawn | button 1 | blank"
	if got := summary(r.Record()); got != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}

	r, _ = New(coup{shoe: shoePuntoWins, bets: "1 punto 10"}.setup(t))
	for _, a := range []string{"close", "deal punto", "deal banco"} {
		if _, err := r.Apply(MustParseAction(a)); err != nil {
			t.Fatal(err)
		}
	}
	_, err := r.Apply(Action{Kind: Bianco})
	checkIllegal(t, err, "not-now", "Art. 1, 3, 8", "before the coup's second card")
}

// TestArt5_CutCardComesOut_UltimoColpo: when the cut card comes out during
// a coup, the dealer announces "Ultimo colpo della taglia" and the coup is
// played out as usual.
func TestArt5_CutCardComesOut_UltimoColpo(t *testing.T) {
	r, _ := New(coup{shoe: shoePuntoWins + " 9H", cut: "2", bets: "1 punto 10"}.setup(t))
	var got []string
	for !r.Done() {
		a, _ := r.due()
		ev, err := r.Apply(a)
		if err != nil {
			t.Fatal(err)
		}
		if a.Kind == Deal {
			got = append(got, eventStrings(ev))
		}
	}
	// The cut card comes out with the third card; the dealer's call is his
	// next step, before the fourth card.
	want := []string{"card punto 4S down 1", "card banco 3H down 1", "cut-card; card punto KD down 2", "card banco 3C down 2"}
	if strings.Join(got, " / ") != strings.Join(want, " / ") {
		t.Errorf("deal events\n got %q\nwant %q", got, want)
	}
	if got, want := summary(r.Record()), "P 4S KD 5D =9 | B 3H 3C =6 | punto | reader 1 | 1 punto +10.00 | button 2 | last ultimo-colpo"; got != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
	if r.shoe.Remaining() != 2 {
		t.Errorf("%d cards left in the shoe; the last coup takes no more than its own (2 left)", r.shoe.Remaining())
	}
}

// TestArt5_LastCoupMinimumSevenCardsOrVoid: when the last coup starts with
// the cut card, the dealer declares "minimo sette carte o nullo", draws the
// remaining cards before settling, and with fewer than seven cards on the
// table the coup is void.
func TestArt5_LastCoupMinimumSevenCardsOrVoid(t *testing.T) {
	cases := []struct {
		name, shoe, want, tail string
	}{
		{"five cards and two left: seven", "4S 3H KD 3C 5D 2S 9H",
			"P 4S KD 5D =9 | B 3H 3C =6 | punto | reader 1 | 1 punto +10.00, 2 banco -10.00 | button 2 | last ultimo-colpo-minimo-sette | table 2S 9H",
			"turn punto, draw rest, announce banco 6 punto 9, indicate punto, collect 2 banco, pay 1 punto 10.00, discard, button 2"},
		{"six cards and one left: seven", "2S 3H AD 2C 4D 5S 9H",
			// Punto 3 draws 4D: 7. Banco 5 draws on a third card of 4: 5S, 0.
			"P 2S AD 4D =7 | B 3H 2C 5S =0 | punto | reader 1 | 1 punto +10.00, 2 banco -10.00 | button 2 | last ultimo-colpo-minimo-sette | table 9H",
			"draw rest, announce banco 0 punto 7, indicate punto, collect 2 banco, pay 1 punto 10.00, discard, button 2"},
		{"five cards and one left: six, void", "4S 3H KD 3C 5D 2S",
			"P 4S KD 5D =9 | B 3H 3C =6 | punto | reader 1 | 1 punto +0.00 void, 2 banco +0.00 void | button 2 | void | last ultimo-colpo-minimo-sette | table 2S",
			"turn punto, draw rest, annul, return 1 punto, return 2 banco, discard, button 2"},
		// The reader calls «carta» on 7 with his cards down: the dealer
		// gives Punto AS on the call, the reader shows 7 and the coup is
		// rebuilt by the rule, Punto standing; AS is left over and lies on
		// the table with the sabot's last cards (Art. 5, Art. 8).
		{"a card left over by a wrong call, the sabot empty: five, void", "TC 6S 7S KC AS",
			"P TC 7S =7 | B 6S KC =6 | punto | reader 1 | 1 punto +0.00 void, 2 banco +0.00 void | button 2 | void | last ultimo-colpo-minimo-sette | table AS | alla-regola carta>no-carta",
			"turn punto, draw rest, annul, return 1 punto, return 2 banco, discard, button 2"},
		{"a card left over by a wrong call and two left: seven", "TC 6S 7S KC AS 2D 3D",
			"P TC 7S =7 | B 6S KC =6 | punto | reader 1 | 1 punto +10.00, 2 banco -10.00 | button 2 | last ultimo-colpo-minimo-sette | table AS 2D 3D | alla-regola carta>no-carta",
			"turn punto, draw rest, announce banco 6 punto 7, indicate punto, collect 2 banco, pay 1 punto 10.00, discard, button 2"},
		{"five cards and none left: void", "4S 3H KD 3C 5D",
			"P 4S KD 5D =9 | B 3H 3C =6 | punto | reader 1 | 1 punto +0.00 void, 2 banco +0.00 void | button 2 | void | last ultimo-colpo-minimo-sette",
			"turn punto, draw rest, annul, return 1 punto, return 2 banco, discard, button 2"},
	}
	for _, c := range cases {
		r := coup{shoe: c.shoe, cut: "0", bets: "1 punto 10; 2 banco 10", decisions: "carta"}.play(t)
		rec := r.Record()
		if got := summary(rec); got != c.want {
			t.Errorf("%s\n got %s\nwant %s", c.name, got, c.want)
		}
		if got := actions(rec); !strings.HasSuffix(got, c.tail) {
			t.Errorf("%s: actions\n got %s\nwant ... %s", c.name, got, c.tail)
		}
		if rec.Announcements[1] != PhraseUltimoColpoMinimoSette {
			t.Errorf("%s: announcements %v", c.name, rec.Announcements)
		}
		if rec.Void && rec.Announcements[len(rec.Announcements)-1] != PhraseColpoNullo {
			t.Errorf("%s: a void coup is announced: %v", c.name, rec.Announcements)
		}
		checkMoney(t, rec)
	}
}

// TestArt6_DealOrderPuntoBancoPuntoBanco: the dealer who gives a Punto card
// to Banco or the other way round is stopped.
func TestArt6_DealOrderPuntoBancoPuntoBanco(t *testing.T) {
	r, _ := New(coup{shoe: shoePuntoWins, bets: "1 punto 10"}.setup(t))
	r.Apply(Action{Kind: Close})
	_, err := r.Apply(MustParseAction("deal banco"))
	checkIllegal(t, err, "wrong-side", "Art. 6", "the first card of the deal goes to punto")
	r.Apply(MustParseAction("deal punto"))
	_, err = r.Apply(MustParseAction("deal punto"))
	checkIllegal(t, err, "wrong-side", "Art. 6", "the second card of the deal goes to banco")
	if r.Cards(Punto).String() != "4S" || r.Cards(Banco).String() != "" {
		t.Errorf("a refused card was dealt: punto %s, banco %s", r.Cards(Punto), r.Cards(Banco))
	}
}

// TestArt7_TwoCardsEach: a fifth card in the deal is refused, and so is a
// deal cut short.
func TestArt7_TwoCardsEach(t *testing.T) {
	r, _ := New(coup{shoe: shoePuntoWins, bets: "1 punto 10"}.setup(t))
	playUntil(t, r, Give)
	_, err := r.Apply(MustParseAction("deal punto"))
	checkIllegal(t, err, "too-many-cards", "Art. 7", "two cards to Punto and two to Banco")
	// Fewer: the deal cut short, the cards given or turned or a third card
	// drawn with three cards out, is refused by the same article.
	for _, step := range []string{"give 1", "turn banco", "draw punto"} {
		r, _ := New(coup{shoe: shoePuntoWins, bets: "1 punto 10"}.setup(t))
		for _, a := range []string{"close", "deal punto", "deal banco", "deal punto"} {
			r.Apply(MustParseAction(a))
		}
		_, err := r.Apply(MustParseAction(step))
		checkIllegal(t, err, "too-few-cards", "Art. 7", "Punto has 2, Banco 1: deal banco")
	}
}

// TestArt8_ThirdCardNotDue: a third card the Regola does not give is
// refused, with the line of the Tabella that says so.
func TestArt8_ThirdCardNotDue(t *testing.T) {
	cases := []struct {
		shoe, draw, text string
	}{
		{"7S 3H KD 3C", "draw punto", "Punto stands on 7"},
		{"7S 3H KD 4C", "draw banco", "Punto stood: Banco draws on 0-5 and stands on 7"},
		{shoeBancoNatural, "draw punto", "a battuta"},
		{shoeBancoNatural, "draw banco", "a battuta"},
		// Punto 4 draws a 9H (Punto 3); Banco 4 stands on a third card of 9.
		{"4S 3H KD AC 9H", "draw banco", "Banco stands on 4 when Punto's third card is 9H"},
	}
	for _, c := range cases {
		r, _ := New(coup{shoe: c.shoe, bets: "1 punto 10"}.setup(t))
		for {
			a, _ := r.due()
			if a.Kind == Announce {
				break
			}
			if _, err := r.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		_, err := r.Apply(MustParseAction(c.draw))
		checkIllegal(t, err, "card-not-due", "Art. 8", c.text)
	}

	// Punto's third card before Banco's.
	r, _ := New(coup{shoe: "4S 3H KD 3C 5D 2S", bets: "1 punto 10"}.setup(t))
	playUntil(t, r, Draw)
	_, err := r.Apply(MustParseAction("draw banco"))
	checkIllegal(t, err, "wrong-order", "Tabella della Regola", "Punto's third card comes first")
}

// TestArt10_CoupOverAfterTheCardsAreGone: the coup is over once the cards
// are in the discard holder; nothing more is accepted.
func TestArt10_CoupOverAfterTheCardsAreGone(t *testing.T) {
	r := coup{shoe: shoePuntoWins, bets: "1 punto 10", decisions: "carta"}.play(t)
	if !r.Done() || r.Awaiting() != Nobody || len(r.Legal()) != 0 {
		t.Fatalf("done %v, awaiting %s, legal %v", r.Done(), r.Awaiting(), r.Legal())
	}
	_, err := r.Apply(Action{Kind: Close})
	var ie *game.IllegalError
	if !errors.As(err, &ie) || ie.Code != "round-over" || ie.Article != "Art. 10" {
		t.Errorf("an action after the end of the coup: %v; want round-over, Art. 10", err)
	}
}

// TestArt11_OneBetPerPosition: one bet per position, on Punto or on Banco,
// plus an Egalité bet.
func TestArt11_OneBetPerPosition(t *testing.T) {
	cases := []struct {
		bets, field, text string
	}{
		{"1 punto 10; 1 banco 10", "bets[1].on", "position 1 already bets punto (bets[0])"},
		{"1 punto 10; 1 punto 20", "bets[1].on", "one bet per position"},
		{"2 banco 10; 2 egalite 10; 2 egalite 10", "bets[2].on", "one Egalité bet per position"},
		{"1 punto 10 anna; 1 egalite 10 bob", "bets[1].player", "one player per position (Art. 11, 12)"},
	}
	for _, c := range cases {
		_, err := New(coup{shoe: shoePuntoWins, bets: c.bets}.setup(t))
		checkSetupError(t, err, c.field, c.text)
	}
	if _, err := New(coup{shoe: shoePuntoWins, bets: "1 punto 10; 1 egalite 10; 2 banco 10; 2 egalite 10"}.setup(t)); err != nil {
		t.Errorf("Punto or Banco plus Egalité at a position: %v", err)
	}
}

// TestArt13_StandingOnlyAtAFreePosition: a standing player bets at a free
// position, not at one taken by a seated player.
func TestArt13_StandingOnlyAtAFreePosition(t *testing.T) {
	_, err := New(coup{shoe: shoePuntoWins, bets: "1 punto 10; 1 egalite 10 standing"}.setup(t))
	checkSetupError(t, err, "bets[1].standing", "taken by a seated player")
}

// TestArt14_Limits: every bet within the table's minimum and maximum; the
// Ispettore may change them during the shoe.
func TestArt14_Limits(t *testing.T) {
	lim := rules.SuperPuntoBanco.Limits
	cases := []struct {
		bets, field, text string
	}{
		{"1 punto 9.99", "bets[0].amount", "9.99 is below the table minimum " + lim.Min.String() + " (Art. 14)"},
		{"1 punto 10; 2 egalite 5", "bets[1].amount", "5.00 is below the table minimum"},
		{"1 banco 1000.01", "bets[0].amount", "1000.01 is above the table maximum " + lim.Max.String() + " (Art. 14)"},
		{"1 banco 0", "bets[0].amount", "must be positive"},
	}
	for _, c := range cases {
		_, err := New(coup{shoe: shoePuntoWins, bets: c.bets}.setup(t))
		checkSetupError(t, err, c.field, c.text)
	}
	s := coup{shoe: shoePuntoWins, bets: "1 punto 10; 2 banco 1000"}.setup(t)
	if _, err := New(s); err != nil {
		t.Errorf("the limits themselves: %v", err)
	}
	s.Rules.Limits.Min = rules.Units(25)
	_, err := New(s)
	checkSetupError(t, err, "bets[0].amount", "below the table minimum 25.00")
}

// TestInterpretation_EgaliteAlone: an Egalité bet may stand alone at a
// position (Interpretation); a table that does not allow it says so.
func TestInterpretation_EgaliteAlone(t *testing.T) {
	r := coup{shoe: shoeTie, bets: "4 egalite 10"}.play(t)
	if got, want := summary(r.Record()), "P 6S KD =6 | B 3H 3C =6 | egalite | reader 0 | 4 egalite +80.00 | button 2"; got != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
	s := coup{shoe: shoeTie, bets: "4 egalite 10"}.setup(t)
	s.Rules.EgaliteAlone = false
	_, err := New(s)
	checkSetupError(t, err, "bets[0].on", "needs a Punto or Banco bet there (Art. 11)")
}

// TestInterpretation_NinePositionsButtonWraps: positions 1-9; the button
// passes from 9 to 1.
func TestInterpretation_NinePositionsButtonWraps(t *testing.T) {
	r := coup{shoe: shoePuntoWins, button: 9, bets: "9 punto 10", decisions: "carta"}.play(t)
	if got := r.Record().ButtonNext; got != 1 {
		t.Errorf("button after 9: %d; want 1", got)
	}
	_, err := New(coup{shoe: shoePuntoWins, bets: "10 punto 10"}.setup(t))
	checkSetupError(t, err, "bets[0].position", "10 is not a position: the table has positions 1-9")
	_, err = New(coup{shoe: shoePuntoWins, button: 10}.setup(t))
	checkSetupError(t, err, "button", "10 is not a position")
}

// TestInterpretation_Payouts: Punto 1:1, Banco 1:1 less 5% rounded down to
// the cent, Egalité 8:1.
func TestInterpretation_Payouts(t *testing.T) {
	cases := []struct {
		bet  string
		shoe string
		paid string // the winnings, worked out by hand
	}{
		{"1 punto 10", shoePuntoWins, "10.00"},
		{"1 punto 25.50", shoePuntoWins, "25.50"},
		{"1 banco 10", shoeBancoNatural, "9.50"},
		{"1 banco 15", shoeBancoNatural, "14.25"},
		{"1 banco 25", shoeBancoNatural, "23.75"},
		{"1 banco 10.10", shoeBancoNatural, "9.59"},  // 9.595
		{"1 banco 33.33", shoeBancoNatural, "31.66"}, // 31.6635
		{"1 banco 1000", shoeBancoNatural, "950.00"},
		{"1 egalite 10", shoeTie, "80.00"},
		{"1 egalite 12.50", shoeTie, "100.00"},
	}
	for _, c := range cases {
		bets := testBets(t, c.bet)
		r, err := New(coup{shoe: c.shoe, bets: c.bet}.setup(t))
		if err != nil {
			t.Fatal(err)
		}
		playUntil(t, r, Pay)
		a, _ := r.NextDealerAction()
		if a.Amount.String() != c.paid {
			t.Errorf("%s: the dealer pays %s; want %s", c.bet, a.Amount, c.paid)
		}
		// A student paying one cent too much is told the right amount.
		wrong := a
		wrong.Amount++
		_, err = r.Apply(wrong)
		checkIllegal(t, err, "wrong-amount", "Premessa", "pays "+c.paid+" on "+bets[0].Amount.String())
		finish(t, r)
		if got := r.Record().Bets[0].Net.String(); got != c.paid {
			t.Errorf("%s: net %s; want %s", c.bet, got, c.paid)
		}
	}
}

// TestInterpretation_SettlementOrder: losers collected first, then winners
// paid, each by position, the Punto or Banco bet before the Egalité.
func TestInterpretation_SettlementOrder(t *testing.T) {
	r := coup{shoe: shoePuntoWins, bets: "5 punto 10; 2 banco 20; 2 egalite 10; 7 punto 30; 1 egalite 10; 3 banco 10", decisions: "carta"}.play(t)
	want := "collect 1 egalite, collect 2 banco, collect 2 egalite, collect 3 banco, pay 5 punto 10.00, pay 7 punto 30.00, discard, button 2"
	if got := actions(r.Record()); !strings.HasSuffix(got, want) {
		t.Errorf("settlement\n got %s\nwant ... %s", got, want)
	}
	if r.Record().Reader != 7 {
		t.Errorf("reader %d; want 7", r.Record().Reader)
	}

	r, _ = New(coup{shoe: shoePuntoWins, bets: "5 punto 10; 2 banco 20; 7 punto 30"}.setup(t))
	playUntil(t, r, Collect)
	_, err := r.Apply(MustParseAction("pay 5 punto 10"))
	checkIllegal(t, err, "wrong-order", "Premessa", "losers are collected first")
	_, err = r.Apply(MustParseAction("collect 5 punto"))
	checkIllegal(t, err, "wrong-settlement", "Premessa", "the punto bet at position 5 wins: pay 5 punto 10.00")
	_, err = r.Apply(MustParseAction("collect 4 punto"))
	checkIllegal(t, err, "no-such-bet", "", "no punto bet at position 4")
}

// checkSetupError checks that err is a *SetupError on field whose reason
// contains text.
func checkSetupError(t testing.TB, err error, field, text string) {
	t.Helper()
	var se *SetupError
	if !errors.As(err, &se) {
		t.Fatalf("error %v; want a *SetupError on %s", err, field)
	}
	if se.Field != field || !strings.Contains(se.Reason, text) {
		t.Errorf("error %q; want field %s and a reason with %q", se.Error(), field, text)
	}
}
