package school

import (
	"sabot/game/blackjack"
	"sabot/rules"
	"sabot/scenes/input"
)

// verb is what a click on a box does: deal a card (the default), put a
// question to the box, turn its double card, pay or collect one of its
// bets.
type verb uint8

const (
	verbDeal verb = iota
	verbAskDesafio
	verbAskDouble
	verbAskAce
	verbReveal
	verbPay
	verbCollect
	verbOffer // offer an unrequested card (an incident's remedy)
	verbCards // collect a hand's cards on their own (or the dealer's)
	verbVoid  // take a box out of the round (an incident's remedy)
	verbCall  // call a hand's total (001 Desarrollo 9)
)

// button is one of the dealer's buttons: a step of the table (close the
// bets, burn, offer insurance…) or a verb for the boxes.
type button int

const (
	btnCloseBets button = iota
	btnBurn
	btnFaceDown
	btnInsurance
	btnEvenMoney
	btnRevealHole
	btnDealerStand
	btnDiscard
	btnCollectCards
	btnIncBurn      // an incident's remedies: eliminate the card,
	btnIncPickUp    // pick it up,
	btnIncLastRound // announce the last round
	btnAnnounce     // open the panel of the dealer's announcement
	btnRefuse       // refuse a player's request the regulation does not allow
	btnIncNextBank  // announce "Próximas cartas para la Banca" (an incident's remedy)
	btnIncVoidRound // void the whole coup (an incident's remedy)
	btnInsLoses     // announce "l'assicurazione perde" (000 Art. 13)
	btnVerbDeal
	btnVerbDesafio
	btnVerbDouble
	btnVerbAce
	btnVerbReveal
	btnVerbPay
	btnVerbCollect
	btnVerbOffer
	btnVerbCards
	btnVerbVoid
	btnVerbCall
	numButtons
)

// The click targets' indexes (input.Event.Index of Select).
const (
	tButton       = 0   // + button
	tChip         = 100 // + index in the desk's coins
	tPayOK        = 150 // confirm the payment
	tPayCLR       = 151 // clear the chips put down
	tNext         = 160 // the next round
	tMode         = 161 // practice or exam
	tDrills       = 162 // the dealer school's drills
	tStats        = 163 // the dealer school's progress
	tIncidents    = 164 // the incidents' rate
	tTotals       = 165 // the totals shown or hidden
	tArticle      = 166 // the stop's button: the whole article
	tArticleClose = 167 // the whole article's Close
	tArticleOut   = 168 // a click beside the whole article's panel
	tPanel        = 170 // a panel: a click on it reaches nothing
	tExamStart    = 171 // the exam's settings: Start
	tExamBack     = 172 // the exam's settings: back to the menu
	tAnnounce     = 180 // + announceChoices index: the announcement's panel
	tDealer       = 200 // the dealer's place
	tHand         = 300 // + box*8 + hand: a hand's cards and its main bet
	tSide         = 500 // + box*8 + bet kind: a box's side bet
)

// payChips are the chips the croupier pays with at a table: the usual
// ones, the half unit of a 3:2 payment on an odd stake, and at Punto Banco
// the quarter of a Banco payment less its 5% commission.
func payChips(r rules.RuleSet) []rules.Money {
	out := []rules.Money{rules.Units(1) / 2, rules.Units(1), rules.Units(5), rules.Units(10), rules.Units(25), rules.Units(100), rules.Units(500)}
	if r.Game == rules.PuntoBanco {
		out = append([]rules.Money{rules.Units(1) / 4}, out...)
	}
	return out
}

// betRef names one bet on the table.
type betRef struct {
	box, hand int
	kind      blackjack.BetKind
}

