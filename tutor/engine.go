package tutor

import (
	"runtime"
	"sync"

	"sabot/rules"
	"sabot/tutor/strategy"
)

// mode says how the aces of a hand count: freely (best value), or fixed by
// the argentine declaration of the ace among the hand's first two cards
// (Reglamento, Desarrollo 10). Aces drawn later always take their best
// value.
type mode uint8

const (
	modeFree   mode = iota // no declaration: every ace takes its best value
	modeOne1               // one ace in the first two cards, declared one
	modeOne2               // two aces in the first two cards (AA), declared one
	modeEleven             // declared eleven (with AA, the other ace counts one)
	numModes
)

// total returns the hand's total in the mode: its value and whether an ace
// still counts eleven while it could count one.
func (m mode) total(c *handComp) (t int, soft bool) {
	hard, free := int(c.hard), int(c.n[1])
	switch m {
	case modeOne1:
		free--
	case modeOne2:
		free -= 2
	case modeEleven:
		return hard + 10, false
	}
	if free > 0 && hard+10 <= 21 {
		return hard + 10, true
	}
	return hard, false
}

// declMode is the mode a two-card hand with aces takes when declared d.
func declMode(aces int, d rules.AceDeclaration) mode {
	switch {
	case d == rules.AceEleven:
		return modeEleven
	case aces >= 2:
		return modeOne2
	}
	return modeOne1
}

// engine computes the expected values of one rule set from one shoe. shoe is
// the composition before the player's hand and the up-card were dealt from
// it: every card the player has not seen, plus his hand and the up-card.
type engine struct {
	rs   rules.RuleSet
	shoe [11]int
	n    int
	tab  *compTable
	dd   *dealerData

	// The dealer's distributions computed so far: for the removal of a
	// composition of the table (the hand's cards, with the extra pair
	// cards of a split), and for removals with a hard total above 21
	// (split hands with the other pair cards), by key. See plan.go: most
	// are computed before the hands are valued, several at once.
	baseDist  []*dealerDist // per composition, nil until computed
	extraDist map[uint64]*dealerDist
	// byCtx holds, per split context (pair, extra), the planned
	// distributions by the context's local index: found without a key.
	byCtx map[[2]int8][]*dealerDist
	late  int // distributions computed one by one, outside a plan
	// A view (see view) shares its engine's distributions, read only, and
	// keeps those it computes late in own, by the removal's key.
	shared bool
	own    map[uint64]*dealerDist

	// The up-cards the hands are valued against, lo to hi: every one, or a
	// single one (a view of one up-card, a decision's engine).
	lo, hi int
	// recycle says the engine's distributions live no longer than the
	// engine's caller lets them (a decision's): their buffers are taken
	// from released engines and given back by release.
	recycle bool
	buffers []*[distChunk]dealerDist
	// workers is how many goroutines a plan's distributions and an
	// analysis's views are shared among: GOMAXPROCS when 0 (tests set it).
	workers int

	ctxs map[ctxKey]*context
	// The memory of forgotten contexts' values (see forget), taken again
	// by the next contexts: chunks of chunkRows rows, local indexes.
	spareRows [][]float64
	spareAt   [][]int32

	// peek: the dealer looks at his second card under an ace or a ten and
	// a blackjack ends the round at once, taking the initial stake only
	// (the US rule, for comparisons; see peek.go). No table has it.
	peek bool
}

// tables returns the process-wide tables that do not depend on the shoe,
// the first time built on two goroutines at once.
func tables(hitSoft17 bool) (*compTable, *dealerData) {
	var dd *dealerData
	var wg sync.WaitGroup
	wg.Go(func() { dd = dealerTable(hitSoft17) })
	tab := hands()
	wg.Wait()
	return tab, dd
}

// newEngine returns the engine of rule set rs from shoe, valuing the hands
// against every up-card.
func newEngine(rs rules.RuleSet, shoe Composition) *engine {
	tab, dd := tables(rs.DealerHitsSoft17)
	e := &engine{rs: rs, shoe: [11]int(shoe), n: shoe.Total(), tab: tab, dd: dd, lo: 1, hi: 10}
	e.baseDist = make([]*dealerDist, len(e.tab.comps))
	e.extraDist = map[uint64]*dealerDist{}
	e.byCtx = map[[2]int8][]*dealerDist{}
	e.ctxs = map[ctxKey]*context{}
	return e
}

