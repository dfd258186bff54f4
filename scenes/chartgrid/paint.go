package chartgrid

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/tutor/strategy"
	"sabot/words"
)

// The chart grid's painting: everything goes into cached images when it
// changes (Grid.Update and Layout), never in Draw.

// The legend's proportions, in design units.
const (
	legendText   = 15.0
	legendLine   = 28.0
	legendSwatch = 22.0
	legendGap    = 26.0
)

// legendItem is one entry of the legend: a swatch and its words.
type legendItem struct {
	w     float64 // the swatch's width, in design units
	label string
	paint func(dst *ebiten.Image, r draw.R) // paints the swatch in r (pixels)
}

// legendItems returns the legend of what the grid shows now.
func (g *Grid) legendItems() []legendItem {
	a := g.app
	loc, fonts := a.Loc, a.Fonts
	var items []legendItem
	text := func(dst *ebiten.Image, r draw.R, s string, clr color.Color) {
		draw.Text(dst, draw.Fit(fonts.Bold, s, r.H*0.62, r.W*0.9), s, r.CX(), r.CY(), draw.Center, clr, true)
	}
	if g.heat != nil {
		items = append(items,
			legendItem{w: legendSwatch * 4, label: loc.T(locales.ChartLegendAccuracy), paint: func(dst *ebiten.Image, r draw.R) {
				const steps = 5
				for i := 0; i < steps; i++ {
					draw.FillRect(dst, draw.R{X: r.X + r.W*float64(i)/steps, Y: r.Y, W: r.W/steps + 0.5, H: r.H}, heatColor(float64(i)/(steps-1)))
				}
				text(dst, draw.R{X: r.X, Y: r.Y, W: r.W / 2.5, H: r.H}, "0", Ink)
				text(dst, draw.R{X: r.X + r.W*0.6, Y: r.Y, W: r.W * 0.4, H: r.H}, "100", Ink)
			}},
			legendItem{w: legendSwatch * 1.4, label: loc.T(locales.ChartLegendCount), paint: func(dst *ebiten.Image, r draw.R) {
				draw.FillRect(dst, r, heatColor(0.8))
				text(dst, r, "12", Ink)
			}},
			legendItem{w: legendSwatch * 1.4, label: loc.T(locales.ChartLegendNone), paint: func(dst *ebiten.Image, r draw.R) {
				draw.FillRect(dst, r, gridEmpty)
			}},
		)
		return items
	}
	for _, c := range []strategy.Code{strategy.CodeHit, strategy.CodeStand, strategy.CodeDoubleHit, strategy.CodeDoubleStand, strategy.CodeSplit} {
		code := c
		items = append(items, legendItem{w: legendSwatch * 1.4, label: loc.T(codeKey(code)), paint: func(dst *ebiten.Image, r draw.R) {
			draw.FillRect(dst, r, CodeColor(code))
			text(dst, r, code.Letter(words.ChartLetters(loc, g.chart)), Ink)
		}})
	}
	if g.rules.AceDeclaration {
		items = append(items, legendItem{w: legendSwatch * 1.8, label: loc.T(locales.ChartLegendAce), paint: func(dst *ebiten.Image, r draw.R) {
			draw.FillRect(dst, r, draw.Mix(gridStand, gridHit, 0.5))
			text(dst, r, "1·11", Ink)
		}})
	}
	if len(g.marks) > 0 {
		items = append(items, legendItem{w: legendSwatch * 1.4, label: loc.T(locales.ChartLegendDiffers), paint: func(dst *ebiten.Image, r draw.R) {
			draw.FillRect(dst, r, draw.Cream)
			paintMark(dst, r)
		}})
	}
	return items
}

// legendLines lays the legend's items out in lines no wider than the area,
// and returns, for each line, its items and its width (design units).
func (g *Grid) legendLines(items []legendItem) ([][]legendItem, []float64) {
	face := draw.Face(g.app.Fonts.Medium, legendText)
	var lines [][]legendItem
	var widths []float64
	cur, w := []legendItem(nil), 0.0
	for _, it := range items {
		iw := it.w + 8 + draw.Width(face, it.label)
		if len(cur) > 0 && w+legendGap+iw > g.area.W {
			lines, widths = append(lines, cur), append(widths, w)
			cur, w = nil, 0
		}
		if len(cur) > 0 {
			w += legendGap
		}
		cur, w = append(cur, it), w+iw
	}
	if len(cur) > 0 {
		lines, widths = append(lines, cur), append(widths, w)
	}
	return lines, widths
}

// legendHeight is the height of the legend strip in design units.
func (g *Grid) legendHeight() float64 {
	if g.app == nil || g.app.Fonts == nil {
		return legendLine
	}
	lines, _ := g.legendLines(g.legendItems())
	return float64(max(len(lines), 1)) * legendLine
}

