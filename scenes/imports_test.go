package scenes

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The imports under scenes/ go downwards only: each package may import the
// scene packages listed here and no other (the root imports them all).
// Tests are left out: a scene package's tests may open another's scenes.
func TestImportsGoDownwards(t *testing.T) {
	low := []string{"anim", "draw", "input", "roads", "sound"}
	shared := append([]string{"session", "chartgrid", "widget", "words", "players"}, low...)
	allowed := map[string][]string{
		"anim":      nil,
		"draw":      nil,
		"input":     nil,
		"roads":     nil,
		"sound":     nil,
		"words":     nil,
		"players":   nil,
		"widget":    {"draw", "input"},
		"session":   low,
		"scenetest": {"session", "input"},
		"chartgrid": {"session", "widget", "words", "draw", "input", "anim"},
		"menus":     shared,
		"study":     shared,
		"bjtable":   shared,
		"pbtable":   shared,
		"school":    slices.Concat(shared, []string{"school/layout", "school/article"}), // its own sub-packages
		"why":       shared,
		"e2e":       nil, // its files are all tests

		"dealerdrill": {"session", "widget", "words", "players", "draw", "input", "anim"},
	}
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	seen := 0
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		pkg := e.Name()
		ok, known := allowed[pkg]
		if !known {
			t.Errorf("scenes/%s: a package this test does not know; say what it may import", pkg)
			continue
		}
		seen++
		files, _ := filepath.Glob(filepath.Join(pkg, "*.go"))
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			af, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, imp := range af.Imports {
				path, _ := strconv.Unquote(imp.Path.Value)
				if path == "sabot/scenes" {
					t.Errorf("%s imports the root package scenes", f)
					continue
				}
				dep, under := strings.CutPrefix(path, "sabot/scenes/")
				if !under {
					continue
				}
				fine := false
				for _, a := range ok {
					fine = fine || a == dep
				}
				if !fine {
					t.Errorf("%s imports scenes/%s; scenes/%s may import only %v", f, dep, pkg, ok)
				}
			}
		}
	}
	if seen < len(allowed) {
		t.Errorf("found %d of the %d packages this test knows", seen, len(allowed))
	}
}
