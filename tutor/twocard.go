package tutor

import (
	"sabot/rules"
	"sabot/tutor/strategy"
)

// spot is a two-card decision point: the box's first hand, or a hand made by
// a split that has just received its second card.
type spot struct {
	a, b int // the two cards' values
	u    int // the dealer's up-card value
	// pair and extra select the context: inside splitEV, the split pair's
	// value and the pair cards out of the shoe besides the hand's own; 0
	// for a hand whose shoe is the engine's own.
	pair, extra int
	split       bool // the hand was made by a split: split rules, a blackjack only where SplitBlackjackPays says
	splitAces   bool // a hand of split aces
	canSplit    bool
	maxHands    int // the most hands a split from here can make
}

func (sp spot) fromSplit() bool { return sp.split }

// comp returns the index of the spot's two-card composition.
func (e *engine) comp2(a, b int) int32 {
	t := e.tab
	return t.comps[t.comps[t.empty].child[a]].child[b]
}

// splitBJ reports whether a two-card 21 on a split hand is a Black Jack at
// the table (RuleSet.SplitBlackjackPays).
func (e *engine) splitBJ() bool { return e.rs.SplitBlackjackPays != (rules.Ratio{}) }

// doubleOK reports whether the spot's hand may double, counted in mode m.
func (e *engine) doubleOK(sp spot, m mode, t int, hard int) bool {
	if sp.fromSplit() {
		if !e.rs.DoubleAfterSplit || (sp.splitAces && e.rs.SplitAcesOneCard) {
			return false
		}
		if m != modeFree {
			return e.rs.SplitDoubleRule().Allows(t, t, false)
		}
		return e.rs.SplitDoubleRule().Allows(t, hard, e.rs.DoubleAceCountsOne)
	}
	if m != modeFree {
		return e.rs.Double.Allows(t, t, false)
	}
	return e.rs.Double.Allows(t, hard, e.rs.DoubleAceCountsOne)
}

// spotEVs returns the actions open at a two-card spot and the EV of each,
// per unit of the hand's initial stake, with the hand played on by pol (the
// best play when pol is nil).
func (e *engine) spotEVs(pol *strategy.Chart, sp spot) (legal ActionSet, ev [numActions]float64) {
	c := e.ctx(pol, sp.pair, sp.extra)
	g := e.comp2(sp.a, sp.b)
	natural := (sp.a == 1 && sp.b == 10) || (sp.a == 10 && sp.b == 1)
	switch {
	case natural && !sp.fromSplit():
		legal = Actions(Stand)
		ev[Stand] = e.payBJ() * (1 - e.dist(c, g)[sp.u-1][outBJ])
	case natural && e.splitBJ():
		// A split hand's Black Jack (001 Otras apuestas 3): it ties the
		// dealer's blackjack and beats every other hand, paid its ratio.
		legal = Actions(Stand)
		ev[Stand] = ratio(e.rs.SplitBlackjackPays, 1) * (1 - e.dist(c, g)[sp.u-1][outBJ])
	case e.rs.AceDeclaration && (sp.a == 1 || sp.b == 1) && !natural:
		legal = Actions(AceOne, AceEleven)
		ev[AceOne] = e.declaredValue(pol, c, sp, g, rules.AceOne)
		ev[AceEleven] = e.declaredValue(pol, c, sp, g, rules.AceEleven)
	default:
		legal, ev = e.playEVs(c, sp, g, modeFree)
	}
	if sp.canSplit && e.rs.MaxHands >= 2 && sp.maxHands >= 2 && sp.a == sp.b {
		legal = legal.With(Split)
		ev[Split] = e.splitEV(pol, sp.a, sp.u, sp.maxHands)
	}
	if e.peek && !natural && !sp.fromSplit() {
		// The dealer's blackjack, seen at once, takes the initial stake.
		b := e.dist(c, g)[sp.u-1][outBJ]
		for _, a := range legal.List() {
			ev[a] -= b
		}
	}
	return legal, ev
}

// playEVs returns the plays open to a two-card hand counted in mode m
// (stand, hit, double) and their EVs.
func (e *engine) playEVs(c *context, sp spot, g int32, m mode) (legal ActionSet, ev [numActions]float64) {
	hc := &e.tab.comps[g]
	t, soft := m.total(hc)
	stand, hit, dbl := e.basic(c, m, g, sp.u)
	oneCard := sp.splitAces && e.rs.SplitAcesOneCard
	if !e.mustHit(t) || oneCard {
		legal = legal.With(Stand)
		ev[Stand] = stand
	}
	if oneCard {
		return legal, ev
	}
	if e.canHit(t, soft) {
		legal = legal.With(Hit)
		ev[Hit] = hit
		if e.doubleOK(sp, m, t, int(hc.hard)) {
			legal = legal.With(Double)
			ev[Double] = dbl
		}
	}
	if legal == 0 {
		legal = Actions(Stand)
		ev[Stand] = stand
	}
	return legal, ev
}

// declaredValue is the EV of declaring the ace of a two-card argentine hand
// d, then playing it on by pol.
func (e *engine) declaredValue(pol *strategy.Chart, c *context, sp spot, g int32, d rules.AceDeclaration) float64 {
	hc := &e.tab.comps[g]
	m := declMode(int(hc.n[1]), d)
	legal, ev := e.playEVs(c, sp, g, m)
	if pol == nil {
		return best(legal, &ev)
	}
	t, soft := m.total(hc)
	return ev[pol.DecideValues(t, soft, sp.a, sp.b, d, sp.u, legal)]
}

// best returns the largest EV among the legal actions.
func best(legal ActionSet, ev *[numActions]float64) float64 {
	b, any := 0.0, false
	for a := Hit; a < numActions; a++ {
		if legal.Has(a) && (!any || ev[a] > b) {
			b, any = ev[a], true
		}
	}
	return b
}

