package trainer

import (
	"testing"

	"sabot/game/blackjack/record"
	"sabot/game/blackjack/setup"
	"sabot/game/blackjack/table"
	"sabot/rules"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

// 004 Apertura 9, Le attrezzature: at the reserved tables the pack is dealt
// from a shoe down to the mascherina, not returned to the Shuffler Mate
// every hand; so the trainer grades each decision on the cards the player
// has not seen, which lose every card shown face up in the shoe's earlier
// hands (the five burnt face down stay unseen). At the Shuffler Mate table
// every hand starts from the full pack.
func TestApertura9_ShoeGradedOnTheCardsSeen(t *testing.T) {
	for _, c := range []struct {
		rs       rules.RuleSet
		carrying bool // the cards seen in earlier hands stay out of the pack
	}{
		{rules.ItalianShufflerShoe, true},
		{rules.ItalianShuffler, false},
	} {
		tb := table.New(c.rs, rules.NewRand(3))
		var burnt, seenBefore rules.Cards
		points := 0
		for round := 0; round < 6; round++ {
			r, err := tb.Deal([]setup.BoxBet{{Box: 1, Bet: rules.Units(10)}, {Box: 2, Bet: rules.Units(10)}}, 0)
			if err != nil {
				t.Fatal(err)
			}
			for {
				if _, ok := r.DealerStep(); !ok {
					break
				}
			}
			if !c.carrying {
				burnt = burnt[:0] // the machine has them back
			}
			burnt = append(burnt, record.Of(r).Burnt...)
			if !r.Done() && r.Turn().Box != 0 {
				want := tutor.FullShoe(6)
				up, _ := r.DealerUpCard()
				seen := rules.Cards{up}
				for _, b := range r.Boxes() {
					for _, h := range b.Hands {
						seen = append(seen, h.Cards...)
					}
				}
				if c.carrying {
					seen = append(seen, seenBefore...)
				}
				if err := want.Remove(seen...); err != nil {
					t.Fatal(err)
				}
				dp, err := Point(r, tb.Shoe(), burnt)
				if err != nil {
					t.Fatal(err)
				}
				if dp.Unseen != want {
					t.Errorf("%s round %d: %d cards unseen; want %d, the 312 less the %d seen", c.rs.ID, round, dp.Unseen.Total(), want.Total(), len(seen))
				}
				points++
			}
			for !r.Done() {
				if _, ok := r.DealerStep(); ok {
					continue
				}
				if _, err := r.Apply(ChartAction(r, strategy.PublishedChart())); err != nil {
					t.Fatal(err)
				}
			}
			seenBefore = append(seenBefore, r.DealerCards()...)
			for _, b := range r.Boxes() {
				for _, h := range b.Hands {
					seenBefore = append(seenBefore, h.Cards...)
				}
			}
			if c.carrying && tb.NeedsShuffle() {
				t.Fatalf("%s: a new shoe after round %d", c.rs.ID, round)
			}
		}
		if points < 3 {
			t.Errorf("%s: %d decisions checked", c.rs.ID, points)
		}
	}
}
