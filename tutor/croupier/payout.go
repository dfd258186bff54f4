package croupier

import (
	"fmt"
	"math/rand/v2"

	"sabot/rules"
)

// PayKind is what a winning bet of the payout drill is.
type PayKind uint8

// The payments a croupier makes.
const (
	// Blackjack is a player's blackjack, paid BlackjackPays (3:2).
	Blackjack PayKind = iota
	// Insurance is a winning insurance bet, paid InsurancePays (2:1).
	Insurance
	// EvenMoney is a blackjack paid 1:1 at once against the dealer's ace
	// (or ten at the Italian casino).
	EvenMoney
	// Desafio is the argentine desafío won, paid DesafioPays (2:1).
	Desafio
	// Punto is a winning Punto bet, paid PuntoPays (1:1).
	Punto
	// Banco is a winning Banco bet, paid BancoPays less the commission
	// (0.95:1).
	Banco
	// Egalite is a winning Egalité bet, paid EgalitePays (8:1).
	Egalite
	numKinds
)

var kindNames = [numKinds]string{"blackjack", "insurance", "even-money", "desafio", "punto", "banco", "egalite"}

// String returns the kind's name, e.g. "even-money".
func (k PayKind) String() string {
	if k >= numKinds {
		return "unknown"
	}
	return kindNames[k]
}

// Kinds returns the payments table r makes, in the order of the game:
// blackjack, insurance, even money and desafío where the table has them,
// or Punto, Banco and Egalité.
func Kinds(r rules.RuleSet) []PayKind {
	var out []PayKind
	if !r.IsBlackjack() {
		for _, k := range []PayKind{Punto, Banco, Egalite} {
			if Ratio(r, k).Stake > 0 {
				out = append(out, k)
			}
		}
		return out
	}
	if r.BlackjackPays.Stake > 0 {
		out = append(out, Blackjack)
	}
	if r.Insurance != rules.InsuranceNone && r.InsurancePays.Stake > 0 {
		out = append(out, Insurance)
	}
	if r.EvenMoney != rules.EvenMoneyNone {
		out = append(out, EvenMoney)
	}
	if r.Desafio && r.DesafioPays.Stake > 0 {
		out = append(out, Desafio)
	}
	return out
}

// Has reports whether table r makes payments of kind k.
func Has(r rules.RuleSet, k PayKind) bool {
	for _, x := range Kinds(r) {
		if x == k {
			return true
		}
	}
	return false
}

// Ratio is the ratio table r pays kind k at, before any commission: even
// money is 1:1. It is the zero Ratio for a kind the table does not have.
func Ratio(r rules.RuleSet, k PayKind) rules.Ratio {
	bj := r.IsBlackjack()
	switch {
	case k == Blackjack && bj:
		return r.BlackjackPays
	case k == Insurance && bj:
		return r.InsurancePays
	case k == EvenMoney && bj:
		return rules.Ratio{Win: 1, Stake: 1}
	case k == Desafio && bj:
		return r.DesafioPays
	case k == Punto && !bj:
		return r.PuntoPays
	case k == Banco && !bj:
		return r.BancoPays
	case k == Egalite && !bj:
		return r.EgalitePays
	}
	return rules.Ratio{}
}

// Winnings returns what table r pays on a winning stake of kind k, as its
// round engine pays it: the ratio of the stake rounded down to the cent, and
// for Banco the commission taken off (rules.RuleSet.BancoWin). The error
// names a kind the table does not pay or a stake that is not positive.
func Winnings(r rules.RuleSet, k PayKind, stake rules.Money) (rules.Money, error) {
	if !Has(r, k) {
		return 0, fmt.Errorf("table %s pays no %s", r.ID, k)
	}
	if stake <= 0 {
		return 0, fmt.Errorf("stake %s: want a positive amount", stake)
	}
	if k == Banco {
		return r.BancoWin(stake), nil
	}
	return Ratio(r, k).Of(stake), nil
}

