package rtp

import (
	"math"
	"testing"

	"sabot/rules"
)

// A seeded simulation of coups, each from a freshly shuffled six-deck shoe,
// drawn by the rules package's Tabella: an independent check of the
// enumeration.
func TestPuntoBancoMatchesSimulation(t *testing.T) {
	const coups = 2000000
	o, _ := PuntoBanco(rules.SuperPuntoBanco)
	rng := rules.NewRand(2026)
	shoe := rules.NewShoe(6)
	var banco, punto, tie int
	draw := func() rules.Card { c, _ := shoe.Draw(); return c }
	for i := 0; i < coups; i++ {
		shoe.Shuffle(rng)
		p := rules.Cards{draw()}
		b := rules.Cards{draw()}
		p = append(p, draw())
		b = append(b, draw())
		pp, bp := rules.PuntoBancoPoints(p), rules.PuntoBancoPoints(b)
		if !rules.IsBattuta(pp) && !rules.IsBattuta(bp) {
			third := -1
			if rules.PuntoRule(pp) == rules.CallCarta {
				c := draw()
				p = append(p, c)
				third = c.Points()
			}
			if rules.BancoDraws(bp, third >= 0, third) {
				b = append(b, draw())
			}
			pp, bp = rules.PuntoBancoPoints(p), rules.PuntoBancoPoints(b)
		}
		switch {
		case bp > pp:
			banco++
		case pp > bp:
			punto++
		default:
			tie++
		}
	}
	for _, c := range []struct {
		name string
		n    int
		p    float64
	}{{"banco", banco, o.Banco}, {"punto", punto, o.Punto}, {"egalite", tie, o.Egalite}} {
		se := math.Sqrt(c.p * (1 - c.p) / coups)
		if got := float64(c.n) / coups; math.Abs(got-c.p) > 4*se {
			t.Errorf("%s: simulated %.5f over %d coups; enumerated %.6f (4 standard errors: %.5f)", c.name, got, coups, c.p, 4*se)
		}
	}
}
