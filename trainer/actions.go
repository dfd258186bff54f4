package trainer

import (
	"sabot/game/blackjack"
	"sabot/rules"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

// Legal returns the tutor's set of the actions a turn opens.
func Legal(t blackjack.Turn) tutor.ActionSet {
	var l tutor.ActionSet
	switch t.Question {
	case blackjack.AskInsurance:
		return tutor.Actions(tutor.Insurance, tutor.NoInsurance)
	case blackjack.AskEvenMoney:
		if t.Options.Has(blackjack.OptInsure) {
			// A blackjack against the ace may insure instead (000 Art. 9,
			// 004 Assicurazione).
			return tutor.Actions(tutor.EvenMoney, tutor.NoEvenMoney, tutor.Insurance)
		}
		return tutor.Actions(tutor.EvenMoney, tutor.NoEvenMoney)
	case blackjack.AskDesafioBet:
		return tutor.Actions(tutor.Desafio, tutor.NoDesafio)
	case blackjack.AskFollowDouble:
		return tutor.Actions(tutor.FollowDouble, tutor.NoFollowDouble)
	case blackjack.AskSplitStake:
		return tutor.Actions(tutor.FollowSplit, tutor.FirstCard, tutor.SecondCard)
	case blackjack.AskAceValue:
		l = tutor.Actions(tutor.AceOne, tutor.AceEleven)
	case blackjack.AskPlay:
		if t.Options.Has(blackjack.OptHit) {
			l = l.With(tutor.Hit)
		}
		if t.Options.Has(blackjack.OptStand) {
			l = l.With(tutor.Stand)
		}
		if t.Options.Has(blackjack.OptDouble) {
			l = l.With(tutor.Double)
		}
	}
	if t.Options.Has(blackjack.OptSplit) {
		l = l.With(tutor.Split)
	}
	return l
}

// ToEngine turns a tutor action into the engine's (blackjack.MoveAction).
// stake is the amount of an insurance or desafío bet (ignored otherwise).
func ToEngine(a tutor.Action, stake rules.Money) blackjack.Action {
	return blackjack.MoveAction(a, stake)
}

// FromEngine turns a player's engine action into the tutor's
// (blackjack.Action.Move; NoAction for a dealer's step).
func FromEngine(a blackjack.Action) tutor.Action { return a.Move() }

// ChartAction is the chart's answer to the question a round puts now, as an
// engine action: a play or a declaration from the chart; insurance, even
// money and the desafío declined (against a shoe of unknown composition
// they lose).
func ChartAction(r *blackjack.Round, chart *strategy.Chart) blackjack.Action {
	t := r.Turn()
	switch t.Question {
	case blackjack.AskWithdraw:
		return PassedOverAnswer(r)
	case blackjack.AskInsurance:
		return blackjack.Action{Kind: blackjack.NoInsurance}
	case blackjack.AskEvenMoney:
		return blackjack.Action{Kind: blackjack.NoEvenMoney}
	case blackjack.AskDesafioBet:
		return blackjack.Action{Kind: blackjack.NoDesafio}
	case blackjack.AskFollowDouble, blackjack.AskSplitStake:
		// A co-bettor follows what the chart would do with the holder's
		// two cards: double, split; not following a split, he keeps the
		// first card.
		up, _ := r.DealerUpCard()
		hand := holderCards(r, t)
		if t.Question == blackjack.AskFollowDouble {
			if chart.Decide(hand, rules.AceUndeclared, up, tutor.Actions(tutor.Hit, tutor.Stand, tutor.Double)) == tutor.Double {
				return blackjack.Action{Kind: blackjack.FollowDouble}
			}
			return blackjack.Action{Kind: blackjack.NoFollowDouble}
		}
		if chart.Decide(hand, rules.AceUndeclared, up, tutor.Actions(tutor.Hit, tutor.Stand, tutor.Split)) == tutor.Split {
			return blackjack.Action{Kind: blackjack.FollowSplit}
		}
		return blackjack.Action{Kind: blackjack.FirstCard}
	}
	h := &r.Box(t.Box).Hands[t.Hand-1]
	up, _ := r.DealerUpCard()
	return ToEngine(chart.Decide(h.Cards, h.Ace, up, Legal(t)), 0)
}

// holderCards are the two cards the holder doubled or split, as they were
// when he decided: the doubled hand's two cards, or the pair his split
// parted (the first card of the hand asked about and of the next).
func holderCards(r *blackjack.Round, t blackjack.Turn) rules.Cards {
	b := r.Box(t.Box)
	h := &b.Hands[t.Hand-1]
	if t.Question == blackjack.AskSplitStake && t.Hand < len(b.Hands) && len(h.Cards) > 0 && len(b.Hands[t.Hand].Cards) > 0 {
		return rules.Cards{h.Cards[0], b.Hands[t.Hand].Cards[0]}
	}
	if len(h.Cards) > 2 {
		return h.Cards[:2]
	}
	return h.Cards
}

// Owner returns the player whose question the round puts now: the box's
// holder for the box's play, or the co-bettor whose own stake is asked
// about (insurance, even money, following a double or a split). A trainer
// grades a player on his own questions only: a co-bettor's box is played by
// its holder.
func Owner(r *blackjack.Round) string {
	t := r.Turn()
	b := r.Box(t.Box)
	if t.Dealer || b == nil {
		return ""
	}
	if s := b.CoBettor(t.Stake); s != nil {
		return s.Player
	}
	return b.Player
}

// PassedOverAnswer is the answer of a player the dealer passed over (001
// Disposiciones 4, 9, 11): with the bank's hand defined and seen he plays
// on only when his total already beats it, and withdraws his bet
// otherwise; left with one card in the deal, or on 11 before the bank is
// defined, he plays on.
func PassedOverAnswer(r *blackjack.Round) blackjack.Action {
	t := r.Turn()
	b := r.Box(t.Box)
	if b == nil || t.Hand < 1 || t.Hand > len(b.Hands) {
		return blackjack.Action{Kind: blackjack.PlayOn}
	}
	h := &b.Hands[t.Hand-1]
	dealer := rules.HandTotal(r.DealerCards())
	if len(h.Cards) >= 2 && len(r.DealerCards()) >= 2 && !r.HoleDown() && dealer.Value <= 21 && h.Total().Value <= dealer.Value {
		return blackjack.Action{Kind: blackjack.Withdraw}
	}
	return blackjack.Action{Kind: blackjack.PlayOn}
}
