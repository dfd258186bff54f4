package incident

import (
	"errors"
	"fmt"

	"sabot/game/blackjack"
	"sabot/rules"
)

// The incidents of the play and the settlement: a question the dealer did
// not ask, the bank's card seen, a player away, a player passed over, a
// player's cards swept away, cards left in the discard holder.

func whenAskSkipped(f *blackjack.Floor, t blackjack.Turn) error {
	if !t.Dealer || (t.Due.Kind != blackjack.AskDesafio && t.Due.Kind != blackjack.AskDouble) {
		return fmt.Errorf("it happens when the dealer must ask \"¿asegura?\" or \"¿dobla?\", and the step due is %s", dueNow(t))
	}
	return nil
}

// stageAskSkipped: the card comes out without the question, which is gone
// with it: the card is the box's, its second, or a card taken as a hit on
// 11 (remedyOf: no remedy).
func stageAskSkipped(f *blackjack.Floor, _ blackjack.Turn) error {
	if err := stageHeld(f, 0); err != nil {
		return err
	}
	f.SkipQuestion()
	return nil
}

func refuseAskSkipped(f *blackjack.Floor, a, due blackjack.Action, isRemedy bool, ill refusal) error {
	p, _ := f.Round().Pending()
	if isRemedy {
		return ill("card-valid", "the %s came out without the question: it is valid, not burnt, and goes to the box: %s", p.Card, due)
	}
	if a.Kind == blackjack.AskDesafio || a.Kind == blackjack.AskDouble {
		return ill("ask-skipped", "the %s is out: the question can no longer be asked, and the card is valid: %s", p.Card, due)
	}
	return nil
}

func whenElevenSkipped(f *blackjack.Floor, t blackjack.Turn) error {
	if !t.Dealer || t.Due.Kind != blackjack.AskDouble {
		return fmt.Errorf("it happens when the dealer must ask \"¿dobla?\", and the step due is %s", dueNow(t))
	}
	return nil
}

// stageElevenSkipped: 001 Disposiciones 9: "se le dará la opción de retirar
// la apuesta o a recibir la próxima carta".
func stageElevenSkipped(f *blackjack.Floor, t blackjack.Turn) error {
	f.Mark(t.Due.Box, t.Due.Hand, rules.Card{}, blackjack.Action{})
	return nil
}

func refuseElevenSkipped(f *blackjack.Floor, a, due blackjack.Action, isRemedy bool, ill refusal) error {
	p, _ := f.Round().Pending()
	if due.Kind == blackjack.VoidBox && a.Kind != blackjack.VoidBox {
		return ill("eleven-skipped", "box %d's player withdraws his bet: %s", p.Box, due)
	}
	if isRemedy || (a.Kind == blackjack.Deal && a.Box == p.Box) {
		return ill("eleven-skipped", "box %d's player takes the next card: he is asked \"¿dobla?\" first: %s", p.Box, due)
	}
	return nil
}

