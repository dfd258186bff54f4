package tutor

import (
	"math"
	"testing"
)

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
			dd.compute(&s, n, sc, &d)
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

func TestDealerDataSize(t *testing.T) {
	dd := dealerTable(false)
	t.Logf("S17: %d trie nodes, %d groups, %d terms, maxD %v", len(dd.nodes), len(dd.groups), len(dd.terms), dd.maxD)
	tab := hands()
	t.Logf("%d hand compositions", len(tab.comps))
}
