package tutor

import (
	"sabot/rules"
)

// ratio returns a payout ratio as a float (2:1 is 2).
func ratio(r rules.Ratio, def float64) float64 {
	if r.Stake == 0 {
		return def
	}
	return float64(r.Win) / float64(r.Stake)
}

// TenShare is the probability that the next card is a ten-value, given the
// unseen cards.
func (unseen Composition) TenShare() float64 {
	n := unseen.Total()
	if n == 0 {
		return 0
	}
	return float64(unseen[10]) / float64(n)
}

// InsuranceEV returns the EV of insuring (half the bet, the most any table
// allows and exactly what the online table takes) per unit of the initial
// bet, against an ace, given the unseen cards (not the player's cards nor
// the ace). Declining is worth 0: the main bet's EV does not depend on it.
func InsuranceEV(rs rules.RuleSet, unseen Composition) float64 {
	p := unseen.TenShare()
	return 0.5 * (p*ratio(rs.InsurancePays, 2) - (1 - p))
}

// EvenMoneyEVs returns the EV of taking even money (1, paid at once) and of
// declining it (the blackjack paid 3:2 unless the dealer makes one too), per
// unit of the initial bet, against up-card up, given the unseen cards.
func EvenMoneyEVs(rs rules.RuleSet, up rules.Card, unseen Composition) (take, decline float64) {
	n := unseen.Total()
	if n == 0 {
		return 1, 0
	}
	var p float64
	switch {
	case up.Rank == rules.Ace:
		p = float64(unseen[10]) / float64(n)
	case up.Rank.IsTenValue():
		p = float64(unseen[1]) / float64(n)
	}
	return 1, ratio(rs.BlackjackPays, 1.5) * (1 - p)
}

// DesafioEV returns the EV of the argentine desafío (half the stake that
// the second card of a hand whose first card is an ace is a ten-value) per
// unit of the initial bet, given the unseen cards. Declining is worth 0:
// the hand goes on the same either way.
func DesafioEV(rs rules.RuleSet, unseen Composition) float64 {
	p := unseen.TenShare()
	return 0.5 * (p*ratio(rs.DesafioPays, 2) - (1 - p))
}
