package progress

import (
	"reflect"
	"testing"

	"sabot/locales"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/tutor/learner"
)

// countProgress is handProgress with counting drills: at italian-classic 3
// right answers of the cards drill in 2, 3 and 4 seconds and one wrong, a
// whole round once wrong; at argentine 1 true count right, untimed.
func countProgress() *learner.Progress {
	p := handProgress()
	for _, s := range []float64{2, 3, 4} {
		p.RecordCount("italian-classic", learner.CountCards, true, s)
	}
	p.RecordCount("italian-classic", learner.CountCards, false, 0)
	p.RecordCount("italian-classic", learner.CountRound, false, 0)
	p.RecordCount("argentine", learner.CountTrue, true, 0)
	return p
}

// The counting panel's figures: a row a drill in the setup's order, the
// share right and the mean time of the right answers worked out by hand
// (3 of 4 is 75%, 9 seconds over 3 is 3.0), "—" where nothing was timed or
// answered.
func TestCountRows(t *testing.T) {
	p := countProgress()
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	loc := b.Locale(locales.English)
	cases := []struct {
		table string
		any   bool
		cells [][]string
	}{
		{"italian-classic", true, [][]string{{"3", "1", "75%", "3.0 s"}, {"0", "1", "0%", "—"}, {"0", "0", "—", "—"}}},
		{"argentine", true, [][]string{{"0", "0", "—", "—"}, {"0", "0", "—", "—"}, {"1", "0", "100%", "—"}}},
		{"italian-online", false, [][]string{{"0", "0", "—", "—"}, {"0", "0", "—", "—"}, {"0", "0", "—", "—"}}},
	}
	for _, c := range cases {
		rows, any := countRows(p, c.table)
		if any != c.any || len(rows) != 3 || rows[0].Mode != learner.CountCards || rows[2].Mode != learner.CountTrue {
			t.Errorf("%s: %+v, played %v", c.table, rows, any)
			continue
		}
		var got [][]string
		for _, r := range rows {
			got = append(got, countCells(loc, r))
		}
		if !reflect.DeepEqual(got, c.cells) {
			t.Errorf("%s: %q; want %q", c.table, got, c.cells)
		}
	}
}

// The counting panel sits under the plots, inside the screen's frame and
// level with the bottom of the heat map, and follows the table chosen:
// italian-classic's drills, then ↓ to a table without any.
func TestStatsCountingPanel(t *testing.T) {
	if statsCounting.Y < statsBankroll.Y+statsBankroll.H+8 || statsCounting.Y+statsCounting.H != statsHeat.Y+statsHeat.H {
		t.Errorf("counting panel %+v under the bankroll %+v, the heat map ending at %v", statsCounting, statsBankroll, statsHeat.Y+statsHeat.H)
	}
	a := scenetest.New(t, t.TempDir())
	a.Progress = countProgress()
	scenetest.Ticks(t, a, 60)
	scenetest.Press(t, a, scenetest.Key(input.Progress))
	s, ok := a.Scene().(*Scene)
	if !ok {
		t.Fatalf("F5: scene %T", a.Scene())
	}
	if s.Table().ID != "italian-classic" {
		t.Fatalf("progress of %s", s.Table().ID)
	}
	if rows, any := countRows(a.Progress, s.Table().ID); !any || rows[0].Right != 3 {
		t.Errorf("italian-classic's drills: %+v", rows)
	}
	scenetest.Press(t, a, scenetest.Key(input.Down))
	if _, any := countRows(a.Progress, s.Table().ID); s.Table().ID != "italian-shuffler" || any {
		t.Errorf("↓: %s, drills %v", s.Table().ID, any)
	}
	scenetest.Ticks(t, a, 2)
}
