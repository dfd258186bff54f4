package blackjack_test

import (
	"errors"
	"strings"
	"testing"

	"sabot/game"
	"sabot/game/blackjack"
	"sabot/game/blackjack/notation"
	"sabot/game/blackjack/setup"
	"sabot/rules"
)

// The dealer's announcements and his handling of the cards, as steps.

// upTo applies the automatic dealer's steps and the decisions until the
// step due is of kind k, and returns it; the test fails if it never comes.
func upTo(t *testing.T, r *blackjack.Round, k blackjack.Kind, decisions ...blackjack.Action) blackjack.Action {
	t.Helper()
	for n := 0; n < 200 && !r.Done(); n++ {
		if due, ok := r.NextDealerAction(); ok {
			if due.Kind == k {
				return due
			}
			if _, err := r.Apply(due); err != nil {
				t.Fatalf("%s: %v", due, err)
			}
			continue
		}
		if len(decisions) == 0 {
			t.Fatalf("decisions used up before a step of kind %s; legal %v", blackjack.Action{Kind: k}, r.Legal())
		}
		if _, err := r.Apply(decisions[0]); err != nil {
			t.Fatalf("%s: %v", decisions[0], err)
		}
		decisions = decisions[1:]
	}
	t.Fatalf("no step of kind %s came", blackjack.Action{Kind: k})
	return blackjack.Action{}
}

// refused checks that a is refused with the code and the article, and that
// the error quotes the regulation's words.
func refused(t *testing.T, r *blackjack.Round, a blackjack.Action, code, article string) *game.IllegalError {
	t.Helper()
	_, err := r.Apply(a)
	var ie *game.IllegalError
	if !errors.As(err, &ie) {
		t.Fatalf("Apply(%s) = %v; want an IllegalError", a, err)
	}
	if ie.Code != code || ie.Article != article || ie.Quote == "" {
		t.Errorf("Apply(%s): %s %q (%s) quote %q; want %s (%s) with a quote", a, ie.Code, ie.Reason, ie.Article, ie.Quote, code, article)
	}
	return ie
}

// 000 Art. 26: "Se l'impiegato annuncia in modo errato il valore del suo
// punto, il colpo sarà ricostruito secondo la regola": the dealer's total is
// a step, due when his hand is over, before any settlement; a wrong one is
// refused, the right one named. No other table's regulation prescribes the
// announcement (TestArt26_AnnouncementOnlyAtTheItalianCasino).
func TestArt26_WrongAnnouncedTotal(t *testing.T) {
	two := []setup.BoxBet{bet(1, 10), bet(2, 10)}
	stand := blackjack.Action{Kind: blackjack.Stand}
	cases := []struct {
		name      string
		rs        rules.RuleSet
		shoe      string
		decisions []blackjack.Action
		want      string // the announcement due
		wrong     blackjack.Action
		article   string
		quote     string // words of the quote
	}{
		// Dealer 7H TD = 17 (the cards: TS 9S 7H 8S 9D TD).
		{"classic-17", rules.ItalianClassic, "TS 9S 7H 8S 9D TD", []blackjack.Action{stand, stand}, "announce 17", blackjack.Action{Kind: blackjack.Announce, Total: 18}, "Art. 26", "ricostruito secondo la regola"},
		// Dealer 6C TC 7C = 23: "announce bust", not 23.
		{"classic-bust", rules.ItalianClassic, "TS 9S 6C 8S 9D TC 7C", []blackjack.Action{stand, stand}, "announce bust", blackjack.Action{Kind: blackjack.Announce, Total: 23}, "Art. 26", "ricostruito secondo la regola"},
		// Dealer AC 5H 2S = soft 18 (no insurance taken).
		{"classic-soft-18", rules.ItalianClassic, "TS 9D AC 9H 8S 5H 2S", []blackjack.Action{{Kind: blackjack.NoInsurance}, {Kind: blackjack.NoInsurance}, stand, stand},
			"announce 18", blackjack.Action{Kind: blackjack.Announce, Total: 8}, "Art. 26", "ricostruito secondo la regola"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			boxes := two
			if c.rs.ID == "argentine" {
				boxes = []setup.BoxBet{bet(1, 10), bet(2, 10), bet(3, 10)}
			}
			r := start(t, c.rs, c.shoe, boxes)
			due := upTo(t, r, blackjack.Announce, c.decisions...)
			if due.String() != c.want {
				t.Fatalf("due %s; want %s", due, c.want)
			}
			// Paying before announcing is refused too.
			if pay := (blackjack.Action{Kind: blackjack.Pay, Box: 1, Bet: blackjack.MainBet, Amount: rules.Units(10)}); true {
				refused(t, r, pay, "wrong-step", c.article)
			}
			ie := refused(t, r, c.wrong, "wrong-total", c.article)
			if !strings.Contains(ie.Reason, c.want) || !strings.Contains(ie.Quote, c.quote) {
				t.Errorf("reason %q quote %q; want %q and %q", ie.Reason, ie.Quote, c.want, c.quote)
			}
			if _, err := r.Apply(due); err != nil {
				t.Fatalf("%s: %v", due, err)
			}
			autoDeal(t, r)
			if !r.Done() {
				t.Fatal("the round does not end")
			}
		})
	}
	// With every box bust the dealer plays nothing and announces nothing
	// (Art. 6).
	rec := play(t, classic, "TS TD 5C 6S 5D KH 9H", "1:10 2:10", "hit", "hit")
	for _, a := range rec.Actions {
		if strings.HasPrefix(a, "announce") {
			t.Errorf("all bust: %q announced", a)
		}
	}
}

