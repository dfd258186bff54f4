package progress

import (
	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
	"sabot/scenes/draw"
	"sabot/scenes/study/page"
	"sabot/tutor/learner"
)

// The progress scene's panel of the counting drills: at the table chosen in
// the table of accuracies, each drill's answers right and wrong, the share
// right and the mean time of a right answer.

// statsCounting is the panel, in design units, under the plots.
var statsCounting = draw.R{X: 820, Y: 658, W: 420, H: 126}

// countRow is one drill's line of the panel.
type countRow struct {
	Mode learner.CountMode
	learner.StepCounts
}

// countRows returns a table's counting drills, one row a drill in the
// order the setup offers them (page.CountModes; zero counts for a drill never played), and whether
// any was played.
func countRows(p *learner.Progress, table string) ([]countRow, bool) {
	st := p.CountingAt(table)
	rows := make([]countRow, len(page.CountModes))
	any := false
	for i, m := range page.CountModes {
		rows[i] = countRow{Mode: m, StepCounts: st.Mode(m)}
		any = any || rows[i].Right+rows[i].Wrong > 0
	}
	return rows, any
}

// countCells are a row's figures as the panel writes them: right, wrong,
// the share right and the mean time of a right answer ("—" where there is
// nothing to say).
func countCells(loc *locales.Locale, r countRow) []string {
	cells := []string{loc.Int(int64(r.Right)), loc.Int(int64(r.Wrong)), "—", "—"}
	if r.Right+r.Wrong > 0 {
		cells[2] = loc.T(locales.FmtPercent, loc.Fixed(100*r.Accuracy(), 0))
	}
	if r.Right > 0 && r.Seconds > 0 {
		cells[3] = loc.T(locales.DrillSeconds, loc.Fixed(r.SecondsPerStep(), 1))
	}
	return cells
}

// paintCounting paints the counting panel's contents for the chosen table.
func (s *Scene) paintCounting(dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	box := statsCounting
	rs := s.Table()
	title := loc.T(locales.StatsCountTitle, loc.T(locales.TableName(rs.ID)))
	draw.Text(dst, draw.Fit(fonts.SmallCaps, title, f.L(18), f.L(box.W-40)), title, f.X(box.X+20), f.Y(box.Y+10), draw.Start, draw.Gold, false)
	rows, any := countRows(a.Progress, rs.ID)
	if !any {
		none := loc.T(locales.StatsCountNone)
		face := draw.Face(fonts.Medium, f.L(14))
		for i, l := range draw.Wrap(face, none, f.L(box.W-48)) {
			draw.Text(dst, face, l, f.X(box.X+box.W/2), f.Y(box.Y+66+float64(i)*20), draw.Center, draw.Muted, true)
		}
		return
	}
	// The right edges of the four columns; the drills' names end before
	// the first column's heading.
	cols := []float64{box.X + 196, box.X + 246, box.X + 312, box.X + box.W - 16}
	left := []float64{box.X + 160, cols[0] + 6, cols[1] + 6, cols[2] + 6}
	for i, k := range []locales.Key{locales.StatsCountRight, locales.StatsCountWrong, locales.StatsCountAccuracy, locales.StatsCountTime} {
		h := loc.T(k)
		draw.Text(dst, draw.Fit(fonts.Medium, h, f.L(12.5), f.L(cols[i]-left[i])), h, f.X(cols[i]), f.Y(box.Y+46), draw.End, draw.Dim, true)
	}
	face := draw.Face(fonts.Medium, f.L(14.5))
	for i, r := range rows {
		y := box.Y + 70 + float64(i)*20
		clr := draw.Cream
		if r.Right+r.Wrong == 0 {
			clr = draw.Muted
		}
		name := loc.T(page.CountModeKey(r.Mode))
		draw.Text(dst, draw.Fit(fonts.Medium, name, f.L(14.5), f.L(left[0]-box.X-24)), name, f.X(box.X+20), f.Y(y), draw.Start, clr, true)
		for c, v := range countCells(loc, r) {
			draw.Text(dst, face, v, f.X(cols[c]), f.Y(y), draw.End, clr, true)
		}
	}
}

// shotCounting stages counting drills at table for the progress scene's
// screenshot: the cards one by one most, the whole round less, the true
// count a little, each a little slower and less sure than the one before.
func shotCounting(p *learner.Progress, table string) {
	for _, d := range []struct {
		mode         learner.CountMode
		right, wrong int
		seconds      float64 // a right answer's time
	}{
		{learner.CountCards, 64, 7, 2.3},
		{learner.CountRound, 31, 8, 4.6},
		{learner.CountTrue, 17, 6, 7.2},
	} {
		for i := 0; i < d.right; i++ {
			p.RecordCount(table, d.mode, true, d.seconds)
		}
		for i := 0; i < d.wrong; i++ {
			p.RecordCount(table, d.mode, false, 0)
		}
	}
}
