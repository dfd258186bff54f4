package tutor

import (
	"fmt"
	"sync"

	"sabot/rules"
	"sabot/tutor/strategy"
)

// MinShoe is the fewest cards an analysis accepts. The analysis assumes the
// round never runs out of cards; with a nearly empty shoe the paths that
// would (the dealer's, counted as a bust; the player's, as no card to hit)
// would carry real weight.
const MinShoe = 20

// ActionEV is an action with its expected value per unit of the initial
// stake.
type ActionEV struct {
	// Action is the decision.
	Action Action `json:"action"`
	// EV is its expected value per unit of the initial stake.
	EV float64 `json:"ev"`
}

// Analysis is the exact analysis of one blackjack rule set from one shoe
// composition: the EV of every action at every two-card hand against every
// up-card, the value of a round played best or by a chart, and the
// total-dependent chart. Values are computed when first asked for and kept.
// An Analysis is not safe for concurrent use.
type Analysis struct {
	// Rules is the rule set.
	Rules rules.RuleSet
	// Shoe is the composition the round is dealt from.
	Shoe Composition

	e       *engine
	planned bool
	views   []*engine // after the plan: the engine's views, by up-card range
	values  map[*strategy.Chart]*handValues
	table   *HandTable
	chart   *strategy.Chart
}

// handValues is the value of each two-card hand [a][b][u] (a <= b) played
// by one strategy, for the hands the shoe can deal.
type handValues [11][11][11]float64

// Analyze prepares the analysis of rule set rs dealt from shoe. The error
// names what is wrong: not a blackjack table, a negative count, or fewer
// than MinShoe cards.
func Analyze(rs rules.RuleSet, shoe Composition) (*Analysis, error) {
	if !rs.IsBlackjack() {
		return nil, fmt.Errorf("rules %s: the strategy analysis is for the blackjack tables", rs.ID)
	}
	if !shoe.Valid() {
		return nil, fmt.Errorf("shoe %s: a count is negative", shoe)
	}
	if n := shoe.Total(); n < MinShoe {
		return nil, fmt.Errorf("shoe %s: %d cards, the analysis needs at least %d", shoe, n, MinShoe)
	}
	return &Analysis{Rules: rs, Shoe: shoe, e: newEngine(rs, shoe), values: map[*strategy.Chart]*handValues{}}, nil
}

// AnalyzeRules analyzes rule set rs from its full shoe (rs.Decks decks).
func AnalyzeRules(rs rules.RuleSet) (*Analysis, error) {
	return Analyze(rs, FullShoe(rs.Decks))
}

// plan computes, the first time, the dealer's distributions of every hand
// of the round (see plan.go), and makes the engine's views: the up-cards
// split into as many ranges as workers (GOMAXPROCS, at most ten), each valued by a
// view of its own on a goroutine of its own (see eachView). A hand's value
// does not depend on the views: each up-card's are the same operations.
func (an *Analysis) plan() {
	if an.planned {
		return
	}
	an.planned = true
	e := an.e
	pl := e.newPlan()
	for a := 1; a <= 10; a++ {
		for b := a; b <= 10; b++ {
			pl.hands(0, 0, e.comp2(a, b))
		}
		if an.Rules.MaxHands >= 2 {
			pl.split(a, an.Rules.MaxHands)
		}
	}
	pl.run()
	w := min(e.parallel(), 10)
	if w <= 1 {
		an.views = []*engine{e}
		return
	}
	for i := range w {
		v := e.view(1 + 10*i/w)
		v.hi = 10 * (i + 1) / w
		an.views = append(an.views, v)
	}
}

// up returns the engine that values the hands against up-card u.
func (an *Analysis) up(u int) *engine {
	an.plan()
	for _, v := range an.views {
		if u <= v.hi {
			return v
		}
	}
	return an.e
}

// eachView calls f for each view, each on a goroutine of its own, and waits.
func (an *Analysis) eachView(f func(e *engine)) {
	an.plan()
	if len(an.views) == 1 {
		f(an.views[0])
		return
	}
	var wg sync.WaitGroup
	for _, v := range an.views {
		wg.Go(func() { f(v) })
	}
	wg.Wait()
}

// handValues returns (once per strategy) the value of every two-card hand
// played by pol (best play when nil), computed on the views. The best
// play's are made with the table (see Table): each hand's value is its best
// action's EV.
func (an *Analysis) handValues(pol *strategy.Chart) *handValues {
	if hv := an.values[pol]; hv != nil {
		return hv
	}
	hv := new(handValues)
	var t *HandTable
	if pol == nil {
		t = &HandTable{}
	}
	an.eachView(func(e *engine) {
		for u := e.lo; u <= e.hi; u++ {
			for a := 1; a <= 10; a++ {
				for b := a; b <= 10; b++ {
					if !an.possible(a, b, u) {
						continue
					}
					if t == nil {
						hv[a][b][u] = an.handValue(e, pol, a, b, u, nil)
						continue
					}
					t.Legal[a][b][u], t.EV[a][b][u] = e.spotEVs(nil, an.initialSpot(a, b, u))
					hv[a][b][u] = an.handValue(e, nil, a, b, u, t)
				}
			}
		}
	})
	if t != nil {
		an.table = t
	}
	an.values[pol] = hv
	return hv
}

// Forget drops the values of the hands played by pol (nil: the best play)
// on every view, their memory kept for the next strategy's (see
// engine.forget). What was made from them (the round's value, the table,
// the chart) stays; a value asked for again is computed again, the same.
func (an *Analysis) Forget(pol *strategy.Chart) {
	for _, v := range an.views {
		v.forget(pol)
	}
}

