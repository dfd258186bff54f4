package counting

import (
	"sabot/game/move"
	"sabot/rules"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

// IndexAdvice is what the index plays say of one decision at a true count.
type IndexAdvice struct {
	// Play is the index play of the decision's cell whose index is the
	// nearest below the count (or the first, when the count is below every
	// index of the cell).
	Play IndexPlay
	// TrueCount is the count the advice is for.
	TrueCount float64
	// Action is the play the index calls for at the count.
	Action move.Move
	// Deviates says it is not the chart's play (the best at count 0).
	Deviates bool
}

// Advise returns the index play for decision dp, in chart cell sp (hasSpot
// false for insurance, even money and the desafío), at true count tc; false
// when the cell has no index play or the play it calls for is not open
// (a double on a hand of three cards).
func (t *IndexTable) Advise(dp tutor.DecisionPoint, sp strategy.Spot, hasSpot bool, tc float64) (IndexAdvice, bool) {
	if t == nil {
		return IndexAdvice{}, false
	}
	var plays []IndexPlay
	switch {
	case dp.Legal.Has(move.EvenMoney) || dp.Legal.Has(move.NoEvenMoney):
		// A blackjack's question, insurance open or not: insuring it with
		// half the bet is even money.
		plays = t.Find("side", "even-money", strategy.UpLabel(dp.Up.Value()))
	case dp.Legal.Has(move.Insurance) || dp.Legal.Has(move.NoInsurance):
		plays = t.Find("side", "insurance", "A")
	case dp.Legal.Has(move.Desafio) || dp.Legal.Has(move.NoDesafio):
		plays = t.Find("side", "desafio", "")
	case hasSpot:
		plays = t.Find(sp.Section.String(), sp.Hand(), sp.UpLabel())
	}
	if len(plays) == 0 {
		return IndexAdvice{}, false
	}
	p := plays[0]
	for _, q := range plays {
		if tc >= q.Index {
			p = q
		}
	}
	code := p.Deviation(tc)
	a, ok := indexAction(code, dp)
	if !ok {
		return IndexAdvice{}, false
	}
	return IndexAdvice{Play: p, TrueCount: tc, Action: a, Deviates: code != p.Basic}, true
}

// indexAction turns an index play's code into the action open at dp: a
// chart code (H, S, D, P), a declaration and a code (11S, 1H: the
// declaration while the ace is undeclared, the code after), or a side
// decision's action.
func indexAction(code string, dp tutor.DecisionPoint) (move.Move, bool) {
	if a, err := move.Parse(code); err == nil {
		return a, dp.Legal == 0 || dp.Legal.Has(a)
	}
	decl := rules.AceUndeclared
	switch {
	case len(code) > 2 && code[:2] == "11":
		decl, code = rules.AceEleven, code[2:]
	case len(code) > 1 && code[0] == '1':
		decl, code = rules.AceOne, code[1:]
	}
	if decl != rules.AceUndeclared && (dp.Legal.Has(move.AceOne) || dp.Legal.Has(move.AceEleven)) {
		if decl == rules.AceOne {
			return move.AceOne, true
		}
		return move.AceEleven, true
	}
	if decl != rules.AceUndeclared && dp.Declared != decl {
		return move.None, false
	}
	var a move.Move
	switch code {
	case "H":
		a = move.Hit
	case "S":
		a = move.Stand
	case "D":
		a = move.Double
	case "P":
		a = move.Split
	default:
		return move.None, false
	}
	return a, dp.Legal == 0 || dp.Legal.Has(a)
}
