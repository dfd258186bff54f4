package punto

import (
	"fmt"
	"strings"

	"sabot/game"
	"sabot/rules"
)

// IncidentKind is an irregularity of the coup that the regulation remedies:
// a scene (or a hand script's "incident") brings it into a coup with
// Round.Incident, and the remedy becomes the dealer's step due, checked by
// Apply like any other and applied by the automatic dealer.
type IncidentKind uint8

// The incidents.
const (
	NoIncident IncidentKind = iota
	// ExposedCard: the next card is visible in the sabot (Art. 1).
	ExposedCard
	// FallenCard: the card being dealt falls to the floor (Art. 3).
	FallenCard
	// ExtraCard: the dealer draws a card too many, not seen (Art. 1).
	ExtraCard
	// ExtraCardSeen: the dealer draws a card too many, and it is seen
	// (Art. 1).
	ExtraCardSeen
	// StuckCards: two cards come out of the sabot stuck together and their
	// order cannot be restored (Art. 2, "In caso contrario").
	StuckCards
	// SwappedCards: a card of the deal is laid on the other side, Punto's
	// on Banco or Banco's on Punto (Art. 6).
	SwappedCards
	// UndueThirdCard: the third card the Regola gives one side is laid on
	// the other, which the Regola gives none (Art. 8).
	UndueThirdCard
	// WrongCount: the deal goes one card too far, a fifth card laid face
	// down on Punto, three cards to one side and two to the other; the
	// order the cards came out is known (Art. 7).
	WrongCount
	// WrongCountUnclear: as WrongCount, and the order the cards came out
	// cannot be told: the coup is not clearly rebuildable (Art. 7).
	WrongCountUnclear
	// SwappedCardsUnclear: as SwappedCards, and the order the cards came
	// out cannot be told: the coup is not clearly rebuildable (Art. 6).
	SwappedCardsUnclear
	// ShortDeal: the deal stops one card short, Banco with one card, and
	// the dealer goes on (the Punto cards given to the reader, or turned
	// when he plays Punto): fewer than the two cards of the rule (Art. 7).
	ShortDeal
	// StuckCardsOrdered: two cards of the deal come out of the sabot stuck
	// together and the order they came out can be told (the one in front
	// is the first): the dealer restores it (Art. 2, "se possibile").
	StuckCardsOrdered
	numIncidents
)

var incidentNames = [...]string{"", "exposed-card", "fallen-card", "extra-card", "extra-card-seen", "stuck-cards", "swapped-cards", "undue-third-card", "wrong-count", "wrong-count-unclear", "swapped-cards-unclear", "short-deal", "stuck-cards-ordered"}

// String returns the incident's name in script notation, e.g.
// "fallen-card"; "" for NoIncident.
func (k IncidentKind) String() string {
	if int(k) < len(incidentNames) {
		return incidentNames[k]
	}
	return "?"
}

// Incidents returns every incident kind, for the scenes' menus and locales.
func Incidents() []IncidentKind {
	out := make([]IncidentKind, 0, numIncidents-1)
	for k := ExposedCard; k < numIncidents; k++ {
		out = append(out, k)
	}
	return out
}

// ParseIncident reads an incident's name ("exposed-card", "fallen-card",
// "extra-card", "extra-card-seen", "stuck-cards", "swapped-cards",
// "undue-third-card", "wrong-count", "wrong-count-unclear",
// "swapped-cards-unclear", "short-deal", "stuck-cards-ordered"). The error
// names the text and the names allowed.
func ParseIncident(s string) (IncidentKind, error) {
	k, err := game.ParseIncidentName(incidentNames[:numIncidents], s)
	return IncidentKind(k), err
}

