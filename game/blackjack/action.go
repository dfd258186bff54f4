package blackjack

import (
	"fmt"
	"strconv"

	"sabot/game/move"
	"sabot/rules"
)

// Kind is the kind of an action.
type Kind uint8

// The dealer's steps.
const (
	// CloseBets: "rien ne va plus" / "no va más" (000 Art.3; elsewhere the
	// first card, or the player's «Carte», closes the bets and the call is
	// house practice, free in the dealer school).
	CloseBets Kind = iota + 1
	// Burn: burn the rule set's number of cards after a shuffle (000 Art.1).
	Burn
	// Deal: deal the next card to Box/Hand, or to the dealer when Box is 0;
	// FaceDown for the argentine hole card and double card.
	Deal
	// OfferInsurance: offer insurance (and even money) against an ace.
	OfferInsurance
	// OfferEvenMoney: offer even money to blackjacks against a ten-value
	// up-card (000 Cap.1).
	OfferEvenMoney
	// AskDesafio: ask "¿asegura?" before a box's second card on an ace
	// (001 Disp. 5, 8).
	AskDesafio
	// AskDouble: ask "¿dobla?" before the card on a two-card 11 (001 Disp. 8, 9).
	AskDouble
	// AskAce: ask the player to declare his ace 1 or 11 (001 Desarrollo 10).
	AskAce
	// RevealHole: turn the dealer's face-down card (001 Desarrollo 12a).
	RevealHole
	// RevealDouble: turn a box's face-down double card (001 Otras apuestas 1).
	RevealDouble
	// DealerStand: the dealer stands on 17 or more (or on his blackjack).
	// A dealer who busts does not stand: his hand is over at 22 or more
	// and the settlement follows.
	DealerStand
	// DiscardDealerCard: with no box left in play the dealer removes his
	// only card (000 Art.6).
	DiscardDealerCard
	// Pay: pay Amount on a bet (Box, Hand, Bet).
	Pay
	// Collect: collect a losing bet's Amount.
	Collect
	// CollectCards: collect the cards; the round is over.
	CollectCards
	// BurnCard: eliminate the incident's card (or cards), out of the shoe,
	// into the discards (stuck cards, 000 Art. 20; an exposed card drawn
	// for a player, Art. 17; the
	// dealer's extra card, Art. 24; at 004 an unrequested, exposed or
	// fallen card, Regole particolari 6, 7, 10, 11, 14).
	BurnCard
	// PickUpCard: the fallen card is picked up and stays in play (000 Art.
	// 36; 004 Regole particolari 3).
	PickUpCard
	// OfferCard: offer the unrequested card to Box/Hand, whose turn it is
	// (000 Art. 24); the player takes it with hit (or double) or refuses it
	// by standing, and it goes on to the next player, finally to the bank.
	OfferCard
	// LastRound: the cut card came out as the first card; the dealer sets
	// it aside and deals the round (000 Art. 33: "il colpo deve essere
	// iniziato"); announcing it the last of the shoe is house practice, free
	// in the dealer school. It is also the announcement "l'ultima mano" that opens the last
	// round of a session where the regulation wants it said (004 Regole
	// particolari 16; setup.Setup.LastHand).
	LastRound
	// Announce: the dealer announces his total when his hand is over:
	// Total 17 to 21, AnnouncedBust or AnnouncedBlackjack. Only 000 Art. 26
	// prescribes it, and refuses a wrong one (the coup is rebuilt by the
	// rule); elsewhere it is house practice, free in the dealer school, and
	// a wrong total is the school's advice, not a mistake.
	Announce
	// CollectHandCards: the cards of Box/Hand are collected on their own
	// (Box 0: the dealer's): a blackjack paid at once (000 Cap. 1), a bust
	// hand after its bet (000 Art. 5; 004 Svolgimento), and at the
	// Argentine table every box from the dealer's left, then the bank's,
	// which ends the round (001 Desarrollo 9).
	CollectHandCards
	// Refuse: the croupier refuses the request of Box/Hand's player that
	// the regulation does not allow (Round.Request): a double on 10 where
	// only 11 doubles (001 Otras apuestas 1); the player decides again.
	Refuse
	// VoidBox: the box Box is taken out of the round, its bet returned and
	// its cards (if any) eliminated: a box with a card too many from the
	// deal (000 Art. 19, second paragraph; 001 Disposiciones 6), a box
	// passed over in the deal (001 Disposiciones 10).
	VoidBox
	// NextCardsBank: the dealer who passed over his own card announces
	// "Próximas cartas para la Banca" and deals it next (001 Disposiciones
	// 13).
	NextCardsBank
	// VoidRound: the whole coup is void: an error of the deal found before
	// the draw began that cannot be rebuilt with certainty (000 Art. 19,
	// first paragraph: "il colpo viene annullato"). Every stake is returned
	// and every card of the coup eliminated.
	VoidRound
	// CallTotal: the dealer tells the total of Box/Hand as he gives each
	// card its player asked for (001 Desarrollo 9: "irá indicando el
	// puntaje obtenido"): Total the hand's total, Soft when a later ace
	// may still count one or eleven (the call "7/17"), AnnouncedBust over
	// 21. A wrong call is refused, a missing one too.
	CallTotal
	// CallInsuranceLoses: the dealer's second card makes no Black Jack and
	// he announces "l'assicurazione perde" as the insurance bets are
	// collected, before the first of them (000 Art. 13: "vengono ritirate
	// immediatamente le puntate sull'assicurazione annunciando
	// “l'assicurazione perde”"). Where the text does not prescribe the
	// call (rules.RuleSet.CallsInsuranceLoses) it is house practice, free
	// in the dealer school.
	CallInsuranceLoses
)

