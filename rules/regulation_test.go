package rules

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sabot/internal/verbatim"
)

// TestArticleTextHoldsTheQuote: for every table and every topic with an
// article, the article's whole text is there and holds the sentence that
// decides, every piece of Quote(t) in its order; every name the article
// gives is a passage of the table's regulation.
func TestArticleTextHoldsTheQuote(t *testing.T) {
	if _, err := parsedRegulations(); err != nil {
		t.Fatal(err)
	}
	topics := 0
	for _, id := range IDs() {
		rs, err := ByID(id)
		if err != nil {
			t.Fatal(err)
		}
		for topic := Topic(0); topic < numTopics; topic++ {
			a, text := rs.Article(topic), rs.ArticleText(topic)
			if (a == "") != (text == "") {
				t.Errorf("%s topic %d: article %q, text %d characters", id, topic, a, len(text))
				continue
			}
			if a == "" {
				continue
			}
			topics++
			if p := verbatim.Misquoted(verbatim.Normalize(text), rs.Quote(topic)); p != "" {
				t.Errorf("%s topic %d (%s): %q is not in the article's text, or not in this order:\n%s", id, topic, a, p, text)
			}
			for _, h := range citedHeadings(a) {
				if !slices.ContainsFunc(rs.Regulation(), func(p Passage) bool {
					return p.Heading == h || strings.HasPrefix(p.Heading, h+" ")
				}) {
					t.Errorf("%s topic %d: %q names %q, which is not a passage of the regulation", id, topic, a, h)
				}
			}
		}
	}
	if topics < 200 {
		t.Errorf("%d topics with an article; want the tables' ~250", topics)
	}
}

// TestArticleTextWhole: the whole article, not the quote: Art. 8 goes on
// past the 3 a 2 to the split 21; a chapter shows the paragraph the quote
// is from, not the whole chapter; a range names each article.
func TestArticleTextWhole(t *testing.T) {
	cases := []struct {
		name     string
		rs       RuleSet
		topic    Topic
		heads    []string
		contains string
	}{
		{"000 Art. 8 whole", ItalianClassic, TopicBlackjack, []string{"Art. 8"}, "Il 21 realizzato dopo aver diviso una coppia, non é Black Jack"},
		{"000 Art. 13d is Art. 13", ItalianClassic, TopicBlackjackAtOnce, []string{"Art. 13"}, "Se il banco sballa, paga tutte le puntate rimaste in gioco."},
		{"000 a range", ItalianClassic, TopicShuffle, []string{"Art. 1", "Art. 30", "Art. 31", "Art. 32"}, ""},
		{"000 Cap. 1's paragraph", ItalianClassic, TopicEvenMoney, []string{"Cap. 1 · Il Gioco"}, "Quando il banco paga il “Black Jack” servito"},
		{"000 Cap. 1 and Art. 5", ItalianClassic, TopicHandCards, []string{"Cap. 1 · Il Gioco", "Art. 5"}, ""},
		{"001 Desarrollo 12d", Argentine, TopicDealerBust, []string{"Desarrollo 12"}, "a) Descubrirá su segunda carta"},
		{"001 two names", Argentine, TopicDesafio, []string{"Otras apuestas 4", "Disposiciones 5", "Disposiciones 8"}, ""},
		{"002 the Tabella with its words", SuperPuntoBanco, TopicReaderCall, []string{"Distribuzione", "Tabella della Regola"}, "| 6 | NON RICEVE CARTA |"},
		{"004 a prefix and a range", ItalianShuffler, TopicShuffle, []string{"Apertura 4", "Apertura 5", "Apertura 6", "Apertura 7"}, ""},
		{"004 a shortened name", ItalianShuffler, TopicBackBetFollow, []string{"Il raddoppio", "Divisione o splitting"}, ""},
		{"004 shoe table's own clause", ItalianShufflerShoe, TopicExposedCard, []string{"Regole particolari 11"}, "rimescolando le carte e reinserendole nel sabot"},
		{"003 the whole paragraph", ItalianOnline, TopicBustAtEnd, []string{"Punteggi e vincite"}, "N.B. il black jack della punta viene pagato alla fine della mano"},
	}
	for _, c := range cases {
		var heads []string
		for _, p := range c.rs.Passages(c.rs.Article(c.topic), c.rs.Quote(c.topic)) {
			heads = append(heads, p.Heading)
		}
		if !slices.Equal(heads, c.heads) {
			t.Errorf("%s: passages %q; want %q", c.name, heads, c.heads)
		}
		text := c.rs.ArticleText(c.topic)
		if !strings.Contains(text, c.contains) {
			t.Errorf("%s: the text does not hold %q:\n%s", c.name, c.contains, text)
		}
		if len([]rune(text)) < len([]rune(c.rs.Quote(c.topic))) {
			t.Errorf("%s: the text (%d characters) is shorter than the quote", c.name, len(text))
		}
	}
	for _, c := range []struct {
		name, article string
	}{{"no article", ""}, {"unknown", "Art. 99"}} {
		if ps := ItalianClassic.Passages(c.article, ""); ps != nil {
			t.Errorf("%s: Passages(%q) = %v; want none", c.name, c.article, ps)
		}
	}
	if got := (RuleSet{ID: "vegas"}).ArticleText(TopicDouble); got != "" {
		t.Errorf("an unknown table's article text = %q", got)
	}
}