// incidentArticle is the article that rules the incident: Art. 3 for a
// fallen card, Art. 2 for stuck cards, Art. 1 for the others.
func (r *Round) incidentArticle(k IncidentKind) string {
	if k == FallenCard {
		return r.art(rules.TopicFallenCard, "Art. 3")
	}
	if k == StuckCards || k == StuckCardsOrdered {
		return r.art(rules.TopicStuckCards, "Art. 2")
	}
	if k == SwappedCards || k == SwappedCardsUnclear {
		return r.art(rules.TopicMisdealOrder, "Art. 6")
	}
	if k == UndueThirdCard {
		return r.art(rules.TopicUndueCard, "Art. 8")
	}
	if k == WrongCount || k == WrongCountUnclear || k == ShortDeal {
		return r.art(rules.TopicMisdealCount, "Art. 7")
	}
	return r.art(rules.TopicExtraCard, "Art. 1")
}

// incidentTopic is the rule set's topic whose words rule the incident.
func incidentTopic(k IncidentKind) rules.Topic {
	switch k {
	case ExposedCard:
		return rules.TopicColpoInBianco
	case FallenCard:
		return rules.TopicFallenCard
	case StuckCards, StuckCardsOrdered:
		return rules.TopicStuckCards
	case SwappedCards, SwappedCardsUnclear:
		return rules.TopicMisdealOrder
	case UndueThirdCard:
		return rules.TopicUndueCard
	case WrongCount, WrongCountUnclear, ShortDeal:
		return rules.TopicMisdealCount
	case ExtraCardSeen:
		return rules.TopicExtraCardSeen
	}
	return rules.TopicExtraCard
}

// PendingIncident is the incident the coup is handling.
type PendingIncident struct {
	// Kind is the incident.
	Kind IncidentKind
	// Card is the card out of the sabot (visible, fallen, drawn too many);
	// Cards are all the incident's cards: Card, and the second of stuck
	// cards.
	Card  rules.Card
	Cards rules.Cards
	// Article is the article that rules the incident, and Quote the
	// regulation's words for it (rules.RuleSet.Quote): the incidents of
	// Art. 1 share the article, not the words.
	Article string
	Quote   string
	// Side is the side the card was wrongly laid on (swapped-cards,
	// undue-third-card, wrong-count), or the side left a card short
	// (short-deal); NoSide for the other incidents.
	Side Side
	// Remedy is the remedy's dealer step still due (bianco, pick-up,
	// under-shoe, next-bianco, burn, restore-order, annul; for short-deal the card the
	// side lacks, "deal banco"); zero once it is taken, or
	// when the coup's due step is itself the remedy (a visible card that
	// is not the coup's first is valid: it is dealt as due; the fifth card
	// of a rebuilt coup is its next card, dealt when one is due).
	//
	// The fifth card picked up in a rebuilt coup (wrong-count) that the
	// Regola gives to neither side goes under the sabot: Remedy is then
	// under-shoe, and Article and Quote are Art. 1's, which rules a card
	// drawn too many and not seen.
	Remedy Action
}

type incidentState struct {
	kind   IncidentKind
	card   rules.Card
	second rules.Card // the second of stuck cards
	two    bool       // second is set
	held   bool       // the card is out of the sabot and is the next one dealt
	remedy Action     // the remedy step due; Kind 0 when none
	side   Side       // the side the card was wrongly laid on
	none   bool       // undue-third-card when the Regola gives neither side one
}

// Pending returns the incident the coup is handling and true, or false when
// none is.
func (r *Round) Pending() (PendingIncident, bool) {
	if r.inc.kind == NoIncident {
		return PendingIncident{}, false
	}
	p := PendingIncident{Kind: r.inc.kind, Card: r.inc.card, Cards: rules.Cards{r.inc.card}, Article: r.incidentArticle(r.inc.kind),
		Quote: r.rules.Quote(incidentTopic(r.inc.kind)), Remedy: r.inc.remedy, Side: r.inc.side}
	if r.inc.kind == WrongCountUnclear || r.inc.kind == SwappedCardsUnclear {
		p.Quote = voidWords(p.Quote)
	}
	if r.spareDue() {
		p.Remedy = Action{Kind: UnderShoe}
		p.Article, p.Quote = r.art(rules.TopicExtraCard, "Art. 1"), r.rules.Quote(rules.TopicExtraCard)
	}
	if r.inc.two {
		p.Cards = append(p.Cards, r.inc.second)
	}
	return p, true
}

