package blackjack

import "sabot/rules"

// advance moves the round to the next point where someone must act, and
// records who in r.turn. It runs after every applied action; it may apply
// consequences that need no decision (a hand that reaches 21 stands).
func (r *Round) advance() {
	if r.incidentDue() {
		return
	}
	if r.req.Kind != 0 {
		r.dealerDue(Action{Kind: Refuse, Box: r.req.Box, Hand: r.req.Hand})
		return
	}
	if r.call.Kind != 0 {
		r.dealerDue(r.call) // the total of the card just given (001 Desarrollo 9)
		return
	}
	for {
		switch r.phase {
		case phClose:
			if r.lastHand && !r.lastSaid {
				r.dealerDue(Action{Kind: LastRound})
				return
			}
			r.dealerDue(Action{Kind: CloseBets})
			return
		case phBurn:
			if r.burn {
				r.dealerDue(Action{Kind: Burn, Cards: r.rs.BurnCards})
				return
			}
			r.phase = phDeal
		case phDeal:
			if r.dealDue() {
				return
			}
			r.phase, r.bi = phAtOnce, 0
		case phAtOnce:
			if r.atOnceDue() {
				return
			}
			r.phase, r.bi = phInsurance, 0
		case phInsurance:
			if r.insuranceDue() {
				return
			}
			r.phase, r.bi, r.hi = phPlay, 0, 0
		case phPlay:
			if r.playDue() {
				return
			}
			r.phase = phDealer
		case phDealer:
			if r.dealerPlayDue() {
				return
			}
			r.phase, r.step = phSettle, 0
		case phSettle:
			if r.passedOverDue() {
				return
			}
			if r.settleDue() {
				return
			}
			r.settlePushes()
			r.phase = phCollect
		case phCollect:
			r.collectDue()
			return
		case phDone:
			r.turn = Turn{}
			return
		}
	}
}

func (r *Round) dealerDue(a Action) { r.turn = Turn{Dealer: true, Due: a} }

func (r *Round) playerDue(box, hand int, q Question, o Options) {
	r.turn = Turn{Box: r.boxes[box].Number, Hand: hand + 1, Question: q, Options: o}
}

// dealDue sets the due step of the initial deal: one card to each box from
// the dealer's left, one to the dealer, a second to each box, and the
// argentine hole card face down. Before a box's second card on an ace the
// argentine dealer asks "¿asegura?".
func (r *Round) dealDue() bool {
	n := len(r.boxes)
	last := 2 * n
	if r.rs.HoleCard {
		last++
	}
	if r.inc.kind == OneCard && !r.inc.answered {
		r.turn = Turn{Box: r.inc.box, Hand: 1, Question: AskWithdraw}
		return true
	}
	if r.inc.owed && r.inc.remedy.Kind == 0 {
		// "Próximas cartas para la Banca": the bank's card passed over.
		r.dealerDue(Action{Kind: Deal})
		return true
	}
	for ; r.step <= last; r.step++ {
		k := r.step
		switch {
		case k < n:
			if r.boxes[k].voided {
				continue // out of the round (001 Disposiciones 10)
			}
			if r.boxes[k].NoBet && len(r.boxes[k].Hands[0].Cards) > 0 {
				continue // its card laid there by mistake (004 RP 2)
			}
			r.dealerDue(Action{Kind: Deal, Box: r.boxes[k].Number, Hand: 1})
		case k == n:
			r.dealerDue(Action{Kind: Deal})
		case k <= 2*n:
			i := k - n - 1
			h := &r.boxes[i].Hands[0]
			if r.boxes[i].voided || len(h.Cards) >= 2 {
				continue // out of the round, or given its card already
			}
			if r.rs.Desafio && h.Cards[0].Rank == rules.Ace && !h.desafioDone {
				if !h.desafioAsked {
					r.dealerDue(Action{Kind: AskDesafio, Box: r.boxes[i].Number, Hand: 1})
				} else {
					r.playerDue(i, 0, AskDesafioBet, 0)
				}
				return true
			}
			r.dealerDue(Action{Kind: Deal, Box: r.boxes[i].Number, Hand: 1})
		default:
			r.dealerDue(Action{Kind: Deal, FaceDown: true})
		}
		return true
	}
	return false
}

