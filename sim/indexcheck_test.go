package sim

import (
	"math"
	"testing"

	"sabot/rules"
	"sabot/tutor/counting"
)

// A counter dealt real six-deck shoes to random depths meets insurance and
// ten-six against a ten; where the value of insuring and of standing
// crosses zero in his true count must be the exact index, within the
// simulation's error (three standard errors) and a quarter point for the
// model (the exact indices take the unseen cards' expected mix for the
// count; the 16 v 10 cell averages ten-six with nine-seven).
func TestCheckIndexAgreesWithExact(t *testing.T) {
	rs := rules.ItalianClassic
	it, err := counting.Indices(rs)
	if err != nil {
		t.Fatal(err)
	}
	samples := int64(600000)
	if testing.Short() {
		samples = 200000
	}
	cases := []struct {
		decision, section, hand, up string
	}{
		{"insurance", "side", "insurance", "A"},
		{"16v10", "hard", "16", "10"},
	}
	for _, c := range cases {
		ps := it.Find(c.section, c.hand, c.up)
		if len(ps) != 1 {
			t.Fatalf("%s: exact index plays %+v", c.decision, ps)
		}
		got, err := CheckIndex(rs, c.decision, samples, 20261124)
		if err != nil {
			t.Fatal(err)
		}
		if got.Slope <= 0 || math.Abs(got.Index-ps[0].Index) > 3*got.SE+0.25 {
			t.Errorf("%s: simulated index %+.2f ± %.2f (slope %.4f), exact %+.2f", c.decision, got.Index, got.SE, got.Slope, ps[0].Index)
		}
		t.Logf("%s: simulated %+.2f ± %.2f, exact %+.2f", c.decision, got.Index, got.SE, ps[0].Index)
	}
}

func TestCheckIndexBadInput(t *testing.T) {
	if _, err := CheckIndex(rules.ItalianClassic, "15v10", 5000, 1); err == nil {
		t.Error("decision 15v10: want an error")
	}
	if _, err := CheckIndex(rules.ItalianClassic, "insurance", 10, 1); err == nil {
		t.Error("10 samples: want an error")
	}
	if _, err := CheckIndex(rules.SuperPuntoBanco, "insurance", 5000, 1); err == nil {
		t.Error("super-punto-banco: want an error")
	}
}
