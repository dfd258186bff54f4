package locales

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"sabot/rules"
)

func load(t *testing.T) *Bundle {
	t.Helper()
	b, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// The three files have the same keys, and each message has the same
// placeholders in the three languages.
func TestKeyParity(t *testing.T) {
	b := load(t)
	en := b.Locale(English)
	for _, l := range []Lang{Italian, Spanish} {
		loc := b.Locale(l)
		for k := range en.msgs {
			if !loc.Has(k) {
				t.Errorf("%s.json lacks %q (in en.json)", l, k)
			}
		}
		for k := range loc.msgs {
			if !en.Has(k) {
				t.Errorf("en.json lacks %q (in %s.json)", k, l)
			}
		}
	}
	ph := regexp.MustCompile(`\{\d+\}`)
	set := func(m message) string {
		found := ph.FindAllString(m.one+m.other, -1)
		sort.Strings(found)
		found = compact(found)
		return strings.Join(found, "")
	}
	for k, m := range en.msgs {
		for _, l := range []Lang{Italian, Spanish} {
			if o, ok := b.Locale(l).msgs[k]; ok && set(o) != set(m) {
				t.Errorf("%q: placeholders %s in %s.json, %s in en.json", k, set(o), l, set(m))
			}
		}
	}
}

func compact(s []string) []string {
	out := s[:0]
	for i, v := range s {
		if i == 0 || v != s[i-1] {
			out = append(out, v)
		}
	}
	return out
}

// moduleRoot is the directory of go.mod, one level up.
const moduleRoot = ".."

// usedKeys returns every string literal in the module's Go sources that
// looks like a key of one of the namespaces of en.json ("menu.start",
// "sheet.decks.value"), with the file it is in. Files in tmp/, testdata/
// and hidden directories are skipped, and so are literals that end in a
// file extension ("settings.json").
func usedKeys(t *testing.T, namespaces map[string]bool) map[string]string {
	t.Helper()
	keyLike := regexp.MustCompile(`^[a-z][a-z0-9-]*(\.[a-z0-9-]+)+$`)
	skipExt := map[string]bool{"json": true, "go": true, "png": true, "mp3": true, "txt": true, "md": true, "bad": true, "tmp": true, "wav": true, "conf": true}
	used := map[string]string{}
	err := filepath.WalkDir(moduleRoot, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			name := d.Name()
			if path != moduleRoot && (strings.HasPrefix(name, ".") || name == "tmp" || name == "testdata" || name == "vendor") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err != nil || !keyLike.MatchString(s) {
				return true
			}
			parts := strings.Split(s, ".")
			if !namespaces[parts[0]] || skipExt[parts[len(parts)-1]] {
				return true
			}
			used[s] = path
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return used
}

// Every key the code uses exists: the constants of keys.go, the literals of
// other packages (rules.Sheet) and the keys built from data.
func TestEveryUsedKeyExists(t *testing.T) {
	b := load(t)
	en := b.Locale(English)
	namespaces := map[string]bool{}
	for k := range en.msgs {
		namespaces[strings.SplitN(string(k), ".", 2)[0]] = true
	}
	used := usedKeys(t, namespaces)
	if len(used) < 100 {
		t.Errorf("found only %d keys in the sources; is the scan broken?", len(used))
	}
	for k, file := range used {
		if !en.Has(Key(k)) {
			t.Errorf("%s uses key %q, which is in no language file", file, k)
		}
	}
	for _, id := range rules.IDs() {
		for _, k := range []Key{TableName(id), TableCasino(id)} {
			if !en.Has(k) {
				t.Errorf("table %s: no key %q", id, k)
			}
		}
	}
	for _, l := range Langs() {
		if !en.Has(LangName(l)) {
			t.Errorf("no key %q", LangName(l))
		}
	}
}

func TestMissingKeyIsVisible(t *testing.T) {
	b := load(t)
	for _, l := range Langs() {
		if got := b.Locale(l).T("no.such-key", 3); got != "{{no.such-key}}" {
			t.Errorf("%s: missing key = %q", l, got)
		}
	}
}

func TestT(t *testing.T) {
	b := load(t)
	it, es, en := b.Locale(Italian), b.Locale(Spanish), b.Locale(English)
	checkT(t, []tCase{
		{it, "sheet.decks.value", []any{1}, "1 mazzo da 52 carte"},
		{it, "sheet.decks.value", []any{6}, "6 mazzi da 52 carte"},
		{es, "sheet.decks.value", []any{8}, "8 mazos de 52 cartas"},
		{en, "sheet.decks.value", []any{1}, "1 deck of 52 cards"},
		{it, "sheet.limits.value", []any{rules.Units(10), rules.Units(1000)}, "Da 10\u00a0€ a 1.000\u00a0€ per casella"},
		{en, "sheet.limits.value", []any{rules.Units(10), rules.Money(123450)}, "€10 to €1,234.50 per box"},
		{it, "felt.blackjack-pays", []any{rules.Ratio{Win: 3, Stake: 2}}, "Il Black Jack paga 3 a 2"},
		{en, "felt.blackjack-pays", []any{rules.Ratio{Win: 3, Stake: 2}}, "Blackjack pays 3 to 2"},
		{es, "menu.mode-coming", []any{ModeSchool}, "Escuela de crupieres: próximamente"},
		{en, "sheet.max-hands.value", []any{3, 4}, "Up to 3 splits, 4 hands"},
		{en, "menu.bankroll", []any{"x", "extra"}, "Bankroll: x"},
		{en, "menu.bankroll", nil, "Bankroll: {0}"},
	})
}

func TestNumbers(t *testing.T) {
	b := load(t)
	it, es, en := b.Locale(Italian), b.Locale(Spanish), b.Locale(English)
	cases := []struct {
		got, want string
	}{
		{it.Money(123450), "1.234,50\u00a0€"},
		{es.Money(123450), "1.234,50\u00a0€"},
		{en.Money(123450), "€1,234.50"},
		{en.Money(-3750), "-€37.50"},
		{it.Money(5), "0,05\u00a0€"},
		{it.Money(100000000), "1.000.000\u00a0€"},
		{en.Int(999), "999"},
		{en.Int(1000), "1,000"},
		{it.Int(-1234567), "-1.234.567"},
		{it.Amount(rules.Units(25)), "25"},
		{it.Amount(3750), "37,50"},
		{en.Amount(rules.Units(1000)), "1,000"},
		{it.T("fmt.percent", 5), "5%"},
	}
	for i, c := range cases {
		if c.got != c.want {
			t.Errorf("case %d: %q; want %q", i, c.got, c.want)
		}
	}
}

func TestDetect(t *testing.T) {
	cases := []struct {
		env  map[string]string
		want Lang
	}{
		{map[string]string{}, English},
		{map[string]string{"LANG": "it_IT.UTF-8"}, Italian},
		{map[string]string{"LANG": "es_AR.UTF-8"}, Spanish},
		{map[string]string{"LANG": "de_DE.UTF-8"}, English},
		{map[string]string{"LANG": "C.UTF-8"}, English},
		{map[string]string{"LANG": "it_IT.UTF-8", "LC_MESSAGES": "es_ES"}, Spanish},
		{map[string]string{"LANG": "it_IT.UTF-8", "LC_MESSAGES": "es_ES", "LC_ALL": "en_GB"}, English},
		{map[string]string{"LC_ALL": "", "LANG": "es"}, Spanish},
		{map[string]string{"LANG": "it@euro"}, Italian},
		{map[string]string{"LC_ALL": "POSIX", "LANG": "it_IT"}, English},
	}
	for _, c := range cases {
		got := Detect(func(k string) string { return c.env[k] })
		if got != c.want {
			t.Errorf("Detect(%v) = %s; want %s", c.env, got, c.want)
		}
	}
}

func TestParseLang(t *testing.T) {
	if l, err := ParseLang(" ES "); err != nil || l != Spanish {
		t.Errorf("ParseLang(ES) = %v, %v", l, err)
	}
	if _, err := ParseLang("fr"); err == nil || !strings.Contains(err.Error(), `"fr"`) {
		t.Errorf("ParseLang(fr) error = %v", err)
	}
}

// A broken file is reported with its name and key, not a panic.
func TestParseErrors(t *testing.T) {
	var m message
	for _, bad := range []string{`{"one": "a"}`, `{"one": "a", "other": "b", "few": "c"}`, `12`} {
		if err := m.UnmarshalJSON([]byte(bad)); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
	if _, err := os.Stat("en.json"); err != nil {
		t.Fatal(err)
	}
}

// tCase is a message said with its arguments in a locale, and what it must
// read.
type tCase struct {
	loc  *Locale
	key  Key
	args []any
	want string
}

// checkT checks that each case's message reads as it must.
func checkT(t *testing.T, cases []tCase) {
	t.Helper()
	for _, c := range cases {
		if got := c.loc.T(c.key, c.args...); got != c.want {
			t.Errorf("%s %s %v = %q; want %q", c.loc.Lang(), c.key, c.args, got, c.want)
		}
	}
}
