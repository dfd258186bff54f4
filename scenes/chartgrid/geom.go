package chartgrid

import (
	"math"

	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/tutor/strategy"
)

// The chart grid's geometry: where every section, row and cell of a
// table's chart goes in an area, in design units. It is pure arithmetic, so
// that tests check it without a display.

// gridUps are the up-cards of the columns, in printed order.
var Ups = [10]int{2, 3, 4, 5, 6, 7, 8, 9, 10, 1}

// gridSection is one section of a chart: its rows of spots.
type gridSection struct {
	section strategy.Section
	rows    [][10]strategy.Spot
}

// chartSections returns the printed sections of a table's chart, in order:
// hard, soft (at the argentine table the declarations, then the soft totals
// an ace drawn later makes), pairs.
func chartSections(rs rules.RuleSet) []gridSection {
	var out []gridSection
	spots := strategy.Spots(rs)
	for i := 0; i+10 <= len(spots); i += 10 {
		var row [10]strategy.Spot
		copy(row[:], spots[i:i+10])
		if n := len(out); n == 0 || out[n-1].section != row[0].Section {
			out = append(out, gridSection{section: row[0].Section})
		}
		out[len(out)-1].rows = append(out[len(out)-1].rows, row)
	}
	return out
}

// Proportions of the grid, in cell heights (lines) and cell widths.
const (
	gridLabelCells = 1.45 // the row labels' column, in cell widths
	gridHeadLines  = 1.0  // the up-cards' header row of a column
	gridTitleLines = 1.05 // a section's title
	gridGapLines   = 0.45 // between two sections of a column
	gridColGap     = 0.9  // between two columns of sections, in cell widths
	gridMaxAspect  = 2.3  // a cell at most this many times wider than high
	gridMinAspect  = 1.15 // and at least this much
)

// sectionLines is the height of a section in lines.
func sectionLines(s gridSection) float64 { return gridTitleLines + float64(len(s.rows)) }

// columnLines is the height of a column of sections in lines.
func columnLines(secs []gridSection) float64 {
	h := gridHeadLines
	for i, s := range secs {
		if i > 0 {
			h += gridGapLines
		}
		h += sectionLines(s)
	}
	return h
}

// gridColumns splits the sections, in order, into n columns so that the
// tallest column is as short as it can be, and returns the index of the
// first section of each column.
func gridColumns(secs []gridSection, n int) []int {
	n = min(max(n, 1), len(secs))
	var best []int
	bestH := 0.0
	// Few sections (at most four) and columns (at most three): try every
	// way of cutting the sequence.
	var try func(start, cols int, cut []int)
	try = func(start, cols int, cut []int) {
		cut = append(cut, start)
		if cols == 1 {
			if h := tallest(secs, cut); best == nil || h < bestH-1e-9 {
				best, bestH = append([]int(nil), cut...), h
			}
			return
		}
		for next := start + 1; next <= len(secs)-cols+1; next++ {
			try(next, cols-1, cut)
		}
	}
	try(0, n, nil)
	return best
}

// tallest is the height in lines of the tallest column of a cut.
func tallest(secs []gridSection, cut []int) float64 {
	h := 0.0
	for c := range cut {
		end := len(secs)
		if c+1 < len(cut) {
			end = cut[c+1]
		}
		h = max(h, columnLines(secs[cut[c]:end]))
	}
	return h
}

// gridGeom is the laid-out grid.
type gridGeom struct {
	// Grid is the part of the area the columns take (centred above the
	// legend), Legend the strip under them.
	Grid, Legend draw.R
	// CellW and CellH are a cell's size.
	CellW, CellH float64
	// Columns are the columns of sections.
	Columns []gridColumn
	cells   map[strategy.Spot]draw.R
}

// gridColumn is one column of sections: X is its left edge (the row
// labels'), Head the top of its up-cards' header row.
type gridColumn struct {
	X, Head  float64
	Sections []gridPlaced
}

// gridPlaced is a section placed in a column: TitleY is the top of its
// title line, RowsY the top of its first row.
type gridPlaced struct {
	gridSection
	TitleY, RowsY float64
}