// settleOrder returns the box index at position i of the settlement order.
func (r *Round) settleOrder(i int) int {
	if r.rs.SettleFromRight {
		return len(r.boxes) - 1 - i
	}
	return i
}

// atOnceDue: at the Italian casino a blackjack is paid right after the deal
// when the dealer shows neither an ace nor a ten-value (Art.13d).
func (r *Round) atOnceDue() bool {
	if !r.rs.BlackjackPaidAtOnce || len(r.dealer) == 0 {
		return false
	}
	up := r.dealer[0]
	if up.Rank == rules.Ace || up.Rank.IsTenValue() {
		return false
	}
	for ; r.bi < len(r.boxes); r.bi++ {
		b := &r.boxes[r.settleOrder(r.bi)]
		h := &b.Hands[0]
		if !h.Blackjack() || b.NoBet {
			continue
		}
		if !h.Settled {
			r.dealerDue(Action{Kind: Pay, Box: b.Number, Hand: 1, Bet: MainBet, Amount: r.rs.BlackjackPays.Of(h.Stake)})
			return true
		}
		for k := range b.Behind {
			if sh := &b.Behind[k].On[0]; sh.Amount > 0 && !sh.Settled {
				r.dealerDue(Action{Kind: Pay, Box: b.Number, Hand: 1, Stake: k + 2, Bet: MainBet, Amount: r.rs.BlackjackPays.Of(sh.Amount)})
				return true
			}
		}
		if h.Result == Win && !h.CardsOff {
			// Cap. 1: "Quando il banco paga il Black Jack servito, ritira
			// immediatamente le due carte corrispondenti."
			r.dealerDue(Action{Kind: CollectHandCards, Box: b.Number, Hand: 1})
			return true
		}
	}
	return false
}

// collectDue sets the collection of the cards: all at once, or at the
// Argentine table box by box from the dealer's left, each hand of a box in
// turn, the bank's cards last, which ends the round (Desarrollo 9).
func (r *Round) collectDue() {
	if !r.rs.CollectCardsByBox {
		r.dealerDue(Action{Kind: CollectCards})
		return
	}
	for i := range r.boxes {
		for j := range r.boxes[i].Hands {
			if !r.boxes[i].Hands[j].CardsOff {
				r.dealerDue(Action{Kind: CollectHandCards, Box: r.boxes[i].Number, Hand: j + 1})
				return
			}
		}
	}
	r.dealerDue(Action{Kind: CollectHandCards})
}

// insuranceDue: against an ace the dealer offers insurance, and even money
// to blackjacks where the table has it; against a ten-value the Italian
// casino offers even money only. Each box answers in dealing order; even
// money taken is paid at once.
func (r *Round) insuranceDue() bool {
	if len(r.dealer) == 0 {
		return false
	}
	up := r.dealer[0]
	ins := r.rs.Insurance != rules.InsuranceNone && up.Rank == rules.Ace
	even := r.rs.EvenMoney.Offered(up)
	if !ins && !even {
		return false
	}
	if !ins {
		any := false
		for i := range r.boxes {
			if h := &r.boxes[i].Hands[0]; h.Blackjack() && !h.Settled && !r.boxes[i].NoBet {
				any = true
			}
		}
		if !any {
			return false
		}
	}
	if !r.offered {
		if ins {
			r.dealerDue(Action{Kind: OfferInsurance})
		} else {
			r.dealerDue(Action{Kind: OfferEvenMoney})
		}
		return true
	}
	// A blackjack against the ace may insure instead of taking even
	// money (000 Art. 9, 004 Assicurazione).
	var insureBJ Options
	if ins {
		insureBJ = OptInsure
	}
	for ; r.bi < len(r.boxes); r.bi++ {
		b := &r.boxes[r.bi]
		h := &b.Hands[0]
		if b.EvenMoney && !h.Settled {
			r.dealerDue(Action{Kind: Pay, Box: b.Number, Hand: 1, Bet: EvenMoneyBet, Amount: h.Stake})
			return true
		}
		if !b.asked && !h.Settled {
			switch {
			case h.Blackjack() && even:
				r.playerDue(r.bi, 0, AskEvenMoney, insureBJ)
				return true
			case ins:
				r.playerDue(r.bi, 0, AskInsurance, 0)
				return true
			}
		}
		// Every bettor on the box answers for his own stake (000 Cap. 1;
		// 004 Assicurazione, Black Jack alla pari).
		for k := range b.Behind {
			s := &b.Behind[k]
			sh := &s.On[0]
			if s.EvenMoney && !sh.Settled {
				r.dealerDue(Action{Kind: Pay, Box: b.Number, Hand: 1, Stake: k + 2, Bet: EvenMoneyBet, Amount: sh.Amount})
				return true
			}
			if s.asked || sh.Settled {
				continue
			}
			switch {
			case h.Blackjack() && even:
				r.turn = Turn{Box: b.Number, Hand: 1, Stake: k + 2, Question: AskEvenMoney, Options: insureBJ}
				return true
			case ins:
				r.turn = Turn{Box: b.Number, Hand: 1, Stake: k + 2, Question: AskInsurance}
				return true
			}
		}
		if r.rs.BlackjackPaidAtOnce && b.EvenMoney && !handOpen(b, 0) && !h.CardsOff {
			// 000 Cap. 1: "Quando il banco paga il Black Jack servito,
			// ritira immediatamente le due carte corrispondenti": paid at
			// even money too, once every stake on it is paid.
			r.dealerDue(Action{Kind: CollectHandCards, Box: b.Number, Hand: 1})
			return true
		}
	}
	return false
}

