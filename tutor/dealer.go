package tutor

import (
	"slices"
	"sync"
)

// The dealer's outcomes, in the order of a dealerDist row: a total of 17 to
// 21 made otherwise than by a blackjack, and a blackjack. A bust is what is
// left: 1 minus the sum of the row.
const (
	out17 = iota
	out18
	out19
	out20
	out21
	outBJ
	numOutcomes
)

// dealerDist is the distribution of the dealer's final hand for each
// up-card (row 0 for an ace ... row 9 for a ten-value), given the cards the
// player holds. Each row is conditioned only on the up-card: the dealer's
// second card is part of the distribution (no peek).
type dealerDist [10][numOutcomes]float64

// bust returns the probability that the dealer busts with up-card u.
func (d *dealerDist) bust(u int) float64 {
	r := &d[u-1]
	return 1 - r[0] - r[1] - r[2] - r[3] - r[4] - r[5]
}

// standEV is the expected value of standing on total t (not a blackjack)
// against up-card u, per unit staked: a dealer's blackjack beats it, a
// dealer's bust loses to it, equal totals push.
//
// Without branches: each total's probability is added times its sign
// (standSign), which gives the same bits as adding it, subtracting it or
// leaving it out (a product by 1, -1 or 0 is exact, x + -p is x - p, and
// x + ±0 is x, x never being -0 here: it starts as 1 minus probabilities).
func (d *dealerDist) standEV(u, t int) float64 {
	if t > 21 {
		return -1
	}
	r := &d[u-1]
	s := &standSign[t]
	ev := d.bust(u) - r[outBJ]
	ev += s[0] * r[out17]
	ev += s[1] * r[out18]
	ev += s[2] * r[out19]
	ev += s[3] * r[out20]
	ev += s[4] * r[out21]
	return ev
}

// standSign[t][i] is the sign of the dealer's total 17+i in the EV of
// standing on t: 1 when t beats it, -1 when it beats t, 0 for a push.
var standSign = func() (s [22][5]float64) {
	for t := range s {
		for i := range s[t] {
			switch dt := 17 + i; {
			case t > dt:
				s[t][i] = 1
			case t < dt:
				s[t][i] = -1
			}
		}
	}
	return s
}()

// dealerData is the shoe-independent description of every way the dealer's
// hand can end on 17 to 21: each final hand as a multiset of values, with
// the number of orders in which the dealer can draw it starting from each
// up-card. The probability of a multiset under a shoe is a product of
// falling factorials, so the distribution for any shoe is a sum over this
// list (the method of combinatorial analyzers such as Eric Farmer's). The
// multisets sit in a trie by value so that common prefixes of the product
// are computed once.
type dealerData struct {
	maxD  [11]int // most cards of value v in a final hand
	nodes []trieNode
	// The final hands' contributions, grouped by outcome slot
	// ((up-1)*5 + total-17) and, within a slot, by the hand's size: group g
	// covers terms[groups[g].start:groups[g+1].start].
	groups []termGroup
	terms  []dealerTerm

	scratches sync.Pool // *dealerScratch
}

type trieNode struct {
	parent int32 // -1 for a child of the root
	f      uint8 // index in the falling-factorial table: 16*v + d (d cards of value v)
}

// termGroup starts the terms of one outcome slot and hand size.
type termGroup struct {
	start int32
	slot  uint8
	size  uint8
}

// dealerTerm is one final hand's share of a slot: the trie node of its
// multiset and the number of orders it can be drawn in from the up-card.
type dealerTerm struct {
	node int32
	mult float64
}

var (
	dealerOnce   [2]sync.Once
	dealerTabs   [2]*dealerData
	dealerUpOnce [2][11]sync.Once
	dealerUpTabs [2][11]*dealerData
)

// dealerTable returns the process-wide dealer data for the dealer's rule:
// stand on all 17s, or hit a soft 17.
func dealerTable(hitSoft17 bool) *dealerData {
	i := 0
	if hitSoft17 {
		i = 1
	}
	dealerOnce[i].Do(func() { dealerTabs[i] = buildDealerData(hitSoft17) })
	return dealerTabs[i]
}