// newEngineUp returns the engine of rule set rs from shoe for up-card u
// alone: the dealer's distributions hold row u only (from the part of the
// dealer's table that ends from u: its products and sums those of the
// whole table's row u, see dealerData.forUp), the hands are valued against
// u only. What one decision needs.
func newEngineUp(rs rules.RuleSet, shoe Composition, u int) *engine {
	e := newEngine(rs, shoe)
	e.dd = dealerTableUp(rs.DealerHitsSoft17, u)
	e.lo, e.hi = u, u
	return e
}

// view returns an engine for up-card u alone that shares e's distributions
// without writing to them: views of different up-cards may be used by
// different goroutines at once, while e is not used. A hand's value against
// u is the same, bit for bit, from the view as from e.
func (e *engine) view(u int) *engine {
	v := *e
	v.shared, v.own = true, map[uint64]*dealerDist{}
	v.lo, v.hi = u, u
	v.ctxs = map[ctxKey]*context{}
	v.late, v.recycle, v.buffers = 0, false, nil
	v.spareRows, v.spareAt = nil, nil
	return &v
}

// parallel is how many goroutines to share work among.
func (e *engine) parallel() int {
	if e.workers > 0 {
		return e.workers
	}
	return runtime.GOMAXPROCS(0)
}

// col is the column of up-card u in a composition's values.
func (e *engine) col(u int) int { return u - e.lo }

// ctxKey names a context: the strategy the hands are played with (nil for
// the best play), and for split hands the pair's value and how many pair
// cards are out of the shoe besides the hand's own.
type ctxKey struct {
	pol   *strategy.Chart
	pair  int8
	extra int8
}

// context holds the value of every hand composition of one kind: the
// player's own hands (pair 0), or the hands of a split of pair (those holding
// a card of that value) with extra more pair cards removed from the shoe.
// The value of a composition is that of playing it on from three cards or
// more: hit or stand by the strategy.
type context struct {
	ctxKey
	local []int32 // global index -> local index (nil: the identity)
	size  int
	width int           // the engine's up-cards
	dists []*dealerDist // the planned distributions by local index (engine.byCtx)
	found bool          // dists looked up (on the first dist, after the plan)
	// The values of the compositions reached, in mode m: row at[m][local]
	// (from 1; 0 until valued) of rows[m], a row of width values (by the
	// column of the up-card) that stays where it is. Rows are handed out
	// in the order the compositions are valued, chunkRows to a chunk:
	// only the compositions reached take memory, packed together.
	at   [numModes][]int32
	rows [numModes][][]float64
	next [numModes]int32 // the rows handed out
}

// chunkRows is how many rows of values a chunk holds.
const chunkRows = 256

func (e *engine) ctx(pol *strategy.Chart, pair, extra int) *context {
	k := ctxKey{pol: pol, pair: int8(pair), extra: int8(extra)}
	if c := e.ctxs[k]; c != nil {
		return c
	}
	c := &context{ctxKey: k, size: len(e.tab.comps), width: e.hi - e.lo + 1}
	if pair > 0 {
		c.local = e.tab.local[pair]
		c.size = len(e.tab.withPair[pair])
	}
	e.ctxs[k] = c
	return c
}

func (c *context) li(g int32) int {
	if c.local == nil {
		return int(g)
	}
	return int(c.local[g])
}

// row returns row r (from 1) of mode m's values.
func (c *context) row(m mode, r int32) []float64 {
	r--
	ch := c.rows[m][r/chunkRows]
	i := int(r%chunkRows) * c.width
	return ch[i : i+c.width : i+c.width]
}

// newRow hands out the next row of mode m's values in context c, and its
// number.
func (e *engine) newRow(c *context, m mode) ([]float64, int32) {
	if int(c.next[m])%chunkRows == 0 {
		var ch []float64
		if n := len(e.spareRows); n > 0 {
			ch, e.spareRows = e.spareRows[n-1], e.spareRows[:n-1]
		} else {
			ch = make([]float64, chunkRows*c.width)
		}
		c.rows[m] = append(c.rows[m], ch)
	}
	c.next[m]++
	return c.row(m, c.next[m]), c.next[m]
}

