package rtp

import (
	"fmt"

	"sabot/rules"
	"sabot/tutor"
	"sabot/tutor/strategy"
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

// RankSuitCounts counts cards by rank (index 1-13) and suit.
type RankSuitCounts [rules.King + 1][4]int

// FullPack returns the rank and suit counts of n fresh decks.
func FullPack(decks int) RankSuitCounts {
	var c RankSuitCounts
	for r := rules.Ace; r <= rules.King; r++ {
		for s := range c[r] {
			c[r][s] = decks
		}
	}
	return c
}

// PerfectPairEV returns the EV per unit staked of the Perfect Pair bet on a
// box's first two cards dealt from cards (5:1 a pair of mixed colours, 10:1
// of one colour, 30:1 of one suit at the online table).
func PerfectPairEV(rs rules.RuleSet, cards RankSuitCounts) (float64, error) {
	if !rs.PerfectPair {
		return 0, fmt.Errorf("rules %s: no Perfect Pair bet", rs.ID)
	}
	n := 0
	for r := rules.Ace; r <= rules.King; r++ {
		for s := 0; s < 4; s++ {
			n += cards[r][s]
		}
	}
	if n < 2 {
		return 0, fmt.Errorf("the shoe holds %d cards: the Perfect Pair needs two", n)
	}
	ev := 0.0
	for r := rules.Ace; r <= rules.King; r++ {
		for s := 0; s < 4; s++ {
			first := float64(cards[r][s]) / float64(n)
			if first == 0 {
				continue
			}
			for s2 := 0; s2 < 4; s2++ {
				k := cards[r][s2]
				if s2 == s {
					k--
				}
				if k <= 0 {
					continue
				}
				a, b := rules.Card{Rank: r, Suit: rules.Suit(s)}, rules.Card{Rank: r, Suit: rules.Suit(s2)}
				pays, _ := rs.PerfectPairPays(a, b)
				ev += first * float64(k) / float64(n-1) * (rtpRatio(pays, 0) + 1)
			}
		}
	}
	return ev - 1, nil
}

// Returns are a table's returns to player, in percent of the amount staked
// on each bet, from its full shoe. A nil figure is a bet the table does not
// have.
type Returns struct {
	// Rules is the rule set's id.
	Rules string
	// Optimal is the main bet played at best (composition-dependent).
	Optimal float64
	// Chart is the main bet played by the computed chart (what the
	// simulator plays).
	Chart float64
	// Published is the main bet played by the document's own chart
	// (italian-online).
	Published *float64
	// Idle is the main bet played by the document's second table, without
	// doubles or splits (italian-online, IdleChart): what the system plays
	// for a player who left a choice pending ("Disconnessioni e
	// inattività") or whose hand a malfunction interrupted
	// ("Malfunzionamenti").
	Idle *float64
	// Insurance, EvenMoney (against an ace), EvenMoneyVsTen (against a ten,
	// italian-classic), Desafio and PerfectPair are the side bets' returns;
	// the even money is valued as the insurance it amounts to (keeping the
	// blackjack and insuring it with half the bet).
	Insurance, EvenMoney, EvenMoneyVsTen, Desafio, PerfectPair *float64
}

// TableReturns computes the returns of a blackjack table from its full shoe.
func TableReturns(rs rules.RuleSet) (Returns, error) {
	an, err := tutor.AnalyzeRules(rs)
	if err != nil {
		return Returns{}, err
	}
	r := Returns{Rules: rs.ID}
	r.Optimal = 100 * (1 + an.RoundEV())
	ch := an.Chart()
	// Each strategy's values are done with once its figure is made: the
	// next strategy's take their memory.
	an.Forget(nil)
	r.Chart = 100 * (1 + an.ChartEV(ch))
	if rs.ID == rules.ItalianOnline.ID {
		an.Forget(ch)
		pub := strategy.PublishedChart()
		v := 100 * (1 + an.ChartEV(pub))
		r.Published = &v
		an.Forget(pub)
		idle := 100 * (1 + an.ChartEV(strategy.IdleChart()))
		r.Idle = &idle
	}
	shoe := an.Shoe
	n := float64(shoe.Total())
	pct := func(x float64) *float64 { x *= 100; return &x }
	if rs.Insurance != rules.InsuranceNone {
		// Averaged over the player's cards, the chance of a ten under the
		// ace is that of any card but the ace: T/(N-1).
		r.Insurance = pct(float64(shoe[10]) / (n - 1) * (1 + rtpRatio(rs.InsurancePays, 2)))
	}
	b := rtpRatio(rs.BlackjackPays, 1.5)
	if rs.EvenMoney != rules.EvenMoneyNone {
		// The player holds an ace and a ten, the dealer shows an ace.
		p := float64(shoe[10]-1) / (n - 3)
		r.EvenMoney = pct(b * p / (b - 1))
	}
	if rs.EvenMoney == rules.EvenMoneyVsAceOrTen {
		p := float64(shoe[1]-1) / (n - 3)
		r.EvenMoneyVsTen = pct(b * p / (b - 1))
	}
	if rs.Desafio {
		r.Desafio = pct(float64(shoe[10]) / (n - 1) * (1 + rtpRatio(rs.DesafioPays, 2)))
	}
	if rs.PerfectPair {
		ev, err := PerfectPairEV(rs, FullPack(rs.Decks))
		if err != nil {
			return Returns{}, err
		}
		r.PerfectPair = pct(1 + ev)
	}
	return r, nil
}

// rtpRatio returns a payout ratio as a float (2:1 is 2), def when unset.
func rtpRatio(r rules.Ratio, def float64) float64 {
	if r.Stake == 0 {
		return def
	}
	return float64(r.Win) / float64(r.Stake)
}
