package sim

import (
	"fmt"
	"time"

	"sabot/game/blackjack"
	"sabot/game/blackjack/setup"
	"sabot/game/blackjack/table"
	"sabot/rules"
	"sabot/trainer"
	"sabot/tutor/strategy"
)

// Result is the outcome of a blackjack simulation.
type Result struct {
	// Rules is the table's id.
	Rules string `json:"rules"`
	// Rounds is the number of rounds played; Boxes the boxes bet each round
	// (a lone player must play two at the Italian casinos, and the
	// Argentine game needs three players).
	Rounds int64 `json:"rounds"`
	Boxes  int   `json:"boxes"`
	// Seed is the random source's seed.
	Seed uint64 `json:"seed"`
	// RTP is the return to player in percent of the initial bets, and CI95
	// the half-width of its 95% confidence interval, in points.
	RTP  float64 `json:"rtp"`
	CI95 float64 `json:"ci95"`
	// Shoes is the number of shuffles.
	Shoes int64 `json:"shoes"`
	// Seconds is the time the rounds took, RoundsPerSecond their rate.
	Seconds         float64 `json:"seconds"`
	RoundsPerSecond float64 `json:"rounds_per_second"`
}

// Blackjack plays rounds at a blackjack table, each box following chart,
// and returns the return to player. Each round is one sample: its net over
// its initial bets. The table shuffles as its rule set says (a cut card, a
// continuous shuffler, a fresh pack every round), so the figure includes the
// cut-card effect of the shoe tables.
func Blackjack(rs rules.RuleSet, chart *strategy.Chart, rounds int64, seed uint64) (Result, error) {
	if rs.Game != rules.Blackjack {
		return Result{}, fmt.Errorf("%s is not a blackjack table", rs.ID)
	}
	bets := boxesFor(rs)
	var staked rules.Money
	for _, b := range bets {
		staked += b.Bet
	}
	rng := rules.NewRand(seed)
	tb := table.New(rs, rng)
	var m Mean
	shoes := int64(0)
	start := time.Now()
	for i := int64(0); i < rounds; i++ {
		if i > 0 && i%sessionRounds == 0 && rs.Shuffle == rules.ShuffleContinuous && rs.CutCardBehind > 0 {
			// The table opens again with another deck and a half cut off
			// (004 Apertura 7): the return of one opening depends on its
			// cut; the table's is their average.
			tb = table.New(rs, rng)
		}
		if tb.NeedsShuffle() {
			shoes++
		}
		r, err := tb.Deal(bets, 0)
		if err != nil {
			return Result{}, err
		}
		if err := playRound(r, chart); err != nil {
			return Result{}, fmt.Errorf("round %d: %w", i+1, err)
		}
		m.Add(float64(r.Net()) / float64(staked))
	}
	el := time.Since(start)
	return Result{
		Rules: rs.ID, Rounds: rounds, Boxes: len(bets), Seed: seed,
		RTP: 100 * (1 + m.Value()), CI95: 100 * m.CI95(), Shoes: shoes + 1,
		Seconds: el.Seconds(), RoundsPerSecond: float64(rounds) / el.Seconds(),
	}, nil
}

// sessionRounds is how many rounds a continuous-shuffler table deals
// between two openings, each with its own cut-off cards.
const sessionRounds = 100

// boxesFor is the fewest boxes of one unit a round at the table may have:
// one, two for a lone player at the Italian casinos, three players at the
// Argentine table.
func boxesFor(rs rules.RuleSet) []setup.BoxBet {
	n := 1
	if rs.LonePlayerMinBoxes > n {
		n = rs.LonePlayerMinBoxes
	}
	if rs.MinSeatedPlayers > n {
		n = rs.MinSeatedPlayers
	}
	bets := make([]setup.BoxBet, n)
	for i := range bets {
		bets[i] = setup.BoxBet{Box: i + 1, Bet: rs.Limits.Min}
	}
	return bets
}

// playRound plays a round to its end: the automatic dealer, and the chart's
// decisions for every box.
func playRound(r *blackjack.Round, chart *strategy.Chart) error {
	for !r.Done() {
		if _, ok := r.DealerStep(); ok {
			continue
		}
		if _, err := r.Apply(trainer.ChartAction(r, chart)); err != nil {
			return err
		}
	}
	return nil
}
