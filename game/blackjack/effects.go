package blackjack

import "sabot/rules"

// applyDealer carries out the dealer's step a, which checkDealer found due.
func (r *Round) applyDealer(a Action) {
	if r.inc.kind == BankCardSeen && r.phase >= phDealer {
		r.inc = incidentState{} // the bank's card seen: the dealer plays on
	}
	if r.inc.kind == CardsInDiscard {
		r.inc = incidentState{} // the coup goes on as it was (004 RP 1)
	}
	switch a.Kind {
	case CloseBets:
		r.announce(SayCloseBets)
		r.phase = phBurn
	case Burn:
		burnt, err := r.shoe.Burn(a.Cards)
		if err != nil {
			r.voidRound()
			return
		}
		r.burnt = append(r.burnt, burnt...)
		r.emit(Event{Kind: EvBurn, Count: len(burnt)})
		r.phase = phDeal
	case Deal:
		owed := r.inc.owed && a.Box == 0
		completed := r.inc.kind == OneCard && r.inc.playOn && a.Box == r.inc.box
		r.applyDeal(a)
		if owed && r.inc.kind == BankCardDiscarded && r.phase == phDeal {
			r.step-- // the bank's card again: the deal's step is still due
		}
		if owed || completed {
			r.inc = incidentState{} // the bank has its card, the box its second
		}
	case OfferInsurance:
		r.offered = true
		r.announce(SayInsurance)
	case OfferEvenMoney:
		r.offered = true
		r.announce(SayEvenMoney)
	case AskDesafio:
		r.handAt(a).desafioAsked = true
		r.announce(SayDesafio)
	case AskDouble:
		r.handAt(a).doubleAsked = true
		r.announce(SayDouble)
		if r.inc.kind == ElevenSkipped && r.inc.box == a.Box {
			r.inc = incidentState{} // asked now, he takes the next card
		}
	case AskAce:
		r.handAt(a).aceAsked = true
		r.announce(SayAce)
	case RevealHole:
		r.holeDown = false
		t := r.dealerT
		r.emit(Event{Kind: EvTurn, Card: r.dealer[1], Total: t.Value, Soft: t.Soft})
		if r.dealerBJ {
			r.emit(Event{Kind: EvBlackjack, Total: 21})
			r.announce(SayBlackjack)
		}
	case RevealDouble:
		h := r.handAt(a)
		h.FaceDown = false
		t := h.Total()
		r.emit(Event{Kind: EvTurn, Box: a.Box, Hand: a.Hand, Card: h.Cards[len(h.Cards)-1], Total: t.Value, Soft: t.Soft})
		r.step++
	case DealerStand:
		r.dealerStood = true
		t := r.dealerT
		if t.Value <= 21 && !r.dealerBJ {
			r.emit(Event{Kind: EvStand, Total: t.Value, Soft: t.Soft})
		}
	case Announce:
		r.announced = true
		if a.Total <= 21 {
			r.emit(Event{Kind: EvAnnounce, Phrase: SayDealerTotal, Total: a.Total})
		}
	case CallInsuranceLoses:
		r.insLosesSaid = true
		r.announce(SayInsuranceLoses)
	case CallTotal:
		r.call = Action{}
		t := r.handAt(a).Total()
		r.emit(Event{Kind: EvAnnounce, Phrase: SayHandTotal, Box: a.Box, Hand: a.Hand, Total: t.Value, Soft: a.Soft})
	case CollectHandCards:
		r.collectHandCards(a)
	case Refuse:
		r.emit(Event{Kind: EvRefused, Box: a.Box, Hand: a.Hand})
		r.req, r.reqErr = Action{}, nil
	case LastRound:
		if r.phase == phClose && r.lastHand && !r.lastSaid {
			r.lastSaid = true
			r.announce(SayLastRound)
			return
		}
		r.applyRemedy(a)
	case DiscardDealerCard:
		r.discarded = true
		r.emit(Event{Kind: EvDiscard, Card: r.dealer[0]})
	case Pay, Collect:
		if !r.collectSwept(a) {
			r.applySettle(a)
		}
	case BurnCard, PickUpCard, OfferCard, VoidBox, NextCardsBank, VoidRound:
		r.applyRemedy(a)
	case CollectCards:
		if r.inc.held {
			r.discards = append(r.discards, r.inc.card) // nobody took it
		}
		r.inc = incidentState{}
		r.phase = phDone
		r.emitPackCheck()
		r.emit(Event{Kind: EvRoundOver})
	}
}

// collectHandCards takes one hand's cards off the table; the dealer's,
// collected last at the Argentine table, end the round.
func (r *Round) collectHandCards(a Action) {
	if a.Box > 0 {
		r.handAt(a).CardsOff = true
		r.emit(Event{Kind: EvCardsCollected, Box: a.Box, Hand: a.Hand})
		return
	}
	r.dealerOff = true
	r.emit(Event{Kind: EvCardsCollected})
	if r.inc.held {
		r.discards = append(r.discards, r.inc.card) // nobody took it
	}
	r.inc = incidentState{}
	r.phase = phDone
	r.emitPackCheck()
	r.emit(Event{Kind: EvRoundOver})
}

