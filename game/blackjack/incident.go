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

var incidentNames = [...]string{"", "exposed-card", "unrequested-card", "dealer-extra-card", "cut-card-first", "fallen-card", "stuck-cards", "empty-box", "wrong-box", "absent-player", "ask-skipped", "bank-card-seen",
	"irregular-box", "box-skipped", "bank-card-omitted", "cards-in-discard", "one-card", "dealing-stopped", "eleven-skipped", "bank-card-discarded", "player-cards-discarded", "fallen-cards", "deal-unclear",
	"empty-box-unclear", "empty-box-draw"}

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

// ParseIncident reads an incident's name ("exposed-card", "unrequested-card",
// "dealer-extra-card", "cut-card-first", "fallen-card", "stuck-cards",
// "empty-box", "wrong-box", "absent-player", "ask-skipped",
// "bank-card-seen", "irregular-box", "box-skipped", "bank-card-omitted",
// "cards-in-discard", "one-card", "dealing-stopped", "eleven-skipped",
// "bank-card-discarded", "player-cards-discarded", "fallen-cards",
// "deal-unclear", "empty-box-unclear", "empty-box-draw"). The error names the text and the names allowed.
func ParseIncident(s string) (IncidentKind, error) {
	k, err := game.ParseIncidentName(incidentNames[:numIncidents], s)
	return IncidentKind(k), err
}

// RuledAt reports whether the regulation of rs rules the incident (and a
// round at that table can bring it).
func (k IncidentKind) RuledAt(rs rules.RuleSet) bool {
	return k > NoIncident && k < numIncidents && rs.Article(k.topic()) != ""
}

