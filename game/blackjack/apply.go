package blackjack

import (
	"fmt"

	"sabot/game"
	"sabot/rules"
)

// Apply applies one action: the dealer's step that is due, or the decision
// of the player whose turn it is. It returns the events the action caused;
// the slice is reused by the next call. An action that is not legal now
// changes nothing and returns a *game.IllegalError.
func (r *Round) Apply(a Action) ([]Event, error) {
	r.events = r.events[:0]
	if r.phase == phDone {
		return nil, r.illegal(a, "over", "the round is over", rules.TopicCollectCards)
	}
	r.advice = Advice{}
	if !a.Kind.IsPlayer() && r.extraStep(a) {
		return r.events, nil
	}
	if r.turn.Dealer {
		if err := r.checkDealer(a); err != nil {
			n, ferr := r.checkAfterFree(a)
			if n == 0 {
				if due := r.turn.Due; due.Kind == Announce && a.Kind == Announce && r.free(due) {
					// A wrong total where no clause prescribes the
					// announcement: the cards decide, the school advises.
					r.advice = Advice{Code: "house-total", Reason: fmt.Sprintf("the dealer's cards %s make %s, not %s: no clause of this table prescribes the announcement, the cards decide", r.dealer, announcedString(due.Total), announcedString(a.Total)), Due: due}
					r.skipFree(due)
					return r.events, nil
				}
				if ferr != nil && r.inc.kind == NoIncident && a.Kind != r.turn.Due.Kind {
					// Refused against the first step the regulation
					// requires, not the free one.
					return nil, ferr
				}
				return nil, err
			}
			r.advice = Advice{Code: "house-practice", Reason: "left out: " + r.turn.Due.String() + ", which no clause of this table prescribes", Due: r.turn.Due}
			for ; n > 0; n-- {
				r.skipFree(r.turn.Due)
			}
			if err := r.checkDealer(a); err != nil {
				return nil, err
			}
		}
		a = r.turn.Due
		r.applyDealer(a)
		r.log = append(r.log, Logged{Action: a, Dealer: true})
	} else {
		if a.Box == 0 {
			a.Box = r.turn.Box
			if a.Stake == 0 {
				a.Stake = r.turn.Stake
			}
		}
		if a.Stake == 1 {
			a.Stake = 0
		}
		if a.Hand == 0 {
			a.Hand = r.turn.Hand
		}
		if err := r.checkPlayer(a); err != nil {
			return nil, err
		}
		r.applyPlayer(a)
		r.log = append(r.log, Logged{Action: a})
	}
	r.advance()
	return r.events, nil
}

// Request is a player's request: the decision a of the player whose turn
// it is. One the regulation allows is applied, as Apply does. One it does
// not allow — a double on 10 at the Argentine table, where only 11 doubles
// (Otras apuestas 1) — is not an error of the round: the player asked, and
// the croupier must refuse it. The round holds it and the dealer's step due
// is "refuse box N"; any other step is refused with the rule the request
// breaks. An action that is no decision of the player whose turn it is, or
// a request while the dealer must act, is a *game.IllegalError.
func (r *Round) Request(a Action) ([]Event, error) {
	if r.phase == phDone || r.turn.Dealer || !a.Kind.IsPlayer() {
		return r.Apply(a)
	}
	if a.Box == 0 {
		a.Box = r.turn.Box
	}
	if a.Hand == 0 {
		a.Hand = r.turn.Hand
	}
	err := r.checkPlayer(a)
	if err == nil {
		return r.Apply(a)
	}
	ie, ok := err.(*game.IllegalError)
	if !ok || ie.Code == "player-turn" || ie.Code == "not-your-turn" || ie.Code == "wrong-question" {
		return nil, err
	}
	r.events = r.events[:0]
	r.req, r.reqErr = a, ie
	r.emit(Event{Kind: EvRequest, Box: a.Box, Hand: a.Hand})
	r.advance()
	return r.events, nil
}