// Carried returns the card drawn too many in this coup and laid aside for
// the next one, which deals it first (Art. 1): under the sabot when it was
// not seen (the next coup is played as usual, blank false), for a Colpo in
// Bianco when it was (blank true). ok is false when there is none.
func (r *Round) Carried() (card rules.Card, blank, ok bool) {
	if !r.hasCarry {
		return rules.Card{}, false, false
	}
	return r.carry[0], r.carryBlank, true
}

// CarriedCards returns every card laid aside for the next coup, in the
// order it deals them: the card drawn too many (Art. 1), or the cards a
// coup rebuilt "alla regola" left over, for a Colpo in Bianco (Art. 8).
func (r *Round) CarriedCards() (cards rules.Cards, blank bool) {
	return append(rules.Cards(nil), r.carry...), r.carryBlank
}

// Incident brings the incident kind into the coup now and returns its events
// (an EventIncident with the card out of the sabot). The remedy the
// regulation prescribes is then due: NextDealerAction and Legal name it,
// Apply checks it. An incident that cannot happen now changes nothing and
// returns an error that says why:
//
//   - exposed-card: while the bets are open or a card of the coup is due
//     from the sabot;
//   - fallen-card: when a card of the coup is due from the sabot;
//   - extra-card, extra-card-seen: after the deal and before the score is
//     announced;
//   - swapped-cards, swapped-cards-unclear: when a card of the deal is due;
//   - undue-third-card: when a third card is due to one side and the
//     other has fewer than three, or when the Regola gives neither side
//     one (Banco turned, no card due, the score not announced);
//   - short-deal: when the deal's last card, Banco's second, is due;
//   - stuck-cards-ordered: when a card of the deal is due and the deal
//     has two cards still to come, so that the two cards, their order
//     restored, are both the deal's;
//   - wrong-count, wrong-count-unclear: right after the deal, before the
//     Punto cards are given (or turned, when the dealer plays Punto);
//
// and one incident at a time, none in a Colpo in Bianco already declared.
func (r *Round) Incident(kind IncidentKind) ([]Event, error) {
	if kind <= NoIncident || kind >= numIncidents {
		return nil, fmt.Errorf("incident %d: unknown (want one of %s)", kind, strings.Join(incidentNames[1:], ", "))
	}
	if r.phase == phDone {
		return nil, fmt.Errorf("incident %s: the coup is over", kind)
	}
	if r.inc.kind != NoIncident {
		return nil, fmt.Errorf("incident %s: the %s is still being handled", kind, r.inc.kind)
	}
	if r.Blank() {
		return nil, fmt.Errorf("incident %s: the coup is a Colpo in Bianco, with no bets to protect", kind)
	}
	due, who := r.due()
	cardDue := who == Dealer && (due.Kind == Deal || due.Kind == Draw)
	first := r.phase == phDeal && r.np+r.nb == 0
	switch kind {
	case ExposedCard:
		if !cardDue && r.phase != phBetting {
			return nil, fmt.Errorf("incident %s: a card is visible in the sabot before it is dealt, and now %s is due", kind, due)
		}
	case StuckCardsOrdered:
		if !cardDue || due.Kind != Deal || r.np+r.nb > 2 {
			return nil, fmt.Errorf("incident %s: the two cards, their order restored, are the deal's next two; it happens when two cards of the deal are still due, and now %s is due", kind, due)
		}
	case FallenCard, StuckCards:
		if !cardDue {
			return nil, fmt.Errorf("incident %s: it happens when a card is dealt from the sabot, and now %s is due", kind, due)
		}
	case SwappedCards, SwappedCardsUnclear:
		if !cardDue || due.Kind != Deal {
			return nil, fmt.Errorf("incident %s: it happens when a card of the deal is due, and now %s is due", kind, due)
		}
	case UndueThirdCard:
		if r.noThirdDue() {
			if r.np == 3 && r.nb == 3 {
				return nil, fmt.Errorf("incident %s: both sides have their third card", kind)
			}
			break
		}
		if !cardDue || due.Kind != Draw {
			return nil, fmt.Errorf("incident %s: it happens when a third card is due, or when the Regola gives none, and now %s is due", kind, due)
		}
		if (due.Side == Punto && r.nb >= 3) || (due.Side == Banco && r.np >= 3) {
			return nil, fmt.Errorf("incident %s: the other side has its third card", kind)
		}
	case ShortDeal:
		if !cardDue || due.Kind != Deal || r.np+r.nb != 3 {
			return nil, fmt.Errorf("incident %s: the deal stops short when its last card is due, and now %s is due", kind, due)
		}
	case WrongCount, WrongCountUnclear:
		if !r.justDealt() {
			return nil, fmt.Errorf("incident %s: a fifth card is dealt right after the deal's four, and now %s is due", kind, due)
		}
	case ExtraCard, ExtraCardSeen:
		if (r.phase != phRead && r.phase != phPlay) || r.announced {
			return nil, fmt.Errorf("incident %s: it happens after the deal and before the score is announced, and now %s is due", kind, due)
		}
	}
	need := 1
	if kind == StuckCards || kind == StuckCardsOrdered {
		need = 2
	}
	undueNone := kind == UndueThirdCard && r.noThirdDue()
	if kind != ShortDeal && (r.shoe.Remaining() < need || (r.hasCarry && (kind == ExtraCard || kind == ExtraCardSeen || kind == WrongCount || undueNone))) {
		return nil, fmt.Errorf("incident %s: there is no card to draw", kind)
	}
	if kind == ShortDeal {
		return r.shortDeal(), nil
	}
	var dst []Event
	c, dst := r.draw(dst)
	r.inc = incidentState{kind: kind, card: c}
	dst = append(dst, Event{Kind: EventIncident, Incident: kind, Card: c, Article: r.incidentArticle(kind)})
	if kind == StuckCards || kind == StuckCardsOrdered {
		r.inc.second, dst = r.draw(dst)
		r.inc.two = true
		dst = append(dst, Event{Kind: EventIncident, Incident: kind, Card: r.inc.second, Article: r.incidentArticle(kind)})
	}
	r.inc.held = true
	if kind == SwappedCards || kind == SwappedCardsUnclear || kind == UndueThirdCard {
		r.inc.side = Banco
		if due.Side == Banco {
			r.inc.side = Punto
		}
	}
	if kind == UndueThirdCard && r.noThirdDue() {
		r.inc.none = true
		r.inc.side = Punto
		if r.np == 3 {
			r.inc.side = Banco
		}
	}
	if kind == WrongCount || kind == WrongCountUnclear {
		r.inc.side = Punto // the deal's alternation gone one card on: P B P B P
	}
	switch kind {
	case ExposedCard:
		// Art. 1: "Nel caso in cui la prima carta della mano sia visibile
		// all'interno del sabot questa non viene bruciata. L'impiegato
		// effettua un 'Colpo in Bianco' come nel caso precedente. Se una
		// qualunque delle rimanti carte di una mano dovesse essere visibile,
		// il gioco procede regolarmente e tale carta è considerata valida."
		if first || r.phase == phBetting {
			r.inc.remedy = Action{Kind: Bianco}
		}
	case FallenCard:
		// Art. 3: "La carta che cade a terra durante lo svolgimento della
		// partita deve essere raccolta dal personale e rimessa in gioco. Se a
		// cadere è la prima carta di una mano, le puntate devono essere
		// ritirate e la mano giocata 'In Bianco'." Reading: the first card,
		// picked up, stays the first card of the blank coup.
		if first {
			r.inc.remedy = Action{Kind: Bianco}
		} else {
			r.inc.remedy = Action{Kind: PickUp}
		}
	case ExtraCard:
		// Art. 1: "Se l'impiegato estrae per errore una carta di troppo e
		// questa non viene vista, il gioco si svolge alla 'Regola', la carta
		// estratta per errore viene sistemata temporaneamente sotto il sabot
		// ed è rimessa in gioco per la mano successiva."
		r.inc.remedy = Action{Kind: UnderShoe}
	case ExtraCardSeen:
		// Art. 1: "Se invece viene vista, non è bruciata ma utilizzata per
		// il successivo colpo da svolgersi 'In Bianco', ovvero senza
		// puntate." Reading: this coup goes on by the rule; the card is the
		// first of the next coup, a Colpo in Bianco.
		r.inc.remedy = Action{Kind: NextBianco}
	case StuckCards:
		// Art. 2: "Se più carte dovessero uscire dal sabot aderenti tra loro
		// il Dealer, se possibile, deve ripristinare il corretto ordine
		// d'uscita. In caso contrario le carte uscite devono essere
		// bruciate." Reading: this incident is the case the order cannot be
		// restored (stuck-cards-ordered is the case it can); "le carte
		// uscite" are the stuck cards, burnt, and the coup goes on from the
		// sabot (not the whole coup annulled, as Art. 6 and 7 say in so
		// many words when they mean it).
		r.inc.remedy = Action{Kind: Burn}
	case StuckCardsOrdered:
		// Art. 2, its first remedy: "il Dealer, se possibile, deve
		// ripristinare il corretto ordine d'uscita." Reading: the order
		// is possible to restore when the dealer can tell which card came
		// out first (the one in front); he restores it (restore-order),
		// and the two cards are the deal's next two, in that order, as if
		// they had come out one at a time. Burning them is the remedy only
		// "in caso contrario".
		r.inc.remedy = Action{Kind: RestoreOrder}
	case SwappedCards:
		// Art. 6: "Se, nel distribuire le carte, il Dealer inverte
		// l'ordine di emissione assegnando a Banco una o due carte del Punto
		// o viceversa, la distribuzione va rettificata". Reading: the card
		// is picked up from the wrong side and given to the side it was due
		// to, and the deal goes on in its order, P B P B.
		r.inc.remedy = Action{Kind: PickUp}
	case UndueThirdCard:
		// Art. 8: "Se il Dealer assegna a Punto o a Banco una terza carta
		// non dovuta in virtù della 'Regola', il colpo viene ricostruito".
		// Reading: the coup rebuilt by the Regola keeps the sabot's order:
		// the card is picked up and given to the side the Regola gives it
		// to.
		r.inc.remedy = Action{Kind: PickUp}
		if r.inc.none {
			// "Il Dealer provvede a utilizzare eventuali carte uscite in
			// più per un colpo 'In Bianco'." The Regola gives neither side
			// a card: the coup is rebuilt without it, and the card out in
			// excess (face up, as third cards are dealt) opens the next
			// coup, played in blank.
			r.inc.remedy = Action{Kind: NextBianco}
		}
	case WrongCount:
		// Art. 7: "Se il Dealer, nel distribuire le carte a Punto e a
		// Banco, attribuisce un numero maggiore o minore delle due carte
		// regolamentari, il colpo viene ricostruito alla presenza
		// dell'Ispettore di Gioco." Reading: rebuilt as Art. 8's coup is,
		// in the sabot's order: the fifth card is picked up and is the
		// coup's next card, the third card of the side the Regola gives
		// one (Punto's first); if the Regola gives none, it is a card
		// drawn too many and not seen (it lay face down), which Art. 1
		// puts under the sabot for the next coup (under-shoe, due before
		// the announcement).
		r.inc.remedy = Action{Kind: PickUp}
	case WrongCountUnclear:
		// Art. 7: "Se il colpo non è chiaramente ricostruibile viene
		// annullato bruciando le carte uscite." Reading: the coup is void
		// (annul), every bet returned, and the five cards out are burnt.
		r.inc.remedy = Action{Kind: Annul}
	case SwappedCardsUnclear:
		// Art. 6, the same words: the deal whose order was inverted cannot
		// be rectified, so the coup is void (annul), every bet returned,
		// and the cards out, the hands' and the one laid on the wrong
		// side, are burnt.
		r.inc.remedy = Action{Kind: Annul}
	}
	r.incidents = append(r.incidents, fmt.Sprintf("%s at %d", kind, len(r.actions)))
	return dst, nil
}

