package rtp

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"sabot/internal/golden"
	"sabot/rules"
)

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
	golden.Check(t, "returns.txt", b.String())
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
	golden.Check(t, "punto-banco.txt", b.String())
}
