package study

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/assets"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/drillview"
	"sabot/scenes/input"
	"sabot/scenes/study/page"
	"sabot/scenes/widget"
	"sabot/tutor/learner"
)

// The course map's layout, in design units.
var (
	coursePanel    = draw.R{X: 40, Y: 130, W: 1200, H: 566}
	courseOverallR = draw.R{X: 820, Y: 26, W: 420, H: 88}
	courseOpenBtn  = draw.R{X: 40, Y: 716, W: 330, H: 56}
	courseBackBtn  = draw.R{X: 1060, Y: 716, W: 180, H: 56}
	courseRowsY    = 322.0
	courseRowStep  = 46.0
	courseRowH     = 40.0
	courseMeterX   = 760.0
	courseMeterW   = 210.0
	courseStateX   = 1010.0
	courseStateW   = 196.0
	courseDetailX  = 392.0
	// courseTilesW is the width the tables' tiles share, 10 between two.
	courseTilesW = 1160.0
	// courseOpenButton opens the course from the drills' setup page.
	courseOpenButton = draw.R{X: 918, Y: 716, W: 126, H: 56}
)

// courseTiles is how many tables' tiles the course shows: every table.
var courseTiles = len(rules.IDs())

// courseTableRect is the i-th table's tile: the tiles share the panel's
// width (232 apart for five tables, 193 for six).
func courseTableRect(i int) draw.R {
	step := courseTilesW / float64(courseTiles)
	return draw.R{X: 70 + float64(i)*step, Y: 190, W: step - 10, H: 72}
}

func courseRowRect(i int) draw.R {
	return draw.R{X: 58, Y: courseRowsY + float64(i)*courseRowStep, W: 1164, H: courseRowH}
}

// stateKey is the locale key of a lesson's state.
func stateKey(st learner.LessonState) locales.Key {
	switch st {
	case learner.LessonMastered:
		return locales.CourseStateMastered
	case learner.LessonDue:
		return locales.CourseStateDue
	case learner.LessonOpen:
		return locales.CourseStateOpen
	}
	return locales.CourseStateLocked
}

// masteryShare is how far a lesson's answers are toward the mastery, 0-1:
// the better of the streak and the right answers of the last window.
func masteryShare(ls learner.LessonStats) float64 {
	if ls.Mastered != nil {
		return 1
	}
	m := learner.DefaultMastery
	need := math.Ceil(m.Share*float64(m.Window) - 1e-9)
	window := ls.Recent
	if len(window) > m.Window {
		window = window[len(window)-m.Window:]
	}
	return math.Min(1, math.Max(float64(ls.Streak)/float64(m.Streak), float64(strings.Count(window, "1"))/need))
}

// courseView is what the course map shows.
type courseView struct {
	bg        widget.Layer
	layer     widget.Layer
	page.Hits // the targets, and the one under the pointer
	dirty     bool
}

func (v *courseView) init() { v.Hovered = -1 }

func (v *courseView) layout(s *CourseScene) {
	f := s.app.Frame
	dst := v.bg.Begin(f)
	draw.Panel(dst, f.Screen(coursePanel), f.L(16))
	draw.Panel(dst, f.Screen(courseOverallR), f.L(10))
	v.paint(s)
}

func (v *courseView) update(s *CourseScene) {
	if h := widget.Hover(v.Targets, s.app.Cursor); h != v.Hovered {
		v.Hovered, v.dirty = h, true
	}
	if v.dirty {
		v.paint(s)
	}
}

func (v *courseView) draw(s *CourseScene, screen *ebiten.Image) {
	s.app.DrawBackdrop(screen)
	v.bg.Draw(screen)
	v.layer.Draw(screen)
}

// paint repaints the words, the rows and the targets.
func (v *courseView) paint(s *CourseScene) {
	v.dirty = false
	a := s.app
	if !v.bg.Painted() {
		v.layout(s)
		return
	}
	dst := v.layer.Begin(a.Frame)
	v.Targets = v.Targets[:0]
	states := s.states()
	v.paintHeader(s, dst, states)
	page.Label(a, dst, locales.CourseTable, 150, false)
	v.courseTiles(s, dst)
	page.Label(a, dst, locales.CourseLessons, 282, true)
	v.paintLessons(s, dst, states)
	v.paintBottom(s, dst, states)
}

