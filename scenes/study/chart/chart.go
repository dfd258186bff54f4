package chart

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/assets"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/chartgrid"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/session"
	"sabot/scenes/study/page"
	"sabot/scenes/widget"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

// Scene shows a table's strategy chart full screen, from the drills:
// the exact chart computed from the shoe, with, at the table whose casino
// publishes one (italian-online), the published chart a click away and the
// cells where the two differ marked, with the EV between them. The arrows
// move a selection over the cells, Tab switches between the two charts;
// hovering or selecting a cell tells what it says.
type Scene struct {
	app       *session.Context
	rules     rules.RuleSet
	an        *tutor.Analysis
	analyses  *page.Analyses
	back      session.Scene
	grid      *chartgrid.Grid
	published *strategy.Chart // the casino's own chart, or nil
	showPub   bool            // the published chart is the one shown
	// idle is the casino's second chart, without doubles or splits (003
	// Disconnessioni e inattività), or nil; showIdle: it is the one shown.
	// idleRTP and bestRTP are its return and the best play's, percent.
	idle             *strategy.Chart
	showIdle         bool
	idleRTP, bestRTP float64
	diffs            []tutor.ChartDifference
	highlight        strategy.Spot
	hasHigh          bool

	layer   widget.Layer
	targets []input.Target
	hovered int
	dirty   bool
}

// New returns the chart of table r; an is its analysis when the
// caller has it (else it is computed in the background), back the scene
// Esc returns to.
func New(a *session.Context, r rules.RuleSet, an *tutor.Analysis, back session.Scene) *Scene {
	s := &Scene{app: a, rules: r, an: an, back: back, hovered: -1}
	if r.ID == rules.ItalianOnline.ID {
		s.published = strategy.PublishedChart()
		s.idle = strategy.IdleChart()
	}
	if an == nil {
		s.analyses = page.NewAnalyses()
		s.analyses.Want(r)
	} else {
		s.ready()
	}
	return s
}

// Highlighting frames a cell (the drill's question) and selects it.
func (s *Scene) Highlighting(sp strategy.Spot) *Scene {
	s.highlight, s.hasHigh = sp, true
	if s.grid != nil {
		s.grid.Highlight(sp)
		s.grid.Select(sp)
	}
	return s
}

// Highlighted is the cell framed (Highlighting), if one is.
func (s *Scene) Highlighted() (strategy.Spot, bool) { return s.highlight, s.hasHigh }

// Grid returns the chart's grid (nil while the analysis runs).
func (s *Scene) Grid() *chartgrid.Grid { return s.grid }

// ready makes the grid once the analysis is there.
func (s *Scene) ready() {
	s.grid = chartgrid.New(s.app, s.an.Chart())
	s.grid.SetArea(draw.R{X: 40, Y: 118, W: 1200, H: 590})
	if s.published != nil {
		s.diffs = s.an.Differences(s.published)
		s.grid.SetMarks(s.diffs)
	}
	if s.idle != nil {
		s.idleRTP, s.bestRTP = 100*(1+s.an.ChartEV(s.idle)), 100*(1+s.an.RoundEV())
	}
	if s.hasHigh {
		s.grid.Highlight(s.highlight)
		s.grid.Select(s.highlight)
	}
	s.dirty = true
}

// Targets implements Scene.
func (s *Scene) Targets() []input.Target { return s.targets }

// Layout implements Scene.
func (s *Scene) Layout(a *session.Context) {
	if s.grid != nil {
		s.grid.Layout()
	}
	s.paint()
}

