package study

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/chartgrid"
	"sabot/scenes/draw"
	"sabot/scenes/session"
	"sabot/tutor/croupier"
	"sabot/tutor/learner"
	"sabot/tutor/strategy"
	"sabot/words"
)

// regionGrid is the part of a chart a lesson teaches, as the chart prints
// it: the rows of the lesson's cells against the up-cards the cells have,
// each cell's code from the table's chart. The cells of the screen (lit)
// are bright, the rest of their rows dimmed; the cell of the question on
// screen is framed. At Super Punto Banco it is the Tabella della Regola:
// Punto's row, or Banco's points against Punto's third card.
type regionGrid struct {
	rs      rules.RuleSet
	chart   *strategy.Chart // nil at Punto Banco
	spots   []strategy.Spot
	tabella []learner.TabellaCell
	lit     map[string]bool
	current string // the key of the framed cell ("" for none)
}

// newRegion returns the grid of a lesson's region with the screen's cells
// lit (every cell of the region when lit is nil).
func newRegion(rs rules.RuleSet, ch *strategy.Chart, l *learner.Lesson, sc *learner.Screen) regionGrid {
	g := regionGrid{rs: rs, chart: ch, lit: map[string]bool{}}
	spots, tab := l.Spots, l.Tabella
	if sc != nil && (len(sc.Spots) > 0 || len(sc.Tabella) > 0) {
		spots, tab = sc.Spots, sc.Tabella
	}
	for _, s := range spots {
		g.lit[s.Key()] = true
	}
	for _, c := range tab {
		g.lit[c.Key()] = true
	}
	// The rows of the lit cells, whole: their other cells are dimmed.
	type row struct {
		sec strategy.Section
		r   int
	}
	seen := map[row]bool{}
	ups := map[int]bool{}
	for _, s := range spots {
		ups[s.Up] = true
	}
	for _, s := range spots {
		k := row{s.Section, s.Row}
		if seen[k] {
			continue
		}
		seen[k] = true
		for _, u := range chartgrid.Ups {
			if ups[u] {
				g.spots = append(g.spots, strategy.Spot{Section: s.Section, Row: s.Row, Up: u})
			}
		}
	}
	g.tabella = tab
	return g
}

// empty reports whether the grid has nothing to show (a lesson screen of
// side bets only).
func (g *regionGrid) empty() bool { return len(g.spots) == 0 && len(g.tabella) == 0 }

// paint paints the grid centred in area (design units), its legend under
// it, and returns the rectangle of the framed cell (zero when none).
func (g *regionGrid) paint(a *session.Context, dst *ebiten.Image, area draw.R) {
	if len(g.tabella) > 0 {
		g.paintTabella(a, dst, area)
		return
	}
	if len(g.spots) == 0 || g.chart == nil {
		return
	}
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	// Rows and columns, in the chart's order.
	var rows []strategy.Spot
	var cols []int
	seenRow := map[[2]int]bool{}
	seenCol := map[int]bool{}
	for _, s := range g.spots {
		if k := [2]int{int(s.Section), s.Row}; !seenRow[k] {
			seenRow[k] = true
			rows = append(rows, s)
		}
		if !seenCol[s.Up] {
			seenCol[s.Up] = true
			cols = append(cols, s.Up)
		}
	}
	const labelW, legendH = 64.0, 44.0
	cw := math.Min(50, (area.W-labelW)/float64(len(cols)))
	ch := math.Min(42, (area.H-legendH)/float64(len(rows)+1))
	w := labelW + cw*float64(len(cols))
	h := ch * float64(len(rows)+1)
	x0 := area.X + (area.W-w)/2
	y0 := area.Y + (area.H-legendH-h)/2
	headFace := draw.Face(fonts.Bold, f.L(math.Min(16, ch*0.5)))
	for j, u := range cols {
		draw.Text(dst, headFace, strategy.Spot{Up: u}.UpLabel(), f.X(x0+labelW+cw*(float64(j)+0.5)), f.Y(y0+ch/2), draw.Center, draw.GoldLight, true)
	}
	cellFace := draw.Face(fonts.Bold, f.L(math.Min(15, ch*0.45)))
	codes := map[strategy.Code]bool{}
	var frame draw.R
	for i, r := range rows {
		y := y0 + ch*float64(i+1)
		draw.Text(dst, headFace, words.Hand(strategy.Spot{Section: r.Section, Row: r.Row}), f.X(x0+labelW-12), f.Y(y+ch/2), draw.End, draw.Cream, true)
		for j, u := range cols {
			s := strategy.Spot{Section: r.Section, Row: r.Row, Up: u}
			cell := g.chart.Cell(s)
			cr := draw.R{X: x0 + labelW + cw*float64(j) + 1, Y: y + 1, W: cw - 2, H: ch - 2}
			clr := chartgrid.CodeColor(cell.Code)
			ink := color.Color(chartgrid.Ink)
			if !g.lit[s.Key()] {
				clr = draw.Mix(draw.PanelFill, clr, 0.3)
				ink = draw.Mix(draw.PanelFill, chartgrid.Ink, 0.6)
			} else {
				codes[cell.Code] = true
			}
			draw.FillRect(dst, f.Screen(cr), clr)
			draw.Text(dst, cellFace, words.Cell(loc, g.chart, cell), f.X(cr.CX()), f.Y(cr.CY()), draw.Center, ink, true)
			if s.Key() == g.current {
				frame = cr
			}
		}
	}
	if frame.W > 0 {
		fr := draw.R{X: frame.X - 3, Y: frame.Y - 3, W: frame.W + 6, H: frame.H + 6}
		draw.RoundRectLine(dst, f.Screen(fr), f.L(3), math.Max(2, f.L(3)), draw.Paper)
	}
	// The legend: the codes of the lit cells.
	var items []legendItem
	for _, c := range []strategy.Code{strategy.CodeHit, strategy.CodeStand, strategy.CodeDoubleHit, strategy.CodeDoubleStand, strategy.CodeSplit} {
		if codes[c] {
			items = append(items, legendItem{chartgrid.CodeColor(c), words.Cell(loc, g.chart, strategy.Cell{Code: c}), loc.T(codeWords(c))})
		}
	}
	if g.rs.AceDeclaration && hasSection(rows, strategy.SectionSoft) {
		items = append(items, legendItem{draw.Dim, "1/11", loc.T(locales.ChartLegendAce)})
	}
	paintLegend(a, dst, items, area.CX(), y0+h+legendH/2+4, area.W)
}

