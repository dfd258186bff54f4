package blackjack_test

import (
	"strings"
	"testing"

	"sabot/game/blackjack"
	"sabot/game/blackjack/setup"
	"sabot/rules"
)

// The players' requests that test the croupier: one the regulation allows
// is granted, one it does not is refused with a step of its own.

// toPlayer applies the dealer's steps due until a player must decide.
func toPlayer(t *testing.T, r *blackjack.Round) blackjack.Turn {
	t.Helper()
	for n := 0; n < 100; n++ {
		due, ok := r.NextDealerAction()
		if !ok {
			return r.Turn()
		}
		if _, err := r.Apply(due); err != nil {
			t.Fatalf("%s: %v", due, err)
		}
	}
	t.Fatal("no player's turn came")
	return blackjack.Turn{}
}

// 001 Otras apuestas 1: "El jugador que ha logrado con sus dos primeras
// cartas la suma de Once (11), puede doblar su apuesta": a player asking to
// double on 10 is refused ("refuse box N"), then decides again; dealing him
// the double card, or any other step, is stopped with the article.
func TestOtrasApuestas1_DoubleOnTenRefused(t *testing.T) {
	three := []setup.BoxBet{bet(1, 10), bet(2, 10), bet(3, 10)}
	// Box 1: 6S 4D = 10; box 2 9S 9D, box 3 8S TD stand; the dealer 7H TC.
	r := start(t, rules.Argentine, "6S 9S 8S 7H 4D 9D TD TC 5C", three)
	if tn := toPlayer(t, r); tn.Box != 1 || tn.Options.Has(blackjack.OptDouble) {
		t.Fatalf("turn %+v; want box 1 on 10, without the double", tn)
	}
	ev, err := r.Request(blackjack.Action{Kind: blackjack.Double})
	if err != nil || len(ev) != 1 || ev[0].Kind != blackjack.EvRequest {
		t.Fatalf("the request: %v %v", ev, err)
	}
	due, ok := r.NextDealerAction()
	if !ok || due.String() != "refuse box 1" {
		t.Fatalf("due %v (%v); want refuse box 1", due, ok)
	}
	for _, wrong := range []blackjack.Action{{Kind: blackjack.Deal, Box: 1, FaceDown: true}, {Kind: blackjack.Deal, Box: 1}, {Kind: blackjack.AskDouble, Box: 1}} {
		ie := refused(t, r, wrong, "refuse-request", "Otras apuestas 1")
		if !strings.Contains(ie.Reason, "refuse box 1") || !strings.Contains(ie.Quote, "Once (11)") {
			t.Errorf("%s: %q quote %q", wrong, ie.Reason, ie.Quote)
		}
	}
	if _, err := r.Apply(due); err != nil {
		t.Fatal(err)
	}
	if tn := r.Turn(); tn.Dealer || tn.Box != 1 || tn.Question != blackjack.AskPlay {
		t.Fatalf("after the refusal: %+v; want box 1 to decide again", tn)
	}
	if _, err := r.Apply(blackjack.Action{Kind: blackjack.Hit}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(strings.Join(logStrings(r), ", "), "box 1: hit") {
		t.Errorf("log %q", logStrings(r))
	}
	// A request the regulation allows is granted, as Apply: the 11 doubles.
	r = start(t, rules.Argentine, "6S 9S 8S 7H 5D 9D TD TC 5C", three)
	toPlayer(t, r) // "¿dobla?" asked on the way
	if _, err := r.Request(blackjack.Action{Kind: blackjack.Double}); err != nil {
		t.Fatal(err)
	}
	if due, _ := r.NextDealerAction(); due.String() != "deal box 1 face-down" {
		t.Errorf("after the double on 11: %s", due)
	}
	// Refusing with no request is a wrong step.
	refused(t, r, blackjack.Action{Kind: blackjack.Refuse, Box: 1}, "wrong-step", "Otras apuestas 1")
}

// 000 Cap. 1: "il giocatore che ha Black Jack constatato che il banco
// espone un asso o una carta di valore dieci, può chiedere il pagamento
// alla pari": asked against a ten, the request is the regulation's own and
// is granted: paid 1:1 at once, not refused.
func TestCap1_EvenMoneyAgainstTenGranted(t *testing.T) {
	// Box 1 AS KH blackjack against the dealer's TC; box 2 9D 7D.
	r := start(t, rules.ItalianClassic, "AS 9D TC KH 7D", []setup.BoxBet{bet(1, 25), bet(2, 10)})
	tn := toPlayer(t, r)
	if tn.Box != 1 || tn.Question != blackjack.AskEvenMoney {
		t.Fatalf("turn %+v; want box 1 asked even money", tn)
	}
	if _, err := r.Request(blackjack.Action{Kind: blackjack.EvenMoney}); err != nil {
		t.Fatal(err)
	}
	if _, _, ok := r.PendingRequest(); ok {
		t.Fatal("the even money against a ten held for a refusal")
	}
	due, _ := r.NextDealerAction()
	if due.String() != "pay box 1 even-money 25.00" {
		t.Fatalf("due %s; want the even money paid at once", due)
	}
	refused(t, r, blackjack.Action{Kind: blackjack.Refuse, Box: 1}, "wrong-step", "Cap. 1")
	refused(t, r, blackjack.Action{Kind: blackjack.Pay, Box: 1, Bet: blackjack.EvenMoneyBet, Amount: rules.Units(37) + 50}, "wrong-amount", "Cap. 1")
}

func logStrings(r *blackjack.Round) []string {
	var out []string
	for _, l := range r.Log() {
		out = append(out, l.String())
	}
	return out
}
