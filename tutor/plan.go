package tutor

import (
	"sync"
	"sync/atomic"
)

// Most of an analysis's time goes into the dealer's distributions, one for
// each set of cards the player's hands take out of the shoe. Which sets a
// computation reaches does not depend on any EV, only on the hands it starts
// from: so the engine lists them first (a distPlan), computes them all at
// once, several shoes to a pass of the dealer's trie and on every core, and
// only then values the hands, finding each distribution ready. Each
// distribution is computed exactly as it would be alone, so the EVs do not
// depend on the plan, the passes or the cores.

// distPlan lists the removals whose distributions are not yet computed.
type distPlan struct {
	e       *engine
	visited map[ctxKey][]bool // compositions walked, per context
	queued  []int32           // compositions of the table already listed: 1 + index in want
	extra   map[uint64]int32  // keys of other removals already listed: index in want
	want    []plannedDist
	slots   []planSlot // where each walked composition's distribution goes
}

// planSlot is a context's entry for a walked composition: the index in
// want of its distribution, or the one already computed.
type planSlot struct {
	ctx  []*dealerDist
	i    int
	want int32
	done *dealerDist
}

// plannedDist is one listed removal: the composition of its cards (gi >= 0)
// or its key, and the shoe it leaves.
type plannedDist struct {
	gi   int32
	key  uint64
	shoe dealerShoe
}

func (e *engine) newPlan() *distPlan {
	return &distPlan{e: e, visited: map[ctxKey][]bool{}, queued: make([]int32, len(e.tab.comps)), extra: map[uint64]int32{}}
}

// hands lists what valuing the hand of composition g reaches in the
// context of split pair cards pair (0: none) with extra more pair cards
// out: g and every composition the shoe can deal from it, each card one the
// shoe still holds. This is what engine.values and engine.basic ask for (a
// superset when some hand stops earlier: a 21, a mode in which it busts).
func (pl *distPlan) hands(pair, extra int, g int32) {
	e := pl.e
	c := &context{ctxKey: ctxKey{pair: int8(pair), extra: int8(extra)}}
	if pair > 0 {
		c.local = e.tab.local[pair]
	}
	seen := pl.visited[c.ctxKey]
	if seen == nil {
		seen = make([]bool, len(e.tab.comps))
		pl.visited[c.ctxKey] = seen
	}
	var walk func(g int32)
	walk = func(g int32) {
		if seen[g] {
			return
		}
		seen[g] = true
		r, size := e.removal(c, g)
		for v := 1; v <= 10; v++ {
			if r[v] > e.shoe[v] {
				return // the shoe cannot deal this hand
			}
		}
		w, done := pl.add(c, g, &r, size)
		pl.slots = append(pl.slots, planSlot{ctx: pl.ctxDists(c), i: c.li(g), want: w, done: done})
		hc := &e.tab.comps[g]
		for v := 1; v <= 10; v++ {
			if ch := hc.child[v]; ch >= 0 && r[v] < e.shoe[v] {
				walk(ch)
			}
		}
	}
	walk(g)
}

// split lists what splitting a pair of value p with at most maxHands hands
// reaches (engine.splitEV): the hands of one pair card and any second card,
// with 1 to maxHands-1 other pair cards out.
func (pl *distPlan) split(p, maxHands int) {
	e := pl.e
	maxHands = e.splitLimit(p, maxHands)
	for k := 2; k <= maxHands; k++ {
		for x := 1; x <= 10; x++ {
			pl.hands(p, k-1, e.comp2(p, x))
		}
	}
}

// ctxDists returns the engine's planned distributions of context c by
// local index (engine.byCtx), made on first use.
func (pl *distPlan) ctxDists(c *context) []*dealerDist {
	e := pl.e
	k := [2]int8{c.pair, c.extra}
	ds := e.byCtx[k]
	if ds == nil {
		n := len(e.tab.comps)
		if c.pair > 0 {
			n = len(e.tab.withPair[c.pair])
		}
		ds = make([]*dealerDist, n)
		e.byCtx[k] = ds
	}
	return ds
}

