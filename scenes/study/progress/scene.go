package progress

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"sabot/assets"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/chartgrid"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/session"
	"sabot/scenes/study/page"
	"sabot/scenes/widget"
)

// Indexes of the progress scene's clickable items, as input.Event.Index of
// Select.
const (
	statsTargetTable = 0  // + the table's index
	statsTargetGrid  = 20 // a cell of the heat map
)

// The progress scene's layout, in design units.
var (
	statsHeat     = draw.R{X: 40, Y: 104, W: 760, H: 680}
	statsTable    = draw.R{X: 820, Y: 104, W: 420, H: 246}
	statsAccuracy = draw.R{X: 820, Y: 362, W: 420, H: 136}
	statsBankroll = draw.R{X: 820, Y: 510, W: 420, H: 136} // statsCounting under it
	statsBack     = draw.R{X: 1090, Y: 28, W: 150, H: 48}
)

// statsRowRect is the i-th row of the table of accuracies (0: every table
// together), 24 apart so that the six tables' rows fit in the panel.
func statsRowRect(i int) draw.R { return draw.R{X: 832, Y: 176 + float64(i)*24, W: 396, H: 23} }

// Scene is the progress scene: the accuracy and the EV lost per 100
// decisions, every table together and each table; the chart of the chosen
// table as a heat map of the player's accuracy per cell; his accuracy
// session by session there, his bankroll round by round in play mode, and
// his counting drills at the chosen table (counting.go).
// It reads the App's progress and changes nothing.
type Scene struct {
	app      *session.Context
	back     session.Scene // where Back goes; nil: the menu
	tables   []rules.RuleSet
	table    int
	grid     *chartgrid.Grid
	analyses *page.Analyses // the charts, for the details of a cell

	bg      widget.Layer  // the panels
	layer   widget.Layer  // what is on them
	empty   *ebiten.Image // said over the heat map when it has no decision
	emptyOp ebiten.DrawImageOptions
	targets []input.Target
	hovered int
	dirty   bool
}

// New opens the progress scene on table r (the first blackjack table
// when r is not one).
func New(a *session.Context, r rules.RuleSet) *Scene {
	a.AtTable(r)
	s := &Scene{app: a, hovered: -1, analyses: page.NewAnalyses()}
	for _, t := range rules.All() {
		if t.IsBlackjack() {
			if t.ID == r.ID {
				s.table = len(s.tables)
			}
			s.tables = append(s.tables, t)
		}
	}
	s.grid = chartgrid.New(a, nil)
	s.setTable(s.table)
	return s
}

// Table returns the table whose heat map shows.
func (s *Scene) Table() rules.RuleSet { return s.tables[s.table] }

// Grid returns the heat map.
func (s *Scene) Grid() *chartgrid.Grid { return s.grid }

// setTable shows table i's heat map. The heat map needs no chart: the
// table's chart, computed in the background, only adds its play to the
// details of a cell.
func (s *Scene) setTable(i int) {
	s.table = min(max(i, 0), len(s.tables)-1)
	rs := s.Table()
	s.app.AtTable(rs) // its money: the bankroll's curve
	s.grid.SetRules(rs)
	if an := s.analyses.Get(rs.ID); an != nil {
		s.grid.SetChart(an.Chart())
	} else {
		s.analyses.Want(rs)
	}
	s.grid.SetArea(draw.R{X: statsHeat.X + 16, Y: statsHeat.Y + 52, W: statsHeat.W - 32, H: statsHeat.H - 64})
	s.grid.SetHeat(s.app.Progress.HeatMap(rs))
	s.dirty = true
}

// Targets implements Scene.
func (s *Scene) Targets() []input.Target { return s.targets }

// Layout implements Scene.
func (s *Scene) Layout(a *session.Context) {
	f := a.Frame
	dst := s.bg.Begin(f)
	for _, r := range []draw.R{statsHeat, statsTable, statsAccuracy, statsBankroll, statsCounting} {
		draw.Panel(dst, f.Screen(r), f.L(14))
	}
	s.grid.Layout()
	s.paint()
}

