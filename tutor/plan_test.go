package tutor

import (
	"slices"
	"testing"

	"sabot/rules"
	"sabot/tutor/strategy"
)

// TestPlanCoversTheAnalysis checks that the plan lists every dealer's
// distribution a whole analysis asks for: none is computed late, one by
// one, while the hands are valued.
func TestPlanCoversTheAnalysis(t *testing.T) {
	depleted := Composition{0, 7, 11, 9, 4, 11, 6, 2, 8, 3, 30}
	for _, rs := range []rules.RuleSet{rules.ItalianClassic, rules.ItalianShuffler, rules.ItalianOnline, rules.Argentine} {
		for _, shoe := range []Composition{FullShoe(rs.Decks), depleted} {
			an, err := Analyze(rs, shoe)
			if err != nil {
				t.Fatal(err)
			}
			an.Table()
			an.RoundEV()
			an.ChartEV(an.Chart())
			late := an.e.late
			for _, v := range an.views {
				if v != an.e {
					late += v.late
				}
			}
			if late != 0 {
				t.Errorf("%s from %s: %d distributions computed outside the plan", rs.ID, shoe, late)
			}
		}
	}
}

// analysisFigures is everything an analysis computes, for comparing two.
type analysisFigures struct {
	Table          HandTable
	Round, Chart   float64
	ByUp           [11]float64
	Cells          strategy.ChartEVs
	Hard, Soft     [22][11]strategy.Cell // the chart's cells
	Pair, Ace      [11][11]strategy.Cell
	PublishedChart float64
}

func figuresOf(t *testing.T, rs rules.RuleSet, shoe Composition, workers int, peek bool) analysisFigures {
	t.Helper()
	analyze := Analyze
	if peek {
		analyze = AnalyzePeek
	}
	an, err := analyze(rs, shoe)
	if err != nil {
		t.Fatal(err)
	}
	an.e.workers = workers
	var f analysisFigures
	f.Table = *an.Table()
	f.Round = an.RoundEV()
	ch := an.Chart()
	f.Chart = an.ChartEV(ch)
	f.ByUp = an.RoundEVByUp()
	f.Cells = *ch.EVs
	f.Hard, f.Soft, f.Pair, f.Ace = ch.Hard, ch.Soft, ch.Pair, ch.Ace
	f.PublishedChart = an.ChartEV(strategy.PublishedChart())
	return f
}

// TestParallelIsSerial checks that an analysis shared among 2, 3 or 10
// goroutines gives the very bits it gives on one, with and without the
// peek rule.
func TestParallelIsSerial(t *testing.T) {
	depleted := Composition{0, 7, 11, 9, 4, 11, 6, 2, 8, 3, 30}
	for _, c := range []struct {
		rs   rules.RuleSet
		peek bool
	}{{rules.ItalianShuffler, false}, {rules.Argentine, false}, {rules.Argentine, true}} {
		for _, shoe := range []Composition{FullShoe(c.rs.Decks), depleted} {
			serial := figuresOf(t, c.rs, shoe, 1, c.peek)
			for _, w := range []int{2, 3, 10} {
				if got := figuresOf(t, c.rs, shoe, w, c.peek); got != serial {
					t.Errorf("%s (peek %v) from %s on %d goroutines: not the serial figures", c.rs.ID, c.peek, shoe, w)
				}
			}
		}
	}
}

// TestForgetIsTheSame checks that the hands' values made again after their
// strategies were forgotten, in the memory those left (rows written over,
// not cleared), are the very bits first made, on one goroutine and on two.
func TestForgetIsTheSame(t *testing.T) {
	for _, rs := range []rules.RuleSet{rules.Argentine, rules.ItalianShuffler} {
		for _, w := range []int{1, 2} {
			want := figuresOf(t, rs, FullShoe(rs.Decks), w, false)
			an, err := AnalyzeRules(rs)
			if err != nil {
				t.Fatal(err)
			}
			an.e.workers = w
			an.RoundEV()
			ch := an.Chart()
			pub := strategy.PublishedChart()
			an.ChartEV(ch)
			an.ChartEV(pub)
			an.Forget(ch)
			an.Forget(nil)
			an.Forget(pub)
			if len(an.views[0].ctxs) != 0 || len(an.views[0].spareRows) == 0 {
				t.Fatalf("%s on %d goroutines: %d contexts left, %d chunks kept", rs.ID, w, len(an.views[0].ctxs), len(an.views[0].spareRows))
			}
			an.table, an.values = nil, map[*strategy.Chart]*handValues{}
			var got analysisFigures
			got.Table = *an.Table()
			got.Round = an.RoundEV()
			got.Chart = an.ChartEV(ch)
			got.ByUp = an.RoundEVByUp()
			got.Cells = *ch.EVs
			got.Hard, got.Soft, got.Pair, got.Ace = ch.Hard, ch.Soft, ch.Pair, ch.Ace
			got.PublishedChart = an.ChartEV(pub)
			if got != want {
				t.Errorf("%s on %d goroutines: the figures made again are not the first", rs.ID, w)
			}
		}
	}
}

// TestParallelGradeIsSerial does the same for decisions graded from a
// live shoe.
func TestParallelGradeIsSerial(t *testing.T) {
	defer func(w int) { gradeWorkers = w }(gradeWorkers)
	rs := rules.ItalianShuffler
	for _, c := range []struct{ hand, up string }{{"2S 2H", "6D"}, {"AS AH", "2C"}, {"TS 6H", "TD"}, {"3S 3C", "7H"}, {"AS 5D 2C", "9H"}} {
		dp := DecisionPoint{Rules: rs, Hand: rules.MustParseCards(c.hand), Up: rules.MustParseCard(c.up),
			Unseen: unseenAfter(rs, c.hand+" "+c.up+" 5C 9D KH 2S 4H 4D")}
		var serial []ActionEV
		for _, w := range []int{1, 2, 5} {
			gradeWorkers = w
			evs, err := Evaluate(dp)
			if err != nil {
				t.Fatal(err)
			}
			if w == 1 {
				serial = evs
			} else if !slices.Equal(evs, serial) {
				t.Errorf("%s v %s on %d goroutines: %v, on one %v", c.hand, c.up, w, evs, serial)
			}
		}
	}
}
