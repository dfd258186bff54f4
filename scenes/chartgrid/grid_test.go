package chartgrid

import (
	"image"
	"testing"

	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/scenetest"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

// The sections follow the printed chart: hard 4-20, soft A2-A9 (at the
// argentine table the declarations, then the soft totals drawn later),
// pairs 22-TT and AA.
func TestChartSections(t *testing.T) {
	cases := []struct {
		rs   rules.RuleSet
		want []int // rows per section
	}{
		{rules.ItalianClassic, []int{17, 8, 10}},
		{rules.Argentine, []int{17, 8, 8, 10}},
	}
	for _, c := range cases {
		secs := chartSections(c.rs)
		if len(secs) != len(c.want) {
			t.Fatalf("%s: %d sections", c.rs.ID, len(secs))
		}
		n := 0
		for i, s := range secs {
			if len(s.rows) != c.want[i] {
				t.Errorf("%s: section %s has %d rows; want %d", c.rs.ID, s.section, len(s.rows), c.want[i])
			}
			n += len(s.rows) * 10
		}
		if n != len(strategy.Spots(c.rs)) {
			t.Errorf("%s: %d cells; the chart has %d", c.rs.ID, n, len(strategy.Spots(c.rs)))
		}
		if last := secs[len(secs)-1].rows; last[len(last)-1][0].Hand() != "AA" {
			t.Errorf("%s: the last row is %s", c.rs.ID, last[len(last)-1][0].Hand())
		}
	}
}

// Every cell of the chart has its place in the area, no two overlap, the
// point at a cell's centre is that cell, and the columns are the ones that
// make the cells largest.
func TestLayoutGrid(t *testing.T) {
	cases := []struct {
		rs      rules.RuleSet
		area    draw.R
		columns int
	}{
		{rules.ItalianOnline, draw.R{X: 40, Y: 118, W: 1200, H: 590}, 2},  // the chart scene
		{rules.Argentine, draw.R{X: 56, Y: 156, W: 728, H: 616}, 2},       // the progress' heat map
		{rules.ItalianClassic, draw.R{X: 0, Y: 0, W: 1200, H: 300}, 3},    // wide and low: three columns
		{rules.ItalianClassic, draw.R{X: 100, Y: 20, W: 420, H: 1400}, 1}, // narrow and tall: one
	}
	for _, c := range cases {
		g := layoutGrid(chartSections(c.rs), c.area, legendLine)
		if len(g.Columns) != c.columns {
			t.Errorf("%s in %v: %d columns; want %d", c.rs.ID, c.area, len(g.Columns), c.columns)
		}
		var cells []draw.R
		for _, s := range strategy.Spots(c.rs) {
			r, ok := g.Cell(s)
			if !ok {
				t.Fatalf("%s: no cell for %s", c.rs.ID, s)
			}
			if r.X < c.area.X-1e-9 || r.Y < c.area.Y-1e-9 || r.X+r.W > c.area.X+c.area.W+1e-9 || r.Y+r.H > c.area.Y+c.area.H-legendLine+1e-9 {
				t.Errorf("%s: %s at %v is out of %v", c.rs.ID, s, r, c.area)
			}
			if got, ok := g.spotAt(r.CX(), r.CY()); !ok || got != s {
				t.Errorf("%s: the centre of %s is %s", c.rs.ID, s, got)
			}
			for _, o := range cells {
				if r.X < o.X+o.W-1e-9 && o.X < r.X+r.W-1e-9 && r.Y < o.Y+o.H-1e-9 && o.Y < r.Y+r.H-1e-9 {
					t.Fatalf("%s: %s at %v overlaps %v", c.rs.ID, s, r, o)
				}
			}
			cells = append(cells, r)
		}
		if g.Legend.Y < g.Grid.Y+g.Grid.H || g.Legend.Y+g.Legend.H > c.area.Y+c.area.H+1e-9 {
			t.Errorf("%s: the legend at %v, the grid at %v, in %v", c.rs.ID, g.Legend, g.Grid, c.area)
		}
		if _, ok := g.spotAt(c.area.X-5, c.area.Y-5); ok {
			t.Errorf("%s: a cell outside the grid", c.rs.ID)
		}
		if g.CellW < g.CellH*gridMinAspect-1e-9 || g.CellW > g.CellH*gridMaxAspect+1e-9 {
			t.Errorf("%s: cells %.1f × %.1f", c.rs.ID, g.CellW, g.CellH)
		}
	}
}

// The arrows move through the rows in reading order and stop at the
// chart's edges.
func TestGridMove(t *testing.T) {
	g := layoutGrid(chartSections(rules.ItalianClassic), draw.R{W: 1200, H: 600}, legendLine)
	h20 := strategy.Spot{Section: strategy.SectionHard, Row: 20, Up: 1}
	cases := []struct {
		from   strategy.Spot
		dr, du int
		want   strategy.Spot
	}{
		{h20, 1, 0, strategy.Spot{Section: strategy.SectionSoft, Row: 2, Up: 1}}, // hard 20 → soft A2
		{h20, 0, 1, h20}, // A is the last column
		{strategy.Spot{Section: strategy.SectionHard, Row: 4, Up: 2}, -1, -1, strategy.Spot{Section: strategy.SectionHard, Row: 4, Up: 2}},
		{strategy.Spot{Section: strategy.SectionPair, Row: 10, Up: 10}, 1, 0, strategy.Spot{Section: strategy.SectionPair, Row: 1, Up: 10}}, // TT → AA
	}
	for _, c := range cases {
		if got := g.Move(c.from, c.dr, c.du); got != c.want {
			t.Errorf("%s moved %d,%d: %s; want %s", c.from, c.dr, c.du, got, c.want)
		}
	}
}

// At italian-online the published chart's differences mark exactly their
// cells, each with both codes and a cost the EVs explain.
func TestGridMarksTheDifferences(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	an, err := tutor.AnalyzeRules(rules.ItalianOnline)
	if err != nil {
		t.Fatal(err)
	}
	diffs := an.Differences(strategy.PublishedChart())
	if len(diffs) == 0 {
		t.Fatal("no difference between the charts")
	}
	g := New(a, an.Chart())
	g.SetArea(draw.R{X: 40, Y: 118, W: 1200, H: 590})
	g.SetMarks(diffs)
	g.Layout()
	if len(g.marks) != len(diffs) {
		t.Fatalf("%d cells marked for %d differences", len(g.marks), len(diffs))
	}
	pub := strategy.PublishedChart()
	for s, d := range g.marks {
		if an.Chart().Cell(s).String() != d.Computed.String() || pub.Cell(s).String() != d.Other.String() {
			t.Errorf("%s marked with %s/%s; the charts say %s/%s", s, d.Computed, d.Other, an.Chart().Cell(s), pub.Cell(s))
		}
		if d.Cost() <= 0 {
			t.Errorf("%s: the published play costs %.4f%%", s, d.Cost())
		}
		_, lines := g.tipLines(s)
		if len(lines) < 4 {
			t.Errorf("%s: the details say %q", s, lines)
		}
	}
	// Hovering a cell shows its details; moving away from it hides them.
	r, _ := g.Cell(strategy.Spot{Section: strategy.SectionHard, Row: 16, Up: 10})
	f := a.Frame
	g.Update(image.Pt(int(f.X(r.CX())), int(f.Y(r.CY()))))
	if g.tip == nil {
		t.Error("no details over hard 16 v 10")
	}
	g.Update(image.Pt(0, 0))
	if g.tip != nil {
		t.Error("details with the mouse away and nothing selected")
	}
	g.Highlight(strategy.Spot{Section: strategy.SectionPair, Row: 8, Up: 10})
	g.Move(0, 1) // selects the highlighted cell first
	if s, ok := g.Selected(); !ok || s != (strategy.Spot{Section: strategy.SectionPair, Row: 8, Up: 10}) {
		t.Errorf("selected %s, %v", s, ok)
	}
}

func TestHeatColor(t *testing.T) {
	if heatColor(0) != heatLow || heatColor(0.5) != heatMid || heatColor(1) != HeatHigh || heatColor(2) != HeatHigh {
		t.Error("the heat scale's ends")
	}
	if c := heatColor(0.75); c.G <= heatMid.G-40 || c.R >= heatMid.R {
		t.Errorf("three quarters right: %v", c)
	}
}
