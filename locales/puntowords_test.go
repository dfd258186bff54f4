package locales

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"sabot/tutor/croupier"
)

// parsePuntoWords reads the glossary's second table, the blackjack
// tables' words a Punto Banco screen must not say: the rows between
// <!-- punto:begin --> and <!-- punto:end -->, four cells each (concept,
// it, es, en), words separated by ";".
func parsePuntoWords(text string) ([]glossaryRow, error) {
	_, rest, ok := strings.Cut(text, "<!-- punto:begin -->")
	if !ok {
		return nil, fmt.Errorf("no <!-- punto:begin --> marker")
	}
	table, _, ok := strings.Cut(rest, "<!-- punto:end -->")
	if !ok {
		return nil, fmt.Errorf("no <!-- punto:end --> marker")
	}
	var rows []glossaryRow
	for n, line := range strings.Split(table, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "|---") || strings.HasPrefix(line, "| concept |") {
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		if !strings.HasPrefix(line, "|") || len(cells) != 4 {
			return nil, fmt.Errorf("punto line %d is not a row of four cells: %q", n, line)
		}
		r := glossaryRow{concept: strings.TrimSpace(cells[0]), words: map[Lang][]string{}, not: map[Lang][]string{}}
		for i, l := range glossaryLangs {
			r.not[l] = glossaryWords(cells[1+i])
		}
		rows = append(rows, r)
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("the punto table is empty")
	}
	return rows, nil
}

// puntoPrefixes are the key families said at the Punto Banco table alone.
var puntoPrefixes = []string{"punto.", "school.pb.", "err.pb.", "history.punto"}

// puntoFiles are the Go files that draw the Punto Banco screens alone.
var puntoFiles = []string{"scenes/pbtable/*.go", "scenes/school/punto*.go"}

// puntoScreenKeys returns the keys a Punto Banco screen says, each with
// where it comes from: the Punto Banco families, the keys named in the
// files of the Punto Banco screens, the Punto Banco twins of the keys said
// at both games (ForGame), and the procedure drill's steps, questions and
// right answers of 002's table (a wrong answer may be another table's
// word: «L'ultima mano» offered against «Ultimo colpo della taglia»).
func puntoScreenKeys(t *testing.T, msgs map[Key]message) map[Key]string {
	t.Helper()
	out := map[Key]string{}
	for k := range msgs {
		for _, p := range puntoPrefixes {
			if strings.HasPrefix(string(k), p) {
				out[k] = "the family " + p
			}
		}
	}
	consts := keyConstants(t)
	for _, pattern := range puntoFiles {
		files, err := filepath.Glob(filepath.Join(moduleRoot, pattern))
		if err != nil || len(files) == 0 {
			t.Fatalf("%s: no files (%v)", pattern, err)
		}
		for _, name := range files {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			src, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			f, err := parser.ParseFile(token.NewFileSet(), name, src, parser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(f, func(n ast.Node) bool {
				if sel, ok := n.(*ast.SelectorExpr); ok {
					if id, ok := sel.X.(*ast.Ident); ok && id.Name == "locales" {
						if k, ok := consts[sel.Sel.Name]; ok {
							out[k] = filepath.Base(name)
						}
					}
				}
				return true
			})
		}
	}
	for _, twin := range puntoTwins {
		out[twin] = "ForGame"
	}
	reg, err := croupier.RegulationOf("super-punto-banco")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range reg.Procedures {
		for _, s := range p.Steps {
			out[ProcStep(s.ID)] = "002's procedure"
		}
	}
	for _, q := range reg.Questions {
		out[ProcQuestion(q.ID)] = "002's quiz"
		out[ProcAnswer(q.Answers[0])] = "002's quiz, the right answer"
	}
	return out
}

func readPuntoWords(t *testing.T) []glossaryRow {
	t.Helper()
	data, err := os.ReadFile(glossaryFile)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := parsePuntoWords(string(data))
	if err != nil {
		t.Fatalf("%s: %v", glossaryFile, err)
	}
	return rows
}

// puntoHits returns the Punto Banco screens' messages that say a word of
// the blackjack tables (the glossary's punto table), in key order.
func puntoHits(t *testing.T, rows []glossaryRow, l Lang, msgs map[Key]message) []string {
	t.Helper()
	keys := puntoScreenKeys(t, msgs)
	shown := map[Key]message{}
	for k := range keys {
		if m, ok := msgs[k]; ok {
			shown[k] = m
		}
	}
	var out []string
	for _, h := range forbiddenWords(rows, l, shown) {
		out = append(out, fmt.Sprintf("%s.json %q (%s) says %q, a blackjack word (%s): %q", l, h.key, keys[Key(h.key)], h.word, h.concept, h.text))
	}
	sort.Strings(out)
	return out
}

// 002 calls the round il colpo («Colpo in Bianco», «Ultimo colpo della
// taglia»): no Punto Banco screen says the blackjack tables' mano for it,
// also where a key is said at both games (its Punto Banco twin).
func TestGlossary_PuntoBancoSaysColpo(t *testing.T) {
	rows := readPuntoWords(t)
	b := load(t)
	for _, l := range glossaryLangs {
		for _, h := range puntoHits(t, rows, l, b.Locale(l).msgs) {
			t.Error(h)
		}
	}
}

// The check sees a blackjack word planted in a Punto Banco family, in a
// twin and in a key named by the Punto Banco table's files, and lets the
// same word pass in a blackjack key.
func TestGlossary_PuntoBancoFindsPlantedMano(t *testing.T) {
	rows := readPuntoWords(t)
	b := load(t)
	for _, c := range []struct {
		key  Key
		want bool
	}{
		{"punto.say.colpo-nullo", true},
		{SchoolPBNext, true},
		{SchoolPBWhyOver, true},
		{SchoolPBStepAnnul, true},
		{BJNewRound, false},
		{SchoolNext, false},
	} {
		msgs := map[Key]message{}
		for k, m := range b.Locale(Italian).msgs {
			msgs[k] = m
		}
		msgs[c.key] = message{other: "L'ultima mano"}
		got := false
		for _, h := range puntoHits(t, rows, Italian, msgs) {
			got = got || strings.Contains(h, fmt.Sprintf("%q", c.key))
		}
		if got != c.want {
			t.Errorf("«mano» planted in %q: found %v, want %v", c.key, got, c.want)
		}
	}
}
