package scenes

import (
	"go/parser"
	"go/token"
	"io/fs"
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
	low := []string{"anim", "draw", "input", "sound"}
	shared := append([]string{"session", "chartgrid", "widget", "drillview"}, low...)
	allowed := map[string][]string{
		"anim":      nil,
		"draw":      nil,
		"input":     nil,
		"sound":     nil,
		"widget":    {"draw", "input"},
		"drillview": {"draw"},
		"session":   low,
		"scenetest": {"session", "input"},
		"chartgrid": {"session", "widget", "draw", "input", "anim"},
		"menus":     shared,
		// The study screens: each its own package over study/page, the
		// drills opening the chart and the counting drills.
		"study/page":         {"session", "widget", "draw", "input"},
		"study/chart":        append([]string{"study/page"}, shared...),
		"study/counting":     append([]string{"study/page"}, shared...),
		"study/progress":     append([]string{"study/page"}, shared...),
		"study":              append([]string{"study/page", "study/chart", "study/counting"}, shared...),
		"bjtable/felt":       {"draw"},
		"bjtable/background": nil,
		"bjtable/feedback":   {"session", "widget", "draw", "input"},
		"bjtable":            append([]string{"bjtable/felt", "bjtable/feedback", "bjtable/background"}, shared...),
		"pbtable":            shared,
		"school":             slices.Concat(shared, []string{"school/layout", "school/article", "school/amount"}), // its own sub-packages
		"school/layout":      {"draw"},
		"school/amount":      {},
		"school/article":     {"session", "widget", "draw", "input"},
		"why":                shared,
		"e2e":                nil, // its files are all tests
		// The screenshot command's staging opens the screens, as the root.
		"stage": {"input", "menus", "session", "study", "study/chart", "study/counting", "study/page", "study/progress"},

		"dealerdrill": {"session", "widget", "drillview", "draw", "input", "anim"},

		// The App's parts: its scene switch, its frames' pace, the
		// browser's hooks (which read the tables' and the school's
		// scenes, as the root), the perf run's profiles.
		"fade":     {"session", "draw"},
		"pace":     nil,
		"web":      {"session", "bjtable", "bjtable/felt", "pbtable", "school"},
		"profiles": nil,
	}
	var pkgs []string
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() || path == "." {
			return err
		}
		if d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") {
			return filepath.SkipDir
		}
		pkgs = append(pkgs, filepath.ToSlash(path))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	seen := 0
	for _, pkg := range pkgs {
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

// Nothing outside scenes/ imports a package under it but main, which opens
// the window: the engines, the drivers and the command line sit below the
// screens. Tests are left out (a test may drive the keymap).
func TestNothingBelowImportsTheScenes(t *testing.T) {
	seen := 0
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path == filepath.Join("..", "scenes") || strings.HasPrefix(d.Name(), ".") && path != ".." {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") || filepath.Dir(path) == ".." {
			return nil
		}
		seen++
		af, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range af.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if p == "sabot/scenes" || strings.HasPrefix(p, "sabot/scenes/") {
				t.Errorf("%s imports %s: only main may import the scenes", path, p)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if seen < 100 {
		t.Errorf("read %d Go files outside scenes/: the walk missed them", seen)
	}
}
