package school

import (
	"sabot/game/blackjack"
	"sabot/game/punto"
	"sabot/rules"
)

// The screenshot of the dealer school (screenshot -scene dealer-school): the
// student takes the right steps, the computer players answer, up to the
// first payment of the round; there he pays a blackjack even money, or a win 5 short,
// and the table stops him with the amount due and the article.

// shotEvery is how many ticks the screenshot's student takes for a step.
const shotEvery = 6

// StageShot tells the table which of its screenshots to stage:
// "school-incident" stages an incident instead of a payment.
func (s *Table) StageShot(scene string) { s.shotIncident = scene == "school-incident" }

// ShotStep plays the screenshot's sequence; it reports when the picture is
// ready.
func (s *Table) ShotStep(tick int) bool {
	if s.stopped != nil {
		return true
	}
	r := s.round
	if r == nil {
		return true
	}
	if s.shotIncident {
		return s.incidentShotStep(tick)
	}
	if r.Done() {
		s.deal() // a round without a payment: the next one
		return false
	}
	t := r.Turn()
	if !t.Dealer || tick%shotEvery != 0 {
		return false
	}
	due := t.Due
	if due.Kind == blackjack.Pay && due.Bet == blackjack.MainBet {
		s.verb = verbPay
		s.onBet(betRef{box: due.Box, hand: max(due.Hand, 1), kind: due.Bet})
		// The classic mistake: a blackjack paid even, or a win paid short.
		s.paid = s.stakeOf(*s.payBet)
		if s.paid == due.Amount {
			s.paid -= rules.Units(5)
		}
		s.pay()
		return false
	}
	s.step(due)
	return false
}

// ShotStep plays the Punto Banco screenshot's sequence: the right steps up
// to the first Banco bet to pay, which the student pays 1:1, forgetting the
// commission; the table stops him with the amount due and the article.
func (s *Punto) ShotStep(tick int) bool {
	if s.stopped != nil {
		return true
	}
	r := s.round
	if r == nil {
		return true
	}
	if r.Done() {
		s.deal()
		s.Layout(s.app)
		return false
	}
	due, ok := r.NextDealerAction()
	if !ok || tick%shotEvery != 0 {
		return false
	}
	if due.Kind == punto.Pay && due.Side == punto.Banco {
		s.verb = pbVerbPay
		s.onBet(pbBetRef{pos: due.Position, side: due.Side})
		for _, b := range r.Bets() {
			if b.Position == due.Position && b.On == punto.Banco {
				s.paid = b.Amount
			}
		}
		s.pay()
		return false
	}
	s.step(due)
	return false
}

// incidentShotStep is the sequence of the incident's screenshot: the right
// steps up to the third card of the deal, which comes out of the shoe face
// up (an exposed card); the student deals it all the same, and the table
// stops him: the card is eliminated, by the article.
func (s *Table) incidentShotStep(tick int) bool {
	r := s.round
	if r.Done() {
		s.deal()
		return false
	}
	due, ok := s.Due()
	if !ok || tick%shotEvery != 0 {
		return false
	}
	if _, pending := r.Pending(); !pending && due.Kind == blackjack.Deal && len(s.recent) >= 4 {
		if _, err := r.Incident(blackjack.ExposedCard); err == nil {
			s.noteIncident()
			s.step(due) // the card dealt as if nothing had happened
			return false
		}
	}
	s.step(due)
	return false
}
