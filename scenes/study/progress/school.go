package progress

import (
	"sort"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/session"
	"sabot/scenes/study/page"
	"sabot/scenes/widget"
	"sabot/tutor/learner"
)

// The dealer school's page of the progress, in design units.
var (
	schoolTables = draw.R{X: 40, Y: 104, W: 440, H: 680}
	schoolSteps  = draw.R{X: 500, Y: 104, W: 740, H: 680}
	schoolBack   = statsBack
)

// Indexes of the page's clickable items.
const (
	schoolTargetTable = 0  // + the table's index
	schoolTargetBack  = 20 // back
)

func schoolRowRect(i int) draw.R { return draw.R{X: 52, Y: 168 + float64(i)*72, W: 416, H: 64} }

// School is the dealer school's page of the progress: at each table
// the rounds, the accuracy of the steps and the time a round takes; at the
// chosen one every kind of step, right and wrong, the most often wrong
// first. It reads the App's progress and changes nothing.
type School struct {
	app     *session.Context
	tables  []rules.RuleSet
	table   int
	back    session.Scene
	bg      widget.Layer
	layer   widget.Layer
	targets []input.Target
	hovered int
	dirty   bool
}

// NewSchool opens the dealer school's progress on table r; Back
// returns to back (nil: the menu).
func NewSchool(a *session.Context, r rules.RuleSet, back session.Scene) *School {
	s := &School{app: a, tables: rules.All(), back: back, hovered: -1, dirty: true}
	for i, t := range s.tables {
		if t.ID == r.ID {
			s.table = i
		}
	}
	return s
}

// Table returns the table whose steps show.
func (s *School) Table() rules.RuleSet { return s.tables[s.table] }

// Targets implements session.Scene.
func (s *School) Targets() []input.Target { return s.targets }

// Layout implements session.Scene.
func (s *School) Layout(a *session.Context) {
	f := a.Frame
	dst := s.bg.Begin(f)
	for _, r := range []draw.R{schoolTables, schoolSteps} {
		draw.Panel(dst, f.Screen(r), f.L(14))
	}
	s.paint()
}

// Update implements session.Scene.
func (s *School) Update(a *session.Context, events []input.Event) error {
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
			if e.Index == schoolTargetBack {
				s.leave()
			} else {
				s.pick(e.Index - schoolTargetTable)
			}
		case input.Back:
			s.leave()
		}
	}
	if s.dirty {
		s.paint()
	}
	return nil
}

// Still implements session.Still: nothing on the dealer school's progress
// moves.
func (s *School) Still() bool { return !s.dirty }

// pick shows table i.
func (s *School) pick(i int) {
	if i >= 0 && i < len(s.tables) && i != s.table {
		s.table, s.dirty = i, true
	}
}

// leave goes back.
func (s *School) leave() {
	a := s.app
	if s.back != nil {
		a.GoTo(s.back)
		return
	}
	a.GoTo(a.Routes.Menu(a))
}

// schoolKinds returns a table's kinds of step, the most mistakes first,
// then the lower accuracy, then the most taken.
func schoolKinds(st learner.SchoolStats) []learner.StepMisses {
	out := make([]learner.StepMisses, 0, len(st.Steps))
	for k, c := range st.Steps {
		out = append(out, learner.StepMisses{Kind: k, StepCounts: *c})
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		switch {
		case a.Wrong != b.Wrong:
			return a.Wrong > b.Wrong
		case a.Accuracy() != b.Accuracy():
			return a.Accuracy() < b.Accuracy()
		case a.Right != b.Right:
			return a.Right > b.Right
		}
		return a.Kind < b.Kind
	})
	return out
}

// kindName is a kind of step in the user's language, in the words of
// table r's regulation (locales.ForTable), or its notation when the locale
// has no name for it.
func kindName(loc *locales.Locale, r rules.RuleSet, kind string) string {
	if k := locales.ForTable(locales.SchoolKind(kind), r); loc.Has(k) {
		return loc.T(k)
	}
	return kind
}

