package blackjack

import (
	"slices"

	"sabot/rules"
)

// Each table by its own regulation: a step is required only where the
// table's regulation prescribes it. The automatic dealer still takes the
// steps below at every table, as house practice (an Interpretation), but
// where the regulation is silent the dealer school neither requires them nor
// refuses them: a student who leaves one out has the next step checked in
// its place.

// free reports whether the dealer's step due may be left out at this table:
//   - "rien ne va plus", prescribed only by 000 Art. 3 (elsewhere the first
//     card closes the bets, 004 Regole particolari 12 and 001 Disposiciones
//     3, or the player's "Carte" does, 003 Distribuzione delle carte);
//   - the dealer's total announced, prescribed only by 000 Art. 26;
//   - the dealer's lone card removed when no box is in play, prescribed by
//     000 Art. 6 and said nowhere in 003's text;
//   - the last round announced when the cut card comes out first: 000 Art.
//     33 has the coup begun and says nothing of an announcement;
//   - "l'assicurazione perde", prescribed only by 000 Art. 13.
func (r *Round) free(due Action) bool {
	switch due.Kind {
	case CloseBets:
		return !r.rs.CallsNoMoreBets
	case Announce:
		return r.rs.Article(rules.TopicDealerTotal) == ""
	case DiscardDealerCard:
		return r.rs.Article(rules.TopicAllBust) == ""
	case LastRound:
		return r.inc.kind == CutCardFirst
	case CallInsuranceLoses:
		return !r.rs.CallsInsuranceLoses
	}
	return false
}

// skipFree passes over the free step due, as if taken, without its words:
// the round moves on to the step after it.
func (r *Round) skipFree(due Action) {
	switch due.Kind {
	case CloseBets:
		r.phase = phBurn
	case Announce:
		r.announced = true
	case DiscardDealerCard:
		r.discarded = true
		r.emit(Event{Kind: EvDiscard, Card: r.dealer[0]})
	case LastRound:
		r.inc = incidentState{}
	case CallInsuranceLoses:
		r.insLosesSaid = true
	}
	r.advance()
}

// checkAfterFree checks the student's step a against the steps due once the
// free steps due now are left out; it returns how many are left out before
// a is the step due, or the refusal of a against the first required step
// when a is not due after them either (nil when no free step is due). The
// round is not changed: the check runs on a copy.
func (r *Round) checkAfterFree(a Action) (int, error) {
	if !r.turn.Dealer || !r.free(r.turn.Due) {
		return 0, nil
	}
	c := r.clone()
	var err error
	for n := 1; n <= 4 && c.turn.Dealer && c.free(c.turn.Due); n++ {
		c.skipFree(c.turn.Due)
		if c.phase == phDone || !c.turn.Dealer {
			return 0, nil
		}
		if err = c.checkDealer(a); err == nil {
			return n, nil
		}
	}
	return 0, err
}

// clone returns a copy of the round deep enough to be advanced and checked
// without touching r: its boxes, hands, cards, settlement steps and logs
// are its own. The shoe is copied; its cards are shared, and a check draws
// none.
func (r *Round) clone() *Round {
	c := *r
	c.boxes = make([]Box, len(r.boxes))
	for i, b := range r.boxes {
		b.Hands = slices.Clone(b.Hands)
		for j := range b.Hands {
			b.Hands[j].Cards = slices.Clone(b.Hands[j].Cards)
		}
		b.Behind = slices.Clone(b.Behind)
		for k := range b.Behind {
			b.Behind[k].On = slices.Clone(b.Behind[k].On)
		}
		c.boxes[i] = b
	}
	if r.shoe != nil {
		sh := *r.shoe
		c.shoe = &sh
	}
	c.dealer = slices.Clone(r.dealer)
	c.steps = slices.Clone(r.steps)
	c.burnt = slices.Clone(r.burnt)
	c.discards = slices.Clone(r.discards)
	c.incidents = slices.Clone(r.incidents)
	c.log = slices.Clone(r.log)
	c.events = nil
	return &c
}

