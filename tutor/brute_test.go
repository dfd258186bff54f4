package tutor

import (
	"math"
	"testing"

	"sabot/rules"
)

// brute values a hand by following every card one by one, with the rules
// package's totals (DeclaredTotal) and naiveDealer: an independent method
// for the engine's composition tables.
type brute struct {
	rs   rules.RuleSet
	s    [11]int // the shoe, the hand and the up-card out
	n    int
	up   int
	decl rules.AceDeclaration
}

func card(v int) rules.Card { return rules.Card{Rank: rules.Rank(v), Suit: rules.Spades} }

func (b *brute) stand(hand rules.Cards) float64 {
	t := rules.DeclaredTotal(hand, b.decl).Value
	if t > 21 {
		return -1
	}
	s := b.s
	s[b.up]++ // naiveDealer deals the up-card itself
	d := naiveDealer(s, b.n+1, b.up, b.rs.DealerHitsSoft17)
	ev := d[numOutcomes] - d[outBJ]
	for dt := 17; dt <= 21; dt++ {
		switch {
		case t > dt:
			ev += d[dt-17]
		case t < dt:
			ev -= d[dt-17]
		}
	}
	return ev
}

// draw calls f for every card with its probability, the card out.
func (b *brute) draw(f func(v int, p float64)) {
	n := b.n
	for v := 1; v <= 10; v++ {
		if b.s[v] == 0 {
			continue
		}
		p := float64(b.s[v]) / float64(n)
		b.s[v]--
		b.n--
		f(v, p)
		b.n++
		b.s[v]++
	}
}

func (b *brute) value(hand rules.Cards) float64 {
	t := rules.DeclaredTotal(hand, b.decl)
	if t.Value > 21 {
		return -1
	}
	st := b.stand(hand)
	if !(t.Value < 21 || (t.Soft && b.rs.HitSoft21)) {
		return st
	}
	h := b.hit(hand)
	if t.Value <= b.rs.ForcedHitUpTo || h > st {
		return h
	}
	return st
}

func (b *brute) hit(hand rules.Cards) float64 {
	h := 0.0
	b.draw(func(v int, p float64) { h += p * b.value(append(hand[:len(hand):len(hand)], card(v))) })
	return h
}

func (b *brute) double(hand rules.Cards) float64 {
	d := 0.0
	b.draw(func(v int, p float64) { d += p * 2 * b.stand(append(hand[:len(hand):len(hand)], card(v))) })
	return d
}

func TestEngineMatchesBruteForce(t *testing.T) {
	shoe := Composition{0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 10}
	cases := []struct {
		rs   rules.RuleSet
		hand []int
		up   int
		decl rules.AceDeclaration
	}{
		{rules.ItalianOnline, []int{10, 2}, 6, 0},
		{rules.ItalianOnline, []int{9, 7}, 10, 0},
		{rules.ItalianOnline, []int{1, 6}, 10, 0},
		{rules.ItalianOnline, []int{5, 4}, 1, 0},
		{rules.ItalianClassic, []int{1, 5, 5}, 9, 0},  // soft 21 may be hit
		{rules.ItalianClassic, []int{10, 1}, 7, 0},    // split tens then an ace
		{rules.ItalianShuffler, []int{4, 3}, 10, 0},   // forced card on 7
		{rules.ItalianShuffler, []int{1, 2, 3}, 5, 0}, // soft 16, three cards
		{rules.Argentine, []int{1, 6}, 10, rules.AceOne},
		{rules.Argentine, []int{1, 6}, 10, rules.AceEleven},
		{rules.Argentine, []int{1, 3}, 4, rules.AceEleven},
		{rules.Argentine, []int{1, 1}, 9, rules.AceOne},
		{rules.Argentine, []int{1, 1}, 9, rules.AceEleven},
		{rules.Argentine, []int{1, 4, 1}, 6, rules.AceOne}, // a later ace counts freely
	}
	for _, c := range cases {
		var hand rules.Cards
		var n [11]uint8
		for _, v := range c.hand {
			hand = append(hand, card(v))
			n[v]++
		}
		b := &brute{rs: c.rs, s: [11]int(shoe), n: shoe.Total(), up: c.up, decl: c.decl}
		for _, v := range c.hand {
			b.s[v]--
			b.n--
		}
		b.s[c.up]--
		b.n--

		e := newEngine(c.rs, shoe)
		ctx := e.ctx(nil, 0, 0)
		g := e.tab.find(&n)
		m := modeFree
		if c.decl != rules.AceUndeclared {
			aces := 0
			for _, v := range c.hand[:2] {
				if v == 1 {
					aces++
				}
			}
			m = declMode(aces, c.decl)
		}
		stand, hit, dbl := e.basic(ctx, m, g, c.up)
		wantStand, wantHit, wantDbl := b.stand(hand), b.hit(hand), b.double(hand)
		for _, x := range []struct {
			name      string
			got, want float64
		}{{"stand", stand, wantStand}, {"hit", hit, wantHit}, {"double", dbl, wantDbl}} {
			if math.Abs(x.got-x.want) > 1e-12 {
				t.Errorf("%s %v decl %q v %d: %s = %.15f; brute force %.15f", c.rs.ID, c.hand, c.decl, c.up, x.name, x.got, x.want)
			}
		}
	}
}

