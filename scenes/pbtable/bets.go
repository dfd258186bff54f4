package pbtable

import (
	"math/rand/v2"
	"slices"
	"strconv"

	"sabot/game/punto"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/session"
)

// The players' names in the coups' records: the user, and the computer
// players by their position.
const (
	puntoHuman    = session.UserName
	puntoComputer = session.PuntoComputer
)

// puntoSeat is the user's position: the middle of the arc, nearest the
// screen's edge.
const puntoSeat = 5

// puntoChips returns the chip values the user bets with at a table: the
// denominations within its limits.
func puntoChips(lim rules.Limits) []rules.Money {
	var out []rules.Money
	for _, d := range draw.Denominations {
		if d >= lim.Min && (lim.Max == 0 || d <= lim.Max) {
			out = append(out, d)
		}
	}
	if len(out) == 0 {
		out = append(out, lim.Min)
	}
	return out
}

// puntoStake is the user's bets at his position while the bets are open:
// one on Punto or on Banco, plus one on Egalité, which may also stand alone
// (Art. 11 and the Interpretation of RULES.md). Index it with punto.Side.
type puntoStake [4]rules.Money

// total is the money the stake puts on the layout.
func (s puntoStake) total() rules.Money { return s[punto.Punto] + s[punto.Banco] + s[punto.Egalite] }

// empty reports a stake with no bet.
func (s puntoStake) empty() bool { return s.total() == 0 }

// pbRefusal is why a chip cannot go on the layout: a locale key and its
// arguments.
type pbRefusal struct {
	key  locales.Key
	args []any
}

// The refusals of the betting.
const (
	pbKeyOneBet  locales.Key = "punto.refuse.one-bet"
	pbKeyMaxBet  locales.Key = "punto.refuse.max"
	pbKeyNoMoney locales.Key = "punto.refuse.bankroll"
)

// add puts a chip on side, within the table's limits and what the player
// has left (free: the bankroll less what is on the layout). The refusal
// says why not.
func (s *puntoStake) add(side punto.Side, chip rules.Money, lim rules.Limits, free rules.Money) *pbRefusal {
	switch {
	case side == punto.Punto && s[punto.Banco] > 0, side == punto.Banco && s[punto.Punto] > 0:
		return &pbRefusal{pbKeyOneBet, nil}
	case lim.Max > 0 && s[side]+chip > lim.Max:
		return &pbRefusal{pbKeyMaxBet, []any{lim.Max}}
	case chip > free:
		return &pbRefusal{pbKeyNoMoney, []any{free}}
	}
	s[side] += chip
	return nil
}

// bets returns the stake as the engine's bets at position pos.
func (s puntoStake) bets(pos int, standing bool) []punto.Bet {
	var out []punto.Bet
	for _, side := range []punto.Side{punto.Punto, punto.Banco, punto.Egalite} {
		if s[side] > 0 {
			out = append(out, punto.Bet{Position: pos, Player: puntoHuman, On: side, Amount: s[side], Standing: standing})
		}
	}
	return out
}

// puntoCrowd is the computer players: seated at some positions for the
// whole session, each betting or not at every coup, and now and then a
// standing player betting at a free position (Art. 13).
type puntoCrowd struct {
	seats []int // seated positions, in order
}

// Bet amounts of the computer players, in units, and their weights: few
// values, so that equal Punto bets are common and the button decides who
// reads.
var (
	crowdAmounts = []int64{10, 20, 25, 50, 100}
	crowdWeights = []int{20, 20, 25, 20, 15}
)

// newPuntoCrowd seats n computer players at positions of a table of boxes,
// never at the user's, where they sat at the first sit-down of the session
// at table id (seating).
func newPuntoCrowd(n, boxes, user int, rng *rand.Rand, seating *session.Seating, id string) puntoCrowd {
	var free []int
	for p := 1; p <= boxes; p++ {
		if p != user {
			free = append(free, p)
		}
	}
	rng.Shuffle(len(free), func(i, j int) { free[i], free[j] = free[j], free[i] })
	// Drawn every time, so that the random source runs the same way; the
	// session's first order kept.
	free = seating.Keep(id, session.SeatOrder{Boxes: free}).Boxes
	n = min(max(n, 0), len(free))
	seats := append([]int(nil), free[:n]...)
	slices.Sort(seats)
	return puntoCrowd{seats: seats}
}

// seated reports whether a computer player sits at position p.
func (c puntoCrowd) seated(p int) bool { return slices.Contains(c.seats, p) }

func pbWeighted(rng *rand.Rand, weights []int) int {
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

// bets returns the computer players' bets for a coup: most seated players
// bet on Banco or Punto, some add Egalité, a few sit the coup out; and
// sometimes a standing player bets Punto at a free position, often more
// than anyone seated, so that Art. 13 shows (he does not read).
func (c puntoCrowd) bets(rng *rand.Rand, lim rules.Limits, boxes, user int) []punto.Bet {
	var out []punto.Bet
	amount := func(scale int64) rules.Money {
		m := rules.Units(crowdAmounts[pbWeighted(rng, crowdWeights)] * scale)
		m = max(m, lim.Min)
		if lim.Max > 0 {
			m = min(m, lim.Max)
		}
		return m
	}
	name := func(p int) string { return puntoComputer + strconv.Itoa(p) }
	for _, p := range c.seats {
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
	for p := 1; p <= boxes; p++ {
		if p != user && !c.seated(p) {
			free = append(free, p)
		}
	}
	if len(free) > 0 && rng.IntN(100) < 22 {
		p := free[rng.IntN(len(free))]
		out = append(out, punto.Bet{Position: p, Player: session.PuntoStanding + strconv.Itoa(p), On: punto.Punto, Amount: amount(2), Standing: true})
	}
	return out
}