// buttons returns the buttons the table shows, in order: the steps this
// table's regulation has, then the verbs.
func (s *Table) buttons() []button {
	r := s.Rules
	out := []button{btnCloseBets}
	if r.BurnCards > 0 {
		out = append(out, btnBurn)
	}
	if r.HoleCard || r.DoubleFaceDown {
		out = append(out, btnFaceDown)
	}
	if r.Insurance != rules.InsuranceNone {
		// 000 Art. 13 prescribes the call; elsewhere the automatic
		// dealer says it as house practice, free in the school (taken or
		// left out, as the announcement of the dealer's total).
		out = append(out, btnInsurance, btnInsLoses)
	}
	if r.EvenMoney != rules.EvenMoneyNone {
		out = append(out, btnEvenMoney)
	}
	if r.HoleCard {
		out = append(out, btnRevealHole)
	}
	out = append(out, btnDealerStand, btnAnnounce)
	if !r.HoleCard {
		out = append(out, btnDiscard)
	}
	if r.Article(rules.TopicLastHand) != "" {
		out = append(out, btnIncLastRound)
	}
	out = append(out, btnRefuse, btnCollectCards, btnVerbDeal)
	if callsTotals(r) || r.Article(rules.TopicPointAnnounced) != "" {
		// 001 Desarrollo 9 wants each call; at 000 the players check
		// the exact announcement of their point (Art. 27): free, exact.
		out = append(out, btnVerbCall)
	}
	if r.Desafio {
		out = append(out, btnVerbDesafio)
	}
	if r.AskDouble {
		out = append(out, btnVerbDouble)
	}
	if r.AceDeclaration {
		out = append(out, btnVerbAce)
	}
	if r.DoubleFaceDown {
		out = append(out, btnVerbReveal)
	}
	out = append(out, btnVerbPay, btnVerbCollect)
	if cardsOnTheirOwn(r) {
		out = append(out, btnVerbCards)
	}
	if s.d.Round != nil {
		if _, ok := s.d.Round.Pending(); ok {
			out = append(out, btnIncBurn, btnIncPickUp)
			if r.Article(rules.TopicLastHand) == "" {
				out = append(out, btnIncLastRound)
			}
			out = append(out, btnVerbOffer)
			if r.Article(rules.TopicBankCardOmitted) != "" {
				out = append(out, btnIncNextBank)
			}
			if r.Article(rules.TopicIrregularBox) != "" || r.Article(rules.TopicBoxSkipped) != "" {
				out = append(out, btnVerbVoid)
			}
			if r.Article(rules.TopicDealUnclear) != "" {
				out = append(out, btnIncVoidRound)
			}
		}
	}
	return out
}

// keepVerb keeps the verb chosen while the table still shows its button
// (an incident's remedy leaves with the incident): else it is Deal again.
func (s *Table) keepVerb() {
	if s.verb == verbDeal {
		return
	}
	for _, b := range s.buttons() {
		if b.isVerb() && b.verbOf() == s.verb {
			return
		}
	}
	s.verb = verbDeal
}

// cardsOnTheirOwn reports whether the table collects some hands' cards on
// their own: a blackjack paid at once, a bust collected at once (000 Cap. 1,
// Art. 5; 004 Svolgimento), every box from the left (001 Desarrollo 9).
func cardsOnTheirOwn(r rules.RuleSet) bool {
	return r.BlackjackPaidAtOnce || r.BustCollectedAtOnce || r.CollectCardsByBox
}

// announceChoices are the dealer's announcements the panel offers: his
// totals, the bust and the blackjack.
var announceChoices = [...]int{17, 18, 19, 20, 21, blackjack.AnnouncedBust, blackjack.AnnouncedBlackjack}

// isVerb reports whether a button chooses what a click on a box does.
func (b button) isVerb() bool { return b >= btnVerbDeal }

// verbOf is the verb of a verb button.
func (b button) verbOf() verb { return verb(b - btnVerbDeal) }

