package blackjack

import "sabot/rules"

// incidentDue sets the remedy step due, if one is; it runs first in advance.
func (r *Round) incidentDue() bool {
	if r.inc.kind == NoIncident || r.inc.remedy.Kind == 0 {
		return false
	}
	r.dealerDue(r.inc.remedy)
	return true
}

// absentDue plays the hand of an absent player "alla regola" (004 Regole
// particolari 9, 17): a card on 16 or less, none on 17 or more. It reports
// whether it set the step due; the incident ends with the hand.
func (r *Round) absentDue(box, hand int, h *Hand) bool {
	if r.inc.kind != AbsentPlayer || r.inc.box != box || r.inc.hand != hand {
		return false
	}
	if h.Done {
		r.inc = incidentState{}
		return false
	}
	if h.Total().Value <= 16 {
		r.dealerDue(Action{Kind: Deal, Box: box, Hand: hand})
		return true
	}
	r.inc = incidentState{}
	r.finish(h, EvStand)
	return false
}

// offerDue: at 000 an unrequested card is offered to each player in turn
// whose hand may take a card, before he decides (Art. 24).
func (r *Round) offerDue(box, hand int) bool {
	if r.inc.kind != UnrequestedCard || !r.inc.held || r.inc.remedy.Kind != 0 {
		return false
	}
	if r.inc.offerBox == box && r.inc.offerHand == hand {
		return false
	}
	r.dealerDue(Action{Kind: OfferCard, Box: box, Hand: hand})
	return true
}

// takeHeld hands out the incident's card in place of the shoe's next one,
// and ends the incident.
func (r *Round) takeHeld() (rules.Card, bool) {
	if r.inc.kind == NoIncident || !r.inc.held || r.inc.remedy.Kind != 0 {
		return rules.Card{}, false
	}
	c := r.inc.card
	r.inc = incidentState{}
	return c, true
}

// applyRemedy carries out a remedy step.
func (r *Round) applyRemedy(a Action) {
	kind, c := r.inc.kind, r.inc.card
	switch a.Kind {
	case BurnCard:
		r.discards = append(r.discards, c)
		r.emit(Event{Kind: EvRemedy, Incident: kind, Card: c})
		if r.inc.two {
			r.discards = append(r.discards, r.inc.second)
			r.emit(Event{Kind: EvRemedy, Incident: kind, Card: r.inc.second})
		}
		r.inc = incidentState{}
	case PickUpCard:
		r.inc.remedy = Action{}
		r.emit(Event{Kind: EvRemedy, Incident: kind, Card: c})
	case OfferCard:
		r.inc.offerBox, r.inc.offerHand = a.Box, a.Hand
		r.emit(Event{Kind: EvRemedy, Incident: kind, Card: c, Box: a.Box, Hand: a.Hand})
	case LastRound:
		r.inc = incidentState{}
		r.emit(Event{Kind: EvRemedy, Incident: kind})
		r.announce(SayLastRound)
	case VoidBox:
		r.inc = incidentState{}
		r.emit(Event{Kind: EvRemedy, Incident: kind, Box: a.Box, Hand: 1})
		r.voidBox(r.Box(a.Box))
	case NextCardsBank:
		// The announcement made, the bank's card is due (dealDue).
		r.inc.remedy = Action{}
		r.emit(Event{Kind: EvRemedy, Incident: kind})
		r.announce(SayNextCardsBank)
	case VoidRound:
		r.inc = incidentState{}
		r.emit(Event{Kind: EvRemedy, Incident: kind})
		r.voidCoup()
	}
}

// voidCoup voids the whole coup for a deal that cannot be rebuilt (000
// Art. 19, first paragraph): every box is taken out of the round, its
// stakes returned and its cards eliminated, the dealer's cards are
// eliminated after them, and the round goes on to the collection of the
// cards, with no settlement.
func (r *Round) voidCoup() {
	r.void, r.voidReason = true, "deal-unclear"
	r.emit(Event{Kind: EvVoid, Phrase: SayRoundVoid})
	for i := range r.boxes {
		if !r.boxes[i].voided {
			r.voidBox(&r.boxes[i])
		}
	}
	r.discards = append(r.discards, r.dealer...)
	r.dealer = r.dealer[:0]
	r.redealer()
	r.holeDown = false
	r.phase, r.step, r.stepsBuilt = phSettle, 0, false
}

