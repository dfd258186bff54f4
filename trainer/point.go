package trainer

import (
	"errors"

	"sabot/game/blackjack"
	"sabot/rules"
	"sabot/tutor"
)

// ErrNotAPlayerTurn is returned when the round waits for the dealer.
var ErrNotAPlayerTurn = errors.New("the round waits for the dealer, not for a player")

// Unseen returns the cards the player has not seen: those still in the shoe,
// the dealer's hole card while it is face down, and the face-down double
// cards of every box (argentine).
func Unseen(r *blackjack.Round, shoe *rules.Shoe) tutor.Composition {
	c := tutor.ShoeComposition(shoe)
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
// now, with the cards the player has not seen.
func Point(r *blackjack.Round, shoe *rules.Shoe) (tutor.DecisionPoint, error) {
	t := r.Turn()
	if t.Dealer || r.Done() {
		return tutor.DecisionPoint{}, ErrNotAPlayerTurn
	}
	b := r.Box(t.Box)
	h := &b.Hands[t.Hand-1]
	up, _ := r.DealerUpCard()
	dp := tutor.DecisionPoint{
		Rules: *r.Rules(), Up: up, Unseen: Unseen(r, shoe), Legal: Legal(t),
		Declared: h.Ace, FromSplit: h.FromSplit, SplitAces: h.SplitAces, Hands: len(b.Hands),
	}
	switch t.Question {
	case blackjack.AskInsurance, blackjack.AskEvenMoney:
		dp.Hand = b.First[:]
	case blackjack.AskDesafioBet:
		dp.Hand = h.Cards[:1]
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
	Spot    tutor.Spot
	HasSpot bool
	// Chart is what the table's chart says, and Correct whether the action
	// taken agrees with it (or is the exact best).
	Chart   tutor.Action
	Correct bool
}

// Grade grades the action a player is about to take at the round's current
// question, against the table's chart and with the exact EV of every action
// from the cards he has not seen. Call it before Apply.
func Grade(r *blackjack.Round, shoe *rules.Shoe, chart *tutor.Chart, taken blackjack.Action) (Graded, error) {
	q, err := Ask(r, shoe, chart)
	if err != nil {
		return Graded{}, err
	}
	return q.Grade(FromEngine(taken))
}
