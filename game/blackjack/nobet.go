package blackjack

import (
	"fmt"
	"slices"

	"sabot/rules"
)

// A card of the deal laid on a position without a bet, when the deal cannot
// be rebuilt (004 Regole particolari 2: "Qualora il dealer dovesse dare
// carta in una postazione non puntata, il colpo proseguirà alla 'regola' se
// non fosse possibile ricostruirlo"; 17: "Per 'REGOLA' si intende quella
// del DEALER cioè: con punteggio di 16 o meno si deve tirare, con 17 o più
// si deve restare").
//
// Interpretation: the card is not moved (nothing can say which box it was
// due to) and the coup is not annulled: it goes on with the cards where
// they lie. The position keeps its card as a hand of its own, which nobody
// plays: like an absent player's (Regole particolari 9, "il colpo sarà
// giocato alla 'regola'"), it is given its second card in the deal's
// second round and played in its turn by the dealer's rule, a card on 16
// or less, none on 17 or more. Having no bet, it wins and loses nothing;
// its cards are collected with the others. Every box with a bet keeps the
// cards the deal gave it and plays as usual.

// LayOnNoBet: the card due to a box is laid on the position pos without a
// bet next to it, and the deal cannot be rebuilt: the position becomes a
// NoBet box of the round holding that card, and the box's card is still
// due (the next of the shoe).
func (f *Floor) LayOnNoBet(pos int) error {
	r := f.r
	c, ok := r.draw()
	if !ok {
		r.inc = incidentState{}
		return fmt.Errorf("incident %s: the shoe is empty", EmptyBoxUnclear)
	}
	nb := Box{Number: pos, NoBet: true, asked: true, Hands: []Hand{{Cards: rules.Cards{c}}}}
	nb.Hands[0].retotal()
	nb.First[0] = c
	at, _ := slices.BinarySearchFunc(r.boxes, pos, func(b Box, n int) int { return b.Number - n })
	r.boxes = slices.Insert(r.boxes, at, nb)
	for i := range r.boxIndex {
		r.boxIndex[i] = -1
	}
	for i := range r.boxes {
		r.boxIndex[r.boxes[i].Number] = int8(i)
	}
	if at <= r.step {
		r.step++ // the box's card is still the one due
	}
	r.inc.box, r.inc.card = pos, c
	r.emit(Event{Kind: EvIncident, Incident: EmptyBoxUnclear, Card: c, Box: pos, Hand: 1})
	t := nb.Hands[0].Total()
	r.emit(Event{Kind: EvCard, Box: pos, Hand: 1, Card: c, Total: t.Value, Soft: t.Soft})
	return nil
}

// noBetDue plays the hand of a position without a bet "alla regola" (004
// Regole particolari 2, 17): a card on 16 or less, none on 17 or more. Its
// hand over, it is settled void (it has no bet), and the incident ends. It
// reports whether it set the step due.
func (r *Round) noBetDue(b *Box, h *Hand) bool {
	if !b.NoBet {
		return false
	}
	if !h.Done {
		if h.Total().Value <= 16 {
			r.dealerDue(Action{Kind: Deal, Box: b.Number, Hand: 1})
			return true
		}
		r.finish(h, EvStand)
	}
	if !h.Settled {
		h.Settled, h.Result, h.Net = true, Void, 0
		if r.inc.kind == EmptyBoxUnclear && r.inc.box == b.Number {
			r.inc = incidentState{}
		}
	}
	if h.Bust && r.rs.BustCollectedAtOnce && !h.CardsOff {
		// Its cards collected as a busted hand's, with no bet to collect.
		r.dealerDue(Action{Kind: CollectHandCards, Box: b.Number, Hand: 1})
		return true
	}
	return false
}