// PendingRequest returns the request the croupier must refuse, and why the
// regulation does not allow it, or false when there is none.
func (r *Round) PendingRequest() (Action, *game.IllegalError, bool) {
	if r.req.Kind == 0 {
		return Action{}, nil, false
	}
	return r.req, r.reqErr, true
}

// DealerStep applies the dealer's step that is due, as the automatic dealer
// of play mode and simulations does: the same step Apply would accept,
// without checking it against itself. It returns false when a player must
// decide or the round is over.
func (r *Round) DealerStep() ([]Event, bool) {
	if r.phase == phDone || !r.turn.Dealer {
		return nil, false
	}
	r.events = r.events[:0]
	r.log = append(r.log, Logged{Action: r.turn.Due, Dealer: true})
	r.applyDealer(r.turn.Due)
	r.advance()
	return r.events, true
}

func (r *Round) emit(e Event) { r.events = append(r.events, e) }

func (r *Round) announce(p Phrase) { r.emit(Event{Kind: EvAnnounce, Phrase: p}) }

// Legal returns the actions legal now: the dealer's due step, or the
// decisions open to the player whose turn it is (an insurance or desafío
// action carries the largest stake allowed).
func (r *Round) Legal() []Action {
	if r.phase == phDone {
		return nil
	}
	t := r.turn
	if t.Dealer {
		return []Action{t.Due}
	}
	p := func(k Kind) Action { return Action{Kind: k, Box: t.Box, Hand: t.Hand, Stake: t.Stake} }
	var out []Action
	switch t.Question {
	case AskPlay:
		for _, o := range []struct {
			opt  Options
			kind Kind
		}{{OptHit, Hit}, {OptStand, Stand}, {OptDouble, Double}, {OptSplit, Split}} {
			if t.Options.Has(o.opt) {
				out = append(out, p(o.kind))
			}
		}
	case AskInsurance:
		if max := r.maxInsurance(); max > 0 {
			a := p(Insure)
			a.Amount = max
			out = append(out, a)
		}
		out = append(out, p(NoInsurance))
	case AskEvenMoney:
		out = append(out, p(EvenMoney))
		if max := r.maxInsurance(); t.Options.Has(OptInsure) && max > 0 {
			a := p(Insure)
			a.Amount = max
			out = append(out, a)
		}
		out = append(out, p(NoEvenMoney))
	case AskDesafioBet:
		if amt := r.desafioStake(); r.affords(r.turnBox(), amt) {
			a := p(Desafio)
			a.Amount = amt
			out = append(out, a)
		}
		out = append(out, p(NoDesafio))
	case AskAceValue:
		a1, a11 := p(DeclareAce), p(DeclareAce)
		a1.Ace, a11.Ace = rules.AceOne, rules.AceEleven
		out = append(out, a1, a11)
		if t.Options.Has(OptSplit) {
			out = append(out, p(Split))
		}
	case AskFollowDouble:
		out = append(out, p(FollowDouble), p(NoFollowDouble))
	case AskWithdraw:
		out = append(out, p(PlayOn), p(Withdraw))
	case AskSplitStake:
		out = append(out, p(FollowSplit), p(FirstCard), p(SecondCard))
	}
	return out
}

func (r *Round) legalStrings() []string {
	l := r.Legal()
	out := make([]string, len(l))
	for i, a := range l {
		out[i] = a.String()
	}
	return out
}

func (r *Round) illegal(a Action, code, reason string, topic rules.Topic) error {
	topic = r.cited(topic)
	return &game.IllegalError{Action: a.String(), Reason: reason, Code: code, Article: r.rs.Article(topic), Quote: r.rs.Quote(topic), Legal: r.legalStrings()}
}