// layoutGrid lays the sections out in area, above a legend strip legendH
// high: in one, two or three columns, whichever makes the cells largest.
func layoutGrid(secs []gridSection, area draw.R, legendH float64) gridGeom {
	g := gridGeom{cells: map[strategy.Spot]draw.R{}}
	if len(secs) == 0 || area.W <= 0 || area.H <= legendH {
		return g
	}
	avail := draw.R{X: area.X, Y: area.Y, W: area.W, H: area.H - legendH}
	var cuts []int
	bestScore := -1.0
	var cw, ch float64
	for n := 1; n <= min(3, len(secs)); n++ {
		c := gridColumns(secs, n)
		units := float64(n)*(10+gridLabelCells) + float64(n-1)*gridColGap
		w, h := avail.W/units, avail.H/tallest(secs, c)
		w = min(w, h*gridMaxAspect)
		h = min(h, w/gridMinAspect)
		// The score is the text size a cell allows: its height, or its
		// width for the widest code ("11S").
		if score := min(h, w/1.6); score > bestScore+1e-9 {
			bestScore, cuts, cw, ch = score, c, w, h
		}
	}
	g.CellW, g.CellH = cw, ch
	n := len(cuts)
	gw := (float64(n)*(10+gridLabelCells) + float64(n-1)*gridColGap) * cw
	gh := tallest(secs, cuts) * ch
	g.Grid = draw.R{X: avail.X + (avail.W-gw)/2, Y: avail.Y + (avail.H-gh)/2, W: gw, H: gh}
	g.Legend = draw.R{X: area.X, Y: math.Min(g.Grid.Y+gh+ch*0.3, area.Y+area.H-legendH), W: area.W, H: legendH}
	for i := range cuts {
		end := len(secs)
		if i+1 < len(cuts) {
			end = cuts[i+1]
		}
		col := gridColumn{X: g.Grid.X + float64(i)*(10+gridLabelCells+gridColGap)*cw, Head: g.Grid.Y}
		y := g.Grid.Y + gridHeadLines*ch
		for j, s := range secs[cuts[i]:end] {
			if j > 0 {
				y += gridGapLines * ch
			}
			p := gridPlaced{gridSection: s, TitleY: y, RowsY: y + gridTitleLines*ch}
			for r, row := range s.rows {
				for u, spot := range row {
					g.cells[spot] = draw.R{X: col.X + (gridLabelCells+float64(u))*cw, Y: p.RowsY + float64(r)*ch, W: cw, H: ch}
				}
			}
			col.Sections = append(col.Sections, p)
			y += sectionLines(s) * ch
		}
		g.Columns = append(g.Columns, col)
	}
	return g
}

// Cell returns the rectangle of a spot's cell, and false for a spot the
// grid does not show.
func (g *gridGeom) Cell(s strategy.Spot) (draw.R, bool) {
	r, ok := g.cells[s]
	return r, ok
}

// spotAt returns the spot whose cell holds the design point (x, y).
func (g *gridGeom) spotAt(x, y float64) (strategy.Spot, bool) {
	for _, col := range g.Columns {
		x0 := col.X + gridLabelCells*g.CellW
		if x < x0 || x >= x0+10*g.CellW {
			continue
		}
		u := min(max(int((x-x0)/g.CellW), 0), 9)
		for _, p := range col.Sections {
			if y < p.RowsY || y >= p.RowsY+float64(len(p.rows))*g.CellH {
				continue
			}
			r := min(max(int((y-p.RowsY)/g.CellH), 0), len(p.rows)-1)
			return p.rows[r][u], true
		}
	}
	return strategy.Spot{}, false
}

// Move returns the spot dr rows down and du up-cards right of s, through
// the rows in reading order, staying on the chart at its edges.
func (g *gridGeom) Move(s strategy.Spot, dr, du int) strategy.Spot {
	var rows [][10]strategy.Spot
	for _, col := range g.Columns {
		for _, p := range col.Sections {
			rows = append(rows, p.rows...)
		}
	}
	for i, row := range rows {
		for u, spot := range row {
			if spot == s {
				return rows[min(max(i+dr, 0), len(rows)-1)][min(max(u+du, 0), 9)]
			}
		}
	}
	if len(rows) > 0 {
		return rows[0][0]
	}
	return s
}

// arrow returns the rows down and the columns right an arrow key moves.
func Arrow(a input.Action) (dr, dc int) {
	switch a {
	case input.Up:
		return -1, 0
	case input.Down:
		return 1, 0
	case input.Left:
		return 0, -1
	case input.Right:
		return 0, 1
	}
	return 0, 0
}
