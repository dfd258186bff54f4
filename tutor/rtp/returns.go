package rtp

import (
	"fmt"

	"sabot/rules"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

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
