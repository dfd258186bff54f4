package locales

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"unicode"
)

// glossaryFile is the glossary the project keeps: one word for each thing
// in each language, and the words it must not be called.
var glossaryFile = filepath.Join(moduleRoot, "docs", "GLOSSARY.md")

// glossaryRow is one concept of the glossary: its words in each language
// and the variants it must not be called.
type glossaryRow struct {
	concept string
	words   map[Lang][]string
	not     map[Lang][]string
}

// glossaryLangs is the order of the language columns in the glossary.
var glossaryLangs = []Lang{Italian, Spanish, English}

// parseGlossary reads the machine-readable table of the glossary: the
// Markdown rows between <!-- glossary:begin --> and <!-- glossary:end -->,
// seven cells each (concept, it, es, en, not it, not es, not en), words
// separated by ";", a bracketed part of a word a note.
func parseGlossary(text string) ([]glossaryRow, error) {
	_, rest, ok := strings.Cut(text, "<!-- glossary:begin -->")
	if !ok {
		return nil, fmt.Errorf("no <!-- glossary:begin --> marker")
	}
	table, _, ok := strings.Cut(rest, "<!-- glossary:end -->")
	if !ok {
		return nil, fmt.Errorf("no <!-- glossary:end --> marker")
	}
	var rows []glossaryRow
	for n, line := range strings.Split(table, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "|---") || strings.HasPrefix(line, "| concept |") {
			continue
		}
		if !strings.HasPrefix(line, "|") || !strings.HasSuffix(line, "|") {
			return nil, fmt.Errorf("glossary line %d is not a table row: %q", n, line)
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		if len(cells) != 7 {
			return nil, fmt.Errorf("glossary line %d has %d cells, want 7: %q", n, len(cells), line)
		}
		r := glossaryRow{concept: strings.TrimSpace(cells[0]), words: map[Lang][]string{}, not: map[Lang][]string{}}
		for i, l := range glossaryLangs {
			r.words[l] = glossaryWords(cells[1+i])
			r.not[l] = glossaryWords(cells[4+i])
		}
		if len(r.words[Italian]) == 0 || len(r.words[Spanish]) == 0 || len(r.words[English]) == 0 {
			return nil, fmt.Errorf("glossary line %d: %q lacks a word in one language", n, r.concept)
		}
		rows = append(rows, r)
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("the glossary table is empty")
	}
	return rows, nil
}

var glossaryNote = regexp.MustCompile(`\([^)]*\)`)

// glossaryWords splits a cell into its words, without the bracketed notes.
func glossaryWords(cell string) []string {
	var out []string
	for _, w := range strings.Split(cell, ";") {
		w = strings.TrimSpace(glossaryNote.ReplaceAllString(w, ""))
		if w != "" {
			out = append(out, w)
		}
	}
	return out
}

// glossaryHit is a message that uses a word the glossary forbids.
type glossaryHit struct {
	key, word, concept, text string
}

// termPlace matches the name of a table's word in a message ({box}): not a
// word of the text, and the words it stands for (term.box…) are messages
// the check reads on their own.
var termPlace = regexp.MustCompile(`\{[A-Za-z]+\}`)

// forbiddenWords returns, for the messages of one language, every use of a
// variant the glossary forbids, in key order. A use that lies inside one of
// the glossary's own words of that language passes, so that a right name
// that contains a forbidden word ("Punto Banco") is not a hit.
func forbiddenWords(rows []glossaryRow, l Lang, msgs map[Key]message) []glossaryHit {
	var allowed []string
	for _, r := range rows {
		allowed = append(allowed, r.words[l]...)
	}
	var hits []glossaryHit
	keys := make([]string, 0, len(msgs))
	for k := range msgs {
		keys = append(keys, string(k))
	}
	sort.Strings(keys)
	for _, k := range keys {
		m := msgs[Key(k)]
		for _, text := range []string{m.one, m.other} {
			if text == "" {
				continue
			}
			low := strings.ToLower(termPlace.ReplaceAllString(text, "{}"))
			var covered [][2]int
			for _, a := range allowed {
				for _, i := range wordIndexes(low, strings.ToLower(a)) {
					covered = append(covered, [2]int{i, i + len(a)})
				}
			}
			for _, r := range rows {
				for _, w := range r.not[l] {
					for _, i := range wordIndexes(low, strings.ToLower(w)) {
						if !inside(covered, i, i+len(w)) {
							hits = append(hits, glossaryHit{key: k, word: w, concept: r.concept, text: text})
							break
						}
					}
				}
			}
		}
	}
	return hits
}

