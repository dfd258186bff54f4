package tutor

import (
	"math"
	"math/rand/v2"
	"testing"
)

var oneProb = make([]float64, 1<<14)

// computeOne is the distribution of one shoe the way compute worked before
// it took several shoes at once: each shoe alone, the same products and
// sums in the same order.
func computeOne(dd *dealerData, s *[11]int, n int, out *dealerDist) {
	var fall [256]float64
	for v := 1; v <= 10; v++ {
		f := 1.0
		fall[16*v] = 1
		for d := 1; d <= dd.maxD[v]; d++ {
			k := s[v] - d + 1
			if k <= 0 {
				f = 0
			} else {
				f *= float64(k)
			}
			fall[16*v+d] = f
		}
	}
	var invFall [24]float64
	f := 1.0
	for k := 1; k < len(invFall); k++ {
		m := n - k + 1
		if m <= 0 {
			break
		}
		f *= float64(m)
		invFall[k] = 1 / f
	}
	prob := oneProb[:len(dd.nodes)]
	for i, nd := range dd.nodes {
		p := fall[nd.f]
		if nd.parent >= 0 {
			p *= prob[nd.parent]
		}
		prob[i] = p
	}
	var acc [50]float64
	terms := dd.terms
	for g := 0; g < len(dd.groups)-1; g++ {
		gr := dd.groups[g]
		ts := terms[gr.start:dd.groups[g+1].start]
		var s0, s1 float64
		i := 0
		for ; i+1 < len(ts); i += 2 {
			s0 += prob[ts[i].node] * ts[i].mult
			s1 += prob[ts[i+1].node] * ts[i+1].mult
		}
		if i < len(ts) {
			s0 += prob[ts[i].node] * ts[i].mult
		}
		acc[gr.slot%50] += (s0 + s1) * invFall[gr.size%24]
	}
	*out = dealerDist{}
	for u := 1; u <= 10; u++ {
		if s[u] <= 0 {
			continue
		}
		scale := float64(n) / float64(s[u])
		row := &out[u-1]
		for t := 0; t < 5; t++ {
			row[t] = acc[(u-1)*5+t] * scale
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

// TestDealerLanesAreShoesAlone checks that compute gives each shoe of a
// pass, whatever the others and however many, the very bits computeOne
// gives it alone: with the Go loops, and with the AVX2 pass where the
// processor has it.
func TestDealerLanesAreShoesAlone(t *testing.T) {
	ways := []bool{false}
	if useAVX2 {
		ways = append(ways, true)
	} else {
		t.Log("no AVX2 here: the Go loops alone")
	}
	defer func(was bool) { useAVX2 = was }(useAVX2)
	for _, avx := range ways {
		useAVX2 = avx
		t.Run(map[bool]string{false: "go", true: "avx2"}[avx], dealerLanesAreShoesAlone)
	}
}

func dealerLanesAreShoesAlone(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 1))
	full := FullShoe(6)
	for _, h17 := range []bool{false, true} {
		dd := dealerTable(h17)
		sc := dd.newScratch()
		for trial := 0; trial < 50; trial++ {
			k := 1 + trial%lanes
			shoes := make([]dealerShoe, k)
			outs := make([]*dealerDist, k)
			for i := range shoes {
				s := [11]int(full)
				for d := rng.IntN(300); d > 0; d-- {
					if v := 1 + rng.IntN(10); s[v] > 0 {
						s[v]--
					}
				}
				if trial%7 == 0 {
					s[1+rng.IntN(10)] = -1 // a removal the shoe cannot hold
				}
				shoes[i] = dealerShoe{s: s, n: Composition(s).Total()}
				outs[i] = new(dealerDist)
			}
			dd.compute(shoes, sc, outs)
			for i := range shoes {
				var want dealerDist
				computeOne(dd, &shoes[i].s, shoes[i].n, &want)
				if *outs[i] != want {
					t.Fatalf("h17=%v trial %d lane %d of %d: %v, alone %v", h17, trial, i, k, *outs[i], want)
				}
			}
		}
	}
}

// naiveDealer follows every order of draws one card at a time, with the
// shoe's counts, the way the rule reads: an independent method for the
// final-hand enumeration of dealerData.
func naiveDealer(s [11]int, n int, up int, hitSoft17 bool) [numOutcomes + 1]float64 {
	var out [numOutcomes + 1]float64 // last slot: bust
	var hand [11]uint8
	hand[up] = 1
	s[up]--
	n--
	var rec func(p float64, size int)
	rec = func(p float64, size int) {
		t, soft := dealerTotal(&hand)
		switch {
		case t > 21:
			out[numOutcomes] += p
			return
		case size == 2 && t == 21:
			out[outBJ] += p
			return
		case t >= 17 && !(hitSoft17 && t == 17 && soft):
			out[t-17] += p
			return
		}
		for c := 1; c <= 10; c++ {
			if s[c] == 0 {
				continue
			}
			q := p * float64(s[c]) / float64(n)
			s[c]--
			n--
			hand[c]++
			rec(q, size+1)
			hand[c]--
			n++
			s[c]++
		}
	}
	rec(1, 1)
	return out
}

func TestDealerDistMatchesNaive(t *testing.T) {
	shoes := []Composition{
		FullShoe(1),
		FullShoe(6),
		{0, 3, 0, 5, 2, 7, 1, 0, 4, 2, 15},
		{0, 0, 0, 0, 0, 0, 8, 0, 0, 0, 20}, // sixes and tens
	}
	for _, h17 := range []bool{false, true} {
		dd := dealerTable(h17)
		sc := dd.newScratch()
		for _, shoe := range shoes {
			s := [11]int(shoe)
			n := shoe.Total()
			var d dealerDist
			dd.compute([]dealerShoe{{s, n}}, sc, []*dealerDist{&d})
			for u := 1; u <= 10; u++ {
				if s[u] == 0 {
					continue
				}
				want := naiveDealer(s, n, u, h17)
				for o := 0; o < numOutcomes; o++ {
					if math.Abs(d[u-1][o]-want[o]) > 1e-12 {
						t.Errorf("h17=%v shoe %v up %d outcome %d: got %.15f, naive %.15f", h17, shoe, u, o, d[u-1][o], want[o])
					}
				}
				if math.Abs(d.bust(u)-want[numOutcomes]) > 1e-12 {
					t.Errorf("h17=%v shoe %v up %d bust: got %.15f, naive %.15f", h17, shoe, u, d.bust(u), want[numOutcomes])
				}
			}
		}
	}
}

// TestHandCompositionsAreEveryHand checks the table of hand compositions
// against a count made another way: a hand is a multiset of card values 1-10
// with a hard total of at most maxHard, so their number is the number of
// partitions of 0..maxHard into parts of at most 10 (the coin-change count),
// and each composition is there once, its hard total and size its cards'.
func TestHandCompositionsAreEveryHand(t *testing.T) {
	var ways [maxHard + 1]int // ways[h]: partitions of h into parts 1..10
	ways[0] = 1
	for v := 1; v <= 10; v++ {
		for h := v; h <= maxHard; h++ {
			ways[h] += ways[h-v]
		}
	}
	want := 0
	for _, w := range ways {
		want += w
	}
	tab := hands()
	if len(tab.comps) != want || len(tab.byKey) != want {
		t.Errorf("%d compositions, %d keys; want %d hands of hard total up to %d", len(tab.comps), len(tab.byKey), want, maxHard)
	}
	for i, c := range tab.comps {
		hard, size := 0, 0
		for v := 1; v <= 10; v++ {
			hard += v * int(c.n[v])
			size += int(c.n[v])
		}
		if hard != int(c.hard) || size != int(c.size) || c.n[0] != 0 {
			t.Errorf("composition %d %v: hard %d size %d; its cards make %d, %d", i, c.n, c.hard, c.size, hard, size)
		}
		if tab.byKey[c.key] != int32(i) {
			t.Errorf("composition %d %v: its key finds %d", i, c.n, tab.byKey[c.key])
		}
	}
}

// TestDealerForUpIsTheWholeRow checks that the part of the dealer's table
// for one up-card gives that up-card's row bit for bit as the whole table.
func TestDealerForUpIsTheWholeRow(t *testing.T) {
	shoes := []dealerShoe{{[11]int(FullShoe(6)), 312}, {[11]int{0, 3, 0, 5, 2, 7, 1, 0, 4, 2, 15}, 39}, {[11]int{0, 21, 2, 8, 24, 3, 24, 24, 20, 24, 90}, 260}}
	for _, h17 := range []bool{false, true} {
		dd := dealerTable(h17)
		sc := dd.newScratch()
		for _, sh := range shoes {
			var whole dealerDist
			dd.compute([]dealerShoe{sh}, sc, []*dealerDist{&whole})
			for u := 1; u <= 10; u++ {
				up := dealerTableUp(h17, u)
				var d dealerDist
				up.compute([]dealerShoe{sh}, up.newScratch(), []*dealerDist{&d})
				if d[u-1] != whole[u-1] {
					t.Errorf("h17=%v shoe %v up %d: %v, whole table %v", h17, sh.s, u, d[u-1], whole[u-1])
				}
				if len(up.nodes) >= len(dd.nodes) || len(up.terms) >= len(dd.terms) {
					t.Errorf("up %d: %d nodes and %d terms, the whole table %d and %d", u, len(up.nodes), len(up.terms), len(dd.nodes), len(dd.terms))
				}
			}
		}
	}
}