// dealerTableUp returns the process-wide part of dealerTable(hitSoft17)
// that ends from up-card u (see forUp).
func dealerTableUp(hitSoft17 bool, u int) *dealerData {
	i := 0
	if hitSoft17 {
		i = 1
	}
	dealerUpOnce[i][u].Do(func() { dealerUpTabs[i][u] = dealerTable(hitSoft17).forUp(u) })
	return dealerUpTabs[i][u]
}

// forUp returns the part of the dealer data that ends from up-card u: the
// terms of u's outcomes and the trie nodes they stand on, in the same order
// as in dd. A distribution computed from it has row u alone, and that row
// is the very one dd gives (the same products, the same sums in the same
// order), at a fraction of the cost (a fifth for a 6, a third for a 2).
func (dd *dealerData) forUp(u int) *dealerData {
	lo, hi := (u-1)*5, u*5 // u's outcome slots
	keep := make([]bool, len(dd.nodes))
	for g := 0; g < len(dd.groups)-1; g++ {
		if s := int(dd.groups[g].slot); s < lo || s >= hi {
			continue
		}
		for _, t := range dd.terms[dd.groups[g].start:dd.groups[g+1].start] {
			for n := t.node; n >= 0 && !keep[n]; n = dd.nodes[n].parent {
				keep[n] = true
			}
		}
	}
	up := &dealerData{maxD: dd.maxD}
	idx := make([]int32, len(dd.nodes))
	for i, nd := range dd.nodes {
		if !keep[i] {
			continue
		}
		idx[i] = int32(len(up.nodes))
		if nd.parent >= 0 {
			nd.parent = idx[nd.parent] // a parent comes before its children
		}
		up.nodes = append(up.nodes, nd)
	}
	for g := 0; g < len(dd.groups)-1; g++ {
		gr := dd.groups[g]
		if s := int(gr.slot); s < lo || s >= hi {
			continue
		}
		up.groups = append(up.groups, termGroup{start: int32(len(up.terms)), slot: gr.slot, size: gr.size})
		for _, t := range dd.terms[gr.start:dd.groups[g+1].start] {
			up.terms = append(up.terms, dealerTerm{node: idx[t.node], mult: t.mult})
		}
	}
	up.groups = append(up.groups, termGroup{start: int32(len(up.terms))})
	return up
}

// dealerTotal is the best total of a multiset of values.
func dealerTotal(n *[11]uint8) (total int, soft bool) {
	h := 0
	for v := 1; v <= 10; v++ {
		h += v * int(n[v])
	}
	if n[1] > 0 && h+10 <= 21 {
		return h + 10, true
	}
	return h, false
}

