package blackjack

import (
	"errors"
	"fmt"
)

// The incidents of the play and the settlement: a question the dealer did
// not ask, the bank's card seen, a player away, a player passed over, a
// player's cards swept away, cards left in the discard holder.

func whenAskSkipped(r *Round, t Turn) error {
	if !t.Dealer || (t.Due.Kind != AskDesafio && t.Due.Kind != AskDouble) {
		return fmt.Errorf("it happens when the dealer must ask \"¿asegura?\" or \"¿dobla?\", and the step due is %s", r.dueString())
	}
	return nil
}

// stageAskSkipped: the card comes out without the question, which is gone
// with it: the card is the box's, its second, or a card taken as a hit on
// 11 (remedyOf: no remedy).
func stageAskSkipped(r *Round, t Turn) ([]Event, error) {
	if err := r.holdCards(AskSkipped); err != nil {
		return nil, err
	}
	h := r.handAt(t.Due)
	if t.Due.Kind == AskDesafio {
		h.desafioDone = true
	} else {
		h.doubleAsked, h.wantCard = true, true
	}
	return r.staged(AskSkipped)
}

func refuseAskSkipped(r *Round, a, due Action, isRemedy bool, ill incidentRefusal) error {
	if isRemedy {
		return ill("card-valid", "the %s came out without the question: it is valid, not burnt, and goes to the box: %s", r.inc.card, due)
	}
	if a.Kind == AskDesafio || a.Kind == AskDouble {
		return ill("ask-skipped", "the %s is out: the question can no longer be asked, and the card is valid: %s", r.inc.card, due)
	}
	return nil
}

func whenElevenSkipped(r *Round, t Turn) error {
	if !t.Dealer || t.Due.Kind != AskDouble {
		return fmt.Errorf("it happens when the dealer must ask \"¿dobla?\", and the step due is %s", r.dueString())
	}
	return nil
}

// stageElevenSkipped: 001 Disposiciones 9: "se le dará la opción de retirar
// la apuesta o a recibir la próxima carta".
func stageElevenSkipped(r *Round, t Turn) ([]Event, error) {
	r.inc.box, r.inc.hand = t.Due.Box, t.Due.Hand
	r.emit(Event{Kind: EvIncident, Incident: ElevenSkipped, Box: t.Due.Box, Hand: t.Due.Hand})
	return r.staged(ElevenSkipped)
}

func refuseElevenSkipped(r *Round, a, due Action, isRemedy bool, ill incidentRefusal) error {
	if due.Kind == VoidBox && a.Kind != VoidBox {
		return ill("eleven-skipped", "box %d's player withdraws his bet: %s", r.inc.box, due)
	}
	if isRemedy || (a.Kind == Deal && a.Box == r.inc.box) {
		return ill("eleven-skipped", "box %d's player takes the next card: he is asked \"¿dobla?\" first: %s", r.inc.box, due)
	}
	return nil
}

func whenBankCardSeen(r *Round, t Turn) error {
	if t.Dealer || t.Question != AskPlay || !r.holeDown {
		return fmt.Errorf("it happens while a player decides and the bank's second card is face down, and now %s", r.dueString())
	}
	if r.dealerBJ {
		// Turned, it would end the round (Desarrollo 14): the school
		// stages the incident where the play goes on.
		return errors.New("the bank has a blackjack")
	}
	return nil
}

// stageBankCardSeen: 001 Disposiciones 12: "éste podrá definir el pase con
// las cartas 'vistas'". Reading: the card stays face up, the player decides
// seeing it (and the players after him), and the dealer's turn of it is not
// due: the incident lasts until the dealer's first step of his play.
func stageBankCardSeen(r *Round, t Turn) ([]Event, error) {
	r.inc.box, r.inc.hand, r.inc.card = t.Box, t.Hand, r.dealer[1]
	r.holeDown = false
	r.emit(Event{Kind: EvIncident, Incident: BankCardSeen, Card: r.dealer[1], Box: t.Box, Hand: t.Hand})
	return r.staged(BankCardSeen)
}

func refuseBankCardSeen(r *Round, a, due Action, isRemedy bool, ill incidentRefusal) error {
	if isRemedy || a.Kind == RevealHole {
		return ill("bank-card-seen", "the bank's %s turned by accident stays as it is: box %d plays on with it seen: %s", r.dealer[1], r.inc.box, due)
	}
	return nil
}

func whenAbsent(r *Round, t Turn) error {
	if err := whenDeciding(r, t); err != nil {
		return err
	}
	if h := r.hand(); h.Total().Value > 16 {
		// Played by the rule his hand stands, as he may: the school
		// stages the incident where it changes the play.
		return fmt.Errorf("box %d has %d, which the dealer's rule stands on", t.Box, h.Total().Value)
	}
	return nil
}

// stageAbsent: no card comes out: the hand is now the dealer's to play.
func stageAbsent(r *Round, t Turn) ([]Event, error) {
	r.inc.box, r.inc.hand = t.Box, t.Hand
	r.emit(Event{Kind: EvIncident, Incident: AbsentPlayer, Box: t.Box, Hand: t.Hand})
	return r.staged(AbsentPlayer)
}

func refuseAbsent(r *Round, a, due Action, isRemedy bool, ill incidentRefusal) error {
	return ill("absent-player", "the player of box %d is away: his hand is played by the dealer's rule, a card on 16 or less, none on 17 or more: %s", r.inc.box, due)
}

// whenAnnounced: the bank's hand is over and announced, before the first
// settlement.
func whenAnnounced(r *Round, t Turn) error {
	if !t.Dealer || r.phase != phSettle || r.step != 0 || !r.announced {
		return fmt.Errorf("it happens when the bank's hand is over and announced, before the settlement, and the step due is %s", r.dueString())
	}
	return nil
}

