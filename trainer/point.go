package trainer

import (
	"errors"

	"sabot/game/blackjack"
	"sabot/rules"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

// ErrNotAPlayerTurn is returned when the round waits for the dealer.
var ErrNotAPlayerTurn = errors.New("the round waits for the dealer, not for a player")

// ShoeUnseen returns the cards of a shoe the player has not seen between
// rounds: those still in the shoe, those burnt face down since it was
// shuffled (000 Art.1, 004 Apertura 8), which left the shoe unseen, and
// those cut off before the pack went into the continuous shuffler (004
// Apertura 7), which nobody sees: the analysis works from what the player
// knows, not from the cards the machine happens to hold.
func ShoeUnseen(shoe *rules.Shoe, burnt rules.Cards) tutor.Composition {
	c := tutor.ShoeComposition(shoe)
	c.Add(burnt...)
	c.Add(shoe.Aside()...)
	return c
}

// Unseen returns the cards the player has not seen: those still in the shoe,
// the cards burnt face down since the shoe was shuffled (burnt, which the
// caller keeps from round to round: the round knows only its own), the
// dealer's hole card while it is face down, and the face-down double cards
// of every box (argentine).
func Unseen(r *blackjack.Round, shoe *rules.Shoe, burnt rules.Cards) tutor.Composition {
	c := ShoeUnseen(shoe, burnt)
	if d := r.DealerCards(); r.HoleDown() && len(d) > 1 {
		c.Add(d[1])
	}
	for _, b := range r.Boxes() {
		for _, h := range b.Hands {
			if h.FaceDown && len(h.Cards) > 0 {
				c.Add(h.Cards[len(h.Cards)-1])
			}
		}
	}
	return c
}

// Point returns the tutor's decision point for the question the round puts
// now, with the cards the player has not seen (burnt as in Unseen).
func Point(r *blackjack.Round, shoe *rules.Shoe, burnt rules.Cards) (tutor.DecisionPoint, error) {
	t := r.Turn()
	if t.Dealer || r.Done() {
		return tutor.DecisionPoint{}, ErrNotAPlayerTurn
	}
	b := r.Box(t.Box)
	h := &b.Hands[t.Hand-1]
	up, _ := r.DealerUpCard()
	dp := tutor.DecisionPoint{
		Rules: *r.Rules(), Up: up, Unseen: Unseen(r, shoe, burnt), Legal: Legal(t),
		Declared: h.Ace, FromSplit: h.FromSplit, SplitAces: h.SplitAces, Hands: len(b.Hands),
	}
	switch t.Question {
	case blackjack.AskInsurance, blackjack.AskEvenMoney:
		dp.Hand = b.First[:]
	case blackjack.AskDesafioBet:
		dp.Hand = h.Cards[:1]
	case blackjack.AskFollowDouble:
		dp.Hand = holderCards(r, t)
	case blackjack.AskSplitStake:
		// The pair as it was before the split.
		dp.Hand = holderCards(r, t)
		dp.Hands = len(b.Hands) - 1
		dp.FromSplit = dp.Hands > 1
		dp.SplitAces = dp.FromSplit && h.SplitAces
	default:
		dp.Hand = h.Cards
	}
	return dp, nil
}

// Graded is a player's decision graded, with its chart cell.
type Graded struct {
	tutor.Grade
	// Spot is the decision's chart cell; HasSpot is false for the side
	// decisions and hands without a printed cell.
	Spot    strategy.Spot
	HasSpot bool
	// Chart is what the table's chart says, and Correct whether the action
	// taken agrees with it (or is the exact best).
	Chart   tutor.Action
	Correct bool
}

// Grade grades the action a player is about to take at the round's current
// question, against the table's chart and with the exact EV of every action
// from the cards he has not seen (burnt as in Unseen). Call it before Apply.
func Grade(r *blackjack.Round, shoe *rules.Shoe, burnt rules.Cards, chart *strategy.Chart, taken blackjack.Action) (Graded, error) {
	q, err := Ask(r, shoe, burnt, chart)
	if err != nil {
		return Graded{}, err
	}
	return q.Priced(r, taken).Grade(FromEngine(taken))
}