// voidWordsFrom is where Art. 7's words for a coup that cannot be rebuilt
// begin in the article's quote (rules.TopicMisdealCount).
const voidWordsFrom = "Se il colpo non è chiaramente ricostruibile"

// voidWords returns the part of Art. 7's quote that rules a coup not
// clearly rebuildable, "Se il colpo non è chiaramente ricostruibile viene
// annullato bruciando le carte uscite.", or the whole quote when the rule
// set's words do not hold it.
func voidWords(q string) string {
	if i := strings.Index(q, voidWordsFrom); i >= 0 {
		return q[i:]
	}
	return q
}

// noThirdDue reports whether the Regola gives neither side a third card
// now: Banco is turned, no third card is due and the score is not yet
// announced (the reader may still have to show Punto).
func (r *Round) noThirdDue() bool {
	if r.phase != phPlay || !r.bancoUp || r.announced || r.minSeven || r.puntoDraws() || r.bancoDraws() {
		return false
	}
	return r.np >= 2 && r.nb >= 2
}

// shortDeal brings the short deal in: Banco has one card and the dealer
// goes on as if the deal were over, giving the Punto cards to the reader
// (or turning them when he plays Punto). Art. 7: "il colpo viene
// ricostruito alla presenza dell'Ispettore di Gioco". Reading: rebuilt in
// the sabot's order, Banco's second card is the sabot's next card, dealt
// before anything else; the coup then goes on by the rule from where the
// dealer stood.
func (r *Round) shortDeal() []Event {
	r.inc = incidentState{kind: ShortDeal, side: Banco, remedy: Action{Kind: Deal, Side: Banco}}
	dst := []Event{{Kind: EventIncident, Incident: ShortDeal, Side: Banco, Article: r.incidentArticle(ShortDeal)}}
	if r.reader != 0 {
		r.given = true
		dst = append(dst, Event{Kind: EventGive, Position: r.reader})
	} else {
		dst = r.turn(dst, Punto)
	}
	r.incidents = append(r.incidents, fmt.Sprintf("%s at %d", ShortDeal, len(r.actions)))
	return dst
}

