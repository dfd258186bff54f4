package punto

import "sabot/rules"

// settleStep is one bet's settlement: Collect, Pay (with the winnings) or
// Return.
type settleStep struct {
	bet    int
	kind   ActionKind
	amount rules.Money
	result Result
}

func (s settleStep) action(bets []Bet) Action {
	b := bets[s.bet]
	a := Action{Kind: s.kind, Position: b.Position, Side: b.On}
	if s.kind == Pay {
		a.Amount = s.amount
	}
	return a
}

// outcome is how the bet b fares: the settlement step and its result.
func (r *Round) outcome(i int) settleStep {
	b := r.bets[i]
	switch {
	case r.void:
		return settleStep{bet: i, kind: Return, result: Void}
	case r.winner == Egalite && b.On == Egalite:
		return settleStep{bet: i, kind: Pay, amount: r.rules.EgalitePays.Of(b.Amount), result: Win}
	case r.winner == Egalite:
		// Distribuzione: on a tie "il colpo è dichiarato nullo" for Punto and
		// Banco; only the Egalité bets are paid.
		return settleStep{bet: i, kind: Return, result: Push}
	case b.On != r.winner:
		return settleStep{bet: i, kind: Collect, result: Lose}
	case b.On == Banco:
		return settleStep{bet: i, kind: Pay, amount: r.rules.BancoWin(b.Amount), result: Win}
	}
	return settleStep{bet: i, kind: Pay, amount: r.rules.PuntoPays.Of(b.Amount), result: Win}
}

// planSettlement orders the settlement of the bets still on the layout.
//
// Interpretation: the regulation does not state the order. As a dealer
// clears the layout, the losing bets are collected first, then the winners
// are paid, then the bets returned (a tie's Punto and Banco bets, a void
// coup's bets) are left to their owners; within each group by position
// from 1 upward, the Punto or Banco bet of a position before its Egalité.
func (r *Round) planSettlement() {
	r.steps = r.steps[:0]
	r.step = 0
	for _, kind := range [...]ActionKind{Collect, Pay, Return} {
		for _, i := range r.byPos {
			if r.state[i].result != Open {
				continue
			}
			if s := r.outcome(i); s.kind == kind {
				r.steps = append(r.steps, s)
			}
		}
	}
	if len(r.steps) == 0 {
		r.phase = phClose
	} else {
		r.phase = phSettle
	}
}

// stepOf returns the settlement planned for bet i and its index in the plan
// (-1 when the bet is not in it).
func (r *Round) stepOf(i int) (settleStep, int) {
	for k, s := range r.steps {
		if s.bet == i {
			return s, k
		}
	}
	return settleStep{}, -1
}

// betAt returns the index of the bet on side at position, or -1.
func (r *Round) betAt(position int, side Side) int {
	for i, b := range r.bets {
		if b.Position == position && b.On == side {
			return i
		}
	}
	return -1
}
