package sim

import (
	"math"
	"testing"

	"sabot/rules"
	"sabot/tutor"
	"sabot/tutor/learner"
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
	r, err := Spread(classic, an.Chart(), nil, learner.DefaultRamp, rounds, 20261124)
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
	o, err := Spread(online, oan.Chart(), nil, learner.DefaultRamp, 20000, 1)
	if err != nil {
		t.Fatal(err)
	}
	if o.MeanUnits != 1 || math.Abs(o.Advantage-o.Flat) > 1e-9 || o.AtCount["0"] != 1 {
		t.Errorf("online: %+v", o)
	}
}

func TestSpreadBadInput(t *testing.T) {
	an, _ := tutor.AnalyzeRules(rules.ItalianClassic)
	if _, err := Spread(rules.SuperPuntoBanco, nil, nil, nil, 100, 1); err == nil {
		t.Error("super-punto-banco: want an error")
	}
	if _, err := Spread(rules.ItalianClassic, an.Chart(), nil, learner.DefaultRamp, 1, 1); err == nil {
		t.Error("one round: want an error")
	}
	// Twenty units of 10 is above the classic table's 100.
	if _, err := Spread(rules.ItalianClassic, an.Chart(), nil, learner.Ramp{{FromTC: 2, Units: 20}}, 100, 1); err == nil {
		t.Error("a ramp above the table's maximum: want an error")
	}
}

// With the index plays the counter leaves the chart now and then (at the
// shoe, insurance among them), and a seed gives the same rounds again;
// the chart alone never leaves it.
func TestSpreadIndexPlays(t *testing.T) {
	classic := rules.ItalianClassic
	chart, idx := counterFor(t, classic)
	const rounds = 20000
	r, err := Spread(classic, chart, idx, learner.DefaultRamp, rounds, 7)
	if err != nil {
		t.Fatal(err)
	}
	// About eight decisions in 100 rounds leave the chart, and the count
	// reaches the insurance index in about one round in twelve.
	if !r.IndexPlays || r.Deviations < rounds/50 || r.Deviations > rounds/4 || r.Insured < rounds/100 || r.Insured > r.Deviations {
		t.Errorf("index plays: %d decisions off the chart, %d side bets in %d rounds", r.Deviations, r.Insured, rounds)
	}
	if math.Abs(r.AdvantageCI95-1.959964*r.AdvantageSE) > 1e-9 || math.Abs(r.Per100CI95-1.959964*r.Per100SE) > 1e-6 {
		t.Errorf("intervals %v, %v and standard errors %v, %v disagree", r.AdvantageCI95, r.Per100CI95, r.AdvantageSE, r.Per100SE)
	}
	again, err := Spread(classic, chart, idx, learner.DefaultRamp, rounds, 7)
	if err != nil || again.Per100 != r.Per100 || again.Deviations != r.Deviations {
		t.Errorf("the same seed again: %+v, %v; first %+v", again, err, r)
	}
	c, err := Spread(classic, chart, nil, learner.DefaultRamp, rounds, 7)
	if err != nil || c.IndexPlays || c.Deviations != 0 || c.Insured != 0 {
		t.Errorf("chart alone: %+v, %v", c, err)
	}
}