// splitJoint enumerates a split of two p's against the up-card jointly:
// the first hand's cards, then the second's, then the dealer's, each hand
// played by decide (which sees only that hand's cards), and returns the
// EV of the two hands together.
func (b *brute) splitJoint(p int, decide func(hand rules.Cards) Action) float64 {
	type hs struct {
		cards   rules.Cards
		doubled bool
	}
	hands := []hs{{cards: rules.Cards{card(p)}}, {cards: rules.Cards{card(p)}}}
	total := 0.0
	var rec func(i int, prob float64)
	rec = func(i int, prob float64) {
		if i == len(hands) {
			s := b.s
			s[b.up]++
			d := naiveDealer(s, b.n+1, b.up, false)
			for _, h := range hands {
				stake := 1.0
				if h.doubled {
					stake = 2
				}
				t := rules.HandTotal(h.cards).Value
				if t > 21 {
					total -= prob * stake
					continue
				}
				if b.rs.SplitBlackjackPays != (rules.Ratio{}) && rules.IsNatural(h.cards) {
					// 001 Otras apuestas 3: a Black Jack paid 1:1, tied
					// by the dealer's.
					total += prob * stake * ratio(b.rs.SplitBlackjackPays, 1) * (1 - d[outBJ])
					continue
				}
				ev := d[numOutcomes] - d[outBJ]
				for dt := 17; dt <= 21; dt++ {
					switch {
					case t > dt:
						ev += d[dt-17]
					case t < dt:
						ev -= d[dt-17]
					}
				}
				total += prob * stake * ev
			}
			return
		}
		h := &hands[i]
		if len(h.cards) >= 2 {
			t := rules.HandTotal(h.cards).Value
			a := Stand
			if t < 21 && !(p == 1 && b.rs.SplitAcesOneCard) {
				a = decide(h.cards)
			}
			if a == Stand {
				rec(i+1, prob)
				return
			}
			if a == Double {
				h.doubled = true
			}
		}
		keep := h.cards
		b.draw(func(v int, q float64) {
			h.cards = append(keep[:len(keep):len(keep)], card(v))
			if h.doubled && len(h.cards) == 3 {
				rec(i+1, prob*q)
			} else {
				rec(i, prob*q)
			}
		})
		h.cards = keep
		if len(keep) == 2 {
			h.doubled = false
		}
	}
	rec(0, 1)
	return total
}

func TestSplitMatchesJointEnumeration(t *testing.T) {
	shoe := Composition{0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 10}
	// The online table's rules, and the same with the argentine split
	// hand's Black Jack paid 1:1 (001 Otras apuestas 3).
	splitBJ := rules.ItalianOnline
	splitBJ.SplitBlackjackPays = rules.Ratio{Win: 1, Stake: 1}
	for _, c := range []struct {
		rs    rules.RuleSet
		p, up int
	}{
		{rules.ItalianOnline, 8, 6}, {rules.ItalianOnline, 9, 7}, {rules.ItalianOnline, 1, 5}, {rules.ItalianOnline, 7, 10},
		{splitBJ, 1, 5}, {splitBJ, 1, 10}, {splitBJ, 1, 1}, {splitBJ, 10, 6}, {splitBJ, 10, 1},
	} {
		rs := c.rs
		e := newEngine(rs, shoe)
		want := e.splitEV(nil, c.p, c.up, 2)
		ctx := e.ctx(nil, c.p, 1)
		decide := func(hand rules.Cards) Action {
			var n [11]uint8
			for _, x := range hand {
				n[x.Value()]++
			}
			g := e.tab.find(&n)
			if len(hand) == 2 {
				sp := spot{a: hand[0].Value(), b: hand[1].Value(), u: c.up, pair: c.p, extra: 1, split: true, maxHands: 1, splitAces: c.p == 1}
				legal, ev := e.spotEVs(nil, sp)
				b, _ := bestTwo(legal, &ev)
				return b
			}
			stand, hit, _ := e.basic(ctx, modeFree, g, c.up)
			if hit > stand {
				return Hit
			}
			return Stand
		}
		b := &brute{rs: rs, s: [11]int(shoe), n: shoe.Total(), up: c.up}
		b.s[c.p] -= 2
		b.s[c.up]--
		b.n -= 3
		got := b.splitJoint(c.p, decide)
		if math.Abs(got-want) > 1e-12 {
			t.Errorf("%s split %d-%d v %d: joint enumeration %.15f; splitEV %.15f", rs.ID, c.p, c.p, c.up, got, want)
		}
	}
}
