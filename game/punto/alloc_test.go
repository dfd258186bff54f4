package punto

import (
	"testing"

	"sabot/rules"
)

// TestApplyDoesNotAllocate: once a coup is set up, playing it through
// ApplyAppend with a reused event buffer allocates nothing (but for the
// cards drawn onto the table in a last coup), so a simulator pays only for
// New.
func TestApplyDoesNotAllocate(t *testing.T) {
	const runs = 200
	rng := rules.NewRand(9)
	bets := []Bet{{Position: 1, On: Punto, Amount: rules.Units(10)}, {Position: 4, On: Banco, Amount: rules.Units(20)}, {Position: 4, On: Egalite, Amount: rules.Units(10)}}
	rounds := make([]*Round, runs+1)
	for i := range rounds {
		shoe := rules.NewShoe(1)
		shoe.Shuffle(rng)
		r, err := New(Setup{Rules: rules.SuperPuntoBanco, Shoe: shoe, Button: i%9 + 1, Bets: bets})
		if err != nil {
			t.Fatal(err)
		}
		rounds[i] = r
	}
	events := make([]Event, 0, 64)
	next := 0
	allocs := testing.AllocsPerRun(runs, func() {
		var err error
		if events, err = rounds[next].PlayOut(events[:0]); err != nil {
			t.Fatal(err)
		}
		next++
	})
	if allocs != 0 {
		t.Errorf("a coup allocates %v times in Apply", allocs)
	}
}
