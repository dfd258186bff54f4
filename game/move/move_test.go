package move

import (
	"strings"
	"testing"
)

func TestParseReadsEveryToken(t *testing.T) {
	for m := Hit; m < Count; m++ {
		got, err := Parse("  " + strings.ToUpper(m.String()) + " ")
		if err != nil || got != m {
			t.Errorf("Parse(%q) = %v, %v; want %v", m.String(), got, err, m)
		}
	}
	for tok, want := range map[string]Move{"desafío": Desafio, "ace-1": AceOne, "ace-11": AceEleven, "ace   11": AceEleven} {
		if got, err := Parse(tok); err != nil || got != want {
			t.Errorf("Parse(%q) = %v, %v; want %v", tok, got, err, want)
		}
	}
	for _, bad := range []string{"", "ace", "hit me", "surrender"} {
		if _, err := Parse(bad); err == nil || !strings.Contains(err.Error(), "second-card") {
			t.Errorf("Parse(%q): %v; want an error listing the tokens", bad, err)
		}
	}
}

func TestSet(t *testing.T) {
	s := Of(Stand, Hit, None, Count, Split)
	if got := s.String(); got != "hit, stand, split" {
		t.Errorf("set %q; want hit, stand, split (in order, without None and out-of-range moves)", got)
	}
	if !s.Has(Hit) || s.Has(Double) || s.Has(None) || s.Has(Count+3) {
		t.Errorf("Has is wrong on %v", s)
	}
	if s = s.Without(Hit).With(SecondCard); s.String() != "stand, split, second-card" {
		t.Errorf("after Without(Hit).With(SecondCard): %v", s)
	}
}
