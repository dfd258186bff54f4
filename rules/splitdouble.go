package rules

// splitDoubleRules holds the tables whose split hands double by a narrower
// rule than their first two cards. RuleSet has no field for it yet; the
// analysis and the engine both read it through CanDoubleAfterSplit.
var splitDoubleRules = map[string]DoubleRule{
	// seeds/004, Il raddoppio: the first two cards double "con punteggio
	// massimo di 11"; Divisione: after a split "un punteggio pari a 9 – 10 –
	// 11" may double (../shared/RULES.md: "yes, on 9-11 (Divisione)").
	"italian-shuffler": DoubleNineToEleven,
}

// SplitDoubleRule returns which two-card totals a hand made by a split may
// double (meaningful only when DoubleAfterSplit is set).
func (r RuleSet) SplitDoubleRule() DoubleRule {
	if d, ok := splitDoubleRules[r.ID]; ok {
		return d
	}
	return r.Double
}

// CanDoubleAfterSplit reports whether a two-card hand made by a split may
// double: the table allows doubling after a split, the hand is not one of
// split aces that take one card each, and its total passes SplitDoubleRule
// (an ace counting one where DoubleAceCountsOne says so).
func (r RuleSet) CanDoubleAfterSplit(cs Cards, splitAces bool) bool {
	if len(cs) != 2 || !r.DoubleAfterSplit || (splitAces && r.SplitAcesOneCard) {
		return false
	}
	t := HandTotal(cs)
	return r.SplitDoubleRule().Allows(t.Value, t.Hard(), r.DoubleAceCountsOne)
}
