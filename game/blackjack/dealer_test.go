package blackjack_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"sabot/game"
	"sabot/game/blackjack"
	"sabot/game/blackjack/record"
	"sabot/game/blackjack/script"
	"sabot/game/blackjack/setup"
	"sabot/rules"
)

// A dealer-school student applies the dealer's steps himself; each wrong one
// is refused with the right step and the article that rules it.

// start makes a round and applies the given dealer steps (all must be legal).
func start(t *testing.T, rs rules.RuleSet, shoe string, boxes []setup.BoxBet, steps ...blackjack.Action) *blackjack.Round {
	t.Helper()
	s, err := rules.StackedShoe(shoe)
	if err != nil {
		t.Fatal(err)
	}
	r, err := blackjack.New(setup.Setup{Rules: rs, Shoe: s, Boxes: boxes})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range steps {
		if _, err := r.Apply(a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
	return r
}

func deal(box int) blackjack.Action { return blackjack.Action{Kind: blackjack.Deal, Box: box} }

func TestDealerSchool_DealingOrder(t *testing.T) {
	two := []setup.BoxBet{bet(1, 10), bet(3, 10)}
	r := start(t, rules.ItalianClassic, "TS 9S 7H 8S 9D TD", two, blackjack.Action{Kind: blackjack.CloseBets})
	illegal(t, r, deal(3), "the next card goes to box 1", "Art. 4")
	illegal(t, r, blackjack.Action{Kind: blackjack.Hit}, "the dealer must act: deal box 1", "Art. 4")
	r = start(t, rules.ItalianClassic, "TS 9S 7H 8S 9D TD", two, blackjack.Action{Kind: blackjack.CloseBets}, deal(1), deal(3))
	illegal(t, r, deal(1), "the next card goes to the dealer", "Art. 4")

	three := []setup.BoxBet{bet(1, 10), bet(2, 10), bet(3, 10)}
	r = start(t, rules.Argentine, "TS 9S 8S 7H 8D 9D TD TC", three, blackjack.Action{Kind: blackjack.CloseBets}, deal(1), deal(2), deal(3), deal(0), deal(1), deal(2), deal(3))
	illegal(t, r, deal(0), "this card is dealt face down", "Desarrollo 8, 12a")
}

func TestDealerSchool_TheDealersRule(t *testing.T) {
	two := []setup.BoxBet{bet(1, 10), bet(2, 10)}
	// Dealer 6C AH = soft 17: he stands (Art. 7, 25).
	r := start(t, rules.ItalianClassic, "TS TD 6C 8S 9D AH 5C", two, blackjack.Action{Kind: blackjack.CloseBets}, deal(1), deal(2), deal(0), deal(1), deal(2), blackjack.Action{Kind: blackjack.Stand}, blackjack.Action{Kind: blackjack.Stand}, deal(0))
	illegal(t, r, deal(0), "must stand on 17", "Art. 7, 25")
	// Dealer 5C AH TC = 16: he draws.
	r = start(t, rules.ItalianClassic, "TS TD 5C 8S 9D AH TC 4S", two, blackjack.Action{Kind: blackjack.CloseBets}, deal(1), deal(2), deal(0), deal(1), deal(2), blackjack.Action{Kind: blackjack.Stand}, blackjack.Action{Kind: blackjack.Stand}, deal(0), deal(0))
	illegal(t, r, blackjack.Action{Kind: blackjack.DealerStand}, "must draw on 16", "Art. 7, 25")
}

func TestDealerSchool_AsksBeforeDealing(t *testing.T) {
	three := []setup.BoxBet{bet(1, 10), bet(2, 10), bet(3, 10)}
	r := start(t, rules.Argentine, "AS TS 9S 7C KH 8S 9D TC", three, blackjack.Action{Kind: blackjack.CloseBets}, deal(1), deal(2), deal(3), deal(0))
	illegal(t, r, deal(1), "the dealer's next step is ask-desafio box 1", "Otras apuestas 4; Disposiciones 5, 8")
	// Against an ace the Italian dealer offers insurance before play.
	r = start(t, rules.ItalianClassic, "TS 9D AC 9H 8S KD", []setup.BoxBet{bet(1, 10), bet(2, 10)}, blackjack.Action{Kind: blackjack.CloseBets}, deal(1), deal(2), deal(0), deal(1), deal(2))
	illegal(t, r, deal(1), "the dealer's next step is offer-insurance", "Art. 9")
}

func TestDealerSchool_Payments(t *testing.T) {
	// Art.13d: box 1's blackjack is paid at once, 3:2 of 25 = 37.50 (Art.8).
	two := []setup.BoxBet{bet(1, 25), bet(2, 10)}
	r := start(t, rules.ItalianClassic, "AS 9D 7C TH 8S 9H 5S", two, blackjack.Action{Kind: blackjack.CloseBets}, deal(1), deal(2), deal(0), deal(1), deal(2))
	illegal(t, r, blackjack.Action{Kind: blackjack.Pay, Box: 1, Bet: blackjack.MainBet, Amount: rules.Units(35)}, "the amount is 37.50, not 35.00", "Art. 8")
	illegal(t, r, blackjack.Action{Kind: blackjack.Collect, Box: 1, Bet: blackjack.MainBet, Amount: rules.Units(25)}, "wins: pay it", "Art. 8")
	// Art.28: from the dealer's right.
	r = start(t, rules.ItalianClassic, "TS 9S 7H 8S 9D TD", []setup.BoxBet{bet(1, 10), bet(3, 10)}, blackjack.Action{Kind: blackjack.CloseBets}, deal(1), deal(3), deal(0), deal(1), deal(3), blackjack.Action{Kind: blackjack.Stand}, blackjack.Action{Kind: blackjack.Stand}, deal(0), blackjack.Action{Kind: blackjack.DealerStand}, blackjack.Action{Kind: blackjack.Announce, Total: 17})
	illegal(t, r, blackjack.Action{Kind: blackjack.Pay, Box: 1, Bet: blackjack.MainBet, Amount: rules.Units(10)}, "settle in order: pay box 3 main 10.00 first", "Art. 28")
	if _, err := r.Apply(blackjack.Action{Kind: blackjack.Pay, Box: 3, Amount: rules.Units(10)}); err != nil {
		t.Errorf("paying box 3 first: %v", err)
	}
}

// A legal step accepted in any spelling of its hand (0 or 1 for the first)
// and a round that refuses everything once over.
func TestDealerSchool_RoundOver(t *testing.T) {
	rec := script.Script{Rules: online, Shoe: "TS 7H 6S KH", Boxes: parseBoxes(t, "1:10"), Decisions: []string{"hit"}}
	if _, err := rec.Run(); err != nil {
		t.Fatal(err)
	}
	r := newRound(t, rules.ItalianOnline, "TS 7H 6S KH", bet(1, 10))
	if _, err := r.Apply(blackjack.Action{Kind: blackjack.Hit}); err != nil {
		t.Fatal(err)
	}
	autoDeal(t, r)
	if !r.Done() {
		t.Fatal("round not over")
	}
	illegal(t, r, blackjack.Action{Kind: blackjack.CollectCards}, "the round is over", "Punteggi e vincite")
	if len(r.Legal()) != 0 {
		t.Errorf("legal after the round: %v", r.Legal())
	}
}

// Art.13 (000: "Se il banco sballa, paga tutte le puntate rimaste in gioco"),
// Desarrollo 12d (001), and the same at every blackjack table: a dealer who
// busts does not stand. At 22 or more his hand is over: he announces it
// ("announce bust", 000 Art. 26), then the next step due is the first
// settlement in the table's order; a dealer-stand (or another card) is
// refused with the clause that ends his hand on a bust.
func TestArt13_DealerWhoBustsDoesNotStand(t *testing.T) {
	cases := []struct {
		rs        rules.RuleSet
		shoe      string
		boxes     []setup.BoxBet
		decisions []blackjack.Action
		// first is the first settlement, from the table's order: the
		// dealer's right, box by box (000 Art. 28; 004 Svolgimento, no
		// loser left since a bust is collected at once), or from the left
		// with the busts collected at the end (003) or first (001 Desarrollo 9).
		first string
		total int
		// article is the clause that ends a busting dealer's hand: 000
		// Art. 13 "Se il banco sballa, paga tutte le puntate rimaste in
		// gioco", 004 Chi vince, 003 Punteggi e vincite, 001 Desarrollo 12d
		// (not the dealer's rule, whose "restare appena ha raggiunto o
		// superato il punto diciassette" reads as a stand).
		article string
	}{
		{rules.ItalianClassic, "TS 9S 6C 8S 9D TC 7C", []setup.BoxBet{bet(1, 10), bet(2, 20)},
			[]blackjack.Action{{Kind: blackjack.Stand}, {Kind: blackjack.Stand}}, "pay box 2 main 20.00", 23, "Art. 13"},
		{rules.ItalianShuffler, "TS 9S 6C 8S 9D TC 7C", []setup.BoxBet{bet(1, 10), bet(2, 20)},
			[]blackjack.Action{{Kind: blackjack.Stand}, {Kind: blackjack.Stand}}, "pay box 2 main 20.00", 23, "Chi vince"},
		{rules.ItalianOnline, "TS 9S 6C 6S 9D TC KC 7C", []setup.BoxBet{bet(1, 10), bet(2, 20)},
			[]blackjack.Action{{Kind: blackjack.Hit}, {Kind: blackjack.Stand}}, "collect box 1 main 10.00", 23, "Punteggi e vincite"},
		{rules.Argentine, "TS 9S 8S 6C 6D 9D TC KH QC 8C", []setup.BoxBet{bet(1, 10), bet(2, 10), bet(3, 20)},
			[]blackjack.Action{{Kind: blackjack.Hit}, {Kind: blackjack.Stand}, {Kind: blackjack.Stand}}, "collect box 1 main 10.00", 24, "Desarrollo 12d"},
	}
	for _, c := range cases {
		t.Run(c.rs.ID, func(t *testing.T) {
			r := start(t, c.rs, c.shoe, c.boxes)
			next := 0
			for rules.HandTotal(r.DealerCards()).Value <= 21 && !r.Done() {
				a, ok := r.NextDealerAction()
				if !ok {
					if next == len(c.decisions) {
						t.Fatalf("decisions used up; legal %v", r.Legal())
					}
					a, next = c.decisions[next], next+1
				}
				if _, err := r.Apply(a); err != nil {
					t.Fatalf("%s: %v", a, err)
				}
			}
			if got := rules.HandTotal(r.DealerCards()).Value; got != c.total {
				t.Fatalf("dealer %s = %d; want a bust on %d", r.DealerCards(), got, c.total)
			}
			due, ok := r.NextDealerAction()
			if !ok || due.String() != "announce bust" {
				t.Errorf("after the bust the dealer's step due is %v (%v); want \"announce bust\"", due, ok)
			}
			// Only 000 Art. 26 prescribes the announcement: elsewhere the
			// refusal names the first step required after it.
			now := "announce bust"
			if c.rs.Article(rules.TopicDealerTotal) == "" {
				now = c.first
			}
			for _, wrong := range []blackjack.Action{{Kind: blackjack.DealerStand}, deal(0)} {
				_, err := r.Apply(wrong)
				var ie *game.IllegalError
				if !errors.As(err, &ie) {
					t.Fatalf("%s after the bust: %v; want an IllegalError", wrong, err)
				}
				if ie.Code != "dealer-bust" || ie.Article != c.article || ie.Quote != c.rs.Quote(rules.TopicDealerBust) ||
					!strings.Contains(ie.Reason, fmt.Sprintf("busts with %d", c.total)) || !strings.Contains(ie.Reason, now) {
					t.Errorf("%s after the bust: %s %q (%s)", wrong, ie.Code, ie.Reason, ie.Article)
				}
			}
			if _, err := r.Apply(blackjack.Action{Kind: blackjack.Announce, Total: blackjack.AnnouncedBust}); err != nil {
				t.Fatalf("announce bust: %v", err)
			}
			if due, ok := r.NextDealerAction(); !ok || due.String() != c.first {
				t.Errorf("after the announcement the dealer's step due is %v (%v); want %q", due, ok, c.first)
			}
			autoDeal(t, r)
			if !r.Done() {
				t.Fatalf("the round does not end after the settlement: legal %v", r.Legal())
			}
			rec := record.Of(r)
			if !rec.Dealer.Bust || slices.Contains(rec.Actions, "dealer-stand") {
				t.Errorf("bust %v, actions %q: want a bust and no dealer-stand", rec.Dealer.Bust, rec.Actions)
			}
		})
	}
}
