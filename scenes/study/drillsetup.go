package study

import (
	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/chartgrid"
	"sabot/scenes/draw"
	"sabot/scenes/drillview"
	"sabot/scenes/input"
	"sabot/scenes/study/page"
	"sabot/tutor/learner"
	"sabot/tutor/strategy"
)

// kindLabel names a drill, with its up-card for the up-card drill.
func kindLabel(loc *locales.Locale, k learner.DrillKind, up int) string {
	if k == learner.DrillUpCard {
		return loc.T(locales.DrillKindUpOf, strategy.Spot{Up: up}.UpLabel())
	}
	return loc.T(kindKey(k))
}

// paintSetup paints the choice of the table and the drill.
func (v *drillView) paintSetup(s *Drills, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	page.Label(a, dst, locales.DrillTable, 150, s.row == drillRowTable)
	v.TableTiles(a, dst, s.tables, s.table, drillTargetTable, func(r rules.RuleSet) string {
		if c := a.Progress.Table(r.ID); c.Decisions > 0 {
			return loc.T(locales.DrillTableRecord, c.Decisions, loc.Fixed(100*c.Accuracy(), 0))
		}
		return loc.T(locales.SummaryDecks, r.Decks)
	})

	page.Label(a, dst, locales.DrillKindTitle, 286, s.row == drillRowKind)
	for i, k := range drillKinds {
		st := draw.ButtonNormal
		if k == s.kind {
			st = draw.ButtonPrimary
		}
		v.Button(a, dst, drillKindRect(i), loc.T(kindKey(k)), input.None, input.Event{Action: input.Select, Index: drillTargetKind + i}, st)
	}
	about := loc.T(kindAboutKey(s.kind, s.Table()))
	if s.kind == learner.DrillWeak {
		if n := weakCount(a.Progress, s.Table()); n > 0 {
			about += " " + loc.T(locales.DrillWeakCount, n)
		} else {
			about += " " + loc.T(locales.DrillWeakNone)
		}
	}
	face := draw.Face(fonts.Medium, f.L(17))
	for i, l := range draw.Wrap(face, about, f.L(1130)) {
		draw.Text(dst, face, l, f.X(70), f.Y(398+float64(i)*24), draw.Start, draw.Muted, false)
	}

	page.Label(a, dst, locales.DrillUpTitle, 452, s.row == drillRowUp)
	upOn := s.kind == learner.DrillUpCard
	for i, u := range chartgrid.Ups {
		st := draw.ButtonNormal
		switch {
		case !upOn:
			st = draw.ButtonDisabled
		case u == s.up:
			st = draw.ButtonPrimary
		}
		v.Button(a, dst, drillUpRect(i), strategy.Spot{Up: u}.UpLabel(), input.None, input.Event{Action: input.Select, Index: drillTargetUp + u}, st)
	}
	if !upOn {
		note := loc.T(locales.DrillUpOnly)
		draw.Text(dst, draw.Fit(fonts.Regular, note, f.L(15), f.L(440)), note, f.X(784), f.Y(514), draw.Start, draw.Dim, true)
	}

	// What the progress says of this table.
	c := a.Progress.Table(s.Table().ID)
	info := loc.T(locales.DrillNoRecord)
	if c.Decisions > 0 {
		info = loc.T(locales.DrillRecord, c.Decisions, loc.Fixed(100*c.Accuracy(), 0), loc.Fixed(c.EVLostPer100(), 2))
	}
	draw.Text(dst, draw.Fit(fonts.Medium, info, f.L(16), f.L(1130)), info, f.X(70), f.Y(606), draw.Start, draw.Dim, false)
	help := loc.T(locales.DrillSetupHelp)
	draw.Text(dst, draw.Fit(fonts.Regular, help, f.L(15), f.L(1130)), help, f.X(70), f.Y(652), draw.Start, draw.Dim, false)

	start, st := loc.T(locales.DrillStart), draw.ButtonPrimary
	if s.phase == drillWaiting {
		start, st = loc.T(locales.DrillComputing), draw.ButtonDisabled
	}
	v.Button(a, dst, drillview.StartButton, start, input.Confirm, input.Event{Action: input.Confirm}, st)
	v.Button(a, dst, drillChartBtn, loc.T(locales.ActionChart), input.Chart, input.Event{Action: input.Chart}, draw.ButtonNormal)
	v.Button(a, dst, countOpenButton, loc.T(locales.CountOpen), input.None, input.Event{Action: input.Select, Index: drillTargetCounting}, draw.ButtonNormal)
	v.Button(a, dst, courseOpenButton, loc.T(locales.CourseOpen), input.None, input.Event{Action: input.Select, Index: drillTargetCourse}, draw.ButtonNormal)
	v.Button(a, dst, drillview.MenuButton, loc.T(locales.ActionBack), input.Back, input.Event{Action: input.Back}, draw.ButtonNormal)
}
