package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"math"

	"sabot/rules"
	"sabot/sim"
	"sabot/tutor"
	"sabot/tutor/rtp"
	"sabot/tutor/strategy"
)

// The most rounds simulate plays, so that a typo never runs for hours: at
// about 700,000 blackjack rounds and 100,000 Punto Banco coups a second,
// each is a few minutes' work, and its 95% interval is a few hundredths of
// a percent.
const (
	maxSimRounds = 200_000_000
	maxSimCoups  = 20_000_000
)

// Simulate plays rounds through the real engine with the computed chart (or
// the published one, at italian-online) and prints the return to player
// with its 95% interval, the exact figure it must agree with, and the rate.
// At Super Punto Banco it bets each side and compares with the exact odds.
func Simulate(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	f := newStrategyFlags("simulate", "text", "json")
	rounds := f.fs.Int64("rounds", 1_000_000, "rounds (coups) to play")
	seed := f.fs.Uint64("seed", 0, "seed of the random source (0: a random seed, printed)")
	chartName := f.fs.String("chart", "computed", "the chart the player follows: computed, or published (italian-online)")
	rs, err := f.parse(args)
	if err != nil {
		return badInput(stderr, "%v", err)
	}
	limit := int64(maxSimRounds)
	if rs.Game == rules.PuntoBanco {
		limit = maxSimCoups
	}
	if *rounds < 2 || *rounds > limit {
		return badInput(stderr, "simulate: -rounds %d: want 2 to %d at %s (a few minutes' work)", *rounds, limit, rs.ID)
	}
	if *seed == 0 {
		*seed = rules.RandomSeed()
	}
	if rs.Game == rules.PuntoBanco {
		if *chartName != "computed" {
			return badInput(stderr, "simulate: -chart: %s has no chart; the reader calls by the rule", rs.ID)
		}
		return simulatePunto(rs, *rounds, *seed, f.format, stdout, stderr)
	}
	an, err := tutor.AnalyzeRules(rs)
	if err != nil {
		fmt.Fprintf(stderr, "sabot: simulate: %v\n", err)
		return ExitFailure
	}
	var chart *strategy.Chart
	switch *chartName {
	case "computed":
		chart = an.Chart()
	case "published":
		if rs.ID != rules.ItalianOnline.ID {
			return badInput(stderr, "simulate: -chart published: only %s publishes a chart", rules.ItalianOnline.ID)
		}
		chart = strategy.PublishedChart()
	default:
		return badInput(stderr, "simulate: -chart %q: want computed or published", *chartName)
	}
	res, err := sim.Blackjack(rs, chart, *rounds, *seed)
	if err != nil {
		fmt.Fprintf(stderr, "sabot: simulate: %v\n", err)
		return ExitFailure
	}
	exact := 100 * (1 + an.ChartEV(chart))
	out := simJSON{
		Result: res, Chart: *chartName, Exact: exact,
		Low: res.RTP - res.CI95, High: res.RTP + res.CI95,
		Agrees:         math.Abs(res.RTP-exact) <= res.CI95,
		BoxesPerSecond: res.RoundsPerSecond * float64(res.Boxes),
	}
	if f.format == "json" {
		return writeJSON(stdout, stderr, out)
	}
	verdict := "agrees: within the interval"
	if !out.Agrees {
		verdict = "DISAGREES: outside the interval"
	}
	fmt.Fprintf(stdout, "%s: %d rounds of %d box(es) through the engine, %s chart, seed %d\n", rs.ID, res.Rounds, res.Boxes, *chartName, res.Seed)
	fmt.Fprintf(stdout, "  return to player %.4f%% ± %.4f (95%%: %.4f%% to %.4f%%)\n", res.RTP, res.CI95, out.Low, out.High)
	fmt.Fprintf(stdout, "  exact for this chart %.4f%%: %s\n", exact, verdict)
	fmt.Fprintf(stdout, "  %.1f s, %.0f rounds a second (%.0f boxes a second), %d shuffles\n", res.Seconds, res.RoundsPerSecond, out.BoxesPerSecond, res.Shoes)
	return ExitOK
}

type simJSON struct {
	sim.Result
	Chart          string  `json:"chart"`
	Low            float64 `json:"low"`
	High           float64 `json:"high"`
	Exact          float64 `json:"exact_rtp"`
	Agrees         bool    `json:"agrees"`
	BoxesPerSecond float64 `json:"boxes_per_second"`
}

type puntoSideJSON struct {
	sim.SideResult
	Exact  float64 `json:"exact_rtp"`
	Agrees bool    `json:"agrees"`
}

func simulatePunto(rs rules.RuleSet, coups int64, seed uint64, format string, stdout, stderr io.Writer) int {
	odds, err := rtp.PuntoBanco(rs)
	if err != nil {
		fmt.Fprintf(stderr, "sabot: simulate: %v\n", err)
		return ExitFailure
	}
	res, err := sim.PuntoBanco(rs, coups, seed)
	if err != nil {
		fmt.Fprintf(stderr, "sabot: simulate: %v\n", err)
		return ExitFailure
	}
	side := func(s sim.SideResult, edge float64) puntoSideJSON {
		exact := 100 * (1 - edge)
		return puntoSideJSON{SideResult: s, Exact: exact, Agrees: math.Abs(s.RTP-exact) <= s.CI95}
	}
	out := struct {
		Rules          string        `json:"rules"`
		Coups          int64         `json:"coups"`
		Seed           uint64        `json:"seed"`
		Punto          puntoSideJSON `json:"punto"`
		Banco          puntoSideJSON `json:"banco"`
		Egalite        puntoSideJSON `json:"egalite"`
		Seconds        float64       `json:"seconds"`
		CoupsPerSecond float64       `json:"coups_per_second"`
	}{res.Rules, res.Coups, res.Seed, side(res.Punto, odds.PuntoEdge), side(res.Banco, odds.BancoEdge), side(res.Egalite, odds.EgaliteEdge), res.Seconds, res.CoupsPerSecond}
	if format == "json" {
		return writeJSON(stdout, stderr, out)
	}
	fmt.Fprintf(stdout, "%s: %d coups through the engine, one bet on each side, seed %d\n", rs.ID, res.Coups, res.Seed)
	for _, s := range []struct {
		name string
		r    puntoSideJSON
	}{{"punto", out.Punto}, {"banco", out.Banco}, {"egalite", out.Egalite}} {
		verdict := "agrees"
		if !s.r.Agrees {
			verdict = "DISAGREES"
		}
		fmt.Fprintf(stdout, "  %-8s won %.4f of the coups; return %.4f%% ± %.4f, exact %.4f%%: %s\n", s.name, s.r.Won, s.r.RTP, s.r.CI95, s.r.Exact, verdict)
	}
	fmt.Fprintf(stdout, "  %.1f s, %.0f coups a second\n", res.Seconds, res.CoupsPerSecond)
	return ExitOK
}

func writeJSON(stdout, stderr io.Writer, v any) int {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		fmt.Fprintf(stderr, "sabot: %v\n", err)
		return ExitFailure
	}
	stdout.Write(append(b, '\n'))
	return ExitOK
}
