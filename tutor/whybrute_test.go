package tutor

import (
	"math"
	"testing"

	"sabot/rules"
)

// The Why analysis checked against a direct enumeration, written here
// apart from the engine: every order in which a small shoe can deal the
// dealer's cards (and the double's card), each with its probability.

// smallShoe is 26 cards: two of each value but eight ten-values.
var smallShoe = Composition{0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 8}

// enumDealer adds to dist the dealer's final hands from his cards so far
// (values) drawing from shoe, with probability p: index 0-4 for 17-21, 5
// a blackjack, 6 a bust. He stands on every 17.
func enumDealer(shoe Composition, cards []int, p float64, dist *[7]float64) {
	hard, aces := 0, 0
	for _, c := range cards {
		hard += c
		if c == 1 {
			aces++
		}
	}
	t := hard
	if aces > 0 && hard+10 <= 21 {
		t = hard + 10
	}
	switch {
	case len(cards) == 2 && t == 21:
		dist[5] += p
		return
	case t > 21:
		dist[6] += p
		return
	case t >= 17:
		dist[t-17] += p
		return
	}
	n := shoe.Total()
	for v := 1; v <= 10; v++ {
		if shoe[v] == 0 {
			continue
		}
		q := float64(shoe[v]) / float64(n)
		s := shoe
		s[v]--
		enumDealer(s, append(append([]int(nil), cards...), v), p*q, dist)
	}
}

func smallPoint(t *testing.T, hand rules.Cards, up rules.Card) DecisionPoint {
	t.Helper()
	unseen := smallShoe
	if err := unseen.Remove(append(rules.Cards{up}, hand...)...); err != nil {
		t.Fatal(err)
	}
	return DecisionPoint{Rules: rules.ItalianOnline, Hand: hand, Up: up, Unseen: unseen}
}

func find(t *testing.T, w *Why, a Action) WhyPlay {
	t.Helper()
	for _, p := range w.Plays {
		if p.Action == a {
			return p
		}
	}
	t.Fatalf("no %v among the plays", a)
	return WhyPlay{}
}

func TestWhyStand16BruteForce(t *testing.T) {
	k := func(r rules.Rank) rules.Card { return rules.Card{Rank: r, Suit: rules.Spades} }
	for _, up := range []rules.Rank{rules.Ten, rules.Ace, 6, 9} {
		dp := smallPoint(t, rules.Cards{k(rules.King), k(6)}, k(up))
		w, err := Explain(dp)
		if err != nil {
			t.Fatal(err)
		}
		var dist [7]float64
		enumDealer(dp.Unseen, []int{k(up).Value()}, 1, &dist)
		for i, want := range dist {
			if math.Abs(w.Dealer[i]-want) > 1e-12 {
				t.Errorf("16 v %v: dealer outcome %d: %.12f, enumerated %.12f", up, i, w.Dealer[i], want)
			}
		}
		st := find(t, w, Stand)
		lose := dist[0] + dist[1] + dist[2] + dist[3] + dist[4]
		checks := []struct {
			o    Outcome
			want float64
		}{{OutDealerBust, dist[6]}, {OutLose, lose}, {OutDealerBJ, dist[5]}, {OutWin, 0}, {OutPush, 0}, {OutBust, 0}}
		for _, c := range checks {
			if math.Abs(st.P[c.o]-c.want) > 1e-12 {
				t.Errorf("stand 16 v %v: %v %.12f, enumerated %.12f", up, c.o, st.P[c.o], c.want)
			}
		}
		if ev := dist[6] - lose - dist[5]; math.Abs(st.EV-ev) > 1e-12 {
			t.Errorf("stand 16 v %v: EV %+.12f, enumerated %+.12f", up, st.EV, ev)
		}
	}
}

func TestWhyDouble11BruteForce(t *testing.T) {
	k := func(r rules.Rank) rules.Card { return rules.Card{Rank: r, Suit: rules.Spades} }
	for _, up := range []rules.Rank{6, rules.Ten, rules.Ace} {
		dp := smallPoint(t, rules.Cards{k(5), k(6)}, k(up))
		w, err := Explain(dp)
		if err != nil {
			t.Fatal(err)
		}
		d := find(t, w, Double)
		var win, bust, push, lose, bj float64
		n := dp.Unseen.Total()
		for v := 1; v <= 10; v++ {
			if dp.Unseen[v] == 0 {
				continue
			}
			q := float64(dp.Unseen[v]) / float64(n)
			s := dp.Unseen
			s[v]--
			total := 11 + v
			if v == 1 {
				total = 12 // 11 + an ace counting one (21 with it eleven would be 22)
			}
			var dist [7]float64
			enumDealer(s, []int{k(up).Value()}, 1, &dist)
			bj += q * dist[5]
			win += q * dist[6]
			for dt := 17; dt <= 21; dt++ {
				switch p := q * dist[dt-17]; {
				case total > dt:
					win += p
				case total == dt:
					push += p
				default:
					lose += p
				}
			}
		}
		got := d.P[OutDealerBust] + d.P[OutWin]
		if math.Abs(got-win) > 1e-12 || math.Abs(d.P[OutPush]-push) > 1e-12 || math.Abs(d.P[OutLose]-lose) > 1e-12 ||
			math.Abs(d.P[OutDealerBJ]-bj) > 1e-12 || d.P[OutBust] != bust {
			t.Errorf("double 11 v %v: win %.9f push %.9f lose %.9f bj %.9f; enumerated %.9f %.9f %.9f %.9f", up, got, d.P[OutPush], d.P[OutLose], d.P[OutDealerBJ], win, push, lose, bj)
		}
		if math.Abs(d.Doubled[OutLose]-d.P[OutLose]) > 0 {
			t.Errorf("double 11 v %v: a loss on a single stake", up)
		}
		if ev := 2 * (win - lose - bj); math.Abs(d.EV-ev) > 1e-12 {
			t.Errorf("double 11 v %v: EV %+.12f, enumerated %+.12f", up, d.EV, ev)
		}
	}
}
