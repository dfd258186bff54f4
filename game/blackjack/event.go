package blackjack

import "sabot/rules"

// EventKind is the kind of an Event.
type EventKind uint8

// The events a round emits.
const (
	// EvAnnounce: the dealer says Phrase (a sound and locale key).
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
	// EvVoid: the round is void and every bet returned (Phrase: why).
	EvVoid
	// EvRoundOver: the cards are collected.
	EvRoundOver
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

// Event is something that happened at the table, for the scenes to show and
// sound. Which fields are set depends on Kind.
type Event struct {
	Kind     EventKind
	Box      int
	Hand     int
	Card     rules.Card
	FaceDown bool
	Total    int
	Soft     bool
	Bet      BetKind
	Amount   rules.Money
	Result   Result
	Ace      rules.AceDeclaration
	Count    int
	// Phrase is the key of what the dealer says, e.g. "rien-ne-va-plus",
	// "carta", "black-jack", "assicurazione", "asegura", "dobla", "as".
	Phrase string
}