// TestRegulationIsTheSeeds: every stored passage is its regulation's own
// words, whole and in one run, found in the seed of its table, whitespace
// and Markdown emphasis aside.
func TestRegulationIsTheSeeds(t *testing.T) {
	if _, err := os.Stat(seedsDir); errors.Is(err, fs.ErrNotExist) {
		t.Skipf("the regulations are not in %s (../shared/seeds beside the repository): the stored texts are not checked against them", seedsDir)
	}
	for id, file := range regulationFile {
		rs, err := ByID(id)
		if err != nil {
			t.Fatal(err)
		}
		paths, err := filepath.Glob(filepath.Join(seedsDir, strings.TrimSuffix(file, ".txt")+"_*"))
		if err != nil || len(paths) != 1 {
			t.Errorf("%s: want one seed for %s in %s, found %v (%v)", id, file, seedsDir, paths, err)
			continue
		}
		raw, err := os.ReadFile(paths[0])
		if err != nil {
			t.Fatal(err)
		}
		seed := verbatim.Normalize(string(raw))
		ps := rs.Regulation()
		if len(ps) == 0 {
			t.Errorf("%s: no passages in %s", id, file)
		}
		at := 0
		for _, p := range ps {
			text := verbatim.Normalize(p.Text())
			i := verbatim.FindWords(seed, text, 0)
			if i < 0 {
				t.Errorf("%s %s: not verbatim in %s:\n%s", id, p.Heading, filepath.Base(paths[0]), text)
				continue
			}
			if i < at {
				t.Errorf("%s %s: out of the regulation's order", id, p.Heading)
			}
			at = i
		}
	}
}

// TestParsePassages: a malformed file of regulations is an error naming
// what is wrong, never a panic.
func TestParsePassages(t *testing.T) {
	cases := []struct {
		name, in, err string
	}{
		{"good", "# Art. 1\nuna  frase\n\n# Art. 2\naltra\n", ""},
		{"words first", "una frase\n# Art. 1\nx\n", "line 1"},
		{"empty heading", "# \nx\n", "line 1"},
		{"empty passage", "# Art. 1\n\n# Art. 2\nx\n", `"Art. 1"`},
	}
	for _, c := range cases {
		ps, err := parsePassages(c.in)
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%s: error %v; want one naming %s", c.name, err, c.err)
		case c.err == "" && (len(ps) != 2 || ps[0].Paragraphs[0] != "una frase"):
			t.Errorf("%s: %+v", c.name, ps)
		}
	}
}