// HandTable holds the EV of every action open to every two-card hand
// against every up-card, played on at best, from the analysis's shoe.
// Indices are card values (1 = ace ... 10 = ten-value): [a][b][up] with
// a <= b.
type HandTable struct {
	// Legal is the set of actions open to the hand.
	Legal [11][11][11]ActionSet
	// EV holds the EV of each legal action, per unit of the initial stake.
	EV [11][11][11][numActions]float64
}

// Actions returns the legal actions of hand (a, b) against up-card u with
// their EVs, best first.
func (t *HandTable) Actions(a, b, u int) []ActionEV {
	if a > b {
		a, b = b, a
	}
	return sortEVs(t.Legal[a][b][u], &t.EV[a][b][u])
}

// sortEVs lists the legal actions with their EVs, best first (ties in the
// order of the Action constants).
func sortEVs(legal ActionSet, ev *[numActions]float64) []ActionEV {
	var out []ActionEV
	for _, a := range legal.List() {
		out = append(out, ActionEV{Action: a, EV: ev[a]})
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].EV > out[j-1].EV; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// initialSpot is the spot of the box's first two cards (a, b) against u,
// with splitting allowed when the two cards are a pair by value (whether a
// ten-value pair is a pair at a same-rank table is the caller's business).
func (an *Analysis) initialSpot(a, b, u int) spot {
	return spot{a: a, b: b, u: u, canSplit: a == b && an.Rules.MaxHands >= 2, maxHands: an.Rules.MaxHands}
}

// Table computes (once) the EV of every action of every two-card hand
// against every up-card, splits included: the whole rule set. It is made
// with the hands' values played best.
func (an *Analysis) Table() *HandTable {
	an.handValues(nil)
	return an.table
}

// possible reports whether the shoe holds the cards a, b and u together.
func (an *Analysis) possible(a, b, u int) bool {
	var need [11]int
	need[a]++
	need[b]++
	need[u]++
	for v := 1; v <= 10; v++ {
		if need[v] > an.Shoe[v] {
			return false
		}
	}
	return true
}

// weights returns the probability of each up-card, and given the up-card,
// of each unordered two-card hand (a <= b).
func (an *Analysis) weights(f func(a, b, u int, w float64)) {
	s := an.Shoe
	n := float64(s.Total())
	for u := 1; u <= 10; u++ {
		if s[u] == 0 {
			continue
		}
		pu := float64(s[u]) / n
		r := s
		r[u]--
		den := (n - 1) * (n - 2)
		for a := 1; a <= 10; a++ {
			for b := a; b <= 10; b++ {
				var w float64
				if a == b {
					w = float64(r[a]*(r[a]-1)) / den
				} else {
					w = 2 * float64(r[a]*r[b]) / den
				}
				if w > 0 {
					f(a, b, u, pu*w)
				}
			}
		}
	}
}

// sameRankShare is, at a table where only same-rank cards pair, the
// probability that two ten-value cards dealt against up-card u are of the
// same rank (a pair); the ranks are taken as equally represented.
func (an *Analysis) sameRankShare(u int) float64 {
	t := float64(an.Shoe[10])
	if u == 10 {
		t--
	}
	if t <= 1 {
		return 0
	}
	return (t/4 - 1) / (t - 1)
}

// handValue is the value of the first two cards (a, b) against u played by
// pol (best play when nil), the box's blackjack taking even money only when
// that is worth more (never, with pol), computed by e (u's engine). With
// pol nil, t (when not nil) holds the hand's EVs already: the value of its
// initial spot is their best.
func (an *Analysis) handValue(e *engine, pol *strategy.Chart, a, b, u int, t *HandTable) float64 {
	sp := an.initialSpot(a, b, u)
	value := func() float64 {
		if t != nil {
			return best(t.Legal[a][b][u], &t.EV[a][b][u])
		}
		return e.spotValue(pol, sp)
	}
	if a == b && a == 10 && an.Rules.Pairs == rules.PairSameRank {
		q := an.sameRankShare(u)
		v := q * value()
		sp.canSplit = false
		return v + (1-q)*e.spotValue(pol, sp)
	}
	v := value()
	if pol == nil && (a+b == 11) && (a == 1 || b == 1) && an.Rules.EvenMoney.Offered(rules.Card{Rank: rules.Rank(u), Suit: rules.Spades}) && v < 1 {
		v = 1
	}
	return v
}

// RoundEV returns the expected value of a round, per unit of the initial
// stake, for a player who makes every decision that maximizes the EV of his
// own cards (composition-dependent play; split hands as splitEV says). Side
// bets (insurance, desafío, Perfect Pair) are not in it.
func (an *Analysis) RoundEV() float64 { return an.roundEV(nil) }

// ChartEV returns the expected value of a round played by the chart ch:
// every decision, split hands and hands of three cards or more included, is
// the chart's, and the EV of each is exact for the shoe.
func (an *Analysis) ChartEV(ch *strategy.Chart) float64 { return an.roundEV(ch) }

func (an *Analysis) roundEV(pol *strategy.Chart) float64 {
	hv := an.handValues(pol)
	total := 0.0
	an.weights(func(a, b, u int, w float64) {
		total += w * hv[a][b][u]
	})
	return total
}

// RoundEVByUp returns the round's EV given each up-card (index 1 = ace ...
// 10), played best.
func (an *Analysis) RoundEVByUp() [11]float64 {
	hv := an.handValues(nil)
	var by, wsum [11]float64
	an.weights(func(a, b, u int, w float64) {
		by[u] += w * hv[a][b][u]
		wsum[u] += w
	})
	for u := 1; u <= 10; u++ {
		if wsum[u] > 0 {
			by[u] /= wsum[u]
		}
	}
	return by
}