// justDealt reports whether the deal's four cards are out and nothing else
// has been done with them: the Punto cards not given, no card turned.
func (r *Round) justDealt() bool {
	if r.np != 2 || r.nb != 2 || r.puntoUp || r.bancoUp {
		return false
	}
	return (r.phase == phRead && !r.given) || (r.phase == phPlay && r.reader == 0)
}

// spareDue reports whether the fifth card picked up in a rebuilt coup
// (wrong-count) is still laid aside when the coup needs no more cards: it
// goes under the sabot (Art. 1), the step due before the announcement.
func (r *Round) spareDue() bool {
	if r.inc.kind != WrongCount || !r.inc.held || r.inc.remedy.Kind != 0 || r.phase != phPlay {
		return false
	}
	d := r.playDue()
	return d.Kind == UnderShoe
}

// voidUnclear declares void the coup a fifth card (Art. 7) or a card laid
// on the wrong side (Art. 6) made not clearly rebuildable: the cards out,
// the hands', the incident's and any stuck cards whose order was
// restored (Art. 2) not yet dealt, are burnt and every bet is returned.
func (r *Round) voidUnclear(dst []Event) []Event {
	kind := r.inc.kind
	art := r.incidentArticle(kind)
	for i := 0; i < max(r.np, r.nb); i++ {
		if i < r.np {
			r.burnt = append(r.burnt, r.punto[i])
		}
		if i < r.nb {
			r.burnt = append(r.burnt, r.banco[i])
		}
	}
	r.burnt = append(r.burnt, r.inc.card)
	dst = append(dst, Event{Kind: EventRemedy, Incident: kind, Card: r.inc.card, Article: art})
	// Cards stuck together whose order was restored (Art. 2) and not yet
	// laid on the table are out of the sabot too: burnt with the others.
	for _, c := range r.restored {
		r.burnt = append(r.burnt, c)
		dst = append(dst, Event{Kind: EventRemedy, Incident: kind, Card: c, Article: art})
	}
	r.restored = nil
	r.np, r.nb = 0, 0
	r.inc = incidentState{}
	r.void = true
	r.winner = NoSide
	dst = r.say(dst, PhraseColpoNullo, art)
	r.planSettlement()
	return dst
}