// handAt returns the hand an action names.
func (r *Round) handAt(a Action) *Hand {
	b := r.Box(a.Box)
	if b == nil {
		return &r.boxes[0].Hands[0]
	}
	if i := a.Hand - 1; i > 0 && i < len(b.Hands) {
		return &b.Hands[i]
	}
	return &b.Hands[0]
}

// draw deals the next card from the shoe; when the shoe is empty the round
// is void (a round the cards cannot finish, Desarrollo 7).
func (r *Round) draw() (rules.Card, bool) {
	if c, ok := r.takeHeld(); ok {
		return c, true
	}
	c, err := r.shoe.Draw()
	if err != nil {
		r.voidRound()
		return c, false
	}
	if !r.cutSeen && r.shoe.CutOut() {
		r.cutSeen = true
		r.emit(Event{Kind: EvCutCard})
		r.announce(SayLastRound)
	}
	return c, true
}

// voidRound declares the round void when the shoe runs out: every stake
// is returned in the settlement, and the cards are collected. An incident
// under way ends with the round (a card it took out of the shoe goes with
// the discards), and no hand waits for a card any more.
func (r *Round) voidRound() {
	r.void, r.voidReason = true, "shoe-exhausted"
	if p, ok := r.Pending(); ok && p.Out {
		r.discards = append(r.discards, p.Cards...) // a card out of the shoe, collected with the rest
	}
	r.inc = incidentState{}
	for i := range r.boxes {
		for j := range r.boxes[i].Hands {
			r.boxes[i].Hands[j].wantCard = false
		}
	}
	r.emit(Event{Kind: EvVoid, Phrase: SayVoid})
	r.phase, r.step, r.stepsBuilt = phSettle, 0, false
}

func (r *Round) applyDeal(a Action) {
	c, ok := r.draw()
	if !ok {
		return
	}
	if r.phase == phDeal {
		r.step++
	}
	if a.Box == 0 {
		r.dealer = append(r.dealer, c)
		r.redealer()
		if a.FaceDown {
			r.holeDown = true
			r.emit(Event{Kind: EvCard, Card: c, FaceDown: true})
			return
		}
		t := r.dealerT
		r.emit(Event{Kind: EvCard, Card: c, Total: t.Value, Soft: t.Soft})
		switch {
		case r.dealerBJ:
			r.emit(Event{Kind: EvBlackjack, Total: 21})
			r.announce(SayBlackjack)
		case t.Value > 21:
			r.emit(Event{Kind: EvBust, Total: t.Value})
			r.announce(SayDealerBust)
		}
		return
	}
	b := r.Box(a.Box)
	h := r.handAt(a)
	h.Cards = append(h.Cards, c)
	h.retotal()
	if a.Hand == 1 && len(b.Hands) == 1 && len(h.Cards) <= 2 {
		b.First[len(h.Cards)-1] = c
	}
	if h.Desafio > 0 && len(h.Cards) == 2 && h.DesafioResult == Pending {
		h.DesafioResult = Lose
		if c.Rank.IsTenValue() {
			h.DesafioResult = Win
		}
	}
	asked := h.wantCard && !h.Doubled && (r.phase == phPlay || r.passedOverPlaying(a.Box))
	if h.wantCard {
		h.wantCard = false
		if h.Doubled {
			h.Done = true
			h.FaceDown = a.FaceDown
		}
	}
	t := h.Total()
	r.emit(Event{Kind: EvCard, Box: a.Box, Hand: a.Hand, Card: c, FaceDown: a.FaceDown, Total: t.Value, Soft: t.Soft})
	if asked && r.callTotals && !a.FaceDown {
		// "el pagador las entregará de a una; a la vez irá indicando el
		// puntaje obtenido" (001 Desarrollo 9): the card asked for, then
		// its total called.
		total, soft := handCall(t)
		r.call = Action{Kind: CallTotal, Box: a.Box, Hand: a.Hand, Total: total, Soft: soft}
	}
	switch {
	case t.Value > 21:
		h.Done, h.Bust = true, true
		r.emit(Event{Kind: EvBust, Box: a.Box, Hand: a.Hand, Total: t.Value})
	case h.Blackjack():
		r.emit(Event{Kind: EvBlackjack, Box: a.Box, Hand: a.Hand, Total: 21})
	}
}

