package sim

import (
	"fmt"
	"math"
	"strconv"

	"sabot/game/blackjack/record"
	"sabot/game/blackjack/setup"
	"sabot/game/blackjack/table"
	"sabot/rules"
	"sabot/trainer"
	"sabot/tutor/counting"
	"sabot/tutor/learner"
	"sabot/tutor/strategy"
)

// SpreadResult is what a counter betting a ramp won.
type SpreadResult struct {
	// Rules, Rounds, Boxes and Seed are as in Result; Ramp the spread.
	Rules  string `json:"rules"`
	Rounds int64  `json:"rounds"`
	Boxes  int    `json:"boxes"`
	Seed   uint64 `json:"seed"`
	Ramp   string `json:"ramp"`
	// IndexPlays says the counter played the table's index plays at the
	// true count of each decision; false, the chart alone.
	IndexPlays bool `json:"index_plays"`
	// Deviations is the number of decisions where the index plays took the
	// counter off the chart, Insured those where he insured (or took even
	// money or the desafío) among them.
	Deviations int64 `json:"deviations"`
	Insured    int64 `json:"insured"`
	// Advantage is the counter's net in percent of the amount he bet
	// (initial bets), with its 95% interval and its standard error (ratio
	// estimate).
	Advantage     float64 `json:"advantage"`
	AdvantageCI95 float64 `json:"advantage_ci95"`
	AdvantageSE   float64 `json:"advantage_se"`
	// Flat is the net in percent of the amount bet by a player who plays
	// the same rounds with one unit a box: the table's edge for the chart.
	Flat     float64 `json:"flat"`
	FlatCI95 float64 `json:"flat_ci95"`
	// Per100 is the counter's net per 100 rounds, in units (the table's
	// minimum on one box), with its 95% interval and its standard error.
	Per100     float64 `json:"per_100"`
	Per100CI95 float64 `json:"per_100_ci95"`
	Per100SE   float64 `json:"per_100_se"`
	// MeanUnits is the mean units bet on a box.
	MeanUnits float64 `json:"mean_units"`
	// AtCount is the share of the rounds dealt at each true count, rounded
	// down (-3 and below together, +6 and above together).
	AtCount map[string]float64 `json:"at_count"`
}

// Spread plays rounds at a blackjack table through the game engine, the
// fewest boxes the table allows, betting by ramp on the Hi-Lo true count
// before each round: the running count of every card the counter could have
// seen since the shuffle (the unseen cards' tags, negated: the shoe, the
// cards burnt face down and, at the Shuffler Mate, the cards cut off count
// as unseen) over the decks of unseen cards. Every decision is the chart's,
// except where idx (the table's index plays, counting.Indices) calls for
// another play at the true count of the decision, the round's cards seen so
// far counted (insurance, even money and the desafío among them); with idx
// nil the chart alone, insurance and the desafío declined. At the tables
// that shuffle every round the count before a round is always 0 and the
// counter bets one unit: the figure is then the flat player's.
func Spread(rs rules.RuleSet, chart *strategy.Chart, idx *counting.IndexTable, ramp learner.Ramp, rounds int64, seed uint64) (SpreadResult, error) {
	if !rs.IsBlackjack() {
		return SpreadResult{}, fmt.Errorf("%s is not a blackjack table", rs.ID)
	}
	if rounds < 2 {
		return SpreadResult{}, fmt.Errorf("rounds %d: want 2 or more", rounds)
	}
	base := boxesFor(rs)
	bets := make([]setup.BoxBet, len(base))
	unit := rs.Limits.Min
	if top := ramp.Units(math.Inf(1)); rs.Limits.Max > 0 && unit*rules.Money(top) > rs.Limits.Max {
		return SpreadResult{}, fmt.Errorf("ramp %s: %d units of %s is above the table's maximum of %s", ramp, top, unit, rs.Limits.Max)
	}
	rng := rules.NewRand(seed)
	tb := table.New(rs, rng)
	var burnt rules.Cards
	var net, staked, flat Mean
	var deviations, insured int64
	var sumNet, sumBet, sumNN, sumBB, sumNB float64
	atCount := map[string]int64{}
	for i := int64(0); i < rounds; i++ {
		if i > 0 && i%sessionRounds == 0 && rs.Shuffle == rules.ShuffleContinuous && rs.CutCardBehind > 0 {
			tb = table.New(rs, rng)
		}
		shuffled := tb.NeedsShuffle()
		tc := 0.0
		if !shuffled {
			tc = unseenTrueCount(trainer.ShoeUnseen(tb.Shoe(), burnt))
		}
		atCount[countBucket(tc)]++
		u := ramp.Units(tc)
		for k := range bets {
			bets[k] = setup.BoxBet{Box: base[k].Box, Bet: unit * rules.Money(u)}
		}
		r, err := tb.Deal(bets, 0)
		if err != nil {
			return SpreadResult{}, err
		}
		if shuffled {
			burnt = append(burnt[:0], record.Of(r).Burnt...)
		}
		dev, err := playCounter(r, tb.Shoe(), burnt, chart, idx)
		if err != nil {
			return SpreadResult{}, fmt.Errorf("round %d: %w", i+1, err)
		}
		deviations += int64(dev)
		insured += int64(sideBets(r))
		n := float64(r.Net()) / float64(unit) // units
		b := float64(u * len(bets))
		net.Add(n)
		staked.Add(b)
		flat.Add(n / float64(u) / float64(len(bets)))
		sumNet += n
		sumBet += b
		sumNN += n * n
		sumBB += b * b
		sumNB += n * b
	}
	N := float64(rounds)
	adv := sumNet / sumBet
	// The ratio estimate's variance: (1/N) Var(n - adv b) / mean(b)^2.
	mb := sumBet / N
	v := (sumNN - 2*adv*sumNB + adv*adv*sumBB) / N
	se := math.Sqrt(v/N) / mb
	res := SpreadResult{
		Rules: rs.ID, Rounds: rounds, Boxes: len(bets), Seed: seed, Ramp: ramp.String(),
		IndexPlays: idx != nil, Deviations: deviations, Insured: insured,
		Advantage: 100 * adv, AdvantageCI95: 100 * 1.959964 * se, AdvantageSE: 100 * se,
		Flat: 100 * flat.Value(), FlatCI95: 100 * flat.CI95(),
		Per100: 100 * net.Value(), Per100CI95: 100 * net.CI95(), Per100SE: 100 * net.SE(),
		MeanUnits: staked.Value() / float64(len(bets)),
		AtCount:   map[string]float64{},
	}
	for k, c := range atCount {
		res.AtCount[k] = float64(c) / N
	}
	return res, nil
}

// countBucket names the true count a round is dealt at, rounded toward
// minus infinity, -3 and below and +6 and above together.
func countBucket(tc float64) string {
	b := int(math.Floor(tc))
	switch {
	case b <= -3:
		return "<=-3"
	case b >= 6:
		return ">=+6"
	case b > 0:
		return "+" + strconv.Itoa(b)
	}
	return strconv.Itoa(b)
}

// CountBuckets returns the names countBucket gives, in order.
func CountBuckets() []string {
	return []string{"<=-3", "-2", "-1", "0", "+1", "+2", "+3", "+4", "+5", ">=+6"}
}
