package blackjack_test

import (
	"testing"

	"sabot/game/blackjack"
	"sabot/game/blackjack/setup"
	"sabot/game/blackjack/table"
	"sabot/rules"
)

// simpleDecision plays a fixed, cheap strategy: the benchmark measures the
// engine, not a strategy.
func simpleDecision(r *blackjack.Round) blackjack.Action {
	t := r.Turn()
	switch t.Question {
	case blackjack.AskInsurance:
		return blackjack.Action{Kind: blackjack.NoInsurance}
	case blackjack.AskEvenMoney:
		return blackjack.Action{Kind: blackjack.NoEvenMoney}
	case blackjack.AskDesafioBet:
		return blackjack.Action{Kind: blackjack.NoDesafio}
	case blackjack.AskAceValue:
		return blackjack.Action{Kind: blackjack.DeclareAce, Ace: rules.AceEleven}
	}
	h := &r.Box(t.Box).Hands[t.Hand-1]
	if !t.Options.Has(blackjack.OptStand) || (h.Total().Value < 17 && t.Options.Has(blackjack.OptHit)) {
		return blackjack.Action{Kind: blackjack.Hit}
	}
	return blackjack.Action{Kind: blackjack.Stand}
}

// BenchmarkRound plays whole rounds (one box, the automatic dealer, every
// dealer step applied and checked) at each blackjack table.
func BenchmarkRound(b *testing.B) {
	for _, rs := range fuzzTables {
		b.Run(rs.ID, func(b *testing.B) {
			tb := table.New(rs, rules.NewRand(1))
			bets := []setup.BoxBet{bet(1, 10)}
			if rs.LonePlayerMinBoxes > 0 || rs.MinSeatedPlayers > 0 {
				bets = []setup.BoxBet{{Box: 1, Bet: rules.Units(10), Player: "a"}, {Box: 2, Bet: rules.Units(10), Player: "b"}, {Box: 3, Bet: rules.Units(10), Player: "c"}}
			}
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				r, err := tb.Deal(bets, 0)
				if err != nil {
					b.Fatal(err)
				}
				for !r.Done() {
					if _, ok := r.DealerStep(); ok {
						continue
					}
					if _, err := r.Apply(simpleDecision(r)); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}
