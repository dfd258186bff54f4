package blackjack

import (
	"errors"
	"fmt"

	"sabot/rules"
)

// The incidents of the deal: a card laid where no bet is or on the wrong
// box, a deal whose order is lost, a box with a card too many, a box or the
// bank passed over, the bank's card swept away.

// whenDealCard: a box's card of the deal is due (the first round's only,
// with first).
func whenDealCard(r *Round, t Turn, first bool) error {
	if !dealingFromShoe(t) || r.phase != phDeal || t.Due.Box == 0 || (first && r.step >= len(r.boxes)) {
		if first {
			return fmt.Errorf("it happens when a box's card of the deal's first round is due, and the step due is %s", r.dueString())
		}
		return fmt.Errorf("it happens when a box's card of the deal is due, and the step due is %s", r.dueString())
	}
	return nil
}

// whenHitCard: a card a player asked for is due.
func whenHitCard(r *Round, t Turn) error {
	if !dealingFromShoe(t) || r.phase != phPlay || t.Due.Box == 0 {
		return fmt.Errorf("it happens when a card a player asked for is due, and the step due is %s", r.dueString())
	}
	return nil
}

func whenEmptyBox(r *Round, t Turn) error {
	if err := whenDealCard(r, t, false); err != nil {
		return err
	}
	if r.emptyBox(t.Due.Box) == 0 {
		return errors.New("every box of the table has a bet")
	}
	return nil
}

func whenEmptyBoxDraw(r *Round, t Turn) error {
	if err := whenHitCard(r, t); err != nil {
		return err
	}
	if r.emptyBox(t.Due.Box) == 0 {
		return errors.New("every box of the table has a bet")
	}
	return nil
}

// stageEmptyBox: the card due to a box is laid on the nearest box without
// a bet, and held there.
func stageEmptyBox(r *Round, t Turn) ([]Event, error) {
	r.inc.box = r.emptyBox(t.Due.Box)
	return r.stageHeld(r.inc.kind)
}

// remedyPickUp is the remedy of a card laid on the wrong box, picked up and
// dealt where it was due:
//   - empty-box: 000 Art. 19: "In caso di errore da parte dell'impiegato
//     nella distribuzione delle carte, se non é ancora iniziata la fase di
//     tiraggio e non é possibile ricostruire con certezza la corretta
//     distribuzione, il colpo viene annullato." 004 Regole particolari 2:
//     "il colpo proseguirà alla 'regola' se non fosse possibile
//     ricostruirlo". Reading: the error is seen as the card is laid, so the
//     deal can be rebuilt with certainty (the card is the one due to the
//     next box with a bet): the card is picked up from the empty box and
//     dealt where it was due, and the deal goes on. The round annulled (000)
//     is deal-unclear, and the coup played "alla regola" (004)
//     empty-box-unclear: the cases the order is lost.
//   - wrong-box: 004 Regole particolari 8: the requested card laid on the
//     box after the player's "sarà riposizionata correttamente": picked up
//     and dealt to the box that asked for it.
func remedyPickUp(*Round) Action { return Action{Kind: PickUpCard} }

func refuseWrongBox(r *Round, a, due Action, isRemedy bool, ill incidentRefusal) error {
	k := r.inc.kind
	if due.Kind == PickUpCard {
		if k == EmptyBox {
			return ill("empty-box", "the %s was laid on box %d, which has no bet: the deal is rebuilt, the card picked up and dealt to the box it was due to: %s", r.inc.card, r.inc.box, due)
		}
		return ill("wrong-box", "the %s asked for was laid on box %d: it is put back where it belongs: %s", r.inc.card, r.inc.box, due)
	}
	if isRemedy || (a.Kind == Deal && a.Box == r.inc.box) {
		return ill(k.String(), "the %s picked up goes to the box it was due to: %s", r.inc.card, due)
	}
	return nil
}

func refuseEmptyBoxDraw(r *Round, a, due Action, isRemedy bool, ill incidentRefusal) error {
	if due.Kind == BurnCard {
		return ill("empty-box-draw", "the %s was laid on box %d, which has no bet, after the draw began: the card is eliminated, and the player gets the next one: %s", r.inc.card, r.inc.box, due)
	}
	return nil
}

