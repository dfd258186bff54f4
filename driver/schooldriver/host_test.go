package schooldriver

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sabot/locales"
	"sabot/rules"
	"sabot/tutor/learner"
)

// fakeHost is the game around the desk in the tests: a clock the test
// moves, the notices, the progress and the reports kept in memory.
type fakeHost struct {
	loc     *locales.Locale
	tick    int64
	notices []locales.Key
	steps   []string // kind:right or kind:wrong
	rounds  int
	exams   []learner.ExamResult
	reports map[string]string
}

var bundle *locales.Bundle

// newHost is a host speaking lang at table r.
func newHost(t *testing.T, lang locales.Lang, r rules.RuleSet) *fakeHost {
	t.Helper()
	if bundle == nil {
		b, err := locales.Load()
		if err != nil {
			t.Fatal(err)
		}
		bundle = b
	}
	return &fakeHost{loc: bundle.Locale(lang).At(r), reports: map[string]string{}}
}

func (h *fakeHost) Loc() *locales.Locale { return h.loc }
func (h *fakeHost) Tick() int64          { return h.tick }
func (h *fakeHost) Notify(key locales.Key, args ...any) {
	h.notices = append(h.notices, key)
}
func (h *fakeHost) RecordStep(table, kind string, right bool, seconds float64) {
	if right {
		h.steps = append(h.steps, kind+":right")
	} else {
		h.steps = append(h.steps, kind+":wrong")
	}
}
func (h *fakeHost) RecordRound(table string, seconds float64, exam bool) { h.rounds++ }
func (h *fakeHost) RecordExam(table string, e learner.ExamResult)        { h.exams = append(h.exams, e) }
func (h *fakeHost) WriteReport(name string, html []byte) (string, error) {
	h.reports[name] = string(html)
	return "/reports/" + name, nil
}

// fold folds runs of whitespace into one space.
func fold(s string) string { return strings.Join(strings.Fields(s), " ") }

// inSeed reports whether every part of a quote (its "…" elisions apart)
// stands in the regulation's text.
func inSeed(seed, quote string) bool {
	parts := 0
	for _, p := range strings.Split(fold(quote), "…") {
		p = strings.Trim(p, " «»\"“”")
		if len(p) < 12 {
			continue
		}
		if !strings.Contains(seed, p) {
			return false
		}
		parts++
	}
	return parts > 0
}

// readSeed returns the text of seed id ("000"), with its emphasis marks
// removed, or "" when the regulations are not beside the repository
// (../shared/seeds, as CI has them).
func readSeed(t *testing.T, id string) string {
	t.Helper()
	paths, _ := filepath.Glob("../../../shared/seeds/" + id + "_*")
	if len(paths) != 1 {
		return ""
	}
	b, err := os.ReadFile(paths[0])
	if err != nil {
		t.Fatal(err)
	}
	return strings.ReplaceAll(string(b), "*", "")
}
