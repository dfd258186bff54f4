package pbtable

import (
	"sabot/assets"
	"sabot/game/punto"
	"sabot/rules"
)

// Durations of the table's moves, in ticks at normal speed.
const (
	pbTicksSay    = 45 // a call of the dealer
	pbTicksCard   = 14 // a card from the sabot to its place
	pbTicksGive   = 22 // the Punto cards to the reader
	pbTicksThink  = 36 // a computer reader looks at his cards
	pbTicksCall   = 40 // the reader's call
	pbTicksTurn   = 16 // a hand turned
	pbTicksScore  = 70 // the announcement
	pbTicksSettle = 14 // one bet settled
	pbTicksClear  = 26 // cards to the discard holder, chips to the players
	pbTicksButton = 20 // the button to the next position
	pbTicksChip   = 5  // a computer player's bet
)

// step takes the coup one step further: the automatic dealer's next
// action, a computer reader's call, or the bookkeeping of a coup that is
// over. It reports false when nothing could be done (the bets are open, or
// the user must call).
func (p *Table) step() bool {
	if p.betting || p.round == nil {
		return false
	}
	r := p.round
	if r.Done() {
		p.finish()
		return true
	}
	who := r.Awaiting()
	switch {
	case who.IsDealer():
		a, _ := r.NextDealerAction()
		p.apply(p.dealerSlip(a))
		return true
	case who.Position() == puntoSeat:
		if !p.instant {
			return false
		}
		// Played out at once (the screenshot's earlier coups, tests): the
		// user calls by the rule.
		a, _ := r.RuleCall()
		p.apply(a)
		return true
	case who.IsReader():
		if !p.thinking {
			p.thinking = true
			p.wait(pbTicksThink)
			return true
		}
		p.thinking = false
		a, _ := r.RuleCall()
		if p.roll(p.slips.reader) {
			a.Call = wrongCall(a.Call)
		}
		p.apply(a)
		return true
	}
	return false
}

// roll reports true pct times in a hundred, from the App's random source.
func (p *Table) roll(pct int) bool { return pct > 0 && p.app.Rand.IntN(100) < pct }

// wrongCall is a reader's mistake: the call he should not make.
func wrongCall(c rules.ReaderCall) rules.ReaderCall {
	switch c {
	case rules.CallCarta:
		return rules.CallNoCarta
	case rules.CallNoCarta:
		return rules.CallCarta
	}
	return rules.CallNoCarta // a battuta left covered
}

// dealerSlip turns the dealer's step into one of the incidents the
// regulation remedies, now and then: the first card seen in the sabot makes
// the coup a Colpo in Bianco (Art. 1), a wrong score is announced (Art. 9).
func (p *Table) dealerSlip(a punto.Action) punto.Action {
	r := p.round
	switch a.Kind {
	case punto.Deal:
		if len(r.Cards(punto.Punto))+len(r.Cards(punto.Banco)) == 0 && !r.Blank() && p.roll(p.slips.blank) {
			return punto.Action{Kind: punto.Bianco}
		}
	case punto.Announce:
		if p.roll(p.slips.announce) {
			a.Punto = (a.Punto + 1 + p.app.Rand.IntN(2)*8) % 10
		}
	}
	return a
}

// call is the user's call as the reader.
func (p *Table) call(c rules.ReaderCall) {
	p.checkCall(c)
	p.apply(punto.Action{Kind: punto.Call, Call: c})
	p.hud.dirty = true
}

// peek turns the user's Punto cards face up at his place, for him to read
// (on disk first, as every step of the coup).
func (p *Table) peek() {
	p.journal(&pbStep{Peek: true})
	p.peeked = true
	p.hud.dirty = true
	p.play(assets.CardFlip)
	p.view.flipReader(p)
	p.setBanner(pbSay(pbKeyYouHave, p.round.Points(punto.Punto)), pbSay(pbKeyHintRead), pbToneCall)
}

// peekAgain turns the user's Punto cards face up again in a coup brought
// back (Resume) that he had turned before the game stopped: as peek, once
// the coup replayed has put them at his place, and without a line in the
// journal, which has it already.
func (p *Table) peekAgain() {
	p.peeked = true
	p.hud.dirty = true
	pts := p.round.Points(punto.Punto)
	p.then(func() { p.play(assets.CardFlip) })
	p.view.flipReader(p)
	p.then(func() { p.setBanner(pbSay(pbKeyYouHave, pts), pbSay(pbKeyHintRead), pbToneCall) })
}

// apply applies one step of the coup and queues what it shows.
func (p *Table) apply(a punto.Action) {
	r := p.round
	from := p.table.Shoe().Dealt()
	events, err := r.ApplyAppend(p.evbuf[:0], a)
	if err != nil {
		// A slip the engine does not take; the step due then.
		due, ok := r.NextDealerAction()
		if !ok {
			return
		}
		if events, err = r.ApplyAppend(p.evbuf[:0], due); err != nil {
			return
		}
		a = due
	}
	// On disk before it is shown.
	p.journal(&pbStep{Act: toPbAct(a), Drawn: p.table.Shoe().DealtSince(from)})
	p.evbuf = events[:0]
	for _, e := range events {
		p.show(e)
	}
	if !p.instant { // played out at once, the sabot is drawn at the end
		p.view.setShoe(p)
	}
}