// Update implements Scene.
func (s *Scene) Update(a *session.Context, events []input.Event) error {
	if s.grid == nil && s.analyses != nil {
		for _, r := range s.analyses.Collect() {
			a.Notify(locales.DrillFailed, r.Err)
			a.GoTo(s.back)
			return nil
		}
		if s.an = s.analyses.Get(s.rules.ID); s.an != nil {
			s.ready()
			s.grid.Layout()
		}
	}
	if h := widget.Hover(s.targets, a.Cursor); h != s.hovered {
		s.hovered, s.dirty = h, true
	}
	for _, e := range events {
		switch e.Action {
		case input.Back, input.Chart:
			a.GoTo(s.back)
		case input.Reference:
			// Tab: the exact chart, the published, the one without doubles.
			switch {
			case s.showPub && s.idle != nil:
				s.showChart(2)
			case s.showPub || s.showIdle:
				s.showChart(0)
			default:
				s.showChart(1)
			}
		case input.Up, input.Down, input.Left, input.Right:
			if s.grid != nil {
				s.grid.Move(chartgrid.Arrow(e.Action))
			}
		case input.Why, input.Confirm:
			if s.openWhy() {
				return nil
			}
		case input.Select:
			switch e.Index {
			case chartgrid.TargetGrid:
				// A click on a cell opens its why.
				if s.grid != nil && s.grid.Click(a.Cursor) {
					s.openWhy()
					return nil
				}
			case chartgrid.TargetComputed:
				s.showChart(0)
			case chartgrid.TargetPublished:
				s.showChart(1)
			case chartgrid.TargetIdle:
				s.showChart(2)
			}
		}
	}
	if s.grid != nil {
		s.grid.Update(a.Cursor)
	}
	if s.dirty {
		s.paint()
	}
	return nil
}

// Still implements session.Still: once the chart, computed on another
// goroutine, is in.
func (s *Scene) Still() bool { return !s.dirty && s.grid != nil }

// openWhy opens the why of the selected cell (the highlighted one when
// none is), and reports whether it did.
func (s *Scene) openWhy() bool {
	if s.grid == nil {
		return false
	}
	sp, ok := s.grid.Selected()
	if !ok {
		sp, ok = s.grid.Highlighted()
	}
	if !ok {
		return false
	}
	return OpenSpotWhy(s.app, s.rules, sp, s)
}

// OpenSpotWhy opens the why of a chart cell of table r (a hand of the
// cell from a full shoe), back being the scene Esc returns to; a cell no
// hand makes gets a notice. It reports whether the view opened.
func OpenSpotWhy(a *session.Context, r rules.RuleSet, sp strategy.Spot, back session.Scene) bool {
	dp, err := tutor.SpotPoint(r, sp)
	if err != nil {
		a.Notify(locales.WhyFailed, err)
		return false
	}
	a.GoTo(a.Routes.Why(a, dp, back))
	return true
}

// showChart switches the chart shown: 0 the computed, 1 the casino's
// published chart, 2 its chart without doubles or splits.
func (s *Scene) showChart(which int) {
	if s.published == nil || s.grid == nil || (which == 2 && s.idle == nil) {
		return
	}
	s.showPub, s.showIdle = which == 1, which == 2
	switch which {
	case 1:
		s.grid.SetChart(s.published)
		s.grid.SetMarks(s.diffs)
	case 2:
		s.grid.SetChart(s.idle)
		s.grid.SetMarks(nil)
	default:
		s.grid.SetChart(s.an.Chart())
		s.grid.SetMarks(s.diffs)
	}
	s.dirty = true
}

