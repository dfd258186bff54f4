package school

import (
	"slices"
	"testing"

	"sabot/game/blackjack"
)

// 000 Art. 13: the insurance bets are collected "annunciando
// “l'assicurazione perde”": the call has its button, and the school's way
// to the step goes through it. At 004, whose text prescribes no call, the
// button is there too: the step is free, house practice, taken or left
// out (as the announcement of the dealer's total); the engine's tests
// check that leaving it out is no mistake there.
func TestSchoolArt13_AssicurazionePerdeButton(t *testing.T) {
	for _, tc := range []struct {
		rules string
		shown bool
	}{
		{"italian-classic", true},
		{"italian-shuffler", true},
	} {
		t.Run(tc.rules, func(t *testing.T) {
			_, s := open(t, tc.rules)
			if got := slices.Contains(s.buttons(), btnInsLoses); got != tc.shown {
				t.Fatalf("the button «l'assicurazione perde» shown %v; want %v", got, tc.shown)
			}
			if !tc.shown {
				return
			}
			if got := s.buttonLabel(btnInsLoses); got != "«Insurance loses»" {
				t.Errorf("the button's label %q", got)
			}
			i, takes, ok := s.nextTarget(blackjack.Action{Kind: blackjack.CallInsuranceLoses})
			if !ok || !takes || i != tButton+int(btnInsLoses) {
				t.Errorf("the way to the call: target %d takes %v ok %v; want the button", i, takes, ok)
			}
		})
	}
}
