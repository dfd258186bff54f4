package pbdriver

import (
	"math/rand/v2"
	"slices"
	"strconv"

	"sabot/game/punto"
	"sabot/players"
	"sabot/rules"
)

// The computer players: seated at some positions for the whole session,
// each betting or not at every coup, and now and then a standing player
// betting at a free position (Art. 13).

// Bet amounts of the computer players, in units, and their weights: few
// values, so that equal Punto bets are common and the button decides who
// reads.
var (
	crowdAmounts = []int64{10, 20, 25, 50, 100}
	crowdWeights = []int{20, 20, 25, 20, 15}
)

// seatCrowd seats the settings' computer players at positions of table r,
// never at the user's, where they sat at the first sit-down of the session
// (the order is drawn every time, so that the random source runs the same
// way).
func seatCrowd(h Host, r rules.RuleSet, rng *rand.Rand) []int {
	var free []int
	for p := 1; p <= r.Boxes; p++ {
		if p != Seat {
			free = append(free, p)
		}
	}
	rng.Shuffle(len(free), func(i, j int) { free[i], free[j] = free[j], free[i] })
	free = h.KeepOrder(r.ID, players.Order{Boxes: free}).Boxes
	n := min(max(h.ComputerPlayers(), 0), len(free))
	seats := append([]int(nil), free[:n]...)
	slices.Sort(seats)
	return seats
}

func weighted(rng *rand.Rand, weights []int) int {
	sum := 0
	for _, w := range weights {
		sum += w
	}
	n := rng.IntN(sum)
	for i, w := range weights {
		if n < w {
			return i
		}
		n -= w
	}
	return len(weights) - 1
}

// drawCrowdBets draws the computer players' bets for a coup: most seated
// players bet on Banco or Punto, some add Egalité, a few sit the coup out;
// and sometimes a standing player bets Punto at a free position, often
// more than anyone seated, so that Art. 13 shows (he does not read).
func (d *Driver) drawCrowdBets() []punto.Bet {
	rng, lim := d.rng, d.rules.Limits
	var out []punto.Bet
	amount := func(scale int64) rules.Money {
		m := rules.Units(crowdAmounts[weighted(rng, crowdWeights)] * scale)
		m = max(m, lim.Min)
		if lim.Max > 0 {
			m = min(m, lim.Max)
		}
		return m
	}
	name := func(p int) string { return Computer + strconv.Itoa(p) }
	for _, p := range d.seated {
		if rng.IntN(100) < 12 {
			continue // sits this coup out
		}
		switch n := rng.IntN(100); {
		case n < 4: // Egalité alone
			out = append(out, punto.Bet{Position: p, Player: name(p), On: punto.Egalite, Amount: amount(1)})
			continue
		case n < 52:
			out = append(out, punto.Bet{Position: p, Player: name(p), On: punto.Banco, Amount: amount(1)})
		default:
			out = append(out, punto.Bet{Position: p, Player: name(p), On: punto.Punto, Amount: amount(1)})
		}
		if rng.IntN(100) < 12 {
			out = append(out, punto.Bet{Position: p, Player: name(p), On: punto.Egalite, Amount: lim.Min})
		}
	}
	var free []int
	for p := 1; p <= d.rules.Boxes; p++ {
		if p != Seat && !slices.Contains(d.seated, p) {
			free = append(free, p)
		}
	}
	if len(free) > 0 && rng.IntN(100) < 22 {
		p := free[rng.IntN(len(free))]
		out = append(out, punto.Bet{Position: p, Player: Standing + strconv.Itoa(p), On: punto.Punto, Amount: amount(2), Standing: true})
	}
	return out
}
