package chartgrid

import (
	"testing"

	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/scenetest"
	"sabot/tutor"
	"sabot/tutor/strategy"
	"sabot/words"
)

// The rows' labels are drawn at one size (the stats screen drew «10–10»
// smaller than «9–9» and «A–A», each label fitted on its own): the size at
// which the widest fits its column, every label within the column at it,
// in the chart scene's area and the progress' heat map's.
func TestRowLabelsOneSize(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	f := a.Frame
	for _, c := range []struct {
		rs   rules.RuleSet
		area draw.R
	}{
		{rules.ItalianOnline, draw.R{X: 40, Y: 118, W: 1200, H: 590}},
		{rules.ItalianClassic, draw.R{X: 56, Y: 156, W: 728, H: 616}},
		{rules.Argentine, draw.R{X: 56, Y: 156, W: 728, H: 616}},
	} {
		an, err := tutor.AnalyzeRules(c.rs)
		if err != nil {
			t.Fatal(err)
		}
		g := New(a, an.Chart())
		g.SetArea(c.area)
		g.Layout()
		size, width := f.L(g.geom.CellH*0.56), f.L(gridLabelCells*g.geom.CellW)*0.82
		face := g.rowLabelFace(size, width)
		ten := draw.Fit(a.Fonts.Bold, words.Hand(strategy.Spot{Section: strategy.SectionPair, Row: 10}), size, width)
		if face.Size != ten.Size {
			t.Errorf("%s: the rows' labels at %.2f; «10-10» fits at %.2f", c.rs.ID, face.Size, ten.Size)
		}
		for _, col := range g.geom.Columns {
			for _, sec := range col.Sections {
				for _, row := range sec.rows {
					if h := words.Hand(row[0]); draw.Width(face, h) > width {
						t.Errorf("%s: «%s» is %.1f wide at %.2f, its column %.1f", c.rs.ID, h, draw.Width(face, h), face.Size, width)
					}
				}
			}
		}
	}
}