func whenDealingStopped(r *Round, t Turn) error {
	if err := whenAnnounced(r, t); err != nil {
		return err
	}
	if r.stoppedBox() == nil {
		return errors.New("no box stood under 21 on a hand it did not double or split")
	}
	return nil
}

// stageDealingStopped: the player passed over is asked whether he plays on
// or withdraws; against a bank gone over, "si la Banca se hubiera Pasado, el
// jugador cobrará su apuesta": no question, the settlement pays him.
func stageDealingStopped(r *Round, t Turn) ([]Event, error) {
	b := r.stoppedBox()
	r.inc.box, r.inc.hand = b.Number, 1
	h := &b.Hands[0]
	if r.dealerT.Value > 21 {
		r.inc.answered = true
	} else {
		h.Done = false // his hand is open again: he asked for a card
	}
	r.emit(Event{Kind: EvIncident, Incident: DealingStopped, Box: b.Number, Hand: 1})
	return r.staged(DealingStopped)
}

func refuseDealingStopped(r *Round, a, due Action, isRemedy bool, ill incidentRefusal) error {
	if due.Kind == VoidBox && a.Kind != VoidBox {
		return ill("dealing-stopped", "box %d's player withdraws his bet: %s", r.inc.box, due)
	}
	if isRemedy {
		if r.dealerT.Value > 21 {
			return ill("dealing-stopped", "the bank went over: box %d's player is paid his bet: %s", r.inc.box, due)
		}
		return ill("dealing-stopped", "box %d's player plays on against the bank seen: %s", r.inc.box, due)
	}
	if (a.Kind == Pay || a.Kind == Collect) && due.Kind == Deal {
		return ill("dealing-stopped", "box %d's player was passed over: his card comes before the settlement: %s", r.inc.box, due)
	}
	return nil
}

func whenPlayerDiscarded(r *Round, t Turn) error {
	if err := whenAnnounced(r, t); err != nil {
		return err
	}
	if r.claimingBox() == nil {
		return errors.New("no box's one hand wins or ties against the bank")
	}
	return nil
}

func refusePlayerDiscarded(r *Round, a, due Action, isRemedy bool, ill incidentRefusal) error {
	return ill("player-cards-discarded", "box %d's cards went into the discard: its player has no claim, his bet is lost and collected: %s", r.inc.box, due)
}

func whenCardsInDiscard(r *Round, t Turn) error {
	if !t.Dealer || (r.phase != phInsurance && r.phase != phPlay) {
		return fmt.Errorf("it happens after the deal, when the dealer's step is due before his own play, and now %s", r.dueString())
	}
	return nil
}

// stageCardsInDiscard: 004 Regole particolari 1: "il colpo andrà avanti
// regolarmente"; the cards go into the Shuffler Mate after the coup. No
// remedy step: the step due stays due, and the incident ends with it.
func stageCardsInDiscard(r *Round, t Turn) ([]Event, error) {
	r.emit(Event{Kind: EvIncident, Incident: CardsInDiscard})
	return r.staged(CardsInDiscard)
}

func refuseCardsInDiscard(r *Round, a, due Action, isRemedy bool, ill incidentRefusal) error {
	if isRemedy || a.Kind == CollectCards || a.Kind == CollectHandCards {
		return ill("cards-in-discard", "the cards left in the discard holder change nothing now: the coup goes on as it is, and they go back with the others after it: %s", due)
	}
	return nil
}

// stoppedBox is the box of a dealing-stopped incident: the first whose
// one hand stood under 21, not doubled, not a blackjack, not yet settled;
// nil when none.
func (r *Round) stoppedBox() *Box {
	for i := range r.boxes {
		b := &r.boxes[i]
		h := &b.Hands[0]
		if !b.voided && len(b.Hands) == 1 && !h.Bust && !h.Doubled && !h.Blackjack() && !h.Settled && h.Total().Value < 21 && len(b.Behind) == 0 {
			return b
		}
	}
	return nil
}

// claimingBox is the box of a player-cards-discarded incident: the first
// whose one hand, face up and not yet settled, wins or ties against the
// bank (a box that loses has nothing to claim); nil when none.
func (r *Round) claimingBox() *Box {
	for i := range r.boxes {
		b := &r.boxes[i]
		h := &b.Hands[0]
		if b.voided || len(b.Hands) != 1 || len(b.Behind) != 0 || h.Settled || h.FaceDown || len(h.Cards) == 0 {
			continue
		}
		if res, _ := r.result(h); res == Win || res == Push {
			return b
		}
	}
	return nil
}

// stagePlayerDiscarded brings in a player's cards swept into the discard
// (001 Disposiciones 15): the cards of the first box that wins or ties go
// into the discard, and "éste no tendrá derecho a reclamo". Reading: his
// hand is gone and his bet lost; the remedy is its collection, as a
// losing bet's, and the settlement goes on for the other boxes.
func stagePlayerDiscarded(r *Round, _ Turn) ([]Event, error) {
	b := r.claimingBox()
	h := &b.Hands[0]
	r.inc.box, r.inc.hand = b.Number, 1
	r.inc.card = h.Cards[0]
	r.emit(Event{Kind: EvIncident, Incident: PlayerCardsDiscarded, Box: b.Number, Hand: 1, Card: h.Cards[0]})
	r.discards = append(r.discards, h.Cards...)
	h.Cards = h.Cards[:0]
	h.retotal()
	h.CardsOff = true
	r.inc.remedy = Action{Kind: Collect, Box: b.Number, Hand: 1, Bet: MainBet, Amount: h.Stake}
	return r.staged(PlayerCardsDiscarded)
}
