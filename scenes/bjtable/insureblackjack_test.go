package bjtable

import (
	"strings"

	"testing"

	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/bjtable/feedback"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
)

// hasButton reports whether the table's bar offers a button for action.
func hasButton(s *Table, action input.Action) (barButton, bool) {
	for _, b := range s.buttonsNow(nil) {
		if b.action == action {
			return b, true
		}
	}
	return barButton{}, false
}

// 000 Art. 9 ("ogni giocatore ... ha la possibilità di assicurarsi") and 004
// Assicurazione ("il giocatore può assicurarsi"): a Black Jack against the
// dealer's ace may insure instead of taking even money. The question offers
// it with the table's word on a button of its own (A), asks it in words,
// and the answer insures the hand, graded by the trainer as the
// engine's insurance; against a ten (000 Cap. 1, even money only) there is
// no insurance to offer, and A does nothing.
func TestArt9_TableButtonInsuresTheBlackJack(t *testing.T) {
	cases := []struct {
		id     string
		up     rules.Rank // the dealer's up card sought (a ten-value: any)
		insure bool       // the question offers insurance
	}{
		{"italian-shuffler", rules.Ace, true}, // 004 Assicurazione (000 Art. 9 alike: the same OptInsure)
		{"italian-classic", rules.Ten, false},
	}
	for _, c := range cases {
		a := scenetest.New(t, t.TempDir())
		a.Settings.TakeBack = false
		s := trainerTable(t, a, c.id, false)
		tn := seek(t, a, s, 600, func(tn blackjack.Turn) bool {
			up := s.d.Round().DealerCards()
			return tn.Question == blackjack.AskEvenMoney && len(up) > 0 && up[0].Value() == rules.Card{Rank: c.up}.Value()
		})
		what := c.id + " against " + rules.Card{Rank: c.up}.String()
		b, ok := hasButton(s, input.InsureBJ)
		if ok != c.insure {
			t.Fatalf("%s: the insurance button offered %v; want %v (buttons %+v)", what, ok, c.insure, s.buttonsNow(nil))
		}
		if _, even := hasButton(s, input.Insurance); !even {
			t.Errorf("%s: no even money button", what)
		}
		if want := a.Loc.T(locales.BJAskEvenMoneyInsure); c.insure != strings.Contains(s.status(), want) {
			t.Errorf("%s: status %q; the insurance asked %v", what, s.status(), c.insure)
		}
		if !c.insure {
			act(t, a, s, scenetest.Key(input.InsureBJ))
			if s.d.Round().Turn() != tn {
				t.Errorf("%s: A answered a question without insurance", what)
			}
			continue
		}
		stake := s.d.Round().Box(tn.Box).Bet / 2
		if want := a.Loc.T(locales.BJInsuranceOf, stake); b.label != want {
			t.Errorf("%s: button %q; want %q", what, b.label, want)
		}
		s.tr.setOn(true)
		want := expect(t, s, blackjack.Action{Kind: blackjack.Insure, Amount: stake})
		decideKey(t, a, s, input.InsureBJ)
		if s.tr.fb.Kind != feedback.Graded {
			t.Fatalf("%s: the trainer's panel %d; want the grade", what, s.tr.fb.Kind)
		}
		sameGrade(t, what, s.tr.fb.Grade, want)
		if bx := s.d.Round().Box(tn.Box); bx.Insurance != stake || bx.EvenMoney {
			t.Errorf("%s: insurance %s, even money %v; want insured %s", what, bx.Insurance, bx.EvenMoney, stake)
		}
	}
}
