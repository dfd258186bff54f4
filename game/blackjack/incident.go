package blackjack

import (
	"fmt"
	"strings"

	"sabot/game"
	"sabot/rules"
)

// IncidentKind is an irregularity of the deal that the regulation remedies:
// a scene (or a hand script's "incident") brings it into a round with
// Round.Incident, and the remedy becomes the dealer's step due, checked by
// Apply like any other and applied by the automatic dealer.
type IncidentKind uint8

// The incidents.
const (
	NoIncident IncidentKind = iota
	// ExposedCard: the next card is turned face up in the shoe (000 Art. 17;
	// 004 Regole particolari 10, 11).
	ExposedCard
	// UnrequestedCard: the dealer draws a card nobody asked for while a
	// player is deciding (000 Art. 24; 004 Regole particolari 7).
	UnrequestedCard
	// DealerExtraCard: the dealer draws one card more after his total is
	// made by the rule (000 Art. 24; 004 Regole particolari 14).
	DealerExtraCard
	// CutCardFirst: the cut card comes out as the first card of the round
	// (000 Art. 33).
	CutCardFirst
	// FallenCard: the card being dealt falls to the floor (000 Art. 36; 004
	// Regole particolari 3, 6).
	FallenCard
	// StuckCards: two cards come out of the shoe together, and the order
	// they came in cannot be told (000 Art. 20).
	StuckCards
	// EmptyBox: a card of the deal is laid on a box without a bet (000
	// Art. 19; 004 Regole particolari 2).
	EmptyBox
	// WrongBox: the card a player asked for is laid on the next box (004
	// Regole particolari 8).
	WrongBox
	// AbsentPlayer: the player is away from the table when he must decide
	// (004 Regole particolari 9): his hand is played by the dealer's rule.
	AbsentPlayer
	// AskSkipped: the dealer deals the card of a box without asking
	// "¿asegura?" (its first card an ace) or "¿dobla?" (11 on two cards)
	// (001 Disposiciones 5, 8): the card is valid.
	AskSkipped
	// BankCardSeen: the dealer's hole card is turned by accident while a
	// player plays his hand (001 Disposiciones 12): he plays on with it
	// seen, and the dealer does not turn it again.
	BankCardSeen
	// IrregularBox: while the players play, a box that has not played yet
	// is found with a card too many from the deal (000 Art. 19, second
	// paragraph; 001 Disposiciones 6): that box alone is void, its cards
	// eliminated.
	IrregularBox
	// BoxSkipped: the dealer passes over a box in the first round of the
	// deal (001 Disposiciones 10): the box is out of the round.
	BoxSkipped
	// BankCardOmitted: the dealer passes over his own first card and deals
	// on to box 1 (001 Disposiciones 13): he announces "Próximas cartas
	// para la Banca" and the next card is the bank's.
	BankCardOmitted
	// CardsInDiscard: after the deal the dealer finds cards left in the
	// discard holder (004 Regole particolari 1): the coup goes on as it is.
	CardsInDiscard
	// OneCard: in the deal's second round a box is passed over and left
	// with one card (001 Disposiciones 4): its player consents to the
	// delivery completed (play-on) or his cards are burnt and his bet
	// void (withdraw).
	OneCard
	// DealingStopped: the bank's hand defined, a player is found passed
	// over for the card he asked for (001 Disposiciones 11): against a
	// bank gone over he is paid; otherwise he plays on against the bank
	// seen, or withdraws his bet.
	DealingStopped
	// ElevenSkipped: the dealer passes over a player on 11 in his first
	// two cards who was to double, without "¿dobla?" nor a card (001
	// Disposiciones 9): the player withdraws his bet or takes the next
	// card (play-on: he is asked "¿dobla?" now).
	ElevenSkipped
	// BankCardDiscarded: in the deal's second round the bank's card is
	// swept into the discard by mistake (001 Disposiciones 14): the
	// dealer announces "Próximas cartas para la Banca" and the next card
	// is the bank's.
	BankCardDiscarded
	// PlayerCardsDiscarded: the bank's hand over and announced, the
	// dealer sweeps into the discard by mistake the cards of a box whose
	// hand wins or ties (001 Disposiciones 15): "éste no tendrá derecho a
	// reclamo", his bet is collected as lost, and the round goes on for
	// the other boxes.
	PlayerCardsDiscarded
	// FallenCards: several cards fall to the floor as a card is dealt
	// from the shoe (004 Regole particolari 4).
	FallenCards
	// DealUnclear: during the deal, before the draw, the dealer finds an
	// error in the cards dealt that cannot be rebuilt with certainty, which
	// box each card was due to lost (000 Art. 19, first paragraph: "il
	// colpo viene annullato"): the whole coup is void, every stake returned
	// and every card eliminated.
	DealUnclear
	// EmptyBoxUnclear: in the deal's first round a card is laid on a
	// position without a bet, and the deal cannot be rebuilt (004 Regole
	// particolari 2: "il colpo proseguirà alla 'regola'"): the position
	// keeps its cards, its hand is played by the dealer's rule (Regole
	// particolari 17), and it wins and loses nothing.
	EmptyBoxUnclear
	// EmptyBoxDraw: after the draw began, the card a player asked for is
	// laid on a box without a bet (000 Art. 19, second paragraph: "Queste
	// carte vengono eliminate dalla mano in corso"): the card is
	// eliminated, and the player gets the next one.
	EmptyBoxDraw
	numIncidents
)

