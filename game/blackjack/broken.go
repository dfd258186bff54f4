package blackjack

import (
	"fmt"

	"sabot/rules"
)

// refuseBroken explains a wrong dealer's step by the clause it breaks, where
// that is not the clause of the step due (issue 22.1): a Black Jack not paid
// at once, a bust bet not collected at once, the insurance not collected at
// once, the dealer's card removed when he must play, a bust bet collected
// before the settlement where the table collects it at the end. nil when
// the usual explanation fits.
func (r *Round) refuseBroken(a, due Action) error {
	settles := a.Kind == Pay || a.Kind == Collect
	switch {
	case a.Kind == DiscardDealerCard && due.Kind != DiscardDealerCard:
		topic := r.discardTopic()
		if r.rs.Article(r.cited(topic)) == "" {
			topic = topicOf(due) // no clause of the table speaks of it: the step due
		}
		return r.illegal(a, "no-discard", "the dealer's card stays on the felt: now "+due.String(), topic)
	case r.phase == phAtOnce && due.Kind == Pay && due.Bet == MainBet && !settles:
		return r.illegal(a, "bj-at-once", fmt.Sprintf("box %d%s's Black Jack is paid at once, before the draw, the dealer showing neither an ace nor a ten: %s", due.Box, handSuffix(due.Hand), due), rules.TopicBlackjackAtOnce)
	case r.phase == phPlay && due.Kind == Collect && due.Bet == MainBet && !settles:
		return r.illegal(a, "bust-at-once", fmt.Sprintf("box %d%s busts: its bet is collected at once, then its cards: %s", due.Box, handSuffix(due.Hand), due), rules.TopicBust)
	case due.Kind == CallInsuranceLoses && a.Kind != CallInsuranceLoses:
		return r.illegal(a, "insurance-loses-call", "the dealer's second card makes no Black Jack: the insurance bets are collected at once announcing «l'assicurazione perde», the call first: "+due.String(), rules.TopicInsuranceLoses)
	case a.Kind == CallInsuranceLoses && due.Kind != CallInsuranceLoses:
		topic := rules.TopicInsuranceLoses
		why := "no insurance bet is open to lose"
		switch {
		case r.dealerBJ && r.insuranceOpen():
			why, topic = "the dealer's Black Jack wins the insurance: it is paid, not lost", rules.TopicInsuranceWins
		case r.insuranceOpen() && len(r.dealer) < 2:
			why = "the insurance loses only when the dealer's second card makes no Black Jack, and it is not dealt yet"
		case r.insLosesSaid:
			why = "it is said once, as the insurance bets are collected"
		}
		if r.rs.Article(topic) == "" {
			topic = topicOf(due)
		}
		return r.illegal(a, "insurance-loses-call", why+"; now: "+due.String(), topic)
	case r.phase == phDealer && due.Kind == Collect && due.Bet == InsuranceBet && !settles:
		return r.illegal(a, "insurance-loses", fmt.Sprintf("the dealer's second card makes no Black Jack: the insurance is collected at once: %s", due), rules.TopicInsuranceLoses)
	case a.Kind == Collect && a.Bet == MainBet && !r.rs.BustCollectedAtOnce && r.phase < phSettle:
		if b := r.Box(a.Box); b != nil && a.Hand >= 1 && a.Hand <= len(b.Hands) && b.Hands[a.Hand-1].Bust {
			return r.illegal(a, "bust-at-end", fmt.Sprintf("box %d%s's bust bet is collected at the end of the hand, not during it: now %s", a.Box, handSuffix(a.Hand), due), rules.TopicBustAtEnd)
		}
	}
	return nil
}

// discardTopic is the clause a removal of the dealer's card breaks: his
// duty to play on with insurance open (000 Art. 6) or with every box bust
// (004 Regole particolari 13); the bank's cards collected last (001
// Desarrollo 9); his second card taken while a box is in play (000 Art. 6,
// the dealing clause elsewhere).
func (r *Round) discardTopic() rules.Topic {
	switch {
	case r.insuranceOpen() || r.rs.AllBust == rules.AllBustDealerCompletes:
		return rules.TopicAllBust
	case r.rs.CollectCardsByBox:
		return rules.TopicHandCards
	case !r.inPlay():
		return rules.TopicAllBust
	}
	return rules.TopicHoleCard
}

// refuseWrongCall refuses a box's total called wrong at a table where the
// call is the dealer's to make when he likes and the players check it
// (000 Art. 27); nil elsewhere, and for a right call (extraStep takes it).
func (r *Round) refuseWrongCall(a Action) error {
	if a.Kind != CallTotal || r.callTotals || r.rs.Article(rules.TopicPointAnnounced) == "" {
		return nil
	}
	b := r.Box(a.Box)
	if b == nil || a.Hand < 1 || a.Hand > len(b.Hands) || len(b.Hands[a.Hand-1].Cards) < 2 || b.Hands[a.Hand-1].CardsOff {
		return r.illegal(a, "no-call", fmt.Sprintf("box %d%s has no hand on the felt whose point to call", a.Box, handSuffix(a.Hand)), rules.TopicPointAnnounced)
	}
	h := &b.Hands[a.Hand-1]
	right := callOf(h)
	return r.illegal(a, "wrong-call", fmt.Sprintf("box %d%s's cards %s make %s, not %s: the players check the exact announcement of their point", a.Box, handSuffix(a.Hand), h.Cards, calledString(right.Total, right.Soft), calledString(a.Total, a.Soft)), rules.TopicPointAnnounced)
}
