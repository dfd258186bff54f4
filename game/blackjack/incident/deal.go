package incident

import (
	"errors"
	"fmt"

	"sabot/game/blackjack"
	"sabot/rules"
)

// The incidents of the deal: a card laid where no bet is or on the wrong
// box, a deal whose order is lost, a box with a card too many, a box or the
// bank passed over, the bank's card swept away.

// whenDealCard: a box's card of the deal is due (the first round's only,
// with first).
func whenDealCard(f *blackjack.Floor, t blackjack.Turn, first bool) error {
	if !dealingFromShoe(t) || !f.InDeal() || t.Due.Box == 0 || (first && f.Step() >= len(f.Round().Boxes())) {
		if first {
			return fmt.Errorf("it happens when a box's card of the deal's first round is due, and the step due is %s", dueNow(t))
		}
		return fmt.Errorf("it happens when a box's card of the deal is due, and the step due is %s", dueNow(t))
	}
	return nil
}

// whenHitCard: a card a player asked for is due.
func whenHitCard(f *blackjack.Floor, t blackjack.Turn) error {
	if !dealingFromShoe(t) || !f.InPlay() || t.Due.Box == 0 {
		return fmt.Errorf("it happens when a card a player asked for is due, and the step due is %s", dueNow(t))
	}
	return nil
}

func whenEmptyBox(f *blackjack.Floor, t blackjack.Turn) error {
	if err := whenDealCard(f, t, false); err != nil {
		return err
	}
	if emptyBox(f.Round(), t.Due.Box) == 0 {
		return errors.New("every box of the table has a bet")
	}
	return nil
}

func whenEmptyBoxDraw(f *blackjack.Floor, t blackjack.Turn) error {
	if err := whenHitCard(f, t); err != nil {
		return err
	}
	if emptyBox(f.Round(), t.Due.Box) == 0 {
		return errors.New("every box of the table has a bet")
	}
	return nil
}

