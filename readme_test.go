package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"sabot/scenes/input"
)

// maxReadmeLines is the README's length limit: the first page a newcomer
// reads stays short, and the reference lives in docs/ (issue 29).
const maxReadmeLines = 200

// TestReadmeIsShort checks that README.md stays under maxReadmeLines lines.
func TestReadmeIsShort(t *testing.T) {
	b, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(b), "\n"); n >= maxReadmeLines {
		t.Errorf("README.md has %d lines; want fewer than %d (move the reference to docs/)", n, maxReadmeLines)
	}
}

// docPages are the pages whose links must resolve: the README, the team's
// page and every page of docs/.
func docPages(t *testing.T) []string {
	t.Helper()
	pages, err := filepath.Glob(filepath.Join("docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	return append([]string{"README.md", "DEVELOPERS.md"}, pages...)
}

// TestDocLinksResolve checks that every relative link and picture of the
// README and of docs/*.md names a file that exists, and that an anchor into
// a Markdown page names one of its headings.
func TestDocLinksResolve(t *testing.T) {
	for _, page := range docPages(t) {
		b, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range brokenLinks(filepath.Dir(page), string(b), readFile) {
			t.Errorf("%s: %s", page, e)
		}
	}
}

// TestKeysAreInTheKeymap checks that every key docs/KEYS.md lists is bound in
// the game's keymap (scenes/input.Keymap).
func TestKeysAreInTheKeymap(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("docs", "KEYS.md"))
	if err != nil {
		t.Fatal(err)
	}
	keys, errs := listedKeys(string(b))
	if len(keys) < 20 {
		t.Errorf("docs/KEYS.md lists %d keys; want the whole key table (at least 20)", len(keys))
	}
	for _, e := range errs {
		t.Errorf("docs/KEYS.md: %s", e)
	}
}

// TestDocChecksCatchPlantedErrors plants a broken link, a missing picture,
// a wrong anchor and an unknown key in a page and checks that the checks
// above report each, and nothing on the right ones.
func TestDocChecksCatchPlantedErrors(t *testing.T) {
	files := map[string]string{
		"README.md":        "# Sabot\n",
		"docs/KEYS.md":     "# The keys\n\n## Two words\n",
		"docs/menu.png":    "",
		"docs/GALLERY.md":  "# Pictures\n",
		"DEVELOPERS.md":    "# Team\n",
		"docs/ANALYSIS.md": "# The strategy analysis\n\n## Hi-Lo index plays (`go run . indices -rules ID`; `go test ./tutor/` checks them)\n",
	}
	read := func(p string) (string, bool) {
		s, ok := files[filepath.ToSlash(filepath.Clean(p))]
		return s, ok
	}
	links := []struct {
		name, dir, text string
		broken          int
	}{
		{"a page in docs", ".", "see [keys](docs/KEYS.md)", 0},
		{"a picture", ".", "![menu](docs/menu.png)", 0},
		{"up from docs", "docs", "[back](../README.md), [team](../DEVELOPERS.md)", 0},
		{"an anchor", "docs", "[two](KEYS.md#two-words)", 0},
		{"a heading with code", ".", "[idx](docs/ANALYSIS.md#hi-lo-index-plays-go-run--indices--rules-id-go-test-tutor-checks-them)", 0},
		{"an anchor in the page", "docs", "# Top\n\n[top](#top)", 0},
		{"a web link", ".", "[Ebitengine](https://ebitengine.org)", 0},
		{"in a code block", ".", "```\n[x](nowhere.md)\n```", 0},
		{"a broken link", ".", "see [keys](docs/KEY.md)", 1},
		{"a missing picture", ".", "![menu](docs/menu-old.png)", 1},
		{"a docs link from docs", "docs", "[keys](docs/KEYS.md)", 1},
		{"a wrong anchor", "docs", "[two](KEYS.md#three-words)", 1},
		{"a wrong anchor in the page", "docs", "# Top\n\n[top](#bottom)", 1},
		{"two broken", ".", "[a](a.md) and ![b](b.png)", 2},
	}
	for _, c := range links {
		t.Run("link/"+c.name, func(t *testing.T) {
			if got := brokenLinks(c.dir, c.text, read); len(got) != c.broken {
				t.Errorf("%d broken (%q); want %d", len(got), got, c.broken)
			}
		})
	}
	keys := []struct {
		name, text string
		unknown    int
	}{
		{"known keys", "| key | action |\n|---|---|\n| H | hit |\n| Space, Enter | deal |\n| F1 or ? | a hint |\n| ← → | the chip |\n| 1, 2 | the ace |\n| Esc | back |\n", 0},
		{"an unknown key", "| key | action |\n|---|---|\n| H | hit |\n| Q | quit |\n", 1},
		{"an unknown key in the second column", "| key | action | key | action |\n|---|---|---|---|\n| H | hit | F12 | nothing |\n", 1},
		{"an unknown key beside a known one", "| key | action |\n|---|---|\n| Space, Home | deal |\n", 1},
	}
	for _, c := range keys {
		t.Run("key/"+c.name, func(t *testing.T) {
			if _, errs := listedKeys(c.text); len(errs) != c.unknown {
				t.Errorf("%d unknown (%q); want %d", len(errs), errs, c.unknown)
			}
		})
	}
}

// readFile reads a file of the repository, reporting whether it exists.
func readFile(p string) (string, bool) {
	b, err := os.ReadFile(p)
	if err != nil {
		return "", false
	}
	return string(b), true
}

// linkRE matches a Markdown link or picture's target: ](target) or
// ](target "title").
var linkRE = regexp.MustCompile(`\]\(([^)\s]+)(?:\s+"[^"]*")?\)`)

// brokenLinks returns a line for each relative link of text, a page in dir,
// whose file does not exist (read says whether it does and gives its text),
// or whose anchor names no heading of its Markdown page. Web links and the
// contents of fenced code blocks are skipped.
func brokenLinks(dir, text string, read func(string) (string, bool)) []string {
	var out []string
	for _, line := range outsideCode(text) {
		for _, m := range linkRE.FindAllStringSubmatch(line, -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			file, anchor, _ := strings.Cut(target, "#")
			body := text
			if file != "" {
				var ok bool
				if body, ok = read(filepath.Join(dir, file)); !ok {
					out = append(out, "no file for the link "+target)
					continue
				}
			}
			if anchor != "" && (file == "" || strings.HasSuffix(file, ".md")) && !hasAnchor(body, anchor) {
				out = append(out, "no heading for the anchor of "+target)
			}
		}
	}
	return out
}

// outsideCode returns the lines of a Markdown text outside fenced code
// blocks.
func outsideCode(text string) []string {
	var out []string
	fenced := false
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			fenced = !fenced
			continue
		}
		if !fenced {
			out = append(out, line)
		}
	}
	return out
}