func buildDealerData(hitSoft17 bool) *dealerData {
	// The dealer's hands by number of cards (a level), each state and
	// final hand found by its key in a map and kept in a slice. The ways
	// and multiplicities are whole numbers, exact in a float64 whatever
	// the order they are added in.
	type state struct {
		n    [11]uint8
		ways [11]float64 // orders from each up-card
	}
	type final struct {
		n    [11]uint8
		mult [11]float64
		node int32 // its trie node
	}
	finalOf := make(map[uint64]int32, 2048)
	finals := make([]final, 0, 2048)
	stateOf := make(map[uint64]int32, 1024)
	var level, next []state
	for u := 1; u <= 10; u++ {
		s := state{}
		s.n[u] = 1
		s.ways[u] = 1
		level = append(level, s)
	}
	size := 1
	for len(level) > 0 {
		next = next[:0]
		clear(stateOf)
		for i := range level {
			s := &level[i]
			for c := 1; c <= 10; c++ {
				n := s.n
				n[c]++
				t, soft := dealerTotal(&n)
				stands := t >= 17 && !(hitSoft17 && t == 17 && soft)
				switch {
				case t > 21:
					// bust: the complement
				case size == 1 && t == 21:
					// blackjack: counted apart
				case stands:
					k := compKey(&n)
					fi, ok := finalOf[k]
					if !ok {
						fi = int32(len(finals))
						finals = append(finals, final{n: n})
						finalOf[k] = fi
					}
					f := &finals[fi]
					for u := 1; u <= 10; u++ {
						f.mult[u] += s.ways[u]
					}
				default:
					k := compKey(&n)
					si, ok := stateOf[k]
					if !ok {
						si = int32(len(next))
						next = append(next, state{n: n})
						stateOf[k] = si
					}
					ns := &next[si]
					for u := 1; u <= 10; u++ {
						ns.ways[u] += s.ways[u]
					}
				}
			}
		}
		level, next = next, level
		size++
	}

	// More of the lower values first: the counts, each subtracted from 15
	// (a final hand holds at most 11 of a value), as the digits of a key
	// read from the aces, the final's index (under 2048) below them.
	if len(finals) >= 1<<11 {
		panic("tutor: more dealer's final hands than the sort key holds")
	}
	order := make([]uint64, len(finals))
	for i := range finals {
		f := &finals[i]
		var key uint64
		for v := 1; v <= 10; v++ {
			key = key<<4 | uint64(15-f.n[v])
		}
		order[i] = key<<11 | uint64(i)
	}
	slices.Sort(order)
	sorted := make([]final, len(finals))
	for j, k := range order {
		sorted[j] = finals[k&(1<<11-1)]
	}
	finals = sorted
	dd := &dealerData{}
	nodeOf := make(map[[3]int32]int32, 2560)
	nterms := 0
	for i := range finals {
		f := &finals[i]
		parent := int32(-1)
		for v := 1; v <= 10; v++ {
			d := int(f.n[v])
			if d == 0 {
				continue
			}
			if d > dd.maxD[v] {
				dd.maxD[v] = d
			}
			k := [3]int32{parent, int32(v), int32(d)}
			idx, ok := nodeOf[k]
			if !ok {
				idx = int32(len(dd.nodes))
				dd.nodes = append(dd.nodes, trieNode{parent: parent, f: uint8(16*v + d)})
				nodeOf[k] = idx
			}
			parent = idx
		}
		f.node = parent
		for u := 1; u <= 10; u++ {
			if f.mult[u] > 0 {
				nterms++
			}
		}
	}
	// Order the nodes by depth: a node's parent is then computed a whole
	// level earlier, and consecutive nodes do not wait for each other.
	depth := make([]int, len(dd.nodes))
	var perDepth [13]int // a final hand has at most 11 values
	for i, nd := range dd.nodes {
		if nd.parent >= 0 {
			depth[i] = depth[nd.parent] + 1
		}
		perDepth[depth[i]+1]++
	}
	for d := 1; d < len(perDepth); d++ {
		perDepth[d] += perDepth[d-1]
	}
	newIdx := make([]int32, len(dd.nodes))
	for i, d := range depth {
		newIdx[i] = int32(perDepth[d])
		perDepth[d]++
	}
	nodes := make([]trieNode, len(dd.nodes))
	for oi, nd := range dd.nodes {
		if nd.parent >= 0 {
			nd.parent = newIdx[nd.parent]
		}
		nodes[newIdx[oi]] = nd
	}
	dd.nodes = nodes
	// The terms by slot, by size, by node: each node is at most one final
	// hand, so counting the terms by (slot, size) and placing them in node
	// order sorts them.
	finalAt := make([]int32, len(nodes))
	for i := range finalAt {
		finalAt[i] = -1
	}
	for i := range finals {
		finalAt[newIdx[finals[i].node]] = int32(i)
	}
	var count [50*24 + 1]int
	each := func(f func(slot, size int, node int32, mult float64)) {
		for node, fi := range finalAt {
			if fi < 0 {
				continue
			}
			fh := &finals[fi]
			t, _ := dealerTotal(&fh.n)
			sz := 0
			for v := 1; v <= 10; v++ {
				sz += int(fh.n[v])
			}
			for u := 1; u <= 10; u++ {
				if fh.mult[u] > 0 {
					f((u-1)*5+t-17, sz, int32(node), fh.mult[u])
				}
			}
		}
	}
	each(func(slot, size int, _ int32, _ float64) { count[slot*24+size+1]++ })
	for b := range 50 * 24 {
		if count[b+1] > 0 {
			dd.groups = append(dd.groups, termGroup{start: int32(count[b]), slot: uint8(b / 24), size: uint8(b % 24)})
		}
		count[b+1] += count[b]
	}
	dd.groups = append(dd.groups, termGroup{start: int32(nterms)})
	dd.terms = make([]dealerTerm, nterms)
	each(func(slot, size int, node int32, mult float64) {
		b := slot*24 + size
		dd.terms[count[b]] = dealerTerm{node: node, mult: mult}
		count[b]++
	})
	return dd
}

