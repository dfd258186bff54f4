package trainer

import (
	"sabot/game/blackjack"
	"sabot/rules"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

// Question is the question a round puts to a player now, taken out of the
// round: the decision point with its own copy of the cards, the chart's
// answer and the chart cell. It keeps no reference to the round or the
// shoe, so it may be graded on another goroutine while the round is drawn:
// grading a pair, with its resplits, takes tens of milliseconds, longer
// than a frame.
type Question struct {
	// Point is the tutor's decision point (the hand is a copy).
	Point tutor.DecisionPoint
	// Chart is the chart's answer.
	Chart tutor.Action
	// Spot is the question's chart cell; HasSpot is false for the side
	// decisions and hands without a printed cell.
	Spot    strategy.Spot
	HasSpot bool
}

// Ask takes the round's current question out of it, with the chart's answer
// to it, burnt being the cards burnt face down since the shoe was shuffled
// (see Unseen). It is quick: the exact EVs are left to Grade and Evaluate.
func Ask(r *blackjack.Round, shoe *rules.Shoe, burnt rules.Cards, chart *strategy.Chart) (Question, error) {
	dp, err := Point(r, shoe, burnt)
	if err != nil {
		return Question{}, err
	}
	dp.Hand = append(rules.Cards(nil), dp.Hand...)
	q := Question{Point: dp, Chart: FromEngine(ChartAction(r, chart))}
	if t := r.Turn(); t.Question == blackjack.AskPlay || t.Question == blackjack.AskAceValue {
		q.Spot, q.HasSpot = strategy.SpotOf(dp.Rules, dp.Hand, dp.Declared, dp.Up, t.Options.Has(blackjack.OptSplit))
	}
	return q, nil
}

// Grade grades an action taken at the question: the exact EV of every
// legal action, the cost of the one taken, and whether it is right (the
// chart's answer, or the exact best).
func (q Question) Grade(taken tutor.Action) (Graded, error) {
	if l := q.Point.Legal; taken == tutor.NoInsurance && !l.Has(tutor.NoInsurance) && l.Has(tutor.NoEvenMoney) {
		// A blackjack that declines the insurance against the ace
		// declines even money as well: one answer, "no".
		taken = tutor.NoEvenMoney
	}
	g, err := tutor.GradeDecision(q.Point, taken)
	if err != nil {
		return Graded{}, err
	}
	out := Graded{Grade: g, Chart: q.Chart, Spot: q.Spot, HasSpot: q.HasSpot}
	out.Correct = g.Taken == out.Chart || g.Cost < 1e-9
	return out, nil
}

// Priced returns the question with its insurance priced at the stake of
// taken, an insurance the user chose (at the tables where he chooses the
// amount, up to half the bet): its EV is in proportion to the stake, so the
// grade says whether to insure at all and what the stake chosen costs or
// gains. Any other action leaves the question as it is.
func (q Question) Priced(r *blackjack.Round, taken blackjack.Action) Question {
	if taken.Kind != blackjack.Insure || taken.Amount <= 0 {
		return q
	}
	tu := r.Turn()
	b := r.Box(tu.Box)
	if b == nil {
		return q
	}
	bet := b.Bet
	if k := tu.Stake - 2; k >= 0 && k < len(b.Behind) {
		// A co-bettor insures his own stake (004 Assicurazione).
		bet = b.Behind[k].Bet
	}
	if bet > 0 {
		q.Point.InsuranceStake = float64(taken.Amount) / float64(bet)
	}
	return q
}

// Evaluate returns the exact EV of every legal action at the question, best
// first, without grading anything (the trainer's hint).
func (q Question) Evaluate() ([]tutor.ActionEV, error) { return tutor.Evaluate(q.Point) }