// The announcements of Announce that are not a total.
const (
	// AnnouncedBust: the dealer went over 21 ("il banco sballa").
	AnnouncedBust = 100
	// AnnouncedBlackjack: the dealer's two cards make a blackjack.
	AnnouncedBlackjack = 101
)

// moveKinds is where the players' decisions start among the kinds: the kind
// of a move m is moveKinds+m (both aces' declarations are DeclareAce, the
// value in Action.Ace).
const moveKinds Kind = 31

// The players' decisions: the moves of game/move, the tutor's actions
// (Action.Move, MoveAction).
const (
	Hit         = moveKinds + Kind(move.Hit)
	Stand       = moveKinds + Kind(move.Stand)
	Double      = moveKinds + Kind(move.Double)
	Split       = moveKinds + Kind(move.Split)
	Insure      = moveKinds + Kind(move.Insurance)   // Amount: the insurance stake
	NoInsurance = moveKinds + Kind(move.NoInsurance) // decline insurance
	EvenMoney   = moveKinds + Kind(move.EvenMoney)   // take even money for a blackjack
	NoEvenMoney = moveKinds + Kind(move.NoEvenMoney) // decline it
	Desafio     = moveKinds + Kind(move.Desafio)     // Amount: the desafío stake
	NoDesafio   = moveKinds + Kind(move.NoDesafio)   // decline it
	DeclareAce  = moveKinds + Kind(move.AceOne)      // Ace: 1 or 11 (move.AceOne or move.AceEleven)
	// A co-bettor's answers (000 Cap. 1; 004 Il raddoppio).
	FollowDouble   = moveKinds + Kind(move.FollowDouble)   // follow the holder's double on his own stake
	NoFollowDouble = moveKinds + Kind(move.NoFollowDouble) // keep his stake as it is
	FollowSplit    = moveKinds + Kind(move.FollowSplit)    // follow the holder's split: an equal stake on the new hand
	FirstCard      = moveKinds + Kind(move.FirstCard)      // not following the split: his stake stays on the first card
	SecondCard     = moveKinds + Kind(move.SecondCard)     // not following the split: his stake moves to the second card
)

const (
	// The answers of a player the dealer passed over (001 Disposiciones 4,
	// 9, 11): his bet withdrawn (void), or the round played on. They are
	// no move of the strategy's.
	Withdraw = moveKinds + Kind(move.Count) + iota
	PlayOn
)

