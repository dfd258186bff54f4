package tutor

import (
	"sabot/rules"
	"sabot/tutor/strategy"
)

// NoteKind is which of the table's rules a RuleNote is about.
type NoteKind uint8

// The rule notes.
const (
	// NoteNoPeek: the dealer does not peek (no hole card, or one nobody
	// looks at), so his blackjack takes doubles and splits too. Differs
	// says whether the best play here is another than under a peek rule
	// (Best here, Other there). Against an ace or a ten-value only.
	NoteNoPeek NoteKind = iota
	// NoteAceDeclare: the argentine ace among the first two cards is
	// declared one or eleven for good; Values are the hand's totals
	// declared one and eleven.
	NoteAceDeclare
	// NoteAceDeclared: the hand's ace was declared (Best.Declared) and
	// counts so for good; Values[0] is the total.
	NoteAceDeclared
	// NoteForcedHit: the hand must take a card on Limit or less (the
	// Shuffler Mate table's forced card).
	NoteForcedHit
	// NoteDoubleLimit: doubling is allowed on Double's totals only, and
	// not on this hand.
	NoteDoubleLimit
	// NoteNoDoubleAfterSplit: a split hand may not double at this table.
	NoteNoDoubleAfterSplit
	// NoteSplitAcesOneCard: split aces take one card each.
	NoteSplitAcesOneCard
	// NoteInsurance: insurance pays Ratio, on up to half the bet or
	// exactly half (Insurance), by Article.
	NoteInsurance
	// NoteInsuranceStake: the insurance is priced at its stake, Stake of
	// the bet: its EV is in proportion to it.
	NoteInsuranceStake
	// NoteEvenMoney: even money is offered to a blackjack against the
	// up-cards of EvenMoney, by Article; the blackjack kept pays Ratio.
	NoteEvenMoney
	// NoteEvenMoneyInsured: even money is the blackjack (paid Ratio, 3:2)
	// kept and insured for half the bet against Card under the dealer's
	// card: 1 whatever comes.
	NoteEvenMoneyInsured
	// NoteDesafio: the desafío, half the stake on a ten-value as the ace's
	// second card, pays Ratio, by Article; the hand goes on either way.
	NoteDesafio
)

// RuleNote is one of the table's rules where it bears on a decision. The
// fields a kind uses are named in its comment.
type RuleNote struct {
	Kind NoteKind
	// Best is the best play here; Other the best play under a peek rule.
	Best, Other Choice
	// Differs: the two are different plays.
	Differs bool
	// HoleCard: the dealer has a face-down card that is not looked at.
	HoleCard bool
	// BJ is the chance of the dealer's blackjack from the up-card.
	BJ float64
	// Values are totals (see the kinds).
	Values [2]int
	// Limit is the forced-hit total.
	Limit int
	// Double is the table's double rule (after a split, its split rule).
	Double rules.DoubleRule
	// Ratio is a payout (the side notes).
	Ratio rules.Ratio
	// Insurance and EvenMoney are the table's rules for them.
	Insurance rules.InsuranceRule
	EvenMoney rules.EvenMoneyRule
	// Article is the regulation's article of the rule ("" when it says
	// nothing of it).
	Article string
	// Stake is a side bet's stake in units of the bet.
	Stake float64
	// Card is the value of the card that decides a side bet (10, or 1).
	Card int
}

// notes returns the table's rules that bear on the decision explained.
func notes(w *Why, x *explainer) []RuleNote {
	dp := w.Point
	rs := dp.Rules
	var out []RuleNote
	best := w.Best().Choice
	u := dp.Up.Value()
	if (u == 1 || u == 10) && !rules.IsNatural(dp.Hand) {
		out = append(out, RuleNote{Kind: NoteNoPeek, Best: best, Other: w.PeekBest,
			Differs: best != w.PeekBest, HoleCard: rs.HoleCard, BJ: w.Dealer[DealerBlackjack]})
	}
	hc := &x.e.tab.comps[x.g]
	switch {
	case rs.AceDeclaration && len(dp.Hand) >= 2 && dp.Declared != rules.AceUndeclared:
		out = append(out, RuleNote{Kind: NoteAceDeclared, Best: Choice{Declared: dp.Declared}, Values: [2]int{x.total}})
	case rs.AceDeclaration && len(dp.Hand) == 2 && rules.HasAceInFirstTwo(dp.Hand) && !rules.IsNatural(dp.Hand):
		one, _ := declMode(int(hc.n[1]), rules.AceOne).total(hc)
		eleven, _ := declMode(int(hc.n[1]), rules.AceEleven).total(hc)
		out = append(out, RuleNote{Kind: NoteAceDeclare, Values: [2]int{one, eleven}})
	}
	if rs.ForcedHitUpTo > 0 && x.total <= rs.ForcedHitUpTo {
		out = append(out, RuleNote{Kind: NoteForcedHit, Limit: rs.ForcedHitUpTo})
	}
	if len(dp.Hand) == 2 && !rules.IsNatural(dp.Hand) && !w.has(Double) && bookDoubles(dp) {
		switch {
		case dp.FromSplit && !rs.DoubleAfterSplit:
			out = append(out, RuleNote{Kind: NoteNoDoubleAfterSplit})
		case dp.FromSplit && !(dp.SplitAces && rs.SplitAcesOneCard):
			out = append(out, RuleNote{Kind: NoteDoubleLimit, Double: rs.SplitDoubleRule()})
		case !dp.FromSplit && rs.Double != rules.DoubleAny:
			out = append(out, RuleNote{Kind: NoteDoubleLimit, Double: rs.Double})
		}
	}
	if w.has(Split) && dp.Hand[0].Rank == rules.Ace && rs.SplitAcesOneCard {
		out = append(out, RuleNote{Kind: NoteSplitAcesOneCard})
	}
	return out
}

// has reports whether a play of the decision takes action a.
func (w *Why) has(a Action) bool {
	for _, p := range w.Plays {
		if p.Action == a {
			return true
		}
	}
	return false
}

// bookDoubles reports whether the book's chart doubles the hand of the
// decision: where a table's double rule matters.
func bookDoubles(dp DecisionPoint) bool {
	s, ok := strategy.SpotOf(dp.Rules, dp.Hand, rules.AceUndeclared, dp.Up, false)
	if !ok {
		return false
	}
	if s.Section == strategy.SectionSoftDrawn {
		s.Section = strategy.SectionSoft
	}
	book, err := BookChart()
	if err != nil {
		return false
	}
	c := book.Cell(s)
	return c.Code == strategy.CodeDoubleHit || c.Code == strategy.CodeDoubleStand
}
