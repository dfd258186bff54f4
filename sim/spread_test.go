package sim

import (
	"math"
	"testing"

	"sabot/rules"
	"sabot/tutor"
)

// A counter at the Italian casino's shoe: the counts spread both ways,
// his bets follow them, the flat bettor on the same rounds loses what the
// table's chart loses (the exact figure, within the interval), and the
// counter does better than him on the same rounds. At the online table,
// shuffled every round, the count is always 0: the counter is the flat
// bettor.
func TestSpread(t *testing.T) {
	rounds := int64(300000)
	if testing.Short() {
		rounds = 100000
	}
	classic := rules.ItalianClassic
	an, err := tutor.AnalyzeRules(classic)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Spread(classic, an.Chart(), tutor.DefaultRamp, rounds, 20261124)
	if err != nil {
		t.Fatal(err)
	}
	sum := 0.0
	for _, x := range r.AtCount {
		sum += x
	}
	if math.Abs(sum-1) > 1e-9 || r.AtCount["<=-3"] < 0.05 || r.AtCount[">=+6"] < 0.005 || r.AtCount["0"] < 0.15 {
		t.Errorf("counts %v", r.AtCount)
	}
	// The mean bet from the shares of the counts: 1 unit below +2, 2 at
	// +2, 4 at +3, 6 at +4, 8 from +5.
	want := r.AtCount["<=-3"] + r.AtCount["-2"] + r.AtCount["-1"] + r.AtCount["0"] + r.AtCount["+1"] +
		2*r.AtCount["+2"] + 4*r.AtCount["+3"] + 6*r.AtCount["+4"] + 8*(r.AtCount["+5"]+r.AtCount[">=+6"])
	if math.Abs(r.MeanUnits-want) > 1e-9 {
		t.Errorf("mean units %v; the counts say %v", r.MeanUnits, want)
	}
	exact := 100 * an.ChartEV(an.Chart())
	if math.Abs(r.Flat-exact) > r.FlatCI95+0.1 { // the cut card's effect: a tenth at most
		t.Errorf("flat %.3f%% ± %.3f; the chart's exact EV %.3f%%", r.Flat, r.FlatCI95, exact)
	}
	if r.Advantage <= r.Flat+0.2 {
		t.Errorf("counter %.3f%% ± %.3f, flat %.3f%%: counting gained nothing", r.Advantage, r.AdvantageCI95, r.Flat)
	}
	t.Logf("classic: counter %.3f%% ± %.3f, flat %.3f%% ± %.3f, %.2f units a box", r.Advantage, r.AdvantageCI95, r.Flat, r.FlatCI95, r.MeanUnits)

	online := rules.ItalianOnline
	oan, _ := tutor.AnalyzeRules(online)
	o, err := Spread(online, oan.Chart(), tutor.DefaultRamp, 20000, 1)
	if err != nil {
		t.Fatal(err)
	}
	if o.MeanUnits != 1 || math.Abs(o.Advantage-o.Flat) > 1e-9 || o.AtCount["0"] != 1 {
		t.Errorf("online: %+v", o)
	}
}

func TestSpreadBadInput(t *testing.T) {
	an, _ := tutor.AnalyzeRules(rules.ItalianClassic)
	if _, err := Spread(rules.SuperPuntoBanco, nil, nil, 100, 1); err == nil {
		t.Error("super-punto-banco: want an error")
	}
	if _, err := Spread(rules.ItalianClassic, an.Chart(), tutor.DefaultRamp, 1, 1); err == nil {
		t.Error("one round: want an error")
	}
	// Twenty units of 10 is above the classic table's 100.
	if _, err := Spread(rules.ItalianClassic, an.Chart(), tutor.Ramp{{FromTC: 2, Units: 20}}, 100, 1); err == nil {
		t.Error("a ramp above the table's maximum: want an error")
	}
}