// newAt returns the local indexes of a context's rows, all 0.
func (e *engine) newAt(size int) []int32 {
	for i, at := range e.spareAt {
		if cap(at) >= size {
			e.spareAt = append(e.spareAt[:i], e.spareAt[i+1:]...)
			at = at[:size]
			clear(at)
			return at
		}
	}
	return make([]int32, size)
}

// forget drops the values of the hands played by pol (nil: the best
// play): they are computed again if asked for, and their memory goes to
// the contexts made next. Memory taken again costs no page faults: what
// valuing a second strategy in a fresh process spends most on after the
// arithmetic.
func (e *engine) forget(pol *strategy.Chart) {
	for k, c := range e.ctxs {
		if k.pol != pol {
			continue
		}
		for m := range numModes {
			e.spareRows = append(e.spareRows, c.rows[m]...)
			if c.at[m] != nil {
				e.spareAt = append(e.spareAt, c.at[m])
			}
		}
		delete(e.ctxs, k)
	}
}

// removal returns the cards of composition g out of the shoe in context c:
// the hand's own and the extra pair cards.
func (e *engine) removal(c *context, g int32) (r [11]int, size int) {
	hc := &e.tab.comps[g]
	for v := 1; v <= 10; v++ {
		r[v] = int(hc.n[v])
	}
	size = int(hc.size)
	if c.pair > 0 {
		r[c.pair] += int(c.extra)
		size += int(c.extra)
	}
	return r, size
}

// distIndex names the removal of composition g in context c: the index of
// the composition of the same cards, or -1 and the removal's key when its
// hard total passes 21.
func (e *engine) distIndex(c *context, g int32) (gi int32, key uint64) {
	gi = g
	if c.pair > 0 {
		for i := 0; i < int(c.extra) && gi >= 0; i++ {
			gi = e.tab.comps[gi].child[c.pair]
		}
	}
	if gi < 0 {
		key = e.tab.comps[g].key + uint64(c.extra)*keyUnit(int(c.pair))
	}
	return gi, key
}

// dist returns the dealer's distribution when the hand composition g is out
// of the shoe in context c: from the plan, or computed now.
func (e *engine) dist(c *context, g int32) *dealerDist {
	if !c.found {
		c.dists, c.found = e.byCtx[[2]int8{c.pair, c.extra}], true
	}
	if c.dists != nil {
		if d := c.dists[c.li(g)]; d != nil {
			return d
		}
	}
	gi, key := e.distIndex(c, g)
	if gi >= 0 {
		if d := e.baseDist[gi]; d != nil {
			return d
		}
	} else if d := e.extraDist[key]; d != nil {
		return d
	}
	if e.shared {
		if gi >= 0 {
			key = e.tab.comps[gi].key
		}
		if d := e.own[key]; d != nil {
			return d
		}
	}
	e.late++
	r, size := e.removal(c, g)
	d := new(dealerDist)
	sc := e.dd.scratch()
	e.dd.compute([]dealerShoe{e.leftAfter(&r, size)}, sc, []*dealerDist{d})
	e.dd.release(sc)
	switch {
	case e.shared:
		e.own[key] = d
	case gi >= 0:
		e.baseDist[gi] = d
	default:
		e.extraDist[key] = d
	}
	return d
}

// leftAfter is the shoe once the removal r of size cards is out of it.
func (e *engine) leftAfter(r *[11]int, size int) dealerShoe {
	var s dealerShoe
	for v := 1; v <= 10; v++ {
		s.s[v] = e.shoe[v] - r[v]
	}
	s.n = e.n - size
	return s
}

// canHit reports whether a hand of total t may take a card.
func (e *engine) canHit(t int, soft bool) bool {
	return t < 21 || (soft && t == 21 && e.rs.HitSoft21)
}

// mustHit reports whether a hand of total t may not stand (the Shuffler
// Mate table's forced card on 11 or less).
func (e *engine) mustHit(t int) bool { return t <= e.rs.ForcedHitUpTo }

