package locales

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// sameInEveryLanguage are the keys whose Italian or Spanish text may equal
// the English one: names (of games, bets, tables, languages, people, keys),
// the croupier's French, and words the languages share ("No", "Volume").
var sameInEveryLanguage = map[Key]bool{
	"action.no": true, "bj.call.stand-no": true, "app.title": true, "sheet.desafio-split.no": true,
	"bj.blackjack": true, "ddrill.kind.blackjack": true,
	"bj.desafio": true, "bj.desafio-of": true, "ddrill.kind.desafio": true, "school.bet.desafio": true,
	"bj.perfect-pair": true, "bj.perfect-pair-of": true, "sheet.perfect-pair": true, "school.bet.perfect-pair": true, "felt.perfect-pair": true,
	"bj.names.ar": true, "bj.names.it": true,
	"bj.ace-total":      true, // A=1: 7, the ace's value and the total
	"ddrill.kind.punto": true, "ddrill.side.punto": true, "felt.punto": true, "school.pb.side.punto": true, "sheet.punto-pays": true, "history.punto": true,
	"ddrill.kind.banco": true, "ddrill.side.banco": true, "felt.banco": true, "school.pb.side.banco": true, "sheet.banco-pays": true, "history.banco": true,
	"history.punto-banco": true, "punto.say.score": true, "school.pb.step.announce": true,
	"school.pb.side.egalite": true, "punto.letter.punto": true, "punto.letter.banco": true,
	"ddrill.pick.tabella": true, "punto.say.rien-ne-va-plus": true,
	"table.super-punto-banco.name": true, "table.super-punto-banco.casino": true,
	"lang.en": true, "lang.es": true, "lang.it": true,
	"key.esc": true, "key.backspace": true, "key.tab": true, "key.enter": true,
	"ddrill.menu": true, "settings.volume": true, "speed.normal": true, "punto.n0": true,
	"punto.call.battuta": true, "school.pb.call.battuta": true,
	"drill.seconds": true, "ddrill.seconds": true, // {0} s
	"why.ev": true, "why.dealer.bj": true, // EV, BJ: the abbreviations the tables use
	"school.stats.step-row": true,                              // its words are its arguments (SchoolStatsRight, SchoolStatsWrong)
	"chart.letter.stand":    true, "chart.letter.double": true, // S sto, D doblo: the letters the languages share
	"chart.letter.split": true, "chart.letter.double-stand": true, // P divido, Ds doblo: the play's own key where the language's letter is another play's key
	"currency.ARS": true, "currency.EUR": true, // pesos, euros: the moneys' names
}

// forms returns the texts of a message: the plain one, or both plural forms.
func forms(m message) []string {
	if m.one != "" {
		return []string{m.one, m.other}
	}
	return []string{m.other}
}

var placeholder = regexp.MustCompile(`\{\d+\}`)

// hasWords reports whether a text has letters besides its placeholders.
func hasWords(s string) bool {
	return strings.IndexFunc(placeholder.ReplaceAllString(s, ""), unicode.IsLetter) >= 0
}

// No English is left in the Italian and Spanish files: a text equal to the
// English one is a name (sameInEveryLanguage) or has no words at all.
func TestNoEnglishLeft(t *testing.T) {
	b := load(t)
	en := b.Locale(English)
	for _, l := range []Lang{Italian, Spanish} {
		loc := b.Locale(l)
		for k, m := range en.msgs {
			o, ok := loc.msgs[k]
			if !ok || sameInEveryLanguage[k] {
				continue
			}
			for i, f := range forms(m) {
				if of := forms(o); i < len(of) && of[i] == f && hasWords(f) {
					t.Errorf("%s.json %q is the English text %q", l, k, f)
				}
			}
		}
	}
	// The allow-list holds no key that has since been translated.
	for k := range sameInEveryLanguage {
		m, ok := en.msgs[k]
		if !ok {
			t.Errorf("sameInEveryLanguage: no key %q", k)
			continue
		}
		same := false
		for _, l := range []Lang{Italian, Spanish} {
			same = same || b.Locale(l).msgs[k].other == m.other
		}
		if !same {
			t.Errorf("sameInEveryLanguage: %q differs in every language now: take it off the list", k)
		}
	}
}