// 001 Desarrollo 9: "retirar las apuestas que pierden dejando las cartas en
// su respectivo Casillero ... Posteriormente pagará las apuestas premiadas,
// procediendo luego a retirar las cartas de izquierda a derecha y por último
// las cartas de la Banca": losers, winners, then the cards box by box from
// the left, the bank's last, which ends the round.
func TestDesarrollo9_CardsCollectedLeftToRightBankLast(t *testing.T) {
	// Box 1 TS 8D = 18 wins, box 2 9S 7D = 16 loses, box 3 8S TD = 18 wins
	// on the dealer's 7H TC = 17.
	rec := play(t, argentine, "TS 9S 8S 7H 8D 7D TD TC", "1:10 2:10 3:10", "stand", "stand", "stand")
	wantExactActions(t, rec,
		"close-bets", "deal box 1", "deal box 2", "deal box 3", "deal dealer",
		"deal box 1", "deal box 2", "deal box 3", "deal dealer face-down",
		"box 1: stand", "box 2: stand", "box 3: stand", "reveal-hole", "dealer-stand", "announce 17",
		"collect box 2 main 10.00", "pay box 1 main 10.00", "pay box 3 main 10.00",
		"collect-cards box 1", "collect-cards box 2", "collect-cards box 3", "collect-cards dealer")

	three := []setup.BoxBet{bet(1, 10), bet(2, 10), bet(3, 10)}
	r := start(t, rules.Argentine, "TS 9S 8S 7H 8D 7D TD TC", three)
	due := upTo(t, r, blackjack.CollectHandCards, blackjack.Action{Kind: blackjack.Stand}, blackjack.Action{Kind: blackjack.Stand}, blackjack.Action{Kind: blackjack.Stand})
	if due.String() != "collect-cards box 1" {
		t.Fatalf("first collection %s; want collect-cards box 1", due)
	}
	// The losing box's cards stayed in their box: they are not first.
	refused(t, r, blackjack.Action{Kind: blackjack.CollectHandCards, Box: 2, Hand: 1}, "wrong-order", "Desarrollo 9")
	refused(t, r, blackjack.Action{Kind: blackjack.CollectHandCards}, "wrong-order", "Desarrollo 9")
	refused(t, r, blackjack.Action{Kind: blackjack.CollectCards}, "cards-by-box", "Desarrollo 9")
	for _, box := range []int{1, 2, 3} {
		if _, err := r.Apply(blackjack.Action{Kind: blackjack.CollectHandCards, Box: box, Hand: 1}); err != nil {
			t.Fatal(err)
		}
		if !r.Box(box).Hands[0].CardsOff {
			t.Errorf("box %d's cards still on the table", box)
		}
	}
	refused(t, r, blackjack.Action{Kind: blackjack.CollectCards}, "wrong-order", "Desarrollo 9")
	if r.Done() || r.DealerCardsOff() {
		t.Fatal("the round ended before the bank's cards")
	}
	if _, err := r.Apply(blackjack.Action{Kind: blackjack.CollectHandCards}); err != nil {
		t.Fatal(err)
	}
	if !r.Done() || !r.DealerCardsOff() {
		t.Error("the bank's cards collected, the round is not over")
	}
	// The Italian table keeps one step for the cards at the end (Art. 29).
	rec = play(t, classic, "TS 9S 7H 8S 9D TD", "1:10 3:10", "stand", "stand")
	if last := rec.Actions[len(rec.Actions)-1]; last != "collect-cards" {
		t.Errorf("italian-classic ends with %q; want collect-cards", last)
	}
}