func whenWrongBox(r *Round, t Turn) error {
	if err := whenHitCard(r, t); err != nil {
		return err
	}
	if t.Due.Box >= r.rs.Boxes {
		return fmt.Errorf("no box follows box %d", t.Due.Box)
	}
	return nil
}

// stageWrongBox: the card asked for is laid on the next box.
func stageWrongBox(r *Round, t Turn) ([]Event, error) {
	r.inc.box = t.Due.Box + 1
	return r.stageHeld(WrongBox)
}

func whenEmptyBoxUnclear(r *Round, t Turn) error {
	if err := whenDealCard(r, t, true); err != nil {
		return err
	}
	if r.nextToEmpty(t.Due.Box) == 0 {
		return fmt.Errorf("no position next to box %d is without a bet", t.Due.Box)
	}
	return nil
}

func stageEmptyBoxUnclear(r *Round, t Turn) ([]Event, error) { return r.stageNoBet(t.Due.Box) }

func refuseEmptyBoxUnclear(r *Round, a, due Action, isRemedy bool, ill incidentRefusal) error {
	if due.Kind == Deal && due.Box == r.inc.box {
		return ill("empty-box-unclear", "position %d has no bet but keeps the %s laid on it: the coup goes on \"alla regola\", its hand dealt in its turn and played by the dealer's rule, a card on 16 or less, none on 17 or more: %s", r.inc.box, r.inc.card, due)
	}
	if isRemedy {
		return ill("empty-box-unclear", "the %s lies on position %d, which has no bet, and the deal cannot be rebuilt: the coup goes on \"alla regola\", the position's hand dealt and played by the dealer's rule, a card on 16 or less, none on 17 or more: %s", r.inc.card, r.inc.box, due)
	}
	return nil
}

func whenDealUnclear(r *Round, t Turn) error {
	if !dealingFromShoe(t) || r.phase != phDeal {
		return fmt.Errorf("it happens while the cards of the deal are dealt, before the draw, and the step due is %s", r.dueString())
	}
	if n := r.cardsDealt(); n < 2 {
		return fmt.Errorf("only %d of the deal's cards on the table, no order to lose", n)
	}
	return nil
}

// stageDealUnclear: 000 Art. 19: "se non é ancora iniziata la fase di
// tiraggio e non é possibile ricostruire con certezza la corretta
// distribuzione, il colpo viene annullato." No card comes out: the deal is
// lost, and the coup's voiding is the dealer's step due.
func stageDealUnclear(r *Round, t Turn) ([]Event, error) {
	r.inc.remedy = Action{Kind: VoidRound}
	r.emit(Event{Kind: EvIncident, Incident: DealUnclear})
	return r.staged(DealUnclear)
}

func refuseDealUnclear(r *Round, a, due Action, isRemedy bool, ill incidentRefusal) error {
	if a.Kind == VoidBox {
		return ill("deal-unclear", "the deal cannot be rebuilt with certainty and the draw has not begun: the whole coup is void, not box %d alone: %s", a.Box, due)
	}
	return ill("deal-unclear", "the deal cannot be rebuilt with certainty and the draw has not begun: the coup is void, every stake returned and the cards eliminated: %s", due)
}

func whenIrregular(r *Round, t Turn) error {
	if t.Dealer || t.Question != AskPlay || r.phase != phPlay {
		return fmt.Errorf("it happens while a player decides how to play his hand, and now %s", r.dueString())
	}
	if r.irregularBox() == nil {
		return fmt.Errorf("no box after box %d waits to play with its two cards of the deal", t.Box)
	}
	return nil
}

func refuseIrregular(r *Round, a, due Action, isRemedy bool, ill incidentRefusal) error {
	if a.Kind == VoidBox {
		return ill("irregular-box", "the box with a card too many is box %d: %s", r.inc.box, due)
	}
	return ill("irregular-box", "box %d has %s, more cards than the deal gives: its bet alone is void and its cards eliminated: %s", r.inc.box, r.Box(r.inc.box).Hands[0].Cards, due)
}