// Each message has the same shape in the three languages: plural forms in
// all or none, and in every form the same number of distinct placeholders
// as the English.
func TestPlaceholderCounts(t *testing.T) {
	b := load(t)
	en := b.Locale(English)
	count := func(s string) int {
		seen := map[string]bool{}
		for _, p := range placeholder.FindAllString(s, -1) {
			seen[p] = true
		}
		return len(seen)
	}
	for _, l := range []Lang{Italian, Spanish} {
		loc := b.Locale(l)
		for k, m := range en.msgs {
			o, ok := loc.msgs[k]
			if !ok {
				continue
			}
			ef, of := forms(m), forms(o)
			if len(ef) != len(of) {
				t.Errorf("%q: %d forms in %s.json, %d in en.json", k, len(of), l, len(ef))
				continue
			}
			for i := range ef {
				if count(ef[i]) != count(of[i]) {
					t.Errorf("%q: %d placeholders in %s.json (%q), %d in en.json (%q)", k, count(of[i]), l, of[i], count(ef[i]), ef[i])
				}
			}
		}
	}
}

// screenSinks are the functions that put a string on the screen, with the
// index of the string among their arguments: draw's text functions, and
// from the index on, the arguments of a message (Notify, T, pbSay).
var screenSinks = map[string]int{
	"Text": 2, "ArcText": 2, "Badge": 2, "Fit": 1, "Width": 1, "Wrap": 1,
}

// messageSinks take a key and then the message's arguments.
var messageSinks = map[string]bool{"Notify": true, "T": true, "pbSay": true}

// englishWord is two letters in a row: a word, not a symbol ("×", "A", "+").
var englishWord = regexp.MustCompile(`[A-Za-z]{2}`)

// The scenes put on the screen only what comes from the language files: no
// error's English (err.Error(); pass the error, Locale.Err words it) and
// no literal with words in it.
func TestScenesShowOnlyLocaleText(t *testing.T) {
	var problems []string
	files := 0
	err := filepath.WalkDir(filepath.Join(moduleRoot, "scenes"), func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); name == "testdata" || strings.HasPrefix(name, ".") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		files++
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		problems = append(problems, lintScreenText(fset, f)...)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 50 {
		t.Fatalf("read only %d files of scenes/: is the walk broken?", files)
	}
	sort.Strings(problems)
	for _, p := range problems {
		t.Error(p)
	}
}

// lintScreenText returns the places in a file where an error's English or
// a literal with words reaches a screen sink.
func lintScreenText(fset *token.FileSet, f *ast.File) []string {
	var out []string
	report := func(n ast.Node, format string, args ...any) {
		out = append(out, fset.Position(n.Pos()).String()+": "+fmt.Sprintf(format, args...))
	}
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		name := funcName(call.Fun)
		if name == "Errorf" {
			return false // an error wrapping another keeps its English
		}
		for _, a := range call.Args {
			if isErrorCall(a) {
				report(a, "%s(…, %s.Error()): pass the error itself, the locale words it", name, exprString(a.(*ast.CallExpr).Fun.(*ast.SelectorExpr).X))
			}
		}
		from := -1
		if i, ok := screenSinks[name]; ok {
			from = i
		} else if messageSinks[name] {
			from = 1
		}
		if from < 0 {
			return true
		}
		for i := from; i < len(call.Args); i++ {
			if i > from && screenSinks[name] > 0 {
				break // only the one text argument of draw's functions
			}
			if lit := literalWithWords(call.Args[i]); lit != "" {
				report(call.Args[i], "%s shows the literal %s: it belongs in locales/", name, lit)
			}
		}
		return true
	})
	return out
}

func funcName(e ast.Expr) string {
	switch f := e.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		return f.Sel.Name
	}
	return ""
}

// isErrorCall reports whether e is x.Error().
func isErrorCall(e ast.Expr) bool {
	c, ok := e.(*ast.CallExpr)
	if !ok || len(c.Args) != 0 {
		return false
	}
	sel, ok := c.Fun.(*ast.SelectorExpr)
	return ok && sel.Sel.Name == "Error"
}

