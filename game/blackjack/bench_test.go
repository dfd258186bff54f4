package blackjack

import (
	"testing"

	"sabot/rules"
)

// simpleDecision plays a fixed, cheap strategy: the benchmark measures the
// engine, not a strategy.
func simpleDecision(r *Round) Action {
	t := r.Turn()
	switch t.Question {
	case AskInsurance:
		return Action{Kind: NoInsurance}
	case AskEvenMoney:
		return Action{Kind: NoEvenMoney}
	case AskDesafioBet:
		return Action{Kind: NoDesafio}
	case AskAceValue:
		return Action{Kind: DeclareAce, Ace: rules.AceEleven}
	}
	h := &r.boxes[r.bi].Hands[r.hi]
	if !t.Options.Has(OptStand) || (h.Total().Value < 17 && t.Options.Has(OptHit)) {
		return Action{Kind: Hit}
	}
	return Action{Kind: Stand}
}

// BenchmarkRound plays whole rounds (one box, the automatic dealer, every
// dealer step applied and checked) at each blackjack table.
func BenchmarkRound(b *testing.B) {
	for _, rs := range fuzzTables {
		b.Run(rs.ID, func(b *testing.B) {
			tb := NewTable(rs, rules.NewRand(1))
			bets := []BoxBet{bet(1, 10)}
			if rs.LonePlayerMinBoxes > 0 || rs.MinSeatedPlayers > 0 {
				bets = []BoxBet{{Box: 1, Bet: rules.Units(10), Player: "a"}, {Box: 2, Bet: rules.Units(10), Player: "b"}, {Box: 3, Bet: rules.Units(10), Player: "c"}}
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