// paintMark paints a marked cell's corner tab in r (pixels).
func paintMark(dst *ebiten.Image, r draw.R) {
	t := math.Min(r.W, r.H) * 0.42
	var p draw.Path
	p.MoveTo(r.X+r.W-t, r.Y)
	p.LineTo(r.X+r.W, r.Y)
	p.LineTo(r.X+r.W, r.Y+t)
	p.Close()
	draw.Fill(dst, &p, color.NRGBA{0x14, 0x14, 0x18, 0xe0})
}

// local maps a design rectangle to pixels of the grid's own image.
func (g *Grid) local(r draw.R) draw.R {
	f := g.app.Frame
	return draw.R{X: f.L(r.X - g.area.X), Y: f.L(r.Y - g.area.Y), W: f.L(r.W), H: f.L(r.H)}
}

// rowLabelFace is the face of the rows' labels: size, or smaller where
// the widest label ("10-10") would not fit width, one size for them all,
// so that no row's label is drawn smaller than the others.
func (g *Grid) rowLabelFace(size, width float64) *text.GoTextFace {
	for _, col := range g.geom.Columns {
		for _, sec := range col.Sections {
			for _, row := range sec.rows {
				size = min(size, draw.Fit(g.app.Fonts.Bold, words.Hand(row[0]), size, width).Size)
			}
		}
	}
	return draw.Face(g.app.Fonts.Bold, size)
}

// paintBase paints the headers, the cells and the legend.
func (g *Grid) paintBase() {
	g.dirty = false
	a := g.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	w, h := max(int(math.Ceil(f.L(g.area.W))), 1), max(int(math.Ceil(f.L(g.area.H))), 1)
	if g.base != nil {
		if b := g.base.Bounds(); b.Dx() != w || b.Dy() != h {
			g.base.Deallocate()
			g.base = nil
		}
	}
	if g.base == nil {
		g.base = ebiten.NewImage(w, h)
	} else {
		g.base.Clear()
	}
	dst := g.base
	geo := &g.geom
	if geo.CellW <= 0 {
		return
	}
	cw, ch := geo.CellW, geo.CellH
	gap := math.Max(1, math.Round(f.L(math.Min(2, ch*0.08))))
	headFace := draw.Face(fonts.Bold, f.L(ch*0.56))
	labelFace := g.rowLabelFace(f.L(ch*0.56), f.L(gridLabelCells*cw)*0.82)
	codeFace := draw.Face(fonts.Bold, f.L(ch*0.58))
	smallFace := draw.Face(fonts.Bold, f.L(ch*0.4))
	countFace := draw.Face(fonts.Bold, f.L(ch*0.5))
	for _, col := range geo.Columns {
		// The dealer's up-cards.
		lab := g.local(draw.R{X: col.X, Y: col.Head, W: gridLabelCells * cw, H: ch})
		dealer := loc.T(locales.ChartDealer)
		draw.Text(dst, draw.Fit(fonts.Medium, dealer, f.L(ch*0.46), lab.W*0.92), dealer, lab.X+lab.W*0.04, lab.CY(), draw.Start, draw.Dim, true)
		for u, up := range Ups {
			r := g.local(draw.R{X: col.X + (gridLabelCells+float64(u))*cw, Y: col.Head, W: cw, H: ch})
			draw.Text(dst, headFace, strategy.Spot{Up: up}.UpLabel(), r.CX(), r.CY(), draw.Center, draw.GoldLight, true)
		}
		for _, sec := range col.Sections {
			title := loc.T(sectionKey(g.rules, sec.section))
			tr := g.local(draw.R{X: col.X, Y: sec.TitleY, W: (10 + gridLabelCells) * cw, H: gridTitleLines * ch})
			draw.Text(dst, draw.Fit(fonts.SmallCaps, title, f.L(ch*0.68), tr.W), title, tr.X, tr.Y+tr.H*0.46, draw.Start, draw.Gold, true)
			// A dark bed under the rows, so that the gaps between cells
			// read as printed lines.
			bed := g.local(draw.R{X: col.X + gridLabelCells*cw, Y: sec.RowsY, W: 10 * cw, H: float64(len(sec.rows)) * ch})
			draw.FillRect(dst, draw.R{X: bed.X - gap, Y: bed.Y - gap, W: bed.W + gap, H: bed.H + gap}, gridLine)
			for ri, row := range sec.rows {
				lr := g.local(draw.R{X: col.X, Y: sec.RowsY + float64(ri)*ch, W: gridLabelCells * cw, H: ch})
				hand := words.Hand(row[0])
				draw.Text(dst, labelFace, hand, lr.X+lr.W*0.86, lr.CY(), draw.End, draw.Cream, true)
				for _, s := range row {
					cr, _ := geo.Cell(s)
					g.paintCell(dst, s, g.local(cr), gap, codeFace, smallFace, countFace)
				}
			}
		}
	}
	g.paintLegend(dst)
}

