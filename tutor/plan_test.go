package tutor

import (
	"testing"

	"sabot/rules"
)

// TestPlanCoversTheAnalysis checks that the plan lists every dealer's
// distribution a whole analysis asks for: none is computed late, one by
// one, while the hands are valued.
func TestPlanCoversTheAnalysis(t *testing.T) {
	depleted := Composition{0, 7, 11, 9, 4, 11, 6, 2, 8, 3, 30}
	for _, rs := range []rules.RuleSet{rules.ItalianClassic, rules.ItalianShuffler, rules.ItalianOnline, rules.Argentine} {
		for _, shoe := range []Composition{FullShoe(rs.Decks), depleted} {
			an, err := Analyze(rs, shoe)
			if err != nil {
				t.Fatal(err)
			}
			an.Table()
			an.RoundEV()
			an.ChartEV(an.Chart())
			if an.e.late != 0 {
				t.Errorf("%s from %s: %d distributions computed outside the plan", rs.ID, shoe, an.e.late)
			}
		}
	}
}