// show turns one event of the coup into what the table shows and says.
func (p *Table) show(e punto.Event) {
	v := &p.view
	switch e.Kind {
	case punto.EventAnnounce:
		p.announce(e)
	case punto.EventCutCard:
		p.then(func() { p.play(assets.CardSlide) })
		v.cutOut(p)
	case punto.EventCard:
		v.dealCard(p, e)
	case punto.EventGive:
		p.then(func() { p.setBanner(p.readerLine(e.Position), p.readerWhy(e.Position), pbToneCall) })
		v.give(p, e.Position)
	case punto.EventCall:
		ph := e.Phrase
		p.then(func() {
			v.bubble(p, e.Position, ph)
			p.speak(pbVoice[ph])
		})
		p.wait(pbTicksCall)
	case punto.EventCorrection:
		p.correct(e)
	case punto.EventTakeBack:
		v.takeBack(p, e)
	case punto.EventTurn:
		if e.Side == punto.Punto && p.round.Reader() == 0 && !p.round.Blank() {
			why := pbLine{}
			for _, b := range p.round.Bets() {
				if b.On == punto.Punto && b.Standing {
					why = pbSay(pbKeyWhyStanding, b.Position)
				}
			}
			p.then(func() { p.setBanner(pbSay(pbKeyDealerPlays), why, pbToneNormal) })
		}
		v.turn(p, e)
		if e.Natural && !(e.Side == punto.Punto && p.round.Reader() != 0) {
			p.then(func() { p.speak(assets.Natural) })
		}
	case punto.EventSettle:
		v.settle(p, e)
	case punto.EventDiscard:
		if p.instant {
			v.clearChips(p)
		} // else the payouts stay on the felt until a key (release)
	case punto.EventButton:
		v.moveButton(p, e.Position)
	}
}

// announce shows and says one of the dealer's announcements.
func (p *Table) announce(e punto.Event) {
	key := pbSaid[e.Phrase]
	switch e.Phrase {
	case punto.PhraseBancoPunto:
		b, pt := e.Banco, e.Punto
		p.then(func() {
			p.setBanner(pbScoreLine(b, pt), pbLine{}, pbToneGold)
			p.speak(assets.Score(b, pt))
		})
		p.wait(pbTicksScore)
	case punto.PhraseVincePunto, punto.PhraseVinceBanco, punto.PhraseEgalite:
		side, b, pt := e.Side, e.Banco, e.Punto
		p.then(func() {
			p.setBanner(pbScoreLine(b, pt), pbSay(key), pbToneGold)
			p.view.pointAt = side
			if side == punto.Egalite {
				p.speak(assets.Egalite)
			}
		})
		p.wait(pbTicksSay)
	case punto.PhraseRienNeVaPlus:
		p.then(func() {
			p.setBanner(pbSay(key), pbLine{}, pbToneNormal)
			p.speak(assets.NoMoreBets)
		})
		p.wait(pbTicksSay)
	default:
		why := map[punto.Phrase]pbLine{
			punto.PhraseColpoInBianco:          pbSay(pbKeyWhyBlank),
			punto.PhraseUltimoColpo:            pbSay(pbKeyWhyLast),
			punto.PhraseUltimoColpoMinimoSette: pbSay(pbKeyWhyLastMin),
			punto.PhraseColpoNullo:             pbSay(pbKeyWhyVoid),
		}[e.Phrase]
		ph := e.Phrase
		p.then(func() {
			p.setBanner(pbSay(key), why, pbToneAlert)
			p.speak(pbVoice[ph])
		})
		p.wait(pbTicksScore)
	}
}

// correct shows a mistake corrected: the reader's call "alla regola", the
// dealer's score "Le carte parlano" (Art. 9).
func (p *Table) correct(e punto.Event) {
	switch e.Phrase {
	case punto.PhraseAllaRegola:
		pts := p.round.Points(punto.Punto)
		rule := pbSaid[pbCallPhrase(e.Call)]
		p.then(func() {
			p.setBanner(pbSay(pbKeyAllaRegola, rule), pbSay(pbKeyWhyRegola, pts, rule), pbToneAlert)
			p.view.bubble(p, e.Position, pbCallPhrase(e.Call))
		})
		p.wait(pbTicksScore)
	case punto.PhraseLeCarteParlano:
		b, pt := e.Banco, e.Punto
		p.then(func() {
			p.setBanner(pbSay(pbSaid[punto.PhraseLeCarteParlano]), pbSay(pbKeyWhyParlano, pbNumbers[b], pbNumbers[pt]), pbToneAlert)
			p.speak(assets.CardsSpeak)
			p.speak(assets.Score(b, pt))
		})
		p.wait(pbTicksScore)
	}
}

// readerLine says who reads the Punto cards.
func (p *Table) readerLine(pos int) pbLine {
	if pos == puntoSeat {
		return pbSay(pbKeyYouRead)
	}
	return pbSay(pbKeyReads, pos)
}

// readerWhy says why that position reads: the biggest Punto bet; or equal
// bets and the button's order; or a bigger bet by a standing player, who
// does not read (Art. 13).
func (p *Table) readerWhy(pos int) pbLine {
	bets := p.round.Bets()
	var mine rules.Money
	for _, b := range bets {
		if b.Position == pos && b.On == punto.Punto {
			mine = b.Amount
		}
	}
	for _, b := range bets {
		if b.On == punto.Punto && b.Standing && b.Amount > mine {
			return pbSay(pbKeyWhyStanding, b.Position)
		}
	}
	for _, b := range bets {
		if b.On == punto.Punto && !b.Standing && b.Position != pos && b.Amount == mine {
			return pbSay(pbKeyWhyTieBreak, mine, p.round.Button(), pos)
		}
	}
	return pbSay(pbKeyWhyBiggest, mine)
}
