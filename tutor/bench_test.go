package tutor

import (
	"testing"

	"sabot/rules"
)

// benchRules computes a whole rule set from its full shoe: every two-card
// hand against every up-card, splits included.
func benchRules(b *testing.B, rs rules.RuleSet) {
	hands()
	dealerTable(rs.DealerHitsSoft17)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		an, err := AnalyzeRules(rs)
		if err != nil {
			b.Fatal(err)
		}
		an.Table()
	}
}

func BenchmarkItalianOnline(b *testing.B)   { benchRules(b, rules.ItalianOnline) }
func BenchmarkItalianClassic(b *testing.B)  { benchRules(b, rules.ItalianClassic) }
func BenchmarkItalianShuffler(b *testing.B) { benchRules(b, rules.ItalianShuffler) }
func BenchmarkArgentine(b *testing.B)       { benchRules(b, rules.Argentine) }