// paintHeader paints the title, the table and the overall progress.
func (v *courseView) paintHeader(s *CourseScene, dst *ebiten.Image, states []learner.LessonState) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	r := s.Table()
	draw.Header{Country: r.Country, Title: loc.T(locales.CourseTitle), Sub: loc.T(locales.TableName(r.ID)), W: 680}.Paint(dst, f, fonts)

	// The overall progress: a segment per lesson, in its state's colour.
	box := courseOverallR
	mastered := 0
	for _, st := range states {
		if st == learner.LessonMastered || st == learner.LessonDue {
			mastered++
		}
	}
	line := loc.T(locales.CourseOverall, mastered, len(states))
	draw.Text(dst, draw.Fit(fonts.Bold, line, f.L(19), f.L(box.W-32)), line, f.X(box.X+16), f.Y(box.Y+12), draw.Start, draw.Cream, false)
	n := float64(len(states))
	gap := 6.0
	w := (box.W - 32 - gap*(n-1)) / n
	for i, st := range states {
		seg := draw.R{X: box.X + 16 + float64(i)*(w+gap), Y: box.Y + 44, W: w, H: 12}
		clr := page.LessonColor(st)
		if st == learner.LessonOpen || st == learner.LessonLocked {
			clr = draw.Mix(draw.PanelFill, clr, 0.35)
		}
		draw.RoundRect(dst, f.Screen(seg), f.L(4), clr)
	}
	due := 0
	if a.Progress != nil {
		cs := a.Progress.CourseAt(r.ID)
		for _, id := range s.ids() {
			due += len(learner.DueKeys(cs.Lesson(id), s.clock()))
		}
	}
	if due > 0 {
		t := loc.T(locales.CourseOverallDue, due)
		draw.Text(dst, draw.Fit(fonts.Medium, t, f.L(14), f.L(box.W-32)), t, f.X(box.X+16), f.Y(box.Y+70), draw.Start, draw.Gold, true)
	} else {
		t := loc.T(locales.CourseSubtitle)
		draw.Text(dst, draw.Fit(fonts.Regular, t, f.L(13), f.L(box.W-32)), t, f.X(box.X+16), f.Y(box.Y+70), draw.Start, draw.Dim, true)
	}
}

// courseTiles paints the tables' tiles, each with its course's
// progress.
func (v *courseView) courseTiles(s *CourseScene, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	for i, r := range s.tables {
		rr := courseTableRect(i)
		sr := f.Screen(rr)
		switch {
		case i == s.table:
			draw.RoundRect(dst, sr, f.L(12), draw.PanelHi)
			draw.RoundRectLine(dst, sr, f.L(12), f.L(2), draw.Gold)
		case v.Hovered == len(v.Targets):
			draw.RoundRect(dst, sr, f.L(12), draw.Mix(draw.PanelFill, draw.PanelHi, 0.5))
		default:
			draw.RoundRectLine(dst, sr, f.L(12), f.L(1), draw.Mix(draw.GoldDark, draw.PanelFill, 0.4))
		}
		v.Targets = append(v.Targets, input.Target{Rect: f.Rect(rr), Event: input.Event{Action: input.Select, Index: courseTargetTable + i}})
		name := loc.T(locales.TableName(r.ID))
		done, n := page.CourseMastered(a.Progress, r)
		flag, texts := courseTileTexts(fonts, rr, name, loc.T(locales.CourseOverall, done, n))
		if fl, ok := assets.FlagOf(r.Country); ok {
			draw.PaintFlag(dst, fl, f.Screen(flag))
		}
		clr := draw.Cream
		if i == s.table {
			clr = draw.GoldLight
		}
		for _, t := range texts {
			c := clr
			if t.Sub {
				c = draw.Muted
			}
			draw.Text(dst, draw.Face(t.Src, f.L(t.Size)), t.S, f.X(t.X), f.Y(t.Y), draw.Start, c, false)
		}
	}
}