// incident is a row of the table of incidents (incidents.go): what an
// irregularity is called, the rule that governs it, when it can happen, how
// it comes into the round, the remedy its regulation prescribes, and how a
// step other than the remedy is refused while it is pending.
type incident struct {
	// name is the incident's name in script notation.
	name string
	// topic is the rule that governs it: its article at each table, and
	// whether the table's regulation rules it at all.
	topic rules.Topic
	// shoe is the number of cards the shoe must still hold for it to
	// happen (the cards that come out with it); 0 when none comes out.
	shoe int
	// when says why the incident cannot happen at this moment of the
	// round (t is the round's turn); nil when it can.
	when func(r *Round, t Turn) error
	// stage brings it into the round and sets its remedy due; nil: its
	// cards come out of the shoe and are held (stageHeld).
	stage func(r *Round, t Turn) ([]Event, error)
	// remedy is the step due once its card is out, by the table's
	// regulation (remedyOf); nil, or a zero Action, when the round's due
	// step is itself the remedy.
	remedy func(r *Round) Action
	// refuse explains why step a is refused while the incident is pending
	// and due is the step due (isRemedy: a is a remedy step); nil when the
	// usual explanation of a step out of turn fits.
	refuse func(r *Round, a, due Action, isRemedy bool, ill incidentRefusal) error
}

// incidentRefusal makes the error of a step refused during an incident, citing the
// incident's article: code is the refusal's kind, the rest its reason.
type incidentRefusal func(code, format string, args ...any) error

// incidentNames are the incidents' names by kind, from the table.
var incidentNames [numIncidents]string

// String returns the incident's name in script notation, e.g.
// "exposed-card"; "" for NoIncident.
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

// ParseIncident reads an incident's name (its String, e.g. "exposed-card";
// Incidents lists them). The error names the text and the names allowed.
func ParseIncident(s string) (IncidentKind, error) {
	k, err := game.ParseIncidentName(incidentNames[:], s)
	return IncidentKind(k), err
}

// RuledAt reports whether the regulation of rs rules the incident (and a
// round at that table can bring it).
func (k IncidentKind) RuledAt(rs rules.RuleSet) bool {
	return k > NoIncident && k < numIncidents && rs.Article(k.topic()) != ""
}

// topic is the rule that governs the incident.
func (k IncidentKind) topic() rules.Topic {
	if k > NoIncident && k < numIncidents {
		return incidents[k].topic
	}
	return rules.TopicFallenCard
}

// PendingIncident is the incident the round is handling.
type PendingIncident struct {
	// Kind is the incident.
	Kind IncidentKind
	// Card is the card out of the shoe (exposed, drawn unrequested or in
	// excess, fallen); Out reports whether there is one. Cards are all the
	// incident's cards: Card, and the second of stuck cards.
	Card  rules.Card
	Out   bool
	Cards rules.Cards
	// Article is the article that rules the incident at this table, and
	// Quote the regulation's words for it (rules.RuleSet.Quote): two
	// incidents may share an article (000 Art. 24), not their words.
	Article string
	Quote   string
	// Box is the box the card was wrongly laid on (empty-box, wrong-box,
	// irregular-box), the box passed over (box-skipped) or the absent
	// player's box; 0 for the other incidents.
	Box int
	// Remedy is the remedy's dealer step still due, when one is (the
	// card's burn, its pick-up, its offer, the last round's announcement);
	// zero once it is taken or when the due step of the round is itself the
	// remedy (an exposed card dealt during the deal keeps its validity).
	Remedy Action
}