// Update implements Scene.
func (s *Scene) Update(a *session.Context, events []input.Event) error {
	s.analyses.Collect()
	if s.grid.Chart() == nil {
		if an := s.analyses.Get(s.Table().ID); an != nil {
			s.grid.SetChart(an.Chart())
		}
	}
	if h := widget.Hover(s.targets, a.Cursor); h != s.hovered {
		s.hovered, s.dirty = h, true
	}
	for _, e := range events {
		switch e.Action {
		case input.Up:
			s.pick(s.table - 1)
		case input.Down:
			s.pick(s.table + 1)
		case input.Select:
			if e.Index == statsTargetGrid {
				s.grid.Click(a.Cursor)
			} else {
				s.pick(e.Index - statsTargetTable)
			}
		case input.Back, input.Progress:
			if s.back != nil {
				a.GoTo(s.back)
				break
			}
			a.GoTo(a.Routes.Menu(a))
		}
	}
	s.grid.Update(a.Cursor)
	if s.dirty {
		s.paint()
	}
	return nil
}

// Still implements session.Still: once the table's strategy, computed on
// another goroutine, is in.
func (s *Scene) Still() bool { return !s.dirty && !s.analyses.Waiting() }

func (s *Scene) pick(i int) {
	i = min(max(i, 0), len(s.tables)-1)
	if i != s.table {
		s.app.Sound.Play(assets.CardSlide)
		s.setTable(i)
		s.grid.Layout()
	}
}

// paint paints everything but the heat map's cells.
func (s *Scene) paint() {
	s.dirty = false
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	dst := s.layer.Begin(f)
	s.targets = s.targets[:0]
	p := a.Progress
	rs := s.Table()

	draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(42)), loc.T(locales.StatsTitle), f.X(40), f.Y(18), draw.Start, draw.GoldLight, false)
	// The subtitle stops short of the headline's captions (centred at 770,
	// up to 180 wide).
	sub := loc.T(locales.StatsSubtitle)
	draw.Text(dst, draw.Fit(fonts.Medium, sub, f.L(18), f.L(770-90-42-16)), sub, f.X(42), f.Y(70), draw.Start, draw.Muted, false)

	// The headline: every table together.
	all := p.Overall()
	for i, h := range []struct{ value, caption string }{
		{page.PercentOrDash(loc, all), loc.T(locales.StatsAccuracyCaption)},
		{loc.Fixed(all.EVLostPer100(), 2), loc.T(locales.StatsLostCaption)},
	} {
		if all.Decisions == 0 {
			h.value = "—"
		}
		cx := 770 + float64(i)*190.0
		draw.Text(dst, draw.Face(fonts.Bold, f.L(34)), h.value, f.X(cx), f.Y(20), draw.Center, draw.Cream, false)
		face, lines := headlineCaption(fonts, h.caption)
		cap := draw.Face(face.Source, f.L(face.Size))
		for j, l := range lines {
			draw.Text(dst, cap, l, f.X(cx), f.Y(72+float64(j)*face.Size*1.15), draw.Center, draw.Muted, true)
		}
	}
	s.targets = widget.AddButton(dst, fonts, f, s.targets, s.hovered, widget.Button{R: statsBack,
		Label: loc.T(locales.ActionBack), Key: input.Label(loc, input.Back), Event: input.Event{Action: input.Back}})

	// The heat map's title.
	title := loc.T(locales.StatsHeatTitle, loc.T(locales.TableName(rs.ID)))
	draw.Text(dst, draw.Fit(fonts.SmallCaps, title, f.L(22), f.L(statsHeat.W-60-statsCourseW)), title, f.X(statsHeat.X+20), f.Y(statsHeat.Y+14), draw.Start, draw.Gold, false)
	s.paintCourse(dst)
	s.targets = append(s.targets, s.grid.Target(input.Event{Action: input.Select, Index: statsTargetGrid}))

	s.paintTable(dst)
	s.paintPlots(dst)
	s.paintCounting(dst)
	s.paintEmpty()
}

