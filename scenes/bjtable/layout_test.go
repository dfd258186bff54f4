package bjtable

import (
	"strings"
	"testing"

	"sabot/scenes/input"
	"sabot/scenes/scenetest"
)

// Issue 23 item 8: Tab at the online table changes the chart the trainer
// grades by and says so, each way; at a table whose casino publishes no
// chart it does nothing and says nothing.
func TestTabSaysTheGradingChart(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	s := trainerTable(t, a, "italian-online", true)
	before := len(a.Notices())
	scenetest.Press(t, a, scenetest.Key(input.Reference))
	if n := scenetest.LastNotice(a); !s.tr.published() || len(a.Notices()) == before || !strings.Contains(n, "casino publishes") || !strings.Contains(n, "Tab") {
		t.Errorf("Tab to the casino's chart: published %v, notice %q", s.tr.published(), n)
	}
	scenetest.Press(t, a, scenetest.Key(input.Reference))
	if n := scenetest.LastNotice(a); s.tr.published() || !strings.Contains(n, "exact chart") {
		t.Errorf("Tab back to the exact chart: published %v, notice %q", s.tr.published(), n)
	}

	b := scenetest.New(t, t.TempDir())
	trainerTable(t, b, "italian-classic", true)
	before = len(b.Notices())
	scenetest.Press(t, b, scenetest.Key(input.Reference))
	if len(b.Notices()) != before {
		t.Errorf("Tab at a table of no published chart said %q", scenetest.LastNotice(b))
	}
}