// hasSection reports whether a row of the section is among rows.
func hasSection(rows []strategy.Spot, sec strategy.Section) bool {
	for _, r := range rows {
		if r.Section == sec {
			return true
		}
	}
	return false
}

// codeWords is the locale key of what a code says to do.
func codeWords(c strategy.Code) locales.Key {
	switch c {
	case strategy.CodeStand:
		return locales.ChartCodeStand
	case strategy.CodeDoubleHit:
		return locales.ChartCodeDouble
	case strategy.CodeDoubleStand:
		return locales.ChartCodeDoubleStand
	case strategy.CodeSplit:
		return locales.ChartCodeSplit
	}
	return locales.ChartCodeHit
}

// legendItem is one entry of a grid's legend: a swatch (with the code's
// letters) and its meaning.
type legendItem struct {
	clr   color.NRGBA
	code  string
	words string
}

// paintLegend paints a legend's entries in a centred line at cy.
func paintLegend(a *session.Context, dst *ebiten.Image, items []legendItem, cx, cy, maxW float64) {
	f, fonts := a.Frame, a.Fonts
	face := draw.Face(fonts.Medium, f.L(14))
	codeFace := draw.Face(fonts.Bold, f.L(12))
	const gap = 22.0
	swatch := func(it legendItem) float64 { return math.Max(26, draw.Width(codeFace, it.code)/f.S+10) }
	total := 0.0
	for i, it := range items {
		total += swatch(it) + 8 + draw.Width(face, it.words)/f.S
		if i > 0 {
			total += gap
		}
	}
	scale := 1.0
	if total > maxW-20 {
		scale = (maxW - 20) / total
		face = draw.Face(fonts.Medium, f.L(14*scale))
	}
	x := cx - total*scale/2
	for _, it := range items {
		sw := swatch(it)
		r := draw.R{X: x, Y: cy - 9, W: sw * scale, H: 18}
		draw.RoundRect(dst, f.Screen(r), f.L(3), it.clr)
		if it.code != "" {
			draw.Text(dst, codeFace, it.code, f.X(r.CX()), f.Y(r.CY()), draw.Center, chartgrid.Ink, true)
		}
		x += (sw + 8) * scale
		draw.Text(dst, face, it.words, f.X(x), f.Y(cy), draw.Start, draw.Muted, true)
		x += draw.Width(face, it.words)/f.S + gap*scale
	}
}

// tabellaColor is the colour of a Tabella cell: drawing like a hit,
// standing like a stand, a battuta like a split's green.
func tabellaColor(c learner.TabellaCell) color.NRGBA {
	switch {
	case c.Turn == croupier.PuntoSide && rules.IsBattuta(c.Points):
		return chartgrid.CodeColor(strategy.CodeSplit)
	case c.Draws():
		return chartgrid.CodeColor(strategy.CodeHit)
	}
	return chartgrid.CodeColor(strategy.CodeStand)
}

