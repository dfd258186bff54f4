package punto

import "sabot/rules"

// Apply applies one action and returns the events it caused, in order. An
// action that is not legal now changes nothing and returns a
// *game.IllegalError that says why, cites the article and lists what is
// legal. Apply never panics, whatever the action.
func (r *Round) Apply(a Action) ([]Event, error) { return r.ApplyAppend(nil, a) }

// ApplyAppend is Apply appending the events to dst, so that a simulator
// reusing one buffer applies actions without allocating.
func (r *Round) ApplyAppend(dst []Event, a Action) ([]Event, error) {
	if r.phase == phDone {
		return dst, r.illegal(a, "round-over", "the coup is over: the cards are in the discard holder", r.articleOf(Discard))
	}
	a = a.normalized()
	if why := a.invalid(r.rules.Boxes); why != "" {
		return dst, r.illegal(a, "bad-action", why, "")
	}
	due, who := r.due()
	switch {
	case who.IsReader():
		if a.Kind != Call {
			return dst, r.refuse(a, due, who)
		}
		dst = r.applyCall(dst, a)
	case a.Kind == Bianco && r.biancoAllowed():
		dst = r.applyBianco(dst)
	case a.Kind == Announce && due.Kind == Announce:
		dst = r.applyAnnounce(dst, a)
	case a == due:
		dst = r.applyDue(dst, a)
	default:
		return dst, r.refuse(a, due, who)
	}
	r.actions = append(r.actions, a)
	return dst, nil
}

func (r *Round) say(dst []Event, p Phrase, article string) []Event {
	r.announcements = append(r.announcements, p)
	return append(dst, Event{Kind: EventAnnounce, Phrase: p, Article: article})
}

// applyDue applies the step due now.
func (r *Round) applyDue(dst []Event, a Action) []Event {
	switch a.Kind {
	case Close:
		r.phase = phDeal
		dst = r.say(dst, PhraseRienNeVaPlus, r.articleOf(Close))
	case Deal:
		var c rules.Card
		c, dst = r.draw(dst)
		if a.Side == Punto {
			r.punto[r.np] = c
			r.np++
			dst = append(dst, Event{Kind: EventCard, Side: Punto, Card: c, Index: r.np})
		} else {
			r.banco[r.nb] = c
			r.nb++
			dst = append(dst, Event{Kind: EventCard, Side: Banco, Card: c, Index: r.nb})
		}
		if r.inc.kind == ShortDeal {
			// The card the short deal lacked: the coup is rebuilt.
			dst = append(dst, Event{Kind: EventRemedy, Incident: ShortDeal, Card: c, Side: a.Side, Article: r.incidentArticle(ShortDeal)})
			r.inc = incidentState{}
		}
		if r.np+r.nb == 4 {
			if r.reader == 0 {
				r.phase = phPlay
			} else {
				r.phase = phRead
			}
		}
	case UltimoColpo:
		r.cutCall = 0
		dst = r.say(dst, PhraseUltimoColpo, r.articleOf(a.Kind))
	case UltimoColpoSette:
		r.cutCall = 0
		dst = r.say(dst, PhraseUltimoColpoMinimoSette, r.articleOf(a.Kind))
	case Give:
		r.given = true
		dst = append(dst, Event{Kind: EventGive, Position: a.Position})
	case Turn:
		dst = r.turn(dst, a.Side)
		if a.Side == Punto && r.wrongCall {
			dst = r.rebuild(dst)
		}
	case Draw:
		var c rules.Card
		c, dst = r.draw(dst)
		if a.Side == Punto {
			r.punto[2] = c
			r.np = 3
		} else {
			r.banco[2] = c
			r.nb = 3
		}
		dst = append(dst, Event{Kind: EventCard, Side: a.Side, Card: c, FaceUp: true, Index: 3})
	case DrawRest:
		// The sabot's last cards onto the table, and with them the cards
		// drawn on a wrong call that the coup rebuilt by the rule left
		// over (draw takes those first): in the last coup no Colpo in
		// Bianco can follow in this shoe (Art. 8), and they came out of
		// the sabot in this coup, so they lie on the table and count
		// among its seven (Art. 5). Interpretation: 002 does not say.
		r.restDrawn = true
		for r.shoe.Remaining() > 0 || len(r.redeal) > 0 {
			var c rules.Card
			c, dst = r.draw(dst)
			r.rest = append(r.rest, c)
			dst = append(dst, Event{Kind: EventCard, Side: NoSide, Card: c, FaceUp: true, Index: len(r.rest)})
		}
	case Annul:
		if r.inc.kind == WrongCountUnclear || r.inc.kind == SwappedCardsUnclear {
			dst = r.voidUnclear(dst)
			break
		}
		r.void = true
		if r.needsCard() {
			r.short = true // the shoe cannot finish the coup
		} else {
			r.winner = r.cardsWinner()
		}
		dst = r.say(dst, PhraseColpoNullo, r.articleOf(Annul))
		r.planSettlement()
	case Collect, Pay, Return:
		s := r.steps[r.step]
		b := r.bets[s.bet]
		amount := b.Amount
		st := &r.state[s.bet]
		st.result = s.result
		switch s.kind {
		case Collect:
			st.net = -b.Amount
			r.houseNet += b.Amount
		case Pay:
			st.net = s.amount
			r.houseNet -= s.amount
			amount = s.amount
		}
		dst = append(dst, Event{Kind: EventSettle, Position: b.Position, Side: b.On, Result: s.result, Amount: amount})
		r.step++
		if r.step == len(r.steps) {
			r.phase = phClose
		}
	case Discard:
		r.discarded = true
		dst = append(dst, Event{Kind: EventDiscard})
		if r.Blank() {
			r.phase = phDone
		}
	case PassButton:
		dst = append(dst, Event{Kind: EventButton, Position: a.Position})
		r.phase = phDone
	case NextBianco:
		if r.inc.kind == NoIncident {
			dst = r.overToBianco(dst)
			break
		}
		dst = r.applyRemedy(dst, a)
	case PickUp, UnderShoe, Burn, RestoreOrder:
		dst = r.applyRemedy(dst, a)
	case Indicate:
		dst = r.applyIndicate(dst)
	}
	return dst
}

