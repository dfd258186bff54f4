package tutor

import "sync"

// Most of an analysis's time goes into the dealer's distributions, one for
// each set of cards the player's hands take out of the shoe. Which sets a
// computation reaches does not depend on any EV, only on the hands it starts
// from: so the engine lists them first (a distPlan), computing them while it
// lists, several shoes to a pass of the dealer's trie and on every core, and
// only then values the hands, finding each distribution ready. Each
// distribution is computed exactly as it would be alone, so the EVs do not
// depend on the plan, the passes or the cores.
//
// A listed removal gets its distribution's room at once, and the engine and
// the context point to it (computed by the end of run). The passes are
// handed out as the listing makes them, through a ring: while one goroutine
// walks the hands, the engine's other workers (GOMAXPROCS-1) compute the
// passes listed so far; when the ring is full the walker computes the
// oldest itself; at run it joins the workers.

// ringSize is how many passes the ring holds.
const ringSize = 128

// distPlan lists the removals whose distributions are not yet computed.
type distPlan struct {
	e       *engine
	visited map[ctxKey][]bool // compositions walked, per context

	room    []dealerDist // what is left of the last buffer taken for the distributions
	pending distPass     // the pass being filled
	sc      *dealerScratch

	// The passes handed out and not yet taken (count from head), under mu;
	// work signals a new pass or the end of the listing (closed).
	mu          sync.Mutex
	work        sync.Cond
	ring        [ringSize]distPass
	head, count int
	closed      bool
	waiting     int // workers waiting on work
	workers     sync.WaitGroup
	started     bool
}

// distPass is up to lanes removals computed in one pass of the dealer's
// trie: the shoes they leave and where their distributions go.
type distPass struct {
	n     int
	shoes [lanes]dealerShoe
	outs  [lanes]*dealerDist
}

// plans keeps finished plans: a decision's plan walks a few thousand
// hands, and making its lists afresh each time cost most of a decision's
// allocations (about 3 MB) and the collector's cycles they brought.
var plans sync.Pool // *distPlan

func (e *engine) newPlan() *distPlan {
	if pl, ok := plans.Get().(*distPlan); ok {
		pl.e = e
		return pl
	}
	return &distPlan{e: e, visited: map[ctxKey][]bool{}}
}

// recycle empties the plan, keeping its room, and gives it back for
// another plan.
func (pl *distPlan) recycle() {
	for k, seen := range pl.visited {
		if len(seen) != len(pl.e.tab.comps) {
			delete(pl.visited, k)
		}
		clear(seen)
	}
	clear(pl.ring[:]) // the distributions' pointers
	pl.e, pl.room, pl.pending = nil, nil, distPass{}
	pl.head, pl.count, pl.closed, pl.started = 0, 0, false, false
	plans.Put(pl)
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
	ds := pl.ctxDists(c)
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
		ds[c.li(g)] = pl.add(c, g, &r, size)
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
// it is computed or listed, and returns its distribution (computed by the
// end of run).
func (pl *distPlan) add(c *context, g int32, r *[11]int, size int) *dealerDist {
	e := pl.e
	gi, key := e.distIndex(c, g)
	var out *dealerDist
	if gi >= 0 {
		if d := e.baseDist[gi]; d != nil {
			return d
		}
		out = pl.newDist()
		e.baseDist[gi] = out
	} else {
		if d := e.extraDist[key]; d != nil {
			return d
		}
		out = pl.newDist()
		e.extraDist[key] = out
	}
	p := &pl.pending
	p.shoes[p.n], p.outs[p.n] = e.leftAfter(r, size), out
	if p.n++; p.n == lanes {
		pl.hand()
	}
	return out
}

// newDist returns room for one distribution (its contents undefined:
// compute writes it whole), from the engine's buffers.
func (pl *distPlan) newDist() *dealerDist {
	if len(pl.room) == 0 {
		pl.room = pl.e.distBuffer()
	}
	d := &pl.room[0]
	pl.room = pl.room[1:]
	return d
}

// hand hands the pending pass out to the workers, started on the first;
// when the ring is full, the walker computes its oldest pass first.
func (pl *distPlan) hand() {
	if pl.pending.n == 0 {
		return
	}
	if !pl.started {
		pl.started = true
		pl.work.L = &pl.mu
		for range pl.e.parallel() - 1 {
			pl.workers.Go(pl.compute)
		}
	}
	pl.mu.Lock()
	for pl.count == ringSize {
		p := pl.ring[pl.head]
		pl.head = (pl.head + 1) % ringSize
		pl.count--
		pl.mu.Unlock()
		if pl.sc == nil {
			pl.sc = pl.e.dd.scratch()
		}
		pl.e.dd.compute(p.shoes[:p.n], pl.sc, p.outs[:p.n])
		pl.mu.Lock()
	}
	pl.ring[(pl.head+pl.count)%ringSize] = pl.pending
	pl.count++
	if pl.waiting > 0 {
		pl.work.Signal()
	}
	pl.mu.Unlock()
	pl.pending = distPass{}
}

// compute computes the passes handed out until the listing is closed and
// every pass taken.
func (pl *distPlan) compute() {
	dd := pl.e.dd
	sc := dd.scratch()
	defer dd.release(sc)
	for {
		pl.mu.Lock()
		for pl.count == 0 && !pl.closed {
			pl.waiting++
			pl.work.Wait()
			pl.waiting--
		}
		if pl.count == 0 {
			pl.mu.Unlock()
			return
		}
		p := pl.ring[pl.head]
		pl.head = (pl.head + 1) % ringSize
		pl.count--
		pl.mu.Unlock()
		dd.compute(p.shoes[:p.n], sc, p.outs[:p.n])
	}
}

// run computes what is left of the listed distributions, the calling
// goroutine with the workers.
func (pl *distPlan) run() {
	pl.hand()
	if pl.sc != nil {
		pl.e.dd.release(pl.sc)
		pl.sc = nil
	}
	if pl.started {
		pl.mu.Lock()
		pl.closed = true
		pl.work.Broadcast()
		pl.mu.Unlock()
		pl.compute()
		pl.workers.Wait()
	}
	pl.recycle()
}

// distChunk is how many distributions a buffer holds (about 240 KB).
const distChunk = 512

// distBuffers keeps the buffers of released engines' distributions: a
// decision's engine (thousands of distributions, a few MB) lives a few
// milliseconds, and fresh memory each time costs page faults.
var distBuffers sync.Pool // *[distChunk]dealerDist

// distBuffer returns room for distChunk distributions (their contents
// undefined), from a released engine's when the engine recycles.
func (e *engine) distBuffer() []dealerDist {
	if !e.recycle {
		return make([]dealerDist, distChunk)
	}
	b, ok := distBuffers.Get().(*[distChunk]dealerDist)
	if !ok {
		b = new([distChunk]dealerDist)
	}
	e.buffers = append(e.buffers, b)
	return b[:]
}

// release gives the engine's buffers back for another engine; the engine
// and every distribution it returned must not be used after.
func (e *engine) release() {
	for _, b := range e.buffers {
		distBuffers.Put(b)
	}
	e.buffers = nil
}