// lanes is how many shoes compute works on at once: one pass over the trie
// and the terms serves them all, each shoe's products and sums made in the
// same order as for one shoe alone (so that the results do not depend on
// which shoes share a pass).
const lanes = 4

// dealerShoe is a shoe whose dealer distribution is wanted: its counts by
// value, the up-card included, and its number of cards.
type dealerShoe struct {
	s [11]int
	n int
}

// dealerScratch holds the buffers of one distribution computation (one per
// goroutine).
type dealerScratch struct {
	prob [][lanes]float64 // by node, by lane
}

func (dd *dealerData) newScratch() *dealerScratch {
	return &dealerScratch{prob: make([][lanes]float64, len(dd.nodes))}
}

// scratch takes a scratch from the pool; release gives it back.
func (dd *dealerData) scratch() *dealerScratch {
	if sc, ok := dd.scratches.Get().(*dealerScratch); ok {
		return sc
	}
	return dd.newScratch()
}

func (dd *dealerData) release(sc *dealerScratch) { dd.scratches.Put(sc) }

// compute fills outs[i] with the dealer's distribution for each up-card when
// the shoe holds shoes[i], for up to lanes shoes. A row whose up-card the
// shoe does not hold is left zero.
func (dd *dealerData) compute(shoes []dealerShoe, sc *dealerScratch, outs []*dealerDist) {
	if len(shoes) == 0 {
		return
	}
	var ls [lanes]*dealerShoe
	for k := range ls {
		ls[k] = &shoes[min(k, len(shoes)-1)] // spare lanes repeat a shoe
	}
	// fall[16*v+d][k]: the falling factorial s[v] (s[v]-1) ... (d
	// factors) of lane k's shoe; invFall[j][k]: 1 over the falling
	// factorial of lane k's number of cards, j factors.
	var fall [256][lanes]float64
	var invFall [24][lanes]float64
	for k, sh := range ls {
		for v := 1; v <= 10; v++ {
			f := 1.0
			fall[16*v][k] = 1
			for d := 1; d <= dd.maxD[v]; d++ {
				m := sh.s[v] - d + 1
				if m <= 0 {
					f = 0
				} else {
					f *= float64(m)
				}
				fall[16*v+d][k] = f
			}
		}
		f := 1.0
		for j := 1; j < len(invFall); j++ {
			m := sh.n - j + 1
			if m <= 0 {
				break
			}
			f *= float64(m)
			invFall[j][k] = 1 / f
		}
	}
	prob := sc.prob[:len(dd.nodes)]
	var acc [50][lanes]float64 // by outcome slot, by lane
	dd.pass(&fall, &invFall, prob, &acc)
	for k, out := range outs[:min(len(outs), lanes)] {
		s, n := &ls[k].s, ls[k].n
		*out = dealerDist{}
		for u := 1; u <= 10; u++ {
			if s[u] <= 0 {
				continue
			}
			scale := float64(n) / float64(s[u])
			row := &out[u-1]
			for t := 0; t < 5; t++ {
				row[t] = acc[(u-1)*5+t][k] * scale
			}
		}
		if n > 1 {
			if s[1] > 0 {
				out[0][outBJ] = float64(s[10]) / float64(n-1)
			}
			if s[10] > 0 {
				out[9][outBJ] = float64(s[1]) / float64(n-1)
			}
		}
	}
}
