package blackjack

import "fmt"

// The changes an incident makes to the round as it comes in (Floor), each
// with the clause it follows; the table of incidents
// (game/blackjack/incident) says which incident makes which, and when.

// SkipQuestion: the dealer deals the card of the box due a question
// without asking it (001 Disposiciones 5, 8): the question is gone with
// the card held (Hold), which is the box's, its second or, on 11, a card
// taken as a hit.
func (f *Floor) SkipQuestion() {
	r := f.r
	h := r.handAt(r.turn.Due)
	if r.turn.Due.Kind == AskDesafio {
		h.desafioDone = true
	} else {
		h.doubleAsked, h.wantCard = true, true
	}
}

// TurnHoleCard: the dealer's hole card is turned by accident (001
// Disposiciones 12: "éste podrá definir el pase con las cartas 'vistas'").
// It stays face up, the players decide seeing it, and the dealer's turn of
// it is not due.
func (f *Floor) TurnHoleCard() { f.r.holeDown = false }

// TakeOutCutCard: the cut card comes out now, as the round's first card
// (000 Art. 33), and the next card is the one behind it; the last round's
// announcement is due.
func (f *Floor) TakeOutCutCard() {
	r := f.r
	r.shoe.PlaceCutAfter(0)
	r.cutSeen, r.cutFirst = true, true
	r.emit(Event{Kind: EvIncident, Incident: CutCardFirst})
	r.emit(Event{Kind: EvCutCard})
	r.inc.remedy = Action{Kind: LastRound}
}

// SweepBankCard: the bank's card goes into the discard (001 Disposiciones
// 14); announced, the next card is the bank's, and the deal goes on.
func (f *Floor) SweepBankCard() {
	r := f.r
	c := r.dealer[0]
	r.discards = append(r.discards, c)
	r.dealer = r.dealer[:0]
	r.redealer()
	r.inc.card = c
	r.inc.remedy, r.inc.owed = Action{Kind: NextCardsBank}, true
	r.emit(Event{Kind: EvIncident, Incident: BankCardDiscarded, Card: c})
}

// DealExtraCard: the next card of the shoe is found on box, a third card
// of the deal (000 Art. 19: "caselle che non hanno il numero regolare di
// carte"; 001 Disposiciones 6: "más de dos (2) cartas en las dos primeras
// entregas"). The remedy voids that box.
func (f *Floor) DealExtraCard(box int) error {
	r := f.r
	b := r.Box(box)
	c, ok := r.draw()
	if !ok {
		r.inc = incidentState{}
		return fmt.Errorf("incident %s: the shoe is empty", IrregularBox)
	}
	h := &b.Hands[0]
	h.Cards = append(h.Cards, c)
	h.retotal()
	r.inc.box, r.inc.card = b.Number, c
	r.inc.remedy = Action{Kind: VoidBox, Box: b.Number, Hand: 1}
	r.emit(Event{Kind: EvIncident, Incident: IrregularBox, Card: c, Box: b.Number, Hand: 1})
	return nil
}

// PassOverBank: the card due to the dealer is dealt to box as its second
// card, and the dealer must announce "Próximas cartas para la Banca" (001
// Disposiciones 13) before his card; the deal then goes on with the next
// box.
func (f *Floor) PassOverBank(box int) {
	r := f.r
	r.inc.remedy = Action{Kind: NextCardsBank}
	r.emit(Event{Kind: EvIncident, Incident: BankCardOmitted, Box: box, Hand: 1})
	r.applyDeal(Action{Kind: Deal, Box: box, Hand: 1})
	r.inc.owed = true
}

// PassOver: box's player, standing on a card he did not get, was passed
// over (001 Disposiciones 11): against a bank gone over, "el jugador
// cobrará su apuesta", no question, the settlement pays him; otherwise his
// hand is open again, and he is asked whether he plays on or withdraws.
func (f *Floor) PassOver(box int) {
	r := f.r
	if r.dealerT.Value > 21 {
		r.inc.answered = true
	} else {
		r.Box(box).Hands[0].Done = false // he asked for a card
	}
}

// SweepHand: the cards of box, whose hand wins or ties, go into the
// discard (001 Disposiciones 15): "éste no tendrá derecho a reclamo". His
// hand is gone and his bet lost; the remedy is its collection, as a losing
// bet's, and the settlement goes on for the other boxes.
func (f *Floor) SweepHand(box int) {
	r := f.r
	b := r.Box(box)
	h := &b.Hands[0]
	r.inc.box, r.inc.hand = b.Number, 1
	r.inc.card = h.Cards[0]
	r.emit(Event{Kind: EvIncident, Incident: PlayerCardsDiscarded, Box: b.Number, Hand: 1, Card: h.Cards[0]})
	r.discards = append(r.discards, h.Cards...)
	h.Cards = h.Cards[:0]
	h.retotal()
	h.CardsOff = true
	r.inc.remedy = Action{Kind: Collect, Box: b.Number, Hand: 1, Bet: MainBet, Amount: h.Stake}
}
