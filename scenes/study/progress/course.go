package progress

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
	"sabot/scenes/draw"
	"sabot/scenes/study/page"
	"sabot/tutor/learner"
)

// statsCourseW is the width of the course's corner of the progress
// screen, at the right of the heat map's title.
const statsCourseW = 250.0

// paintCourse paints the course at the table of the heat map in the
// corner of its panel: the lessons mastered, and a segment per lesson in
// its state's colour (the cells due for review, when some are).
func (s *Scene) paintCourse(dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	rs := s.Table()
	states := page.CourseStates(a.Progress, rs, s.clock())
	x1 := statsHeat.X + statsHeat.W - 20
	x0 := x1 - statsCourseW
	done, n := page.CourseMastered(a.Progress, rs)
	line := loc.T(locales.CourseStatsTitle) + " · " + loc.T(locales.CourseOverall, done, n)
	if done == 0 && !courseStarted(a.Progress, rs.ID) {
		line = loc.T(locales.CourseStatsNone)
	}
	draw.Text(dst, draw.Fit(fonts.Medium, line, f.L(14), f.L(statsCourseW)), line, f.X(x1), f.Y(statsHeat.Y+14), draw.End, draw.Muted, false)
	const gap = 4.0
	w := (statsCourseW - gap*float64(len(states)-1)) / float64(len(states))
	for i, st := range states {
		seg := draw.R{X: x0 + float64(i)*(w+gap), Y: statsHeat.Y + 36, W: w, H: 6}
		clr := page.LessonColor(st)
		if st == learner.LessonOpen || st == learner.LessonLocked {
			clr = draw.Mix(draw.PanelFill, clr, 0.35)
		}
		draw.RoundRect(dst, f.Screen(seg), f.L(3), clr)
	}
}

// courseStarted reports whether any lesson of a table's course has an
// answer.
func courseStarted(p *learner.Progress, table string) bool {
	if p == nil {
		return false
	}
	for _, l := range p.CourseAt(table).Lessons {
		if l != nil && l.Answers > 0 {
			return true
		}
	}
	return false
}

// clock is the time the course's reviews are due against: the wall clock
// (the progress screen only reads it).
func (s *Scene) clock() time.Time { return time.Now() }
