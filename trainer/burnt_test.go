package trainer

import (
	"math"
	"testing"

	"sabot/game/blackjack"
	"sabot/game/blackjack/record"
	"sabot/game/blackjack/setup"
	"sabot/game/blackjack/table"
	"sabot/rules"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

// burntRound opens a shoe at table rs that burns the cards burnt first
// (face down, 000 Art.1, 004 Apertura 8), then deals the cards of deal to
// box 1, box 2 (Luca's: a player alone bets on two boxes) and the dealer,
// and plays the dealer until box 1 must act. The rest of the pack follows
// in deck order.
func burntRound(t *testing.T, rs rules.RuleSet, burnt, deal string) (*blackjack.Round, *rules.Shoe) {
	t.Helper()
	first := append(rules.MustParseCards(burnt), rules.MustParseCards(deal)...)
	return stackedRound(t, setup.Setup{Rules: rs, Burn: true,
		Boxes: []setup.BoxBet{{Box: 1, Bet: rs.Limits.Min}, {Box: 2, Player: "Luca", Bet: rs.Limits.Min}}}, first)
}

// The cards burnt face down are cards the player has not seen: the EVs of
// the trainer are those of the table's full pack less the cards on the
// table face up, exactly what `sabot advise` computes from the seen cards
// alone, whatever the burnt cards were. Before, the trainer took them out
// as if seen: with five tens burnt, 16 v 4 at italian-classic read stand
// -22.82 / hit -44.68 (`advise -seen "9D 8D TD TH TC KD QS"`) instead of
// -21.24 / -45.31 (`advise -seen "9D 8D"`).
func TestBurntCardsAreUnseen(t *testing.T) {
	cases := []struct {
		name        string
		rs          rules.RuleSet
		burnt, deal string
		// stand and hit are `sabot advise -rules ID -hand "TS 6H" -up 4C
		// -seen "9D 8D"` (the chart the trainer grades by does not change
		// the EVs).
		stand, hit float64
	}{
		{"italian-classic, five tens burnt", rules.ItalianClassic, "TD TH TC KD QS", "TS 9D 4C 6H 8D", -0.2124, -0.4531},
		{"italian-classic, five small burnt", rules.ItalianClassic, "2S 3S 4S 5S 6S", "TS 9D 4C 6H 8D", -0.2124, -0.4531},
		{"italian-shuffler, opened with five tens burnt", rules.ItalianShuffler, "TD TH TC KD QS", "TS 9D 4C 6H 8D", -0.2124, -0.4531},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, shoe := burntRound(t, c.rs, c.burnt, c.deal)
			burnt := record.Of(r).Burnt
			if len(burnt) != c.rs.BurnCards || burnt.String() != c.burnt {
				t.Fatalf("burnt %v; want %s", burnt, c.burnt)
			}
			hand := r.Box(1).Hands[0].Cards
			up, _ := r.DealerUpCard()
			if hand.String() != "TS 6H" || up.String() != "4C" {
				t.Fatalf("hand %s v %s", hand, up)
			}
			// The cards seen are the two boxes' and the up-card: the rest of
			// the pack, the burnt cards among them, is unseen.
			want := tutor.FullShoe(c.rs.Decks)
			seen := append(rules.Cards{up}, hand...)
			if err := want.Remove(append(seen, r.Box(2).Hands[0].Cards...)...); err != nil {
				t.Fatal(err)
			}
			dp, err := Point(r, shoe, burnt)
			if err != nil {
				t.Fatal(err)
			}
			if dp.Unseen != want {
				t.Errorf("unseen %v; want %v (%d cards)", dp.Unseen, want, want.Total())
			}
			if got := ShoeUnseen(shoe, burnt); got.Total() != shoe.Remaining()+len(burnt) {
				t.Errorf("the shoe's unseen cards: %d; want the %d left and the %d burnt", got.Total(), shoe.Remaining(), len(burnt))
			}
			g, err := Grade(r, shoe, burnt, strategy.PublishedChart(), blackjack.Action{Kind: blackjack.Stand})
			if err != nil {
				t.Fatal(err)
			}
			ev := map[tutor.Action]float64{}
			for _, a := range g.Actions {
				ev[a.Action] = a.EV
			}
			if math.Abs(ev[tutor.Stand]-c.stand) > 5e-5 || math.Abs(ev[tutor.Hit]-c.hit) > 5e-5 {
				t.Errorf("stand %+.4f hit %+.4f; want %+.4f and %+.4f as advise says", ev[tutor.Stand], ev[tutor.Hit], c.stand, c.hit)
			}
			// The same point with the burnt cards taken out, as before, is
			// another one: the test tells the two apart.
			old, err := Grade(r, shoe, nil, strategy.PublishedChart(), blackjack.Action{Kind: blackjack.Stand})
			if err != nil {
				t.Fatal(err)
			}
			if math.Abs(old.Actions[0].EV-g.Actions[0].EV) < 1e-4 {
				t.Errorf("the burnt cards change nothing: %+.4f and %+.4f", old.Actions[0].EV, g.Actions[0].EV)
			}
		})
	}
}

// 004 Apertura 7: the deck and a half cut off before the pack goes into the
// Shuffler Mate is never seen, so the trainer's unseen cards are the full
// pack less the cards face up on the table: not the cards the machine holds,
// which would tell the player which 78 or so were cut off.
func TestApertura7_CutOffCardsAreUnseen(t *testing.T) {
	points := 0
	for seed := uint64(1); seed <= 5; seed++ {
		tb := table.New(rules.ItalianShuffler, rules.NewRand(seed))
		if len(tb.SetAside()) == 0 {
			t.Fatal("nothing cut off")
		}
		var burnt rules.Cards
		for round := 0; round < 3; round++ {
			r, err := tb.Deal([]setup.BoxBet{{Box: 1, Bet: rules.Units(10)}, {Box: 2, Bet: rules.Units(10)}}, 0)
			if err != nil {
				t.Fatal(err)
			}
			burnt = append(burnt, record.Of(r).Burnt...)
			for {
				if _, ok := r.DealerStep(); !ok {
					break
				}
			}
			if r.Done() || r.Turn().Box == 0 {
				continue
			}
			burnt = append(burnt[:0], record.Of(r).Burnt...)
			want := tutor.FullShoe(6)
			up, _ := r.DealerUpCard()
			seen := rules.Cards{up}
			for _, b := range r.Boxes() {
				for _, h := range b.Hands {
					seen = append(seen, h.Cards...)
				}
			}
			if err := want.Remove(seen...); err != nil {
				t.Fatal(err)
			}
			if got := ShoeUnseen(tb.Shoe(), burnt); got.Total() != 312-len(seen) {
				t.Errorf("seed %d: %d cards unseen; want the 312 less the %d seen", seed, got.Total(), len(seen))
			}
			dp, err := Point(r, tb.Shoe(), burnt)
			if err != nil {
				t.Fatal(err)
			}
			if dp.Unseen != want {
				t.Errorf("seed %d: unseen %v; want %v", seed, dp.Unseen, want)
			}
			points++
			// Play the round out for the next.
			for !r.Done() {
				if _, ok := r.DealerStep(); ok {
					continue
				}
				if _, err := r.Apply(ChartAction(r, strategy.PublishedChart())); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if points < 10 {
		t.Errorf("%d decision points checked; want most of the 15 rounds", points)
	}
}
