package blackjack

import "sabot/rules"

// result decides a hand against the dealer's finished hand, and the
// player's net on its stake: a bust loses; a blackjack pushes with a dealer
// blackjack and wins 3:2 otherwise; so does, paid its own ratio, a split
// hand's Black Jack where the table has one (001 Otras apuestas 3); a
// dealer blackjack takes every other hand, doubles and splits included (no
// hole card, or no peek); otherwise the higher total wins 1:1.
func (r *Round) result(h *Hand) (Result, rules.Money) {
	t := h.Total()
	if t.Value > 21 {
		return Lose, -h.Stake
	}
	dealerBJ := r.dealerBJ
	if h.Blackjack() || r.splitBlackjack(h) {
		if dealerBJ {
			return Push, 0
		}
		if h.FromSplit {
			return Win, r.rs.SplitBlackjackPays.Of(h.Stake)
		}
		return Win, r.rs.BlackjackPays.Of(h.Stake)
	}
	if dealerBJ {
		return Lose, -h.Stake
	}
	d := r.dealerT.Value
	switch {
	case d > 21 || t.Value > d:
		return Win, h.Stake
	case t.Value < d:
		return Lose, -h.Stake
	}
	return Push, 0
}

// splitBlackjack reports whether h is a split hand's Black Jack: 21 on its
// two cards at a table where that keeps a blackjack's rank, paid
// RuleSet.SplitBlackjackPays (001 Otras apuestas 3: "lograre Black Jack,
// éste será considerado para el pago en forma Simple"; Interpretation: a
// split ten receiving an ace as a split ace receiving a ten).
func (r *Round) splitBlackjack(h *Hand) bool {
	return h.FromSplit && r.rs.SplitBlackjackPays != (rules.Ratio{}) && rules.IsNatural(h.Cards)
}

// settleDue builds, once, the settlement's steps in the order of the rule
// set, then sets the next one due:
//   - the argentine face-down double cards are turned first (Otras apuestas 1);
//   - by box from the dealer's right or left (Art.28: each box completed
//     before the next, its outermost bet — the last split hand — first), or
//     every losing bet collected before any winner is paid (Desarrollo 9);
//   - pushes need no step: the stake stays where it is.
func (r *Round) settleDue() bool {
	if !r.stepsBuilt {
		r.buildSteps()
		r.stepsBuilt = true
	}
	if r.step < len(r.steps) {
		r.dealerDue(r.steps[r.step])
		return true
	}
	return false
}

func (r *Round) buildSteps() {
	r.steps = r.steps[:0]
	if r.void {
		return
	}
	for i := range r.boxes {
		for j := range r.boxes[i].Hands {
			if r.boxes[i].Hands[j].FaceDown {
				r.steps = append(r.steps, Action{Kind: RevealDouble, Box: r.boxes[i].Number, Hand: j + 1})
			}
		}
	}
	passes := 1
	if r.rs.SettleLosersFirst {
		passes = 2
	}
	for pass := 0; pass < passes; pass++ {
		for i := range r.boxes {
			b := &r.boxes[r.settleOrder(i)]
			r.boxSteps(b, pass, passes)
		}
	}
}