// paintCell paints one cell in r (pixels of the grid's image).
func (g *Grid) paintCell(dst *ebiten.Image, s strategy.Spot, r draw.R, gap float64, codeFace, smallFace, countFace *text.GoTextFace) {
	in := draw.R{X: r.X, Y: r.Y, W: r.W - gap, H: r.H - gap}
	loc := g.app.Loc
	if g.heat != nil {
		st := g.heat[s]
		if st.Decisions == 0 {
			draw.FillRect(dst, in, gridEmpty)
			return
		}
		draw.FillRect(dst, in, heatColor(st.Accuracy()))
		draw.Text(dst, countFace, loc.Int(int64(st.Decisions)), in.CX(), in.CY(), draw.Center, Ink, true)
		return
	}
	if g.chart == nil {
		draw.FillRect(dst, in, gridEmpty)
		return
	}
	c := g.chart.Cell(s)
	draw.FillRect(dst, in, CodeColor(c.Code))
	code := c.Code.Letter(words.ChartLetters(loc, g.chart))
	if c.Ace != rules.AceUndeclared {
		pre := c.Ace.String()
		pw, cwid := draw.Width(smallFace, pre), draw.Width(codeFace, code)
		x := in.CX() - (pw+cwid)/2
		draw.Text(dst, smallFace, pre, x, in.CY()+in.H*0.06, draw.Start, Ink, true)
		draw.Text(dst, codeFace, code, x+pw, in.CY(), draw.Start, Ink, true)
	} else {
		draw.Text(dst, codeFace, code, in.CX(), in.CY(), draw.Center, Ink, true)
	}
	if _, ok := g.marks[s]; ok {
		paintMark(dst, in)
	}
}

// paintLegend paints the legend strip, each line centred.
func (g *Grid) paintLegend(dst *ebiten.Image) {
	a := g.app
	f, fonts := a.Frame, a.Fonts
	lines, widths := g.legendLines(g.legendItems())
	face := draw.Face(fonts.Medium, f.L(legendText))
	for i, line := range lines {
		x := g.area.X + (g.area.W-widths[i])/2
		cy := g.geom.Legend.Y + (float64(i)+0.5)*legendLine
		for _, it := range line {
			sw := g.local(draw.R{X: x, Y: cy - legendSwatch*0.45, W: it.w, H: legendSwatch * 0.9})
			it.paint(dst, sw)
			lx := g.local(draw.R{X: x + it.w + 8, Y: cy})
			draw.Text(dst, face, it.label, lx.X, lx.Y, draw.Start, draw.Muted, true)
			x += it.w + 8 + draw.Width(draw.Face(fonts.Medium, legendText), it.label) + legendGap
		}
	}
}

// ringPad is how far the rings reach out of their cell, in pixels.
func (g *Grid) ringPad() float64 {
	return math.Max(3, g.app.Frame.L(g.geom.CellH*0.22))
}

// paintRings paints the frames of the highlighted and the selected cell.
func (g *Grid) paintRings() {
	for _, img := range []*ebiten.Image{g.ring, g.selRing} {
		if img != nil {
			img.Deallocate()
		}
	}
	g.ring, g.selRing = nil, nil
	f := g.app.Frame
	if g.geom.CellW <= 0 {
		return
	}
	pad := g.ringPad()
	cw, ch := f.L(g.geom.CellW), f.L(g.geom.CellH)
	w, h := int(math.Ceil(cw+2*pad)), int(math.Ceil(ch+2*pad))
	cell := draw.R{X: pad, Y: pad, W: cw - 1, H: ch - 1}
	g.ring = ebiten.NewImage(w, h)
	grow := func(r draw.R, d float64) draw.R { return draw.R{X: r.X - d, Y: r.Y - d, W: r.W + 2*d, H: r.H + 2*d} }
	draw.RoundRectLine(g.ring, grow(cell, pad*0.55), pad*0.6, pad*0.7, color.NRGBA{0xf3, 0xd9, 0x8b, 0x70})
	draw.RoundRectLine(g.ring, grow(cell, pad*0.2), pad*0.35, math.Max(2, pad*0.45), draw.Paper)
	g.selRing = ebiten.NewImage(w, h)
	draw.RoundRectLine(g.selRing, grow(cell, pad*0.25), pad*0.35, math.Max(1.5, pad*0.35), draw.Gold)
}