// takeHeld hands out the incident's card in place of the sabot's next one
// once its remedy is taken, and ends the incident; then the cards laid aside
// by the previous coup.
func (r *Round) takeHeld() (rules.Card, bool) {
	if r.inc.kind != NoIncident && r.inc.held && r.inc.remedy.Kind == 0 {
		c := r.inc.card
		r.inc = incidentState{}
		return c, true
	}
	if len(r.restored) > 0 {
		c := r.restored[0]
		r.restored = r.restored[1:]
		return c, true
	}
	if len(r.redeal) > 0 {
		c := r.redeal[0]
		r.redeal = r.redeal[1:]
		return c, true
	}
	if len(r.carried) > 0 {
		c := r.carried[0]
		r.carried = r.carried[1:]
		return c, true
	}
	return rules.Card{}, false
}

// applyRemedy carries out a remedy step (Bianco is applied by applyBianco).
func (r *Round) applyRemedy(dst []Event, a Action) []Event {
	kind, c := r.inc.kind, r.inc.card
	switch a.Kind {
	case PickUp:
		r.inc.remedy = Action{}
	case UnderShoe, NextBianco:
		r.carry, r.hasCarry, r.carryBlank = rules.Cards{c}, true, a.Kind == NextBianco
		r.inc = incidentState{}
	case RestoreOrder:
		// The two cards, in the order they came out, are dealt next.
		r.restored = append(rules.Cards{c, r.inc.second}, r.restored...)
		dst = append(dst, Event{Kind: EventRemedy, Incident: kind, Card: c, Article: r.incidentArticle(kind)})
		c = r.inc.second
		r.inc = incidentState{}
	case Burn:
		r.burnt = append(r.burnt, c)
		dst = append(dst, Event{Kind: EventRemedy, Incident: kind, Card: c, Article: r.incidentArticle(kind)})
		if r.inc.two {
			r.burnt = append(r.burnt, r.inc.second)
			c = r.inc.second
		}
		r.inc = incidentState{}
	}
	return append(dst, Event{Kind: EventRemedy, Incident: kind, Card: c, Article: r.incidentArticle(kind)})
}

