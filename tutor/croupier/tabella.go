package croupier

import (
	"fmt"
	"math/rand/v2"

	"sabot/rules"
)

// Side is the side of a Punto Banco coup a Tabella question asks about.
type Side uint8

// The two sides.
const (
	PuntoSide Side = iota
	BancoSide
)

// String returns "punto" or "banco".
func (s Side) String() string {
	if s == BancoSide {
		return "banco"
	}
	return "punto"
}

// Coup is one question of the Tabella della Regola drill: the cards on the
// table and the side whose draw is asked. At Punto's turn both sides have
// two cards; at Banco's, Punto has two cards (it stood) or three (it drew)
// and Banco two.
type Coup struct {
	Punto, Banco rules.Cards
	Turn         Side
}

// Why is the rule behind a Tabella answer, for the verdict to explain.
type Why struct {
	// PuntoPoints and BancoPoints are the two sides' points on their
	// first two cards.
	PuntoPoints, BancoPoints int
	// Natural: one side has 8 or 9 on two cards (battuta), and nobody
	// draws; NaturalSide says which (Punto when both).
	Natural     bool
	NaturalSide Side
	// Call is the Punto reader's call on his two cards: carta (0-5, the
	// cards stay covered), no carta (6-7, covered), battuta (8-9, shown).
	Call rules.ReaderCall
	// PuntoDrew: Punto took a third card, worth Third points (Banco's
	// turn).
	PuntoDrew bool
	Third     int
	// Draws is the answer: the side at turn takes a card.
	Draws bool
}

// Check returns whether the side at turn draws by the Tabella della Regola,
// and why. The error names what makes the coup no question: an invalid
// card, the wrong number of cards, a natural or a Punto total that makes
// Punto's third card impossible.
func (c Coup) Check() (Why, error) {
	for _, cs := range []rules.Cards{c.Punto, c.Banco} {
		for _, x := range cs {
			if !x.Valid() {
				return Why{}, fmt.Errorf("card %v is not a card", x)
			}
		}
	}
	if len(c.Punto) < 2 || len(c.Punto) > 3 || len(c.Banco) != 2 {
		return Why{}, fmt.Errorf("punto %s, banco %s: want two or three cards to Punto and two to Banco", c.Punto, c.Banco)
	}
	w := Why{
		PuntoPoints: rules.PuntoBancoPoints(c.Punto[:2]),
		BancoPoints: rules.PuntoBancoPoints(c.Banco),
	}
	w.Call = rules.PuntoRule(w.PuntoPoints)
	switch {
	case rules.IsBattuta(w.PuntoPoints):
		w.Natural, w.NaturalSide = true, PuntoSide
	case rules.IsBattuta(w.BancoPoints):
		w.Natural, w.NaturalSide = true, BancoSide
	}
	puntoDraws := !w.Natural && w.Call == rules.CallCarta
	switch c.Turn {
	case PuntoSide:
		if len(c.Punto) != 2 {
			return Why{}, fmt.Errorf("punto %s: at Punto's turn Punto has two cards", c.Punto)
		}
		w.Draws = puntoDraws
	case BancoSide:
		if w.Natural {
			return Why{}, fmt.Errorf("punto %s, banco %s: a natural, Banco has no turn", c.Punto, c.Banco)
		}
		w.PuntoDrew = len(c.Punto) == 3
		if w.PuntoDrew != puntoDraws {
			return Why{}, fmt.Errorf("punto %s: Punto on %d does not take %d cards", c.Punto, w.PuntoPoints, len(c.Punto))
		}
		w.Third = -1
		if w.PuntoDrew {
			w.Third = c.Punto[2].Points()
		}
		w.Draws = rules.BancoDraws(w.BancoPoints, w.PuntoDrew, w.Third)
	default:
		return Why{}, fmt.Errorf("turn %d: want Punto or Banco", c.Turn)
	}
	return w, nil
}

// TabellaDrill deals the questions of the Tabella della Regola drill.
type TabellaDrill struct {
	rng  *rand.Rand
	last Coup
}

// NewTabellaDrill returns the Tabella drill, its random choices from rng
// (nil: an error).
func NewTabellaDrill(rng *rand.Rand) (*TabellaDrill, error) {
	if rng == nil {
		return nil, fmt.Errorf("no random source")
	}
	return &TabellaDrill{rng: rng}, nil
}

// Next deals the next coup: Banco's turn two times out of three (its
// column of the Tabella is the one to learn), Banco's score weighted
// towards 3-6 where Punto's third card decides, a natural now and then at
// Punto's turn.
func (d *TabellaDrill) Next() Coup {
	for try := 0; ; try++ {
		c := d.deal()
		if try >= 8 || !c.same(d.last) {
			d.last = c
			return c
		}
	}
}

func (c Coup) same(o Coup) bool {
	return c.Turn == o.Turn && c.Punto.String() == o.Punto.String() && c.Banco.String() == o.Banco.String()
}

func (d *TabellaDrill) deal() Coup {
	if d.rng.IntN(3) == 0 {
		// Punto's turn: any two-card scores, a natural one time in five.
		p, b := d.rng.IntN(8), d.rng.IntN(8)
		if d.rng.IntN(5) == 0 {
			if d.rng.IntN(2) == 0 {
				p = 8 + d.rng.IntN(2)
			} else {
				b = 8 + d.rng.IntN(2)
			}
		}
		return Coup{Punto: d.two(p), Banco: d.two(b), Turn: PuntoSide}
	}
	bancoScores := []int{0, 1, 2, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7}
	b := bancoScores[d.rng.IntN(len(bancoScores))]
	if d.rng.IntN(4) == 0 {
		return Coup{Punto: d.two(6 + d.rng.IntN(2)), Banco: d.two(b), Turn: BancoSide}
	}
	punto := append(d.two(d.rng.IntN(6)), d.card(d.rng.IntN(10)))
	return Coup{Punto: punto, Banco: d.two(b), Turn: BancoSide}
}

// two deals two cards worth points together.
func (d *TabellaDrill) two(points int) rules.Cards {
	a := d.card(d.rng.IntN(10))
	return rules.Cards{a, d.card((points - a.Points() + 10) % 10)}
}

// card deals a card worth points (0: a ten or a figure), of any suit.
func (d *TabellaDrill) card(points int) rules.Card {
	r := rules.Rank(points)
	if points == 0 {
		r = rules.Ten + rules.Rank(d.rng.IntN(4))
	}
	return rules.Card{Rank: r, Suit: rules.Suit(d.rng.IntN(4))}
}