// handle takes one event; it reports true when the scene is left.
func (s *Table) handle(e input.Event) bool {
	a := s.app
	if took, left := s.introEvent(e); took {
		return left
	}
	if s.articleEvent(e) {
		return false
	}
	if s.op != nil && (e.Action == input.Stand || e.Action == input.Clear || e.Action == input.Confirm) {
		return false // the opening or closing first
	}
	switch e.Action {
	case input.Article:
		s.openArticle(s.drv.Article)
	case input.Back:
		if s.payBet != nil || s.verb != verbDeal || s.annOn {
			s.payBet, s.paid, s.verb, s.annOn, s.annBox, s.typed = nil, 0, verbDeal, false, 0, ""
			s.Dirty = true
			return false
		}
		a.GoTo(a.Routes.Menu(a))
		return true
	case input.Up, input.Down, input.PageUp, input.PageDown:
		if s.Over {
			s.scrollSummary(e.Action)
		}
	case input.Reference:
		s.switchMode()
	case input.Hint:
		s.showHint()
	case input.Stand:
		s.step(blackjack.Action{Kind: blackjack.DealerStand})
	case input.Clear:
		if (s.payBet != nil || s.annOn) && s.backspace() {
			break
		}
		if s.payBet != nil {
			s.paid = 0
			s.Dirty = true
		}
	case input.Confirm:
		switch {
		case s.payBet != nil:
			s.pay()
		case s.annOn && s.typed != "" && s.annBox > 0:
			s.step(s.callAction(int(s.typed.Money() / 100)))
		case s.annOn && s.typed != "":
			s.step(blackjack.Action{Kind: blackjack.Announce, Total: int(s.typed.Money() / 100)})
		case s.Over:
			s.deal()
		}
	case input.Select:
		s.click(e.Index)
	}
	return false
}

// showHint shows the step due now, in practice only; it counts.
func (s *Table) showHint() {
	if s.op != nil {
		s.openHint()
		return
	}
	s.desk.showHint()
}

// click takes a click on a target.
func (s *Table) click(i int) {
	if s.op != nil {
		if !s.openClick(i) {
			s.station(i, s, false)
		}
		return
	}
	switch {
	case i == tNext:
		if s.Over {
			s.deal()
		}
	case i == tArticle:
		s.openArticle(s.drv.Article)
	case s.station(i, s, s.payBet != nil):
	case s.clickCall(i):
	case i == tPayOK:
		s.pay()
	case i >= tAnnounce && i < tAnnounce+len(announceChoices):
		s.step(blackjack.Action{Kind: blackjack.Announce, Total: announceChoices[i-tAnnounce]})
	case i >= tButton && i < tButton+int(numButtons):
		s.press(button(i - tButton))
	case i == tDealer && s.verb == verbCards:
		s.step(blackjack.Action{Kind: blackjack.CollectHandCards})
	case i == tDealer:
		s.step(blackjack.Action{Kind: blackjack.Deal, FaceDown: s.faceDn})
	case i >= tHand && i < tSide:
		box, hand := (i-tHand)/8, (i-tHand)%8
		s.onHand(box, hand)
	case i >= tSide && i < tSide+8*32:
		box, kind := (i-tSide)/8, blackjack.BetKind((i-tSide)%8)
		s.onBet(betRef{box: box, hand: 1, kind: kind})
	}
}

// press takes a dealer's button.
func (s *Table) press(b button) {
	if b.isVerb() {
		s.verb, s.payBet, s.paid, s.annOn, s.annBox, s.picked = b.verbOf(), nil, 0, false, 0, true
		s.Dirty = true
		return
	}
	switch b {
	case btnCloseBets:
		s.step(blackjack.Action{Kind: blackjack.CloseBets})
	case btnBurn:
		s.step(blackjack.Action{Kind: blackjack.Burn, Cards: s.Rules.BurnCards})
	case btnFaceDown:
		s.faceDn = !s.faceDn
		s.Dirty = true
	case btnInsurance:
		s.step(blackjack.Action{Kind: blackjack.OfferInsurance})
	case btnEvenMoney:
		s.step(blackjack.Action{Kind: blackjack.OfferEvenMoney})
	case btnRevealHole:
		s.step(blackjack.Action{Kind: blackjack.RevealHole})
	case btnDealerStand:
		s.step(blackjack.Action{Kind: blackjack.DealerStand})
	case btnDiscard:
		s.step(blackjack.Action{Kind: blackjack.DiscardDealerCard})
	case btnCollectCards:
		s.step(blackjack.Action{Kind: blackjack.CollectCards})
	case btnIncBurn:
		s.step(blackjack.Action{Kind: blackjack.BurnCard})
	case btnIncPickUp:
		s.step(blackjack.Action{Kind: blackjack.PickUpCard})
	case btnIncLastRound:
		s.step(blackjack.Action{Kind: blackjack.LastRound})
	case btnIncNextBank:
		s.step(blackjack.Action{Kind: blackjack.NextCardsBank})
	case btnIncVoidRound:
		s.step(blackjack.Action{Kind: blackjack.VoidRound})
	case btnInsLoses:
		s.step(blackjack.Action{Kind: blackjack.CallInsuranceLoses})
	case btnAnnounce:
		s.annOn, s.annBox, s.payBet, s.paid, s.typed = !s.annOn || s.annBox > 0, 0, nil, 0, ""
		s.Dirty = true
	case btnRefuse:
		a := blackjack.Action{Kind: blackjack.Refuse}
		if req, _, ok := s.d.Round.PendingRequest(); ok {
			a.Box, a.Hand = req.Box, req.Hand
		}
		s.step(a)
	}
}