// settleAnyOrder finds, at a table whose regulation sets no direction for
// the settlement (rules.RuleSet.SettleInAnyOrder), the settlement step a
// among those still due and brings it forward to be the one due now; the
// losers stay before the winners where the table collects them first. It
// reports whether it did.
func (r *Round) settleAnyOrder(a Action) bool {
	due := r.turn.Due
	if !r.rs.SettleInAnyOrder || r.phase != phSettle || !r.stepsBuilt || r.step >= len(r.steps) ||
		(due.Kind != Pay && due.Kind != Collect) || (a.Kind != Pay && a.Kind != Collect) {
		return false
	}
	if r.rs.SettleLosersFirst && due.Kind == Collect && a.Kind == Pay {
		return false // the losers first (004 Svolgimento, 001 Desarrollo 9)
	}
	for i := r.step + 1; i < len(r.steps); i++ {
		if r.steps[i] == a {
			r.steps[r.step], r.steps[i] = r.steps[i], r.steps[r.step]
			r.dealerDue(r.steps[r.step])
			return true
		}
	}
	return false
}

// Advice is the dealer school's word on a step it accepted: a step of house
// practice left out or taken otherwise, which no clause of the table's
// regulation prescribes. It is shown, not counted as a mistake, and cites
// no article.
type Advice struct {
	// Code is a stable identifier for the scenes' locales:
	// "house-practice" (a free step left out) or "house-total" (the
	// dealer's total announced wrong where no clause prescribes the
	// announcement).
	Code string
	// Reason says it in English.
	Reason string
	// Due is the step of house practice: the one left out, or the right
	// announcement.
	Due Action
}

// Advice returns the school's advice on the dealer's step just accepted, or
// false when there is none.
func (r *Round) Advice() (Advice, bool) { return r.advice, r.advice.Code != "" }

// extraStep takes a dealer's step that is not due but that the table's
// regulation leaves to the dealer's moment, and reports whether it did;
// the step due stays due:
//   - "¿uno u once?" asked of a box whose first two cards hold an ace as
//     soon as it has them (001 Desarrollo 10 sets no moment): the player
//     answers when his turn comes;
//   - a box's total called right at the Italian casino, where the players
//     check the exact announcement of their point (000 Art. 27) and no
//     clause says when it is made.
func (r *Round) extraStep(a Action) bool {
	if a == r.turn.Due {
		return false
	}
	if a.Hand == 0 {
		a.Hand = 1
	}
	b := r.Box(a.Box)
	if b == nil || a.Hand < 1 || a.Hand > len(b.Hands) || b.voided {
		return false
	}
	h := &b.Hands[a.Hand-1]
	switch {
	case a.Kind == AskAce && r.rs.AceDeclaration && r.phase < phPlay && len(h.Cards) == 2 && !h.aceAsked &&
		h.Ace == rules.AceUndeclared && rules.HasAceInFirstTwo(h.Cards) && rules.HandTotal(h.Cards).Value != 21:
		h.aceAsked = true
		r.announce(SayAce)
	case a.Kind == CallTotal && !r.callTotals && r.rs.Article(rules.TopicPointAnnounced) != "" && len(h.Cards) >= 2 &&
		!h.CardsOff && !h.FaceDown && callOf(h) == Action{Kind: CallTotal, Total: a.Total, Soft: a.Soft}:
		t := h.Total()
		r.emit(Event{Kind: EvAnnounce, Phrase: SayHandTotal, Box: a.Box, Hand: a.Hand, Total: t.Value, Soft: a.Soft})
	default:
		return false
	}
	r.log = append(r.log, Logged{Action: a, Dealer: true})
	return true
}

// callOf is the right call of hand h's total (001 Desarrollo 9's notation).
func callOf(h *Hand) Action {
	total, soft := handCall(h.Total())
	return Action{Kind: CallTotal, Total: total, Soft: soft}
}
