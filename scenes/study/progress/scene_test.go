package progress

import (
	"math"
	"reflect"
	"testing"
	"time"

	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/menus"
	"sabot/scenes/scenetest"
	"sabot/tutor/learner"
	"sabot/tutor/strategy"
)

// A small progress worked out by hand: two drill sessions at
// italian-classic (3 of 4 right, then 2 of 2), one at argentine (1 of 2),
// an empty session, and three rounds' bankroll.
func handProgress() *learner.Progress {
	p := learner.NewProgress()
	at := time.Date(2026, 4, 1, 20, 0, 0, 0, time.UTC)
	s16 := strategy.Spot{Section: strategy.SectionHard, Row: 16, Up: 10}
	a7 := strategy.Spot{Section: strategy.SectionSoft, Row: 7, Up: 3}
	rec := func(table string, s strategy.Spot, ok bool, cost float64) {
		at = at.Add(time.Minute)
		p.Record(learner.Decision{Table: table, Spot: s, HasSpot: true, Correct: ok, Cost: cost, At: at})
	}
	p.StartSession("italian-classic", "drill", at)
	rec("italian-classic", s16, true, 0)
	rec("italian-classic", s16, false, 0.02)
	rec("italian-classic", a7, true, 0)
	rec("italian-classic", a7, true, 0)
	p.StartSession("argentine", "drill", at)
	rec("argentine", s16, false, 0.06)
	rec("argentine", s16, true, 0)
	p.StartSession("italian-online", "drill", at) // left before the first answer
	p.StartSession("italian-classic", "drill", at)
	rec("italian-classic", s16, true, 0)
	rec("italian-classic", a7, true, 0)
	for i, b := range []int64{1000, 975, 1012} {
		p.RecordBankroll("italian-classic", "", rules.Units(b), at.Add(time.Duration(i)*time.Minute))
	}
	// Pesos at the Argentine table between them, and an Argentine point of
	// before the currencies were kept (no currency: euros).
	p.Bankroll = append(p.Bankroll[:2], append([]learner.BankrollPoint{
		{At: at, Table: "argentine", Bankroll: rules.Units(990), Currency: "ARS"},
		{At: at, Table: "argentine", Bankroll: rules.Units(1500)},
		{At: at, Table: "argentine", Bankroll: rules.Units(980), Currency: "ARS"},
	}, p.Bankroll[2:]...)...)
	return p
}

func TestStatRows(t *testing.T) {
	p := handProgress()
	rows := statRows(p, []string{"italian-classic", "italian-online", "argentine"})
	want := []statRow{
		{Table: "", Counts: learner.Counts{Decisions: 8, Correct: 6, Cost: 0.08}, Sessions: 3},
		{Table: "italian-classic", Counts: learner.Counts{Decisions: 6, Correct: 5, Cost: 0.02}, Sessions: 2},
		{Table: "italian-online", Sessions: 0},
		{Table: "argentine", Counts: learner.Counts{Decisions: 2, Correct: 1, Cost: 0.06}, Sessions: 1},
	}
	if len(rows) != len(want) {
		t.Fatalf("%d rows", len(rows))
	}
	for i := range want {
		g, w := rows[i], want[i]
		if g.Table != w.Table || g.Decisions != w.Decisions || g.Correct != w.Correct || math.Abs(g.Cost-w.Cost) > 1e-12 || g.Sessions != w.Sessions {
			t.Errorf("row %d: %+v; want %+v", i, g, w)
		}
	}
	// 0.08 bets lost over 8 decisions: 1 bet per 100.
	if got := rows[0].EVLostPer100(); math.Abs(got-1) > 1e-9 {
		t.Errorf("EV lost per 100: %v", got)
	}
	if got := rows[1].Accuracy(); math.Abs(got-5.0/6) > 1e-12 {
		t.Errorf("accuracy %v", got)
	}
}

func TestPlotSeries(t *testing.T) {
	p := handProgress()
	if got := sessionAccuracy(p, "italian-classic"); !reflect.DeepEqual(got, []float64{0.75, 1}) {
		t.Errorf("italian-classic sessions %v", got)
	}
	if got := sessionAccuracy(p, ""); !reflect.DeepEqual(got, []float64{0.75, 0.5, 1}) {
		t.Errorf("every session %v (the empty one left out)", got)
	}
	// Each currency its curve: the euros' with the old Argentine point,
	// the pesos' their own.
	for cur, want := range map[string][]float64{"EUR": {1000, 975, 1500, 1012}, "ARS": {990, 980}} {
		if got := bankrollSeries(p, cur); !reflect.DeepEqual(got, want) {
			t.Errorf("bankroll in %s %v, want %v", cur, got, want)
		}
	}
	if got := accuracyAxis([]float64{0.75, 1}); got != 50 {
		t.Errorf("axis from %v; want 50", got)
	}
	if got := accuracyAxis([]float64{0.9, 0.34}); got != 30 {
		t.Errorf("axis from %v; want 30", got)
	}
}

func TestNiceTicks(t *testing.T) {
	cases := []struct {
		lo, hi float64
		n      int
		want   []float64
	}{
		{975, 1012, 4, []float64{960, 980, 1000, 1020}}, // 37/3 rounds up to a step of 20
		{812, 1371, 4, []float64{800, 1000, 1200, 1400}},
		{0, 1, 3, []float64{0, 0.5, 1}},
		{1000, 1000, 4, []float64{950, 1000, 1050}}, // one value: a band of 5% around it
	}
	for _, c := range cases {
		got := niceTicks(c.lo, c.hi, c.n)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("niceTicks(%v, %v, %d) = %v; want %v", c.lo, c.hi, c.n, got, c.want)
		}
		if got[0] > c.lo || got[len(got)-1] < c.hi {
			t.Errorf("ticks %v do not cover %v-%v", got, c.lo, c.hi)
		}
	}
}

