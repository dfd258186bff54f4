package words

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/input"
	"sabot/tutor/strategy"
)

// The chart on screen speaks the user's language: T S R Rs P in Italian
// (tiro, sto, raddoppio as the online table's casino, seeds/003; divido
// is the split's key P, the casino's D being the double's key), C S D Ds A
// in Spanish (001's apertura for the split; me planto is the stand's key
// S, P being the split's), H S D Ds P in English; the online table's
// published chart keeps its casino's letters in every language.
func TestChartLetters(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	codes := []strategy.Code{strategy.CodeHit, strategy.CodeStand, strategy.CodeDoubleHit, strategy.CodeDoubleStand, strategy.CodeSplit}
	published := strategy.PublishedChart()
	cases := []struct {
		lang locales.Lang
		ch   *strategy.Chart
		want [5]string
	}{
		{locales.Italian, nil, [5]string{"T", "S", "R", "Rs", "P"}},
		{locales.Spanish, nil, [5]string{"C", "S", "D", "Ds", "A"}},
		{locales.English, nil, [5]string{"H", "S", "D", "Ds", "P"}},
		{locales.Spanish, published, [5]string{"T", "S", "R", "Rs", "D"}},
		{locales.English, published, [5]string{"T", "S", "R", "Rs", "D"}},
	}
	for _, c := range cases {
		l := ChartLetters(b.Locale(c.lang), c.ch)
		for i, code := range codes {
			if got := code.Letter(l); got != c.want[i] {
				t.Errorf("%s (published %v): %v is %q; want %q", c.lang, c.ch != nil, code, got, c.want[i])
			}
		}
	}
}

// In every language a letter the chart reads is never the key of another
// play: a player who reads a chart's letter and presses that key plays
// what the chart says (es P planto was the key P of the split, it D divido
// the key D of the double). A code of two letters ("Rs", "Ds") is read by
// its first. Only the online table's published chart keeps its casino's
// letters (D divido), the casino's own document.
func TestChartLettersAreNotAnotherPlaysKey(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	plays := map[strategy.Code]input.Action{
		strategy.CodeHit: input.Hit, strategy.CodeStand: input.Stand, strategy.CodeDoubleHit: input.Double,
		strategy.CodeDoubleStand: input.Double, strategy.CodeSplit: input.Split,
	}
	// keyOf maps a key's letter to the play it makes.
	keyOf := map[string]input.Action{}
	for _, a := range []input.Action{input.Hit, input.Stand, input.Double, input.Split} {
		k, ok := input.KeyOf(a)
		if !ok {
			t.Fatalf("no key for %v", a)
		}
		keyOf[strings.ToUpper(k.Key.String())] = a
	}
	if len(keyOf) != 4 {
		t.Fatalf("the four plays' keys are %v, want four letters", keyOf)
	}
	for _, l := range locales.Langs() {
		letters := ChartLetters(b.Locale(l), nil)
		for code, play := range plays {
			got := code.Letter(letters)
			first := strings.ToUpper(got[:1])
			if other, ok := keyOf[first]; ok && other != play {
				t.Errorf("%s: the chart writes %v as %q, but the key %s plays %v", l, code, got, first, other)
			}
		}
	}
}

// A chart's cell is written in the chart's letters of the language: the
// Italian hit is T, the Spanish stand S, the argentine ace declared first;
// the online table's published chart keeps its casino's D for the split.
func TestCellInTheLanguage(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	published := strategy.PublishedChart()
	cases := []struct {
		lang locales.Lang
		ch   *strategy.Chart
		cell strategy.Cell
		want string
	}{
		{locales.Italian, nil, strategy.Cell{Code: strategy.CodeHit}, "T"},
		{locales.Italian, nil, strategy.Cell{Code: strategy.CodeSplit}, "P"},
		{locales.Spanish, nil, strategy.Cell{Code: strategy.CodeStand}, "S"},
		{locales.Spanish, nil, strategy.Cell{Code: strategy.CodeHit}, "C"},
		{locales.Spanish, nil, strategy.Cell{Code: strategy.CodeStand, Ace: rules.AceEleven}, strategy.Cell{Ace: rules.AceEleven}.Ace.String() + "S"},
		{locales.English, nil, strategy.Cell{Code: strategy.CodeHit}, "H"},
		{locales.Italian, published, strategy.Cell{Code: strategy.CodeSplit}, "D"},
	}
	for _, c := range cases {
		if got := Cell(b.Locale(c.lang), c.ch, c.cell); got != c.want {
			t.Errorf("%s (published %v): %v is %q; want %q", c.lang, c.ch != nil, c.cell, got, c.want)
		}
	}
}

// The scenes write a chart's cell through Cell or ChartLetters, never in
// the code's English letters (tutor.Cell.String, tutor.Code.String): the
// lessons' grids and the drills' verdict wrote H, S, D, P in Italian and
// Spanish.
func TestScenesWriteCellsInTheLanguage(t *testing.T) {
	var files []string
	err := filepath.WalkDir("../scenes", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".go") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 100 {
		t.Fatalf("found %d Go files under scenes/: the walk missed them", len(files))
	}
	english := regexp.MustCompile(`\b(cell|code|c)\.String\(\)|\.Code\.String\(\)|\.Cell\([^)]*\)\.String\(\)`)
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), "sabot/tutor\"") {
			continue
		}
		for i, line := range strings.Split(string(data), "\n") {
			if english.MatchString(line) {
				t.Errorf("%s:%d writes a chart cell in English letters: %s", name, i+1, strings.TrimSpace(line))
			}
		}
	}
}
