package tutor

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"sabot/internal/golden"
	"sabot/rules"
	"sabot/tutor/strategy"
)

var blackjackTables = []rules.RuleSet{rules.ItalianClassic, rules.ItalianShuffler, rules.ItalianOnline, rules.Argentine, rules.ItalianShufflerShoe}

// The computed chart of each blackjack table, with its EV margins.
func TestGoldenCharts(t *testing.T) {
	for _, rs := range blackjackTables {
		an, err := AnalyzeRules(rs)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		if err := an.Chart().WriteText(&b); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "\nRTP: best play %.4f%%, this chart %.4f%%\n", 100*(1+an.RoundEV()), 100*(1+an.ChartEV(an.Chart())))
		golden.Check(t, "chart-"+rs.ID+".txt", b.String())
	}
}

// The online table's document publishes a chart and its RTP (seeds/003):
// playing that chart must return 99.36%, and the cells where the computed
// chart differs are a golden file.
func TestOnlinePublishedChart(t *testing.T) {
	an, err := AnalyzeRules(rules.ItalianOnline)
	if err != nil {
		t.Fatal(err)
	}
	pub := strategy.PublishedChart()
	rtp := 100 * (1 + an.ChartEV(pub))
	if math.Abs(rtp-99.36) > 0.01 {
		t.Errorf("RTP of the published chart = %.4f%%; the document says 99.36%%", rtp)
	}
	diffs := an.Differences(pub)
	var b strings.Builder
	fmt.Fprintf(&b, "italian-online: computed chart against the chart of seeds/003\n")
	fmt.Fprintf(&b, "RTP: best play %.4f%%, computed chart %.4f%%, published chart %.4f%% (the document: 99.36%%)\n\n",
		100*(1+an.RoundEV()), 100*(1+an.ChartEV(an.Chart())), rtp)
	for _, d := range diffs {
		b.WriteString(d.String() + "\n")
	}
	before := t.Failed()
	golden.Check(t, "online-published-differences.txt", b.String())
	if t.Failed() && !before {
		for _, d := range diffs {
			t.Errorf("difference: %s", d)
		}
	}
	// Every listed difference must cost something: the computed cell is the
	// better one on the row's hands.
	for _, d := range diffs {
		if d.Cost() < 0 {
			t.Errorf("the published cell beats the computed one: %s", d)
		}
	}
}