func TestThin(t *testing.T) {
	v := make([]float64, 1001)
	for i := range v {
		v[i] = float64(i)
	}
	got := thin(v, 5)
	if !reflect.DeepEqual(got, []float64{0, 250, 500, 750, 1000}) {
		t.Errorf("thin = %v", got)
	}
	if got := thin(v[:3], 5); len(got) != 3 {
		t.Errorf("a short series was thinned: %v", got)
	}
}

// F5 in the menu opens the progress on the menu's table; ↑ ↓ choose the
// table of the heat map, whose cells hold the recorded decisions.
func TestStatsScene(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	a.Progress = handProgress()
	scenetest.Ticks(t, a, 60)
	scenetest.Press(t, a, input.Event{Action: input.Select, Index: menus.TargetTable + 3}) // argentine
	scenetest.Press(t, a, scenetest.Key(input.Progress))
	s, ok := a.Scene().(*Scene)
	if !ok {
		t.Fatalf("F5: scene %T; want the progress", a.Scene())
	}
	if s.Table().ID != "argentine" || !s.Grid().Heat() {
		t.Fatalf("progress of %s, heat map %v", s.Table().ID, s.Grid().Heat())
	}
	s16 := strategy.Spot{Section: strategy.SectionHard, Row: 16, Up: 10}
	if st := s.grid.HeatAt(s16); st.Decisions != 2 || st.Correct != 1 {
		t.Errorf("argentine 16 v 10 in the heat map: %+v", st)
	}
	scenetest.Press(t, a, scenetest.Key(input.Up), scenetest.Key(input.Up), scenetest.Key(input.Up))
	if s.Table().ID != "italian-classic" {
		t.Fatalf("↑ three times: %s", s.Table().ID)
	}
	if st := s.grid.HeatAt(s16); st.Decisions != 3 || st.Correct != 2 || st.Streak != 1 {
		t.Errorf("italian-classic 16 v 10 in the heat map: %+v", st)
	}
	if s.empty != nil {
		t.Error("the empty state shows at a table with decisions")
	}
	scenetest.Press(t, a, scenetest.Key(input.Down))
	if s.Table().ID != "italian-shuffler" || s.empty == nil {
		t.Errorf("↓: %s, empty state %v", s.Table().ID, s.empty != nil)
	}
	scenetest.Press(t, a, scenetest.Key(input.Back))
	if _, ok := a.Scene().(*menus.Menu); !ok {
		t.Errorf("Esc: scene %T; want the menu", a.Scene())
	}
}

// The progress's table has a row for every table that records decisions,
// Super Punto Banco's reader's calls among them, and the rows add up to
// "Every table"; only the blackjack tables' rows choose the heat map.
func TestStatRowsAddUp(t *testing.T) {
	ids := statTableIDs()
	if len(ids) != len(rules.All()) || ids[len(ids)-1] != rules.SuperPuntoBanco.ID {
		t.Fatalf("rows of %v", ids)
	}
	cases := []struct {
		name string
		p    *learner.Progress
	}{
		{"blackjack only", handProgress()},
		{"a Punto Banco call", func() *learner.Progress {
			p := handProgress()
			p.StartSession(rules.SuperPuntoBanco.ID, "play", time.Date(2026, 4, 2, 20, 0, 0, 0, time.UTC))
			p.Record(learner.Decision{Table: rules.SuperPuntoBanco.ID, Correct: false, At: time.Date(2026, 4, 2, 20, 1, 0, 0, time.UTC)})
			return p
		}()},
	}
	for _, c := range cases {
		rows := statRows(c.p, ids)
		var sum learner.Counts
		for _, r := range rows[1:] {
			sum.Decisions += r.Decisions
			sum.Correct += r.Correct
			sum.Cost += r.Cost
		}
		if all := rows[0]; sum.Decisions != all.Decisions || sum.Correct != all.Correct || math.Abs(sum.Cost-all.Cost) > 1e-12 {
			t.Errorf("%s: the rows add up to %+v; every table %+v", c.name, sum, all.Counts)
		}
	}

	a := scenetest.New(t, t.TempDir())
	a.Progress = handProgress()
	a.Progress.Record(learner.Decision{Table: rules.SuperPuntoBanco.ID, Correct: true})
	scenetest.Ticks(t, a, 60)
	scenetest.Press(t, a, scenetest.Key(input.Progress))
	s, ok := a.Scene().(*Scene)
	if !ok {
		t.Fatalf("F5: scene %T", a.Scene())
	}
	rows := 0
	for _, tg := range s.Targets() {
		if tg.Event.Action == input.Select && tg.Event.Index >= statsTargetTable && tg.Event.Index < statsTargetGrid {
			rows++
		}
	}
	if rows != len(s.tables) {
		t.Errorf("%d rows choose the heat map; want the %d blackjack tables'", rows, len(s.tables))
	}
	if last := statsRowRect(len(ids)); last.Y+last.H > statsTable.Y+statsTable.H {
		t.Errorf("the last row ends at %v, below the panel's %v", last.Y+last.H, statsTable.Y+statsTable.H)
	}
}