// applySettle pays or collects one bet.
func (r *Round) applySettle(a Action) {
	b := r.Box(a.Box)
	h := r.handAt(a)
	res, net := Win, a.Amount
	if a.Kind == Collect {
		res, net = Lose, -a.Amount
	}
	if a.Stake > 1 {
		r.settleShare(a, b, res, net)
		r.emit(Event{Kind: EvSettled, Box: a.Box, Hand: a.Hand, Stake: a.Stake, Bet: a.Bet, Amount: net, Result: res})
		if r.phase == phSettle {
			r.step++
		}
		return
	}
	switch a.Bet {
	case MainBet:
		h.Settled, h.Result, h.Net = true, res, net
		h.Done = true
	case EvenMoneyBet:
		h.Settled, h.Result, h.Net = true, Win, net
		h.Done = true
	case InsuranceBet:
		b.InsuranceSettled, b.InsuranceResult, b.InsuranceNet = true, res, net
	case DesafioBet:
		h.DesafioSettled, h.DesafioResult, h.DesafioNet = true, res, net
	case PerfectPairBet:
		b.PerfectPairSettled, b.PerfectPairResult, b.PerfectPairNet = true, res, net
	}
	r.emit(Event{Kind: EvSettled, Box: a.Box, Hand: a.Hand, Bet: a.Bet, Amount: net, Result: res})
	if r.phase == phSettle {
		r.step++
	}
}

// applyPlayer carries out a player's decision, which checkPlayer found open.
func (r *Round) applyPlayer(a Action) {
	if a.Kind == Withdraw || a.Kind == PlayOn {
		r.answerPassedOver(a)
		return
	}
	b, h := r.turnBox(), r.turnHand()
	if s := r.turnStake(); s != nil {
		switch a.Kind {
		case Insure:
			s.Insurance, s.asked = a.Amount, true
			r.emit(Event{Kind: EvSideBet, Box: a.Box, Hand: 1, Stake: a.Stake, Bet: InsuranceBet, Amount: a.Amount})
		case NoInsurance:
			s.asked = true
			r.emit(Event{Kind: EvDeclined, Box: a.Box, Hand: 1, Stake: a.Stake, Bet: InsuranceBet})
		case EvenMoney:
			s.EvenMoney, s.asked = true, true
		case NoEvenMoney:
			s.asked = true
			r.emit(Event{Kind: EvDeclined, Box: a.Box, Hand: 1, Stake: a.Stake, Bet: EvenMoneyBet})
		default:
			r.applyCoBettor(a, s)
		}
		return
	}
	switch a.Kind {
	case Hit:
		h.wantCard = true
	case Stand:
		r.finish(h, EvStand)
	case Double:
		r.emit(Event{Kind: EvDouble, Box: a.Box, Hand: a.Hand, Amount: h.Stake})
		h.Stake *= 2
		h.Doubled, h.wantCard = true, true
		r.doubleBehind(b, a.Hand-1)
	case Split:
		r.split(b, a.Hand-1)
	case Insure:
		b.Insurance, b.asked = a.Amount, true
		r.emit(Event{Kind: EvSideBet, Box: a.Box, Hand: 1, Bet: InsuranceBet, Amount: a.Amount})
	case NoInsurance:
		b.asked = true
		r.emit(Event{Kind: EvDeclined, Box: a.Box, Hand: 1, Bet: InsuranceBet})
	case EvenMoney:
		b.EvenMoney, b.asked = true, true
	case NoEvenMoney:
		b.asked = true
		r.emit(Event{Kind: EvDeclined, Box: a.Box, Hand: 1, Bet: EvenMoneyBet})
	case Desafio:
		h.Desafio, h.desafioDone = a.Amount, true
		r.emit(Event{Kind: EvSideBet, Box: a.Box, Hand: a.Hand, Bet: DesafioBet, Amount: a.Amount})
	case NoDesafio:
		h.desafioDone = true
		r.emit(Event{Kind: EvDeclined, Box: a.Box, Hand: a.Hand, Bet: DesafioBet})
	case DeclareAce:
		h.Ace = a.Ace
		h.retotal()
		t := h.Total()
		r.emit(Event{Kind: EvAceDeclared, Box: a.Box, Hand: a.Hand, Ace: a.Ace, Total: t.Value})
	}
}

// split makes two hands of hand i's pair: the second card starts a new hand
// right after it, with a stake equal to the box's bet; each then receives
// its second card in turn (Art.11: the first hand is played to the end
// before the second gets its card).
func (r *Round) split(b *Box, i int) {
	if len(b.Hands) == cap(b.Hands) {
		b.Hands = append(b.Hands, Hand{})[:len(b.Hands)]
	}
	hs := b.Hands[:len(b.Hands)+1]
	spare := hs[len(hs)-1].Cards[:0]
	copy(hs[i+2:], hs[i+1:len(hs)-1])
	h := &hs[i]
	second := h.Cards[1]
	aces := second.Rank == rules.Ace
	hs[i+1] = Hand{Cards: append(spare, second), Stake: b.Bet, FromSplit: true, SplitAces: aces}
	hs[i+1].retotal()
	h.Cards = h.Cards[:1]
	h.retotal()
	h.FromSplit, h.SplitAces = true, aces
	// The first hand is a new hand: its ace and its double are asked anew.
	h.aceAsked, h.doubleAsked = false, false
	b.Hands = hs
	r.emit(Event{Kind: EvSplit, Box: b.Number, Hand: i + 1, Amount: b.Bet})
	r.splitBehind(b, i)
}

// redealer recomputes the dealer's total (hole card included) after a card.
func (r *Round) redealer() {
	r.dealerT = rules.HandTotal(r.dealer)
	r.dealerBJ = rules.IsNatural(r.dealer)
}
