package bjtable

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/assets"
	"sabot/locales"
	"sabot/scenes/chartgrid"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/widget"
	"sabot/tutor/strategy"
	"sabot/words"
)

// The chart over the blackjack table (C): the table's strategy chart (a
// chartgrid.Grid) on the dimmed felt, the cell of the hand to decide framed in
// white and selected, so that its tip says what the cell holds. At the
// table whose casino publishes a chart (italian-online) the user picks the
// chart the trainer grades by, the exact one or the casino's, and the cells
// where the two differ are marked: hovering or selecting one gives both
// plays and the EV between them. The round waits while the chart is open;
// C or Esc closes it.

// The overlay's places, design units.
var (
	ovGridArea = draw.R{X: 40, Y: 96, W: 1200, H: 612}
	ovBack     = draw.R{X: 1040, Y: 724, W: 200, H: 50}
	ovDim      = color.NRGBA{0x03, 0x16, 0x0e, 0xec}
)

// chartOverlay is the chart open over the table.
type chartOverlay struct {
	t    *tableTrainer
	grid *chartgrid.Grid
	// spot is the cell framed: the hand to decide now (current), or the
	// last one decided.
	spot             strategy.Spot
	hasSpot, current bool

	layer   widget.Layer
	targets []input.Target
	hovered int
	dirty   bool
}

// openChart opens the chart over the table.
func (t *tableTrainer) openChart() {
	if t.analysis(true) == nil {
		return
	}
	o := &chartOverlay{t: t, hovered: -1}
	o.spot, o.hasSpot = t.currentSpot()
	o.current = o.hasSpot
	if !o.hasSpot && t.shown && t.fb.Q.HasSpot {
		o.spot, o.hasSpot = t.fb.Q.Spot, true
	}
	o.grid = chartgrid.New(t.s.app, t.chart())
	o.grid.SetArea(ovGridArea)
	if t.ta.Published != nil {
		o.grid.SetMarks(t.ta.Diffs)
	}
	if o.hasSpot {
		o.grid.Highlight(o.spot)
		o.grid.Select(o.spot)
	}
	t.overlay = o
	o.layout()
	t.s.app.Sound.Play(assets.CardSlide)
}

// ChartOpen reports whether the chart is open over the table, and returns
// its grid.
func (s *Table) ChartOpen() (*chartgrid.Grid, bool) {
	if s.tr.overlay == nil {
		return nil, false
	}
	return s.tr.overlay.grid, true
}

// close closes the chart.
func (o *chartOverlay) close() {
	o.t.overlay = nil
	o.t.s.dirty = true
}

// reference shows the chart the trainer now grades by.
func (o *chartOverlay) reference() {
	o.grid.SetChart(o.t.chart())
	o.dirty = true
}

// layout lays the overlay out for the App's frame and language.
func (o *chartOverlay) layout() {
	o.grid.Layout()
	o.paint()
}

// handle takes one of the user's actions while the chart is open.
func (o *chartOverlay) handle(e input.Event) {
	t := o.t
	switch e.Action {
	case input.Back, input.Chart:
		o.close()
	case input.Up, input.Down, input.Left, input.Right:
		o.grid.Move(chartgrid.Arrow(e.Action))
	case input.Reference:
		t.setPublished(!t.published())
	case input.Why:
		o.why()
	case input.Select:
		switch e.Index {
		case chartgrid.TargetGrid:
			// A click on a cell opens its why.
			if o.grid.Click(t.s.app.Cursor) {
				o.why()
			}
		case chartgrid.TargetComputed:
			t.setPublished(false)
		case chartgrid.TargetPublished:
			t.setPublished(true)
		}
	}
}

// update follows the mouse and repaints what changed.
func (o *chartOverlay) update() {
	a := o.t.s.app
	if h := widget.Hover(o.targets, a.Cursor); h != o.hovered {
		o.hovered, o.dirty = h, true
	}
	o.grid.Update(a.Cursor)
	if o.dirty {
		o.paint()
	}
}

// paint paints the dimmed felt, the title, the reference's choice, the
// hand's line, the help and the button back.
func (o *chartOverlay) paint() {
	o.dirty = false
	t := o.t
	a := t.s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	dst := o.layer.Begin(f)
	dst.Fill(ovDim)
	o.targets = o.targets[:0]
	o.targets = append(o.targets, o.grid.Target(input.Event{Action: input.Select, Index: chartgrid.TargetGrid}))
	rs := t.s.d.Rules()

	draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(36)), loc.T(locales.ChartTitle), f.X(40), f.Y(16), draw.Start, draw.GoldLight, false)
	by := locales.TrainerChartByExact
	if t.published() {
		by = locales.TrainerChartByPublished
	}
	sub := loc.T(locales.TableName(rs.ID)) + " · " + loc.T(by)
	draw.Text(dst, draw.Fit(fonts.Medium, sub, f.L(17), f.L(800)), sub, f.X(42), f.Y(62), draw.Start, draw.Cream, false)

	if t.ta.Published != nil {
		draw.Text(dst, draw.Face(fonts.Medium, f.L(14)), loc.T(locales.TrainerChartGradedBy), f.X(1240), f.Y(12), draw.End, draw.Muted, false)
		for i, k := range []locales.Key{locales.TrainerRefExact, locales.TrainerRefPublished} {
			r := draw.R{X: 900 + float64(i)*174, Y: 36, W: 166, H: 42}
			b := widget.Button{R: r, Label: loc.T(k), Event: input.Event{Action: input.Select, Index: chartgrid.TargetComputed + i}}
			if (i == 1) == t.published() {
				b.Look = draw.ButtonPrimary
			} else {
				b.Key = input.Label(loc, input.Reference)
			}
			o.targets = widget.AddButton(dst, fonts, f, o.targets, o.hovered, b)
		}
	}

	// The hand framed in white, or why none is.
	var hand string
	switch {
	case o.current:
		hand = loc.T(locales.TrainerChartYourHand, words.Spot(loc, rs, o.spot))
	case o.hasSpot:
		hand = loc.T(locales.TrainerChartLastHand, words.Spot(loc, rs, o.spot))
	default:
		hand = loc.T(locales.TrainerChartNoHand)
	}
	draw.Text(dst, draw.Fit(fonts.Bold, hand, f.L(18), f.L(960)), hand, f.X(40), f.Y(734), draw.Start, draw.GoldLight, true)
	help := loc.T(locales.TrainerChartHelp, input.Label(loc, input.Chart), input.Label(loc, input.Back))
	if t.ta.Published != nil {
		help = loc.T(locales.TrainerChartHelpRef, len(t.ta.Diffs), input.Label(loc, input.Chart), input.Label(loc, input.Back), input.Label(loc, input.Reference))
	}
	draw.Text(dst, draw.Fit(fonts.Regular, help, f.L(15), f.L(960)), help, f.X(40), f.Y(764), draw.Start, draw.Muted, true)

	o.targets = widget.AddButton(dst, fonts, f, o.targets, o.hovered, widget.Button{R: ovBack,
		Label: loc.T(locales.TrainerChartBack), Key: input.Label(loc, input.Chart), Event: input.Event{Action: input.Chart}})
}

// draw draws the overlay over the table.
func (o *chartOverlay) draw(screen *ebiten.Image) {
	o.layer.Draw(screen)
	o.grid.Draw(screen)
}