// draws returns, for up-card u, how many cards of each value the shoe holds
// once the cards of composition g (in context c) and the up-card are out,
// and their number.
func (e *engine) draws(c *context, g int32, u int) (k [11]int, n int) {
	r, size := e.removal(c, g)
	for v := 1; v <= 10; v++ {
		k[v] = e.shoe[v] - r[v]
	}
	k[u]--
	return k, e.n - size - 1
}

// values returns the values of composition g in mode m for the engine's
// up-cards (column e.col(u)), playing it on from three cards or more; a bust
// hand is worth -1.
func (e *engine) values(c *context, m mode, g int32) []float64 {
	if c.at[m] == nil {
		c.at[m] = e.newAt(c.size)
	}
	i := c.li(g)
	if ri := c.at[m][i]; ri != 0 {
		return c.row(m, ri)
	}
	out, ri := e.newRow(c, m)
	hc := &e.tab.comps[g]
	t, soft := m.total(hc)
	if t > 21 {
		for cu := range out {
			out[cu] = -e.stay(c, g, 0, e.lo+cu)
		}
		c.at[m][i] = ri
		return out
	}
	hit := e.canHit(t, soft)
	r, size := e.removal(c, g)
	// A child the shoe cannot deal (none of its card left) is not valued:
	// its weight below is zero for every up-card.
	var kids [11][]float64
	if hit {
		for v := 1; v <= 10; v++ {
			if ch := hc.child[v]; ch >= 0 && r[v] < e.shoe[v] {
				kids[v] = e.values(c, m, ch)
			}
		}
	}
	d := e.dist(c, g)
	for u := e.lo; u <= e.hi; u++ {
		cu := e.col(u)
		if e.shoe[u]-r[u] <= 0 {
			out[cu] = 0
			continue
		}
		stand := e.standEV(d, u, t)
		den := e.n - size - 1
		if !hit || den <= 0 {
			out[cu] = stand
			continue
		}
		h := 0.0
		for v := 1; v <= 10; v++ {
			k := e.shoe[v] - r[v]
			if v == u {
				k--
			}
			if k <= 0 {
				continue
			}
			if kids[v] == nil {
				h -= float64(k) * e.stay(c, g, v, u)
			} else {
				h += float64(k) * kids[v][cu]
			}
		}
		h /= float64(den)
		switch {
		case e.mustHit(t):
			out[cu] = h
		case c.pol != nil:
			if c.pol.Play(t, soft, u) == Hit {
				out[cu] = h
			} else {
				out[cu] = stand
			}
		case h > stand:
			out[cu] = h
		default:
			out[cu] = stand
		}
	}
	c.at[m][i] = ri
	return out
}

// basic returns the EV of standing, hitting and doubling a hand of
// composition g in mode m against up-card u (hitting and doubling as if
// allowed; the caller checks the rules). A bust hand is worth -1 (-2
// doubled).
func (e *engine) basic(c *context, m mode, g int32, u int) (stand, hit, dbl float64) {
	hc := &e.tab.comps[g]
	t, _ := m.total(hc)
	if t > 21 {
		l := e.stay(c, g, 0, u)
		return -l, -l, -2 * l
	}
	stand = e.standEV(e.dist(c, g), u, t)
	k, n := e.draws(c, g, u)
	if n <= 0 {
		return stand, stand, 2 * stand
	}
	for v := 1; v <= 10; v++ {
		if k[v] <= 0 {
			continue
		}
		w := float64(k[v])
		ch := hc.child[v]
		if ch < 0 {
			l := e.stay(c, g, v, u)
			hit -= w * l
			dbl -= 2 * w * l
			continue
		}
		hit += w * e.values(c, m, ch)[e.col(u)]
		ct, _ := m.total(&e.tab.comps[ch])
		if ct > 21 {
			dbl -= 2 * w * e.stay(c, ch, 0, u)
		} else {
			dbl += 2 * w * e.standEV(e.dist(c, ch), u, ct)
		}
	}
	return stand, hit / float64(n), dbl / float64(n)
}

// payBJ is what a blackjack wins per unit staked (3:2 pays 1.5).
func (e *engine) payBJ() float64 {
	r := e.rs.BlackjackPays
	if r.Stake == 0 {
		return 1.5
	}
	return float64(r.Win) / float64(r.Stake)
}
