package progress

import (
	"math/rand/v2"
	"time"

	"sabot/rules"
	"sabot/tutor"
	"sabot/tutor/learner"
	"sabot/tutor/strategy"
)

// ShotStep selects the cell the player misses most at the table.
func (s *Scene) ShotStep(tick int) bool {
	best, worst := strategy.Spot{}, -1.0
	for _, c := range s.app.Progress.HeatMap(s.Table()) {
		if c.Stats.Decisions >= 3 {
			if miss := float64(c.Stats.Misses()) / float64(c.Stats.Decisions); miss > worst {
				best, worst = c.Spot, miss
			}
		}
	}
	if worst > 0 {
		s.grid.Select(best)
		s.grid.Update(s.app.Cursor)
	}
	return true
}

// shotProgress is a plausible progress for the screenshot of the progress
// scene, made from a fixed seeded sequence: a learner drills table rs over
// ten evenings and misses less each time (most of all the soft doubles,
// the pairs to split and the stiff hands against a strong card), drills
// the other tables a little, plays a few hundred rounds and drills the
// count at rs.
func Sample(rs rules.RuleSet, seed uint64) *learner.Progress {
	p := learner.NewProgress()
	rng := rand.New(rand.NewPCG(seed, seed^0x5ab07))
	at := time.Date(2026, 3, 2, 20, 30, 0, 0, time.UTC)
	sit := func(r rules.RuleSet, an *tutor.Analysis, evening, n int) {
		d, err := learner.NewDrill(an, learner.DrillAll, 0, rng, p)
		if err != nil {
			return
		}
		t := at.AddDate(0, 0, evening)
		p.StartSession(r.ID, "drill", t)
		for i := 0; i < n; i++ {
			q := d.Next()
			act := an.Chart().Decide(q.Hand, rules.AceUndeclared, q.Up, q.Legal)
			if rng.Float64() < shotMissRate(an.Chart(), q.Spot, evening) {
				others := q.Legal.Without(act).List()
				if len(others) > 0 {
					act = others[rng.IntN(len(others))]
				}
			}
			t = t.Add(time.Duration(3+rng.IntN(6)) * time.Second)
			if _, err := d.Answer(q, act, t); err != nil {
				return
			}
		}
	}
	an, err := tutor.AnalyzeRules(rs)
	if err != nil {
		return p
	}
	for e := 0; e < 10; e++ {
		sit(rs, an, e, 36+4*e)
	}
	for i, other := range rules.All() {
		if other.IsBlackjack() && other.ID != rs.ID && i%2 == 1 {
			if oan, err := tutor.AnalyzeRules(other); err == nil {
				sit(other, oan, 3+i, 30)
			}
		}
	}
	// Rounds in play mode: bets of 10 to 25, won and lost as a blackjack
	// table deals them, blackjacks paid 3 to 2.
	bank := rules.Units(1000)
	t := at.AddDate(0, 0, 11)
	for i := 0; i < 320; i++ {
		bet := rules.Units(int64(10 + 5*rng.IntN(4)))
		switch x := rng.Float64(); {
		case x < 0.045:
			bank += bet * 3 / 2
		case x < 0.43:
			bank += bet
		case x < 0.52:
		default:
			bank -= bet
		}
		t = t.Add(40 * time.Second)
		p.RecordBankroll(rs.ID, rs.Currency, bank, t)
	}
	shotCounting(p, rs.ID)
	return p
}

// shotMissRate is the screenshot learner's chance of missing a cell on an
// evening: high on the hard cells at first, falling evening by evening.
func shotMissRate(ch *strategy.Chart, s strategy.Spot, evening int) float64 {
	base := 0.05
	code := ch.Cell(s).Code
	switch {
	case s.Section != strategy.SectionHard && s.Section != strategy.SectionPair && (code == strategy.CodeDoubleHit || code == strategy.CodeDoubleStand || s.Row == 7):
		base = 0.55
	case s.Section == strategy.SectionPair && s.Row != 1 && s.Row != 8 && s.Row != 10 && s.Row != 5:
		base = 0.4
	case s.Section == strategy.SectionHard && s.Row >= 12 && s.Row <= 16 && (s.Up <= 3 || s.Up >= 7 || s.Up == 1):
		base = 0.35
	case s.Section == strategy.SectionHard && s.Row >= 9 && s.Row <= 11:
		base = 0.3
	}
	f := 1.0
	for i := 0; i < evening; i++ {
		f *= 0.8
	}
	return base * f
}