// spotValue is the value of a spot played by pol (the best play when nil).
func (e *engine) spotValue(pol *strategy.Chart, sp spot) float64 {
	legal, ev := e.spotEVs(pol, sp)
	if pol == nil {
		return best(legal, &ev)
	}
	hc := &e.tab.comps[e.comp2(sp.a, sp.b)]
	t, soft := modeFree.total(hc)
	return ev[pol.DecideValues(t, soft, sp.a, sp.b, rules.AceUndeclared, sp.u, legal)]
}

// splitHandsDist returns the probabilities that a split ends with k hands,
// k = 2..maxHands: the second cards are drawn in turn, and a pair card
// drawn while fewer than maxHands hands exist starts a new hand. n is the
// number of cards in the shoe after the pair and the up-card, m the pair
// cards among them (fractional for a same-rank ten pair, see pairLeft).
func splitHandsDist(n, m float64, maxHands int) (p [5]float64) {
	if maxHands > 4 {
		maxHands = 4
	}
	if maxHands <= 2 {
		p[2] = 1
		return p
	}
	// state: h hands, f of them with their second card.
	var prob [5][5]float64
	prob[2][0] = 1
	for h := 2; h <= maxHands; h++ {
		for f := 0; f < h; f++ {
			q := prob[h][f]
			if q == 0 {
				continue
			}
			if h == maxHands {
				p[h] += q
				continue
			}
			rem := n - float64(h-2) - float64(f)
			pairs := m - float64(h-2)
			pp := 0.0
			if rem > 0 && pairs > 0 {
				pp = pairs / rem
			}
			prob[h+1][f] += q * pp
			if f+1 == h {
				p[h] += q * (1 - pp)
			} else {
				prob[h][f+1] += q * (1 - pp)
			}
		}
	}
	return p
}

// pairLeft is the number of cards that would let a split of p's split
// again, out of counts s (the shoe after k pair cards and the up-card u).
// For a table where only same-rank cards pair, a ten-value pair (K-K) splits
// again only on its own rank: the composition counts values, not ranks, so
// the rank's share is taken as a quarter of the ten-values before the round,
// less the k cards of it out.
func (e *engine) pairLeft(p int, s *[11]int, k, u int) float64 {
	if p == 10 && e.rs.Pairs == rules.PairSameRank {
		r := float64(e.shoe[10])/4 - float64(k)
		if u == 10 {
			r -= 0.25
		}
		if r < 0 {
			r = 0
		}
		return r
	}
	return float64(s[p])
}

// splitLimit is the most hands a split of p's may make when maxHands are
// left to the box: the table's limit, two for aces that may not resplit.
func (e *engine) splitLimit(p, maxHands int) int {
	maxHands = min(maxHands, e.rs.MaxHands)
	if p == 1 && !e.rs.ResplitAces {
		maxHands = 2
	}
	return maxHands
}

// splitEV is the EV of splitting a pair of value p against up-card u, per
// unit of the initial stake, with at most maxHands hands, the split hands
// played by pol (the best play of each split hand's own cards when nil).
//
// The method is the usual one of combinatorial analyzers (the one Eric
// Farmer's analyzer uses): with k hands in all, k pair cards are out of the
// shoe; each hand's EV is that of a hand starting with one pair card, its
// second card drawn from the shoe without the k pair cards and the up-card
// (and, while a resplit was still open, known not to be a pair card), then
// played on; the split is worth the sum over k of P(k hands) * k * that EV.
// Each split hand is played with the strategy of its own cards and the pair
// cards out: it does not look at the other split hands' cards (the
// pre-split strategy, in the terms of combinatorial analysis). With one
// split only (two hands) this is exact for that strategy.
func (e *engine) splitEV(pol *strategy.Chart, p, u, maxHands int) float64 {
	total := 0.0
	e.splitHands(p, u, maxHands, func(w float64, sp spot) {
		total += w * e.spotValue(pol, sp)
	})
	return total
}

// splitHands calls f for each split hand splitEV weighs: the spot of a hand
// of one pair card and a second card x with k hands in all, and its weight
// P(k hands) * k * P(x), so that the split is worth the sum of weight *
// value, and the weights add up to the expected number of hands.
func (e *engine) splitHands(p, u, maxHands int, f func(w float64, sp spot)) {
	maxHands = e.splitLimit(p, maxHands)
	aces := p == 1
	var s2 [11]int
	for v := 1; v <= 10; v++ {
		s2[v] = e.shoe[v]
	}
	s2[p] -= 2
	s2[u]--
	n2 := float64(e.n - 3)
	pk := splitHandsDist(n2, e.pairLeft(p, &s2, 2, u), maxHands)
	for k := 2; k <= maxHands; k++ {
		if pk[k] == 0 {
			continue
		}
		var s [11]int
		for v := 1; v <= 10; v++ {
			s[v] = e.shoe[v]
		}
		s[p] -= k
		s[u]--
		mk := e.pairLeft(p, &s, k, u)
		var ws [11]float64
		wsum := 0.0
		for x := 1; x <= 10; x++ {
			w := float64(s[x])
			if x == p && k < maxHands {
				w -= mk
			}
			if w > 0 {
				ws[x] = w
				wsum += w
			}
		}
		if wsum <= 0 {
			continue
		}
		for x := 1; x <= 10; x++ {
			if ws[x] <= 0 {
				continue
			}
			sp := spot{a: p, b: x, u: u, pair: p, extra: k - 1, split: true, maxHands: 1, splitAces: aces}
			f(pk[k]*float64(k)*ws[x]/wsum, sp)
		}
	}
}
