package locales

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"sabot/game/blackjack"
	"sabot/game/punto"
	"sabot/rules"
	"sabot/tutor/croupier"
)

// boxWordRow is one table of the glossary's table of the words for a box:
// the Italian words its screens must not say for it, and the regulation's
// own phrases that say them for another thing (004's circles, 002's
// winning side).
type boxWordRow struct {
	table, word string
	not, kept   []string
}

// parseBoxWords reads the glossary's table of the tables' words for a box:
// the rows between <!-- boxes:begin --> and <!-- boxes:end -->, five cells
// each (table, seed, word, not, kept), words separated by ";".
func parseBoxWords(text string) ([]boxWordRow, error) {
	_, rest, ok := strings.Cut(text, "<!-- boxes:begin -->")
	if !ok {
		return nil, fmt.Errorf("no <!-- boxes:begin --> marker")
	}
	table, _, ok := strings.Cut(rest, "<!-- boxes:end -->")
	if !ok {
		return nil, fmt.Errorf("no <!-- boxes:end --> marker")
	}
	var rows []boxWordRow
	for n, line := range strings.Split(table, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "|---") || strings.HasPrefix(line, "| table |") {
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		if !strings.HasPrefix(line, "|") || len(cells) != 5 {
			return nil, fmt.Errorf("boxes line %d is not a row of five cells: %q", n, line)
		}
		r := boxWordRow{table: strings.TrimSpace(cells[0]), word: strings.TrimSpace(cells[2]),
			not: glossaryWords(cells[3]), kept: glossaryWords(cells[4])}
		if _, err := rules.ByID(r.table); err != nil || r.word == "" || len(r.not) == 0 {
			return nil, fmt.Errorf("boxes line %d: %q is not a table with its word and the words it must not say (%v)", n, r.table, err)
		}
		rows = append(rows, r)
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("the boxes table is empty")
	}
	return rows, nil
}

func readBoxWords(t *testing.T) []boxWordRow {
	t.Helper()
	data, err := os.ReadFile(glossaryFile)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := parseBoxWords(string(data))
	if err != nil {
		t.Fatalf("%s: %v", glossaryFile, err)
	}
	return rows
}

// blackjackTablePrefixes are the key families said at a blackjack table:
// its status lines and notices, its refusals, the history's detail, the
// dealer school.
var blackjackTablePrefixes = []string{"bj.", "err.bj.", "history.", "school."}

// puntoOnlyKinds are the names of the school's progress for the dealer's
// steps at Punto Banco alone (school.kind.indicate), which a blackjack
// table never says.
func puntoOnlyKinds() map[Key]bool {
	bj := map[Key]bool{}
	for k := blackjack.Kind(1); k < 64; k++ {
		if s := (blackjack.Action{Kind: k}).String(); s != "" && !strings.HasPrefix(s, "unknown") {
			bj[SchoolKind(strings.Fields(s)[0])] = true
		}
	}
	out := map[Key]bool{}
	for k := punto.ActionKind(1); k < 64; k++ {
		s := (punto.Action{Kind: k, Side: punto.Banco, Position: 2}).String()
		if s == "" || strings.HasPrefix(s, "unknown") {
			continue
		}
		if kind := SchoolKind(strings.Fields(s)[0]); !bj[kind] {
			out[kind] = true
		}
	}
	return out
}