func whenBankCardSeen(f *blackjack.Floor, t blackjack.Turn) error {
	if t.Dealer || t.Question != blackjack.AskPlay || !f.Round().HoleDown() {
		return fmt.Errorf("it happens while a player decides and the bank's second card is face down, and now %s", dueNow(t))
	}
	if f.DealerBlackjack() {
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
func stageBankCardSeen(f *blackjack.Floor, t blackjack.Turn) error {
	f.Mark(t.Box, t.Hand, f.Round().DealerCards()[1], blackjack.Action{})
	f.TurnHoleCard()
	return nil
}

func refuseBankCardSeen(f *blackjack.Floor, a, due blackjack.Action, isRemedy bool, ill refusal) error {
	r := f.Round()
	p, _ := r.Pending()
	if isRemedy || a.Kind == blackjack.RevealHole {
		return ill("bank-card-seen", "the bank's %s turned by accident stays as it is: box %d plays on with it seen: %s", r.DealerCards()[1], p.Box, due)
	}
	return nil
}

func whenAbsent(f *blackjack.Floor, t blackjack.Turn) error {
	if err := whenDeciding(f, t); err != nil {
		return err
	}
	if h := &f.Round().Box(t.Box).Hands[t.Hand-1]; h.Total().Value > 16 {
		// Played by the rule his hand stands, as he may: the school
		// stages the incident where it changes the play.
		return fmt.Errorf("box %d has %d, which the dealer's rule stands on", t.Box, h.Total().Value)
	}
	return nil
}

// stageAbsent: no card comes out: the hand is now the dealer's to play.
func stageAbsent(f *blackjack.Floor, t blackjack.Turn) error {
	f.Mark(t.Box, t.Hand, rules.Card{}, blackjack.Action{})
	return nil
}

func refuseAbsent(f *blackjack.Floor, a, due blackjack.Action, isRemedy bool, ill refusal) error {
	p, _ := f.Round().Pending()
	return ill("absent-player", "the player of box %d is away: his hand is played by the dealer's rule, a card on 16 or less, none on 17 or more: %s", p.Box, due)
}

// whenAnnounced: the bank's hand is over and announced, before the first
// settlement.
func whenAnnounced(f *blackjack.Floor, t blackjack.Turn) error {
	if !t.Dealer || !f.InSettlement() || f.Step() != 0 || !f.Announced() {
		return fmt.Errorf("it happens when the bank's hand is over and announced, before the settlement, and the step due is %s", dueNow(t))
	}
	return nil
}

func whenDealingStopped(f *blackjack.Floor, t blackjack.Turn) error {
	if err := whenAnnounced(f, t); err != nil {
		return err
	}
	if stoppedBox(f.Round()) == nil {
		return errors.New("no box stood under 21 on a hand it did not double or split")
	}
	return nil
}

// stageDealingStopped: the player passed over is asked whether he plays on
// or withdraws; against a bank gone over, "si la Banca se hubiera Pasado, el
// jugador cobrará su apuesta": no question, the settlement pays him
// (Floor.PassOver).
func stageDealingStopped(f *blackjack.Floor, _ blackjack.Turn) error {
	b := stoppedBox(f.Round()).Number
	f.Mark(b, 1, rules.Card{}, blackjack.Action{})
	f.PassOver(b)
	return nil
}

func refuseDealingStopped(f *blackjack.Floor, a, due blackjack.Action, isRemedy bool, ill refusal) error {
	p, _ := f.Round().Pending()
	if due.Kind == blackjack.VoidBox && a.Kind != blackjack.VoidBox {
		return ill("dealing-stopped", "box %d's player withdraws his bet: %s", p.Box, due)
	}
	if isRemedy {
		if f.DealerValue() > 21 {
			return ill("dealing-stopped", "the bank went over: box %d's player is paid his bet: %s", p.Box, due)
		}
		return ill("dealing-stopped", "box %d's player plays on against the bank seen: %s", p.Box, due)
	}
	if (a.Kind == blackjack.Pay || a.Kind == blackjack.Collect) && due.Kind == blackjack.Deal {
		return ill("dealing-stopped", "box %d's player was passed over: his card comes before the settlement: %s", p.Box, due)
	}
	return nil
}

func whenPlayerDiscarded(f *blackjack.Floor, t blackjack.Turn) error {
	if err := whenAnnounced(f, t); err != nil {
		return err
	}
	if claimingBox(f) == nil {
		return errors.New("no box's one hand wins or ties against the bank")
	}
	return nil
}

// stagePlayerDiscarded brings in a player's cards swept into the discard
// (001 Disposiciones 15): the cards of the first box that wins or ties go
// into the discard, and "éste no tendrá derecho a reclamo"
// (Floor.SweepHand).
func stagePlayerDiscarded(f *blackjack.Floor, _ blackjack.Turn) error {
	f.SweepHand(claimingBox(f).Number)
	return nil
}

func refusePlayerDiscarded(f *blackjack.Floor, a, due blackjack.Action, isRemedy bool, ill refusal) error {
	p, _ := f.Round().Pending()
	return ill("player-cards-discarded", "box %d's cards went into the discard: its player has no claim, his bet is lost and collected: %s", p.Box, due)
}

func whenCardsInDiscard(f *blackjack.Floor, t blackjack.Turn) error {
	if !t.Dealer || (!f.InInsurance() && !f.InPlay()) {
		return fmt.Errorf("it happens after the deal, when the dealer's step is due before his own play, and now %s", dueNow(t))
	}
	return nil
}

// stageCardsInDiscard: 004 Regole particolari 1: "il colpo andrà avanti
// regolarmente"; the cards go into the Shuffler Mate after the coup. No
// remedy step: the step due stays due, and the incident ends with it.
func stageCardsInDiscard(f *blackjack.Floor, _ blackjack.Turn) error {
	f.Mark(0, 0, rules.Card{}, blackjack.Action{})
	return nil
}

func refuseCardsInDiscard(f *blackjack.Floor, a, due blackjack.Action, isRemedy bool, ill refusal) error {
	if isRemedy || a.Kind == blackjack.CollectCards || a.Kind == blackjack.CollectHandCards {
		return ill("cards-in-discard", "the cards left in the discard holder change nothing now: the coup goes on as it is, and they go back with the others after it: %s", due)
	}
	return nil
}

// stoppedBox is the box of a dealing-stopped incident: the first whose
// one hand stood under 21, not doubled, not a blackjack, not yet settled;
// nil when none.
func stoppedBox(r *blackjack.Round) *blackjack.Box {
	boxes := r.Boxes()
	for i := range boxes {
		b := &boxes[i]
		h := &b.Hands[0]
		if !b.Voided() && len(b.Hands) == 1 && !h.Bust && !h.Doubled && !h.Blackjack() && !h.Settled && h.Total().Value < 21 && len(b.Behind) == 0 {
			return b
		}
	}
	return nil
}

// claimingBox is the box of a player-cards-discarded incident: the first
// whose one hand, face up and not yet settled, wins or ties against the
// bank (a box that loses has nothing to claim); nil when none.
func claimingBox(f *blackjack.Floor) *blackjack.Box {
	boxes := f.Round().Boxes()
	for i := range boxes {
		b := &boxes[i]
		h := &b.Hands[0]
		if b.Voided() || len(b.Hands) != 1 || len(b.Behind) != 0 || h.Settled || h.FaceDown || len(h.Cards) == 0 {
			continue
		}
		if res := f.Result(h); res == blackjack.Win || res == blackjack.Push {
			return b
		}
	}
	return nil
}