// refuseIncident explains a step refused while an incident is pending, or a
// remedy taken when none is due; nil when the usual explanation fits.
func (r *Round) refuseIncident(a, due Action) error {
	isRemedy := a.Kind == PickUp || a.Kind == UnderShoe || a.Kind == NextBianco || a.Kind == Burn || a.Kind == RestoreOrder
	k := r.inc.kind
	if k == NoIncident {
		if isRemedy {
			return r.illegalOn(a, "no-incident", fmt.Sprintf("there is no incident to remedy: now %s", due), topicOf(due.Kind))
		}
		return nil
	}
	art := r.incidentArticle(k)
	ill := func(code, format string, args ...any) error {
		ie := r.illegal(a, code, fmt.Sprintf(format, args...), art)
		if p, ok := r.Pending(); ok && p.Quote != "" && code != "card-valid" {
			ie.Quote = p.Quote // the incident's own sentence
		}
		return ie
	}
	c := r.inc.card
	switch {
	case k == ShortDeal && due.Kind == Deal:
		return ill("short-deal", "the deal stopped short: Banco has %d card and the rule is two to each side; the coup is rebuilt, Banco's second card is the sabot's next (%s)", r.nb, due)
	case k == UndueThirdCard && r.inc.none && due.Kind == NextBianco:
		return ill("undue-third-card", "the %s was laid on %s, and the Regola gives neither side a third card: the coup is rebuilt without it, and the card out in excess is used for a Colpo in Bianco, the next coup (%s)", c, r.inc.side, due)
	case k == ExposedCard && due.Kind == Bianco:
		return ill("exposed-card", "the coup's first card, %s, is visible in the sabot: it is not burnt, the coup is played in blank (%s)", c, due)
	case k == ExposedCard && (isRemedy || a.Kind == Bianco):
		return ill("card-valid", "a visible card that is not the coup's first is valid: the game goes on (%s)", due)
	case k == FallenCard && due.Kind == Bianco:
		return ill("fallen-card", "the coup's first card fell: the bets are withdrawn and the coup played in blank (%s)", due)
	case k == FallenCard && due.Kind == PickUp:
		return ill("fallen-card", "the fallen %s is picked up and put back in play (%s)", c, due)
	case k == FallenCard && (isRemedy || a.Kind == Bianco):
		return ill("fallen-card", "the fallen %s is back in play: %s", c, due)
	case (k == SwappedCards || k == UndueThirdCard) && due.Kind == PickUp:
		if k == SwappedCards {
			return ill("swapped-cards", "the %s was laid on %s, out of the order of the deal: the deal is rectified, the card picked up and given to the other side (%s)", c, r.inc.side, due)
		}
		return ill("undue-third-card", "the %s was laid on %s, which the Regola gives no card now: the coup is rebuilt, the card picked up and given to the side that draws (%s)", c, r.inc.side, due)
	case (k == SwappedCards || k == UndueThirdCard) && (isRemedy || a.Kind == Bianco):
		return ill(k.String(), "the %s picked up goes to the side it was due to: %s", c, due)
	case k == WrongCount && due.Kind == PickUp:
		return ill("wrong-count", "the %s was dealt to %s as a fifth card of the deal, three cards to one side and two to the other: the coup is rebuilt, the card picked up; it is the coup's next card (%s)", c, r.inc.side, due)
	case k == WrongCount && due.Kind == UnderShoe:
		return r.illegalOn(a, "wrong-count", fmt.Sprintf("the Regola gives the %s picked up to neither side: a card drawn too many, not seen, it goes under the sabot for the next coup (%s)", c, due), rules.TopicExtraCard)
	case k == WrongCount && (isRemedy || a.Kind == Bianco || a.Kind == Annul):
		return ill("wrong-count", "the coup is rebuilt: the %s picked up is its next card, dealt when one is due; now %s", c, due)
	case k == SwappedCardsUnclear:
		return ill("swapped-cards-unclear", "the %s was laid on %s, out of the order of the deal, and the order the cards came out cannot be told: the coup is not clearly rebuildable, it is void and the cards out are burnt (%s)", c, r.inc.side, due)
	case k == WrongCountUnclear:
		return ill("wrong-count-unclear", "the %s was dealt to %s as a fifth card and the order the cards came out cannot be told: the coup is not clearly rebuildable, it is void and the cards out are burnt (%s)", c, r.inc.side, due)
	case k == ExtraCard:
		return ill("extra-card", "the %s drawn too many was not seen: it goes under the sabot for the next coup and this one goes on by the rule (%s)", c, due)
	case k == StuckCards:
		return ill("stuck-cards", "the %s and %s came out stuck together and their order cannot be restored: they are burnt (%s)", c, r.inc.second, due)
	case k == StuckCardsOrdered:
		return ill("stuck-cards-ordered", "the %s and %s came out stuck together and the order they came out can be told: the dealer restores it, and they are the deal's next two cards (%s); they are burnt only when it cannot be restored", c, r.inc.second, due)
	case k == ExtraCardSeen:
		return ill("extra-card-seen", "the %s drawn too many was seen: it is not burnt, it is kept for the next coup, played in blank (%s)", c, due)
	}
	return nil
}