// add lists the removal r (size cards) of composition g in context c unless
// it is computed or listed, and returns its index in want (-1 when
// computed, with the distribution).
func (pl *distPlan) add(c *context, g int32, r *[11]int, size int) (int32, *dealerDist) {
	e := pl.e
	gi, key := e.distIndex(c, g)
	if gi >= 0 {
		if d := e.baseDist[gi]; d != nil {
			return -1, d
		}
		if w := pl.queued[gi]; w > 0 {
			return w - 1, nil
		}
		pl.queued[gi] = int32(len(pl.want)) + 1
	} else {
		if d := e.extraDist[key]; d != nil {
			return -1, d
		}
		if w, ok := pl.extra[key]; ok {
			return w, nil
		}
		pl.extra[key] = int32(len(pl.want))
	}
	pl.want = append(pl.want, plannedDist{gi: gi, key: key, shoe: e.leftAfter(r, size)})
	return int32(len(pl.want)) - 1, nil
}

// run computes the listed distributions, lanes shoes to a pass, the passes
// shared out among the engine's workers (GOMAXPROCS), and gives them to the
// engine.
func (pl *distPlan) run() {
	e := pl.e
	want := pl.want
	out := e.distBuffer(len(want))
	passes := (len(want) + lanes - 1) / lanes
	pass := func(sc *dealerScratch, i int) {
		lo, hi := i*lanes, min((i+1)*lanes, len(want))
		var shoes [lanes]dealerShoe
		var outs [lanes]*dealerDist
		for j := lo; j < hi; j++ {
			shoes[j-lo] = want[j].shoe
			outs[j-lo] = &out[j]
		}
		e.dd.compute(shoes[:hi-lo], sc, outs[:hi-lo])
	}
	workers := min(e.parallel(), passes)
	if workers <= 1 {
		sc := e.dd.scratch()
		for i := 0; i < passes; i++ {
			pass(sc, i)
		}
		e.dd.release(sc)
	} else {
		var next atomic.Int32
		var wg sync.WaitGroup
		for range workers {
			wg.Go(func() {
				sc := e.dd.scratch()
				defer e.dd.release(sc)
				for {
					i := int(next.Add(1)) - 1
					if i >= passes {
						return
					}
					pass(sc, i)
				}
			})
		}
		wg.Wait()
	}
	for j := range want {
		if w := &want[j]; w.gi >= 0 {
			e.baseDist[w.gi] = &out[j]
		} else {
			e.extraDist[w.key] = &out[j]
		}
	}
	for _, s := range pl.slots {
		if s.done != nil {
			s.ctx[s.i] = s.done
		} else {
			s.ctx[s.i] = &out[s.want]
		}
	}
	pl.want, pl.slots = nil, nil
}

// distBuffers keeps the buffers of released engines' distributions: a
// decision's engine (thousands of distributions, a few MB) lives a few
// milliseconds, and fresh memory each time costs page faults.
var distBuffers sync.Pool // *[]dealerDist

// distBuffer returns room for n distributions (their contents undefined:
// compute writes each whole), from a released engine's when one is big
// enough.
func (e *engine) distBuffer(n int) []dealerDist {
	if e.recycle {
		if b, ok := distBuffers.Get().(*[]dealerDist); ok {
			if cap(*b) >= n {
				e.buffers = append(e.buffers, b)
				return (*b)[:n]
			}
			distBuffers.Put(b)
		}
		b := make([]dealerDist, n)
		e.buffers = append(e.buffers, &b)
		return b
	}
	return make([]dealerDist, n)
}

// release gives the engine's buffers back for another engine; the engine
// and every distribution it returned must not be used after.
func (e *engine) release() {
	for _, b := range e.buffers {
		distBuffers.Put(b)
	}
	e.buffers = nil
}