// tableKeys returns the keys table r says, each with where it comes from:
// at a blackjack table the families of blackjackTablePrefixes (not Punto
// Banco's, nor the names of its steps), at Punto Banco the keys of its screens (puntoScreenKeys); at
// both the table's rule sheet and the steps, questions and right answers
// of its procedure drill.
func tableKeys(t *testing.T, r rules.RuleSet, msgs map[Key]message) map[Key]string {
	t.Helper()
	out := map[Key]string{}
	if r.Game == rules.PuntoBanco {
		out = puntoScreenKeys(t, msgs)
	} else {
		pbKinds := puntoOnlyKinds()
		for k := range msgs {
			if pbKinds[k] {
				continue
			}
			for _, p := range blackjackTablePrefixes {
				punto := false
				for _, pp := range puntoPrefixes {
					punto = punto || strings.HasPrefix(string(k), pp)
				}
				if strings.HasPrefix(string(k), p) && !punto {
					out[k] = "the family " + p
				}
			}
		}
	}
	for _, l := range r.Sheet() {
		for _, k := range []string{l.Section, l.Label, l.Value} {
			if k != "" {
				out[Key(k)] = "the rule sheet"
			}
		}
	}
	reg, err := croupier.RegulationOf(r.ID)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range reg.Procedures {
		for _, s := range p.Steps {
			out[ProcStep(s.ID)] = "the procedure drill"
		}
	}
	for _, q := range reg.Questions {
		out[ProcQuestion(q.ID)] = "the procedure drill"
		out[ProcAnswer(q.Answers[0])] = "the procedure drill, the right answer"
	}
	return out
}

// boxWordHits returns the messages of msgs that table row.table says in
// Italian and that, rendered at the table, name a box by a word of
// row.not outside the phrases of row.kept.
func boxWordHits(t *testing.T, row boxWordRow, msgs map[Key]message) []string {
	t.Helper()
	r, err := rules.ByID(row.table)
	if err != nil {
		t.Fatal(err)
	}
	loc := (&Locale{lang: Italian, msgs: msgs}).At(r)
	keys := tableKeys(t, r, msgs)
	var out []string
	for k, from := range keys {
		m, ok := msgs[k]
		if !ok {
			continue
		}
		for _, form := range forms(m) {
			text := termPlace.ReplaceAllStringFunc(form, func(p string) string {
				if w, ok := loc.term(p[1 : len(p)-1]); ok {
					return w
				}
				return p
			})
			low := strings.ToLower(text)
			var kept [][2]int
			for _, a := range row.kept {
				for _, i := range wordIndexes(low, strings.ToLower(a)) {
					kept = append(kept, [2]int{i, i + len(a)})
				}
			}
			for _, w := range row.not {
				for _, i := range wordIndexes(low, strings.ToLower(w)) {
					if !inside(kept, i, i+len(w)) {
						out = append(out, fmt.Sprintf("%s: it.json %q (%s) says %q, not %q: %q", row.table, k, from, w, row.word, text))
						break
					}
				}
			}
		}
	}
	sort.Strings(out)
	return out
}

// Each table names a player's place of bets in its regulation's word
// (docs/GLOSSARY.md, "What a table calls a box"): no message an Italian
// table says calls a postazione of 003, 004 or 002 a casella, nor a
// casella of 000 a postazione.
func TestGlossary_EachTableSaysItsBoxWord(t *testing.T) {
	b := load(t)
	for _, row := range readBoxWords(t) {
		for _, h := range boxWordHits(t, row, b.Locale(Italian).msgs) {
			t.Error(h)
		}
	}
}