// overToBianco lays the cards the rebuilt coup left over aside for the next
// coup, a Colpo in Bianco (Art. 8).
func (r *Round) overToBianco(dst []Event) []Event {
	r.carry, r.hasCarry, r.carryBlank = append(r.carry, r.redeal...), true, true
	for _, c := range r.redeal {
		dst = append(dst, Event{Kind: EventRemedy, Card: c, Article: r.art(rules.TopicUndueCard, "Art. 8")})
	}
	r.redeal = nil
	return dst
}

// draw takes the next card from the sabot (the caller has checked that there
// is one), announcing the cut card when it comes out (Art. 5).
func (r *Round) draw(dst []Event) (rules.Card, []Event) {
	if c, ok := r.takeHeld(); ok {
		r.drawn++
		return c, dst
	}
	wasOut := r.shoe.CutOut()
	first := r.drawn == 0
	r.drawn++
	c, err := r.shoe.Draw()
	if err != nil {
		return rules.Card{}, dst
	}
	if !wasOut && r.shoe.CutOut() {
		dst = append(dst, Event{Kind: EventCutCard})
		// The dealer's call is his next step (UltimoColpo,
		// UltimoColpoSette), which says the words.
		if first {
			r.minSeven, r.cutCall = true, UltimoColpoSette
		} else {
			r.lastCoup, r.cutCall = true, UltimoColpo
		}
	}
	return c, dst
}

func (r *Round) turn(dst []Event, side Side) []Event {
	if side == Punto {
		r.puntoUp = true
		p := r.Points(Punto)
		return append(dst, Event{Kind: EventTurn, Side: Punto, Points: p, Natural: r.np == 2 && p >= 8})
	}
	r.bancoUp = true
	p := r.Points(Banco)
	return append(dst, Event{Kind: EventTurn, Side: Banco, Points: p, Natural: r.nb == 2 && p >= 8})
}

