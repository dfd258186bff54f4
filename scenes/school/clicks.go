package school

import (
	"image"

	"sabot/scenes/input"

	"sabot/game/blackjack"
	"sabot/game/punto"
)

// Where the student clicks to take a step: the switch or the verb first
// when they are not set, then the box or the bet, the chips and Pay. The
// tests drive the tables with it, end to end too.

// NextClick returns the point of the screen where the student clicks next
// to take a blackjack dealer's step, and false when the table shows no
// way to it.
func (s *Table) NextClick(step blackjack.Action) (image.Point, bool) {
	i, _, ok := s.nextTarget(step)
	if !ok {
		return image.Point{}, false
	}
	return s.targetPoint(i)
}

// NextClick returns the point of the screen where the student clicks next
// to take a Punto Banco croupier's step, and false when the table shows no
// way to it.
func (s *Punto) NextClick(step punto.Action) (image.Point, bool) {
	i, _, ok := s.nextTarget(step)
	if !ok {
		return image.Point{}, false
	}
	return s.targetPoint(i)
}

// targetPoint is a point of the target of an index where a click reaches
// it: its middle, or where no target above it covers it.
func (s *desk) targetPoint(index int) (image.Point, bool) {
	for _, t := range s.targets {
		if t.Event.Index != index {
			continue
		}
		r := t.Rect
		for _, f := range [...]float64{0.5, 0.3, 0.7, 0.15, 0.85} {
			for _, g := range [...]float64{0.5, 0.3, 0.7, 0.15, 0.85} {
				p := image.Pt(r.Min.X+int(float64(r.Dx())*f), r.Min.Y+int(float64(r.Dy())*g))
				if e, ok := input.HitTest(s.targets, p); ok && e.Index == index {
					return p, true
				}
			}
		}
	}
	return image.Point{}, false
}

// coinFor is the index of the largest coin that still fits in what is left
// to pay, false when none does.
func (s *desk) coinFor(left int64) (int, bool) {
	for i := len(s.coins) - 1; i >= 0; i-- {
		if int64(s.coins[i]) <= left {
			return i, true
		}
	}
	return 0, false
}

// nextTarget is the index of the next click toward a blackjack step, and
// whether that click takes it.
func (s *Table) nextTarget(step blackjack.Action) (index int, takes, ok bool) {
	buttons := map[blackjack.Kind]button{
		blackjack.CloseBets: btnCloseBets, blackjack.Burn: btnBurn, blackjack.OfferInsurance: btnInsurance,
		blackjack.OfferEvenMoney: btnEvenMoney, blackjack.RevealHole: btnRevealHole, blackjack.DealerStand: btnDealerStand,
		blackjack.DiscardDealerCard: btnDiscard, blackjack.CollectCards: btnCollectCards,
		blackjack.BurnCard: btnIncBurn, blackjack.PickUpCard: btnIncPickUp, blackjack.LastRound: btnIncLastRound,
		blackjack.Refuse: btnRefuse, blackjack.NextCardsBank: btnIncNextBank, blackjack.VoidRound: btnIncVoidRound,
		blackjack.CallInsuranceLoses: btnInsLoses,
	}
	if step.Kind == blackjack.CallTotal {
		index, takes := s.callTarget(step)
		return index, takes, true
	}
	if step.Kind == blackjack.Announce {
		if !s.annOn || s.annBox > 0 {
			return tButton + int(btnAnnounce), false, true
		}
		for i, v := range announceChoices {
			if v == step.Total {
				return tAnnounce + i, true, true
			}
		}
		return 0, false, false
	}
	if step.Kind == blackjack.CollectHandCards {
		if s.verb != verbCards {
			return tButton + int(btnVerbCards), false, true
		}
		if step.Box == 0 {
			return tDealer, true, true
		}
		return tHand + step.Box*8 + max(step.Hand, 1), true, true
	}
	if b, found := buttons[step.Kind]; found {
		return tButton + int(b), true, true
	}
	verbs := map[blackjack.Kind]button{
		blackjack.Deal: btnVerbDeal, blackjack.AskDesafio: btnVerbDesafio, blackjack.AskDouble: btnVerbDouble,
		blackjack.AskAce: btnVerbAce, blackjack.RevealDouble: btnVerbReveal, blackjack.Pay: btnVerbPay, blackjack.Collect: btnVerbCollect,
		blackjack.OfferCard: btnVerbOffer, blackjack.VoidBox: btnVerbVoid,
	}
	v, found := verbs[step.Kind]
	if !found {
		return 0, false, false
	}
	if step.Kind == blackjack.Deal && step.FaceDown != s.faceDn {
		return tButton + int(btnFaceDown), false, true
	}
	if s.verb != v.verbOf() {
		return tButton + int(v), false, true
	}
	target := tHand + step.Box*8 + max(step.Hand, 1)
	switch {
	case step.Box == 0:
		target = tDealer
	case step.Bet != blackjack.MainBet:
		target = tSide + step.Box*8 + int(step.Bet)
	}
	if step.Kind != blackjack.Pay {
		return target, true, true
	}
	want := betRef{box: step.Box, hand: max(step.Hand, 1), kind: step.Bet}
	if step.Bet != blackjack.MainBet {
		want.hand = 1
	}
	if s.payBet == nil || *s.payBet != want {
		return target, false, true
	}
	if left := int64(step.Amount - s.paid); left > 0 {
		c, ok := s.coinFor(left)
		return tChip + c, false, ok
	}
	return tPayOK, true, s.paid == step.Amount
}