// The check sees a casella planted in a key of the blackjack table, of
// the rule sheet, of the procedure drill and of Punto Banco at the tables
// that say postazione, and a postazione at the classic table; the same
// message that says {box} passes, and so do the kept phrases.
func TestGlossary_EachTableSaysItsBoxWord_Planted(t *testing.T) {
	rows := map[string]boxWordRow{}
	for _, r := range readBoxWords(t) {
		rows[r.table] = r
	}
	b := load(t)
	for _, c := range []struct {
		table string
		key   Key
		text  string
		want  bool
	}{
		{"italian-shuffler", "bj.bot-sits", "{0} si siede alla casella {1}", true},
		{"italian-shuffler", "bj.bot-sits", "{0} si siede alla {box} {1}", false},
		{"italian-shuffler-shoe", "err.bj.no-box", "non c'è la casella {0}", true},
		{"italian-online", "sheet.limits.value", "Da {0} a {1} per casella", true},
		{"italian-online", "sheet.limits.value", "Da {0} a {1} per {box}", false},
		{"italian-shuffler", "school.why.cards-by-box", "Caselle da sinistra", true},
		{"italian-shuffler", "sheet.back-bets.circles", "Ammesse, fino a {0} caselle per postazione", false},
		{"italian-classic", "bj.bot-sits", "{0} si siede alla postazione {1}", true},
		{"italian-classic", "bj.bot-sits", "{0} si siede alla {box} {1}", false},
		{"super-punto-banco", "punto.hint.bet", "Clicca Punto alla tua casella", true},
		{"super-punto-banco", "school.pb.step.indicate", "Indicare la casella vincente: {0}", false},
	} {
		msgs := map[Key]message{}
		for k, m := range b.Locale(Italian).msgs {
			msgs[k] = m
		}
		msgs[c.key] = message{other: c.text}
		got := false
		for _, h := range boxWordHits(t, rows[c.table], msgs) {
			got = got || strings.Contains(h, fmt.Sprintf("%q", c.key))
		}
		if got != c.want {
			t.Errorf("%s: %q planted in %q: found %v, want %v", c.table, c.text, c.key, got, c.want)
		}
	}
}

// A boxes table that is not rows of five cells naming a known table is an
// error that names the line.
func TestGlossary_BoxWordsBadTable(t *testing.T) {
	for _, text := range []string{
		"no markers",
		"<!-- boxes:begin -->\n<!-- boxes:end -->",
		"<!-- boxes:begin -->\n| a | b | c |\n<!-- boxes:end -->",
		"<!-- boxes:begin -->\n| nowhere | 009 | casella | postazione | |\n<!-- boxes:end -->",
	} {
		if _, err := parseBoxWords(text); err == nil {
			t.Errorf("parseBoxWords(%q): no error", text)
		}
	}
}

// A message names a box by the word of the table the locale is at:
// casella at the classic table (000) and at no table, postazione at the
// shuffler's (004), the online table (003) and Super Punto Banco (002), with
// a capital where the message writes one; Spanish says casillero and
// English box at every table. Numbers still take their places.
func TestT_TheTablesWordForABox(t *testing.T) {
	b := load(t)
	it, es, en := b.Locale(Italian), b.Locale(Spanish), b.Locale(English)
	checkT(t, []tCase{
		{it, BJBotSits, []any{"Marco", 3}, "Marco si siede alla casella 3"},
		{it.At(rules.ItalianClassic), BJBotSits, []any{"Marco", 3}, "Marco si siede alla casella 3"},
		{it.At(rules.ItalianShuffler), BJBotSits, []any{"Marco", 3}, "Marco si siede alla postazione 3"},
		{it.At(rules.ItalianOnline), "sheet.limits.value", []any{rules.Units(1), rules.Units(500)}, "Da 1\u00a0€ a 500\u00a0€ per postazione"},
		{it.At(rules.ItalianShufflerShoe), "history.box", []any{2, "Marco", rules.Units(10)}, "Postazione 2 · Marco · puntata 10\u00a0€"},
		{it.At(rules.ItalianClassic), "history.box", []any{2, "Marco", rules.Units(10)}, "Casella 2 · Marco · puntata 10\u00a0€"},
		{it.At(rules.ItalianShuffler), "sheet.boxes.value", []any{7}, "7 postazioni"},
		{it.At(rules.ItalianShuffler), "sheet.boxes.value", []any{1}, "1 postazione"},
		{it.At(rules.ItalianShuffler), "sheet.boxes", nil, "Postazioni"},
		{it.At(rules.SuperPuntoBanco), SchoolBoxAt, []any{4}, "postazione 4"},
		{es.At(rules.ItalianShuffler), BJBotSits, []any{"Marco", 3}, "Marco se sienta en el casillero 3"},
		{en.At(rules.ItalianShuffler), BJBotSits, []any{"Marco", 3}, "Marco sits down at box 3"},
	})
}
