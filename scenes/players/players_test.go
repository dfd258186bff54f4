package players

import (
	"testing"

	"sabot/game/blackjack"
	"sabot/rules"
)

// A computer player's deliberate mistakes (the random answer, about 4%)
// are marked as such, and only those: a marked answer is never the
// chart's, an unmarked one always is; Decide answers as DecideMarked.
func TestDeliberateMistakesAreMarked(t *testing.T) {
	rs := rules.ItalianClassic
	table := blackjack.NewTable(rs, rules.NewRand(7))
	marked, asked := 0, 0
	for round := 0; round < 3000 && asked < 4000; round++ {
		r, err := table.Deal([]blackjack.BoxBet{{Box: 1, Bet: rs.Limits.Min}, {Box: 2, Bet: rs.Limits.Min}}, 0)
		if err != nil {
			t.Fatal(err)
		}
		for !r.Done() {
			if a, ok := r.NextDealerAction(); ok {
				if _, err := r.Apply(a); err != nil {
					t.Fatal(err)
				}
				continue
			}
			seed := uint64(asked)
			a, mistake := DecideMarked(r, nil, rules.NewRand(seed))
			if b := Decide(r, nil, rules.NewRand(seed)); b != a {
				t.Fatalf("Decide %v, DecideMarked %v with the same seed", b, a)
			}
			if want := chartAnswer(r, nil, r.Legal()); mistake != (a != want) {
				t.Fatalf("%v marked %v; the chart's answer is %v", a, mistake, want)
			}
			if mistake {
				marked++
			}
			asked++
			if _, err := r.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if marked == 0 || float64(marked) > 0.08*float64(asked) {
		t.Errorf("%d of %d answers marked as mistakes; want a few percent", marked, asked)
	}
}