func whenBoxSkipped(r *Round, t Turn) error {
	if !dealingFromShoe(t) || r.phase != phDeal || r.step >= len(r.boxes) {
		return fmt.Errorf("it happens when a box's card of the deal's first round is due, and the step due is %s", r.dueString())
	}
	if r.liveBoxes() < 2 {
		return fmt.Errorf("box %d is the only box in play", t.Due.Box)
	}
	return nil
}

// stageBoxSkipped: 001 Disposiciones 10: "no se le permitirá participar del
// juego en ese pase". No card comes out: the box is voided.
func stageBoxSkipped(r *Round, t Turn) ([]Event, error) {
	r.inc.box = t.Due.Box
	r.inc.remedy = Action{Kind: VoidBox, Box: t.Due.Box, Hand: 1}
	r.emit(Event{Kind: EvIncident, Incident: BoxSkipped, Box: t.Due.Box})
	return r.staged(BoxSkipped)
}

func refuseBoxSkipped(r *Round, a, due Action, isRemedy bool, ill incidentRefusal) error {
	if a.Kind == VoidBox {
		return ill("box-skipped", "the box passed over is box %d: %s", r.inc.box, due)
	}
	return ill("box-skipped", "box %d was passed over in the deal: it takes no part in this round, its bet returned: %s", r.inc.box, due)
}

func whenBankOmitted(r *Round, t Turn) error {
	if !dealingFromShoe(t) || r.phase != phDeal || r.step != len(r.boxes) {
		return fmt.Errorf("it happens when the dealer's first card is due, and the step due is %s", r.dueString())
	}
	if b := r.firstLive(); b == nil || b.Hands[0].Cards[0].Rank == rules.Ace {
		// Box 1 would be asked "¿asegura?" before its card.
		return errors.New("the first box's card is an ace, asked about before its second card")
	}
	return nil
}

// refuseBankCard explains the steps refused when the bank's card was passed
// over or swept into the discard (001 Disposiciones 13, 14): the
// announcement first, then the bank's card.
func refuseBankCard(r *Round, a, due Action, isRemedy bool, ill incidentRefusal) error {
	k := r.inc.kind
	if due.Kind == NextCardsBank {
		if k == BankCardOmitted {
			return ill("bank-card-omitted", "the bank's card was passed over: the dealer announces \"Próximas cartas para la Banca\" before he deals it: %s", due)
		}
		return ill("bank-card-discarded", "the bank's %s went into the discard: the dealer announces \"Próximas cartas para la Banca\" before he deals on: %s", r.inc.card, due)
	}
	if isRemedy || !(a.Kind == Deal && a.Box == 0) {
		return ill(k.String(), "announced, the next card is the bank's: %s", due)
	}
	return nil
}

// whenSecondRound: a box's card of the deal's second round is due.
func whenSecondRound(r *Round, t Turn) error {
	if !dealingFromShoe(t) || r.phase != phDeal || r.step <= len(r.boxes) || t.Due.Box == 0 {
		return fmt.Errorf("it happens when a box's card of the deal's second round is due, and the step due is %s", r.dueString())
	}
	return nil
}

// stageOneCard: 001 Disposiciones 4: the player is asked his consent; the
// card is dealt (play-on) or the box voided (withdraw).
func stageOneCard(r *Round, t Turn) ([]Event, error) {
	r.inc.box, r.inc.hand = t.Due.Box, 1
	r.emit(Event{Kind: EvIncident, Incident: OneCard, Box: t.Due.Box, Hand: 1})
	return r.staged(OneCard)
}

func refuseOneCard(r *Round, a, due Action, isRemedy bool, ill incidentRefusal) error {
	if due.Kind == VoidBox && a.Kind != VoidBox {
		return ill("one-card", "box %d's player does not consent: the cards dealt to him are burnt and his bet is void: %s", r.inc.box, due)
	}
	if isRemedy {
		return ill("one-card", "box %d's player consents: the delivery is completed: %s", r.inc.box, due)
	}
	return nil
}

