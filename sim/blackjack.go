package sim

import (
	"fmt"
	"time"

	"sabot/game/blackjack"
	"sabot/rules"
	"sabot/tutor"
)

// Result is the outcome of a blackjack simulation.
type Result struct {
	// Rules is the table's id.
	Rules string `json:"rules"`
	// Rounds is the number of rounds played; Boxes the boxes bet each round
	// (a lone player must play two at the Italian casinos, and the
	// Argentine game needs three players).
	Rounds int64 `json:"rounds"`
	Boxes  int   `json:"boxes"`
	// Seed is the random source's seed.
	Seed uint64 `json:"seed"`
	// RTP is the return to player in percent of the initial bets, and CI95
	// the half-width of its 95% confidence interval, in points.
	RTP  float64 `json:"rtp"`
	CI95 float64 `json:"ci95"`
	// Shoes is the number of shuffles.
	Shoes int64 `json:"shoes"`
	// Seconds is the time the rounds took, RoundsPerSecond their rate.
	Seconds         float64 `json:"seconds"`
	RoundsPerSecond float64 `json:"rounds_per_second"`
}

// Blackjack plays rounds at a blackjack table, each box following chart,
// and returns the return to player. Each round is one sample: its net over
// its initial bets. The table shuffles as its rule set says (a cut card, a
// continuous shuffler, a fresh pack every round), so the figure includes the
// cut-card effect of the shoe tables.
func Blackjack(rs rules.RuleSet, chart *tutor.Chart, rounds int64, seed uint64) (Result, error) {
	if rs.Game != rules.Blackjack {
		return Result{}, fmt.Errorf("%s is not a blackjack table", rs.ID)
	}
	bets := boxesFor(rs)
	var staked rules.Money
	for _, b := range bets {
		staked += b.Bet
	}
	tb := blackjack.NewTable(rs, rules.NewRand(seed))
	var m Mean
	shoes := int64(0)
	start := time.Now()
	for i := int64(0); i < rounds; i++ {
		if tb.NeedsShuffle() {
			shoes++
		}
		r, err := tb.Deal(bets, 0)
		if err != nil {
			return Result{}, err
		}
		if err := playRound(r, chart); err != nil {
			return Result{}, fmt.Errorf("round %d: %w", i+1, err)
		}
		m.Add(float64(r.Net()) / float64(staked))
	}
	el := time.Since(start)
	return Result{
		Rules: rs.ID, Rounds: rounds, Boxes: len(bets), Seed: seed,
		RTP: 100 * (1 + m.Value()), CI95: 100 * m.CI95(), Shoes: shoes + 1,
		Seconds: el.Seconds(), RoundsPerSecond: float64(rounds) / el.Seconds(),
	}, nil
}

// boxesFor is the fewest boxes of one unit a round at the table may have:
// one, two for a lone player at the Italian casinos, three players at the
// Argentine table.
func boxesFor(rs rules.RuleSet) []blackjack.BoxBet {
	n := 1
	if rs.LonePlayerMinBoxes > n {
		n = rs.LonePlayerMinBoxes
	}
	if rs.MinSeatedPlayers > n {
		n = rs.MinSeatedPlayers
	}
	bets := make([]blackjack.BoxBet, n)
	for i := range bets {
		bets[i] = blackjack.BoxBet{Box: i + 1, Bet: rs.Limits.Min}
	}
	return bets
}

// playRound plays a round to its end: the automatic dealer, and the chart's
// decisions for every box.
func playRound(r *blackjack.Round, chart *tutor.Chart) error {
	for !r.Done() {
		if _, ok := r.DealerStep(); ok {
			continue
		}
		if _, err := r.Apply(Decide(r, chart)); err != nil {
			return err
		}
	}
	return nil
}

// Decide is the chart's answer to the question the round puts to a player
// now: a play decision or an ace declaration from the chart; insurance, even
// money and the desafío declined (without knowledge of the shoe they lose).
func Decide(r *blackjack.Round, chart *tutor.Chart) blackjack.Action {
	t := r.Turn()
	switch t.Question {
	case blackjack.AskInsurance:
		return blackjack.Action{Kind: blackjack.NoInsurance}
	case blackjack.AskEvenMoney:
		return blackjack.Action{Kind: blackjack.NoEvenMoney}
	case blackjack.AskDesafioBet:
		return blackjack.Action{Kind: blackjack.NoDesafio}
	}
	h := &r.Box(t.Box).Hands[t.Hand-1]
	up, _ := r.DealerUpCard()
	var legal tutor.ActionSet
	if t.Question == blackjack.AskAceValue {
		legal = tutor.Actions(tutor.AceOne, tutor.AceEleven)
	} else {
		if t.Options.Has(blackjack.OptHit) {
			legal = legal.With(tutor.Hit)
		}
		if t.Options.Has(blackjack.OptStand) {
			legal = legal.With(tutor.Stand)
		}
		if t.Options.Has(blackjack.OptDouble) {
			legal = legal.With(tutor.Double)
		}
	}
	if t.Options.Has(blackjack.OptSplit) {
		legal = legal.With(tutor.Split)
	}
	return EngineAction(chart.Decide(h.Cards, h.Ace, up, legal))
}

// EngineAction turns a tutor decision into the engine's action.
func EngineAction(a tutor.Action) blackjack.Action {
	switch a {
	case tutor.Hit:
		return blackjack.Action{Kind: blackjack.Hit}
	case tutor.Stand:
		return blackjack.Action{Kind: blackjack.Stand}
	case tutor.Double:
		return blackjack.Action{Kind: blackjack.Double}
	case tutor.Split:
		return blackjack.Action{Kind: blackjack.Split}
	case tutor.AceOne:
		return blackjack.Action{Kind: blackjack.DeclareAce, Ace: rules.AceOne}
	case tutor.AceEleven:
		return blackjack.Action{Kind: blackjack.DeclareAce, Ace: rules.AceEleven}
	case tutor.NoInsurance:
		return blackjack.Action{Kind: blackjack.NoInsurance}
	case tutor.NoEvenMoney:
		return blackjack.Action{Kind: blackjack.NoEvenMoney}
	case tutor.NoDesafio:
		return blackjack.Action{Kind: blackjack.NoDesafio}
	case tutor.EvenMoney:
		return blackjack.Action{Kind: blackjack.EvenMoney}
	}
	return blackjack.Action{Kind: blackjack.Stand}
}