// voidBox takes box b out of the round: every stake on it is returned
// (void), its cards are eliminated, and it takes no more part in the deal,
// the play or the settlement.
func (r *Round) voidBox(b *Box) {
	b.voided = true
	for j := range b.Hands {
		h := &b.Hands[j]
		r.discards = append(r.discards, h.Cards...)
		h.Cards = h.Cards[:0]
		h.retotal()
		h.Done, h.Settled, h.Result, h.Net, h.CardsOff = true, true, Void, 0, true
		h.wantCard = false
		for k := range b.Behind {
			if sh := &b.Behind[k].On[j]; sh.Amount > 0 && !sh.Settled {
				sh.Settled, sh.Result, sh.Net = true, Void, 0
			}
		}
		r.emit(Event{Kind: EvSettled, Box: b.Number, Hand: j + 1, Bet: MainBet, Result: Void})
	}
	b.asked = true
	for k := range b.Behind {
		b.Behind[k].asked = true
	}
	if r.phase == phSettle {
		r.stepsBuilt, r.step = false, 0 // the settlement without the box
	}
}

// collectSwept applies the remedy of a player-cards-discarded incident:
// the bet is collected as lost, the incident ends, and the settlement is
// built anew without the box.
func (r *Round) collectSwept(a Action) bool {
	if r.inc.kind != PlayerCardsDiscarded || a != r.inc.remedy {
		return false
	}
	r.inc = incidentState{}
	r.applySettle(a)
	r.stepsBuilt, r.step = false, 0
	return true
}

// passedOverDue sets what the player a dealing-stopped incident passed
// over must do before the settlement (001 Disposiciones 11): answer
// whether he plays on against the bank seen or withdraws; playing on, his
// card and his decisions. It reports whether it set a turn; when his hand
// is over the incident ends and the settlement is built anew.
func (r *Round) passedOverDue() bool {
	if r.inc.kind != DealingStopped {
		return false
	}
	if !r.inc.answered {
		r.turn = Turn{Box: r.inc.box, Hand: 1, Question: AskWithdraw}
		return true
	}
	if !r.inc.playOn {
		// Against a bank gone over he is paid in the settlement, and the
		// incident ends with his payment; withdrawn, the box is voided
		// (incidentDue) and the incident ends with it.
		if h := &r.Box(r.inc.box).Hands[0]; h.Settled {
			r.inc = incidentState{}
		}
		return false
	}
	r.bi, r.hi = int(r.boxIndex[r.inc.box]), 0
	if r.handDue() {
		return true
	}
	r.inc = incidentState{}
	r.stepsBuilt, r.step = false, 0 // his hand is over: settled anew
	return false
}

// passedOverPlaying reports whether box is the player a dealing-stopped
// incident passed over, playing on against the bank seen (001
// Disposiciones 11): the cards he now asks for are given after the bank's
// hand, in the settlement's phase, and each is called as a hit is.
//
// The remedies at the Argentine table that end with a card on a box, read
// against Desarrollo 9 ("En el caso en que el jugador solicite mas cartas,
// el pagador las entregará de a una; a la vez irá indicando el puntaje
// obtenido hasta que el Jugador considere satisfactorio el mismo"): the
// call is due after a card "the player asked for", so that he judges
// whether the total satisfies him; not after the cards of "las dos
// primeras entregas" nor after a double's card, on which the player
// decides nothing more.
//   - dealing-stopped, play-on (Disp. 11: "Si el pagador omitiera de
//     seguir dando cartas a un jugador"): the dealer was giving him the
//     cards he asked for; the card given now, and every card of his play
//     "con la Banca vista", is one he asked for: called (here).
//   - ask-skipped on "¿dobla?" (Disp. 8: "la misma es válida"): the card
//     on 11 is taken as a hit and the player goes on deciding: called, as
//     a hit in the play (applyDeal: wantCard, phPlay).
//   - eleven-skipped, play-on (Disp. 9: "recibir la próxima carta"): he is
//     asked "¿dobla?"; a card he then asks for is called, a double's card
//     is not (the ordinary play).
//   - ask-skipped on "¿asegura?" (Disp. 8), one-card play-on (Disp. 4: "se
//     podrá completar la entrega"), bank-card-omitted (Disp. 13, the bank's
//     card laid on box 1 as its second): cards of the deal, no call.
//   - irregular-box (Disp. 6): the card too many is burnt with the box's,
//     no call; exposed-card, unrequested-card, dealer-extra-card (Disp. 5,
//     7): the card is burnt, the bank's or nobody's, no call.
func (r *Round) passedOverPlaying(box int) bool {
	return r.inc.kind == DealingStopped && r.inc.playOn && r.inc.box == box
}

// answerPassedOver applies the answer of a player the dealer passed over
// (one-card, dealing-stopped): play-on completes his delivery or his
// hand; withdraw makes the box's voiding the dealer's step due.
func (r *Round) answerPassedOver(a Action) {
	r.inc.answered = true
	r.inc.playOn = a.Kind == PlayOn
	if a.Kind == Withdraw {
		r.inc.remedy = Action{Kind: VoidBox, Box: r.inc.box, Hand: 1}
	} else if r.inc.kind == DealingStopped {
		r.Box(r.inc.box).Hands[0].wantCard = true
	}
	r.emit(Event{Kind: EvRemedy, Incident: r.inc.kind, Box: a.Box, Hand: 1})
}
