package blackjack

import "sabot/rules"

// EventKind is the kind of an Event.
type EventKind uint8

// The events a round emits.
const (
	// EvAnnounce: the dealer says Phrase.
	EvAnnounce EventKind = iota + 1
	// EvBurn: Count cards burnt face down.
	EvBurn
	// EvCard: Card dealt to Box/Hand (Box 0: the dealer), FaceDown or not;
	// Total is the hand's total after it.
	EvCard
	// EvTurn: a face-down Card at Box/Hand turned face up.
	EvTurn
	// EvSplit: Box's Hand split; the new hand is Hand+1 with Amount staked.
	EvSplit
	// EvDouble: Box/Hand doubled, Amount added.
	EvDouble
	// EvSideBet: a side bet (Bet: insurance, desafío) of Amount placed.
	EvSideBet
	// EvDeclined: the player declined insurance, even money or the desafío.
	EvDeclined
	// EvAceDeclared: the player declared his ace (Ace).
	EvAceDeclared
	// EvStand: Box/Hand stands on Total.
	EvStand
	// EvBust: Box/Hand (Box 0: the dealer) busts with Total.
	EvBust
	// EvBlackjack: Box/Hand (Box 0: the dealer) has a blackjack.
	EvBlackjack
	// EvSettled: a bet settled; Amount is the player's net (+ won, - lost,
	// 0 returned), Result the outcome.
	EvSettled
	// EvDiscard: the dealer removed his card (000 Art.6).
	EvDiscard
	// EvCutCard: the cut card came out; the round is the last of the shoe.
	EvCutCard
	// EvVoid: the round is void and every bet returned (Phrase SayVoid
	// when the shoe ran out, SayRoundVoid when a deal that cannot be
	// rebuilt voids it).
	EvVoid
	// EvRoundOver: the cards are collected.
	EvRoundOver
	// EvIncident: Incident happened (Round.Incident); Card is the card out
	// of the shoe, when one came out (not for the cut card first); stuck
	// cards make one EvIncident per card.
	EvIncident
	// EvRemedy: the remedy of Incident was applied: Card burnt (burn-card,
	// one event per card),
	// picked up (pick-up-card) or offered to Box/Hand (offer-card); for
	// cut-card-first the last round is announced (an EvAnnounce follows).
	EvRemedy
	// EvCardsCollected: the cards of Box/Hand (Box 0: the dealer's) were
	// collected on their own.
	EvCardsCollected
	// EvRequest: the player of Box/Hand asked for a decision the regulation
	// does not allow (Round.Request); the croupier must refuse it.
	EvRequest
	// EvRefused: the croupier refused the request of Box/Hand.
	EvRefused
	// EvStakeMoved: a co-bettor who did not follow a split keeps his stake
	// (Amount) on Box/Hand, the card he chose.
	EvStakeMoved
	// EvPackCheck: the hand over, the pack is checked as Check says (004
	// Regole particolari 5, 11), just before EvRoundOver.
	EvPackCheck
)

// Result is the outcome of a settled bet.
type Result uint8

// The outcomes.
const (
	Pending Result = iota
	Win
	Lose
	Push
	Void
)

var resultNames = [...]string{"pending", "win", "lose", "push", "void"}

// String returns "win", "lose", "push", "void" or "pending".
func (r Result) String() string {
	if int(r) < len(resultNames) {
		return resultNames[r]
	}
	return "?"
}

// Phrase is something the dealer says. Its String is the key the scenes use
// for the dealer's voice and the locale text, in the table's language.
type Phrase uint8

// The dealer's phrases.
const (
	NoPhrase          Phrase = iota
	SayCloseBets             // "rien ne va plus" / "no va más"
	SayInsurance             // "assicurazione?" (with "pagamento alla pari?" to blackjacks)
	SayEvenMoney             // "pagamento alla pari?"
	SayDesafio               // "¿asegura?"
	SayDouble                // "¿dobla?"
	SayAce                   // "¿uno u once?"
	SayBlackjack             // "black jack"
	SayDealerTotal           // the dealer's total (Event.Total)
	SayDealerBust            // "il banco sballa" / "la banca se pasa"
	SayInsuranceLoses        // "l'assicurazione perde"
	SayLastRound             // the cut card is out: the last round of the shoe
	SayVoid                  // the round is void ("pase nulo")
	SayNextCardsBank         // "Próximas cartas para la Banca" (001 Disposiciones 13)
	SayRoundVoid             // the coup is void, the deal lost (000 Art. 19: "il colpo viene annullato")
	// SayHandTotal: the total of Box/Hand, called as the card asked for is
	// given (001 Desarrollo 9): Event.Total, both counts when Soft (Total
	// and Total-10), over 21 the hand is bust.
	SayHandTotal
)

var phraseKeys = [...]string{"", "close-bets", "insurance?", "even-money?", "desafio?", "double?", "ace?",
	"blackjack", "dealer-total", "dealer-bust", "insurance-loses", "last-round", "void", "next-cards-bank", "round-void", "hand-total"}

// String returns the phrase's key, e.g. "close-bets".
func (p Phrase) String() string {
	if int(p) < len(phraseKeys) {
		return phraseKeys[p]
	}
	return "?"
}

// Phrases returns every phrase the dealer may say, for the sound and locale
// tables.
func Phrases() []Phrase {
	out := make([]Phrase, 0, len(phraseKeys)-1)
	for p := SayCloseBets; int(p) < len(phraseKeys); p++ {
		out = append(out, p)
	}
	return out
}

// Event is something that happened at the table, for the scenes to show and
// sound. Which fields are set depends on Kind.
type Event struct {
	Kind     EventKind
	Incident IncidentKind
	Bet      BetKind
	Result   Result
	Ace      rules.AceDeclaration
	Phrase   Phrase
	Check    PackCheck // EvPackCheck's check
	FaceDown bool
	Soft     bool
	Card     rules.Card
	Box      int
	Hand     int
	// Stake is the stake a settlement, a side bet, a double or a split
	// concerns: 0 the holder's, 2… a co-bettor's.
	Stake  int
	Total  int
	Count  int
	Amount rules.Money
}
