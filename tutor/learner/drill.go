package learner

import (
	"fmt"
	"math/rand/v2"
	"time"

	"sabot/rules"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

// DrillKind is which decisions a drill deals.
type DrillKind uint8

// The drills.
const (
	// DrillAll deals every cell of the chart.
	DrillAll DrillKind = iota
	// DrillHard deals the hard totals.
	DrillHard
	// DrillSoft deals the soft hands (at the argentine table, the ace
	// declarations and the soft totals made by a later ace).
	DrillSoft
	// DrillPairs deals the pairs.
	DrillPairs
	// DrillUpCard deals every hand against one up-card.
	DrillUpCard
	// DrillWeak deals the cells the player gets wrong, most often those he
	// misses most and that cost most, until he gets them right several
	// times in a row (WeakSpots).
	DrillWeak
)

var drillNames = [...]string{"all", "hard", "soft", "pairs", "up-card", "weak"}

// String returns the drill's name: all, hard, soft, pairs, up-card, weak.
func (k DrillKind) String() string {
	if int(k) < len(drillNames) {
		return drillNames[k]
	}
	return "?"
}

// ParseDrillKind reads a drill's name.
func ParseDrillKind(s string) (DrillKind, error) {
	for i, n := range drillNames {
		if n == s {
			return DrillKind(i), nil
		}
	}
	return 0, fmt.Errorf("unknown drill %q: want all, hard, soft, pairs, up-card or weak", s)
}

// Question is one decision a drill deals: a hand against an up-card, the
// actions open, and the chart cell it belongs to.
type Question struct {
	Spot  strategy.Spot
	Hand  rules.Cards
	Up    rules.Card
	Legal tutor.ActionSet
}

// Answer is a graded answer to a drill question.
type Answer struct {
	Question
	// Taken is the player's action; ChartAction what the table's chart
	// says; Correct whether they agree (or the action taken is the exact
	// best for this very hand).
	Taken       tutor.Action
	ChartAction tutor.Action
	Correct     bool
	// Grade holds the exact EV of every action for this hand from a full
	// shoe, and the cost of the action taken against the best.
	Grade tutor.Grade
	// Exception reports a hand whose exact best play differs from its
	// chart cell (a composition-dependent exception).
	Exception bool
}

// Drill deals decision points of one table, no betting, and grades the
// answers against the table's computed chart.
type Drill struct {
	an    *tutor.Analysis
	chart *strategy.Chart
	rs    rules.RuleSet
	kind  DrillKind
	spots []strategy.Spot
	rng   *rand.Rand
	prog  *Progress
	weak  WeakSpots
}

// NewDrill makes a drill of a kind from a table's analysis (up is the
// up-card value 1-10 for DrillUpCard). Answers are recorded in prog when it
// is not nil.
func NewDrill(an *tutor.Analysis, kind DrillKind, up int, rng *rand.Rand, prog *Progress) (*Drill, error) {
	d := &Drill{an: an, chart: an.Chart(), rs: an.Rules, kind: kind, rng: rng, prog: prog, weak: DefaultWeakSpots}
	if kind == DrillUpCard && (up < 1 || up > 10) {
		return nil, learnerErr("bad-up-card", "drill up-card %d: want 1 (ace) to 10", up)
	}
	for _, s := range strategy.Spots(d.rs) {
		if d.dealable(s) && d.includes(s, up) {
			d.spots = append(d.spots, s)
		}
	}
	if len(d.spots) == 0 {
		return nil, learnerErr("no-hand", "drill %s: no hand to deal", kind)
	}
	return d, nil
}

// Spots returns the cells the drill deals.
func (d *Drill) Spots() []strategy.Spot { return d.spots }

func (d *Drill) includes(s strategy.Spot, up int) bool {
	switch d.kind {
	case DrillHard:
		return s.Section == strategy.SectionHard
	case DrillSoft:
		return s.Section == strategy.SectionSoft || s.Section == strategy.SectionSoftDrawn
	case DrillPairs:
		return s.Section == strategy.SectionPair
	case DrillUpCard:
		return s.Up == up
	}
	return true
}

// dealable reports whether a two-card hand of the cell exists (three cards
// for soft-drawn): hard 4 is only 2-2 (a pair), and where any two
// ten-values pair hard 20 is only a pair too; an ace drawn third makes soft
// 15 (A4) at least.
func (d *Drill) dealable(s strategy.Spot) bool {
	switch s.Section {
	case strategy.SectionSoftDrawn:
		return s.Row >= 4
	case strategy.SectionHard:
		if s.Row == 4 {
			return false
		}
		return s.Row != 20 || d.rs.Pairs == rules.PairSameRank
	}
	return true
}

// Next deals the next question.
func (d *Drill) Next() Question {
	var s strategy.Spot
	if d.kind == DrillWeak && d.prog != nil {
		s = d.weak.Pick(d.rng, d.spots, func(s strategy.Spot) SpotStats { return d.prog.SpotStats(d.rs.ID, s) })
	} else {
		s = d.spots[d.rng.IntN(len(d.spots))]
	}
	q := Question{Spot: s, Hand: d.handFor(s), Up: d.cardOf(s.Up)}
	q.Legal = d.legal(q)
	return q
}

// cardOf deals a card of a value in a random suit (a ten-value of a random
// rank).
func (d *Drill) cardOf(v int) rules.Card {
	r := rules.Rank(v)
	if v == 10 {
		r = rules.Ten + rules.Rank(d.rng.IntN(4))
	}
	return rules.Card{Rank: r, Suit: rules.Suit(d.rng.IntN(4))}
}

// handFor deals a hand of the cell.
func (d *Drill) handFor(s strategy.Spot) rules.Cards {
	switch s.Section {
	case strategy.SectionPair:
		a := d.cardOf(s.Row)
		b := d.cardOf(s.Row)
		if d.rs.Pairs == rules.PairSameRank {
			b.Rank = a.Rank
		}
		return rules.Cards{a, b}
	case strategy.SectionSoft:
		return d.shuffled(rules.Card{Rank: rules.Ace, Suit: rules.Suit(d.rng.IntN(4))}, d.cardOf(s.Row))
	case strategy.SectionSoftDrawn:
		// Two cards of 2-9 making the row's other card, then the ace.
		a := 2 + d.rng.IntN(s.Row-3)
		return rules.Cards{d.cardOf(a), d.cardOf(s.Row - a), rules.Card{Rank: rules.Ace, Suit: rules.Suit(d.rng.IntN(4))}}
	}
	// Hard: two different values 2-10 making the total (ten-values of two
	// different ranks for 20 at a same-rank table).
	t := s.Row
	var pairs [][2]int
	for a := 2; a <= 10; a++ {
		b := t - a
		if b >= 2 && b <= 10 && (a < b || (a == b && a == 10)) {
			pairs = append(pairs, [2]int{a, b})
		}
	}
	p := pairs[d.rng.IntN(len(pairs))]
	a, b := d.cardOf(p[0]), d.cardOf(p[1])
	for p[0] == 10 && b.Rank == a.Rank {
		b = d.cardOf(10)
	}
	return d.shuffled(a, b)
}

func (d *Drill) shuffled(a, b rules.Card) rules.Cards {
	if d.rng.IntN(2) == 0 {
		return rules.Cards{a, b}
	}
	return rules.Cards{b, a}
}

// legal is what the table opens to the hand as a first hand: the argentine
// declaration for a two-card ace (with the split of a pair of aces), or hit,
// stand (not on a forced hit), double and split by the rules.
func (d *Drill) legal(q Question) tutor.ActionSet { return tutor.FirstActions(d.rs, q.Hand) }

// Answer grades an answer: against the chart (what the trainer teaches) and
// exactly, with the EV of every action for this hand from a full shoe. The
// answer is recorded in the drill's progress at time at.
func (d *Drill) Answer(q Question, taken tutor.Action, at time.Time) (Answer, error) {
	if !q.Legal.Has(taken) {
		return Answer{}, learnerErr("not-open", "action %q is not open here: the actions are %s", taken, q.Legal)
	}
	unseen := tutor.FullShoe(d.rs.Decks)
	if err := unseen.Remove(append(rules.Cards{q.Up}, q.Hand...)...); err != nil {
		return Answer{}, err
	}
	g, err := tutor.GradeDecision(tutor.DecisionPoint{Rules: d.rs, Hand: q.Hand, Up: q.Up, Unseen: unseen, Legal: q.Legal}, taken)
	if err != nil {
		return Answer{}, err
	}
	chart := d.chart.Decide(q.Hand, rules.AceUndeclared, q.Up, q.Legal)
	a := Answer{Question: q, Taken: taken, ChartAction: chart, Grade: g, Exception: g.Best != chart}
	a.Correct = taken == chart || g.Cost < 1e-9
	if d.prog != nil {
		cost := 0.0
		if !a.Correct {
			cost = g.Cost / 100
		}
		d.prog.Record(Decision{Table: d.rs.ID, Spot: q.Spot, HasSpot: true, Correct: a.Correct, Cost: cost, At: at})
	}
	return a, nil
}