// inside reports whether [i, j) lies within one of the spans.
func inside(spans [][2]int, i, j int) bool {
	for _, s := range spans {
		if s[0] <= i && j <= s[1] {
			return true
		}
	}
	return false
}

// wordAt reports whether s[i:i+n] stands as a whole word: no letter or
// digit just before or after it.
func wordAt(s string, i, n int) bool {
	if i > 0 {
		r := []rune(s[:i])
		if c := r[len(r)-1]; unicode.IsLetter(c) || unicode.IsDigit(c) {
			return false
		}
	}
	if i+n < len(s) {
		if c := []rune(s[i+n:])[0]; unicode.IsLetter(c) || unicode.IsDigit(c) {
			return false
		}
	}
	return true
}

// wordIndexes returns where w occurs in s as a whole word.
func wordIndexes(s, w string) []int {
	var out []int
	for off := 0; off < len(s); {
		i := strings.Index(s[off:], w)
		if i < 0 {
			break
		}
		if wordAt(s, off+i, len(w)) {
			out = append(out, off+i)
		}
		off += i + len(w)
	}
	return out
}

func readGlossary(t *testing.T) []glossaryRow {
	t.Helper()
	data, err := os.ReadFile(glossaryFile)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := parseGlossary(string(data))
	if err != nil {
		t.Fatalf("%s: %v", glossaryFile, err)
	}
	return rows
}

// No message of the three languages calls a thing by a word the glossary
// forbids (docs/GLOSSARY.md).
func TestGlossary_NoForbiddenVariant(t *testing.T) {
	rows := readGlossary(t)
	b := load(t)
	for _, l := range glossaryLangs {
		for _, h := range forbiddenWords(rows, l, b.Locale(l).msgs) {
			t.Errorf("%s.json %q says %q, which the glossary forbids for %q: %q", l, h.key, h.word, h.concept, h.text)
		}
	}
}

// The check finds a planted variant, in a plain text and in a plural
// form, and lets the glossary's own words through, also where they hold
// a forbidden word.
func TestGlossary_FindsPlantedVariant(t *testing.T) {
	rows := readGlossary(t)
	cases := []struct {
		name string
		lang Lang
		msg  message
		want []string // the forbidden words found
	}{
		{"it box", Italian, message{other: "Punta sul box {0}"}, []string{"box"}},
		{"it casella", Italian, message{other: "Punta sulla casella {0}"}, nil},
		{"it dealer", Italian, message{other: "Il Dealer distribuisce"}, []string{"dealer"}},
		{"es crupier", Spanish, message{other: "El crupier reparte"}, []string{"crupier"}},
		{"es school", Spanish, message{other: "Escuela de crupieres"}, nil},
		{"es split plural", Spanish, message{one: "1 mano separada", other: "{0} manos: separar"}, []string{"separar"}},
		{"es banco in the game's name", Spanish, message{other: "Mesa de Punto Banco"}, nil},
		{"es banco alone", Spanish, message{other: "Gana el Banco"}, []string{"banco"}},
		{"es opening", Spanish, message{other: "Apertura de la mesa"}, []string{"apertura de la mesa"}},
		{"es inside a word", Spanish, message{other: "Boxeo"}, nil},
		{"en double down", English, message{other: "Double down on 11"}, []string{"double down"}},
		{"it mescolata", Italian, message{other: "Dopo la mescolata del sabot"}, []string{"mescolata"}},
		{"it mescolatura", Italian, message{other: "Dopo la mescolatura del sabot"}, nil},
		{"es big road", Spanish, message{other: "El Big Road"}, []string{"big road"}},
		{"es posición", Spanish, message{other: "Lee el Punto la posición {0}"}, []string{"posición"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var got []string
			for _, h := range forbiddenWords(rows, c.lang, map[Key]message{"planted": c.msg}) {
				got = append(got, strings.ToLower(h.word))
			}
			if strings.Join(got, ",") != strings.Join(c.want, ",") {
				t.Errorf("%q: found %q, want %q", c.msg, got, c.want)
			}
		})
	}
}

// A glossary that is not a table of seven cells is an error that names
// the line, not a check that passes on nothing.
func TestGlossary_BadTable(t *testing.T) {
	for _, text := range []string{
		"no markers",
		"<!-- glossary:begin -->\n<!-- glossary:end -->",
		"<!-- glossary:begin -->\n| a | b | c |\n<!-- glossary:end -->",
		"<!-- glossary:begin -->\n| x | | es | en | | | |\n<!-- glossary:end -->",
	} {
		if _, err := parseGlossary(text); err == nil {
			t.Errorf("parseGlossary(%q): no error", text)
		}
	}
}