// cited is the topic whose article is cited for t: t itself, or where the
// table's regulation says nothing of it the wider rule it belongs to (the
// dealer's total and his bust to the dealer's rule, the announced last
// hand to the cut card, a hand's cards to the collection of the cards).
func (r *Round) cited(t rules.Topic) rules.Topic {
	if r.rs.Article(t) != "" {
		return t
	}
	switch t {
	case rules.TopicDealerTotal, rules.TopicDealerBust:
		return rules.TopicDealerRule
	case rules.TopicLastHand:
		return rules.TopicCutCard
	case rules.TopicHandCards:
		return rules.TopicCollectCards
	case rules.TopicSplitOrder:
		return rules.TopicSplit
	case rules.TopicBustAtEnd, rules.TopicCollectCards:
		return rules.TopicSettlementOrder
	case rules.TopicInsuranceWins, rules.TopicInsuranceLoses:
		return rules.TopicInsurance
	}
	return t
}

func (r *Round) turnBox() *Box {
	if b := r.Box(r.turn.Box); b != nil {
		return b
	}
	return &r.boxes[0]
}

func (r *Round) turnHand() *Hand {
	b := r.turnBox()
	if i := r.turn.Hand - 1; i >= 0 && i < len(b.Hands) {
		return &b.Hands[i]
	}
	return &b.Hands[0]
}