// playDue walks the boxes from the dealer's left, and their hands in order,
// to the first one that needs a card or a decision.
func (r *Round) playDue() bool {
	for ; r.bi < len(r.boxes); r.bi, r.hi = r.bi+1, 0 {
		for ; r.hi < len(r.boxes[r.bi].Hands); r.hi++ {
			if r.handDue() {
				return true
			}
		}
	}
	return false
}

// handDue sets what the current hand needs next, or reports false when the
// hand is finished.
func (r *Round) handDue() bool {
	b, h := r.box(), r.hand()
	box, hand := b.Number, r.hi+1
	if len(b.Behind) > 0 && r.coBettorDue() {
		return true
	}
	if r.absentDue(box, hand, h) {
		return true
	}
	if b.NoBet {
		return r.noBetDue(b, h)
	}
	if r.inc.kind == ElevenSkipped && !r.inc.answered && r.inc.box == box && r.inc.hand == hand {
		// 001 Disposiciones 9: the player passed over on 11 chooses.
		r.turn = Turn{Box: box, Hand: hand, Question: AskWithdraw}
		return true
	}
	if h.Done {
		if h.Bust && r.rs.BustCollectedAtOnce {
			if !h.Settled {
				r.dealerDue(Action{Kind: Collect, Box: box, Hand: hand, Bet: MainBet, Amount: h.Stake})
				return true
			}
			for k := range b.Behind {
				if sh := &b.Behind[k].On[r.hi]; sh.Amount > 0 && !sh.Settled {
					r.dealerDue(Action{Kind: Collect, Box: box, Hand: hand, Stake: k + 2, Bet: MainBet, Amount: sh.Amount})
					return true
				}
			}
		}
		if h.Bust && r.rs.BustCollectedAtOnce && !h.CardsOff {
			// The bet first, then the cards (000 Art. 5; 004 Svolgimento).
			r.dealerDue(Action{Kind: CollectHandCards, Box: box, Hand: hand})
			return true
		}
		return false
	}
	if h.wantCard {
		r.dealerDue(Action{Kind: Deal, Box: box, Hand: hand, FaceDown: h.Doubled && r.rs.DoubleFaceDown})
		return true
	}
	if len(h.Cards) == 1 {
		// A split hand waits for its second card; the argentine desafío is
		// offered again on the split hand of a second ace.
		if r.rs.Desafio && r.rs.DesafioOnSplitAces && h.SplitAces && r.hi > 0 && !h.desafioDone {
			if !h.desafioAsked {
				r.dealerDue(Action{Kind: AskDesafio, Box: box, Hand: hand})
			} else {
				r.playerDue(r.bi, r.hi, AskDesafioBet, 0)
			}
			return true
		}
		r.dealerDue(Action{Kind: Deal, Box: box, Hand: hand})
		return true
	}
	if r.rs.SplitDealsBothHands && h.FromSplit {
		// 003 Dividere: a second card on each of the two hands first.
		for k := r.hi + 1; k < len(b.Hands); k++ {
			if len(b.Hands[k].Cards) == 1 {
				r.dealerDue(Action{Kind: Deal, Box: box, Hand: k + 1})
				return true
			}
		}
	}
	if h.Blackjack() {
		h.Done = true // announced when its second card was dealt
		return false
	}
	if h.SplitAces && r.rs.SplitAcesOneCard && len(h.Cards) == 2 &&
		!(r.rs.ResplitAces && h.Cards[1].Rank == rules.Ace && len(b.Hands) < r.rs.MaxHands) {
		r.finish(h, EvStand)
		return r.handDue()
	}
	if r.rs.AceDeclaration && h.Ace == rules.AceUndeclared && len(h.Cards) == 2 &&
		rules.HasAceInFirstTwo(h.Cards) && rules.HandTotal(h.Cards).Value != 21 {
		if !h.aceAsked {
			r.dealerDue(Action{Kind: AskAce, Box: box, Hand: hand})
		} else {
			// A pair of aces may still be split instead: "uno, once, o abre".
			r.playerDue(r.bi, r.hi, AskAceValue, r.options(b, h)&OptSplit)
		}
		return true
	}
	t := h.Total()
	if t.Value == 21 && !(t.Soft && r.rs.HitSoft21) {
		r.finish(h, EvStand)
		return r.handDue()
	}
	o := r.options(b, h)
	if r.rs.AskDouble && o.Has(OptDouble) && !h.doubleAsked {
		r.dealerDue(Action{Kind: AskDouble, Box: box, Hand: hand})
		return true
	}
	if r.offerDue(box, hand) {
		return true
	}
	r.playerDue(r.bi, r.hi, AskPlay, o)
	return true
}

