package sim

import (
	"sabot/game/blackjack"
	"sabot/rules"
	"sabot/trainer"
	"sabot/tutor"
	"sabot/tutor/counting"
	"sabot/tutor/strategy"
)

// unseenTrueCount is the Hi-Lo true count of a counter who has seen every
// card but those of unseen: the running count of the seen cards (a whole
// pack counts to 0, so it is the unseen cards' tags negated) over the
// decks of unseen cards; 0 when none are left.
func unseenTrueCount(unseen tutor.Composition) float64 {
	rc := 0
	for v := 1; v <= 10; v++ {
		rc -= unseen[v] * tag(v)
	}
	n := unseen.Total()
	if n == 0 {
		return 0
	}
	return float64(rc) * 52 / float64(n)
}

// counterAction is a counter's answer to the question the round puts now:
// the index play of idx for the true count at the decision (every card
// seen since the shuffle counted, the player's and the up-card among them,
// as the indices are computed) where it calls for another play than the
// chart's, the chart's play otherwise. Insurance and the desafío are taken
// for half the bet where their index says so. With idx nil it is the
// chart's play (trainer.ChartAction). burnt are the cards burnt face down
// since the shuffle. tc is the true count at the decision (0 when idx is
// nil or the question has no index play); deviates says the action is not
// the chart's.
func counterAction(r *blackjack.Round, shoe *rules.Shoe, burnt rules.Cards, chart *strategy.Chart, idx *counting.IndexTable) (a blackjack.Action, tc float64, deviates bool, err error) {
	a = trainer.ChartAction(r, chart)
	if idx == nil {
		return a, 0, false, nil
	}
	switch r.Turn().Question {
	case blackjack.AskPlay, blackjack.AskAceValue, blackjack.AskInsurance, blackjack.AskEvenMoney, blackjack.AskDesafioBet:
	default:
		return a, 0, false, nil
	}
	q, err := trainer.Ask(r, shoe, burnt, chart)
	if err != nil {
		return a, 0, false, err
	}
	tc = unseenTrueCount(q.Point.Unseen)
	adv, ok := idx.Advise(q.Point, q.Spot, q.HasSpot, tc)
	if !ok || !adv.Deviates {
		return a, tc, false, nil
	}
	want := trainer.ToEngine(adv.Action, 0)
	// The engine's own offer of the play carries its stake (insurance and
	// the desafío: half the bet).
	for _, l := range r.Legal() {
		if l.Kind == want.Kind && (l.Kind != blackjack.DeclareAce || l.Ace == want.Ace) {
			return l, tc, l.Kind != a.Kind || l.Ace != a.Ace, nil
		}
	}
	return a, tc, false, nil
}

// playCounter plays a round to its end as counterAction plays it, the
// automatic dealer's steps between, and returns the number of decisions
// where the counter left the chart.
func playCounter(r *blackjack.Round, shoe *rules.Shoe, burnt rules.Cards, chart *strategy.Chart, idx *counting.IndexTable) (int, error) {
	n := 0
	for !r.Done() {
		if _, ok := r.DealerStep(); ok {
			continue
		}
		a, _, dev, err := counterAction(r, shoe, burnt, chart, idx)
		if err != nil {
			return n, err
		}
		if dev {
			n++
		}
		if _, err := r.Apply(a); err != nil {
			return n, err
		}
	}
	return n, nil
}

// sideBets counts the side decisions taken in a finished round: the boxes
// insured or paid even money, and the desafíos bet.
func sideBets(r *blackjack.Round) int {
	n := 0
	for _, b := range r.Boxes() {
		if b.Insurance > 0 || b.EvenMoney {
			n++
		}
		for _, h := range b.Hands {
			if h.Desafio > 0 {
				n++
			}
		}
	}
	return n
}
