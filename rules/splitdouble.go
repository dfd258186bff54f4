package rules

// SplitDoubleRule returns which two-card totals a hand made by a split may
// double (meaningful only when DoubleAfterSplit is set).
func (r RuleSet) SplitDoubleRule() DoubleRule {
	return r.SplitDouble
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