type incidentState struct {
	kind   IncidentKind
	card   rules.Card
	second rules.Card // the second of stuck cards
	two    bool       // second is set
	held   bool       // card is out of the shoe and is the next one dealt
	remedy Action     // the remedy step still due; Kind 0 when none
	// box: the box the card was wrongly laid on, or the absent player's
	// box (with hand, 1-based).
	box, hand int
	// offered: the hand the unrequested card was last offered to.
	offerBox, offerHand int
	// owed: the bank's card passed over is still to be dealt to it.
	owed bool
	// answered: the player passed over answered (or, against a bank gone
	// over, needs not); playOn: he plays on.
	answered, playOn bool
}

// Pending returns the incident the round is handling and true, or false when
// none is.
func (r *Round) Pending() (PendingIncident, bool) {
	if r.inc.kind == NoIncident {
		return PendingIncident{}, false
	}
	p := PendingIncident{Kind: r.inc.kind, Card: r.inc.card, Out: r.inc.held || r.inc.remedy.Kind == BurnCard,
		Article: r.rs.Article(r.inc.kind.topic()), Quote: r.rs.Quote(r.inc.kind.topic()), Remedy: r.inc.remedy, Box: r.inc.box}
	if p.Out {
		p.Cards = rules.Cards{r.inc.card}
		if r.inc.two {
			p.Cards = append(p.Cards, r.inc.second)
		}
	}
	return p, true
}

// Incident brings the incident kind into the round now, as it happens at a
// real table, and returns its events (an EvIncident, with the card when
// one comes out of the shoe). The remedy the table's regulation prescribes
// is then due: Turn().Due, Legal and NextDealerAction name it, Apply checks
// it. An incident that cannot happen now, or that the table's regulation
// does not rule, changes nothing and returns an error that says why:
//
//   - exposed-card and fallen-card: when the dealer's step due is a card
//     dealt from the shoe;
//   - unrequested-card: when a player is deciding how to play his hand;
//   - dealer-extra-card: when the dealer must stand on his total;
//   - cut-card-first: before the round's first card, the cut card still in
//     the shoe;
//   - empty-box: when a box's card of the initial deal is due and a box of
//     the table has no bet;
//   - wrong-box: when a card a player asked for is due and a box follows
//     his;
//   - absent-player: when a player is deciding how to play his hand;
//   - ask-skipped: when the dealer must ask "¿asegura?" or "¿dobla?";
//   - bank-card-seen: when a player decides and the dealer's hole card,
//     not a blackjack, is face down (it lasts until the dealer's first
//     step of his play);
//   - irregular-box: while a player decides, on the first box after his
//     that still waits to play with its two cards of the deal;
//   - box-skipped: when a box's card of the deal's first round is due
//     and another box has a bet;
//   - bank-card-omitted: when the dealer's first card is due and box 1's
//     first card is not an ace (box 1 gets the card, the bank the next);
//   - cards-in-discard: after the deal, when the dealer's step is due
//     before his own play (it lasts until that step is taken);
//   - one-card: when a box's card of the deal's second round is due;
//   - eleven-skipped: when the dealer must ask "¿dobla?";
//   - bank-card-discarded: when a box's card of the deal's second round
//     is due and the bank has its first card;
//   - dealing-stopped: when the bank's hand is over and announced, before
//     the first settlement, on the first box whose one hand stood under
//     21 on a card it did not double;
//   - player-cards-discarded: when the bank's hand is over and announced,
//     before the first settlement, on the first box whose one hand wins
//     or ties;
//   - deal-unclear: when a card of the deal is due and at least two cards
//     of the deal are on the table (an order to lose), before the draw;
//   - empty-box-unclear: when a box's card of the deal's first round is
//     due and a position next to the box has no bet;
//   - empty-box-draw: when a card a player asked for is due and a box of
//     the table has no bet;
//
// and one incident at a time.
func (r *Round) Incident(kind IncidentKind) ([]Event, error) {
	if kind <= NoIncident || kind >= numIncidents {
		return nil, fmt.Errorf("incident %d: unknown (want one of %s)", kind, strings.Join(incidentNames[1:], ", "))
	}
	if r.rs.Article(kind.topic()) == "" {
		return nil, fmt.Errorf("incident %s: the regulation of %s does not rule it", kind, r.rs.ID)
	}
	if r.phase == phDone {
		return nil, fmt.Errorf("incident %s: the round is over", kind)
	}
	if r.inc.kind != NoIncident {
		return nil, fmt.Errorf("incident %s: the %s is still being handled", kind, r.inc.kind)
	}
	row := &incidents[kind]
	if err := row.when(r, r.turn); err != nil {
		return nil, fmt.Errorf("incident %s: %w", kind, err)
	}
	if r.shoe.Remaining() < row.shoe {
		return nil, fmt.Errorf("incident %s: the shoe has %d cards, fewer than %d", kind, r.shoe.Remaining(), row.shoe)
	}
	r.events = r.events[:0]
	r.inc = incidentState{kind: kind}
	if row.stage != nil {
		return row.stage(r, r.turn)
	}
	return r.stageHeld(kind)
}

