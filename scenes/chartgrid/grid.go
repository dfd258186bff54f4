package chartgrid

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/session"
	"sabot/tutor"
	"sabot/tutor/learner"
	"sabot/tutor/strategy"
)

// Grid draws a table's strategy chart the way the casinos print it:
// the hard totals, the soft hands (at the argentine table the ace
// declarations, then the soft totals an ace drawn later makes) and the
// pairs, in rows, against the dealer's up-cards 2 to A, each cell coloured
// by its code (H, S, D, Ds, P, with the argentine 1 or 11 before it), with a
// legend. It is a component that scenes embed, not a scene.
//
// Use it like this (every call from the scene's Layout or Update, never
// from Draw):
//
//	g := New(a, chart)                     // the codes of a chart
//	g.SetArea(draw.R{X: 40, Y: 120, W: 1200, H: 580})
//	g.Highlight(spot)                      // the hand being played (strategy.SpotOf)
//	g.SetMarks(an.Differences(published))  // the cells two charts disagree on
//	g.SetHeat(progress.HeatMap(rs))        // or: the player's accuracy per cell
//	g.Layout()                             // in the scene's Layout
//	g.Update(a.Cursor)                     // in the scene's Update: hover, repaint
//	g.Draw(screen)                         // in the scene's Draw
//
// Hovering a cell, or selecting it (Select, Move, a click on the grid's
// Target), shows what it holds: the code in words; for a marked cell both
// charts' codes and the EV between them; in heat mode the decisions there.
// Everything is painted into cached images when something changes; Draw
// only draws them and allocates nothing.
type Grid struct {
	app   *session.Context
	rules rules.RuleSet
	chart *strategy.Chart
	secs  []gridSection
	area  draw.R
	geom  gridGeom

	heat  map[strategy.Spot]learner.SpotStats // heat-map mode when not nil
	marks map[strategy.Spot]tutor.ChartDifference

	highlight, selected, hovered          strategy.Spot
	hasHighlight, hasSelected, hasHovered bool

	base, ring, selRing, tip *ebiten.Image
	tipAt                    draw.R // the tip's place, in pixels
	dirty, tipDirty          bool
	laidOut                  bool
	op                       ebiten.DrawImageOptions
}

// New returns the grid of a chart (of ch.Rules's table), showing
// its codes. Give it an area and lay it out before drawing it.
func New(a *session.Context, ch *strategy.Chart) *Grid {
	g := &Grid{app: a}
	g.SetChart(ch)
	return g
}

// SetChart shows another chart (the published one instead of the computed
// one, say). The marks, the highlight and the selection stay when the
// table is the same.
func (g *Grid) SetChart(ch *strategy.Chart) {
	if ch == nil {
		return
	}
	g.SetRules(ch.Rules)
	g.chart = ch
	g.dirty, g.tipDirty = true, true
}

// setRules lays the grid out for a table's chart before the chart itself
// is there (a heat map needs none): another table drops the chart, the
// marks, the heat map, the highlight and the selection.
func (g *Grid) SetRules(rs rules.RuleSet) {
	if rs.ID == g.rules.ID && g.secs != nil {
		return
	}
	g.rules = rs
	g.secs = chartSections(rs)
	g.chart, g.marks, g.heat = nil, nil, nil
	g.hasHighlight, g.hasSelected, g.hasHovered = false, false, false
	g.relayout()
}

// Chart returns the chart shown.
func (g *Grid) Chart() *strategy.Chart { return g.chart }

// SetArea places the grid, with its legend, in an area of the design
// canvas.
func (g *Grid) SetArea(r draw.R) {
	if r != g.area {
		g.area = r
		g.relayout()
	}
}

// Area returns the grid's area in design units.
func (g *Grid) Area() draw.R { return g.area }

// Cell returns where a cell is, in design units, and false for a spot the
// grid does not show.
func (g *Grid) Cell(s strategy.Spot) (draw.R, bool) { return g.geom.Cell(s) }

// Highlight frames the cell of the hand in play in bright white (the
// in-play overlay's current cell).
func (g *Grid) Highlight(s strategy.Spot) { g.highlight, g.hasHighlight = s, true }

// Highlighted returns the highlighted cell, and false when there is none.
func (g *Grid) Highlighted() (strategy.Spot, bool) { return g.highlight, g.hasHighlight }