// paintEmpty paints what the heat map says before the first decision at
// its table, drawn over its dark cells.
func (s *Scene) paintEmpty() {
	if s.empty != nil {
		s.empty.Deallocate()
		s.empty = nil
	}
	a := s.app
	if a.Progress.Table(s.Table().ID).Decisions > 0 {
		return
	}
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	title := loc.T(locales.StatsEmptyTitle)
	face := draw.Face(fonts.Medium, f.L(17))
	lines := draw.Wrap(face, loc.T(locales.StatsEmpty), f.L(440))
	w, h := f.L(500), f.L(70)+float64(len(lines))*f.L(25)
	s.empty = draw.NewImage(int(w)+int(f.L(24)), int(h)+int(f.L(24)))
	box := draw.R{X: f.L(12), Y: f.L(8), W: w, H: h}
	draw.Panel(s.empty, box, f.L(14))
	draw.Text(s.empty, draw.Face(fonts.Bold, f.L(22)), title, box.CX(), box.Y+f.L(34), draw.Center, draw.GoldLight, true)
	for i, l := range lines {
		draw.Text(s.empty, face, l, box.CX(), box.Y+f.L(70)+float64(i)*f.L(25), draw.Center, draw.Cream, false)
	}
	g := s.grid.GridArea()
	s.emptyOp.GeoM.Reset()
	s.emptyOp.GeoM.Translate(f.X(g.CX())-float64(s.empty.Bounds().Dx())/2, f.Y(g.CY())-float64(s.empty.Bounds().Dy())/2)
}

// paintTable paints the table of accuracies: every table, then each.
func (s *Scene) paintTable(dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	box := statsTable
	draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(20)), loc.T(locales.StatsTableTitle), f.X(box.X+20), f.Y(box.Y+12), draw.Start, draw.Gold, false)
	cols := []float64{box.X + 262, box.X + 328, box.X + box.W - 16} // right edges
	// Each heading fits between its column's right edge and the one before
	// (the names end at 190), with a gap: "correctas" and "perdido/100"
	// must not run together.
	left := []float64{box.X + 196, cols[0] + 8, cols[1] + 8}
	for i, k := range []locales.Key{locales.StatsColDecisions, locales.StatsColAccuracy, locales.StatsColLost} {
		h := loc.T(k)
		draw.Text(dst, draw.Fit(fonts.Medium, h, f.L(12.5), f.L(cols[i]-left[i])), h, f.X(cols[i]), f.Y(box.Y+52), draw.End, draw.Dim, false)
	}
	for i, r := range statRows(a.Progress, statTableIDs()) {
		rr := statsRowRect(i)
		// The rows of the blackjack tables choose the heat map; Super
		// Punto Banco's (the reader's calls) has none.
		if ti := i - 1; i > 0 && ti < len(s.tables) {
			switch {
			case ti == s.table:
				draw.RoundRect(dst, f.Screen(rr), f.L(8), draw.PanelHi)
				draw.RoundRectLine(dst, f.Screen(rr), f.L(8), f.L(1.5), draw.Gold)
			case s.hovered == len(s.targets):
				draw.RoundRect(dst, f.Screen(rr), f.L(8), draw.Mix(draw.PanelFill, draw.PanelHi, 0.5))
			}
			s.targets = append(s.targets, input.Target{Rect: f.Rect(rr), Event: input.Event{Action: input.Select, Index: statsTargetTable + ti}})
		}
		name, face, clr := loc.T(locales.StatsAllTables), draw.Face(fonts.Bold, f.L(15)), draw.Cream
		if r.Table != "" {
			name, face = loc.T(locales.TableName(r.Table)), draw.Face(fonts.Medium, f.L(15))
			if i-1 == s.table {
				clr = draw.GoldLight
			}
		}
		draw.Text(dst, draw.Fit(face.Source, name, face.Size, f.L(180)), name, f.X(rr.X+10), f.Y(rr.CY()), draw.Start, clr, true)
		vals := []string{"—", "—", "—"}
		if r.Decisions > 0 {
			vals = []string{loc.Int(int64(r.Decisions)), page.PercentOrDash(loc, r.Counts), loc.Fixed(r.EVLostPer100(), 2)}
		}
		for c, v := range vals {
			draw.Text(dst, face, v, f.X(cols[c]), f.Y(rr.CY()), draw.End, clr, true)
		}
	}
}