// 000 Cap. 1: "Quando il banco paga il Black Jack servito, ritira
// immediatamente le due carte corrispondenti"; Art. 5 (and 004
// Svolgimento): a bust hand's bet is collected "e successivamente le
// carte".
func TestCap1_BlackjackPaidAtOnceCardsRemovedAtOnce(t *testing.T) {
	rec := play(t, classic, "AS 9D 7C TH 8S 9H 5S", "1:25 2:10", "stand")
	wantActions(t, rec, "deal box 2", "pay box 1 main 37.50", "collect-cards box 1", "box 2: stand")
	r := start(t, rules.ItalianClassic, "AS 9D 7C TH 8S", []setup.BoxBet{bet(1, 25), bet(2, 10)}, blackjack.Action{Kind: blackjack.CloseBets}, deal(1), deal(2), deal(0), deal(1), deal(2), blackjack.Action{Kind: blackjack.Pay, Box: 1, Bet: blackjack.MainBet, Amount: rules.Units(37) + 50})
	refused(t, r, blackjack.Action{Kind: blackjack.Stand}, "dealer-turn", "Cap. 1; Art. 5")
	refused(t, r, blackjack.Action{Kind: blackjack.CollectCards}, "wrong-order", "Cap. 1; Art. 5")
	if _, err := r.Apply(blackjack.Action{Kind: blackjack.CollectHandCards, Box: 1}); err != nil {
		t.Fatal(err)
	}
	if !r.Box(1).Hands[0].CardsOff {
		t.Error("the blackjack's cards are still on the table")
	}

	for _, c := range []struct {
		rs      rules.RuleSet
		article string
	}{{rules.ItalianClassic, "Cap. 1; Art. 5"}, {rules.ItalianShuffler, "Svolgimento della partita"}} {
		rec := play(t, c.rs.ID, "TS TD 5C 6S 5D KH 9H 8H 9C", "1:10 2:10", "hit", "stand")
		wantActions(t, rec, "box 1: hit", "deal box 1", "collect box 1 main 10.00", "collect-cards box 1", "box 2: stand")
		r := start(t, c.rs, "TS TD 5C 6S 5D KH 9H 8H 9C", []setup.BoxBet{bet(1, 10), bet(2, 10)})
		upTo(t, r, blackjack.Collect, blackjack.Action{Kind: blackjack.Hit})
		if _, err := r.Apply(blackjack.Action{Kind: blackjack.Collect, Box: 1, Bet: blackjack.MainBet, Amount: rules.Units(10)}); err != nil {
			t.Fatal(err)
		}
		refused(t, r, blackjack.Action{Kind: blackjack.Stand}, "dealer-turn", c.article)
	}
	// The Argentine table leaves a bust hand's cards in their box to the
	// end (Desarrollo 9): no step for them during the play.
	rec = play(t, argentine, "TS TD TH 5C 6S 5D 4C 9S KH 9H QC", "1:10 2:10 3:10", "hit", "hit", "hit")
	wantActions(t, rec, "deal box 3", "collect box 1 main 10.00", "collect box 2 main 10.00", "collect box 3 main 10.00", "collect-cards box 1")
}