// topic is the rule that governs the incident.
func (k IncidentKind) topic() rules.Topic {
	switch k {
	case ExposedCard:
		return rules.TopicExposedCard
	case UnrequestedCard:
		return rules.TopicUnrequestedCard
	case DealerExtraCard:
		return rules.TopicDealerExtraCard
	case CutCardFirst:
		return rules.TopicCutCardFirst
	case StuckCards:
		return rules.TopicStuckCards
	case FallenCards:
		return rules.TopicFallenCards
	case EmptyBox:
		return rules.TopicDealingError
	case WrongBox:
		return rules.TopicWrongBox
	case AbsentPlayer:
		return rules.TopicAbsentPlayer
	case AskSkipped:
		return rules.TopicAskSkipped
	case BankCardSeen:
		return rules.TopicBankCardSeen
	case IrregularBox:
		return rules.TopicIrregularBox
	case BoxSkipped:
		return rules.TopicBoxSkipped
	case BankCardOmitted:
		return rules.TopicBankCardOmitted
	case CardsInDiscard:
		return rules.TopicCardsInDiscard
	case OneCard:
		return rules.TopicOneCard
	case DealingStopped:
		return rules.TopicDealingStopped
	case ElevenSkipped:
		return rules.TopicElevenSkipped
	case BankCardDiscarded:
		return rules.TopicBankDiscarded
	case PlayerCardsDiscarded:
		return rules.TopicPlayerDiscarded
	case DealUnclear:
		return rules.TopicDealUnclear
	case EmptyBoxUnclear:
		return rules.TopicEmptyBoxUnclear
	case EmptyBoxDraw:
		return rules.TopicEmptyBoxDraw
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
	t := r.turn
	dealingFromShoe := t.Dealer && t.Due.Kind == Deal
	switch kind {
	case ExposedCard, FallenCard, StuckCards, FallenCards:
		if !dealingFromShoe {
			return nil, fmt.Errorf("incident %s: it happens when a card is dealt from the shoe, and the step due is %s", kind, r.dueString())
		}
		if kind == ExposedCard && r.rs.HoleCard && !(t.Due.Box == 0 && t.Due.FaceDown) {
			return nil, fmt.Errorf("incident %s: at %s the regulation rules the dealer's second card dealt face up (%s), and the step due is %s", kind, r.rs.ID, r.rs.Article(kind.topic()), r.dueString())
		}
	case EmptyBox:
		if !dealingFromShoe || r.phase != phDeal || t.Due.Box == 0 {
			return nil, fmt.Errorf("incident %s: it happens when a box's card of the deal is due, and the step due is %s", kind, r.dueString())
		}
		if r.emptyBox(t.Due.Box) == 0 {
			return nil, fmt.Errorf("incident %s: every box of the table has a bet", kind)
		}
	case EmptyBoxUnclear:
		if !dealingFromShoe || r.phase != phDeal || t.Due.Box == 0 || r.step >= len(r.boxes) {
			return nil, fmt.Errorf("incident %s: it happens when a box's card of the deal's first round is due, and the step due is %s", kind, r.dueString())
		}
		if r.nextToEmpty(t.Due.Box) == 0 {
			return nil, fmt.Errorf("incident %s: no position next to box %d is without a bet", kind, t.Due.Box)
		}
	case EmptyBoxDraw:
		if !dealingFromShoe || r.phase != phPlay || t.Due.Box == 0 {
			return nil, fmt.Errorf("incident %s: it happens when a card a player asked for is due, and the step due is %s", kind, r.dueString())
		}
		if r.emptyBox(t.Due.Box) == 0 {
			return nil, fmt.Errorf("incident %s: every box of the table has a bet", kind)
		}
	case WrongBox:
		if !dealingFromShoe || r.phase != phPlay || t.Due.Box == 0 {
			return nil, fmt.Errorf("incident %s: it happens when a card a player asked for is due, and the step due is %s", kind, r.dueString())
		}
		if t.Due.Box >= r.rs.Boxes {
			return nil, fmt.Errorf("incident %s: no box follows box %d", kind, t.Due.Box)
		}
	case AskSkipped:
		if !t.Dealer || (t.Due.Kind != AskDesafio && t.Due.Kind != AskDouble) {
			return nil, fmt.Errorf("incident %s: it happens when the dealer must ask \"¿asegura?\" or \"¿dobla?\", and the step due is %s", kind, r.dueString())
		}
	case BankCardSeen:
		if t.Dealer || t.Question != AskPlay || !r.holeDown {
			return nil, fmt.Errorf("incident %s: it happens while a player decides and the bank's second card is face down, and now %s", kind, r.dueString())
		}
		if r.dealerBJ {
			// Turned, it would end the round (Desarrollo 14): the school
			// stages the incident where the play goes on.
			return nil, fmt.Errorf("incident %s: the bank has a blackjack", kind)
		}
	case IrregularBox:
		if t.Dealer || t.Question != AskPlay || r.phase != phPlay {
			return nil, fmt.Errorf("incident %s: it happens while a player decides how to play his hand, and now %s", kind, r.dueString())
		}
		if r.irregularBox() == nil {
			return nil, fmt.Errorf("incident %s: no box after box %d waits to play with its two cards of the deal", kind, t.Box)
		}
	case BoxSkipped:
		if !dealingFromShoe || r.phase != phDeal || r.step >= len(r.boxes) {
			return nil, fmt.Errorf("incident %s: it happens when a box's card of the deal's first round is due, and the step due is %s", kind, r.dueString())
		}
		if r.liveBoxes() < 2 {
			return nil, fmt.Errorf("incident %s: box %d is the only box in play", kind, t.Due.Box)
		}
	case BankCardOmitted:
		if !dealingFromShoe || r.phase != phDeal || r.step != len(r.boxes) {
			return nil, fmt.Errorf("incident %s: it happens when the dealer's first card is due, and the step due is %s", kind, r.dueString())
		}
		if b := r.firstLive(); b == nil || b.Hands[0].Cards[0].Rank == rules.Ace {
			// Box 1 would be asked "¿asegura?" before its card.
			return nil, fmt.Errorf("incident %s: the first box's card is an ace, asked about before its second card", kind)
		}
	case OneCard:
		if !dealingFromShoe || r.phase != phDeal || r.step <= len(r.boxes) || t.Due.Box == 0 {
			return nil, fmt.Errorf("incident %s: it happens when a box's card of the deal's second round is due, and the step due is %s", kind, r.dueString())
		}
	case ElevenSkipped:
		if !t.Dealer || t.Due.Kind != AskDouble {
			return nil, fmt.Errorf("incident %s: it happens when the dealer must ask \"¿dobla?\", and the step due is %s", kind, r.dueString())
		}
	case BankCardDiscarded:
		if !dealingFromShoe || r.phase != phDeal || r.step <= len(r.boxes) || t.Due.Box == 0 || len(r.dealer) != 1 {
			return nil, fmt.Errorf("incident %s: it happens when a box's card of the deal's second round is due and the bank has its first card, and the step due is %s", kind, r.dueString())
		}
	case DealingStopped, PlayerCardsDiscarded:
		if !t.Dealer || r.phase != phSettle || r.step != 0 || !r.announced {
			return nil, fmt.Errorf("incident %s: it happens when the bank's hand is over and announced, before the settlement, and the step due is %s", kind, r.dueString())
		}
		if kind == DealingStopped && r.stoppedBox() == nil {
			return nil, fmt.Errorf("incident %s: no box stood under 21 on a hand it did not double or split", kind)
		}
		if kind == PlayerCardsDiscarded && r.claimingBox() == nil {
			return nil, fmt.Errorf("incident %s: no box's one hand wins or ties against the bank", kind)
		}
	case CardsInDiscard:
		if !t.Dealer || (r.phase != phInsurance && r.phase != phPlay) {
			return nil, fmt.Errorf("incident %s: it happens after the deal, when the dealer's step is due before his own play, and now %s", kind, r.dueString())
		}
	case UnrequestedCard, AbsentPlayer:
		if t.Dealer || t.Question != AskPlay {
			return nil, fmt.Errorf("incident %s: it happens while a player decides how to play his hand, and now %s", kind, r.dueString())
		}
		if h := r.hand(); kind == AbsentPlayer && h.Total().Value > 16 {
			// Played by the rule his hand stands, as he may: the school
			// stages the incident where it changes the play.
			return nil, fmt.Errorf("incident %s: box %d has %d, which the dealer's rule stands on", kind, t.Box, h.Total().Value)
		}
	case DealerExtraCard:
		if !t.Dealer || t.Due.Kind != DealerStand {
			return nil, fmt.Errorf("incident %s: it happens when the dealer's total is made and he must stand, and the step due is %s", kind, r.dueString())
		}
	case DealUnclear:
		if !dealingFromShoe || r.phase != phDeal {
			return nil, fmt.Errorf("incident %s: it happens while the cards of the deal are dealt, before the draw, and the step due is %s", kind, r.dueString())
		}
		if n := r.cardsDealt(); n < 2 {
			return nil, fmt.Errorf("incident %s: only %d of the deal's cards on the table, no order to lose", kind, n)
		}
	case CutCardFirst:
		if !dealingFromShoe || r.phase != phDeal || r.step != 0 {
			return nil, fmt.Errorf("incident %s: it happens with the round's first card, and the step due is %s", kind, r.dueString())
		}
		if r.shoe.CutOut() || r.cutSeen {
			return nil, fmt.Errorf("incident %s: the cut card is already out", kind)
		}
	}
	noCard := kind == DealUnclear || kind == CutCardFirst || kind == AbsentPlayer || kind == BankCardSeen || kind == BoxSkipped || kind == CardsInDiscard || kind == OneCard || kind == DealingStopped || kind == ElevenSkipped || kind == PlayerCardsDiscarded
	if need := map[bool]int{true: 2, false: 1}[kind == StuckCards || kind == FallenCards]; !noCard && r.shoe.Remaining() < need {
		return nil, fmt.Errorf("incident %s: the shoe has %d cards, fewer than %d", kind, r.shoe.Remaining(), need)
	}
	r.events = r.events[:0]
	r.inc = incidentState{kind: kind}
	switch kind {
	case EmptyBox, EmptyBoxDraw:
		r.inc.box = r.emptyBox(t.Due.Box)
	case WrongBox:
		r.inc.box = t.Due.Box + 1
	case AbsentPlayer:
		r.inc.box, r.inc.hand = t.Box, t.Hand
	}
	switch kind {
	case IrregularBox:
		return r.stageIrregular()
	case BoxSkipped:
		// 001 Disposiciones 10: "no se le permitirá participar del juego
		// en ese pase". No card comes out: the box is voided.
		r.inc.box = t.Due.Box
		r.inc.remedy = Action{Kind: VoidBox, Box: t.Due.Box, Hand: 1}
		r.emit(Event{Kind: EvIncident, Incident: kind, Box: t.Due.Box})
		return r.staged(kind)
	case BankCardOmitted:
		return r.stageBankOmitted()
	case OneCard:
		// 001 Disposiciones 4: the player is asked his consent; the card
		// is dealt (play-on) or the box voided (withdraw).
		r.inc.box, r.inc.hand = t.Due.Box, 1
		r.emit(Event{Kind: EvIncident, Incident: kind, Box: t.Due.Box, Hand: 1})
		return r.staged(kind)
	case ElevenSkipped:
		// 001 Disposiciones 9: "se le dará la opción de retirar la
		// apuesta o a recibir la próxima carta".
		r.inc.box, r.inc.hand = t.Due.Box, t.Due.Hand
		r.emit(Event{Kind: EvIncident, Incident: kind, Box: t.Due.Box, Hand: t.Due.Hand})
		return r.staged(kind)
	case BankCardDiscarded:
		// 001 Disposiciones 14: the bank's card goes into the discard;
		// announced, the next card is the bank's, and the deal goes on.
		c := r.dealer[0]
		r.discards = append(r.discards, c)
		r.dealer = r.dealer[:0]
		r.redealer()
		r.inc.card = c
		r.inc.remedy, r.inc.owed = Action{Kind: NextCardsBank}, true
		r.emit(Event{Kind: EvIncident, Incident: kind, Card: c})
		return r.staged(kind)
	case DealingStopped:
		b := r.stoppedBox()
		r.inc.box, r.inc.hand = b.Number, 1
		h := &b.Hands[0]
		if r.dealerT.Value > 21 {
			// "si la Banca se hubiera Pasado, el jugador cobrará su
			// apuesta": no question; the settlement pays him.
			r.inc.answered = true
		} else {
			h.Done = false // his hand is open again: he asked for a card
		}
		r.emit(Event{Kind: EvIncident, Incident: kind, Box: b.Number, Hand: 1})
		return r.staged(kind)
	case PlayerCardsDiscarded:
		return r.stagePlayerDiscarded()
	case EmptyBoxUnclear:
		return r.stageNoBet(t.Due.Box)
	case DealUnclear:
		// 000 Art. 19: "se non é ancora iniziata la fase di tiraggio e non
		// é possibile ricostruire con certezza la corretta distribuzione,
		// il colpo viene annullato." No card comes out: the deal is lost,
		// and the coup's voiding is the dealer's step due.
		r.inc.remedy = Action{Kind: VoidRound}
		r.emit(Event{Kind: EvIncident, Incident: kind})
		return r.staged(kind)
	case CardsInDiscard:
		// 004 Regole particolari 1: "il colpo andrà avanti regolarmente";
		// the cards go into the Shuffler Mate after the coup. No remedy
		// step: the step due stays due, and the incident ends with it.
		r.emit(Event{Kind: EvIncident, Incident: kind})
		return r.staged(kind)
	}
	if kind == AbsentPlayer {
		// No card comes out: the hand is now the dealer's to play.
		r.emit(Event{Kind: EvIncident, Incident: kind, Box: t.Box, Hand: t.Hand})
	} else if kind == BankCardSeen {
		// 001 Disposiciones 12: "éste podrá definir el pase con las cartas
		// 'vistas'". Reading: the card stays face up, the player decides
		// seeing it (and the players after him), and the dealer's turn
		// of it is not due: the incident lasts until the dealer's first
		// step of his play.
		r.inc.box, r.inc.hand, r.inc.card = t.Box, t.Hand, r.dealer[1]
		r.holeDown = false
		r.emit(Event{Kind: EvIncident, Incident: kind, Card: r.dealer[1], Box: t.Box, Hand: t.Hand})
	} else if kind == CutCardFirst {
		// The cut card comes out now: the next card is the one behind it.
		r.shoe.PlaceCutAfter(0)
		r.cutSeen, r.cutFirst = true, true
		r.emit(Event{Kind: EvIncident, Incident: kind})
		r.emit(Event{Kind: EvCutCard})
		r.inc.remedy = Action{Kind: LastRound}
	} else {
		c, ok := r.draw()
		if !ok {
			r.inc = incidentState{}
			return nil, fmt.Errorf("incident %s: the shoe is empty", kind)
		}
		if kind == StuckCards || kind == FallenCards {
			// Drawn before the first is held, so that the shoe gives it.
			if r.inc.second, r.inc.two = r.draw(); !r.inc.two {
				r.inc = incidentState{}
				return nil, fmt.Errorf("incident %s: the shoe is empty", kind)
			}
		}
		r.inc.card, r.inc.held = c, true
		r.emit(Event{Kind: EvIncident, Incident: kind, Card: c, Box: r.inc.box})
		if r.inc.two {
			r.emit(Event{Kind: EvIncident, Incident: kind, Card: r.inc.second})
		}
		r.inc.remedy = r.remedyOf(kind)
		if kind == AskSkipped {
			// The question is gone with the card: the card is the box's,
			// its second, or a card taken as a hit on 11.
			h := r.handAt(t.Due)
			if t.Due.Kind == AskDesafio {
				h.desafioDone = true
			} else {
				h.doubleAsked, h.wantCard = true, true
			}
		}
	}
	return r.staged(kind)
}

// staged records the incident just brought in and sets the step due.
func (r *Round) staged(kind IncidentKind) ([]Event, error) {
	r.incidents = append(r.incidents, fmt.Sprintf("%s at %d", kind, len(r.log)))
	r.advance()
	return r.events, nil
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
func (r *Round) stagePlayerDiscarded() ([]Event, error) {
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

// collectSwept applies the remedy of a player-cards-discarded incident:
// the bet is collected as lost, the incident ends, and the settlement is
// built anew without the box.
func (r *Round) collectSwept(a Action) bool {
	if r.inc.kind != PlayerCardsDiscarded || a != r.inc.remedy {
		return false
	}
	r.inc = incidentState{}
	r.applySettle(a)
	r.stepsBuilt, r.step = false, 0
	return true
}

// passedOverDue sets what the player a dealing-stopped incident passed
// over must do before the settlement (001 Disposiciones 11): answer
// whether he plays on against the bank seen or withdraws; playing on, his
// card and his decisions. It reports whether it set a turn; when his hand
// is over the incident ends and the settlement is built anew.
func (r *Round) passedOverDue() bool {
	if r.inc.kind != DealingStopped {
		return false
	}
	if !r.inc.answered {
		r.turn = Turn{Box: r.inc.box, Hand: 1, Question: AskWithdraw}
		return true
	}
	if !r.inc.playOn {
		// Against a bank gone over he is paid in the settlement, and the
		// incident ends with his payment; withdrawn, the box is voided
		// (incidentDue) and the incident ends with it.
		if h := &r.Box(r.inc.box).Hands[0]; h.Settled {
			r.inc = incidentState{}
		}
		return false
	}
	r.bi, r.hi = int(r.boxIndex[r.inc.box]), 0
	if r.handDue() {
		return true
	}
	r.inc = incidentState{}
	r.stepsBuilt, r.step = false, 0 // his hand is over: settled anew
	return false
}

// passedOverPlaying reports whether box is the player a dealing-stopped
// incident passed over, playing on against the bank seen (001
// Disposiciones 11): the cards he now asks for are given after the bank's
// hand, in the settlement's phase, and each is called as a hit is.
//
// The remedies at the Argentine table that end with a card on a box, read
// against Desarrollo 9 ("En el caso en que el jugador solicite mas cartas,
// el pagador las entregará de a una; a la vez irá indicando el puntaje
// obtenido hasta que el Jugador considere satisfactorio el mismo"): the
// call is due after a card "the player asked for", so that he judges
// whether the total satisfies him; not after the cards of "las dos
// primeras entregas" nor after a double's card, on which the player
// decides nothing more.
//   - dealing-stopped, play-on (Disp. 11: "Si el pagador omitiera de
//     seguir dando cartas a un jugador"): the dealer was giving him the
//     cards he asked for; the card given now, and every card of his play
//     "con la Banca vista", is one he asked for: called (here).
//   - ask-skipped on "¿dobla?" (Disp. 8: "la misma es válida"): the card
//     on 11 is taken as a hit and the player goes on deciding: called, as
//     a hit in the play (applyDeal: wantCard, phPlay).
//   - eleven-skipped, play-on (Disp. 9: "recibir la próxima carta"): he is
//     asked "¿dobla?"; a card he then asks for is called, a double's card
//     is not (the ordinary play).
//   - ask-skipped on "¿asegura?" (Disp. 8), one-card play-on (Disp. 4: "se
//     podrá completar la entrega"), bank-card-omitted (Disp. 13, the bank's
//     card laid on box 1 as its second): cards of the deal, no call.
//   - irregular-box (Disp. 6): the card too many is burnt with the box's,
//     no call; exposed-card, unrequested-card, dealer-extra-card (Disp. 5,
//     7): the card is burnt, the bank's or nobody's, no call.
func (r *Round) passedOverPlaying(box int) bool {
	return r.inc.kind == DealingStopped && r.inc.playOn && r.inc.box == box
}

// answerPassedOver applies the answer of a player the dealer passed over
// (one-card, dealing-stopped): play-on completes his delivery or his
// hand; withdraw makes the box's voiding the dealer's step due.
func (r *Round) answerPassedOver(a Action) {
	r.inc.answered = true
	r.inc.playOn = a.Kind == PlayOn
	if a.Kind == Withdraw {
		r.inc.remedy = Action{Kind: VoidBox, Box: r.inc.box, Hand: 1}
	} else if r.inc.kind == DealingStopped {
		r.Box(r.inc.box).Hands[0].wantCard = true
	}
	r.emit(Event{Kind: EvRemedy, Incident: r.inc.kind, Box: a.Box, Hand: 1})
}

// liveBoxes counts the boxes not voided.
func (r *Round) liveBoxes() int {
	n := 0
	for i := range r.boxes {
		if !r.boxes[i].voided {
			n++
		}
	}
	return n
}

// firstLive is the first box of the deal not voided; nil when none.
func (r *Round) firstLive() *Box {
	for i := range r.boxes {
		if !r.boxes[i].voided {
			return &r.boxes[i]
		}
	}
	return nil
}

// irregularBox is the first box after the one deciding that still waits
// to play with its two cards of the deal, untouched; nil when none.
func (r *Round) irregularBox() *Box {
	for i := r.bi + 1; i < len(r.boxes); i++ {
		b := &r.boxes[i]
		if h := &b.Hands[0]; !b.voided && len(b.Hands) == 1 && len(h.Cards) == 2 && !h.Done && !h.Settled && h.Desafio == 0 && b.Insurance == 0 && !b.EvenMoney {
			return b
		}
	}
	return nil
}

// stageIrregular brings in an irregular box: the next card of the shoe is
// found on it, a third card of the deal (000 Art. 19: "caselle che non
// hanno il numero regolare di carte"; 001 Disposiciones 6: "más de dos (2)
// cartas en las dos primeras entregas"). The remedy voids that box.
func (r *Round) stageIrregular() ([]Event, error) {
	b := r.irregularBox()
	c, ok := r.draw()
	if !ok {
		r.inc = incidentState{}
		return nil, fmt.Errorf("incident %s: the shoe is empty", IrregularBox)
	}
	h := &b.Hands[0]
	h.Cards = append(h.Cards, c)
	h.retotal()
	r.inc.box, r.inc.card = b.Number, c
	r.inc.remedy = Action{Kind: VoidBox, Box: b.Number, Hand: 1}
	r.emit(Event{Kind: EvIncident, Incident: IrregularBox, Card: c, Box: b.Number, Hand: 1})
	return r.staged(IrregularBox)
}

// stageBankOmitted brings in the bank's card passed over: the card due to
// the dealer is dealt to the first box as its second card, and the dealer
// must announce "Próximas cartas para la Banca" (001 Disposiciones 13)
// before his card; the deal then goes on with the second box.
func (r *Round) stageBankOmitted() ([]Event, error) {
	b := r.firstLive()
	r.inc.remedy = Action{Kind: NextCardsBank}
	r.emit(Event{Kind: EvIncident, Incident: BankCardOmitted, Box: b.Number, Hand: 1})
	r.applyDeal(Action{Kind: Deal, Box: b.Number, Hand: 1})
	r.inc.owed = true
	return r.staged(BankCardOmitted)
}

// emptyBox is the box without a bet nearest after box (in the order of
// the deal, then before it), where a card due to box is laid by mistake; 0
// when every box has a bet.
func (r *Round) emptyBox(box int) int {
	for d := 1; d < r.rs.Boxes; d++ {
		for _, n := range []int{box + d, box - d} {
			if n >= 1 && n <= r.rs.Boxes && r.Box(n) == nil {
				return n
			}
		}
	}
	return 0
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
	shuffler := r.rs.SameRegulation(rules.ItalianShuffler)
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
	switch kind {
	case ExposedCard:
		// 000 Art. 17: "Le carte eventualmente girate nel sabot ed estratte
		// durante la fase di tiraggio, vengono eliminate da quella mano …
		// Tale regola non vale se la carta girata viene estratta durante la
		// fase automatica di distribuzione delle carte o per quanto riguarda
		// il gioco dell'impiegato … In questi due casi descritti le carte
		// anche se girate mantengono la loro validità." The initial deal
		// and the dealer's own cards keep an exposed card; the players'
		// draws (hits, doubles, split hands) eliminate it.
		// 004 Regole particolari 10, 11: cards that come out showing their
		// value "saranno bruciate dal dealer", whenever they come.
		if shuffler || r.phase == phPlay {
			return Action{Kind: BurnCard}
		}
		return Action{}
	case UnrequestedCard:
		// 004 Regole particolari 7: a card given to a client who did not ask
		// for it "verrà annullata". At 000 (Art. 24) it is offered, which
		// handDue sets as the due step.
		if shuffler {
			return Action{Kind: BurnCard}
		}
		return Action{}
	case DealerExtraCard:
		// 000 Art. 24: "questa carta, se vista, sarà annullata"; 004 Regole
		// particolari 14: "questa va bruciata". Reading: a card drawn onto
		// the table is seen, so it is always annulled.
		return Action{Kind: BurnCard}
	case StuckCards:
		// 000 Art. 20: "Se più carte escono insieme dal sabot e non si può
		// ricostruire l'esatta sequenza di uscita, vengono eliminate."
		// Reading: the incident is the case the order cannot be told (when
		// it can, the cards are dealt in that order and there is no
		// incident); both cards are eliminated and the deal goes on.
		return Action{Kind: BurnCard}
	case FallenCards:
		// 004 Regole particolari 4: "Se durante la partita dovessero
		// cadere a terra più carte, queste saranno 'bruciate'". Reading:
		// two cards fall as one is dealt; both are burnt and the next card
		// of the shoe is dealt in their place (the count of 312 before the
		// next hand is the Ispettore's).
		return Action{Kind: BurnCard}
	case EmptyBoxDraw:
		// 000 Art. 19, second paragraph: "Se ci si accorge dell'errore
		// dopo che é iniziata la fase di tiraggio, il colpo viene annullato
		// limitatamente … a quelle alle quali sono state date carte in
		// assenza di puntate. (Queste carte vengono eliminate dalla mano in
		// corso)." The card on the box without a bet is eliminated; the
		// player who asked gets the next card of the shoe.
		return Action{Kind: BurnCard}
	case EmptyBox:
		// 000 Art. 19: "In caso di errore da parte dell'impiegato nella
		// distribuzione delle carte, se non é ancora iniziata la fase di
		// tiraggio e non é possibile ricostruire con certezza la corretta
		// distribuzione, il colpo viene annullato." 004 Regole particolari
		// 2: "il colpo proseguirà alla 'regola' se non fosse possibile
		// ricostruirlo". Reading: the error is seen as the card is laid, so
		// the deal can be rebuilt with certainty (the card is the one due
		// to the next box with a bet): the card is picked up from the empty
		// box and dealt where it was due, and the deal goes on. The round
		// annulled (000) is deal-unclear, and the coup played "alla
		// regola" (004) empty-box-unclear: the cases the order is lost.
		return Action{Kind: PickUpCard}
	case WrongBox:
		// 004 Regole particolari 8: the requested card laid on the box
		// after the player's "sarà riposizionata correttamente": picked up
		// and dealt to the box that asked for it.
		return Action{Kind: PickUpCard}
	case FallenCard:
		// 000 Art. 36: "Eventuali carte cadute, saranno raccolte dal
		// personale della Casa da Gioco." Reading: picked up, the card
		// stays in play where it was going (as 004 RP 3 and 002 Art. 3 say
		// in so many words); only marked or broken cards are replaced.
		// 004 Regole particolari 3: a "due" card of the deal (one of the
		// client's two cards or the dealer's first) is picked up and put
		// back in play; 6: any other single card is burnt and replaced.
		if shuffler && r.phase != phDeal {
			return Action{Kind: BurnCard}
		}
		return Action{Kind: PickUpCard}
	}
	return Action{}
}

// incidentDue sets the remedy step due, if one is; it runs first in advance.
func (r *Round) incidentDue() bool {
	if r.inc.kind == NoIncident || r.inc.remedy.Kind == 0 {
		return false
	}
	r.dealerDue(r.inc.remedy)
	return true
}

// absentDue plays the hand of an absent player "alla regola" (004 Regole
// particolari 9, 17): a card on 16 or less, none on 17 or more. It reports
// whether it set the step due; the incident ends with the hand.
func (r *Round) absentDue(box, hand int, h *Hand) bool {
	if r.inc.kind != AbsentPlayer || r.inc.box != box || r.inc.hand != hand {
		return false
	}
	if h.Done {
		r.inc = incidentState{}
		return false
	}
	if h.Total().Value <= 16 {
		r.dealerDue(Action{Kind: Deal, Box: box, Hand: hand})
		return true
	}
	r.inc = incidentState{}
	r.finish(h, EvStand)
	return false
}

// offerDue: at 000 an unrequested card is offered to each player in turn
// whose hand may take a card, before he decides (Art. 24).
func (r *Round) offerDue(box, hand int) bool {
	if r.inc.kind != UnrequestedCard || !r.inc.held || r.inc.remedy.Kind != 0 {
		return false
	}
	if r.inc.offerBox == box && r.inc.offerHand == hand {
		return false
	}
	r.dealerDue(Action{Kind: OfferCard, Box: box, Hand: hand})
	return true
}

// takeHeld hands out the incident's card in place of the shoe's next one,
// and ends the incident.
func (r *Round) takeHeld() (rules.Card, bool) {
	if r.inc.kind == NoIncident || !r.inc.held || r.inc.remedy.Kind != 0 {
		return rules.Card{}, false
	}
	c := r.inc.card
	r.inc = incidentState{}
	return c, true
}

// applyRemedy carries out a remedy step.
func (r *Round) applyRemedy(a Action) {
	kind, c := r.inc.kind, r.inc.card
	switch a.Kind {
	case BurnCard:
		r.discards = append(r.discards, c)
		r.emit(Event{Kind: EvRemedy, Incident: kind, Card: c})
		if r.inc.two {
			r.discards = append(r.discards, r.inc.second)
			r.emit(Event{Kind: EvRemedy, Incident: kind, Card: r.inc.second})
		}
		r.inc = incidentState{}
	case PickUpCard:
		r.inc.remedy = Action{}
		r.emit(Event{Kind: EvRemedy, Incident: kind, Card: c})
	case OfferCard:
		r.inc.offerBox, r.inc.offerHand = a.Box, a.Hand
		r.emit(Event{Kind: EvRemedy, Incident: kind, Card: c, Box: a.Box, Hand: a.Hand})
	case LastRound:
		r.inc = incidentState{}
		r.emit(Event{Kind: EvRemedy, Incident: kind})
		r.announce(SayLastRound)
	case VoidBox:
		r.inc = incidentState{}
		r.emit(Event{Kind: EvRemedy, Incident: kind, Box: a.Box, Hand: 1})
		r.voidBox(r.Box(a.Box))
	case NextCardsBank:
		// The announcement made, the bank's card is due (dealDue).
		r.inc.remedy = Action{}
		r.emit(Event{Kind: EvRemedy, Incident: kind})
		r.announce(SayNextCardsBank)
	case VoidRound:
		r.inc = incidentState{}
		r.emit(Event{Kind: EvRemedy, Incident: kind})
		r.voidCoup()
	}
}

// voidCoup voids the whole coup for a deal that cannot be rebuilt (000
// Art. 19, first paragraph): every box is taken out of the round, its
// stakes returned and its cards eliminated, the dealer's cards are
// eliminated after them, and the round goes on to the collection of the
// cards, with no settlement.
func (r *Round) voidCoup() {
	r.void, r.voidReason = true, "deal-unclear"
	r.emit(Event{Kind: EvVoid, Phrase: SayRoundVoid})
	for i := range r.boxes {
		if !r.boxes[i].voided {
			r.voidBox(&r.boxes[i])
		}
	}
	r.discards = append(r.discards, r.dealer...)
	r.dealer = r.dealer[:0]
	r.redealer()
	r.holeDown = false
	r.phase, r.step, r.stepsBuilt = phSettle, 0, false
}

// cardsDealt counts the cards of the deal on the table: the boxes' and the
// dealer's.
func (r *Round) cardsDealt() int {
	n := len(r.dealer)
	for i := range r.boxes {
		for j := range r.boxes[i].Hands {
			n += len(r.boxes[i].Hands[j].Cards)
		}
	}
	return n
}

// voidBox takes box b out of the round: every stake on it is returned
// (void), its cards are eliminated, and it takes no more part in the deal,
// the play or the settlement.
func (r *Round) voidBox(b *Box) {
	b.voided = true
	for j := range b.Hands {
		h := &b.Hands[j]
		r.discards = append(r.discards, h.Cards...)
		h.Cards = h.Cards[:0]
		h.retotal()
		h.Done, h.Settled, h.Result, h.Net, h.CardsOff = true, true, Void, 0, true
		h.wantCard = false
		for k := range b.Behind {
			if sh := &b.Behind[k].On[j]; sh.Amount > 0 && !sh.Settled {
				sh.Settled, sh.Result, sh.Net = true, Void, 0
			}
		}
		r.emit(Event{Kind: EvSettled, Box: b.Number, Hand: j + 1, Bet: MainBet, Result: Void})
	}
	b.asked = true
	for k := range b.Behind {
		b.Behind[k].asked = true
	}
	if r.phase == phSettle {
		r.stepsBuilt, r.step = false, 0 // the settlement without the box
	}
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
	switch k {
	case ExposedCard:
		if due.Kind == BurnCard {
			return ill("exposed-card", "the %s came out face up: it is eliminated (burnt) and the next card dealt in its place: %s", r.inc.card, due)
		}
		if isRemedy {
			return ill("card-valid", "the %s turned in the shoe keeps its validity when drawn in the deal or for the dealer: %s", r.inc.card, due)
		}
	case UnrequestedCard:
		if due.Kind == BurnCard {
			return ill("unrequested-card", "a card nobody asked for is annulled: %s", due)
		}
		if due.Kind == OfferCard {
			if a.Kind == OfferCard {
				return ill("unrequested-card", "the unrequested %s is offered to the player whose turn it is, box %d%s", r.inc.card, due.Box, handSuffix(due.Hand))
			}
			return ill("unrequested-card", "the unrequested %s is offered first to the player whose turn it is, then to the others in turn, and goes to the bank only if all refuse: %s", r.inc.card, due)
		}
		if isRemedy || (a.Kind == Deal && a.Box == 0 && due.Box != 0) {
			return ill("unrequested-card", "the unrequested %s goes to the player who takes it, the bank only if all refuse: %s", r.inc.card, due)
		}
	case DealerExtraCard:
		return ill("dealer-extra-card", "the dealer's %s drawn after his total was made is annulled: %s", r.inc.card, due)
	case FallenCards:
		return ill("fallen-cards", "the %s and %s fell to the floor together: several cards fallen are burnt: %s", r.inc.card, r.inc.second, due)
	case StuckCards:
		return ill("stuck-cards", "the %s and %s came out together and their order cannot be told: both are eliminated: %s", r.inc.card, r.inc.second, due)
	case CutCardFirst:
		if due.Kind == LastRound {
			return ill("cut-card-first", "the cut card came out first: the coup is begun all the same, as dealt from the start (the announcement %s is house practice)", due)
		}
	case EmptyBox, WrongBox:
		if due.Kind == PickUpCard {
			if k == EmptyBox {
				return ill("empty-box", "the %s was laid on box %d, which has no bet: the deal is rebuilt, the card picked up and dealt to the box it was due to: %s", r.inc.card, r.inc.box, due)
			}
			return ill("wrong-box", "the %s asked for was laid on box %d: it is put back where it belongs: %s", r.inc.card, r.inc.box, due)
		}
		if isRemedy || (a.Kind == Deal && a.Box == r.inc.box) {
			return ill(k.String(), "the %s picked up goes to the box it was due to: %s", r.inc.card, due)
		}
	case AskSkipped:
		if isRemedy {
			return ill("card-valid", "the %s came out without the question: it is valid, not burnt, and goes to the box: %s", r.inc.card, due)
		}
		if a.Kind == AskDesafio || a.Kind == AskDouble {
			return ill("ask-skipped", "the %s is out: the question can no longer be asked, and the card is valid: %s", r.inc.card, due)
		}
	case BankCardSeen:
		if isRemedy || a.Kind == RevealHole {
			return ill("bank-card-seen", "the bank's %s turned by accident stays as it is: box %d plays on with it seen: %s", r.dealer[1], r.inc.box, due)
		}
	case IrregularBox:
		if a.Kind == VoidBox {
			return ill("irregular-box", "the box with a card too many is box %d: %s", r.inc.box, due)
		}
		return ill("irregular-box", "box %d has %s, more cards than the deal gives: its bet alone is void and its cards eliminated: %s", r.inc.box, r.Box(r.inc.box).Hands[0].Cards, due)
	case BoxSkipped:
		if a.Kind == VoidBox {
			return ill("box-skipped", "the box passed over is box %d: %s", r.inc.box, due)
		}
		return ill("box-skipped", "box %d was passed over in the deal: it takes no part in this round, its bet returned: %s", r.inc.box, due)
	case BankCardOmitted:
		if due.Kind == NextCardsBank {
			return ill("bank-card-omitted", "the bank's card was passed over: the dealer announces \"Próximas cartas para la Banca\" before he deals it: %s", due)
		}
		if isRemedy || !(a.Kind == Deal && a.Box == 0) {
			return ill("bank-card-omitted", "announced, the next card is the bank's: %s", due)
		}
	case OneCard:
		if due.Kind == VoidBox && a.Kind != VoidBox {
			return ill("one-card", "box %d's player does not consent: the cards dealt to him are burnt and his bet is void: %s", r.inc.box, due)
		}
		if isRemedy {
			return ill("one-card", "box %d's player consents: the delivery is completed: %s", r.inc.box, due)
		}
	case ElevenSkipped:
		if due.Kind == VoidBox && a.Kind != VoidBox {
			return ill("eleven-skipped", "box %d's player withdraws his bet: %s", r.inc.box, due)
		}
		if isRemedy || (a.Kind == Deal && a.Box == r.inc.box) {
			return ill("eleven-skipped", "box %d's player takes the next card: he is asked \"¿dobla?\" first: %s", r.inc.box, due)
		}
	case BankCardDiscarded:
		if due.Kind == NextCardsBank {
			return ill("bank-card-discarded", "the bank's %s went into the discard: the dealer announces \"Próximas cartas para la Banca\" before he deals on: %s", r.inc.card, due)
		}
		if isRemedy || !(a.Kind == Deal && a.Box == 0) {
			return ill("bank-card-discarded", "announced, the next card is the bank's: %s", due)
		}
	case EmptyBoxDraw:
		if due.Kind == BurnCard {
			return ill("empty-box-draw", "the %s was laid on box %d, which has no bet, after the draw began: the card is eliminated, and the player gets the next one: %s", r.inc.card, r.inc.box, due)
		}
	case EmptyBoxUnclear:
		if due.Kind == Deal && due.Box == r.inc.box {
			return ill("empty-box-unclear", "position %d has no bet but keeps the %s laid on it: the coup goes on \"alla regola\", its hand dealt in its turn and played by the dealer's rule, a card on 16 or less, none on 17 or more: %s", r.inc.box, r.inc.card, due)
		}
		if isRemedy {
			return ill("empty-box-unclear", "the %s lies on position %d, which has no bet, and the deal cannot be rebuilt: the coup goes on \"alla regola\", the position's hand dealt and played by the dealer's rule, a card on 16 or less, none on 17 or more: %s", r.inc.card, r.inc.box, due)
		}
	case DealUnclear:
		if a.Kind == VoidBox {
			return ill("deal-unclear", "the deal cannot be rebuilt with certainty and the draw has not begun: the whole coup is void, not box %d alone: %s", a.Box, due)
		}
		return ill("deal-unclear", "the deal cannot be rebuilt with certainty and the draw has not begun: the coup is void, every stake returned and the cards eliminated: %s", due)
	case PlayerCardsDiscarded:
		return ill("player-cards-discarded", "box %d's cards went into the discard: its player has no claim, his bet is lost and collected: %s", r.inc.box, due)
	case DealingStopped:
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
	case CardsInDiscard:
		if isRemedy || a.Kind == CollectCards || a.Kind == CollectHandCards {
			return ill("cards-in-discard", "the cards left in the discard holder change nothing now: the coup goes on as it is, and they go back with the others after it: %s", due)
		}
	case AbsentPlayer:
		return ill("absent-player", "the player of box %d is away: his hand is played by the dealer's rule, a card on 16 or less, none on 17 or more: %s", r.inc.box, due)
	case FallenCard:
		if due.Kind == PickUpCard {
			return ill("fallen-card", "the fallen %s is picked up and stays in play; only marked or broken cards are replaced: %s", r.inc.card, due)
		}
		if due.Kind == BurnCard {
			return ill("fallen-card", "a single card fallen during the play, not one of the deal, is burnt and replaced: %s", due)
		}
		if isRemedy {
			return ill("fallen-card", "the fallen %s is back in play: %s", r.inc.card, due)
		}
	}
	if isRemedy {
		return ill("wrong-step", "the dealer's next step is %s", due)
	}
	return nil
}