// onHand takes a click on a box's hand: the verb chosen says what it does.
func (s *Table) onHand(box, hand int) {
	switch s.verb {
	case verbDeal:
		s.step(blackjack.Action{Kind: blackjack.Deal, Box: box, Hand: hand, FaceDown: s.faceDn})
	case verbAskDesafio:
		s.step(blackjack.Action{Kind: blackjack.AskDesafio, Box: box, Hand: hand})
	case verbAskDouble:
		s.step(blackjack.Action{Kind: blackjack.AskDouble, Box: box, Hand: hand})
	case verbAskAce:
		s.step(blackjack.Action{Kind: blackjack.AskAce, Box: box, Hand: hand})
	case verbCall:
		s.openCall(box, hand)
	case verbReveal:
		s.step(blackjack.Action{Kind: blackjack.RevealDouble, Box: box, Hand: hand})
	case verbPay, verbCollect:
		s.onBet(betRef{box: box, hand: hand, kind: blackjack.MainBet})
	case verbOffer:
		s.step(blackjack.Action{Kind: blackjack.OfferCard, Box: box, Hand: hand})
	case verbCards:
		s.step(blackjack.Action{Kind: blackjack.CollectHandCards, Box: box, Hand: hand})
	case verbVoid:
		s.step(blackjack.Action{Kind: blackjack.VoidBox, Box: box, Hand: 1})
	}
}

// onBet takes a click on a bet: with Collect the croupier takes its stake
// at once; with Pay he puts chips down beside it and confirms.
func (s *Table) onBet(b betRef) {
	switch s.verb {
	case verbCollect:
		s.step(blackjack.Action{Kind: blackjack.Collect, Box: b.box, Hand: b.hand, Bet: b.kind, Amount: s.stakeOf(b)})
	case verbPay:
		s.payBet, s.paid, s.typed = &b, 0, ""
		s.Dirty = true
	default:
		if b.kind == blackjack.MainBet {
			s.onHand(b.box, b.hand)
		}
	}
}

// pay pays the chips put down on the bet chosen.
func (s *Table) pay() {
	b := s.payBet
	if b == nil {
		return
	}
	s.step(blackjack.Action{Kind: blackjack.Pay, Box: b.box, Hand: b.hand, Bet: b.kind, Amount: s.paid})
}

// stakeOf is the money on a bet: what Collect takes.
func (s *Table) stakeOf(b betRef) rules.Money {
	bx := s.d.Round.Box(b.box)
	if bx == nil {
		return 0
	}
	switch b.kind {
	case blackjack.InsuranceBet:
		return bx.Insurance
	case blackjack.PerfectPairBet:
		return bx.PerfectPair
	}
	h := b.hand
	if h < 1 || h > len(bx.Hands) {
		return 0
	}
	if b.kind == blackjack.DesafioBet {
		return bx.Hands[h-1].Desafio
	}
	return bx.Hands[h-1].Stake
}