// 004 Regole particolari 16: "La fine partita deve essere annunciata dal
// dealer ... con la dichiarazione l'ultima mano": the session's last round
// opens with the announcement, before the bets are closed. A table whose
// regulation does not say it has no such step.
func TestRegoleParticolari16_LastHandAnnounced(t *testing.T) {
	shoe, err := rules.StackedShoe("TS 9S 7H 8S 9D TD")
	if err != nil {
		t.Fatal(err)
	}
	r, err := blackjack.New(setup.Setup{Rules: rules.ItalianShuffler, Shoe: shoe, Boxes: []setup.BoxBet{bet(1, 10), bet(3, 10)}, LastHand: true})
	if err != nil {
		t.Fatal(err)
	}
	if due, _ := r.NextDealerAction(); due.Kind != blackjack.LastRound {
		t.Fatalf("first step %s; want last-round", due)
	}
	ie := refused(t, r, blackjack.Action{Kind: blackjack.CloseBets}, "last-hand", "Regole particolari 16")
	if !strings.Contains(ie.Quote, "l'ultima mano") {
		t.Errorf("quote %q", ie.Quote)
	}
	ev, err := r.Apply(blackjack.Action{Kind: blackjack.LastRound})
	if err != nil {
		t.Fatal(err)
	}
	if len(ev) != 1 || ev[0].Phrase != blackjack.SayLastRound {
		t.Errorf("events %v; want the last round announced", ev)
	}
	if due, _ := r.NextDealerAction(); due.Kind != blackjack.CloseBets {
		t.Errorf("then %s; want close-bets", due)
	}
	// No announcement asked at the classic table, nor on a round that is not
	// the last: last-round there is not the step.
	for _, c := range []struct {
		rs   rules.RuleSet
		last bool
	}{{rules.ItalianClassic, true}, {rules.ItalianShuffler, false}} {
		shoe, _ := rules.StackedShoe("TS 9S 7H 8S 9D TD")
		r, err := blackjack.New(setup.Setup{Rules: c.rs, Shoe: shoe, Boxes: []setup.BoxBet{bet(1, 10), bet(3, 10)}, LastHand: c.last})
		if err != nil {
			t.Fatal(err)
		}
		if due, _ := r.NextDealerAction(); due.Kind != blackjack.CloseBets {
			t.Errorf("%s last %v: first step %s; want close-bets", c.rs.ID, c.last, due)
		}
		if _, err := r.Apply(blackjack.Action{Kind: blackjack.LastRound}); err == nil {
			t.Errorf("%s last %v: last-round accepted", c.rs.ID, c.last)
		}
	}
}

// The notation of the new steps reads back what it writes, and a bad one is
// refused with what was expected.
func TestParseDealerStep_AnnounceAndCards(t *testing.T) {
	for _, tok := range []string{"announce 17", "announce 21", "announce bust", "announce blackjack",
		"collect-cards box 3", "collect-cards box 2 hand 2", "collect-cards dealer", "collect-cards", "refuse box 2", "refuse box 1 hand 2"} {
		a, err := notation.ParseDealerStep(tok)
		if err != nil || a.String() != tok {
			t.Errorf("%q: %v %q", tok, err, a)
		}
	}
	for tok, want := range map[string]string{
		"announce":                "announce N",
		"announce twelve":         "not a total",
		"announce 40":             "not a total",
		"collect-cards box":       "collect-cards box N",
		"collect-cards box 2 now": "unexpected",
	} {
		if _, err := notation.ParseDealerStep(tok); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v; want an error with %q", tok, err, want)
		}
	}
}
