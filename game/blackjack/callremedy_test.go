package blackjack_test

import (
	"strings"
	"testing"

	"sabot/game/blackjack"
	"sabot/game/blackjack/incident"
	"sabot/game/blackjack/notation"
	"sabot/game/blackjack/record"
	"sabot/rules"
)

// callProbe is a step tried right after the remedy's card is laid on the
// box, refused with code citing Desarrollo 9.
type callProbe struct {
	step, code string
	article    string // "" for Desarrollo 9
}

// 001 Desarrollo 9 after the remedies of the Disposiciones complementarias
// that end with a card on a box: the card a player asked for gets its
// total called, exactly as after a hit; a card of the deal completed, a
// double's face-down card and a card found too many get none. Each case
// drives a stacked shoe to the incident, answers the player's question,
// tries the probes when the remedy's first card is on the box, and plays
// the round out with the automatic dealer, whose calls are compared.
func TestDesarrollo9_CallsAfterRemedies(t *testing.T) {
	const arg4 = "TS TH TC 9S 8H 7D 9D 8D"
	cases := []struct {
		name   string
		shoe   string
		at     int
		before []string
		kind   blackjack.IncidentKind
		answer string
		after  []string // the decisions after the incident
		probes []callProbe
		calls  string
		net    int64
	}{
		{
			// Disp. 8: box 1 6S 5H = 11 is given the 4C without
			// "¿dobla?": the card is valid and taken as a hit: 15 called.
			// Box 1 15 loses to 9S 8D, box 2 17 pushes, box 3 19 wins.
			name: "Disp8_ElevenCardWithoutDoblaCalled", shoe: "6S TH TC 9S 5H 7D 9D 8D 4C", at: 9,
			kind: blackjack.AskSkipped, after: []string{"stand", "stand", "stand"},
			probes: []callProbe{{step: "stand", code: "call-total"}, {step: "announce box 1 11", code: "wrong-total"}, {step: "deal box 1", code: "call-total"}},
			calls:  "announce box 1 15", net: 0,
		},
		{
			// Disp. 8: box 1's first card the AS, its second card the 5H
			// dealt without "¿asegura?": a card of the deal, no call. Box 1
			// declares the ace eleven (Desarrollo 10: 16), hits the 2C (18,
			// called) and stands on 18 against 9S 8D; box 2 TH 7D pushes,
			// box 3 TC 9D wins.
			name: "Disp8_AceCardWithoutAseguraNotCalled", shoe: "AS TH TC 9S 5H 7D 9D 8D 2C", at: 5,
			kind: blackjack.AskSkipped, after: []string{"ace 11", "hit", "stand", "stand", "stand"},
			probes: []callProbe{{step: "announce box 1 6/16", code: "no-call"}},
			calls:  "announce box 1 18", net: 20,
		},
		{
			// Disp. 4: box 1 passed over in the second round, its player
			// consents: the 8H completes the delivery (TS 8H = 18), a card
			// of the deal, no call. 18 and 19 beat 9S 8D, 17 pushes.
			name: "Disp4_DeliveryCompletedNotCalled", shoe: arg4, at: 5,
			kind: blackjack.OneCard, answer: "play-on", after: []string{"stand", "stand", "stand"},
			probes: []callProbe{{step: "announce box 1 18", code: "no-call"}},
			calls:  "", net: 20,
		},
		{
			// Disp. 9: box 1 on 11 passed over takes the next card; asked
			// "¿dobla?" now he declines and asks for a card: the 4C, 15
			// called. As Disp8_ElevenCard: net 0.
			name: "Disp9_ElevenHitCalled", shoe: "6S TH TC 9S 5H 7D 9D 8D 4C", at: 9,
			kind: blackjack.ElevenSkipped, answer: "play-on", after: []string{"hit", "stand", "stand", "stand"},
			probes: []callProbe{{step: "announce box 2 15", code: "wrong-box"}, {step: "stand", code: "call-total"}},
			calls:  "announce box 1 15", net: 0,
		},
		{
			// Disp. 9: the same player doubles: the 4C face down, no call.
			// The 15 doubled turned at the end loses 20 to 17, box 2
			// pushes, box 3 wins 10.
			name: "Disp9_ElevenDoubleNotCalled", shoe: "6S TH TC 9S 5H 7D 9D 8D 4C", at: 9,
			kind: blackjack.ElevenSkipped, answer: "play-on", after: []string{"double", "stand", "stand"},
			probes: []callProbe{{step: "announce box 1 15", code: "no-call"}},
			calls:  "", net: -10,
		},
		{
			// Disp. 11: box 1 TS 4H = 14 passed over, the bank 9S 8D = 17
			// defined: he plays on against the bank seen; the 2C he asked
			// for (16) is called, then the 3C of his hit (19). 19 beats
			// 17, box 2 17 pushes, box 3 19 wins.
			name: "Disp11_PassedOverCardsCalled", shoe: "TS TH TC 9S 4H 7D 9D 8D 2C 3C", at: 15,
			before: []string{"stand", "stand", "stand"}, kind: blackjack.DealingStopped, answer: "play-on", after: []string{"hit", "stand"},
			probes: []callProbe{{step: "pay box 1 main 10", code: "call-total"}, {step: "announce box 1 14", code: "wrong-total"}, {step: "announce 17", code: "call-total"}, {step: "hit", code: "call-total"}},
			calls:  "announce box 1 16, announce box 1 19", net: 20,
		},
		{
			// Disp. 11: as above, the hit the TD: 26, called bust; box 1
			// loses 10, box 3 wins 10.
			name: "Disp11_PassedOverBustCalled", shoe: "TS TH TC 9S 4H 7D 9D 8D 2C TD", at: 15,
			before: []string{"stand", "stand", "stand"}, kind: blackjack.DealingStopped, answer: "play-on", after: []string{"hit"},
			probes: []callProbe{{step: "collect box 1 main 10", code: "call-total"}},
			calls:  "announce box 1 16, announce box 1 bust", net: 0,
		},
		{
			// Disp. 13: the bank's first card passed over, box 1 is given
			// the 9S as its second card (TS 9S = 19), a card of the deal:
			// no call (while the announcement is due, the announcement is
			// what the dealer is told). The bank then the 8H, the second
			// round TH 7D = 17, TC 9D = 19, the bank's 8D = 16 draws the
			// 2C = 18: box 1 and box 3 win, box 2 loses.
			name: "Disp13_BankCardToBoxNotCalled", shoe: arg4 + " 2C", at: 4,
			kind: blackjack.BankCardOmitted, after: []string{"stand", "stand", "stand"},
			probes: []callProbe{{step: "announce box 1 19", code: "bank-card-omitted", article: "Disposiciones 13"}},
			calls:  "", net: 10,
		},
	}
	const art = "Desarrollo 9"
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := incidentRound(t, rules.Argentine, c.shoe, bet(1, 10), bet(2, 10), bet(3, 10))
			if left := driveTo(t, r, c.at, c.before); len(left) > 0 {
				t.Fatalf("decisions left before the incident: %v", left)
			}
			if _, err := incident.Bring(r, c.kind); err != nil {
				t.Fatalf("Incident(%s) at %d: %v", c.kind, c.at, err)
			}
			if c.answer != "" {
				a, err := notation.ParseDecision(c.answer)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := r.Apply(a); err != nil {
					t.Fatalf("%s: %v", c.answer, err)
				}
			}
			probed := false
			probe := func() {
				probed = true
				for _, p := range c.probes {
					a, err := notation.ParseDealerStep(p.step)
					if err != nil {
						if a, err = notation.ParseDecision(p.step); err != nil {
							t.Fatal(err)
						}
						a.Box, a.Hand = 1, 1
					}
					article := p.article
					if article == "" {
						article = art
					}
					refused(t, r, a, p.code, article)
				}
			}
			if len(r.Box(1).Hands[0].Cards) == 3 || (c.kind == blackjack.BankCardOmitted && len(r.Box(1).Hands[0].Cards) == 2) {
				probe() // the remedy's card is already on the box
			}
			var calls []string
			decisions := c.after
			for n := 0; n < 200 && !r.Done(); n++ {
				due, ok := r.NextDealerAction()
				if !ok {
					if len(decisions) == 0 {
						t.Fatalf("decisions used up; legal %v", r.Legal())
					}
					a, err := notation.ParseDecision(decisions[0])
					if err != nil {
						t.Fatal(err)
					}
					if _, err := r.Apply(a); err != nil {
						t.Fatalf("%s: %v", decisions[0], err)
					}
					decisions = decisions[1:]
					continue
				}
				if due.Kind == blackjack.CallTotal {
					calls = append(calls, due.String())
				}
				if _, ok := r.DealerStep(); !ok {
					t.Fatalf("DealerStep did nothing; due %s", due)
				}
				if !probed && due.Kind == blackjack.Deal && due.Box == 1 {
					probe()
				}
			}
			if !probed {
				t.Error("no card was laid on box 1 after the incident")
			}
			if len(decisions) > 0 || !r.Done() {
				t.Fatalf("decisions %v left, round over %v", decisions, r.Done())
			}
			if got := strings.Join(calls, ", "); got != c.calls {
				t.Errorf("calls %q; want %q", got, c.calls)
			}
			if got := r.Net(); got != rules.Units(c.net) {
				t.Errorf("net %s; want %d", got, c.net)
			}
			checkConservation(t, record.Of(r))
		})
	}
}