// stageEmptyBox: the card due to a box is laid on the nearest box without
// a bet, and held there.
func stageEmptyBox(f *blackjack.Floor, t blackjack.Turn) error {
	return stageHeld(f, emptyBox(f.Round(), t.Due.Box))
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
func remedyPickUp(*blackjack.Floor) blackjack.Action {
	return blackjack.Action{Kind: blackjack.PickUpCard}
}

func refuseWrongBox(f *blackjack.Floor, a, due blackjack.Action, isRemedy bool, ill refusal) error {
	p, _ := f.Round().Pending()
	k := p.Kind
	if due.Kind == blackjack.PickUpCard {
		if k == blackjack.EmptyBox {
			return ill("empty-box", "the %s was laid on box %d, which has no bet: the deal is rebuilt, the card picked up and dealt to the box it was due to: %s", p.Card, p.Box, due)
		}
		return ill("wrong-box", "the %s asked for was laid on box %d: it is put back where it belongs: %s", p.Card, p.Box, due)
	}
	if isRemedy || (a.Kind == blackjack.Deal && a.Box == p.Box) {
		return ill(k.String(), "the %s picked up goes to the box it was due to: %s", p.Card, due)
	}
	return nil
}

func refuseEmptyBoxDraw(f *blackjack.Floor, a, due blackjack.Action, isRemedy bool, ill refusal) error {
	p, _ := f.Round().Pending()
	if due.Kind == blackjack.BurnCard {
		return ill("empty-box-draw", "the %s was laid on box %d, which has no bet, after the draw began: the card is eliminated, and the player gets the next one: %s", p.Card, p.Box, due)
	}
	return nil
}

func whenWrongBox(f *blackjack.Floor, t blackjack.Turn) error {
	if err := whenHitCard(f, t); err != nil {
		return err
	}
	if t.Due.Box >= f.Round().Rules().Boxes {
		return fmt.Errorf("no box follows box %d", t.Due.Box)
	}
	return nil
}

// stageWrongBox: the card asked for is laid on the next box.
func stageWrongBox(f *blackjack.Floor, t blackjack.Turn) error {
	return stageHeld(f, t.Due.Box+1)
}

func whenEmptyBoxUnclear(f *blackjack.Floor, t blackjack.Turn) error {
	if err := whenDealCard(f, t, true); err != nil {
		return err
	}
	if nextToEmpty(f.Round(), t.Due.Box) == 0 {
		return fmt.Errorf("no position next to box %d is without a bet", t.Due.Box)
	}
	return nil
}

// stageEmptyBoxUnclear: the card due to a box is laid on the position
// without a bet next to it, and stays there (Floor.LayOnNoBet).
func stageEmptyBoxUnclear(f *blackjack.Floor, t blackjack.Turn) error {
	return f.LayOnNoBet(nextToEmpty(f.Round(), t.Due.Box))
}

func refuseEmptyBoxUnclear(f *blackjack.Floor, a, due blackjack.Action, isRemedy bool, ill refusal) error {
	p, _ := f.Round().Pending()
	if due.Kind == blackjack.Deal && due.Box == p.Box {
		return ill("empty-box-unclear", "position %d has no bet but keeps the %s laid on it: the coup goes on \"alla regola\", its hand dealt in its turn and played by the dealer's rule, a card on 16 or less, none on 17 or more: %s", p.Box, p.Card, due)
	}
	if isRemedy {
		return ill("empty-box-unclear", "the %s lies on position %d, which has no bet, and the deal cannot be rebuilt: the coup goes on \"alla regola\", the position's hand dealt and played by the dealer's rule, a card on 16 or less, none on 17 or more: %s", p.Card, p.Box, due)
	}
	return nil
}

func whenDealUnclear(f *blackjack.Floor, t blackjack.Turn) error {
	if !dealingFromShoe(t) || !f.InDeal() {
		return fmt.Errorf("it happens while the cards of the deal are dealt, before the draw, and the step due is %s", dueNow(t))
	}
	if n := cardsDealt(f.Round()); n < 2 {
		return fmt.Errorf("only %d of the deal's cards on the table, no order to lose", n)
	}
	return nil
}

// stageDealUnclear: 000 Art. 19: "se non é ancora iniziata la fase di
// tiraggio e non é possibile ricostruire con certezza la corretta
// distribuzione, il colpo viene annullato." No card comes out: the deal is
// lost, and the coup's voiding is the dealer's step due.
func stageDealUnclear(f *blackjack.Floor, _ blackjack.Turn) error {
	f.Mark(0, 0, rules.Card{}, blackjack.Action{Kind: blackjack.VoidRound})
	return nil
}

func refuseDealUnclear(f *blackjack.Floor, a, due blackjack.Action, isRemedy bool, ill refusal) error {
	if a.Kind == blackjack.VoidBox {
		return ill("deal-unclear", "the deal cannot be rebuilt with certainty and the draw has not begun: the whole coup is void, not box %d alone: %s", a.Box, due)
	}
	return ill("deal-unclear", "the deal cannot be rebuilt with certainty and the draw has not begun: the coup is void, every stake returned and the cards eliminated: %s", due)
}

func whenIrregular(f *blackjack.Floor, t blackjack.Turn) error {
	if t.Dealer || t.Question != blackjack.AskPlay || !f.InPlay() {
		return fmt.Errorf("it happens while a player decides how to play his hand, and now %s", dueNow(t))
	}
	if irregularBox(f.Round(), t) == nil {
		return fmt.Errorf("no box after box %d waits to play with its two cards of the deal", t.Box)
	}
	return nil
}

// stageIrregular brings in an irregular box: the next card of the shoe is
// found on the first box after the one deciding that waits to play with
// its two cards (Floor.DealExtraCard).
func stageIrregular(f *blackjack.Floor, t blackjack.Turn) error {
	return f.DealExtraCard(irregularBox(f.Round(), t).Number)
}

func refuseIrregular(f *blackjack.Floor, a, due blackjack.Action, isRemedy bool, ill refusal) error {
	r := f.Round()
	p, _ := r.Pending()
	if a.Kind == blackjack.VoidBox {
		return ill("irregular-box", "the box with a card too many is box %d: %s", p.Box, due)
	}
	return ill("irregular-box", "box %d has %s, more cards than the deal gives: its bet alone is void and its cards eliminated: %s", p.Box, r.Box(p.Box).Hands[0].Cards, due)
}

func whenBoxSkipped(f *blackjack.Floor, t blackjack.Turn) error {
	r := f.Round()
	if !dealingFromShoe(t) || !f.InDeal() || f.Step() >= len(r.Boxes()) {
		return fmt.Errorf("it happens when a box's card of the deal's first round is due, and the step due is %s", dueNow(t))
	}
	if liveBoxes(r) < 2 {
		return fmt.Errorf("box %d is the only box in play", t.Due.Box)
	}
	return nil
}

// stageBoxSkipped: 001 Disposiciones 10: "no se le permitirá participar del
// juego en ese pase". No card comes out: the box is voided.
func stageBoxSkipped(f *blackjack.Floor, t blackjack.Turn) error {
	f.Mark(t.Due.Box, 0, rules.Card{}, blackjack.Action{Kind: blackjack.VoidBox, Box: t.Due.Box, Hand: 1})
	return nil
}

func refuseBoxSkipped(f *blackjack.Floor, a, due blackjack.Action, isRemedy bool, ill refusal) error {
	p, _ := f.Round().Pending()
	if a.Kind == blackjack.VoidBox {
		return ill("box-skipped", "the box passed over is box %d: %s", p.Box, due)
	}
	return ill("box-skipped", "box %d was passed over in the deal: it takes no part in this round, its bet returned: %s", p.Box, due)
}

func whenBankOmitted(f *blackjack.Floor, t blackjack.Turn) error {
	r := f.Round()
	if !dealingFromShoe(t) || !f.InDeal() || f.Step() != len(r.Boxes()) {
		return fmt.Errorf("it happens when the dealer's first card is due, and the step due is %s", dueNow(t))
	}
	if b := firstLive(r); b == nil || b.Hands[0].Cards[0].Rank == rules.Ace {
		// Box 1 would be asked "¿asegura?" before its card.
		return errors.New("the first box's card is an ace, asked about before its second card")
	}
	return nil
}

// stageBankOmitted brings in the bank's card passed over: the card due to
// the dealer is dealt to the first box as its second card
// (Floor.PassOverBank).
func stageBankOmitted(f *blackjack.Floor, _ blackjack.Turn) error {
	f.PassOverBank(firstLive(f.Round()).Number)
	return nil
}

// refuseBankCard explains the steps refused when the bank's card was passed
// over or swept into the discard (001 Disposiciones 13, 14): the
// announcement first, then the bank's card.
func refuseBankCard(f *blackjack.Floor, a, due blackjack.Action, isRemedy bool, ill refusal) error {
	p, _ := f.Round().Pending()
	k := p.Kind
	if due.Kind == blackjack.NextCardsBank {
		if k == blackjack.BankCardOmitted {
			return ill("bank-card-omitted", "the bank's card was passed over: the dealer announces \"Próximas cartas para la Banca\" before he deals it: %s", due)
		}
		return ill("bank-card-discarded", "the bank's %s went into the discard: the dealer announces \"Próximas cartas para la Banca\" before he deals on: %s", p.Card, due)
	}
	if isRemedy || !(a.Kind == blackjack.Deal && a.Box == 0) {
		return ill(k.String(), "announced, the next card is the bank's: %s", due)
	}
	return nil
}

// whenSecondRound: a box's card of the deal's second round is due.
func whenSecondRound(f *blackjack.Floor, t blackjack.Turn) error {
	if !dealingFromShoe(t) || !f.InDeal() || f.Step() <= len(f.Round().Boxes()) || t.Due.Box == 0 {
		return fmt.Errorf("it happens when a box's card of the deal's second round is due, and the step due is %s", dueNow(t))
	}
	return nil
}

// stageOneCard: 001 Disposiciones 4: the player is asked his consent; the
// card is dealt (play-on) or the box voided (withdraw).
func stageOneCard(f *blackjack.Floor, t blackjack.Turn) error {
	f.Mark(t.Due.Box, 1, rules.Card{}, blackjack.Action{})
	return nil
}

func refuseOneCard(f *blackjack.Floor, a, due blackjack.Action, isRemedy bool, ill refusal) error {
	p, _ := f.Round().Pending()
	if due.Kind == blackjack.VoidBox && a.Kind != blackjack.VoidBox {
		return ill("one-card", "box %d's player does not consent: the cards dealt to him are burnt and his bet is void: %s", p.Box, due)
	}
	if isRemedy {
		return ill("one-card", "box %d's player consents: the delivery is completed: %s", p.Box, due)
	}
	return nil
}

func whenBankDiscarded(f *blackjack.Floor, t blackjack.Turn) error {
	r := f.Round()
	if !dealingFromShoe(t) || !f.InDeal() || f.Step() <= len(r.Boxes()) || t.Due.Box == 0 || len(r.DealerCards()) != 1 {
		return fmt.Errorf("it happens when a box's card of the deal's second round is due and the bank has its first card, and the step due is %s", dueNow(t))
	}
	return nil
}

// stageBankDiscarded: 001 Disposiciones 14: the bank's card goes into the
// discard; announced, the next card is the bank's, and the deal goes on.
func stageBankDiscarded(f *blackjack.Floor, _ blackjack.Turn) error {
	f.SweepBankCard()
	return nil
}

// liveBoxes counts the boxes not voided.
func liveBoxes(r *blackjack.Round) int {
	n := 0
	for _, b := range r.Boxes() {
		if !b.Voided() {
			n++
		}
	}
	return n
}

// firstLive is the first box of the deal not voided; nil when none.
func firstLive(r *blackjack.Round) *blackjack.Box {
	boxes := r.Boxes()
	for i := range boxes {
		if !boxes[i].Voided() {
			return &boxes[i]
		}
	}
	return nil
}

// irregularBox is the first box after the one deciding (at turn t) that
// still waits to play with its two cards of the deal, untouched; nil when
// none.
func irregularBox(r *blackjack.Round, t blackjack.Turn) *blackjack.Box {
	boxes := r.Boxes()
	after := false
	for i := range boxes {
		b := &boxes[i]
		if !after {
			after = b.Number == t.Box
			continue
		}
		if h := &b.Hands[0]; !b.Voided() && len(b.Hands) == 1 && len(h.Cards) == 2 && !h.Done && !h.Settled && h.Desafio == 0 && b.Insurance == 0 && !b.EvenMoney {
			return b
		}
	}
	return nil
}

// emptyBox is the box without a bet nearest after box (in the order of
// the deal, then before it), where a card due to box is laid by mistake; 0
// when every box has a bet.
func emptyBox(r *blackjack.Round, box int) int {
	for d := 1; d < r.Rules().Boxes; d++ {
		for _, n := range []int{box + d, box - d} {
			if n >= 1 && n <= r.Rules().Boxes && r.Box(n) == nil {
				return n
			}
		}
	}
	return 0
}

// nextToEmpty is the position without a bet next to box where the card due
// to box is laid by mistake, the one after it in the deal's order first; 0
// when both have a bet (or are not positions of the table).
func nextToEmpty(r *blackjack.Round, box int) int {
	for _, n := range []int{box + 1, box - 1} {
		if n >= 1 && n <= r.Rules().Boxes && r.Box(n) == nil {
			return n
		}
	}
	return 0
}

// cardsDealt counts the cards of the deal on the table: the boxes' and the
// dealer's.
func cardsDealt(r *blackjack.Round) int {
	n := len(r.DealerCards())
	for _, b := range r.Boxes() {
		for _, h := range b.Hands {
			n += len(h.Cards)
		}
	}
	return n
}
