package blackjack

import "sabot/rules"

// Hand is one hand of a box: the box's first hand, or one made by a split.
type Hand struct {
	// Cards are the hand's cards in the order dealt.
	Cards rules.Cards
	// Stake is the money on the hand (doubled when Doubled).
	Stake rules.Money
	// FromSplit: the hand was made by splitting a pair; a 21 on two cards is
	// not a blackjack.
	FromSplit bool
	// SplitAces: a hand of split aces.
	SplitAces bool
	// Doubled: the stake was doubled for one card.
	Doubled bool
	// FaceDown: the last card was dealt face down and not yet turned
	// (argentine double).
	FaceDown bool
	// Ace is the argentine declaration of the ace among the first two cards.
	Ace rules.AceDeclaration
	// Desafio is the argentine desafío stake on this hand's second card.
	Desafio rules.Money
	// DesafioResult is the desafío's outcome once the second card is out.
	DesafioResult Result
	// DesafioNet is the player's net on the desafío once settled.
	DesafioNet rules.Money
	// DesafioSettled: the desafío has been paid or collected.
	DesafioSettled bool
	// Done: the hand takes no more cards.
	Done bool
	// Bust: the hand is over 21.
	Bust bool
	// Result is the outcome of the hand's stake once known.
	Result Result
	// Net is the player's net on the stake once settled.
	Net rules.Money
	// Settled: the stake has been paid, collected or returned.
	Settled bool
	// CardsOff: the hand's cards have been collected (CollectHandCards):
	// they are off the table.
	CardsOff bool

	total        rules.Total // kept up to date by retotal when cards or Ace change
	wantCard     bool        // the player asked for a card (or doubled, or split)
	aceAsked     bool
	doubleAsked  bool
	desafioAsked bool
	desafioDone  bool // the player answered the desafío question
}

// Total returns the hand's total, honouring an argentine ace declaration.
func (h *Hand) Total() rules.Total { return h.total }

// retotal recomputes the total after the cards or the declaration changed.
func (h *Hand) retotal() { h.total = rules.DeclaredTotal(h.Cards, h.Ace) }

// Blackjack reports whether the hand is a blackjack: 21 on its first two
// cards, not after a split.
func (h *Hand) Blackjack() bool { return !h.FromSplit && rules.IsNatural(h.Cards) }

// Box is one betting box of the round and its hands.
type Box struct {
	// Number is the box number, 1 = the dealer's left.
	Number int
	// Player is the box's holder ("" for an anonymous player).
	Player string
	// Standing marks the bet of a standing player.
	Standing bool
	// Bet is the original stake.
	Bet rules.Money
	// Hands are the box's hands: one, or more after splits.
	Hands []Hand

	// PerfectPair is the Perfect Pair stake (online table).
	PerfectPair rules.Money
	// PerfectPairResult, PerfectPairNet and PerfectPairSettled follow it.
	PerfectPairResult  Result
	PerfectPairNet     rules.Money
	PerfectPairSettled bool
	// First are the box's first two cards, kept for the Perfect Pair.
	First [2]rules.Card

	// Insurance is the insurance stake (0 when none).
	Insurance rules.Money
	// InsuranceResult, InsuranceNet and InsuranceSettled follow it.
	InsuranceResult  Result
	InsuranceNet     rules.Money
	InsuranceSettled bool
	// EvenMoney: the player took even money for his blackjack.
	EvenMoney bool
	// Behind are the co-bettors' stakes on the box (stakes 2, 3…), in the
	// order they were placed; the fields above are the holder's (stake 1).
	Behind []Stake
	// NoBet marks a position without a bet that holds cards all the same:
	// a card of the deal laid on it when the deal cannot be rebuilt (004
	// Regole particolari 2). Its hand is dealt and played by the dealer's
	// rule, and it wins and loses nothing (Bet 0, its hand Void).
	NoBet bool

	asked bool // the insurance or even-money question was answered
	key   string
	// voided: the box was taken out of the round by an incident's remedy
	// (VoidBox): it gets no card and takes no part in the settlement.
	voided bool
}

// Net is the holder's net on every bet of the box settled so far (the
// co-bettors' nets are their Stake.Net).
func (b *Box) Net() rules.Money {
	n := b.InsuranceNet + b.PerfectPairNet
	for i := range b.Hands {
		n += b.Hands[i].Net + b.Hands[i].DesafioNet
	}
	return n
}

// staked is what the box's player has put down on it this round.
func (b *Box) staked() rules.Money {
	s := b.Insurance + b.PerfectPair
	for i := range b.Hands {
		s += b.Hands[i].Stake + b.Hands[i].Desafio
	}
	return s
}

// Voided reports whether an incident's remedy took the box out of the
// round (VoidBox, VoidRound): its stakes returned, its cards eliminated.
func (b *Box) Voided() bool { return b.voided }
