package sim

import (
	"testing"

	"sabot/rules"
	"sabot/tutor"
)

var blackjackTables = []rules.RuleSet{rules.ItalianClassic, rules.ItalianShuffler, rules.ItalianOnline, rules.Argentine}

// BenchmarkBlackjackRound is one simulated round through the real engine,
// with the computed chart deciding: the "rounds per second" of simulate.
func BenchmarkBlackjackRound(b *testing.B) {
	for _, rs := range blackjackTables {
		b.Run(rs.ID, func(b *testing.B) {
			an, err := tutor.AnalyzeRules(rs)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			b.ResetTimer()
			if _, err := Blackjack(rs, an.Chart(), int64(b.N), 1); err != nil {
				b.Fatal(err)
			}
		})
	}
}

// BenchmarkPuntoBancoCoup is one simulated coup with three bets.
func BenchmarkPuntoBancoCoup(b *testing.B) {
	b.ReportAllocs()
	if _, err := PuntoBanco(rules.SuperPuntoBanco, int64(b.N), 1); err != nil {
		b.Fatal(err)
	}
}
