package rules

import (
	"go/ast"
	"go/parser"
	"go/token"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// fieldComments reads tables.go and returns, for each table id, the comment
// attached to each field of its RuleSet literal: the comment on the same line
// as the field, or the comment lines right above it.
func fieldComments(t *testing.T) map[string]map[string]string {
	t.Helper()
	fs := token.NewFileSet()
	f, err := parser.ParseFile(fs, "tables.go", nil, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]map[string]string{}
	ast.Inspect(f, func(n ast.Node) bool {
		lit, ok := n.(*ast.CompositeLit)
		if !ok {
			return true
		}
		if id, ok := lit.Type.(*ast.Ident); !ok || id.Name != "RuleSet" {
			return true
		}
		comments := map[string]string{}
		var tableID string
		prevEnd := fs.Position(lit.Lbrace).Line
		for _, e := range lit.Elts {
			kv, ok := e.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			name := kv.Key.(*ast.Ident).Name
			if name == "ID" {
				tableID, _ = strconv.Unquote(kv.Value.(*ast.BasicLit).Value)
			}
			line, end := fs.Position(kv.Pos()).Line, fs.Position(kv.End()).Line
			var texts []string
			for _, cg := range f.Comments {
				cl, ce := fs.Position(cg.Pos()).Line, fs.Position(cg.End()).Line
				if cl == end || (ce == line-1 && cl > prevEnd) {
					texts = append(texts, cg.Text())
				}
			}
			comments[name] = strings.Join(texts, " ")
			prevEnd = end
		}
		out[tableID] = comments
		return false
	})
	if len(out) != len(IDs()) {
		t.Fatalf("found %d rule sets in tables.go, want %d", len(out), len(IDs()))
	}
	return out
}

func squeeze(s string) string { return strings.Join(strings.Fields(s), "") }

// Every parameter a table sets is on its sheet.
func TestSheetCoversEveryField(t *testing.T) {
	meta := map[string]bool{"ID": true, "Game": true, "Source": true, "Country": true, "Language": true, "Currency": true, "BoxWord": true}
	typ := reflect.TypeOf(RuleSet{})
	for _, r := range All() {
		onSheet := map[string]bool{}
		for _, l := range r.Sheet() {
			for _, f := range l.Fields {
				if _, ok := typ.FieldByName(f); !ok {
					t.Errorf("%s: line %s names field %q, not a RuleSet field", r.ID, l.Label, f)
				}
				onSheet[f] = true
			}
		}
		v := reflect.ValueOf(r)
		for i := 0; i < typ.NumField(); i++ {
			name := typ.Field(i).Name
			if meta[name] || v.Field(i).IsZero() {
				continue
			}
			if !onSheet[name] {
				t.Errorf("%s: field %s = %v is set but not on the rule sheet", r.ID, name, v.Field(i))
			}
		}
	}
}

// The articles and Interpretations of the sheet are those of the comments in
// tables.go.
func TestSheetMatchesTableComments(t *testing.T) {
	comments := fieldComments(t)
	for _, r := range All() {
		cs := comments[r.ID]
		marked := map[string]bool{}
		for _, l := range r.Sheet() {
			var text string
			for _, f := range l.Fields {
				text += " " + cs[f]
				marked[f] = marked[f] || l.Interpretation
			}
			if cite := sheetArticles[r.ID]; l.Article != "" && anyField(l.Fields, cite) {
				for _, part := range strings.Split(l.Article, ",") {
					if !strings.Contains(squeeze(text), squeeze(part)) {
						t.Errorf("%s %s: article %q: %q is not in the comments of %v: %q", r.ID, l.Label, l.Article, part, l.Fields, text)
					}
				}
			}
			// A line without fields states an Interpretation the engine
			// follows (sheetBuilder.addInterpretation).
			if l.Interpretation && len(l.Fields) > 0 && !strings.Contains(text, "Interpretation") {
				t.Errorf("%s %s: marked Interpretation, but no comment of %v says so", r.ID, l.Label, l.Fields)
			}
		}
		for field, c := range cs {
			if strings.Contains(c, "Interpretation") && !marked[field] {
				t.Errorf("%s: field %s is an Interpretation in tables.go but no sheet line marks it", r.ID, field)
			}
		}
	}
}

func anyField(fields []string, cite map[string]string) bool {
	for _, f := range fields {
		if cite[f] != "" {
			return true
		}
	}
	return false
}

func TestSheetLines(t *testing.T) {
	cases := []struct {
		rs             RuleSet
		label, value   string
		article        string
		interpretation bool
		args           []any
	}{
		{ItalianClassic, "sheet.decks", "sheet.decks.value", "Cap. 1, Art. 1", false, []any{6}},
		{ItalianClassic, "sheet.double", "sheet.double.nine-to-eleven", "Art. 10", false, nil},
		{ItalianClassic, "sheet.double-ace", "sheet.double-ace.yes", "Art. 7", true, nil},
		{ItalianClassic, "sheet.max-hands", "sheet.max-hands.one", "Art. 11", true, nil},
		{ItalianClassic, "sheet.even-money", "sheet.even-money.ace-or-ten", "Cap. 1", false, nil},
		{ItalianClassic, "sheet.limits-ratio", "sheet.limits-ratio.value", "Art. 2", false, []any{10}},
		{ItalianShuffler, "sheet.pairs", "sheet.pairs.same-rank", "Divisione", true, nil},
		{ItalianShuffler, "sheet.max-hands", "sheet.max-hands.value", "Divisione", false, []any{3, 4}},
		{ItalianShuffler, "sheet.forced-hit", "sheet.forced-hit.value", "Il gioco", false, []any{11}},
		{ItalianShuffler, "sheet.all-bust", "sheet.all-bust.completes", "Regole particolari 13", false, nil},
		{ItalianOnline, "sheet.insurance", "sheet.insurance.exactly-half", "Assicurazione", false, []any{Ratio{2, 1}}},
		{ItalianOnline, "sheet.perfect-pair", "sheet.perfect-pair.value", "Puntate speciali", false, []any{Ratio{5, 1}, Ratio{10, 1}, Ratio{30, 1}}},
		{ItalianOnline, "sheet.limits-round", "sheet.limits-round.value", "Puntate iniziali", false, []any{Units(1000)}},
		{Argentine, "sheet.hole-card", "sheet.hole-card.yes", "Desarrollo 8", false, nil},
		{Argentine, "sheet.double-card", "sheet.double-card.down", "Otras apuestas 1", false, nil},
		{Argentine, "sheet.desafio-pays", "sheet.pays", "Otras apuestas 4; Disposiciones 5, 8", true, []any{Ratio{2, 1}}},
		{Argentine, "sheet.ace", "sheet.ace.declared", "Desarrollo 10", true, nil},
		{Argentine, "sheet.dealer-ace", "sheet.dealer-ace.value", "Desarrollo 12, 13", true, nil},
		{Argentine, "sheet.split-21", "sheet.split-21.value", "Otras apuestas 3", true, []any{Ratio{1, 1}}},
		{Argentine, "sheet.dealer-blackjack", "sheet.dealer-blackjack.hole", "Desarrollo 14", false, nil},
		{Argentine, "sheet.blackjack-when", "sheet.blackjack-when.end", "Desarrollo 9", false, nil},
		{ItalianShuffler, "sheet.forced-hit-soft", "sheet.forced-hit-soft.value", "Il gioco", true, nil},
		{ItalianShuffler, "sheet.double-ace", "sheet.double-ace.every-soft", "Il raddoppio", false, nil},
		{ItalianShuffler, "sheet.ace", "sheet.ace.choice", "Le carte", false, nil},
		{ItalianClassic, "sheet.ace", "sheet.ace.choice", "Art. 7", false, nil},
		{ItalianClassic, "sheet.dealer-blackjack", "sheet.dealer-blackjack.no-hole", "Art. 13", false, nil},
		{ItalianOnline, "sheet.ace", "sheet.ace.best", "Il valore delle carte", false, nil},
		// 002's Tabella gives Banco's draw only against Punto's third
		// card: when Punto stood it is the general regulation's.
		{SuperPuntoBanco, "sheet.banco-rule", "sheet.banco-rule.value", "Tabella della Regola", false, nil},
		{SuperPuntoBanco, "sheet.banco-stood", "sheet.banco-stood.value", "Tabella della Regola", true, nil},
		{ItalianOnline, "sheet.blackjack-when", "sheet.blackjack-when.end", "Punteggi e vincite", false, nil},
		{SuperPuntoBanco, "sheet.positions", "sheet.positions.value", "", true, []any{9}},
		{SuperPuntoBanco, "sheet.banco-pays", "sheet.banco-pays.value", "Premessa", true, []any{Ratio{1, 1}, 5}},
		{SuperPuntoBanco, "sheet.last-coup", "sheet.last-coup.value", "Art. 5", false, []any{7}},
		{SuperPuntoBanco, "sheet.reader", "sheet.reader.value", "Distribuzione; Art. 13", false, nil},
	}
	for _, c := range cases {
		var found *SheetLine
		sheet := c.rs.Sheet()
		for i := range sheet {
			if sheet[i].Label == c.label {
				found = &sheet[i]
				break
			}
		}
		if found == nil {
			t.Errorf("%s: no line %s", c.rs.ID, c.label)
			continue
		}
		if found.Value != c.value || found.Article != c.article || found.Interpretation != c.interpretation {
			t.Errorf("%s %s = %s %q interpretation=%v; want %s %q %v", c.rs.ID, c.label,
				found.Value, found.Article, found.Interpretation, c.value, c.article, c.interpretation)
		}
		if !reflect.DeepEqual(found.Args, c.args) && !(len(found.Args) == 0 && len(c.args) == 0) {
			t.Errorf("%s %s args = %v; want %v", c.rs.ID, c.label, found.Args, c.args)
		}
	}
}

// 001: the argentine table has no insurance on the dealer's card (the
// desafío is on the player's own ace) and no even money: its sheet has no
// line for them; nor does any sheet have a line whose regulation says
// nothing, burning included.
func TestSheet_NoLineForWhatTheRegulationLacks(t *testing.T) {
	for _, l := range Argentine.Sheet() {
		if l.Label == "sheet.insurance" || l.Label == "sheet.even-money" || l.Label == "sheet.burn" {
			t.Errorf("argentine: line %s = %s", l.Label, l.Value)
		}
	}
	for _, l := range ItalianOnline.Sheet() {
		if l.Label == "sheet.even-money" {
			t.Errorf("italian-online: line %s = %s", l.Label, l.Value)
		}
	}
}

// A blackjack sheet has no Punto Banco line and the other way round, and
// every line has its texts.
func TestSheetSections(t *testing.T) {
	known := map[string]bool{SheetSectionCards: true, SheetSectionTable: true, SheetSectionDealer: true,
		SheetSectionPlayer: true, SheetSectionPayouts: true, SheetSectionSettlement: true, SheetSectionReading: true}
	for _, r := range All() {
		reading := 0
		for _, l := range r.Sheet() {
			if !known[l.Section] || l.Label == "" || l.Value == "" {
				t.Errorf("%s: bad line %+v", r.ID, l)
			}
			if l.Section == SheetSectionReading {
				reading++
			}
		}
		if r.IsBlackjack() != (reading == 0) {
			t.Errorf("%s: %d lines on reading the Punto cards", r.ID, reading)
		}
	}
}

// Issue 10: every line of every rule sheet cites its clause, or says it is
// one of the project's Interpretations.
func TestEverySheetLineCitesItsClause(t *testing.T) {
	for _, r := range All() {
		for _, l := range r.Sheet() {
			if l.Article == "" && !l.Interpretation {
				t.Errorf("%s: %s (%s) cites no clause and is no Interpretation", r.ID, l.Label, l.Value)
			}
		}
	}
}