// Payout is one question of the payout drill: a winning bet and what is due
// on it.
type Payout struct {
	// Kind is what the bet is.
	Kind PayKind
	// Bet is the box's (or the position's) bet. For insurance and the
	// desafío it is the main bet they go with.
	Bet rules.Money
	// Stake is the winning stake: the bet itself, or the insurance or
	// desafío stake.
	Stake rules.Money
	// Ratio is the ratio paid; Commission the percent taken off (Banco).
	Ratio      rules.Ratio
	Commission int64
	// Due is the winnings the croupier pays beside the stake.
	Due rules.Money
}

// Right reports whether paid is the amount due.
func (p Payout) Right(paid rules.Money) bool { return paid == p.Due }

// stakeFor is one bet the drill may ask about: the main bet and the winning
// stake.
type stakeFor struct {
	bet, stake rules.Money
}

// The stakes of the drill, in units: the odd ones a croupier must pay
// quickly (35, 45, 125…), and some round ones.
var (
	oddUnits   = []int64{11, 13, 15, 17, 21, 23, 25, 27, 33, 35, 37, 45, 55, 65, 75, 85, 95, 105, 115, 125, 135, 145, 155, 165, 175, 185, 195, 225, 235, 275, 325, 345, 375, 425, 475}
	roundUnits = []int64{1, 2, 3, 5, 10, 20, 30, 40, 50, 60, 80, 100, 150, 200, 250, 300, 400, 500}
)

// limits returns the table's limits for one bet, a missing minimum taken as
// one unit and a missing maximum as no limit.
func limits(r rules.RuleSet) (lo, hi rules.Money) {
	lo, hi = r.Limits.Min, r.Limits.Max
	if lo <= 0 {
		lo = rules.Units(1)
	}
	if hi <= 0 {
		hi = rules.Units(1 << 20)
	}
	return lo, hi
}

// bets returns the table's stakes from a list of units: those within its
// limits; with fives, only the multiples of five units (Banco's commission
// is then a multiple of 0.25).
func bets(r rules.RuleSet, units []int64, fives bool) []rules.Money {
	lo, hi := limits(r)
	var out []rules.Money
	for _, u := range units {
		m := rules.Units(u)
		if m < lo || m > hi || fives && u%5 != 0 {
			continue
		}
		out = append(out, m)
	}
	return out
}

// stakes lists every bet the drill may ask about for kind k at table r, odd
// ones and round ones apart.
func stakes(r rules.RuleSet, k PayKind) (odd, round []stakeFor) {
	fives := k == Banco
	for i, units := range [][]int64{oddUnits, roundUnits} {
		var out []stakeFor
		for _, b := range bets(r, units, fives) {
			switch k {
			case Insurance:
				half := b / 2
				out = append(out, stakeFor{b, half})
				if r.Insurance == rules.InsuranceUpToHalf && half > rules.Units(5) {
					if less := half / rules.Units(5) * rules.Units(5); less != half {
						out = append(out, stakeFor{b, less})
					}
				}
			case Desafio:
				out = append(out, stakeFor{b, b / 2})
			default:
				out = append(out, stakeFor{b, b})
			}
		}
		if i == 0 {
			odd = out
		} else {
			round = out
		}
	}
	if len(odd)+len(round) == 0 {
		// Limits none of the lists fit: the minimum bet.
		lo, _ := limits(r)
		s := stakeFor{lo, lo}
		if k == Insurance || k == Desafio {
			s.stake = lo / 2
		}
		round = []stakeFor{s}
	}
	return odd, round
}

// kindWeight is how often a kind comes up: the payments that are easy to
// get wrong more often.
var kindWeight = [numKinds]int{Blackjack: 5, Insurance: 2, EvenMoney: 1, Desafio: 2, Punto: 1, Banco: 4, Egalite: 2}

// PayoutDrill deals the questions of the payout drill at one table.
type PayoutDrill struct {
	rules rules.RuleSet
	rng   *rand.Rand
	kinds []PayKind
	last  Payout
}

// NewPayoutDrill returns the payout drill of table r, its random choices
// from rng. The error says when the table pays nothing the drill knows.
func NewPayoutDrill(r rules.RuleSet, rng *rand.Rand) (*PayoutDrill, error) {
	kinds := Kinds(r)
	if len(kinds) == 0 {
		return nil, fmt.Errorf("table %q has no payment to drill", r.ID)
	}
	if rng == nil {
		return nil, fmt.Errorf("no random source")
	}
	return &PayoutDrill{rules: r, rng: rng, kinds: kinds}, nil
}