// stageHeld brings in an incident whose cards come out of the shoe (two for
// stuck and fallen cards, one otherwise): they are held out of the deal,
// and the remedy of the table's regulation is due.
func (r *Round) stageHeld(kind IncidentKind) ([]Event, error) {
	if err := r.holdCards(kind); err != nil {
		return nil, err
	}
	return r.staged(kind)
}

// holdCards draws the incident's cards and holds them, emits the incident
// and sets its remedy; on an empty shoe the incident is undone.
func (r *Round) holdCards(kind IncidentKind) error {
	c, ok := r.draw()
	if !ok {
		r.inc = incidentState{}
		return fmt.Errorf("incident %s: the shoe is empty", kind)
	}
	if incidents[kind].shoe == 2 {
		// Drawn before the first is held, so that the shoe gives it.
		if r.inc.second, r.inc.two = r.draw(); !r.inc.two {
			r.inc = incidentState{}
			return fmt.Errorf("incident %s: the shoe is empty", kind)
		}
	}
	r.inc.card, r.inc.held = c, true
	r.emit(Event{Kind: EvIncident, Incident: kind, Card: c, Box: r.inc.box})
	if r.inc.two {
		r.emit(Event{Kind: EvIncident, Incident: kind, Card: r.inc.second})
	}
	r.inc.remedy = r.remedyOf(kind)
	return nil
}

// staged records the incident just brought in and sets the step due.
func (r *Round) staged(kind IncidentKind) ([]Event, error) {
	r.incidents = append(r.incidents, fmt.Sprintf("%s at %d", kind, len(r.log)))
	r.advance()
	return r.events, nil
}

// dueString says what is due now, for the errors of Incident.
func (r *Round) dueString() string {
	if r.turn.Dealer {
		return r.turn.Due.String()
	}
	return fmt.Sprintf("box %d%s decides", r.turn.Box, handSuffix(r.turn.Hand))
}

// remedyOf is the remedy step of an incident whose card has just come out,
// by the table's regulation; zero when the round's due step is itself the
// remedy.
func (r *Round) remedyOf(kind IncidentKind) Action {
	if kind == AskSkipped {
		// 001 Disposiciones 5 burns a card drawn "en forma o tiempo
		// indebido", "a excepción de las cartas extraídas para el 'AS' o
		// 'ONCE', cuando el pagador omite preguntar si 'ASEGURA' o
		// 'DOBLA'"; 8: "y esta se descubre, la misma es válida". Reading:
		// the card is dealt to the box as if the player had declined (no
		// desafío; on 11 a card taken as a hit, the double gone), and the
		// player plays on.
		return Action{}
	}
	if r.rs.ID == rules.Argentine.ID {
		// 001 Disposiciones 5: "Toda carta extraída del Sabot en forma o
		// tiempo indebido será 'quemada'" (an unrequested card, the
		// dealer's card too many); 7: "Si el pagador se da su segunda carta
		// en forma descubierta, se quemará la misma y se servirá otra carta
		// en forma correcta".
		return Action{Kind: BurnCard}
	}
	if f := incidents[kind].remedy; f != nil {
		return f(r)
	}
	return Action{}
}

// refuseIncident explains a step refused while an incident is pending, or a
// remedy step taken when none is due; nil when the usual explanation fits.
func (r *Round) refuseIncident(a, due Action) error {
	isRemedy := a.Kind == BurnCard || a.Kind == PickUpCard || a.Kind == OfferCard || a.Kind == LastRound || a.Kind == VoidBox || a.Kind == NextCardsBank || a.Kind == VoidRound
	k := r.inc.kind
	if k == NoIncident {
		if isRemedy {
			return r.illegal(a, "no-incident", "there is no incident to remedy: the dealer's next step is "+due.String(), topicOf(due))
		}
		return nil
	}
	topic := k.topic()
	ill := func(code, format string, args ...any) error {
		return r.illegal(a, code, fmt.Sprintf(format, args...), topic)
	}
	if f := incidents[k].refuse; f != nil {
		if err := f(r, a, due, isRemedy, ill); err != nil {
			return err
		}
	}
	if isRemedy {
		return ill("wrong-step", "the dealer's next step is %s", due)
	}
	return nil
}
