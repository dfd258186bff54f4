package tutor

import (
	"testing"

	"sabot/rules"
)

func TestActionTokens(t *testing.T) {
	for a := Hit; a < numActions; a++ {
		got, err := ParseAction(a.String())
		if err != nil || got != a {
			t.Errorf("ParseAction(%q) = %v, %v", a.String(), got, err)
		}
	}
	for tok, want := range map[string]Action{"desafío": Desafio, "ace-11": AceEleven, "ACE  1": AceOne, "No-Insurance": NoInsurance} {
		if got, err := ParseAction(tok); err != nil || got != want {
			t.Errorf("ParseAction(%q) = %v, %v; want %v", tok, got, err, want)
		}
	}
	if _, err := ParseAction("surrender"); err == nil {
		t.Errorf("ParseAction(surrender): no error (no table has it)")
	}
	s := Actions(Stand, Hit, Split)
	if s.String() != "hit, stand, split" || !s.Has(Split) || s.Without(Split).Has(Split) || s.Has(Double) {
		t.Errorf("ActionSet %s", s)
	}
}

func TestComposition(t *testing.T) {
	c := FullShoe(6)
	if c.Total() != 312 || c[10] != 96 || c[1] != 24 {
		t.Fatalf("FullShoe(6) = %v", c)
	}
	if err := c.Remove(rules.MustParseCards("AS KD QH")...); err != nil || c[1] != 23 || c[10] != 94 {
		t.Errorf("Remove: %v %v", c, err)
	}
	one := Composition{1: 1}
	if err := one.Remove(rules.MustParseCards("AS AD")...); err == nil || one[1] != 1 {
		t.Errorf("removing two aces from one: %v, %v; want an error and the ace kept", one, err)
	}
	shoe := rules.NewShoe(2)
	shoe.Shuffle(rules.NewRand(1))
	drawn, _ := shoe.Burn(10)
	left := ShoeComposition(shoe)
	left.Add(drawn...)
	if left != FullShoe(2) {
		t.Errorf("shoe composition plus the cards drawn = %v; want %v", left, FullShoe(2))
	}
	if _, err := Analyze(rules.ItalianOnline, Composition{10: 5}); err == nil {
		t.Errorf("analysis of a five-card shoe: no error")
	}
	if _, err := Analyze(rules.SuperPuntoBanco, FullShoe(6)); err == nil {
		t.Errorf("blackjack analysis of Punto Banco: no error")
	}
}