// paint repaints the page and its targets.
func (s *School) paint() {
	s.dirty = false
	a := s.app
	f := a.Frame
	loc := a.Loc
	dst := s.layer.Begin(f)
	s.targets = s.targets[:0]
	target := func(r draw.R, i int) {
		s.targets = append(s.targets, input.Target{Rect: f.Rect(r), Event: input.Event{Action: input.Select, Index: i}})
	}
	title := loc.T(locales.SchoolStatsTitle)
	draw.Text(dst, draw.Fit(a.Fonts.Bold, title, f.L(30), f.L(900)), title, f.X(40), f.Y(52), draw.Start, draw.GoldLight, true)
	draw.Button(dst, a.Fonts, f.Screen(schoolBack), loc.T(locales.ActionBack), input.Label(loc, input.Back), draw.ButtonNormal)
	target(schoolBack, schoolTargetBack)

	head := draw.Face(a.Fonts.Bold, f.L(18))
	draw.Text(dst, head, loc.T(locales.SchoolStatsTables), f.X(schoolTables.X+16), f.Y(schoolTables.Y+30), draw.Start, draw.Cream, true)
	small := draw.Face(a.Fonts.Medium, f.L(14))
	for i, t := range s.tables {
		r := schoolRowRect(i)
		if i == s.table {
			draw.RoundRect(dst, f.Screen(r), f.L(10), draw.PanelHi)
		}
		sst := a.Progress.School(t.ID)
		tot := sst.Total()
		draw.Text(dst, draw.Fit(a.Fonts.Bold, loc.T(locales.TableName(t.ID)), f.L(17), f.L(r.W-24)), loc.T(locales.TableName(t.ID)), f.X(r.X+12), f.Y(r.Y+20), draw.Start, draw.GoldLight, true)
		line := loc.T(locales.ForGame(locales.SchoolStatsRow, t.Game), sst.Rounds, page.PercentOrDash(loc, learner.Counts{Decisions: tot.Right + tot.Wrong, Correct: tot.Right}), loc.Fixed(sst.SecondsPerRound(), 0))
		draw.Text(dst, draw.Fit(a.Fonts.Medium, line, f.L(14), f.L(r.W-24)), line, f.X(r.X+12), f.Y(r.Y+46), draw.Start, draw.Muted, true)
		target(r, schoolTargetTable+i)
	}

	t := s.Table()
	steps := loc.T(locales.SchoolStatsSteps, loc.T(locales.TableName(t.ID)))
	draw.Text(dst, draw.Fit(a.Fonts.Bold, steps, f.L(18), f.L(schoolSteps.W-32)), steps, f.X(schoolSteps.X+16), f.Y(schoolSteps.Y+30), draw.Start, draw.Cream, true)
	kinds := schoolKinds(a.Progress.School(t.ID))
	if len(kinds) == 0 {
		for i, l := range draw.Wrap(small, loc.T(locales.SchoolStatsNone), f.L(schoolSteps.W-48)) {
			draw.Text(dst, small, l, f.X(schoolSteps.X+24), f.Y(schoolSteps.Y+80)+float64(i)*f.L(20), draw.Start, draw.Muted, false)
		}
		return
	}
	most := 1
	for _, k := range kinds {
		most = max(most, k.Right+k.Wrong)
	}
	rowH := 40.0
	for i, k := range kinds {
		y := schoolSteps.Y + 64 + float64(i)*rowH
		if y+rowH > schoolSteps.Y+schoolSteps.H-8 {
			break
		}
		draw.Text(dst, draw.Fit(a.Fonts.Medium, kindName(loc, t, k.Kind), f.L(15), f.L(250)), kindName(loc, t, k.Kind), f.X(schoolSteps.X+20), f.Y(y+12), draw.Start, draw.Cream, true)
		bar := draw.R{X: schoolSteps.X + 280, Y: y + 4, W: 260, H: 16}
		draw.RoundRect(dst, f.Screen(bar), f.L(4), draw.FeltDark)
		w := bar.W * float64(k.Right+k.Wrong) / float64(most)
		right := w * k.Accuracy()
		if right > 0 {
			draw.FillRect(dst, f.Screen(draw.R{X: bar.X, Y: bar.Y, W: right, H: bar.H}), draw.Right)
		}
		if w-right > 0 {
			draw.FillRect(dst, f.Screen(draw.R{X: bar.X + right, Y: bar.Y, W: w - right, H: bar.H}), draw.Wrong)
		}
		counts := loc.T(locales.SchoolStatsStepRow, loc.T(locales.SchoolStatsRight, k.Right), loc.T(locales.SchoolStatsWrong, k.Wrong), loc.Fixed(k.SecondsPerStep(), 1))
		draw.Text(dst, small, counts, f.X(schoolSteps.X+schoolSteps.W-20), f.Y(y+12), draw.End, draw.Muted, true)
	}
}

// Draw implements session.Scene.
func (s *School) Draw(screen *ebiten.Image) {
	s.app.DrawBackdrop(screen)
	s.bg.Draw(screen)
	s.layer.Draw(screen)
}
