package rules

import (
	"embed"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
)

// Passage is one part of a regulation, whole: an article ("Art. 13"), a
// numbered clause ("Regole particolari 4", "Desarrollo 9") or a titled
// paragraph ("Il raddoppio", "Cap. 1 · Il Gioco").
type Passage struct {
	// Heading names the passage as Article names it; a paragraph of a
	// chapter is the chapter's name, " · " and the paragraph's title.
	Heading string
	// Paragraphs are the passage's words in the regulation's order, one
	// paragraph (or list item, or table row) each, verbatim but for
	// whitespace: the regulations' line breaks inside a paragraph and runs
	// of spaces are one space, and the Markdown emphasis marks ("*") of the
	// seeds 002 and 004 are not part of the words, as in Quote.
	Paragraphs []string
}

// Text is the passage's paragraphs, one a line.
func (p Passage) Text() string { return strings.Join(p.Paragraphs, "\n") }

// regulations holds the text of every passage that Article cites, one file
// per regulation, extracted from the seeds under ../shared/seeds:
// regulation_test.go finds every passage verbatim in its seed. A file is a
// run of passages, each a line "# Heading" followed by its paragraphs, one a
// line, a blank line between passages.
//
//go:embed regulations/*.txt
var regulations embed.FS

// regulationFile is the file of each table's regulation under regulations/,
// named by the seed's number.
var regulationFile = map[string]string{
	"italian-classic":       "000.txt",
	"argentine":             "001.txt",
	"super-punto-banco":     "002.txt",
	"italian-online":        "003.txt",
	"italian-shuffler":      "004.txt",
	"italian-shuffler-shoe": "004.txt",
}

// alsoCited names, per table, the passages that stand beside an article in
// every citation of it: 002's Tabella della Regola is a table of numbers,
// and the sentences that apply it to the reader and to the dealer are in
// the Distribuzione.
var alsoCited = map[string]map[string][]string{
	"super-punto-banco": {"Tabella della Regola": {"Distribuzione"}},
}

// parsedRegulations reads every file of regulations once.
var parsedRegulations = sync.OnceValues(func() (map[string][]Passage, error) {
	byFile := map[string][]Passage{}
	for _, name := range regulationFile {
		if _, ok := byFile[name]; ok {
			continue
		}
		raw, err := regulations.ReadFile("regulations/" + name)
		if err != nil {
			return nil, err
		}
		ps, err := parsePassages(string(raw))
		if err != nil {
			return nil, fmt.Errorf("regulations/%s: %w", name, err)
		}
		byFile[name] = ps
	}
	return byFile, nil
})

// parsePassages reads a file of regulations: "# Heading" lines, each
// followed by the passage's paragraphs.
func parsePassages(s string) ([]Passage, error) {
	var ps []Passage
	for n, line := range strings.Split(s, "\n") {
		switch {
		case strings.HasPrefix(line, "# "):
			h := strings.TrimSpace(line[2:])
			if h == "" {
				return nil, fmt.Errorf("line %d: a heading with no name", n+1)
			}
			ps = append(ps, Passage{Heading: h})
		case strings.TrimSpace(line) == "":
		case len(ps) == 0:
			return nil, fmt.Errorf("line %d: words before the first heading", n+1)
		default:
			ps[len(ps)-1].Paragraphs = append(ps[len(ps)-1].Paragraphs, strings.Join(strings.Fields(line), " "))
		}
	}
	for _, p := range ps {
		if len(p.Paragraphs) == 0 {
			return nil, fmt.Errorf("%q has no words", p.Heading)
		}
	}
	return ps, nil
}

// Regulation returns every passage of the rule set's regulation that its
// articles cite, in the regulation's order; nil for a table with none.
func (r RuleSet) Regulation() []Passage {
	byFile, err := parsedRegulations()
	if err != nil {
		return nil
	}
	return byFile[regulationFile[r.ID]]
}

