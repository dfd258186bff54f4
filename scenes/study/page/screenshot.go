package page

import (
	"sabot/rules"
)

// ShotTable is the table of a trainer's screenshot: the one asked for, or
// the first blackjack table for Punto Banco.
func ShotTable(id string) rules.RuleSet {
	r, err := rules.ByID(id)
	if err != nil || !r.IsBlackjack() {
		return rules.All()[0]
	}
	return r
}