// paint paints the title, the reference's choice and the buttons.
func (s *Scene) paint() {
	s.dirty = false
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	dst := s.layer.Begin(f)
	s.targets = s.targets[:0]
	r := s.rules
	if fl, ok := assets.FlagOf(r.Country); ok {
		draw.PaintFlag(dst, fl, f.Screen(draw.R{X: 40, Y: 30, W: 57, H: 38}))
	}
	draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(40)), loc.T(locales.ChartTitle), f.X(114), f.Y(14), draw.Start, draw.GoldLight, false)
	sub := loc.T(locales.TableName(r.ID)) + " · " + loc.T(locales.SummaryDecks, r.Decks) + " · "
	switch {
	case s.showPub:
		sub += loc.T(locales.ChartPublished)
	case s.showIdle:
		sub += loc.T(locales.ChartIdle)
	default:
		sub += loc.T(locales.ChartComputed)
	}
	subW := 720.0
	if s.idle != nil {
		subW = 590
	}
	draw.Text(dst, draw.Fit(fonts.Medium, sub, f.L(18), f.L(subW)), sub, f.X(116), f.Y(66), draw.Start, draw.Cream, false)
	if s.grid == nil {
		t := loc.T(locales.DrillComputing)
		draw.Text(dst, draw.Face(fonts.Medium, f.L(22)), t, f.X(640), f.Y(400), draw.Center, draw.Muted, true)
	} else {
		s.targets = append(s.targets, s.grid.Target(input.Event{Action: input.Select, Index: chartgrid.TargetGrid}))
	}
	if s.published != nil {
		// The reference: the exact chart or the casino's.
		ref := loc.T(locales.ChartReference)
		face := draw.Face(fonts.Medium, f.L(15))
		draw.Text(dst, face, ref, f.X(1240), f.Y(22), draw.End, draw.Muted, true)
		if k := input.Label(loc, input.Reference); k != "" {
			w := draw.Width(draw.Face(fonts.Bold, f.L(20)*0.58), k) + f.L(20)*0.6
			draw.KeyCap(dst, fonts, k, f.X(1240)-draw.Width(face, ref)-f.L(10)-w, f.Y(22), f.L(20), color.NRGBA{0x2a, 0x4a, 0x3a, 0xff}, draw.Cream)
		}
		refs := []locales.Key{locales.ChartRefComputed, locales.ChartRefPublished}
		if s.idle != nil {
			refs = append(refs, locales.ChartRefIdle)
		}
		shown := 0
		if s.showPub {
			shown = 1
		} else if s.showIdle {
			shown = 2
		}
		for i, k := range refs {
			rr := draw.R{X: 1240 - float64(len(refs)-i)*174 + 8, Y: 40, W: 166, H: 44}
			b := widget.Button{R: rr, Label: loc.T(k), Event: input.Event{Action: input.Select, Index: chartgrid.TargetComputed + i}}
			if i == shown {
				b.Look = draw.ButtonPrimary
			}
			s.targets = widget.AddButton(dst, fonts, f, s.targets, s.hovered, b)
		}
		switch {
		case s.showIdle:
			t := loc.T(locales.ChartIdleRTP, loc.Fixed(s.idleRTP, 2), loc.Fixed(s.bestRTP, 2))
			draw.Text(dst, draw.Fit(fonts.Medium, t, f.L(16), f.L(1000)), t, f.X(40), f.Y(752), draw.Start, draw.Muted, true)
		case len(s.diffs) > 0:
			t := loc.T(locales.ChartDiffCount, len(s.diffs))
			draw.Text(dst, draw.Fit(fonts.Medium, t, f.L(16), f.L(820)), t, f.X(40), f.Y(752), draw.Start, draw.Muted, true)
		}
	}
	help := loc.T(locales.ChartHelp)
	y := 752.0
	if len(s.diffs) > 0 || s.showIdle {
		y = 776
	}
	draw.Text(dst, draw.Fit(fonts.Regular, help, f.L(15), f.L(820)), help, f.X(40), f.Y(y), draw.Start, draw.Dim, true)
	s.targets = widget.AddButton(dst, fonts, f, s.targets, s.hovered, widget.Button{R: draw.R{X: 1060, Y: 728, W: 180, H: 52},
		Label: loc.T(locales.ActionBack), Key: input.Label(loc, input.Back), Event: input.Event{Action: input.Back}})
}

// Draw implements Scene.
func (s *Scene) Draw(screen *ebiten.Image) {
	s.app.DrawBackdrop(screen)
	s.layer.Draw(screen)
	if s.grid != nil {
		s.grid.Draw(screen)
	}
}