// numbered is a cited article's name ending in a number, with an optional
// letter of a sub-clause ("Art. 13d", "Desarrollo 12a") or a range's end
// ("Apertura 4-7", "Art. 30-32").
var numbered = regexp.MustCompile(`^(.*?)\s*(\d+)[a-z]?(?:-(\d+))?$`)

// bareNumber is a number after a comma, which takes the name before it
// ("Art. 1, 30-32", "Regole particolari 10, 11").
var bareNumber = regexp.MustCompile(`^(\d+)[a-z]?(?:-(\d+))?$`)

// citedHeadings splits an article as Article writes it into the headings
// of the passages it names, in its order: "Art. 1, 30-32" is Art. 1, 30,
// 31 and 32; "Cap. 1; Art. 5" is Cap. 1 and Art. 5; "Art. 13d" is Art. 13.
func citedHeadings(article string) []string {
	var hs []string
	for _, part := range strings.Split(article, ";") {
		name := ""
		for _, item := range strings.Split(part, ",") {
			item = strings.TrimSpace(item)
			if item == "" {
				continue
			}
			from, to := "", ""
			if m := bareNumber.FindStringSubmatch(item); m != nil && name != "" {
				from, to = m[1], m[2]
			} else if m := numbered.FindStringSubmatch(item); m != nil && m[1] != "" {
				name, from, to = m[1], m[2], m[3]
			} else {
				name = ""
				hs = append(hs, item)
				continue
			}
			a, b := atoi(from), atoi(from)
			if to != "" {
				b = atoi(to)
			}
			for n := a; n <= b && n-a < 100; n++ {
				hs = append(hs, fmt.Sprintf("%s %d", name, n))
			}
		}
	}
	return hs
}

// atoi reads the digits of a number matched by numbered.
func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

// Passages returns the passages of the rule set's regulation that an
// article as Article writes it names, in the regulation's order, given the
// words quoted from it (Quote, or an error's Quote). A name matches the
// passage of that heading, or the paragraphs of the chapter of that name
// ("Cap. 1" is every "Cap. 1 · …"), of which only those the quote takes
// words from are kept, or all of them when nothing else is. It returns nil
// for an article the table does not cite.
func (r RuleSet) Passages(article, quote string) []Passage {
	all := r.Regulation()
	if article == "" || len(all) == 0 {
		return nil
	}
	var pieces []string
	for _, p := range strings.Split(quote, "…") {
		if p = strings.Join(strings.Fields(p), " "); p != "" {
			pieces = append(pieces, p)
		}
	}
	quoted := func(p Passage) bool {
		text := strings.Join(p.Paragraphs, " ")
		return slices.ContainsFunc(pieces, func(piece string) bool { return strings.Contains(text, piece) })
	}
	keep := make([]bool, len(all))
	var heads []string
	for _, h := range citedHeadings(article) {
		heads = append(heads, h)
		heads = append(heads, alsoCited[r.ID][h]...)
	}
	var unquoted []int // the paragraphs of chapters the quote takes no words from
	for _, h := range heads {
		var chapter []int
		for i, p := range all {
			switch {
			case p.Heading == h:
				keep[i] = true
			case strings.HasPrefix(p.Heading, h+" "):
				chapter = append(chapter, i)
			}
		}
		some := false
		for _, i := range chapter {
			if quoted(all[i]) {
				keep[i], some = true, true
			}
		}
		if !some {
			unquoted = append(unquoted, chapter...)
		}
	}
	if !slices.Contains(keep, true) {
		for _, i := range unquoted {
			keep[i] = true
		}
	}
	var out []Passage
	for i, p := range all {
		if keep[i] {
			out = append(out, p)
		}
	}
	return out
}

// ArticleText returns the whole text of the article of the rule set's
// regulation that governs the topic (every passage Article(t) names, the
// paragraphs of a chapter that Quote(t) takes its words from), passages
// apart by a blank line, paragraphs one a line; "" exactly when Article(t)
// is "".
func (r RuleSet) ArticleText(t Topic) string {
	var texts []string
	for _, p := range r.Passages(r.Article(t), r.Quote(t)) {
		texts = append(texts, p.Text())
	}
	return strings.Join(texts, "\n\n")
}