// nextTarget is the index of the next click toward a Punto Banco step, and
// whether that click takes it.
func (s *Punto) nextTarget(step punto.Action) (index int, takes, ok bool) {
	buttons := map[punto.ActionKind]int{
		punto.Close: pbBtnClose, punto.Bianco: pbBtnBianco, punto.DrawRest: pbBtnDrawRest,
		punto.Annul: pbBtnAnnul, punto.Discard: pbBtnDiscard,
		punto.PickUp: pbBtnPickUp, punto.UnderShoe: pbBtnUnderShoe, punto.NextBianco: pbBtnNextBianco, punto.Burn: pbBtnBurn,
		punto.RestoreOrder: pbBtnRestore,
		punto.UltimoColpo:  pbBtnUltimo, punto.UltimoColpoSette: pbBtnUltimo7,
	}
	if b, found := buttons[step.Kind]; found {
		return tButton + b, true, true
	}
	verb := func(v pbVerb, target int) (int, bool, bool) {
		if s.verb != v {
			return tButton + pbBtnGive + int(v-pbVerbGive), false, true
		}
		return target, true, true
	}
	bet := tPBBet + step.Position*4 + int(step.Side)
	switch step.Kind {
	case punto.Deal, punto.Draw:
		return tPBHand + int(step.Side), true, true
	case punto.Turn:
		if step.Side == punto.Banco {
			return tButton + pbBtnTurnBanco, true, true
		}
		return tButton + pbBtnTurnPunto, true, true
	case punto.Announce:
		switch {
		case !s.annOn:
			return tButton + pbBtnAnnounce, false, true
		case s.annB != step.Banco:
			return tPBDigit + step.Banco, false, true
		case s.annP != step.Punto:
			return tPBDigit + 10 + step.Punto, false, true
		}
		return tPBAnnounce, true, true
	case punto.Give:
		return verb(pbVerbGive, tPBPosition+step.Position)
	case punto.PassButton:
		return verb(pbVerbButton, tPBPosition+step.Position)
	case punto.Indicate:
		if step.Side == punto.Egalite {
			// Egalité has no hand: its box is a position's circle.
			return verb(pbVerbIndicate, tPBBet+1*4+int(step.Side))
		}
		return verb(pbVerbIndicate, tPBHand+int(step.Side))
	case punto.Collect:
		return verb(pbVerbCollect, bet)
	case punto.Return:
		return verb(pbVerbReturn, bet)
	case punto.Pay:
		if s.verb != pbVerbPay {
			return tButton + pbBtnPay, false, true
		}
		if s.payOn == nil || *s.payOn != (pbBetRef{pos: step.Position, side: step.Side}) {
			return bet, false, true
		}
		if left := int64(step.Amount - s.paid); left > 0 {
			c, ok := s.coinFor(left)
			return tChip + c, false, ok
		}
		return tPayOK, true, s.paid == step.Amount
	}
	return 0, false, false
}

// Due returns the dealer's step due now, and false while a player decides
// or once the round is over.
func (s *Table) Due() (blackjack.Action, bool) {
	if s.d.Round == nil || s.d.Round.Done() || !s.d.Round.Turn().Dealer {
		return blackjack.Action{}, false
	}
	return s.d.Round.Turn().Due, true
}

// Due returns the croupier's step due now, and false while the reader
// calls or once the coup is over.
func (s *Punto) Due() (punto.Action, bool) {
	if s.d.Round == nil || s.d.Round.Done() {
		return punto.Action{}, false
	}
	return s.d.Round.NextDealerAction()
}

// Score returns the round's right and wrong steps so far, and whether the
// round is over.
func (s *desk) Score() (right, wrong int, over bool) { return s.Count.Right, s.Count.Wrong, s.Over }

// NextClickIncidents returns where the student clicks to choose the next
// rate of the incidents.
func (s *desk) NextClickIncidents() (image.Point, bool) { return s.targetPoint(tIncidents) }
