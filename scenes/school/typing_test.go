package school

import (
	"sabot/driver/schooldriver"
	"strings"
	"testing"

	"sabot/game/blackjack"
	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
)

// The amount typed in the payment's panel: digits, one separator (comma or
// period), at most two decimals, Backspace taking the last one back.
func TestTypedAmount(t *testing.T) {
	cases := []struct {
		keys string
		want rules.Money
		text string
	}{
		{"37,5", rules.Units(37) + 50, "37.5"},
		{"37.50", rules.Units(37) + 50, "37.50"},
		{"37.505", rules.Units(37) + 50, "37.50"}, // two decimals at most
		{"1,2,3", rules.Units(1) + 23, "1.23"},    // one separator
		{",5", rules.Units(5), "5"},               // no leading separator
		{"12a3", rules.Units(123), "123"},         // letters ignored
		{"37.", rules.Units(37), "37."},
		{"123456", rules.Units(12345), "12345"},
	}
	for _, c := range cases {
		s := desk{Core: &schooldriver.Core{}}
		s.typeChars([]rune(c.keys))
		if s.paid != c.want || string(s.typed) != c.text {
			t.Errorf("%q: paid %s typed %q; want %s %q", c.keys, s.paid, s.typed, c.want, c.text)
		}
	}
	s := desk{Core: &schooldriver.Core{}}
	s.typeChars([]rune("45,5"))
	if !s.backspace() || s.paid != rules.Units(45) || !s.backspace() || !s.backspace() || s.paid != rules.Units(4) {
		t.Errorf("after Backspace: paid %s typed %q", s.paid, s.typed)
	}
}

// A payment typed on the keyboard and confirmed with Enter is the step;
// a wrong amount typed is stopped as a wrong amount.
func TestSchoolPaymentTyped(t *testing.T) {
	a, s := open(t, "italian-classic")
	due := stepUntil(t, s, 40, func(d blackjack.Action) bool { return d.Kind == blackjack.Pay && d.Bet == blackjack.MainBet })
	choose := func() {
		for n := 0; n < 5; n++ {
			i, _, _ := s.nextTarget(due)
			if i >= tChip && i <= tPayOK {
				return
			}
			click(t, a, s, i)
		}
	}
	choose()
	s.typeChars([]rune("1"))
	if due.Amount != rules.Units(1) {
		scenetest.Press(t, a, scenetest.Key(input.Confirm))
		if s.Stopped == nil || !strings.Contains(s.Stopped.Why, "1") {
			t.Fatalf("a wrong amount typed: stop %+v", s.Stopped)
		}
	}
	choose()
	typed := strings.ReplaceAll(due.Amount.String(), ".", ",")
	s.typeChars([]rune(typed + "9"))
	s.backspace()
	if s.paid != due.Amount {
		t.Fatalf("typed %q: paid %s; want %s", typed, s.paid, due.Amount)
	}
	right := s.Count.Right
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	if s.Count.Right != right+1 {
		t.Errorf("Enter on %s typed: score %+v, stop %+v", typed, s.Count, s.Stopped)
	}
}
