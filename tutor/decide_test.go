package tutor

import (
	"testing"

	"sabot/rules"
	"sabot/tutor/strategy"
)

// Chart.Decide on the online table's computed chart, laid out as the chart:
// hand, up-card, the actions open, the decision.
func TestDecide(t *testing.T) {
	an, _ := AnalyzeRules(rules.ItalianOnline)
	ch := an.Chart()
	play := Actions(Hit, Stand, Double)
	cases := []struct {
		hand  string
		up    string
		legal ActionSet
		want  Action
	}{
		{"TS 6H", "TD", play, Hit},
		{"TS 6H", "6D", play, Stand},
		{"6S 5H", "6D", play, Double},
		{"6S 5H", "TD", play, Hit},                     // 11 v 10: hit without a hole card
		{"2S 4H 5C", "6D", Actions(Hit, Stand), Hit},   // 11 of three cards: D, doubling closed
		{"AS 7H", "4D", play, Double},                  // A7 v 4: Ds
		{"AS 2H 5C", "4D", Actions(Hit, Stand), Stand}, // soft 18 of three cards: Ds stands
		{"8S 8H", "9D", play.With(Split), Split},
		{"8S 8H", "TD", play.With(Split), Hit},
		{"8S 8H", "6D", play, Stand}, // no split open: 8-8 as a hard 16
		{"8S 8H", "9D", play, Hit},
		{"AS AH", "TD", play.With(Split), Split},
		{"AS AH", "AD", play.With(Split), Hit},
		{"5S 5H", "9D", play.With(Split), Double},
		{"TS QH", "6D", play.With(Split), Stand},
		{"TS 6H", "AD", Actions(Insurance, NoInsurance), NoInsurance},
		{"7S 7H 7C", "AD", Actions(Stand), Stand},
	}
	for _, c := range cases {
		got := ch.Decide(rules.MustParseCards(c.hand), rules.AceUndeclared, rules.MustParseCard(c.up), c.legal)
		if got != c.want {
			t.Errorf("%s v %s (%s): %s; want %s", c.hand, c.up, c.legal, got, c.want)
		}
	}
}

// The argentine chart declares the ace, then plays the cell's code; the
// shuffler's forced card turns a stand into a hit.
func TestDecideArgentineAndForced(t *testing.T) {
	arg, _ := AnalyzeRules(rules.Argentine)
	ch := arg.Chart()
	decl := Actions(AceOne, AceEleven)
	cases := []struct {
		hand     string
		declared rules.AceDeclaration
		up       string
		legal    ActionSet
		want     Action
	}{
		{"AS 7H", 0, "9D", decl, AceEleven},
		{"AS 7H", rules.AceEleven, "9D", Actions(Hit, Stand), Stand},
		{"AS 4H", 0, "9D", decl, AceOne},
		{"AS 4H", rules.AceOne, "9D", Actions(Hit, Stand), Hit},
		{"AS AH", 0, "9D", decl.With(Split), Split},
		{"5S 6H", 0, "9D", Actions(Hit, Stand, Double), Double},
		{"AS", 0, "9D", Actions(Desafio, NoDesafio), NoDesafio},
	}
	for _, c := range cases {
		got := ch.Decide(rules.MustParseCards(c.hand), c.declared, rules.MustParseCard(c.up), c.legal)
		if got != c.want {
			t.Errorf("argentine %s (declared %q) v %s: %s; want %s", c.hand, c.declared, c.up, got, c.want)
		}
	}
	sh, _ := AnalyzeRules(rules.ItalianShuffler)
	if got := sh.Chart().Decide(rules.MustParseCards("KS QH"), 0, rules.MustParseCard("6D"), Actions(Hit, Stand)); got != Stand {
		t.Errorf("shuffler K-Q v 6 (no pair at a same-rank table): %s; want stand", got)
	}
	if got := sh.Chart().Decide(rules.MustParseCards("2S 3H"), 0, rules.MustParseCard("6D"), Actions(Hit, Double)); got != Hit {
		t.Errorf("shuffler 2-3 v 6, stand closed: %s; want hit", got)
	}
}

// The published chart reads back the document's letters.
func TestPublishedChartCells(t *testing.T) {
	pub := strategy.PublishedChart()
	for _, c := range []struct {
		cell *strategy.Cell
		want string
	}{
		{&pub.Hard[11][10], "D"}, {&pub.Hard[11][1], "H"}, {&pub.Hard[12][4], "S"},
		{&pub.Soft[18][3], "D"}, {&pub.Soft[18][9], "H"}, {&pub.Pair[1][10], "H"},
		{&pub.Pair[9][7], "S"}, {&pub.Pair[5][9], "D"}, {&pub.Pair[8][8], "P"},
	} {
		if got := c.cell.String(); got != c.want {
			t.Errorf("published cell %s; want %s", got, c.want)
		}
	}
}

func TestDecideAllocatesNothing(t *testing.T) {
	an, _ := AnalyzeRules(rules.ItalianOnline)
	ch := an.Chart()
	hand := rules.MustParseCards("TS 6H")
	up := rules.MustParseCard("TD")
	legal := Actions(Hit, Stand, Double, Split)
	if n := testing.AllocsPerRun(1000, func() { ch.Decide(hand, rules.AceUndeclared, up, legal) }); n != 0 {
		t.Errorf("Decide allocates %v times per call", n)
	}
}

func BenchmarkDecide(b *testing.B) {
	an, _ := AnalyzeRules(rules.ItalianOnline)
	ch := an.Chart()
	hands := []rules.Cards{rules.MustParseCards("TS 6H"), rules.MustParseCards("AS 7H"), rules.MustParseCards("8S 8H"), rules.MustParseCards("2S 3H 4C")}
	up := rules.MustParseCard("9D")
	legal := Actions(Hit, Stand, Double, Split)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ch.Decide(hands[i&3], rules.AceUndeclared, up, legal)
	}
}
