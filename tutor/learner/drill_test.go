package learner

import (
	"math"
	"testing"
	"time"

	"sabot/rules"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

func analysis(t *testing.T, rs rules.RuleSet) *tutor.Analysis {
	t.Helper()
	an, err := tutor.AnalyzeRules(rs)
	if err != nil {
		t.Fatal(err)
	}
	return an
}

// Every question belongs to its cell, in the drill's part of the chart,
// with the actions the table opens to a first hand.
func TestDrillQuestions(t *testing.T) {
	for _, rs := range []rules.RuleSet{rules.ItalianClassic, rules.ItalianShuffler, rules.Argentine} {
		an := analysis(t, rs)
		for _, kind := range []DrillKind{DrillAll, DrillHard, DrillSoft, DrillPairs, DrillUpCard} {
			d, err := NewDrill(an, kind, 6, rules.NewRand(1), nil)
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i < 400; i++ {
				q := d.Next()
				s, ok := strategy.SpotOf(rs, q.Hand, rules.AceUndeclared, q.Up, true)
				if !ok || s != q.Spot {
					t.Fatalf("%s %s: %s v %s is in %v, dealt as %s", rs.ID, kind, q.Hand, q.Up, s, q.Spot)
				}
				switch kind {
				case DrillHard:
					ok = s.Section == strategy.SectionHard
				case DrillSoft:
					ok = s.Section == strategy.SectionSoft || s.Section == strategy.SectionSoftDrawn
				case DrillPairs:
					ok = s.Section == strategy.SectionPair
				case DrillUpCard:
					ok = s.Up == 6
				}
				if !ok {
					t.Fatalf("%s drill %s dealt %s", rs.ID, kind, s)
				}
				if q.Legal.Has(tutor.Split) != (s.Section == strategy.SectionPair) {
					t.Fatalf("%s: %s has legal %s", rs.ID, q.Hand, q.Legal)
				}
			}
		}
	}
}

// The actions open follow each table's rules: the forced hit on 11 or less
// (Shuffler Mate), the double on 11 only and the ace declaration
// (argentine).
func TestDrillLegalActions(t *testing.T) {
	cases := []struct {
		rs          rules.RuleSet
		hand, up    string
		wantActions string
	}{
		{rules.ItalianShuffler, "5S 6D", "7C", "hit, double"},
		{rules.ItalianShuffler, "TS 6D", "7C", "hit, stand"},
		{rules.ItalianClassic, "AS 8D", "7C", "hit, stand, double"},
		{rules.ItalianClassic, "AS 7D", "7C", "hit, stand"},
		{rules.Argentine, "5S 6D", "7C", "hit, stand, double"},
		{rules.Argentine, "5S 4D", "7C", "hit, stand"},
		{rules.Argentine, "AS 7D", "7C", "ace 1, ace 11"},
		{rules.Argentine, "AS AD", "7C", "split, ace 1, ace 11"},
	}
	for _, c := range cases {
		d := &Drill{rs: c.rs}
		got := d.legal(Question{Hand: rules.MustParseCards(c.hand), Up: rules.MustParseCard(c.up)})
		if got.String() != c.wantActions {
			t.Errorf("%s %s: %s; want %s", c.rs.ID, c.hand, got, c.wantActions)
		}
	}
}

// A wrong answer costs what the exact EVs say and is recorded; the chart's
// answer is right and costs nothing.
func TestDrillAnswer(t *testing.T) {
	rs := rules.ItalianClassic
	an := analysis(t, rs)
	prog := NewProgress()
	prog.StartSession(rs.ID, "drill", time.Unix(0, 0))
	d, err := NewDrill(an, DrillHard, 0, rules.NewRand(2), prog)
	if err != nil {
		t.Fatal(err)
	}
	q := Question{Spot: strategy.Spot{Section: strategy.SectionHard, Row: 11, Up: 6}, Hand: rules.MustParseCards("5S 6D"), Up: rules.MustParseCard("6C"), Legal: tutor.Actions(tutor.Hit, tutor.Stand, tutor.Double)}
	right, err := d.Answer(q, tutor.Double, time.Unix(1, 0))
	if err != nil {
		t.Fatal(err)
	}
	if !right.Correct || right.ChartAction != tutor.Double || right.Grade.Cost != 0 {
		t.Errorf("double 11 v 6: %+v", right)
	}
	wrong, err := d.Answer(q, tutor.Stand, time.Unix(2, 0))
	if err != nil {
		t.Fatal(err)
	}
	evs, _ := tutor.Evaluate(tutor.DecisionPoint{Rules: rs, Hand: q.Hand, Up: q.Up, Unseen: unseenOf(rs, q), Legal: q.Legal})
	var best, stand float64
	for _, e := range evs {
		if e.Action == tutor.Double {
			best = e.EV
		}
		if e.Action == tutor.Stand {
			stand = e.EV
		}
	}
	if wrong.Correct || math.Abs(wrong.Grade.Cost-100*(best-stand)) > 1e-9 || wrong.Grade.Cost < 20 {
		t.Errorf("stand on 11 v 6: correct %v, cost %.4f%% (EVs double %.4f stand %.4f)", wrong.Correct, wrong.Grade.Cost, best, stand)
	}
	ss := prog.SpotStats(rs.ID, q.Spot)
	if ss.Decisions != 2 || ss.Correct != 1 || ss.Streak != 0 || math.Abs(ss.Cost-wrong.Grade.Cost/100) > 1e-12 {
		t.Errorf("recorded %+v", ss)
	}
	if _, err := d.Answer(q, tutor.Split, time.Unix(3, 0)); err == nil {
		t.Error("a split of 5-6 was graded")
	}
}

func unseenOf(rs rules.RuleSet, q Question) tutor.Composition {
	c := tutor.FullShoe(rs.Decks)
	c.Remove(append(rules.Cards{q.Up}, q.Hand...)...)
	return c
}

// The weak-spot drill deals the weak cells four times in five, each in
// proportion to its weight, and any cell the fifth time: checked on 200,000
// seeded draws against the expected frequencies (chi-square).
func TestWeakSpotsDistribution(t *testing.T) {
	spots := strategy.Spots(rules.ItalianClassic)
	stats := map[strategy.Spot]SpotStats{
		spots[100]: {Counts: Counts{Decisions: 4, Correct: 1, Cost: 0.30}},             // 3 misses, 10% each
		spots[150]: {Counts: Counts{Decisions: 10, Correct: 8, Cost: 0.02}, Streak: 1}, // 2 misses, 1% each
		spots[200]: {Counts: Counts{Decisions: 2, Correct: 1, Cost: 0.05}},             // 1 miss, 5%
		spots[250]: {Counts: Counts{Decisions: 9, Correct: 8, Cost: 0.05}, Streak: 3},  // mastered again
	}
	w := DefaultWeakSpots
	get := func(s strategy.Spot) SpotStats { return stats[s] }
	weights := map[strategy.Spot]float64{}
	total := 0.0
	for s, st := range stats {
		weights[s] = w.Weight(st)
		total += weights[s]
	}
	// By hand: (3+1)/(4+2)*(1+0.10/0.05) = 2; (2+1)/12*(1+0.2) = 0.3;
	// (1+1)/4*(1+1) = 1; mastered: 0.
	for s, want := range map[strategy.Spot]float64{spots[100]: 2, spots[150]: 0.3, spots[200]: 1, spots[250]: 0} {
		if math.Abs(weights[s]-want) > 1e-12 {
			t.Fatalf("weight of %s = %v; want %v", s, weights[s], want)
		}
	}
	n := 200000
	rng := rules.NewRand(7)
	count := map[strategy.Spot]int{}
	for i := 0; i < n; i++ {
		count[w.Pick(rng, spots, get)]++
	}
	expect := func(s strategy.Spot) float64 {
		return float64(n) * (w.WeakShare*weights[s]/total + (1-w.WeakShare)/float64(len(spots)))
	}
	chi, other, otherWant := 0.0, 0, 0.0
	for _, s := range spots {
		if _, tracked := stats[s]; tracked {
			e := expect(s)
			d := float64(count[s]) - e
			chi += d * d / e
			continue
		}
		other += count[s]
		otherWant += expect(s)
	}
	d := float64(other) - otherWant
	chi += d * d / otherWant
	// Five categories, four degrees of freedom: the 99.9% quantile is 18.5.
	if chi > 18.5 {
		t.Errorf("chi-square %.1f: counts %v, other %d (want %.0f)", chi, count, other, otherWant)
	}
	if count[spots[100]] < 10*count[spots[250]] {
		t.Errorf("the weakest cell dealt %d times, a mastered one %d", count[spots[100]], count[spots[250]])
	}
}

// A cell leaves the weak pool after Mastery right answers in a row, and the
// weak drill then stops favouring it.
func TestWeakSpotsMastery(t *testing.T) {
	rs := rules.ItalianClassic
	an := analysis(t, rs)
	prog := NewProgress()
	d, err := NewDrill(an, DrillWeak, 0, rules.NewRand(3), prog)
	if err != nil {
		t.Fatal(err)
	}
	q := Question{Spot: strategy.Spot{Section: strategy.SectionHard, Row: 11, Up: 6}, Hand: rules.MustParseCards("5S 6D"), Up: rules.MustParseCard("6C"), Legal: tutor.Actions(tutor.Hit, tutor.Stand, tutor.Double)}
	if _, err := d.Answer(q, tutor.Stand, time.Unix(0, 0)); err != nil {
		t.Fatal(err)
	}
	dealt := func() int {
		n := 0
		for i := 0; i < 1000; i++ {
			if d.Next().Spot == q.Spot {
				n++
			}
		}
		return n
	}
	if n := dealt(); n < 700 {
		t.Errorf("the only weak cell was dealt %d times in 1000", n)
	}
	for i := 0; i < DefaultWeakSpots.Mastery; i++ {
		if _, err := d.Answer(q, tutor.Double, time.Unix(int64(i+1), 0)); err != nil {
			t.Fatal(err)
		}
	}
	if n := dealt(); n > 20 {
		t.Errorf("after %d right answers in a row the cell was dealt %d times in 1000", DefaultWeakSpots.Mastery, n)
	}
}

func TestParseDrillKind(t *testing.T) {
	for k := DrillAll; k <= DrillWeak; k++ {
		if got, err := ParseDrillKind(k.String()); err != nil || got != k {
			t.Errorf("%s: %v %v", k, got, err)
		}
	}
	if _, err := ParseDrillKind("soft17"); err == nil {
		t.Error("unknown drill accepted")
	}
}