// finish ends a hand that takes no more cards, with its event.
func (r *Round) finish(h *Hand, kind EventKind) {
	h.Done = true
	t := h.Total()
	r.emit(Event{Kind: kind, Box: r.box().Number, Hand: r.hi + 1, Total: t.Value, Soft: t.Soft})
}

// options returns the play decisions open to hand h of box b.
func (r *Round) options(b *Box, h *Hand) Options {
	var o Options
	t := h.Total()
	if t.Value < 21 || (t.Soft && r.rs.HitSoft21) {
		o |= OptHit
	}
	if r.rs.ForcedHitUpTo == 0 || t.Value > r.rs.ForcedHitUpTo {
		o |= OptStand
	}
	if len(h.Cards) != 2 {
		return o
	}
	rule := r.rs.Double
	if h.FromSplit {
		rule = r.rs.SplitDouble
	}
	if (!h.FromSplit || r.rs.DoubleAfterSplit) && !(h.SplitAces && r.rs.SplitAcesOneCard) &&
		rule.Allows(t.Value, t.Hard(), r.rs.DoubleAceCountsOne) && r.affords(b, h.Stake) {
		o |= OptDouble
	}
	if rules.IsPair(h.Cards[0], h.Cards[1], r.rs.Pairs) && len(b.Hands) < r.rs.MaxHands &&
		(!h.SplitAces || r.rs.ResplitAces) && h.Ace == rules.AceUndeclared && r.affords(b, b.Bet) {
		o |= OptSplit
	}
	return o
}

// affords reports whether box b's player may put down amount more: the
// table's cap per round and the credit.
func (r *Round) affords(b *Box, amount rules.Money) bool {
	l := r.rs.Limits
	if l.MaxPerRound == 0 && (!l.CreditCap || r.credit <= 0) {
		return true
	}
	var spent rules.Money
	for i := range r.boxes {
		if o := &r.boxes[i]; o == b || (o.key != "" && o.key == b.key) {
			spent += o.staked()
		}
	}
	spent += amount
	if l.MaxPerRound > 0 && spent > l.MaxPerRound {
		return false
	}
	return !(l.CreditCap && r.credit > 0 && spent > r.credit)
}

// inPlay reports whether some hand still waits for the dealer's hand.
func (r *Round) inPlay() bool {
	for i := range r.boxes {
		for j := range r.boxes[i].Hands {
			if h := &r.boxes[i].Hands[j]; !h.Bust && handOpen(&r.boxes[i], j) {
				return true
			}
		}
	}
	return false
}