// applyBianco makes the coup a Colpo in Bianco: the bets are withdrawn and
// the dealer plays Punto (Art. 1, 3).
func (r *Round) applyBianco(dst []Event) []Event {
	if r.inc.remedy.Kind == Bianco {
		r.inc.remedy = Action{} // the incident's card is the blank coup's first
	}
	r.blank = true
	r.reader = 0
	if r.phase == phBetting {
		r.phase = phDeal
	}
	dst = r.say(dst, PhraseColpoInBianco, r.articleOf(Bianco))
	for _, i := range r.byPos {
		b := r.bets[i]
		r.state[i].result = Withdrawn
		dst = append(dst, Event{Kind: EventSettle, Position: b.Position, Side: b.On, Result: Withdrawn, Amount: b.Amount})
	}
	return dst
}

// applyCall takes the reader's call. A call against the Tabella della
// Regola is corrected "alla regola" and the coup goes on by the rule; a
// "battuta" turns the cards, right or wrong.
func (r *Round) applyCall(dst []Event, a Action) []Event {
	rule := rules.PuntoRule(r.p2())
	r.said, r.called = a.Call, true
	dst = append(dst, Event{Kind: EventCall, Position: r.reader, Call: a.Call, Phrase: callPhrase(a.Call)})
	if a.Call == rules.CallBattuta {
		dst = r.turn(dst, Punto)
	}
	if a.Call != rule && a.Call != rules.CallBattuta {
		// The cards are still down: nobody can tell the call is wrong
		// until the reader shows them (callDue, rebuild).
		r.wrongCall = true
	} else if a.Call != rule {
		r.corrections = append(r.corrections, correction{phrase: PhraseAllaRegola, said: a.Call, rule: rule})
		dst = append(dst, Event{Kind: EventCorrection, Phrase: PhraseAllaRegola, Article: r.articleOf(Call), Position: r.reader, Call: rule})
		if rule == rules.CallBattuta {
			dst = r.turn(dst, Punto)
		}
	}
	r.phase = phPlay
	return dst
}

func (r *Round) cardsWinner() Side {
	p, b := r.Points(Punto), r.Points(Banco)
	switch {
	case p > b:
		return Punto
	case b > p:
		return Banco
	}
	return Egalite
}

// applyAnnounce takes the dealer's announcement of the score, Banco's first;
// a wrong one is corrected: "Le carte parlano" (Art. 9).
func (r *Round) applyAnnounce(dst []Event, a Action) []Event {
	b, p := r.Points(Banco), r.Points(Punto)
	r.announcements = append(r.announcements, PhraseBancoPunto)
	dst = append(dst, Event{Kind: EventAnnounce, Phrase: PhraseBancoPunto, Article: r.articleOf(Announce), Banco: a.Banco, Punto: a.Punto})
	if a.Banco != b || a.Punto != p {
		r.corrections = append(r.corrections, correction{phrase: PhraseLeCarteParlano, saidB: a.Banco, saidP: a.Punto, bancoP: b, puntoP: p})
		r.announcements = append(r.announcements, PhraseLeCarteParlano)
		dst = append(dst, Event{Kind: EventCorrection, Phrase: PhraseLeCarteParlano, Article: "Art. 9", Banco: b, Punto: p})
	}
	r.announced = true
	r.winner = r.cardsWinner()
	return dst
}

// applyIndicate takes the dealer's indication of the winning box, the one
// the cards make win, and plans the settlement: "Il Dealer indica la
// casella vincente" (Distribuzione).
func (r *Round) applyIndicate(dst []Event) []Event {
	r.announcements = append(r.announcements, winnerPhrase(r.winner))
	dst = append(dst, Event{Kind: EventAnnounce, Phrase: winnerPhrase(r.winner), Article: r.articleOf(Indicate), Side: r.winner,
		Banco: r.Points(Banco), Punto: r.Points(Punto)})
	r.planSettlement()
	return dst
}