// paintTabella paints Punto's row (his points 0-9) or Banco's table
// (Banco's points down, Punto's third card across, "—" when he stood).
func (g *regionGrid) paintTabella(a *session.Context, dst *ebiten.Image, area draw.R) {
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	punto := g.tabella[0].Turn == croupier.PuntoSide
	const labelW, legendH = 70.0, 44.0
	var rows []int
	var cols []int // Punto's third card, -1 for none; or Punto's points
	seenR, seenC := map[int]bool{}, map[int]bool{}
	for _, c := range g.tabella {
		r, col := c.Points, c.Third
		if punto {
			r, col = 0, c.Points
		}
		if !seenR[r] {
			seenR[r] = true
			rows = append(rows, r)
		}
		if !seenC[col] {
			seenC[col] = true
			cols = append(cols, col)
		}
	}
	cellOf := func(r, col int) learner.TabellaCell {
		if punto {
			return learner.TabellaCell{Turn: croupier.PuntoSide, Points: col, Third: -1}
		}
		return learner.TabellaCell{Turn: croupier.BancoSide, Points: r, Third: col}
	}
	cw := math.Min(48, (area.W-labelW)/float64(len(cols)))
	ch := math.Min(40, (area.H-legendH-30)/float64(len(rows)+1))
	w := labelW + cw*float64(len(cols))
	h := ch * float64(len(rows)+1)
	x0 := area.X + (area.W-w)/2
	y0 := area.Y + 30 + (area.H-30-legendH-h)/2
	headFace := draw.Face(fonts.Bold, f.L(math.Min(16, ch*0.5)))
	// The axis titles.
	across := loc.T(locales.LessonTabellaThird)
	down := loc.T(locales.FeltBanco)
	if punto {
		across, down = loc.T(locales.LessonTabellaPunto), ""
	}
	draw.Text(dst, draw.Fit(fonts.SmallCaps, across, f.L(17), f.L(w-labelW)), across, f.X(x0+labelW+(w-labelW)/2), f.Y(y0-14), draw.Center, draw.Gold, true)
	if down != "" {
		draw.Text(dst, draw.Fit(fonts.SmallCaps, down, f.L(17), f.L(labelW)), down, f.X(x0+labelW-12), f.Y(y0+ch/2), draw.End, draw.Gold, true)
	}
	for j, col := range cols {
		label := loc.Int(int64(col))
		if col < 0 {
			label = "—"
		}
		draw.Text(dst, headFace, label, f.X(x0+labelW+cw*(float64(j)+0.5)), f.Y(y0+ch/2), draw.Center, draw.GoldLight, true)
	}
	var frame draw.R
	for i, r := range rows {
		y := y0 + ch*float64(i+1)
		if !punto {
			draw.Text(dst, headFace, loc.Int(int64(r)), f.X(x0+labelW-12), f.Y(y+ch/2), draw.End, draw.Cream, true)
		}
		for j, col := range cols {
			c := cellOf(r, col)
			cr := draw.R{X: x0 + labelW + cw*float64(j) + 1, Y: y + 1, W: cw - 2, H: ch - 2}
			clr := tabellaColor(c)
			if !g.lit[c.Key()] {
				clr = draw.Mix(draw.PanelFill, clr, 0.3)
			}
			draw.FillRect(dst, f.Screen(cr), clr)
			if c.Key() == g.current {
				frame = cr
			}
		}
	}
	if frame.W > 0 {
		fr := draw.R{X: frame.X - 3, Y: frame.Y - 3, W: frame.W + 6, H: frame.H + 6}
		draw.RoundRectLine(dst, f.Screen(fr), f.L(3), math.Max(2, f.L(3)), draw.Paper)
	}
	items := []legendItem{
		{chartgrid.CodeColor(strategy.CodeHit), "", loc.T(locales.LessonDraws)},
		{chartgrid.CodeColor(strategy.CodeStand), "", loc.T(locales.LessonStands)},
	}
	if punto {
		items = append(items, legendItem{chartgrid.CodeColor(strategy.CodeSplit), "", loc.T(locales.LessonBattuta)})
	} else if seenC[-1] {
		items = append(items, legendItem{draw.Dim, "—", loc.T(locales.LessonTabellaStood)})
	}
	paintLegend(a, dst, items, area.CX(), y0+h+legendH/2+4, area.W)
}