// SetMarks marks the cells where another chart differs from the computed
// one (tutor.Analysis.Differences with the published chart): a dark corner
// tab on the cell, and, when the cell is hovered or selected, both codes
// and the EV between them. nil removes the marks.
func (g *Grid) SetMarks(diffs []tutor.ChartDifference) {
	g.marks = nil
	for _, d := range diffs {
		s, err := strategy.ParseSpotKey(d.Section + "/" + d.Hand + "/" + strategy.Spot{Up: d.Up}.UpLabel())
		if err != nil {
			continue
		}
		if g.marks == nil {
			g.marks = map[strategy.Spot]tutor.ChartDifference{}
		}
		g.marks[s] = d
	}
	g.relayout() // the legend gains or loses its line
}

// Marked returns the difference behind a marked cell.
func (g *Grid) Marked(s strategy.Spot) (tutor.ChartDifference, bool) {
	d, ok := g.marks[s]
	return d, ok
}

// SetHeat switches to the heat map: each cell coloured by the player's
// accuracy there (red for wrong, amber, green for right), with the number
// of his decisions in it; cells never played stay dark. nil goes back to
// the chart's codes.
func (g *Grid) SetHeat(cells []learner.HeatCell) {
	if cells == nil {
		g.heat = nil
	} else {
		g.heat = make(map[strategy.Spot]learner.SpotStats, len(cells))
		for _, c := range cells {
			g.heat[c.Spot] = c.Stats
		}
	}
	g.relayout()
}

// Heat reports whether the grid shows the heat map.
func (g *Grid) Heat() bool { return g.heat != nil }

// Select selects a cell: its details show until another is selected or the
// selection is cleared (hovering another cell shows that one meanwhile).
func (g *Grid) Select(s strategy.Spot) {
	if !s.Valid() {
		return
	}
	if !g.hasSelected || g.selected != s {
		g.selected, g.hasSelected, g.tipDirty = s, true, true
	}
}

// Selected returns the selected cell, and false when there is none.
func (g *Grid) Selected() (strategy.Spot, bool) { return g.selected, g.hasSelected }

// Move moves the selection dr rows down and du up-cards right (the arrow
// keys); with nothing selected it selects the highlighted cell, or the
// first.
func (g *Grid) Move(dr, du int) {
	switch {
	case g.hasSelected:
		g.Select(g.geom.Move(g.selected, dr, du))
	case g.hasHighlight:
		g.Select(g.highlight)
	case len(g.secs) > 0:
		g.Select(g.secs[0].rows[0][0])
	}
}

// spotAt returns the cell under a point of the screen, in pixels.
func (g *Grid) spotAt(p image.Point) (strategy.Spot, bool) {
	f := g.app.Frame
	if f.S <= 0 {
		return strategy.Spot{}, false
	}
	return g.geom.spotAt((float64(p.X)-f.OX)/f.S, (float64(p.Y)-f.OY)/f.S)
}

// Target is the grid as one clickable area making ev; on that event the
// scene calls Click with the cursor.
func (g *Grid) Target(ev input.Event) input.Target {
	return input.Target{Rect: g.app.Frame.Rect(g.geom.Grid), Event: ev}
}

// Click selects the cell under the cursor and reports whether there is one.
func (g *Grid) Click(p image.Point) bool {
	s, ok := g.spotAt(p)
	if ok {
		g.Select(s)
	}
	return ok
}

// Update follows the mouse (the hovered cell's details) and repaints what
// changed. Call it in the scene's Update.
func (g *Grid) Update(cursor image.Point) {
	s, ok := g.spotAt(cursor)
	if ok != g.hasHovered || s != g.hovered {
		g.hovered, g.hasHovered, g.tipDirty = s, ok, true
	}
	if !g.laidOut {
		return
	}
	if g.dirty {
		g.paintBase()
		g.paintRings()
	}
	if g.tipDirty {
		g.paintTip()
	}
}

// Layout paints the grid for the App's frame and language. Call it in the
// scene's Layout.
func (g *Grid) Layout() {
	g.laidOut = true
	g.relayout()
	g.paintBase()
	g.paintRings()
	g.paintTip()
}

// relayout recomputes the geometry for the area and the legend.
func (g *Grid) relayout() {
	g.dirty, g.tipDirty = true, true
	if g.secs == nil || g.area.W <= 0 {
		return
	}
	g.geom = layoutGrid(g.secs, g.area, g.legendHeight())
}

