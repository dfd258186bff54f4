package blackjack

import (
	"fmt"

	"sabot/game"
	"sabot/rules"
)

// IncidentKind is an irregularity of the deal that the regulation remedies:
// a scene (or a hand script's "incident") brings it into a round with
// Round.Incident (incident.Bring: the table of incidents), and the remedy becomes the dealer's step due, checked by
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

// incidentNames are the incidents' names in script notation, by kind.
var incidentNames = [numIncidents]string{
	ExposedCard: "exposed-card", FallenCard: "fallen-card", StuckCards: "stuck-cards", FallenCards: "fallen-cards",
	UnrequestedCard: "unrequested-card", DealerExtraCard: "dealer-extra-card", CutCardFirst: "cut-card-first",
	EmptyBox: "empty-box", WrongBox: "wrong-box", EmptyBoxDraw: "empty-box-draw", EmptyBoxUnclear: "empty-box-unclear",
	DealUnclear: "deal-unclear", IrregularBox: "irregular-box", BoxSkipped: "box-skipped",
	BankCardOmitted: "bank-card-omitted", OneCard: "one-card", BankCardDiscarded: "bank-card-discarded",
	AskSkipped: "ask-skipped", ElevenSkipped: "eleven-skipped", BankCardSeen: "bank-card-seen",
	AbsentPlayer: "absent-player", DealingStopped: "dealing-stopped",
	PlayerCardsDiscarded: "player-cards-discarded", CardsInDiscard: "cards-in-discard",
}

// incidentTopics are the rules that govern the incidents, by kind: their
// articles at each table, and whether a table's regulation rules them.
var incidentTopics = [numIncidents]rules.Topic{
	ExposedCard: rules.TopicExposedCard, FallenCard: rules.TopicFallenCard, StuckCards: rules.TopicStuckCards,
	FallenCards: rules.TopicFallenCards, UnrequestedCard: rules.TopicUnrequestedCard,
	DealerExtraCard: rules.TopicDealerExtraCard, CutCardFirst: rules.TopicCutCardFirst,
	EmptyBox: rules.TopicDealingError, WrongBox: rules.TopicWrongBox, EmptyBoxDraw: rules.TopicEmptyBoxDraw,
	EmptyBoxUnclear: rules.TopicEmptyBoxUnclear, DealUnclear: rules.TopicDealUnclear,
	IrregularBox: rules.TopicIrregularBox, BoxSkipped: rules.TopicBoxSkipped,
	BankCardOmitted: rules.TopicBankCardOmitted, OneCard: rules.TopicOneCard,
	BankCardDiscarded: rules.TopicBankDiscarded, AskSkipped: rules.TopicAskSkipped,
	ElevenSkipped: rules.TopicElevenSkipped, BankCardSeen: rules.TopicBankCardSeen,
	AbsentPlayer: rules.TopicAbsentPlayer, DealingStopped: rules.TopicDealingStopped,
	PlayerCardsDiscarded: rules.TopicPlayerDiscarded, CardsInDiscard: rules.TopicCardsInDiscard,
}

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
	return k > NoIncident && k < numIncidents && rs.Article(k.Topic()) != ""
}

// Topic is the rule that governs the incident: its article at each table
// (rules.RuleSet.Article).
func (k IncidentKind) Topic() rules.Topic {
	if k > NoIncident && k < numIncidents {
		return incidentTopics[k]
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

// incidentState is the incident the round is handling: its rule, its
// cards, its remedy due, and how far its remedy has gone.
type incidentState struct {
	kind   IncidentKind
	rule   IncidentRule
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
		Article: r.rs.Article(r.inc.kind.Topic()), Quote: r.rs.Quote(r.inc.kind.Topic()), Remedy: r.inc.remedy, Box: r.inc.box}
	if p.Out {
		p.Cards = rules.Cards{r.inc.card}
		if r.inc.two {
			p.Cards = append(p.Cards, r.inc.second)
		}
	}
	return p, true
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
	if r.inc.rule != nil {
		if err := r.inc.rule.Refuse(&Floor{r: r}, a, due, isRemedy); err != nil {
			return err
		}
	}
	if isRemedy {
		return r.illegal(a, "wrong-step", fmt.Sprintf("the dealer's next step is %s", due), k.Topic())
	}
	return nil
}
