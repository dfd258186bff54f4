package blackjack_test

import (
	"strings"
	"testing"

	"sabot/game/blackjack"
	"sabot/game/blackjack/script"
	"sabot/rules"
)

// 000 Art. 9 ("ogni giocatore … ha la possibilità di assicurarsi") and 004
// Assicurazione ("Tutti i giocatori assicurano se lo ritengono"): a
// blackjack against the dealer's ace may insure, up to half its stake,
// instead of taking even money, which Cap. 1 and Black Jack alla pari
// offer as well. Box 1 AS KH bets 20; box 2 9D 8S = 17 declines and
// stands. Worked out by hand: insured 10 against the dealer's blackjack,
// the blackjack pushes and the insurance wins 2:1 (+20); against his 18
// the insurance is lost (-10) and the blackjack paid 3:2 (+30). Insuring
// half is even money either way (+20); 4 gives +8 or +26.
func TestArt9_BlackJackMayInsureAgainstTheAce(t *testing.T) {
	for _, rs := range []rules.RuleSet{rules.ItalianClassic, rules.ItalianShuffler} {
		for _, c := range []struct {
			name, shoe, insure, want string
		}{
			{"half v blackjack", "AS 9D AC KH 8S KD", "insurance 10",
				"dealer AC KD=BJ | 1: AS KH=BJ push 0.00 ins 10.00 +20.00 | 2: 9D 8S=17 lose -10.00"},
			{"half v 18", "AS 9D AC KH 8S 7D", "insurance 10",
				"dealer AC 7D=18 | 1: AS KH=BJ win +30.00 ins 10.00 -10.00 | 2: 9D 8S=17 lose -10.00"},
			{"4 v blackjack", "AS 9D AC KH 8S KD", "insurance 4",
				"dealer AC KD=BJ | 1: AS KH=BJ push 0.00 ins 4.00 +8.00 | 2: 9D 8S=17 lose -10.00"},
			{"4 v 18", "AS 9D AC KH 8S 7D", "insurance 4",
				"dealer AC 7D=18 | 1: AS KH=BJ win +30.00 ins 4.00 -4.00 | 2: 9D 8S=17 lose -10.00"},
			{"neither", "AS 9D AC KH 8S 7D", "no-insurance",
				"dealer AC 7D=18 | 1: AS KH=BJ win +30.00 | 2: 9D 8S=17 lose -10.00"},
		} {
			t.Run(rs.ID+" "+c.name, func(t *testing.T) {
				rec := play(t, rs.ID, c.shoe, "1:20 2:10", c.insure, "no-insurance", "stand")
				wantSummary(t, rec, c.want)
			})
		}
		t.Run(rs.ID+" legal and limits", func(t *testing.T) {
			r := newRound(t, rs, "AS 9D AC KH 8S KD", bet(1, 20), bet(2, 10))
			var got []string
			for _, a := range r.Legal() {
				got = append(got, a.String())
			}
			if want := "even-money|insurance 10.00|no-even-money"; strings.Join(got, "|") != want {
				t.Errorf("legal %s; want %s", strings.Join(got, "|"), want)
			}
			illegal(t, r, blackjack.Action{Kind: blackjack.Insure, Box: 1, Hand: 1, Amount: rules.Units(11)}, "at most 10.00", rs.Article(rules.TopicInsurance))
		})
	}
	// Against a ten the Italian casino offers even money only: no
	// insurance (Art. 9: "Se la prima carta del banco é un asso").
	r := newRound(t, rules.ItalianClassic, "AS 9D TC KH 8S 7D", bet(1, 20), bet(2, 10))
	illegal(t, r, blackjack.Action{Kind: blackjack.Insure, Box: 1, Hand: 1, Amount: rules.Units(10)}, "whether to take even money for the blackjack", rules.ItalianClassic.Article(rules.TopicEvenMoney))
}

// The dealer school with an insured blackjack (000 Art. 9, 13): the
// insurance is collected right after the dealer's second card, the call
// first ("vengono ritirate immediatamente le puntate sull'assicurazione
// annunciando «l'assicurazione perde»"), the blackjack
// paid 3:2 in the settlement from the dealer's right (Art. 28); a student
// who pays the insurance, or pays the blackjack at even money, is stopped.
func TestArt9_SchoolSettlesAnInsuredBlackJack(t *testing.T) {
	steps := []string{"close-bets", "deal box 1", "deal box 2", "deal dealer", "deal box 1", "deal box 2", "offer-insurance",
		"deal dealer", "insurance-loses", "collect box 1 insurance 10.00", "dealer-stand", "announce 18", "collect box 2 main 10.00",
		"pay box 1 main 30.00", "collect-cards"}
	for _, c := range []struct {
		name string
		at   int
		step string
		code string
	}{
		{"right steps", 0, "", ""},
		{"insurance paid", 9, "pay box 1 insurance 20.00", "wrong-result"},
		{"blackjack paid at even money", 13, "pay box 1 main 20.00", "wrong-amount"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := script.Script{Rules: classic, Shoe: "AS 9D AC KH 8S 7D", Boxes: parseBoxes(t, "1:20 2:10"),
				Decisions: []string{"insurance 10", "no-insurance", "stand"}, DealerSteps: append([]string(nil), steps...)}
			if c.step != "" {
				s.DealerSteps[c.at] = c.step
			}
			rec, err := s.Run()
			if err != nil {
				t.Fatal(err)
			}
			if c.step == "" {
				schoolStopped(t, rec, nil)
				wantSummary(t, rec, "dealer AC 7D=18 | 1: AS KH=BJ win +30.00 ins 10.00 -10.00 | 2: 9D 8S=17 lose -10.00")
				return
			}
			if w := rec.School.FirstWrong; w == nil || w.Index != c.at || w.Code != c.code || w.Due != steps[c.at] {
				t.Fatalf("first wrong %+v, want step %d refused %s, due %q", w, c.at, c.code, steps[c.at])
			}
		})
	}
}
