package sim

import (
	"math"
	"sync"
	"testing"

	"sabot/game/blackjack"
	"sabot/game/blackjack/setup"
	"sabot/rules"
	"sabot/tutor"
	"sabot/tutor/counting"
	"sabot/tutor/strategy"
)

// counterTables are the charts and index plays the counter tests use,
// computed once.
var counterTables = struct {
	sync.Mutex
	charts map[string]*strategy.Chart
	idx    map[string]*counting.IndexTable
}{charts: map[string]*strategy.Chart{}, idx: map[string]*counting.IndexTable{}}

func counterFor(t *testing.T, rs rules.RuleSet) (*strategy.Chart, *counting.IndexTable) {
	t.Helper()
	counterTables.Lock()
	defer counterTables.Unlock()
	if c, ok := counterTables.charts[rs.ID]; ok {
		return c, counterTables.idx[rs.ID]
	}
	an, err := tutor.AnalyzeRules(rs)
	if err != nil {
		t.Fatal(err)
	}
	idx, err := counting.Indices(rs)
	if err != nil {
		t.Fatal(err)
	}
	counterTables.charts[rs.ID], counterTables.idx[rs.ID] = an.Chart(), idx
	return an.Chart(), idx
}

// stackedCount deals a round at rs from a shoe of the table's decks with
// the cards of an earlier part of the shoe gone (counted: seen) and the
// round's first cards, first, on top; the rest follows in deck order.
// seen > 0 takes out seen low cards (2-6 in turn), seen < 0 takes out -seen
// ten-values: the running count before the round is seen.
func stackedCount(t *testing.T, rs rules.RuleSet, first string, seen int) (*blackjack.Round, *rules.Shoe) {
	t.Helper()
	top, err := rules.ParseCards(first)
	if err != nil {
		t.Fatal(err)
	}
	pack := rules.NewShoe(rs.Decks).Undealt()
	take := func(pred func(rules.Card) bool) {
		for i, c := range pack {
			if pred(c) {
				pack = append(pack[:i], pack[i+1:]...)
				return
			}
		}
		t.Fatalf("no card left to take out")
	}
	for _, c := range top {
		take(func(d rules.Card) bool { return d == c })
	}
	for k := 0; k < seen; k++ {
		v := 2 + k%5
		take(func(d rules.Card) bool { return d.Value() == v })
	}
	for k := 0; k < -seen; k++ {
		take(func(d rules.Card) bool { return d.Value() == 10 })
	}
	shoe := rules.NewStackedShoe(append(top, pack...))
	var r blackjack.Round
	if err := r.Reset(setup.Setup{Rules: rs, Shoe: shoe, Boxes: boxesFor(rs)}); err != nil {
		t.Fatal(err)
	}
	for !r.Done() {
		if _, ok := r.DealerStep(); !ok {
			break
		}
	}
	return &r, shoe
}

// The counter takes an index play from its index up and not below it: at
// a stacked shoe whose count puts the decision just above or just below the
// index, on both sides of it (the true counts worked out by hand from the
// cards taken out and the round's cards: 2-6 count +1, ten-values and aces
// -1). Without the index plays the chart's play at either count.
func TestCounterTakesIndexPlays(t *testing.T) {
	classic := rules.ItalianClassic
	// Two boxes at the Italian casino: box 1's first card, box 2's, the
	// up-card, box 1's second, box 2's second.
	tests := []struct {
		name   string
		rs     rules.RuleSet
		first  string
		seen   int
		wantTC float64
		want   blackjack.Kind // with the index plays
		chart  blackjack.Kind // the chart alone
	}{
		// Insurance from +3.19: TS 9S against the ace; the round's cards
		// count -2.
		{"insurance above", classic, "TS 8S AH 9S 7S", 20, 18 * 52.0 / 287, blackjack.Insure, blackjack.NoInsurance},
		{"insurance below", classic, "TS 8S AH 9S 7S", 19, 17 * 52.0 / 288, blackjack.NoInsurance, blackjack.NoInsurance},
		// Even money from +3.33: box 1's blackjack; the round's cards
		// count -3.
		{"even money above", classic, "AS 8S AH KS 7S", 22, 19 * 52.0 / 285, blackjack.EvenMoney, blackjack.NoEvenMoney},
		{"even money below", classic, "AS 8S AH KS 7S", 21, 18 * 52.0 / 286, blackjack.NoEvenMoney, blackjack.NoEvenMoney},
		// 16 v 10 stands from +0.70; the round's cards count -2.
		{"16v10 above", classic, "TS TD TH 6S 7S", 7, 5 * 52.0 / 300, blackjack.Stand, blackjack.Hit},
		{"16v10 below", classic, "TS TD TH 6S 7S", 6, 4 * 52.0 / 301, blackjack.Hit, blackjack.Hit},
		// 12 v 4 stands from -0.18 (the chart's play at 0); the round's
		// cards count 0.
		{"12v4 above", classic, "TS TD 4H 2S 8S", -1, -1 * 52.0 / 306, blackjack.Stand, blackjack.Stand},
		{"12v4 below", classic, "TS TD 4H 2S 8S", -2, -2 * 52.0 / 305, blackjack.Hit, blackjack.Stand},
		// 11 v 10 doubles from +3.34 here (no hole card); the round's
		// cards count 0.
		{"11v10 above", classic, "6S TD TH 5S 7S", 19, 19 * 52.0 / 288, blackjack.Double, blackjack.Hit},
		{"11v10 below", classic, "6S TD TH 5S 7S", 18, 18 * 52.0 / 289, blackjack.Hit, blackjack.Hit},
		// The argentine desafío from +3.23, asked on box 1's ace before its
		// second card: three boxes' first cards and the up-card count -2,
		// eight decks.
		{"desafio above", rules.Argentine, "AS 9S 8S TH", 27, 25 * 52.0 / 385, blackjack.Desafio, blackjack.NoDesafio},
		{"desafio below", rules.Argentine, "AS 9S 8S TH", 25, 23 * 52.0 / 387, blackjack.NoDesafio, blackjack.NoDesafio},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			chart, idx := counterFor(t, tt.rs)
			r, shoe := stackedCount(t, tt.rs, tt.first, tt.seen)
			if tu := r.Turn(); tu.Dealer || tu.Box != 1 {
				t.Fatalf("turn %+v: want box 1's question", tu)
			}
			a, tc, dev, err := counterAction(r, shoe, nil, chart, idx)
			if err != nil {
				t.Fatal(err)
			}
			if math.Abs(tc-tt.wantTC) > 1e-9 {
				t.Errorf("true count %.4f; want %.4f", tc, tt.wantTC)
			}
			if a.Kind != tt.want || dev != (tt.want != tt.chart) {
				t.Errorf("at %+.3f: %v (off the chart %v); want %v", tc, a, dev, tt.want)
			}
			if _, err := r.Apply(a); err != nil {
				t.Errorf("the engine refuses %v: %v", a, err)
			}
			r, shoe = stackedCount(t, tt.rs, tt.first, tt.seen)
			c, _, dev, err := counterAction(r, shoe, nil, chart, nil)
			if err != nil || c.Kind != tt.chart || dev {
				t.Errorf("chart alone: %v (off %v, %v); want %v", c, dev, err, tt.chart)
			}
		})
	}
}
