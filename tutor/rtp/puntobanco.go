package rtp

import (
	"fmt"

	"sabot/rules"
)

// PuntoBancoOdds are the exact chances of a Punto Banco coup and the house
// edge of each bet, per unit staked (a tie returns the Punto and Banco
// bets, which counts as a push).
type PuntoBancoOdds struct {
	// Decks is the number of decks in the shoe.
	Decks int
	// Banco, Punto and Egalite are the probabilities that the coup ends in
	// each.
	Banco, Punto, Egalite float64
	// BancoEdge, PuntoEdge and EgaliteEdge are the house edges, as
	// fractions of the amount staked.
	BancoEdge, PuntoEdge, EgaliteEdge float64
}

// PuntoBanco computes the exact odds of a Punto Banco rule set from a full
// shoe of rs.Decks decks, by enumerating every coup with exact removal of
// each card, and the house edge of each bet from the rule set's payouts
// (Banco less its commission).
func PuntoBanco(rs rules.RuleSet) (PuntoBancoOdds, error) {
	if rs.Game != rules.PuntoBanco {
		return PuntoBancoOdds{}, fmt.Errorf("rules %s: not a Punto Banco table", rs.ID)
	}
	if rs.Decks < 1 {
		return PuntoBancoOdds{}, fmt.Errorf("rules %s: %d decks", rs.ID, rs.Decks)
	}
	var pts [10]int
	pts[0] = 16 * rs.Decks
	for p := 1; p <= 9; p++ {
		pts[p] = 4 * rs.Decks
	}
	b, p, t := PuntoBancoProbabilities(pts)
	o := PuntoBancoOdds{Decks: rs.Decks, Banco: b, Punto: p, Egalite: t}
	banco := rtpRatio(rs.BancoPays, 1) * float64(100-rs.BancoCommissionPercent) / 100
	o.BancoEdge = -(b*banco - p)
	o.PuntoEdge = -(p*rtpRatio(rs.PuntoPays, 1) - b)
	o.EgaliteEdge = -(t*rtpRatio(rs.EgalitePays, 8) - (1 - t))
	return o, nil
}

// PuntoBancoProbabilities returns the probabilities that Banco wins, that
// Punto wins and of a tie, for a coup dealt from a shoe holding counts[p]
// cards worth p points (p = 0 for ten-values and figures), by the Tabella
// della Regola (rules.PuntoRule and rules.BancoDraws).
func PuntoBancoProbabilities(counts [10]int) (banco, punto, tie float64) {
	n := 0
	for _, c := range counts {
		n += c
	}
	draw := func(p float64, f func(v int, q float64)) {
		for v := 0; v < 10; v++ {
			if counts[v] == 0 || n == 0 {
				continue
			}
			q := p * float64(counts[v]) / float64(n)
			counts[v]--
			n--
			f(v, q)
			n++
			counts[v]++
		}
	}
	settle := func(pp, bp int, q float64) {
		switch {
		case bp > pp:
			banco += q
		case pp > bp:
			punto += q
		default:
			tie += q
		}
	}
	draw(1, func(p1 int, q1 float64) {
		draw(q1, func(b1 int, q2 float64) {
			draw(q2, func(p2 int, q3 float64) {
				draw(q3, func(b2 int, q4 float64) {
					pp, bp := (p1+p2)%10, (b1+b2)%10
					if rules.IsBattuta(pp) || rules.IsBattuta(bp) {
						settle(pp, bp, q4)
						return
					}
					if rules.PuntoRule(pp) != rules.CallCarta {
						if rules.BancoDraws(bp, false, 0) {
							draw(q4, func(b3 int, q5 float64) { settle(pp, (bp+b3)%10, q5) })
						} else {
							settle(pp, bp, q4)
						}
						return
					}
					draw(q4, func(p3 int, q5 float64) {
						pp3 := (pp + p3) % 10
						if rules.BancoDraws(bp, true, p3) {
							draw(q5, func(b3 int, q6 float64) { settle(pp3, (bp+b3)%10, q6) })
						} else {
							settle(pp3, bp, q5)
						}
					})
				})
			})
		})
	})
	return banco, punto, tie
}