// IsDealer reports whether the kind is a dealer's step.
func (k Kind) IsDealer() bool { return k >= CloseBets && k <= CallInsuranceLoses }

// IsPlayer reports whether the kind is a player's decision.
func (k Kind) IsPlayer() bool {
	return k >= Hit && k <= PlayOn && k != moveKinds+Kind(move.AceEleven)
}

// Move returns the player's move the action is: move.None for a dealer's
// step and for a passed-over player's withdraw and play-on.
func (a Action) Move() move.Move {
	if a.Kind < Hit || a.Kind > SecondCard || a.Kind == moveKinds+Kind(move.AceEleven) {
		return move.None
	}
	if a.Kind == DeclareAce && a.Ace != rules.AceOne {
		return move.AceEleven
	}
	return move.Move(a.Kind - moveKinds)
}

// MoveAction returns the decision of move m for the box whose turn it is;
// stake is the amount of an insurance or desafío bet (ignored otherwise).
// move.None gives the zero Action.
func MoveAction(m move.Move, stake rules.Money) Action {
	switch m {
	case move.None:
		return Action{}
	case move.Insurance, move.Desafio:
		return Action{Kind: moveKinds + Kind(m), Amount: stake}
	case move.AceOne:
		return Action{Kind: DeclareAce, Ace: rules.AceOne}
	case move.AceEleven:
		return Action{Kind: DeclareAce, Ace: rules.AceEleven}
	}
	if m >= move.Count {
		return Action{}
	}
	return Action{Kind: moveKinds + Kind(m)}
}

// BetKind names one of the bets on a box.
type BetKind uint8

// The bets a box can hold.
const (
	MainBet BetKind = iota
	InsuranceBet
	EvenMoneyBet // the blackjack paid 1:1 at once
	DesafioBet
	PerfectPairBet
)

var betNames = [...]string{"main", "insurance", "even-money", "desafio", "perfect-pair"}

// String returns the bet's name in notation.
func (b BetKind) String() string {
	if int(b) < len(betNames) {
		return betNames[b]
	}
	return "?"
}

// Action is one step of the round, by the dealer or a player.
type Action struct {
	Kind Kind
	// FaceDown is set on Deal for a card dealt face down.
	FaceDown bool
	// Bet is the bet of a Pay or Collect.
	Bet BetKind
	// Ace is the value declared by DeclareAce.
	Ace rules.AceDeclaration
	// Box is the box (1 = the dealer's left); 0 means the dealer's own hand
	// for Deal. Player decisions may leave it 0: they are for the box whose
	// turn it is.
	Box int
	// Hand is the hand within the box, from 1 (0 for the box's first).
	Hand int
	// Stake is the stake on the box a decision or a Pay/Collect concerns:
	// 0 (or 1) the holder's, 2 the first co-bettor's, and so on.
	Stake int
	// Amount is the amount of Pay, Collect, Insure and Desafio.
	Amount rules.Money
	// Cards is the number of cards of Burn.
	Cards int
	// Total is the dealer's announced total of Announce: 17 to 21 as the
	// rule makes it, AnnouncedBust or AnnouncedBlackjack; or the hand's
	// total called by CallTotal (AnnouncedBust over 21).
	Total int
	// Soft is set on CallTotal for a soft total: Total counts an ace
	// eleven, Total-10 one.
	Soft bool
}

// calledString is the word of a called total: "15", "7/17", "bust".
func calledString(total int, soft bool) string {
	if soft && total <= 21 {
		return strconv.Itoa(total-10) + "/" + strconv.Itoa(total)
	}
	return announcedString(total)
}

// handCall is what the dealer calls for a hand of total t: its value, both
// counts of a soft total below 21, or AnnouncedBust over 21.
func handCall(t rules.Total) (total int, soft bool) {
	switch {
	case t.Value > 21:
		return AnnouncedBust, false
	case t.Soft && t.Value < 21:
		return t.Value, true
	}
	return t.Value, false
}

// announcedString is the word of an announced total: "19", "bust",
// "blackjack".
func announcedString(total int) string {
	switch total {
	case AnnouncedBust:
		return "bust"
	case AnnouncedBlackjack:
		return "blackjack"
	}
	return strconv.Itoa(total)
}

