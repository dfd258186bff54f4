package blackjack_test

import (
	"sabot/game/blackjack"
	"sabot/game/blackjack/notation"
	"sabot/game/blackjack/script"
	"slices"
	"strings"
	"testing"
)

// 000 Art. 13: "Se il banco con la seconda carta non realizza Black Jack
// vengono ritirate immediatamente le puntate sull'assicurazione annunciando
// “l'assicurazione perde”": at 000 the call is the dealer's step, once,
// before the insurance bets are collected; missing or out of place it is
// refused with Art. 13. At 004 and 003, whose texts prescribe no call, the
// automatic dealer says it as house practice and the school does not
// require it.
func TestArt13_AssicurazionePerdeIsTheDealersCall(t *testing.T) {
	for _, tc := range []struct {
		rules    string
		required bool
	}{
		{"italian-classic", true},
		{"italian-shuffler", false},
		{"italian-online", false},
	} {
		t.Run(tc.rules, func(t *testing.T) {
			s := insured
			s.Rules = tc.rules
			auto, _ := autoSteps(t, s)
			i := slices.Index(auto.Actions, "insurance-loses")
			j := slices.Index(auto.Actions, "collect box 1 insurance 5.00")
			if i < 0 || j != i+1 {
				t.Fatalf("the automatic dealer's actions %q: want \"insurance-loses\" right before the insurance collected", auto.Actions)
			}
			if n := strings.Count(strings.Join(auto.Actions, "|"), "insurance-loses"); n != 1 {
				t.Errorf("the call said %d times; want once", n)
			}
			allRight(t, "the automatic dealer's steps", schoolRun(t, s, func(steps []string) []string { return steps }))
			rec := schoolRun(t, s, without(func(st string) bool { return st == "insurance-loses" }))
			if !tc.required {
				allRight(t, "without the call where the text prescribes none", rec)
				return
			}
			stoppedWith(t, "without the call", rec, "insurance-loses-call", "Art. 13")
			if w := rec.School.FirstWrong; w != nil && w.Step != "collect box 1 insurance 5.00" {
				t.Errorf("without the call: refused at %q; want at the insurance collected", w.Step)
			}
		})
	}
}

// 000 Art. 13: the call comes when the dealer's second card makes no Black
// Jack, with the insurance bets collected; said before that card, or
// again, or the bets collected without it, it is refused with Art. 13's
// sentence.
func TestArt13_AssicurazionePerdeInItsPlace(t *testing.T) {
	call := blackjack.Action{Kind: blackjack.CallInsuranceLoses}
	refusedWith(t, "collected without the call", insured, dueIs("insurance-loses"), blackjack.Action{Kind: blackjack.Collect, Box: 1, Hand: 1, Bet: blackjack.InsuranceBet, Amount: 500}, "insurance-loses-call", "Art. 13", "annunciando “l’assicurazione perde”")
	refusedWith(t, "dealer's card instead", insured, dueIs("insurance-loses"), blackjack.Action{Kind: blackjack.Deal}, "insurance-loses-call", "Art. 13", "annunciando “l’assicurazione perde”")
	refusedWith(t, "before the second card", insured, func(r *blackjack.Round, due blackjack.Action) bool {
		return due.String() == "deal dealer" && len(r.DealerCards()) == 1
	},
		call, "insurance-loses-call", "Art. 13", "annunciando “l’assicurazione perde”")
	refusedWith(t, "said again", insured, dueIs("collect box 1 insurance 5.00"),
		call, "insurance-loses-call", "Art. 13", "annunciando “l’assicurazione perde”")
	// The dealer's Black Jack wins the insurance: the call is wrong, and
	// the sentence that decides is the one that pays it.
	bj := script.Script{Rules: "italian-classic", Shoe: "TS 9D AC 9H 8S KH", Boxes: []script.Box{{Box: 1, Bet: 1000}, {Box: 2, Bet: 1000}},
		Decisions: []string{"insurance 5", "no-insurance", "stand", "stand"}}
	refusedWith(t, "dealer's Black Jack", bj, dueIs("pay box 1 insurance 10.00"),
		call, "insurance-loses-call", "Art. 13", "vengono pagate il doppio")
}

// The words are said by the call, once, not by each insurance collected.
func TestArt13_AssicurazionePerdeSaidOnce(t *testing.T) {
	s := insured
	s.Decisions = []string{"insurance 5", "insurance 5", "stand", "stand"}
	r := scriptRound(t, s)
	decisions := s.Decisions
	said := 0
	for n := 0; n < 300 && !r.Done(); n++ {
		var evs []blackjack.Event
		if _, ok := r.NextDealerAction(); ok {
			evs, _ = r.DealerStep()
		} else {
			d, err := notation.ParseDecision(decisions[0])
			if err != nil {
				t.Fatal(err)
			}
			decisions = decisions[1:]
			if evs, err = r.Apply(d); err != nil {
				t.Fatal(err)
			}
		}
		for _, e := range evs {
			if e.Kind == blackjack.EvAnnounce && e.Phrase == blackjack.SayInsuranceLoses {
				said++
			}
		}
	}
	if said != 1 {
		t.Errorf("«l'assicurazione perde» said %d times with two insurance bets collected; want once", said)
	}
}
