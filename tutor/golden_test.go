package tutor

import (
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sabot/rules"
)
import "sabot/tutor/strategy"

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// golden compares got with testdata/name, or rewrites it with -update. A
// mismatch shows the first lines that differ.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if string(want) == got {
		return
	}
	gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
	var b strings.Builder
	shown := 0
	for i := 0; i < len(gl) || i < len(wl); i++ {
		var g, w string
		if i < len(gl) {
			g = gl[i]
		}
		if i < len(wl) {
			w = wl[i]
		}
		if g != w && shown < 12 {
			fmt.Fprintf(&b, "line %d:\n  got:  %s\n  want: %s\n", i+1, g, w)
			shown++
		}
	}
	t.Errorf("%s differs from the golden file (go test -update rewrites it):\n%s", path, b.String())
}

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
		golden(t, "chart-"+rs.ID+".txt", b.String())
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
	golden(t, "online-published-differences.txt", b.String())
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

// The seed's side-bet figures: insurance 92.60%, Perfect Pair 94.21%.
func TestOnlineSideBets(t *testing.T) {
	r, err := TableReturns(rules.ItalianOnline)
	if err != nil {
		t.Fatal(err)
	}
	if r.Insurance == nil || math.Abs(*r.Insurance-92.60) > 0.005 {
		t.Errorf("insurance RTP = %v; the document says 92.60%%", r.Insurance)
	}
	if r.PerfectPair == nil || math.Abs(*r.PerfectPair-94.21) > 0.005 {
		t.Errorf("Perfect Pair RTP = %v; the document says 94.21%%", r.PerfectPair)
	}
	// By hand: the second card of 311 matches the first's rank 23 times: 5
	// of the same suit (30:1), 6 of the other suit of its colour (10:1), 12
	// of the other colour (5:1).
	want := 100 * (1 + (5*30+6*10+12*5-(311-23))/311.0)
	if math.Abs(*r.PerfectPair-want) > 1e-9 {
		t.Errorf("Perfect Pair RTP = %.10f; by hand %.10f", *r.PerfectPair, want)
	}
}

// Every table's returns, a golden file.
func TestGoldenReturns(t *testing.T) {
	var b strings.Builder
	opt := func(x *float64) string {
		if x == nil {
			return "-"
		}
		return fmt.Sprintf("%.4f%%", *x)
	}
	fmt.Fprintf(&b, "%-17s %9s %9s %9s %9s %9s %9s %9s %9s\n", "rules", "best", "chart", "published", "insur.", "even m.", "e.m. v T", "desafío", "p. pair")
	for _, rs := range blackjackTables {
		r, err := TableReturns(rs)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%-17s %9s %9s %9s %9s %9s %9s %9s %9s\n", rs.ID, opt(&r.Optimal), opt(&r.Chart), opt(r.Published),
			opt(r.Insurance), opt(r.EvenMoney), opt(r.EvenMoneyVsTen), opt(r.Desafio), opt(r.PerfectPair))
		if r.Chart > r.Optimal+1e-9 {
			t.Errorf("%s: the chart (%.6f%%) beats the best play (%.6f%%)", rs.ID, r.Chart, r.Optimal)
		}
	}
	golden(t, "returns.txt", b.String())
}

// Punto Banco: eight decks against the published figures, six decks a
// golden file.
func TestPuntoBancoOdds(t *testing.T) {
	rs := rules.SuperPuntoBanco
	rs.Decks = 8
	o, err := PuntoBanco(rs)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name      string
		got, want float64
	}{{"banco", o.Banco, 0.458597}, {"punto", o.Punto, 0.446247}, {"egalite", o.Egalite, 0.095156}} {
		if math.Abs(c.got-c.want) > 5e-7 {
			t.Errorf("8 decks: P(%s) = %.7f; published %.6f", c.name, c.got, c.want)
		}
	}
	if s := o.Banco + o.Punto + o.Egalite; math.Abs(s-1) > 1e-12 {
		t.Errorf("8 decks: probabilities sum to %v", s)
	}
	var b strings.Builder
	for _, d := range []int{6, 8} {
		rs.Decks = d
		o, _ := PuntoBanco(rs)
		fmt.Fprintf(&b, "%d decks: banco %.6f punto %.6f egalite %.6f; house edge banco %.4f%% punto %.4f%% egalite %.4f%%\n",
			d, o.Banco, o.Punto, o.Egalite, 100*o.BancoEdge, 100*o.PuntoEdge, 100*o.EgaliteEdge)
	}
	golden(t, "punto-banco.txt", b.String())
}
