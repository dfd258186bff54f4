package tutor

import (
	"testing"

	"sabot/rules"
	"sabot/tutor/strategy"
)

// The book's chart, laid out as the books print it (six decks, S17, DAS,
// peek, no surrender): computed by the peek engine, it must come out as
// printed. Columns 2-9, 10, A.
var bookPrinted = []struct {
	sec   strategy.Section
	row   int
	cells string
}{
	{strategy.SectionHard, 8, "H H H H H H H H H H"},
	{strategy.SectionHard, 9, "H D D D D H H H H H"},
	{strategy.SectionHard, 10, "D D D D D D D D H H"},
	{strategy.SectionHard, 11, "D D D D D D D D D H"},
	{strategy.SectionHard, 12, "H H S S S H H H H H"},
	{strategy.SectionHard, 13, "S S S S S H H H H H"},
	{strategy.SectionHard, 16, "S S S S S H H H H H"},
	{strategy.SectionHard, 17, "S S S S S S S S S S"},
	{strategy.SectionSoft, 2, "H H H D D H H H H H"},
	{strategy.SectionSoft, 4, "H H D D D H H H H H"},
	{strategy.SectionSoft, 6, "H D D D D H H H H H"},
	{strategy.SectionSoft, 7, "S Ds Ds Ds Ds S S H H H"},
	{strategy.SectionSoft, 8, "S S S S S S S S S S"},
	{strategy.SectionPair, 2, "P P P P P P H H H H"},
	{strategy.SectionPair, 4, "H H H P P H H H H H"},
	{strategy.SectionPair, 5, "D D D D D D D D H H"},
	{strategy.SectionPair, 6, "P P P P P H H H H H"},
	{strategy.SectionPair, 9, "P P P P P S P P S S"},
	{strategy.SectionPair, 10, "S S S S S S S S S S"},
	{strategy.SectionPair, 1, "P P P P P P P P P P"},
}

func TestBookChartAsPrinted(t *testing.T) {
	book, err := BookChart()
	if err != nil {
		t.Fatal(err)
	}
	ups := []int{2, 3, 4, 5, 6, 7, 8, 9, 10, 1}
	for _, r := range bookPrinted {
		want := splitFields(r.cells)
		for i, u := range ups {
			s := strategy.Spot{Section: r.sec, Row: r.row, Up: u}
			if got := book.Cell(s).String(); got != want[i] {
				t.Errorf("book %s: %s, the books print %s", s, got, want[i])
			}
		}
	}
}

func splitFields(s string) []string {
	var out []string
	f := ""
	for _, c := range s + " " {
		if c == ' ' {
			if f != "" {
				out = append(out, f)
			}
			f = ""
			continue
		}
		f += string(c)
	}
	return out
}

// With the peek rule, a round's EV is that of no peek plus what the peek
// saves: the doubles and splits a dealer blackjack would take. It must be
// higher, and by a small amount (about a tenth of a percent for a
// basic-strategy player at six decks).
func TestPeekRoundEV(t *testing.T) {
	for _, rs := range []rules.RuleSet{BookRules, rules.ItalianOnline} {
		enhc, err := AnalyzeRules(rs)
		if err != nil {
			t.Fatal(err)
		}
		peek, err := AnalyzePeek(rs, FullShoe(rs.Decks))
		if err != nil {
			t.Fatal(err)
		}
		a, b := enhc.RoundEV(), peek.RoundEV()
		t.Logf("%s: no peek %+.4f%%, peek %+.4f%%", rs.ID, 100*a, 100*b)
		if d := b - a; d <= 0 || d > 0.003 {
			t.Errorf("%s: the peek rule gains %.4f%%, want a little above 0", rs.ID, 100*d)
		}
	}
}

// The cells where each table's best play is not the book's: none is worth
// less than nothing (the table's cell is the best at this table), and 11
// against a ten is among them at every table, hit against double.
func TestBookDifferences(t *testing.T) {
	for _, rs := range []rules.RuleSet{rules.ItalianClassic, rules.ItalianShuffler, rules.ItalianOnline, rules.Argentine} {
		an, err := AnalyzeRules(rs)
		if err != nil {
			t.Fatal(err)
		}
		diffs, err := an.BookDifferences()
		if err != nil {
			t.Fatal(err)
		}
		found := false
		total := 0.0
		for _, d := range diffs {
			if d.Worth() < -1e-9 {
				t.Errorf("%s %s: the book's %v is worth %.4f more than the table's %v", rs.ID, d.Spot, d.BookAction, -d.Worth(), d.TableAction)
			}
			if d.TableAction == d.BookAction && d.Table.Ace == d.Book.Ace {
				t.Errorf("%s %s: the same play listed", rs.ID, d.Spot)
			}
			if d.Spot == (strategy.Spot{Section: strategy.SectionHard, Row: 11, Up: 10}) {
				found = d.TableAction == Hit && d.BookAction == Double
			}
			total += d.Worth()
		}
		t.Logf("%s: %d cells differ from the book", rs.ID, len(diffs))
		if !found {
			t.Errorf("%s: 11 v 10 is not listed as hit against the book's double", rs.ID)
		}
	}
}
