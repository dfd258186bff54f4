package rules

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"sabot/internal/verbatim"
)

// seedsDir holds the five regulations. They are not in the repository: CI
// runs with ../shared beside it, so from this package's directory they are
// two levels up.
const seedsDir = "../../shared/seeds"

// seedPrefix is the number of each table's regulation in seedsDir; the rest
// of a seed's name is a hash that may change.
var seedPrefix = map[string]string{
	"italian-classic":       "000_",
	"argentine":             "001_",
	"super-punto-banco":     "002_",
	"italian-online":        "003_",
	"italian-shuffler":      "004_",
	"italian-shuffler-shoe": "004_",
}

// The limits of a quote, in characters.
const (
	maxQuote = 360 // the whole quote: the sentence that decides, whole (000 Art. 11 is 309)
	minQuote = 40  // the whole quote: a sentence, not a word
	minPiece = 20  // each run of words between two cuts
)

// TestQuotesAreInTheRegulation: every quote is the regulation's own words,
// found in the seed of its table, in order, whitespace aside.
func TestQuotesAreInTheRegulation(t *testing.T) {
	if _, err := os.Stat(seedsDir); errors.Is(err, fs.ErrNotExist) {
		t.Skipf("the regulations are not in %s (../shared/seeds beside the repository): the quotes are not checked against them", seedsDir)
	}
	for _, id := range IDs() {
		rs, err := ByID(id)
		if err != nil {
			t.Fatal(err)
		}
		prefix, ok := seedPrefix[id]
		if !ok {
			t.Errorf("%s: no seed number for this table", id)
			continue
		}
		if base := filepath.Base(rs.Source); !strings.HasPrefix(base, prefix) {
			t.Errorf("%s: Source %s is not seed %s", id, rs.Source, prefix)
		}
		paths, err := filepath.Glob(filepath.Join(seedsDir, prefix+"*"))
		if err != nil || len(paths) != 1 {
			t.Errorf("%s: want one seed %s* in %s, found %v (%v)", id, prefix, seedsDir, paths, err)
			continue
		}
		raw, err := os.ReadFile(paths[0])
		if err != nil {
			t.Errorf("%s: %v", id, err)
			continue
		}
		text := verbatim.Normalize(string(raw))
		for topic := Topic(0); topic < numTopics; topic++ {
			q := rs.Quote(topic)
			if q == "" {
				continue
			}
			if p := verbatim.Misquoted(text, q); p != "" {
				t.Errorf("%s topic %d (%s): %q is not in %s, or not in this order", id, topic, rs.Article(topic), p, filepath.Base(paths[0]))
			}
		}
	}
}

// TestQuotesMatchArticles: a table quotes its regulation exactly where it
// cites an article, and nowhere else.
func TestQuotesMatchArticles(t *testing.T) {
	pairs := 0
	for _, id := range IDs() {
		rs, err := ByID(id)
		if err != nil {
			t.Fatal(err)
		}
		for topic := Topic(0); topic < numTopics; topic++ {
			a, q := rs.Article(topic), rs.Quote(topic)
			switch {
			case a != "" && q == "":
				t.Errorf("%s topic %d: article %q has no quote", id, topic, a)
			case a == "" && q != "":
				t.Errorf("%s topic %d: quote %q has no article", id, topic, q)
			case q != "":
				pairs++
			}
		}
	}
	for id := range quotes {
		if _, err := ByID(id); err != nil {
			t.Errorf("quotes for an unknown table %q", id)
		}
	}
	if pairs == 0 {
		t.Error("no table quotes its regulation")
	}
	cases := []struct {
		name  string
		rs    RuleSet
		topic Topic
	}{
		{"topic out of range", ItalianClassic, numTopics},
		{"topic far out of range", Argentine, Topic(255)},
		{"unknown table", RuleSet{ID: "vegas"}, TopicDouble},
		{"no such rule at the table", ItalianOnline, TopicDesafio},
	}
	for _, c := range cases {
		if got := c.rs.Quote(c.topic); got != "" {
			t.Errorf("%s: Quote = %q; want \"\"", c.name, got)
		}
	}
}

// TestQuoteLengths: a quote is a sentence or two a croupier can read out,
// not the whole article nor a scrap of one, in one line.
func TestQuoteLengths(t *testing.T) {
	for _, id := range IDs() {
		rs, err := ByID(id)
		if err != nil {
			t.Fatal(err)
		}
		for topic := Topic(0); topic < numTopics; topic++ {
			q := rs.Quote(topic)
			if q == "" {
				continue
			}
			n := utf8.RuneCountInString(q)
			if n > maxQuote || n < minQuote {
				t.Errorf("%s topic %d: %d characters; want %d to %d", id, topic, n, minQuote, maxQuote)
			}
			if !utf8.ValidString(q) || q != strings.TrimSpace(q) || strings.ContainsAny(q, "\n\t\r*") ||
				strings.Contains(q, "  ") || strings.Contains(q, "……") {
				t.Errorf("%s topic %d: %q is not one clean line", id, topic, q)
			}
			for _, p := range verbatim.Pieces(q) {
				if utf8.RuneCountInString(p) < minPiece {
					t.Errorf("%s topic %d: the piece %q is shorter than %d characters", id, topic, p, minPiece)
				}
			}
		}
	}
}

// 001 Otras apuestas 4: the desafío's quote names the cards that win it,
// «una figura ( K, Q, J o 10 )»; cut after «una figura», it told the player
// that only a face card wins, where a ten wins too.
func TestOtrasApuestas4_DesafioQuoteNamesTheTen(t *testing.T) {
	if q := Argentine.Quote(TopicDesafio); !strings.Contains(q, "una figura ( K, Q, J o 10 )") {
		t.Errorf("the desafío's quote: %q", q)
	}
}
