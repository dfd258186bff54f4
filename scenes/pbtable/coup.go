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
	d := p.d
	if d.Betting() || d.Round() == nil {
		return false
	}
	r := d.Round()
	if r.Done() {
		p.finish()
		return true
	}
	who := r.Awaiting()
	switch {
	case who.IsDealer():
		d.DealerStep()
	case who.Position() == puntoSeat:
		if !p.instant {
			return false
		}
		// Played out at once (the screenshot's earlier coups, tests): the
		// user calls by the rule.
		d.CallByRule()
	case who.IsReader():
		if !p.thinking {
			p.thinking = true
			p.wait(pbTicksThink)
			return true
		}
		p.thinking = false
		d.BotCall()
	default:
		return false
	}
	p.drain()
	return true
}

// call is the user's call as the reader: the trainer checks it first, when
// it is on.
func (p *Table) call(c rules.ReaderCall) {
	p.d.Call(c)
	p.drain()
	p.hud.dirty = true
}

// peek turns the user's Punto cards face up at his place, for him to read
// (on disk first, as every step of the coup).
func (p *Table) peek() {
	p.d.Peek()
	p.drain()
	p.hud.dirty = true
	p.play(assets.CardFlip)
	p.view.flipReader(p)
	p.setBanner(pbSay(pbKeyYouHave, p.d.Round().Points(punto.Punto)), pbSay(pbKeyHintRead), pbToneCall)
}

// peekAgain turns the user's Punto cards face up again in a coup brought
// back (Resume) that he had turned before the game stopped: as peek, once
// the coup replayed has put them at his place, and without a line in the
// journal, which has it already.
func (p *Table) peekAgain() {
	p.hud.dirty = true
	pts := p.d.Round().Points(punto.Punto)
	p.then(func() { p.play(assets.CardFlip) })
	p.view.flipReader(p)
	p.then(func() { p.setBanner(pbSay(pbKeyYouHave, pts), pbSay(pbKeyHintRead), pbToneCall) })
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
		if e.Side == punto.Punto && p.d.Round().Reader() == 0 && !p.d.Round().Blank() {
			why := pbLine{}
			for _, b := range p.d.Round().Bets() {
				if b.On == punto.Punto && b.Standing {
					why = pbSay(pbKeyWhyStanding, b.Position)
				}
			}
			p.then(func() { p.setBanner(pbSay(pbKeyDealerPlays), why, pbToneNormal) })
		}
		v.turn(p, e)
		if e.Natural && !(e.Side == punto.Punto && p.d.Round().Reader() != 0) {
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
		pts := p.d.Round().Points(punto.Punto)
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
	bets := p.d.Round().Bets()
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
			return pbSay(pbKeyWhyTieBreak, mine, p.d.Round().Button(), pos)
		}
	}
	return pbSay(pbKeyWhyBiggest, mine)
}