// hasAnchor reports whether a Markdown page has a heading whose anchor, as
// GitHub makes it, is anchor.
func hasAnchor(page, anchor string) bool {
	seen := map[string]int{}
	for _, line := range outsideCode(page) {
		if !strings.HasPrefix(line, "#") {
			continue
		}
		slug := headingAnchor(strings.TrimLeft(line, "#"))
		if n := seen[slug]; n > 0 {
			seen[slug]++
			slug += "-" + string(rune('0'+n))
		} else {
			seen[slug] = 1
		}
		if slug == anchor {
			return true
		}
	}
	return false
}

// headingAnchor is GitHub's anchor of a heading: lower case, letters,
// digits, hyphens and underscores kept, spaces made hyphens, the rest
// dropped.
func headingAnchor(h string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(h)) {
		switch {
		case unicode.IsLetter(r), unicode.IsDigit(r), r == '-', r == '_':
			b.WriteRune(r)
		case r == ' ':
			b.WriteByte('-')
		}
	}
	return b.String()
}

// keyNames maps the names KEYS.md writes to the names of Ebitengine's keys
// (ebiten.Key.String) where they differ; a single letter, F1-F12 and the
// other names are the same.
var keyNames = map[string]string{
	"Esc": "Escape", "?": "Shift+Slash",
	"←": "ArrowLeft", "→": "ArrowRight", "↑": "ArrowUp", "↓": "ArrowDown",
	"0": "Digit0", "1": "Digit1", "2": "Digit2", "3": "Digit3", "4": "Digit4",
	"5": "Digit5", "6": "Digit6", "7": "Digit7", "8": "Digit8", "9": "Digit9",
}

// listedKeys reads the key columns of the Markdown key tables in text (the
// columns headed "key") and returns the keys listed, and an error line for
// each one the keymap does not bind.
func listedKeys(text string) (keys, errs []string) {
	bound := map[string]bool{}
	for _, b := range input.Keymap {
		name := b.Key.String()
		if b.Shift {
			name = "Shift+" + name
		}
		bound[name] = true
	}
	var keyCols []int
	for _, line := range outsideCode(text) {
		if !strings.HasPrefix(line, "|") {
			keyCols = nil
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		if keyCols == nil {
			keyCols = []int{}
			for i, c := range cells {
				if strings.EqualFold(c, "key") {
					keyCols = append(keyCols, i)
				}
			}
			continue
		}
		if strings.HasPrefix(cells[0], "---") {
			continue
		}
		for _, i := range keyCols {
			if i >= len(cells) {
				continue
			}
			for _, k := range strings.FieldsFunc(strings.ReplaceAll(cells[i], " or ", ","), func(r rune) bool { return r == ',' || r == ' ' }) {
				keys = append(keys, k)
				name := k
				if n, ok := keyNames[k]; ok {
					name = n
				}
				if !bound[name] {
					errs = append(errs, "key "+k+" is not in the keymap (scenes/input/keymap.go)")
				}
			}
		}
	}
	return keys, errs
}
