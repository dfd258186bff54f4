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

// BenchmarkBuildTables builds the process-wide tables that do not depend
// on the shoe: the player's hand compositions and the dealer's final hands
// (what every process pays once before its first analysis).
func BenchmarkBuildTables(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		buildCompTable()
		buildDealerData(false)
	}
}

// BenchmarkDealerPass is one pass of the dealer's table: the distributions
// of four shoes.
func BenchmarkDealerPass(b *testing.B) {
	dd := dealerTable(false)
	sc := dd.newScratch()
	var shoes [lanes]dealerShoe
	var outs [lanes]*dealerDist
	for k := range shoes {
		shoes[k] = dealerShoe{[11]int(FullShoe(6)), 312}
		shoes[k].s[k+2]--
		shoes[k].n--
		outs[k] = new(dealerDist)
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		dd.compute(shoes[:], sc, outs[:])
	}
}

// benchGrade grades one decision from the cards left in a shoe at the
// Shuffler Mate (resplits to four hands): what the trainer does after each
// decision.
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

// The slowest decisions to grade (of every two-card hand against every
// up-card at the four tables, one core): the small pairs against small
// up-cards and the aces.
func BenchmarkGradePair22v2(b *testing.B) { benchGrade(b, "2S 2H", "2D") }
func BenchmarkGradePair33v2(b *testing.B) { benchGrade(b, "3S 3H", "2D") }
func BenchmarkGradeAcesvA(b *testing.B)   { benchGrade(b, "AS AH", "AD") }
