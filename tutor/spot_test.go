package tutor

import (
	"testing"

	"sabot/rules"
	"sabot/tutor/strategy"
)

func TestSpotOf(t *testing.T) {
	cases := []struct {
		rs       rules.RuleSet
		hand, up string
		decl     rules.AceDeclaration
		canSplit bool
		want     string
	}{
		{rules.ItalianClassic, "TS 6H", "TD", 0, true, "hard 16 v 10"},
		{rules.ItalianClassic, "9S 7H", "AD", 0, true, "hard 16 v A"},
		{rules.ItalianClassic, "5S 4H 7C", "6D", 0, true, "hard 16 v 6"},
		{rules.ItalianClassic, "AS 7H", "9D", 0, true, "soft A7 v 9"},
		{rules.ItalianClassic, "AS 2H 5C", "9D", 0, true, "soft A7 v 9"},
		{rules.ItalianClassic, "8S 8H", "TD", 0, true, "pair 88 v 10"},
		{rules.ItalianClassic, "8S 8H", "TD", 0, false, "hard 16 v 10"}, // split no longer open
		{rules.ItalianClassic, "KS QH", "5D", 0, true, "pair TT v 5"},   // ten-values pair (Cap.1)
		{rules.ItalianShuffler, "KS QH", "5D", 0, true, "hard 20 v 5"},  // same rank only
		{rules.ItalianClassic, "AS AH", "5D", 0, true, "pair AA v 5"},
		{rules.Argentine, "AS 7H", "9D", 0, true, "soft A7 v 9"},               // the declaration
		{rules.Argentine, "AS 7H", "9D", rules.AceEleven, true, "hard 18 v 9"}, // declared: fixed
		{rules.Argentine, "AS 2H", "9D", rules.AceOne, true, "none"},           // hard 3: below the chart
		{rules.Argentine, "5S 2H AC", "9D", rules.AceUndeclared, true, "soft-drawn A7 v 9"},
	}
	for _, c := range cases {
		s, ok := strategy.SpotOf(c.rs, rules.MustParseCards(c.hand), c.decl, rules.MustParseCard(c.up), c.canSplit)
		got := "none"
		if ok {
			got = s.String()
		}
		if got != c.want {
			t.Errorf("%s: %s v %s: %s; want %s", c.rs.ID, c.hand, c.up, got, c.want)
		}
	}
	for _, h := range []string{"TS AH", "TS 5H 6C", "TS 5H 9C"} {
		if s, ok := strategy.SpotOf(rules.ItalianClassic, rules.MustParseCards(h), 0, rules.MustParseCard("5D"), true); ok {
			t.Errorf("%s has spot %s", h, s)
		}
	}
}

func TestSpotKeys(t *testing.T) {
	for _, rs := range []rules.RuleSet{rules.ItalianClassic, rules.Argentine} {
		spots := strategy.Spots(rs)
		want := (17 + 8 + 10) * 10
		if rs.AceDeclaration {
			want += 80
		}
		if len(spots) != want {
			t.Errorf("%s: %d spots; want %d", rs.ID, len(spots), want)
		}
		seen := map[string]bool{}
		for _, s := range spots {
			k := s.Key()
			if seen[k] {
				t.Errorf("duplicate key %s", k)
			}
			seen[k] = true
			back, err := strategy.ParseSpotKey(k)
			if err != nil || back != s {
				t.Errorf("ParseSpotKey(%q) = %v, %v; want %v", k, back, err, s)
			}
		}
	}
	for _, bad := range []string{"", "hard/16", "hard/x/10", "soft/A1/5", "pair/89/5", "hard/16/11", "odd/16/10", "hard/21/5"} {
		if _, err := strategy.ParseSpotKey(bad); err == nil {
			t.Errorf("ParseSpotKey(%q) succeeded", bad)
		}
	}
}

// The chart cell at a spot is the one the chart's rows print.
func TestChartCellMatchesRows(t *testing.T) {
	for _, rs := range []rules.RuleSet{rules.ItalianOnline, rules.Argentine} {
		an, err := AnalyzeRules(rs)
		if err != nil {
			t.Fatal(err)
		}
		ch := an.Chart()
		byRow := map[string]strategy.ChartRow{}
		for _, r := range ch.Rows() {
			byRow[r.Section+" "+r.Hand] = r
		}
		for _, s := range strategy.Spots(rs) {
			r, ok := byRow[s.Section.String()+" "+s.Hand()]
			if !ok {
				t.Fatalf("%s: no printed row for %s", rs.ID, s)
			}
			if got, want := ch.Cell(s).String(), r.Cells[s.UpLabel()]; got != want {
				t.Errorf("%s %s: Cell %q, printed %q", rs.ID, s, got, want)
			}
		}
	}
}