func (r *Round) insuranceOpen() bool {
	for i := range r.boxes {
		if r.boxes[i].Insurance > 0 && !r.boxes[i].InsuranceSettled {
			return true
		}
		for k := range r.boxes[i].Behind {
			if s := &r.boxes[i].Behind[k]; s.Insurance > 0 && !s.InsuranceSettled {
				return true
			}
		}
	}
	return false
}

// dealerPlayDue sets the dealer's next step for his own hand: the second
// card (or the turn of the hole card), insurance settled at once, then the
// rule — draw to 16, stand on 17 — unless no box is left in play. A bust
// ends his hand with no stand step.
func (r *Round) dealerPlayDue() bool {
	if !r.dealerKnown {
		r.dealerKnown = true
		r.dealerStops = !r.inPlay() && r.rs.AllBust == rules.AllBustDealerStops
	}
	if r.holeDown {
		if r.dealerStops {
			return false // Disp. 18: no box in play, the dealer draws nothing
		}
		r.dealerDue(Action{Kind: RevealHole})
		return true
	}
	if len(r.dealer) == 1 {
		switch {
		case r.dealerStops && !r.insuranceOpen():
			if !r.discarded {
				r.dealerDue(Action{Kind: DiscardDealerCard})
				return true
			}
			return false
		default:
			r.dealerDue(Action{Kind: Deal})
			return true
		}
	}
	if r.insuranceOpen() {
		bj := r.dealerBJ
		if !bj && !r.insLosesSaid {
			// "vengono ritirate immediatamente le puntate
			// sull'assicurazione annunciando “l'assicurazione perde”"
			// (000 Art. 13): the call, then the collection.
			r.dealerDue(Action{Kind: CallInsuranceLoses})
			return true
		}
		for i := range r.boxes {
			b := &r.boxes[r.settleOrder(i)]
			if b.Insurance > 0 && !b.InsuranceSettled {
				if bj {
					r.dealerDue(Action{Kind: Pay, Box: b.Number, Hand: 1, Bet: InsuranceBet, Amount: r.rs.InsurancePays.Of(b.Insurance)})
				} else {
					r.dealerDue(Action{Kind: Collect, Box: b.Number, Hand: 1, Bet: InsuranceBet, Amount: b.Insurance})
				}
				return true
			}
			for k := range b.Behind {
				if s := &b.Behind[k]; s.Insurance > 0 && !s.InsuranceSettled {
					if bj {
						r.dealerDue(Action{Kind: Pay, Box: b.Number, Hand: 1, Stake: k + 2, Bet: InsuranceBet, Amount: r.rs.InsurancePays.Of(s.Insurance)})
					} else {
						r.dealerDue(Action{Kind: Collect, Box: b.Number, Hand: 1, Stake: k + 2, Bet: InsuranceBet, Amount: s.Insurance})
					}
					return true
				}
			}
		}
	}
	if r.dealerStops {
		return false
	}
	if r.dealerT.Value <= 21 && !r.dealerStood {
		// A dealer who busts does not stand: his hand is over (000 Art.
		// 13, 001 Desarrollo 12d) and he announces it.
		if r.dealerMustDraw() {
			r.dealerDue(Action{Kind: Deal})
		} else {
			r.dealerDue(Action{Kind: DealerStand})
		}
		return true
	}
	if !r.announced {
		r.dealerDue(Action{Kind: Announce, Total: r.dealerAnnouncement()})
		return true
	}
	return false
}

// dealerAnnouncement is what the dealer announces once his hand is over:
// his total, "bust" or "blackjack" (000 Art. 26, 001 Desarrollo 9, 12).
func (r *Round) dealerAnnouncement() int {
	switch {
	case r.dealerBJ:
		return AnnouncedBlackjack
	case r.dealerT.Value > 21:
		return AnnouncedBust
	}
	return r.dealerT.Value
}

// dealerMustDraw applies the dealer's rule: draw on 16 or less, stand on 17
// or more with an ace counted eleven when that makes 17 to 21.
func (r *Round) dealerMustDraw() bool {
	t := r.dealerT
	if r.dealerBJ {
		return false
	}
	if t.Value < 17 {
		return true
	}
	return t.Value == 17 && t.Soft && r.rs.DealerHitsSoft17
}