// Rules returns the drill's table.
func (d *PayoutDrill) Rules() rules.RuleSet { return d.rules }

// Kinds returns the kinds the drill asks about.
func (d *PayoutDrill) Kinds() []PayKind { return d.kinds }

// Next deals the next question: a kind by its weight, an odd stake four
// times out of five, never the same question twice in a row.
func (d *PayoutDrill) Next() Payout {
	for try := 0; ; try++ {
		p := d.deal()
		if try >= 8 || p != d.last {
			d.last = p
			return p
		}
	}
}

// NextOf deals a question of kind k (any kind the table pays).
func (d *PayoutDrill) NextOf(k PayKind) (Payout, error) {
	if !Has(d.rules, k) {
		return Payout{}, fmt.Errorf("table %s pays no %s", d.rules.ID, k)
	}
	return d.question(k), nil
}

func (d *PayoutDrill) deal() Payout {
	total := 0
	for _, k := range d.kinds {
		total += kindWeight[k]
	}
	n := d.rng.IntN(max(total, 1))
	k := d.kinds[0]
	for _, x := range d.kinds {
		if n < kindWeight[x] {
			k = x
			break
		}
		n -= kindWeight[x]
	}
	return d.question(k)
}

// question deals a stake of kind k and computes what is due.
func (d *PayoutDrill) question(k PayKind) Payout {
	odd, round := stakes(d.rules, k)
	list := odd
	if len(odd) == 0 || len(round) > 0 && d.rng.IntN(5) == 0 {
		list = round
	}
	s := list[d.rng.IntN(len(list))]
	return d.payout(k, s)
}

func (d *PayoutDrill) payout(k PayKind, s stakeFor) Payout {
	due, _ := Winnings(d.rules, k, s.stake) // k is the table's, the stake positive
	p := Payout{Kind: k, Bet: s.bet, Stake: s.stake, Ratio: Ratio(d.rules, k), Due: due}
	if k == Banco {
		p.Commission = d.rules.BancoCommissionPercent
	}
	return p
}

// smallPieces are the chips under one unit a table may need, largest first.
var smallPieces = []rules.Money{50, 25, 10, 5, 1}

// bigChips are the chips of one unit and more the croupier pays with.
var bigChips = []rules.Money{rules.Units(1), rules.Units(5), rules.Units(10), rules.Units(25), rules.Units(100), rules.Units(500)}

// Chips returns the chips the croupier pays with at table r, smallest
// first: 1, 5, 10, 25, 100 and 500, and under one unit the pieces the
// table's payments need (0.50 for a 3:2 on an odd stake, 0.25 too for
// Banco's commission), so that every amount the drill asks for can be paid.
func Chips(r rules.RuleSet) []rules.Money {
	g := int64(100)
	for _, k := range Kinds(r) {
		odd, round := stakes(r, k)
		for _, s := range append(odd, round...) {
			w, err := Winnings(r, k, s.stake)
			if err != nil {
				continue
			}
			g = gcd(g, int64(w))
			g = gcd(g, int64(s.stake))
		}
	}
	var out []rules.Money
	for i := len(smallPieces) - 1; i >= 0; i-- {
		p := smallPieces[i]
		if int64(p) >= g && int64(p)%g == 0 && g < 100 {
			out = append(out, p)
		}
	}
	return append(out, bigChips...)
}

func gcd(a, b int64) int64 {
	if a < 0 {
		a = -a
	}
	if b < 0 {
		b = -b
	}
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// Breakdown returns the chips that make up amount with the chips given
// (any order), largest first, and what is left over that they cannot make.
func Breakdown(amount rules.Money, chips []rules.Money) (out []rules.Money, left rules.Money) {
	sorted := append([]rules.Money(nil), chips...)
	for i := 1; i < len(sorted); i++ {
		for j := i; j > 0 && sorted[j] > sorted[j-1]; j-- {
			sorted[j], sorted[j-1] = sorted[j-1], sorted[j]
		}
	}
	left = amount
	for _, c := range sorted {
		if c <= 0 {
			continue
		}
		for left >= c {
			out = append(out, c)
			left -= c
		}
	}
	return out, left
}