// maxInsurance is the largest insurance stake open to the box whose turn it
// is: half the bet (exactly half at the online table), within the caps.
func (r *Round) maxInsurance() rules.Money {
	b := r.turnBox()
	half := r.turnBet() / 2
	if r.turn.Stake > 1 || r.affords(b, half) {
		return half
	}
	if r.rs.Insurance == rules.InsuranceExactlyHalf {
		return 0
	}
	lo, hi := rules.Money(0), half // the largest affordable stake
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if r.affords(b, mid) {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo
}

func (r *Round) desafioStake() rules.Money { return r.turnBox().Bet / 2 }

// checkPlayer checks a player's decision against the question put to him.
func (r *Round) checkPlayer(a Action) error {
	t := r.turn
	if !a.Kind.IsPlayer() {
		if err := r.refuseWrongCall(a); err != nil {
			return err
		}
		if a.Kind == CallTotal && r.callTotals {
			return r.illegal(a, "no-call", fmt.Sprintf("a total is called as the card a player asked for is given, and no such card was just given; box %d must decide, the dealer waits", t.Box), rules.TopicPlayerTotal)
		}
		if t.Question == AskWithdraw {
			// 001 Disposiciones 4, 11: the player passed over is asked
			// first; his consent is what the dealer waits for.
			return r.illegal(a, r.inc.kind.String(), fmt.Sprintf("box %d was passed over: its player chooses first to play on or to withdraw his bet; the dealer waits", t.Box), r.inc.kind.Topic())
		}
		return r.illegal(a, "player-turn", fmt.Sprintf("box %d must decide; the dealer waits", t.Box), rules.TopicPlayerOrder)
	}
	if a.Box != t.Box || a.Hand != t.Hand {
		return r.illegal(a, "not-your-turn", fmt.Sprintf("it is the turn of box %d%s, not box %d%s", t.Box, handSuffix(t.Hand), a.Box, handSuffix(a.Hand)), rules.TopicPlayerOrder)
	}
	if a.Stake != t.Stake {
		if t.Question == AskPlay || t.Question == AskAceValue {
			return r.illegal(a, "not-holder", fmt.Sprintf("only the holder of box %d decides how it is played, not stake %d", t.Box, a.Stake), rules.TopicBackBets)
		}
		who := "the holder"
		if t.Stake > 1 {
			who = "stake " + itoa(t.Stake)
		}
		return r.illegal(a, "not-your-turn", fmt.Sprintf("box %d: %s must answer first", t.Box, who), rules.TopicBackBets)
	}
	wrongQuestion := func(q string, topic rules.Topic) error {
		return r.illegal(a, "wrong-question", "box "+itoa(t.Box)+" is asked "+q, topic)
	}
	switch t.Question {
	case AskPlay:
		var need Options
		switch a.Kind {
		case Hit:
			need = OptHit
		case Stand:
			need = OptStand
		case Double:
			need = OptDouble
		case Split:
			need = OptSplit
		default:
			return wrongQuestion("to play its hand", rules.TopicPlayerOrder)
		}
		if !t.Options.Has(need) {
			return r.whyNot(a)
		}
	case AskInsurance:
		switch a.Kind {
		case NoInsurance:
		case Insure:
			return r.checkInsure(a)
		default:
			return wrongQuestion("whether to insure", rules.TopicInsurance)
		}
	case AskEvenMoney:
		switch {
		case a.Kind == EvenMoney || a.Kind == NoEvenMoney:
		case t.Options.Has(OptInsure) && a.Kind == Insure:
			return r.checkInsure(a)
		case t.Options.Has(OptInsure) && a.Kind == NoInsurance:
		case t.Options.Has(OptInsure):
			return wrongQuestion("whether to take even money for the blackjack or to insure it", rules.TopicInsurance)
		default:
			return wrongQuestion("whether to take even money for the blackjack", rules.TopicEvenMoney)
		}
	case AskDesafioBet:
		switch a.Kind {
		case NoDesafio:
		case Desafio:
			want := r.desafioStake()
			if a.Amount != want {
				return r.illegal(a, "wrong-amount", fmt.Sprintf("the desafío is half the bet: %s", want), rules.TopicDesafio)
			}
			if !r.affords(r.turnBox(), want) {
				return r.illegal(a, "over-limit", "the desafío would pass the player's limit", rules.TopicLimits)
			}
		default:
			return wrongQuestion("whether to bet the desafío (¿asegura?)", rules.TopicDesafio)
		}
	case AskWithdraw:
		if a.Kind != PlayOn && a.Kind != Withdraw {
			return r.illegal(a, "wrong-question", fmt.Sprintf("box %d was passed over: its player plays on or withdraws his bet (play-on, withdraw)", t.Box), r.inc.kind.Topic())
		}
	case AskFollowDouble:
		if a.Kind != FollowDouble && a.Kind != NoFollowDouble {
			return r.illegal(a, "wrong-question", fmt.Sprintf("box %d's holder doubled: stake %d follows the double or not (follow-double, no-follow-double)", t.Box, t.Stake), rules.TopicBackBetFollow)
		}
	case AskSplitStake:
		if a.Kind != FollowSplit && a.Kind != FirstCard && a.Kind != SecondCard {
			return r.illegal(a, "wrong-question", fmt.Sprintf("box %d's holder split: stake %d follows the split or chooses the card that keeps his stake (follow-split, first-card, second-card)", t.Box, t.Stake), rules.TopicBackBetFollow)
		}
	case AskAceValue:
		if a.Kind == Split && t.Options.Has(OptSplit) {
			return nil
		}
		if a.Kind != DeclareAce || (a.Ace != rules.AceOne && a.Ace != rules.AceEleven) {
			return wrongQuestion("to declare the ace 1 or 11", rules.TopicAceDeclaration)
		}
	}
	return nil
}

// checkInsure checks an insurance stake: more than nothing, at most half
// the bet within the player's caps (exactly half at the online table).
func (r *Round) checkInsure(a Action) error {
	max := r.maxInsurance()
	if a.Amount <= 0 || a.Amount > max {
		return r.illegal(a, "wrong-amount", fmt.Sprintf("the insurance stake must be more than 0 and at most %s", max), rules.TopicInsurance)
	}
	if bet := r.turnBet(); r.rs.Insurance == rules.InsuranceExactlyHalf && a.Amount != bet/2 {
		return r.illegal(a, "wrong-amount", fmt.Sprintf("the insurance stake is exactly half the bet: %s", bet/2), rules.TopicInsurance)
	}
	return nil
}

// whyNot explains why a play decision is not open to the current hand.
func (r *Round) whyNot(a Action) error {
	b, h := r.turnBox(), r.turnHand()
	t := h.Total()
	switch a.Kind {
	case Hit:
		if t.Value >= 21 {
			return r.illegal(a, "no-hit-21", fmt.Sprintf("a hand of %d takes no more cards", t.Value), rules.TopicHit21)
		}
	case Stand:
		return r.illegal(a, "forced-hit", fmt.Sprintf("a total of %d or less must take a card", r.rs.ForcedHitUpTo), rules.TopicForcedHit)
	case Double:
		switch {
		case len(h.Cards) != 2:
			return r.illegal(a, "no-double", "only a two-card hand may double", rules.TopicDouble)
		case h.FromSplit && !r.rs.DoubleAfterSplit:
			return r.illegal(a, "no-double", "a split hand may not double", rules.TopicDouble)
		case h.SplitAces && r.rs.SplitAcesOneCard:
			return r.illegal(a, "no-double", "split aces take one card each", rules.TopicSplitAces)
		case !r.affords(b, h.Stake):
			return r.illegal(a, "over-limit", "doubling would pass the player's limit", rules.TopicLimits)
		}
		if h.FromSplit {
			return r.illegal(a, "no-double", fmt.Sprintf("a split hand of %s may not double here", h.Cards), rules.TopicSplit)
		}
		return r.illegal(a, "no-double", fmt.Sprintf("a hand of %s may not double here", h.Cards), rules.TopicDouble)
	case Split:
		switch {
		case len(h.Cards) != 2 || !rules.IsPair(h.Cards[0], h.Cards[1], r.rs.Pairs):
			return r.illegal(a, "no-split", fmt.Sprintf("%s is not a pair here", h.Cards), rules.TopicSplit)
		case len(b.Hands) >= r.rs.MaxHands:
			return r.illegal(a, "no-split", fmt.Sprintf("a box may not make more than %d hands", r.rs.MaxHands), rules.TopicSplit)
		case h.SplitAces:
			return r.illegal(a, "no-split", "split aces are not split again", rules.TopicSplitAces)
		case h.Ace != rules.AceUndeclared:
			return r.illegal(a, "no-split", "the ace is declared: the hand is played as it is", rules.TopicAceDeclaration)
		case !r.affords(b, b.Bet):
			return r.illegal(a, "over-limit", "splitting would pass the player's limit", rules.TopicLimits)
		}
	}
	return r.illegal(a, "not-open", "that decision is not open to this hand", rules.TopicHit)
}

// checkDealer checks a dealer's step against the one due now, and explains a
// wrong one the way an inspector would.
func (r *Round) checkDealer(a Action) error {
	due := r.turn.Due
	if a.Hand == 0 && a.Box > 0 {
		a.Hand = 1
	}
	if a.Stake == 1 {
		a.Stake = 0
	}
	if a == due || r.settleAnyOrder(a) {
		return nil
	}
	if err := r.refuseIncident(a, due); err != nil {
		return err
	}
	if due.Kind == Refuse && r.reqErr != nil {
		e := *r.reqErr
		e.Action, e.Code, e.Legal = a.String(), "refuse-request", r.legalStrings()
		e.Reason = fmt.Sprintf("box %d%s asked for %s: %s; the croupier refuses it: %s", due.Box, handSuffix(due.Hand), r.req, r.reqErr.Reason, due)
		return &e
	}
	if err := r.refuseWrongCall(a); err != nil {
		return err
	}
	if due.Kind == CallTotal || (a.Kind == CallTotal && r.callTotals) {
		return r.refuseCall(a, due)
	}
	if !a.Kind.IsDealer() {
		return r.illegal(a, "dealer-turn", "the dealer must act: "+due.String(), topicOf(due))
	}
	if t := r.dealerT.Value; t > 21 && (a.Kind == DealerStand || (a.Kind == Deal && a.Box == 0)) {
		// A dealer who busts neither stands nor draws: his hand is over
		// (000 Art. 13: "Se il banco sballa, paga tutte le puntate rimaste
		// in gioco"), which the clause of his bust says, not his rule.
		return r.illegal(a, "dealer-bust", fmt.Sprintf("the dealer busts with %d: his hand is over, he does not stand; now: %s", t, due), rules.TopicDealerBust)
	}
	if err := r.refuseBroken(a, due); err != nil {
		return err
	}
	switch due.Kind {
	case Announce:
		if a.Kind == Announce {
			return r.illegal(a, "wrong-total", fmt.Sprintf("the dealer's cards %s make %s: %s (a wrong total is rebuilt by the rule)", r.dealer, announcedString(due.Total), due), rules.TopicDealerTotal)
		}
	case LastRound:
		if r.lastHand && !r.lastSaid {
			return r.illegal(a, "last-hand", "the session's last round is announced before the bets are closed: "+due.String(), rules.TopicLastHand)
		}
	case CollectHandCards:
		switch {
		case a.Kind == CollectCards && due.Box > 0 && r.phase == phCollect:
			return r.illegal(a, "cards-by-box", "the cards are collected box by box from the dealer's left, the bank's last: "+due.String(), rules.TopicHandCards)
		case a.Kind == CollectCards || a.Kind == CollectHandCards:
			return r.illegal(a, "wrong-order", "the next cards collected: "+due.String(), rules.TopicHandCards)
		default:
			return r.illegal(a, "cards-now", "these cards are collected now: "+due.String(), rules.TopicHandCards)
		}
	case Deal:
		if a.Kind == Deal {
			switch {
			case a.Box == due.Box && due.Box > 0 && a.Hand != due.Hand:
				// A split pair's hands are played one after the other
				// (000 Art. 11, 003 Dividere).
				return r.illegal(a, "split-order", fmt.Sprintf("box %d's hands are dealt in their order: the next card goes to its hand %d, not %d", due.Box, due.Hand, a.Hand), rules.TopicSplitOrder)
			case a.Box != due.Box || a.Hand != due.Hand:
				who := "the dealer"
				if due.Box > 0 {
					who = "box " + itoa(due.Box) + handSuffix(due.Hand)
				}
				return r.illegal(a, "wrong-order", "the next card goes to "+who, topicOf(due))
			case a.FaceDown != due.FaceDown:
				if due.FaceDown {
					return r.illegal(a, "face-down", "this card is dealt face down", topicOf(due))
				}
				return r.illegal(a, "face-up", "this card is dealt face up", rules.TopicDealing)
			}
		}
		if a.Kind == DealerStand && due.Box == 0 {
			return r.illegal(a, "dealer-must-draw", fmt.Sprintf("the dealer must draw on %d", r.dealerT.Value), rules.TopicDealerRule)
		}
	case DealerStand:
		if a.Kind == Deal && a.Box == 0 {
			return r.illegal(a, "dealer-must-stand", fmt.Sprintf("the dealer must stand on %d", r.dealerT.Value), rules.TopicDealerRule)
		}
	case Pay, Collect:
		if (a.Kind == Pay || a.Kind == Collect) && a.Box == due.Box && a.Hand == due.Hand && a.Bet == due.Bet && a.Stake == due.Stake {
			if a.Kind != due.Kind {
				verb := "wins: pay it"
				if due.Kind == Collect {
					verb = "loses: collect it"
				}
				topic := topicOf(due)
				switch {
				case due.Bet == MainBet && r.phase == phPlay:
					topic = rules.TopicBust // a bust bet, collected at once (000 Art. 5)
				case due.Bet == MainBet && due.Kind == Pay && r.handAt(due).Blackjack():
					topic = rules.TopicBlackjack
				case due.Bet == MainBet && due.Kind == Pay:
					topic = rules.TopicWinPays
				}
				return r.illegal(a, "wrong-result", fmt.Sprintf("box %d%s's %s bet %s", due.Box, handSuffix(due.Hand), due.Bet, verb), topic)
			}
			topic := topicOf(due)
			switch {
			case due.Bet == MainBet && r.phase == phPlay:
				topic = rules.TopicBust
			case due.Bet == MainBet && due.Kind == Pay:
				topic = rules.TopicWinPays
			}
			if due.Bet == MainBet && due.Kind == Pay && r.handAt(due).Blackjack() {
				topic = rules.TopicBlackjack
			}
			return r.illegal(a, "wrong-amount", fmt.Sprintf("box %d%s's %s bet: the amount is %s, not %s", due.Box, handSuffix(due.Hand), due.Bet, due.Amount, a.Amount), topic)
		}
		if a.Kind == Pay || a.Kind == Collect {
			return r.illegal(a, "wrong-order", "settle in order: "+due.String()+" first", rules.TopicSettlementOrder)
		}
	}
	return r.illegal(a, "wrong-step", "the dealer's next step is "+due.String(), topicOf(due))
}

// refuseCall explains a wrong step around a box's total called at the
// Argentine table (001 Desarrollo 9): a wrong total, a call missing when the
// dealer moves on, a call when no card asked for was just given.
func (r *Round) refuseCall(a, due Action) error {
	if due.Kind != CallTotal {
		return r.illegal(a, "no-call", "a total is called as the card a player asked for is given, and no such card was just given; now: "+due.String(), rules.TopicPlayerTotal)
	}
	h := r.handAt(due)
	who := "box " + itoa(due.Box) + handSuffix(due.Hand)
	if a.Kind != CallTotal {
		return r.illegal(a, "call-total", fmt.Sprintf("%s asked for a card and has %s: the dealer calls its total as he gives it, before anything else: %s", who, h.Cards, due), rules.TopicPlayerTotal)
	}
	if a.Box != due.Box || a.Hand != due.Hand {
		return r.illegal(a, "wrong-box", fmt.Sprintf("the card was given to %s: its total is called: %s", who, due), rules.TopicPlayerTotal)
	}
	return r.illegal(a, "wrong-total", fmt.Sprintf("%s's cards %s make %s, not %s: %s", who, h.Cards, calledString(due.Total, due.Soft), calledString(a.Total, a.Soft), due), rules.TopicPlayerTotal)
}

// topicOf is the rule that governs a dealer's step.
func topicOf(a Action) rules.Topic {
	switch a.Kind {
	case CallTotal:
		return rules.TopicPlayerTotal
	case CloseBets:
		return rules.TopicCloseBets
	case Burn:
		return rules.TopicBurn
	case Deal:
		if a.FaceDown && a.Box == 0 {
			return rules.TopicHoleCard
		}
		if a.FaceDown {
			return rules.TopicDouble
		}
		return rules.TopicDealing
	case OfferInsurance:
		return rules.TopicInsurance
	case OfferEvenMoney:
		return rules.TopicEvenMoney
	case AskDesafio:
		return rules.TopicDesafio
	case AskDouble:
		return rules.TopicAskDouble
	case AskAce:
		return rules.TopicAceDeclaration
	case RevealHole:
		return rules.TopicHoleCard
	case RevealDouble:
		return rules.TopicDouble
	case DealerStand:
		return rules.TopicDealerRule
	case DiscardDealerCard:
		return rules.TopicAllBust
	case Pay, Collect:
		switch a.Bet {
		case InsuranceBet:
			if a.Kind == Pay {
				return rules.TopicInsuranceWins
			}
			return rules.TopicInsuranceLoses
		case EvenMoneyBet:
			return rules.TopicEvenMoney
		case DesafioBet:
			return rules.TopicDesafio
		case PerfectPairBet:
			return rules.TopicPerfectPair
		}
		return rules.TopicSettlementOrder
	case CollectCards:
		return rules.TopicCollectCards
	case Announce:
		return rules.TopicDealerTotal
	case CollectHandCards:
		return rules.TopicHandCards
	case LastRound:
		return rules.TopicLastHand
	}
	return rules.TopicDealing
}
