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

// benchGrade grades one decision from the cards left in a shoe: what the
// trainer does after each decision.
func benchGrade(b *testing.B, hand, up string) {
	rs := rules.ItalianShuffler
	hands()
	dealerTable(false)
	d := DecisionPoint{Rules: rs, Hand: rules.MustParseCards(hand), Up: rules.MustParseCard(up), Unseen: unseenAfter(rs, hand+" "+up+" 5C 9D KH 2S")}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := GradeDecision(d, Hit); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkGradeHard16(b *testing.B) { benchGrade(b, "TS 6H", "TD") }
func BenchmarkGradePair22(b *testing.B) { benchGrade(b, "2S 2H", "6D") }
