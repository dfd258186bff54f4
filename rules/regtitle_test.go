package rules

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
)

// words are the letters and digits of s, lower case, one space between
// runs.
func words(s string) string {
	return strings.Join(strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}), " ")
}

// Every table names its regulation by the regulation's own title: the
// words of its seed's first lines, in their order (the school's article
// panel showed the seed's file name, "seeds/000_9767e596cc61299a.txt").
func TestRegulationTitleIsTheSeeds(t *testing.T) {
	for _, id := range []string{"italian-classic", "italian-shuffler", "italian-shuffler-shoe", "italian-online", "argentine", "super-punto-banco"} {
		rs, err := ByID(id)
		if err != nil {
			t.Fatal(err)
		}
		title := rs.RegulationTitle()
		if title == "" || strings.Contains(title, "seeds/") || strings.Contains(title, ".txt") {
			t.Errorf("%s: the regulation's title %q", id, title)
			continue
		}
		if _, err := os.Stat(seedsDir); errors.Is(err, fs.ErrNotExist) {
			continue
		}
		raw, err := os.ReadFile(filepath.Join(seedsDir, filepath.Base(rs.Source)))
		if err != nil {
			t.Fatal(err)
		}
		head := words(string(raw))
		if len(head) > 200 {
			head = head[:200]
		}
		if !strings.Contains(head, words(title)) {
			t.Errorf("%s: the title %q is not the words of %s's first lines: %q", id, title, rs.Source, head)
		}
	}
	if got := (RuleSet{ID: "vegas"}).RegulationTitle(); got != "" {
		t.Errorf("an unknown table's regulation title = %q", got)
	}
}