// boxSteps appends box b's settlement steps; with two passes, only the
// collections on pass 0 and only the payments on pass 1.
func (r *Round) boxSteps(b *Box, pass, passes int) {
	if b.PerfectPair > 0 && !b.PerfectPairSettled {
		if ratio, ok := r.rs.PerfectPairPays(b.First[0], b.First[1]); ok {
			r.addStep(pass, passes, Action{Kind: Pay, Box: b.Number, Hand: 1, Bet: PerfectPairBet, Amount: ratio.Of(b.PerfectPair)})
		} else {
			r.addStep(pass, passes, Action{Kind: Collect, Box: b.Number, Hand: 1, Bet: PerfectPairBet, Amount: b.PerfectPair})
		}
	}
	n := len(b.Hands)
	for k := 0; k < n; k++ {
		j := k
		if r.rs.SettleFromRight {
			j = n - 1 - k // the outermost hand first
		}
		h := &b.Hands[j]
		if h.Desafio > 0 && !h.DesafioSettled {
			if h.DesafioResult == Win {
				r.addStep(pass, passes, Action{Kind: Pay, Box: b.Number, Hand: j + 1, Bet: DesafioBet, Amount: r.rs.DesafioPays.Of(h.Desafio)})
			} else {
				r.addStep(pass, passes, Action{Kind: Collect, Box: b.Number, Hand: j + 1, Bet: DesafioBet, Amount: h.Desafio})
			}
		}
		if !h.Settled {
			switch res, net := r.result(h); res {
			case Win:
				r.addStep(pass, passes, Action{Kind: Pay, Box: b.Number, Hand: j + 1, Bet: MainBet, Amount: net})
			case Lose:
				r.addStep(pass, passes, Action{Kind: Collect, Box: b.Number, Hand: j + 1, Bet: MainBet, Amount: -net})
			}
		}
		// The "masse" opened: each co-bettor's stake on the hand is paid
		// or collected on its own (000 Art. 28).
		for k := range b.Behind {
			sh := &b.Behind[k].On[j]
			if sh.Amount == 0 || sh.Settled {
				continue
			}
			switch res, net := r.shareResult(h, sh.Amount); res {
			case Win:
				r.addStep(pass, passes, Action{Kind: Pay, Box: b.Number, Hand: j + 1, Stake: k + 2, Bet: MainBet, Amount: net})
			case Lose:
				r.addStep(pass, passes, Action{Kind: Collect, Box: b.Number, Hand: j + 1, Stake: k + 2, Bet: MainBet, Amount: -net})
			}
		}
	}
}

// addStep appends a settlement step if it belongs to the pass.
func (r *Round) addStep(pass, passes int, a Action) {
	if passes == 1 || (a.Kind == Collect) == (pass == 0) {
		r.steps = append(r.steps, a)
	}
}

// settlePushes marks every stake that neither wins nor loses as returned.
func (r *Round) settlePushes() {
	for i := range r.boxes {
		for j := range r.boxes[i].Hands {
			h := &r.boxes[i].Hands[j]
			if !h.Settled {
				res, _ := r.result(h)
				if r.void {
					res = Void
				}
				if res == Push || res == Void {
					h.Settled, h.Result, h.Net = true, res, 0
					r.emit(Event{Kind: EvSettled, Box: r.boxes[i].Number, Hand: j + 1, Bet: MainBet, Result: res})
				}
			}
			if r.void && h.Desafio > 0 && !h.DesafioSettled {
				h.DesafioSettled, h.DesafioResult, h.DesafioNet = true, Void, 0
			}
			for k := range r.boxes[i].Behind {
				sh := &r.boxes[i].Behind[k].On[j]
				if sh.Amount == 0 || sh.Settled {
					continue
				}
				res, _ := r.shareResult(h, sh.Amount)
				if r.void {
					res = Void
				}
				if res == Push || res == Void {
					sh.Settled, sh.Result, sh.Net = true, res, 0
					r.emit(Event{Kind: EvSettled, Box: r.boxes[i].Number, Hand: j + 1, Stake: k + 2, Bet: MainBet, Result: res})
				}
			}
		}
		b := &r.boxes[i]
		if r.void {
			for k := range b.Behind {
				if s := &b.Behind[k]; s.Insurance > 0 && !s.InsuranceSettled {
					s.InsuranceSettled, s.InsuranceResult = true, Void
				}
			}
		}
		if r.void {
			if b.Insurance > 0 && !b.InsuranceSettled {
				b.InsuranceSettled, b.InsuranceResult = true, Void
			}
			if b.PerfectPair > 0 && !b.PerfectPairSettled {
				b.PerfectPairSettled, b.PerfectPairResult = true, Void
			}
		}
	}
}
