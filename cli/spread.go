package cli

import (
	"fmt"
	"io"

	"sabot/rules"
	"sabot/sim"
	"sabot/tutor"
	"sabot/tutor/counting"
	"sabot/tutor/learner"
)

// maxSpreadRounds is the most rounds spread plays (a few minutes' work).
const maxSpreadRounds = 200_000_000

// Spread simulates a Hi-Lo counter at a blackjack table: the computed chart
// and the table's index plays at the true count of each decision (the chart
// alone with -chart-only), bets on a ramp of the true count before each
// round (sim.Spread); it prints his advantage over the amount bet, the flat
// player's on the same rounds, his net per 100 rounds and how often each
// count comes.
func Spread(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	f := newStrategyFlags("spread", "text", "json")
	rounds := f.fs.Int64("rounds", 1_000_000, "rounds to play")
	seed := f.fs.Uint64("seed", 0, "seed of the random source (0: a random seed, printed)")
	rampS := f.fs.String("ramp", learner.DefaultRamp.String(), "the ramp: TC:UNITS steps, the counts increasing (one unit below the first)")
	chartOnly := f.fs.Bool("chart-only", false, "play the chart alone, without the index plays (insurance and the desafío declined)")
	rs, err := f.parse(args)
	if err != nil {
		return badInput(stderr, "%v", err)
	}
	if !rs.IsBlackjack() {
		return badInput(stderr, "spread: -rules %s: card counting is for the blackjack tables", rs.ID)
	}
	if *rounds < 2 || *rounds > maxSpreadRounds {
		return badInput(stderr, "spread: -rounds %d: want 2 to %d", *rounds, maxSpreadRounds)
	}
	ramp, err := learner.ParseRamp(*rampS)
	if err != nil {
		return badInput(stderr, "spread: -ramp: %v", err)
	}
	if top := ramp.Units(1e9); rs.Limits.Max > 0 && rs.Limits.Min*rules.Money(top) > rs.Limits.Max {
		return badInput(stderr, "spread: -ramp %s: %d units of %s is above the table's maximum of %s", ramp, top, rs.Limits.Min, rs.Limits.Max)
	}
	if *seed == 0 {
		*seed = rules.RandomSeed()
	}
	an, err := tutor.AnalyzeRules(rs)
	if err != nil {
		fmt.Fprintf(stderr, "sabot: spread: %v\n", err)
		return ExitFailure
	}
	var idx *counting.IndexTable
	if !*chartOnly {
		if idx, err = counting.Indices(rs); err != nil {
			fmt.Fprintf(stderr, "sabot: spread: %v\n", err)
			return ExitFailure
		}
	}
	res, err := sim.Spread(rs, an.Chart(), idx, ramp, *rounds, *seed)
	if err != nil {
		fmt.Fprintf(stderr, "sabot: spread: %v\n", err)
		return ExitFailure
	}
	if f.format == "json" {
		return writeJSON(stdout, stderr, res)
	}
	play := "computed chart and index plays"
	if !res.IndexPlays {
		play = "computed chart alone"
	}
	fmt.Fprintf(stdout, "%s: %d rounds of %d box(es), Hi-Lo ramp %s (units of %s a box), %s, seed %d\n", rs.ID, res.Rounds, res.Boxes, res.Ramp, rs.Limits.Min, play, res.Seed)
	fmt.Fprintf(stdout, "  counter: %+.3f%% ± %.3f of the amount bet (standard error %.3f), %.2f units a box on average\n", res.Advantage, res.AdvantageCI95, res.AdvantageSE, res.MeanUnits)
	fmt.Fprintf(stdout, "  per 100 rounds: %+.2f units, 95%% interval ± %.2f, standard error %.2f\n", res.Per100, res.Per100CI95, res.Per100SE)
	if res.IndexPlays {
		fmt.Fprintf(stdout, "  index plays: %d decisions off the chart (%.2f per 100 rounds), %d side bets taken (insurance, even money, desafío)\n", res.Deviations, 100*float64(res.Deviations)/float64(res.Rounds), res.Insured)
	}
	fmt.Fprintf(stdout, "  flat bettor on the same rounds: %+.3f%% ± %.3f\n", res.Flat, res.FlatCI95)
	fmt.Fprintf(stdout, "  rounds by true count (rounded down):")
	for _, b := range sim.CountBuckets() {
		if x, ok := res.AtCount[b]; ok {
			fmt.Fprintf(stdout, " %s %.1f%%", b, 100*x)
		}
	}
	fmt.Fprintln(stdout)
	return ExitOK
}