// tipSpot returns the cell whose details show: the hovered one, else the
// selected one.
func (g *Grid) tipSpot() (strategy.Spot, bool) {
	if g.hasHovered {
		return g.hovered, true
	}
	return g.selected, g.hasSelected
}

// tipLines returns the details of a cell: a title and lines of text.
func (g *Grid) tipLines(s strategy.Spot) (string, []string) {
	loc := g.app.Loc
	title := words.Spot(loc, g.rules, s)
	var lines []string
	pct := func(ev float64) string { return loc.T(locales.FmtPercent, loc.Signed(100*ev, 2)) }
	if g.heat != nil {
		st := g.heat[s]
		if st.Decisions == 0 {
			lines = append(lines, loc.T(locales.ChartTipNoDecisions))
		} else {
			lines = append(lines, loc.T(locales.ChartTipRight, st.Correct, st.Decisions, loc.Fixed(100*st.Accuracy(), 0)))
			if st.Misses() > 0 {
				lines = append(lines, loc.T(locales.ChartTipLost, loc.Fixed(100*st.Cost, 2)))
			}
			lines = append(lines, loc.T(locales.ChartTipStreak, st.Streak))
		}
	}
	if g.chart != nil {
		lines = append(lines, loc.T(locales.ChartTipPlay, cellWords(loc, g.chart.Cell(s))))
	}
	if d, ok := g.marks[s]; ok && g.heat == nil {
		lines = append(lines,
			loc.T(locales.ChartTipComputed, cellWords(loc, d.Computed), pct(d.ComputedEV)),
			loc.T(locales.ChartTipPublished, cellWords(loc, d.Other), pct(d.OtherEV)),
			loc.T(locales.ChartTipCost, loc.Fixed(d.Cost(), 2)))
		if d.FallbackOnly {
			lines = append(lines, loc.T(locales.ChartTipFallback))
		}
	}
	return title, lines
}

// cellWords says what a cell tells the player to do: "Double, else hit";
// at the argentine table "Ace = 11, then: Stand".
func cellWords(loc *locales.Locale, c strategy.Cell) string {
	w := loc.T(codeKey(c.Code))
	if c.Ace != rules.AceUndeclared {
		return loc.T(locales.ChartTipAce, c.Ace.String(), w)
	}
	return w
}

// paintTip paints the details of the hovered or selected cell next to it.
func (g *Grid) paintTip() {
	g.tipDirty = false
	if g.tip != nil {
		g.tip.Deallocate()
		g.tip = nil
	}
	s, ok := g.tipSpot()
	if !ok {
		return
	}
	cell, ok := g.geom.Cell(s)
	if !ok {
		return
	}
	a := g.app
	f, fonts := a.Frame, a.Fonts
	title, lines := g.tipLines(s)
	tf := draw.Face(fonts.Bold, f.L(17))
	lf := draw.Face(fonts.Medium, f.L(15))
	w := draw.Width(tf, title)
	for _, l := range lines {
		w = math.Max(w, draw.Width(lf, l))
	}
	pad, lh := f.L(12), f.L(22)
	iw, ih := w+2*pad, f.L(26)+float64(len(lines))*lh+pad*1.2
	margin := f.L(10)
	g.tip = ebiten.NewImage(int(math.Ceil(iw+2*margin)), int(math.Ceil(ih+2*margin)))
	box := draw.R{X: margin, Y: margin, W: iw, H: ih}
	draw.SoftShadow(g.tip, box, f.L(10), f.L(8))
	draw.RoundRect(g.tip, box, f.L(10), color.NRGBA{0x07, 0x1a, 0x12, 0xf4})
	draw.RoundRectLine(g.tip, box, f.L(10), math.Max(1, f.L(1.2)), draw.Gold)
	draw.Text(g.tip, tf, title, box.X+pad, box.Y+pad*0.8+f.L(11), draw.Start, draw.GoldLight, true)
	for i, l := range lines {
		draw.Text(g.tip, lf, l, box.X+pad, box.Y+pad*0.8+f.L(26)+float64(i)*lh+lh/2, draw.Start, draw.Cream, true)
	}
	// Above the cell when it fits in the screen, else below; kept on the
	// screen sideways.
	c := f.Screen(cell)
	x := c.CX() - iw/2 - margin
	y := c.Y - ih - margin - f.L(8)
	if y < 0 {
		y = c.Y + c.H + f.L(8) - margin
	}
	// Within the grid's area when it fits there, else within the screen.
	lo, hi := f.X(g.area.X)-margin, f.X(g.area.X+g.area.W)+margin
	if hi-lo < iw+2*margin {
		lo, hi = 0, float64(f.W)
	}
	x = math.Max(lo, math.Min(x, hi-iw-2*margin))
	g.tipAt = draw.R{X: x, Y: y, W: iw, H: ih}
}