func stakeSuffix(stake int) string {
	if stake > 1 {
		return " stake " + strconv.Itoa(stake)
	}
	return ""
}

func handSuffix(hand int) string {
	if hand > 1 {
		return " hand " + strconv.Itoa(hand)
	}
	return ""
}

// String returns the action in notation: player decisions as their script
// tokens ("hit", "insurance 5.00", "ace 11"), dealer steps as readable
// commands ("deal box 3", "pay box 2 main 15.00", "collect-cards").
func (a Action) String() string {
	switch a.Kind {
	case CloseBets:
		return "close-bets"
	case Burn:
		return "burn " + strconv.Itoa(a.Cards)
	case Deal:
		s := "deal dealer"
		if a.Box > 0 {
			s = "deal box " + strconv.Itoa(a.Box) + handSuffix(a.Hand)
		}
		if a.FaceDown {
			s += " face-down"
		}
		return s
	case OfferInsurance:
		return "offer-insurance"
	case OfferEvenMoney:
		return "offer-even-money"
	case AskDesafio:
		return "ask-desafio box " + strconv.Itoa(a.Box) + handSuffix(a.Hand)
	case AskDouble:
		return "ask-double box " + strconv.Itoa(a.Box) + handSuffix(a.Hand)
	case AskAce:
		return "ask-ace box " + strconv.Itoa(a.Box) + handSuffix(a.Hand)
	case RevealHole:
		return "reveal-hole"
	case RevealDouble:
		return "reveal box " + strconv.Itoa(a.Box) + handSuffix(a.Hand)
	case DealerStand:
		return "dealer-stand"
	case DiscardDealerCard:
		return "discard-dealer-card"
	case Pay, Collect:
		verb := "pay"
		if a.Kind == Collect {
			verb = "collect"
		}
		return fmt.Sprintf("%s box %d%s %s %s%s", verb, a.Box, handSuffix(a.Hand), a.Bet, a.Amount, stakeSuffix(a.Stake))
	case CollectCards:
		return "collect-cards"
	case BurnCard:
		return "burn-card"
	case PickUpCard:
		return "pick-up-card"
	case OfferCard:
		return "offer-card box " + strconv.Itoa(a.Box) + handSuffix(a.Hand)
	case LastRound:
		return "last-round"
	case Announce:
		return "announce " + announcedString(a.Total)
	case CallTotal:
		return "announce box " + strconv.Itoa(a.Box) + handSuffix(a.Hand) + " " + calledString(a.Total, a.Soft)
	case CallInsuranceLoses:
		return "insurance-loses"
	case Refuse:
		return "refuse box " + strconv.Itoa(a.Box) + handSuffix(a.Hand)
	case VoidBox:
		return "void box " + strconv.Itoa(a.Box)
	case NextCardsBank:
		return "next-cards-bank"
	case VoidRound:
		return "void-round"
	case CollectHandCards:
		if a.Box == 0 {
			return "collect-cards dealer"
		}
		return "collect-cards box " + strconv.Itoa(a.Box) + handSuffix(a.Hand)
	case Hit:
		return "hit"
	case Stand:
		return "stand"
	case Double:
		return "double"
	case Split:
		return "split"
	case Insure:
		return "insurance " + a.Amount.String()
	case NoInsurance:
		return "no-insurance"
	case EvenMoney:
		return "even-money"
	case NoEvenMoney:
		return "no-even-money"
	case Desafio:
		return "desafio " + a.Amount.String()
	case NoDesafio:
		return "no-desafio"
	case DeclareAce:
		return "ace " + a.Ace.String()
	case FollowDouble:
		return "follow-double"
	case NoFollowDouble:
		return "no-follow-double"
	case FollowSplit:
		return "follow-split"
	case FirstCard:
		return "first-card"
	case SecondCard:
		return "second-card"
	case Withdraw:
		return "withdraw"
	case PlayOn:
		return "play-on"
	}
	return "unknown-action-" + strconv.Itoa(int(a.Kind))
}
