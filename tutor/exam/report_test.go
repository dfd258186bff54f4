package exam

import (
	"flag"
	"html"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"sabot/locales"
	"sabot/rules"
)

var update = flag.Bool("update", false, "rewrite the golden reports under testdata")

// sheet is an exam of two rounds at a table, with a mistake in each, from
// the table's own regulation.
func sheet(r rules.RuleSet, name string, lang locales.Lang) *Sheet {
	close, announce := r.Article(rules.TopicCloseBets), r.Article(rules.TopicDealerRule)
	s := &Sheet{
		Table: r.ID, TableName: name, Source: r.Source,
		Date:   time.Date(2026, 11, 28, 9, 30, 0, 0, time.UTC),
		Rounds: 2, RoundSeconds: []float64{61.25, 48.5},
		Steps: []Step{
			{Round: 1, Kind: "deal", Due: "No more bets", Seconds: 2.25, Right: false},
			{Round: 1, Kind: "close-bets", Due: "No more bets", Seconds: 1.5, Right: true},
			{Round: 1, Kind: "deal", Due: "Card to box 1", Seconds: 0.75, Right: true},
			{Round: 2, Kind: "announce", Due: "Announce 19", Seconds: 4.04, Right: false},
			{Round: 2, Kind: "collect-cards", Due: "Collect the cards", Seconds: 3, Right: true},
		},
		Mistakes: []Mistake{
			{Round: 1, Did: "Card to box 1", Due: "No more bets", Why: "The bets are not closed yet.", Article: close, Quote: r.Quote(rules.TopicCloseBets), Seconds: 2.25},
			{Round: 2, Did: "Announce 20", Due: "Announce 19", Why: "The dealer's cards make 19 <not 20>.", Article: announce, Quote: r.Quote(rules.TopicDealerRule), Seconds: 4.04},
		},
	}
	if lang == locales.Spanish {
		s.Steps = s.Steps[:3]
		s.Mistakes = s.Mistakes[:1]
	}
	return s
}

// The report in the student's language holds the table, the regulation's
// version, the date, the rounds, each mistake with the article it broke
// and the regulation's words, and the time of each step; it is a page of
// its own (no script, nothing fetched), the same as its golden file.
func TestReportHTML(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		rules rules.RuleSet
		lang  locales.Lang
		want  []string
	}{
		{rules.ItalianClassic, locales.Italian, []string{"Esame di croupier · Blackjack classico", "000 · 9767e596cc61299a", "28/11/2026 09:30", "2 di 2", "109,8 s", "Mano 2 · 4 s", "4 s"}},
		{rules.Argentine, locales.Spanish, []string{"Examen de crupieres · Blackjack argentino", "001 · f622f45ccf6dfcda", "28/11/2026 09:30", "Pase 1 · 2,3 s", "Los errores"}},
		{rules.ItalianShuffler, locales.English, []string{"Dealer&#39;s exam · ", "004 · 4592310c0f20d198", "28 November 2026, 09:30", "Round 2 · 4 s", "2.3 s"}},
	}
	for _, c := range cases {
		t.Run(c.rules.ID+"-"+string(c.lang), func(t *testing.T) {
			loc := b.Locale(c.lang)
			s := sheet(c.rules, loc.T(locales.TableName(c.rules.ID)), c.lang)
			got, err := HTML(loc, s)
			if err != nil {
				t.Fatal(err)
			}
			page := string(got)
			for _, m := range s.Mistakes {
				if m.Article == "" || m.Quote == "" {
					t.Fatalf("the test's mistake has no article or quote at %s: %+v", c.rules.ID, m)
				}
				for _, w := range []string{m.Did, m.Due, m.Why, loc.T(locales.SchoolQuote, m.Article), m.Quote} {
					if !strings.Contains(page, html.EscapeString(w)) {
						t.Errorf("the report lacks %q", w)
					}
				}
			}
			for _, w := range c.want {
				if !strings.Contains(page, w) {
					t.Errorf("the report lacks %q", w)
				}
			}
			for _, bad := range []string{"<script", "src=", "http://", "https://", "<link"} {
				if strings.Contains(page, bad) {
					t.Errorf("the report is not self-contained: it has %q", bad)
				}
			}
			if !strings.Contains(page, "@media print") || !strings.Contains(page, "<html lang=\""+string(c.lang)+"\">") {
				t.Error("no print style, or not in the student's language")
			}
			golden := filepath.Join("testdata", "report-"+c.rules.ID+"-"+string(c.lang)+".html")
			if *update {
				if err := os.MkdirAll("testdata", 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to write it)", err)
			}
			if string(want) != page {
				t.Errorf("the report differs from %s (run with -update after checking it)", golden)
			}
		})
	}
}

// The regulation's version is the seed's number and hash, as the file the
// table follows is named.
func TestVersion(t *testing.T) {
	cases := map[string]string{
		"seeds/000_9767e596cc61299a.txt": "000 · 9767e596cc61299a",
		"seeds/002_27dd1889fb9bb160.txt": "002 · 27dd1889fb9bb160",
		"a regulation":                   "a regulation",
	}
	for in, want := range cases {
		if got := Version(in); got != want {
			t.Errorf("Version(%q) = %q; want %q", in, got, want)
		}
	}
}
