package rtp

import (
	"testing"

	"sabot/rules"
)

// benchReturns computes what `sabot ev` prints for a table (TableReturns:
// the round played best and by the computed chart, the published chart's
// at italian-online, the side bets), the process-wide tables built (by a first run before the timer).
func benchReturns(b *testing.B, rs rules.RuleSet) {
	if _, err := TableReturns(rs); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := TableReturns(rs); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkReturnsItalianClassic(b *testing.B)  { benchReturns(b, rules.ItalianClassic) }
func BenchmarkReturnsItalianOnline(b *testing.B)   { benchReturns(b, rules.ItalianOnline) }
func BenchmarkReturnsArgentine(b *testing.B)       { benchReturns(b, rules.Argentine) }
func BenchmarkReturnsItalianShuffler(b *testing.B) { benchReturns(b, rules.ItalianShuffler) }
