package tutor

import (
	"slices"
	"sync"
)

// maxHard is the largest hard total (aces counted one) of a player's hand
// that is not bust.
const maxHard = 21

// handComp is one composition of a player's hand: a multiset of card values
// whose hard total is at most 21. The analysis computes each value once per
// composition, whatever the order the cards came in.
type handComp struct {
	n     [11]uint8 // count by value, 1 = ace ... 10 = ten
	hard  uint8     // sum of the values, aces one
	size  uint8     // number of cards
	key   uint64    // packed counts, see compKey
	child [11]int32 // the composition with one more card of value c; -1 when its hard total passes 21
}

// compTable is every hand composition with a hard total of at most 21,
// ordered by decreasing hard total so that a composition's children (one
// card more) always come before it. It does not depend on the shoe, so it is
// built once per process.
type compTable struct {
	comps []handComp
	byKey map[uint64]int32
	// withPair[p] lists the compositions holding at least one card of value
	// p (the hands of a split of p's), in table order; local[p] maps a
	// global index to its position there, -1 when absent.
	withPair [11][]int32
	local    [11][]int32
	empty    int32 // the empty composition
}

// compKey packs a count vector into 5 bits per value (no count exceeds 31:
// 21 aces is the most a hand can hold, plus at most three pair cards
// removed for a split).
func compKey(n *[11]uint8) uint64 {
	var k uint64
	for v := 1; v <= 10; v++ {
		k |= uint64(n[v]) << (5 * uint(v-1))
	}
	return k
}

// keyUnit is the key increment of one card of value v.
func keyUnit(v int) uint64 { return 1 << (5 * uint(v-1)) }

var (
	tableOnce sync.Once
	table     *compTable
)

// hands returns the process-wide composition table.
func hands() *compTable {
	tableOnce.Do(func() { table = buildCompTable() })
	return table
}

func buildCompTable() *compTable {
	// By decreasing hard total, in the order of the enumeration within a
	// total.
	var byHard [maxHard + 1][]handComp
	var n [11]uint8
	var rec func(minV, hard, size int)
	rec = func(minV, hard, size int) {
		byHard[hard] = append(byHard[hard], handComp{n: n, hard: uint8(hard), size: uint8(size), key: compKey(&n)})
		for v := minV; v <= 10 && hard+v <= maxHard; v++ {
			n[v]++
			rec(v, hard+v, size+1)
			n[v]--
		}
	}
	rec(1, 0, 0)
	slices.Reverse(byHard[:])
	all := slices.Concat(byHard[:]...)
	t := &compTable{comps: all, byKey: make(map[uint64]int32, len(all))}
	for i := range all {
		t.byKey[all[i].key] = int32(i)
	}
	for i := range all {
		c := &all[i]
		c.child[0] = -1
		for v := 1; v <= 10; v++ {
			c.child[v] = -1
			if int(c.hard)+v <= maxHard {
				c.child[v] = t.byKey[c.key+keyUnit(v)]
			}
		}
		if c.size == 0 {
			t.empty = int32(i)
		}
	}
	for p := 1; p <= 10; p++ {
		t.local[p] = make([]int32, len(all))
		for i := range all {
			t.local[p][i] = -1
			if all[i].n[p] > 0 {
				t.local[p][i] = int32(len(t.withPair[p]))
				t.withPair[p] = append(t.withPair[p], int32(i))
			}
		}
	}
	return t
}

// find returns the index of the composition with the given counts, or -1.
func (t *compTable) find(n *[11]uint8) int32 {
	i, ok := t.byKey[compKey(n)]
	if !ok {
		return -1
	}
	return i
}