// paintLessons paints a row per lesson: its number, its name, the record,
// the meter toward the mastery and the state.
func (v *courseView) paintLessons(s *CourseScene, dst *ebiten.Image, states []learner.LessonState) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	var cs learner.CourseStats
	if a.Progress != nil {
		cs = a.Progress.CourseAt(s.Table().ID)
	}
	now := s.clock()
	for i, id := range s.ids() {
		st := states[i]
		ls := cs.Lesson(id)
		r := courseRowRect(i)
		sr := f.Screen(r)
		hovered := v.Hovered == len(v.Targets)
		switch {
		case i == s.lesson:
			draw.RoundRect(dst, sr, f.L(10), draw.PanelHi)
			draw.RoundRectLine(dst, sr, f.L(10), f.L(1.5), draw.Gold)
		case hovered:
			draw.RoundRect(dst, sr, f.L(10), draw.Mix(draw.PanelFill, draw.PanelHi, 0.5))
		}
		v.Targets = append(v.Targets, input.Target{Rect: f.Rect(r), Event: input.Event{Action: input.Select, Index: courseTargetLesson + i}})
		cy := r.CY()
		clr := page.LessonColor(st)
		// The number, in a disc of the state's colour.
		draw.Disc(dst, f.X(r.X+28), f.Y(cy), f.L(15), draw.Mix(draw.PanelFill, clr, 0.85))
		draw.Text(dst, draw.Face(fonts.Bold, f.L(16)), loc.Int(int64(i+1)), f.X(r.X+28), f.Y(cy), draw.Center, draw.Ink, true)
		name := loc.T(locales.CourseLessonName(id))
		nameClr := draw.Cream
		if st == learner.LessonLocked {
			nameClr = draw.Dim
		} else if i == s.lesson {
			nameClr = draw.GoldLight
		}
		draw.Text(dst, draw.Fit(fonts.Bold, name, f.L(19), f.L(380)), name, f.X(r.X+58), f.Y(cy), draw.Start, nameClr, true)

		// The record, or why the lesson is closed.
		rec := loc.T(locales.CourseNoRecord)
		switch {
		case st == learner.LessonLocked:
			rec = loc.T(locales.CourseLockedNote)
		case st == learner.LessonDue:
			rec = loc.T(locales.CourseDueNote, len(learner.DueKeys(ls, now)))
		case st == learner.LessonMastered:
			if next, ok := learner.NextDue(ls); ok {
				rec = loc.T(locales.CourseNextReview, loc.Int(int64(math.Ceil(next.Sub(now).Hours()))))
			} else {
				rec = loc.T(locales.CourseRetired)
			}
		case ls.Answers > 0:
			rec = loc.T(locales.CourseRecord, ls.Answers, loc.Fixed(100*float64(ls.Right)/float64(ls.Answers), 0))
		}
		recClr := draw.Muted
		if st == learner.LessonDue {
			recClr = draw.Gold
		}
		draw.Text(dst, draw.Fit(fonts.Regular, rec, f.L(15), f.L(courseMeterX-470-16)), rec, f.X(470), f.Y(cy), draw.Start, recClr, true)

		// The meter toward the mastery.
		if st != learner.LessonLocked {
			bed := draw.R{X: courseMeterX, Y: cy - 5, W: courseMeterW, H: 10}
			draw.RoundRect(dst, f.Screen(bed), f.L(5), drillview.TimerBed)
			if share := masteryShare(ls); share > 0 {
				fill := bed
				fill.W = math.Max(10, bed.W*share)
				mc := draw.Gold
				if ls.Mastered != nil {
					mc = draw.Right
				}
				draw.RoundRect(dst, f.Screen(fill), f.L(5), mc)
			}
		}
		// The state.
		chip := draw.R{X: courseStateX, Y: cy - 14, W: courseStateW, H: 28}
		label := loc.T(stateKey(st))
		if st == learner.LessonMastered || st == learner.LessonDue {
			draw.RoundRect(dst, f.Screen(chip), f.L(14), clr)
			draw.Text(dst, draw.Fit(fonts.Bold, label, f.L(15), f.L(chip.W-20)), label, f.X(chip.CX()), f.Y(cy), draw.Center, draw.Ink, true)
		} else {
			draw.RoundRectLine(dst, f.Screen(chip), f.L(14), math.Max(1, f.L(1.5)), clr)
			draw.Text(dst, draw.Fit(fonts.Bold, label, f.L(15), f.L(chip.W-20)), label, f.X(chip.CX()), f.Y(cy), draw.Center, clr, true)
		}
	}
	m := learner.DefaultMastery
	rule := loc.T(locales.CourseMasteryRule, m.Streak, loc.Fixed(100*m.Share, 0), m.Window)
	y := courseRowsY + float64(len(s.ids()))*courseRowStep + 6
	draw.Text(dst, draw.Fit(fonts.Regular, rule, f.L(14), f.L(1130)), rule, f.X(70), f.Y(math.Min(y, 652)), draw.Start, draw.Dim, false)
	help := loc.T(locales.CourseHelp)
	draw.Text(dst, draw.Fit(fonts.Regular, help, f.L(14), f.L(1130)), help, f.X(70), f.Y(674), draw.Start, draw.Dim, false)
}

// paintBottom paints the button opening the selected lesson, what it
// holds, and the way back.
func (v *courseView) paintBottom(s *CourseScene, dst *ebiten.Image, states []learner.LessonState) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	st := states[s.lesson]
	c := s.course()
	label, bs := loc.T(locales.CourseBegin), draw.ButtonPrimary
	switch {
	case c == nil:
		label, bs = loc.T(locales.CourseComputing), draw.ButtonDisabled
	case st == learner.LessonLocked:
		bs = draw.ButtonDisabled
	case st == learner.LessonDue:
		label = loc.T(locales.CourseReview)
	case st == learner.LessonMastered:
		label = loc.T(locales.CourseAgain)
	}
	v.Button(a, dst, courseOpenBtn, label, input.Confirm, input.Event{Action: input.Confirm}, bs)
	if c != nil {
		if l, ok := c.Lesson(s.Selected()); ok {
			name := loc.T(locales.CourseLessonN, s.lesson+1) + " · " + loc.T(locales.CourseLessonName(l.ID))
			draw.Text(dst, draw.Fit(fonts.Bold, name, f.L(17), f.L(640)), name, f.X(courseDetailX), f.Y(courseOpenBtn.Y+16), draw.Start, draw.Cream, true)
			det := loc.T(locales.CourseScreens, len(l.Screens), len(l.Keys()))
			draw.Text(dst, draw.Fit(fonts.Regular, det, f.L(15), f.L(640)), det, f.X(courseDetailX), f.Y(courseOpenBtn.Y+42), draw.Start, draw.Muted, true)
		}
	}
	v.Button(a, dst, courseBackBtn, loc.T(locales.ActionBack), input.Back, input.Event{Action: input.Back}, draw.ButtonNormal)
}