// Draw draws the grid: the cells, the selection, the highlight and the
// details of the cell hovered or selected.
func (g *Grid) Draw(screen *ebiten.Image) {
	if g.base == nil {
		return
	}
	f := g.app.Frame
	g.draw(screen, g.base, f.X(g.area.X), f.Y(g.area.Y))
	pad := g.ringPad()
	if g.hasSelected && g.selRing != nil && (!g.hasHighlight || g.selected != g.highlight) {
		if r, ok := g.geom.Cell(g.selected); ok {
			g.draw(screen, g.selRing, f.X(r.X)-pad, f.Y(r.Y)-pad)
		}
	}
	if g.hasHighlight && g.ring != nil {
		if r, ok := g.geom.Cell(g.highlight); ok {
			g.draw(screen, g.ring, f.X(r.X)-pad, f.Y(r.Y)-pad)
		}
	}
	if g.tip != nil {
		g.draw(screen, g.tip, g.tipAt.X, g.tipAt.Y)
	}
}

func (g *Grid) draw(screen, img *ebiten.Image, x, y float64) {
	g.op.GeoM.Reset()
	g.op.GeoM.Translate(math.Round(x), math.Round(y))
	screen.DrawImage(img, &g.op)
}

// The colours of the codes, as printed cards have them: red to hit,
// yellow to stand, blue to double (lighter where it falls back to
// standing), green to split.
var (
	gridHit         = color.NRGBA{0xe2, 0x6d, 0x5c, 0xff}
	gridStand       = color.NRGBA{0xf0, 0xcd, 0x68, 0xff}
	gridDouble      = color.NRGBA{0x5a, 0x98, 0xdf, 0xff}
	gridDoubleStand = color.NRGBA{0xa2, 0xca, 0xf0, 0xff}
	gridSplit       = color.NRGBA{0x72, 0xc2, 0x7f, 0xff}
	gridEmpty       = color.NRGBA{0x1f, 0x3a, 0x2c, 0xff}
	Ink             = color.NRGBA{0x1a, 0x1a, 0x1a, 0xff}
	gridLine        = color.NRGBA{0x0a, 0x1c, 0x14, 0xff}
)

// codeColor returns the colour of a code.
func CodeColor(c strategy.Code) color.NRGBA {
	switch c {
	case strategy.CodeHit:
		return gridHit
	case strategy.CodeStand:
		return gridStand
	case strategy.CodeDoubleHit:
		return gridDouble
	case strategy.CodeDoubleStand:
		return gridDoubleStand
	case strategy.CodeSplit:
		return gridSplit
	}
	return gridEmpty
}

// The heat map's scale: wrong, half right, right.
var (
	heatLow  = color.NRGBA{0xcf, 0x4b, 0x3e, 0xff}
	heatMid  = color.NRGBA{0xe6, 0xb0, 0x45, 0xff}
	HeatHigh = color.NRGBA{0x4f, 0xb2, 0x68, 0xff}
)

// heatColor returns the colour of an accuracy, 0 to 1.
func heatColor(acc float64) color.NRGBA {
	acc = math.Min(1, math.Max(0, acc))
	if acc < 0.5 {
		return draw.Mix(heatLow, heatMid, acc*2)
	}
	return draw.Mix(heatMid, HeatHigh, (acc-0.5)*2)
}

// codeKey returns the locale key of what a code says to do.
func codeKey(c strategy.Code) locales.Key {
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

// sectionKey returns the locale key of a section's title at a table.
func sectionKey(rs rules.RuleSet, s strategy.Section) locales.Key {
	switch s {
	case strategy.SectionSoft:
		if rs.AceDeclaration {
			return locales.ChartSectionAce
		}
		return locales.ChartSectionSoft
	case strategy.SectionSoftDrawn:
		return locales.ChartSectionSoftDrawn
	case strategy.SectionPair:
		return locales.ChartSectionPair
	}
	return locales.ChartSectionHard
}

// Indexes of the clickable items of the chart scene and of the chart over
// the table, as input.Event.Index of Select.
const (
	TargetGrid      = 0 // a cell of the grid
	TargetComputed  = 1 // the computed chart as the reference
	TargetPublished = 2 // the published chart as the reference
	TargetIdle      = 3 // the online table's chart without doubles or splits
)

// heatAt returns the decisions recorded at a cell in heat-map mode.
func (g *Grid) HeatAt(s strategy.Spot) learner.SpotStats { return g.heat[s] }

// gridArea returns the part of the screen the grid's columns take, in design
// units.
func (g *Grid) GridArea() draw.R { return g.geom.Grid }

// Marks returns how many cells are marked.
func (g *Grid) Marks() int { return len(g.marks) }