// literalWithWords returns a string literal with words in e (alone or in a
// concatenation), or "".
func literalWithWords(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.BasicLit:
		if x.Kind != token.STRING {
			return ""
		}
		s, err := strconv.Unquote(x.Value)
		if err == nil && englishWord.MatchString(s) {
			return x.Value
		}
	case *ast.BinaryExpr:
		if l := literalWithWords(x.X); l != "" {
			return l
		}
		return literalWithWords(x.Y)
	case *ast.ParenExpr:
		return literalWithWords(x.X)
	}
	return ""
}

func exprString(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.Ident:
		return x.Name
	case *ast.SelectorExpr:
		return exprString(x.X) + "." + x.Sel.Name
	}
	return "…"
}

// The lint finds what it is for, and lets the right way pass.
func TestLintScreenText(t *testing.T) {
	src := `package p
func f() {
	a.Notify(locales.X, err.Error())          // 3: raw error
	a.Notify(locales.X, "sabot", err)         // 4: literal
	draw.Text(dst, face, "Hello", x, y)       // 5: literal
	Text(dst, face, n+" cards", x, y)         // 6: literal in a sum
	loc.T(locales.Y, r.err.Error())           // 7: raw error
	a.Notify(locales.X, err)                  // fine
	draw.Text(dst, face, loc.T(k), x, y)      // fine
	draw.Text(dst, face, "↑", x, y)           // fine: a symbol
	pbSay("punto.error", err)                 // fine: a key, then the error
	_ = fmt.Errorf("x: %s", clip(err.Error())) // fine: an error's own text
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var lines []int
	for _, p := range lintScreenText(fset, f) {
		var line int
		fmt.Sscanf(strings.SplitN(p, ":", 3)[1], "%d", &line)
		lines = append(lines, line)
	}
	if got := fmt.Sprint(lines); got != "[3 4 5 6 7]" {
		t.Errorf("lint found lines %s; want [3 4 5 6 7]", got)
	}
}

// keyConstants maps the names of the Key constants of this package to
// their keys ("BJPush" → "bj.push").
func keyConstants(t *testing.T) map[string]Key {
	t.Helper()
	out := map[string]Key{}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, s := range g.Specs {
				vs := s.(*ast.ValueSpec)
				for i, n := range vs.Names {
					if i < len(vs.Values) {
						if lit, ok := vs.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
							v, _ := strconv.Unquote(lit.Value)
							out[n.Name] = Key(v)
						}
					}
				}
			}
		}
	}
	return out
}

// Every call of T with a key constant passes at least as many arguments as
// the message has places ({3} needs four): a missing one shows as "{3}"
// on screen.
func TestCallsPassEveryArgument(t *testing.T) {
	b := load(t)
	en := b.Locale(English)
	consts := keyConstants(t)
	if len(consts) < 300 {
		t.Fatalf("found only %d key constants", len(consts))
	}
	need := func(k Key) int {
		n := 0
		for _, f := range forms(en.msgs[k]) {
			for _, p := range placeholder.FindAllString(f, -1) {
				if i, _ := strconv.Atoi(p[1 : len(p)-1]); i+1 > n {
					n = i + 1
				}
			}
		}
		return n
	}
	calls := 0
	err := filepath.WalkDir(moduleRoot, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != moduleRoot && (strings.HasPrefix(name, ".") || name == "testdata" || name == "tmp") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 || call.Ellipsis.IsValid() || funcName(call.Fun) != "T" {
				return true
			}
			sel, ok := call.Args[0].(*ast.SelectorExpr)
			if !ok || exprString(sel.X) != "locales" {
				return true
			}
			k, ok := consts[sel.Sel.Name]
			if !ok {
				return true
			}
			calls++
			if got, want := len(call.Args)-1, need(k); got < want {
				t.Errorf("%s: T(%s) passes %d arguments; %q needs %d", fset.Position(call.Pos()), sel.Sel.Name, got, k, want)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("checked %d calls of T", calls)
	if calls < 300 {
		t.Errorf("checked only %d calls of T: is the scan broken?", calls)
	}
}
