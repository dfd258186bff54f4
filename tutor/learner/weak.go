package learner

import (
	"math/rand/v2"

	"sabot/tutor/strategy"
)

// WeakSpots is how the weak-spot drill chooses the next cell to deal: most
// of the time one of the cells the player gets wrong (a miss, and not yet
// right Mastery times in a row since), chosen in proportion to its
// weakness; the rest of the time any cell of the drill, so that new
// weaknesses show up.
type WeakSpots struct {
	// Mastery is how many right answers in a row take a cell out of the
	// weak pool.
	Mastery int
	// WeakShare is the chance of dealing from the weak pool when it is not
	// empty.
	WeakShare float64
	// CostScale is the cost (in initial bets) of a miss that doubles a
	// cell's weight: cells whose mistakes cost the most come back most.
	CostScale float64
}

// DefaultWeakSpots is the trainer's policy: three right answers in a row,
// weak cells four deals out of five, a miss costing 5% of the bet doubles
// the weight.
var DefaultWeakSpots = WeakSpots{Mastery: 3, WeakShare: 0.8, CostScale: 0.05}

// Weak reports whether a cell is in the weak pool.
func (w WeakSpots) Weak(s SpotStats) bool { return s.Misses() > 0 && s.Streak < w.Mastery }

// Weight is a weak cell's weight: its miss rate (smoothed: one right and one
// wrong answer assumed) times one plus its mean cost per miss over
// CostScale. A cell outside the weak pool weighs 0.
func (w WeakSpots) Weight(s SpotStats) float64 {
	if !w.Weak(s) {
		return 0
	}
	rate := float64(s.Misses()+1) / float64(s.Decisions+2)
	perMiss := s.Cost / float64(s.Misses())
	return rate * (1 + perMiss/w.CostScale)
}

// Pick chooses the next cell among spots for a player's statistics at a
// table.
func (w WeakSpots) Pick(rng *rand.Rand, spots []strategy.Spot, stats func(strategy.Spot) SpotStats) strategy.Spot {
	if len(spots) == 0 {
		return strategy.Spot{}
	}
	if rng.Float64() < w.WeakShare {
		total := 0.0
		for _, s := range spots {
			total += w.Weight(stats(s))
		}
		if total > 0 {
			x := rng.Float64() * total
			last := spots[0]
			for _, s := range spots {
				wt := w.Weight(stats(s))
				if wt == 0 {
					continue
				}
				if x < wt {
					return s
				}
				x -= wt
				last = s
			}
			return last // rounding left x just past the end
		}
	}
	return spots[rng.IntN(len(spots))]
}