func whenBankDiscarded(r *Round, t Turn) error {
	if !dealingFromShoe(t) || r.phase != phDeal || r.step <= len(r.boxes) || t.Due.Box == 0 || len(r.dealer) != 1 {
		return fmt.Errorf("it happens when a box's card of the deal's second round is due and the bank has its first card, and the step due is %s", r.dueString())
	}
	return nil
}

// stageBankDiscarded: 001 Disposiciones 14: the bank's card goes into the
// discard; announced, the next card is the bank's, and the deal goes on.
func stageBankDiscarded(r *Round, t Turn) ([]Event, error) {
	c := r.dealer[0]
	r.discards = append(r.discards, c)
	r.dealer = r.dealer[:0]
	r.redealer()
	r.inc.card = c
	r.inc.remedy, r.inc.owed = Action{Kind: NextCardsBank}, true
	r.emit(Event{Kind: EvIncident, Incident: BankCardDiscarded, Card: c})
	return r.staged(BankCardDiscarded)
}

// liveBoxes counts the boxes not voided.
func (r *Round) liveBoxes() int {
	n := 0
	for i := range r.boxes {
		if !r.boxes[i].voided {
			n++
		}
	}
	return n
}

// firstLive is the first box of the deal not voided; nil when none.
func (r *Round) firstLive() *Box {
	for i := range r.boxes {
		if !r.boxes[i].voided {
			return &r.boxes[i]
		}
	}
	return nil
}

// irregularBox is the first box after the one deciding that still waits
// to play with its two cards of the deal, untouched; nil when none.
func (r *Round) irregularBox() *Box {
	for i := r.bi + 1; i < len(r.boxes); i++ {
		b := &r.boxes[i]
		if h := &b.Hands[0]; !b.voided && len(b.Hands) == 1 && len(h.Cards) == 2 && !h.Done && !h.Settled && h.Desafio == 0 && b.Insurance == 0 && !b.EvenMoney {
			return b
		}
	}
	return nil
}

// stageIrregular brings in an irregular box: the next card of the shoe is
// found on it, a third card of the deal (000 Art. 19: "caselle che non
// hanno il numero regolare di carte"; 001 Disposiciones 6: "más de dos (2)
// cartas en las dos primeras entregas"). The remedy voids that box.
func stageIrregular(r *Round, _ Turn) ([]Event, error) {
	b := r.irregularBox()
	c, ok := r.draw()
	if !ok {
		r.inc = incidentState{}
		return nil, fmt.Errorf("incident %s: the shoe is empty", IrregularBox)
	}
	h := &b.Hands[0]
	h.Cards = append(h.Cards, c)
	h.retotal()
	r.inc.box, r.inc.card = b.Number, c
	r.inc.remedy = Action{Kind: VoidBox, Box: b.Number, Hand: 1}
	r.emit(Event{Kind: EvIncident, Incident: IrregularBox, Card: c, Box: b.Number, Hand: 1})
	return r.staged(IrregularBox)
}

// stageBankOmitted brings in the bank's card passed over: the card due to
// the dealer is dealt to the first box as its second card, and the dealer
// must announce "Próximas cartas para la Banca" (001 Disposiciones 13)
// before his card; the deal then goes on with the second box.
func stageBankOmitted(r *Round, _ Turn) ([]Event, error) {
	b := r.firstLive()
	r.inc.remedy = Action{Kind: NextCardsBank}
	r.emit(Event{Kind: EvIncident, Incident: BankCardOmitted, Box: b.Number, Hand: 1})
	r.applyDeal(Action{Kind: Deal, Box: b.Number, Hand: 1})
	r.inc.owed = true
	return r.staged(BankCardOmitted)
}

// emptyBox is the box without a bet nearest after box (in the order of
// the deal, then before it), where a card due to box is laid by mistake; 0
// when every box has a bet.
func (r *Round) emptyBox(box int) int {
	for d := 1; d < r.rs.Boxes; d++ {
		for _, n := range []int{box + d, box - d} {
			if n >= 1 && n <= r.rs.Boxes && r.Box(n) == nil {
				return n
			}
		}
	}
	return 0
}