// paintPlots paints the accuracy session by session and the bankroll
// round by round.
func (s *Scene) paintPlots(dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	acc := sessionAccuracy(a.Progress, s.Table().ID)
	lo := accuracyAxis(acc)
	pa := plot{
		title: loc.T(locales.StatsPlotAccuracy), lo: lo, hi: 100, ticks: []float64{lo, (lo + 100) / 2, 100},
		label: func(v float64) string { return loc.T(locales.FmtPercent, loc.Fixed(v, 0)) },
		last:  func(v float64) string { return loc.T(locales.FmtPercent, loc.Fixed(v, 0)) },
		first: "1", end: loc.Int(int64(len(acc))), caption: loc.T(locales.StatsSessions),
		empty: loc.T(locales.StatsNoSessions), line: draw.Gold,
	}
	for _, v := range acc {
		pa.values = append(pa.values, 100*v)
	}
	pa.paint(dst, f, fonts, statsAccuracy)

	// The bankroll of the chosen table's money, after every round in it
	// at any table: each currency has its own.
	cur := a.Currency()
	bank := bankrollSeries(a.Progress, cur)
	pb := plot{
		title: loc.T(locales.StatsPlotBankrollIn, loc.T(locales.CurrencyName(cur))), values: thin(bank, 240), lo: 0, hi: 1,
		label: func(v float64) string { return loc.Amount(rules.Money(v * 100)) },
		last:  func(v float64) string { return loc.Money(rules.Money(v*100 + 0.5)) },
		first: "1", end: loc.Int(int64(len(bank))), caption: loc.T(locales.StatsRounds),
		empty: loc.T(locales.StatsNoRounds), line: chartgrid.HeatHigh,
	}
	if len(bank) > 0 {
		lo, hi := bank[0], bank[0]
		for _, v := range bank {
			lo, hi = min(lo, v), max(hi, v)
		}
		pb.ticks = niceTicks(lo, hi, 3)
		pb.lo, pb.hi = pb.ticks[0], pb.ticks[len(pb.ticks)-1]
	}
	pb.paint(dst, f, fonts, statsBankroll)
}

// Draw implements Scene.
func (s *Scene) Draw(screen *ebiten.Image) {
	s.app.DrawBackdrop(screen)
	s.bg.Draw(screen)
	s.layer.Draw(screen)
	s.grid.Draw(screen)
	if s.empty != nil {
		screen.DrawImage(s.empty, &s.emptyOp)
	}
}

// ReturnTo makes Back return to back (a table, F5) instead of the menu.
func (s *Scene) ReturnTo(back session.Scene) *Scene {
	s.back = back
	return s
}

// The headline's captions, design units: as wide as statsCaptionW, at 14
// or down to statsCaptionMin, on two lines rather than smaller.
const (
	statsCaptionW   = 180.0
	statsCaptionMin = 12.0
)

// headlineCaption lays out a headline's caption under its figure: the
// face (design units) and its lines.
func headlineCaption(fonts *draw.Fonts, caption string) (*text.GoTextFace, []string) {
	if one := draw.Fit(fonts.Regular, caption, 14, statsCaptionW); one.Size >= statsCaptionMin {
		return one, []string{caption}
	}
	return draw.FitLines(fonts.Regular, caption, 13, statsCaptionMin, statsCaptionW, 2)
}
