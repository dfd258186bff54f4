package school

import (
	"github.com/hajimehoshi/ebiten/v2"
	"sabot/driver/schooldriver"
	"sabot/scenes/school/article"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/session"
)

// The exam started from the menu (the Dealer school mode, Exam): the table
// is seated and its first round dealt, and before anything runs a panel
// shows the exam's settings — its rounds, timed; the incidents on; no hint,
// no whole article, the totals hidden; no take-back; the report at the end
// — with Start (Space) and Back to the menu (Esc). Start starts the exam as
// the header's mode button does (driver/schooldriver/exam.go).

// NewExam seats the student as the croupier of blackjack table r for an
// exam: the exam's settings are shown first, and Start starts it.
func NewExam(a *session.Context, r rules.RuleSet) *Table {
	s := New(a, r)
	s.examIntro = true
	return s
}

// NewPuntoExam seats the student as the croupier of the Punto Banco table
// r for an exam: the exam's settings are shown first, and Start starts it.
func NewPuntoExam(a *session.Context, r rules.RuleSet) *Punto {
	s := NewPunto(a, r)
	s.examIntro = true
	return s
}

// ExamSettings returns the exam's settings as its panel shows them before
// the exam starts, nil once it has started (or in practice).
func (s *desk) ExamSettings() []string {
	if !s.examIntro {
		return nil
	}
	return s.examSettings()
}

// examSettings are the exam's settings, a line each: its rounds, timed; the
// incidents on; no help; no take-back; the report.
func (s *desk) examSettings() []string {
	loc, g := s.app.Loc, s.Rules.Game
	return []string{
		loc.T(locales.ForGame(locales.SchoolExamIntroRounds, g), schooldriver.ExamRounds),
		loc.T(locales.ForGame(locales.SchoolExamIntroInc, g)),
		loc.T(locales.SchoolExamIntroHints),
		loc.T(locales.ForGame(locales.SchoolExamIntroTake, g)),
		loc.T(locales.SchoolExamIntroReport),
	}
}

// ExamRound returns the round of the exam under way (from 1) and how many
// it has, and false when no exam is under way.
func (s *desk) ExamRound() (round, rounds int, on bool) {
	if !s.Exam || s.Ex == nil {
		return 0, 0, false
	}
	return s.Ex.Round(), schooldriver.ExamRounds, true
}

// introEvent takes an event while the exam's settings are shown and
// reports whether it took it, and whether the scene is left: Start starts
// the exam, Back returns to the menu, nothing else reaches the table.
func (s *desk) introEvent(e input.Event) (took, left bool) {
	if !s.examIntro {
		return false, false
	}
	switch {
	case e.Action == input.Confirm || e.Action == input.Select && e.Index == tExamStart:
		s.examIntro = false
		s.StartExam(s.next)
	case e.Action == input.Back || e.Action == input.Select && e.Index == tExamBack:
		a := s.app
		a.GoTo(a.Routes.Menu(a))
		return true, true
	case e.Action == input.Mute || e.Action == input.Fullscreen:
		return false, false
	}
	s.Dirty = true
	return true, false
}

// examIntroBox is the panel of the exam's settings.
var examIntroBox = draw.R{X: 250, Y: 150, W: 780, H: 440}

// paintExamIntro paints the exam's settings over the table, with Start and
// Back.
func (s *desk) paintExamIntro(dst *ebiten.Image) {
	if !s.examIntro {
		return
	}
	a := s.app
	f := a.Frame
	loc := a.Loc
	all := draw.R{X: -f.OX / f.S, Y: -f.OY / f.S, W: float64(f.W) / f.S, H: float64(f.H) / f.S}
	draw.FillRect(dst, f.Screen(all), article.Veil)
	s.block(all)
	pad := 30.0
	body := draw.Face(a.Fonts.Medium, f.L(17))
	width := f.L(examIntroBox.W - 2*pad)
	var lines [][]string
	n := 0
	for _, line := range s.examSettings() {
		l := draw.Wrap(body, line, width-f.L(22))
		lines = append(lines, l)
		n += len(l)
	}
	box := examIntroBox
	box.H = min(examIntroBox.H, pad+50+float64(n)*25+float64(len(lines))*9+24+48+pad)
	box.Y = examIntroBox.Y + (examIntroBox.H-box.H)/2
	r := f.Screen(box)
	draw.RoundRect(dst, r, f.L(14), draw.FeltDark)
	draw.Panel(dst, r, f.L(14))
	s.block(box)
	x := r.X + f.L(pad)
	y := r.Y + f.L(pad)
	title := loc.T(locales.SchoolExamIntroTitle, loc.T(locales.TableName(s.Rules.ID)))
	draw.Text(dst, draw.Fit(a.Fonts.Bold, title, f.L(26), width), title, x, y+f.L(12), draw.Start, draw.GoldLight, true)
	y += f.L(50)
	for _, ls := range lines {
		draw.Text(dst, body, "•", x, y, draw.Start, draw.Gold, false)
		for _, l := range ls {
			draw.Text(dst, body, l, x+f.L(22), y, draw.Start, draw.Cream, false)
			y += f.L(25)
		}
		y += f.L(9)
	}
	back := draw.R{X: box.X + pad, Y: box.Y + box.H - pad - 48, W: 250, H: 48}
	start := draw.R{X: box.X + box.W - pad - 300, Y: back.Y, W: 300, H: 48}
	st := draw.ButtonNormal
	if s.hoveredIs(tExamBack) {
		st = draw.ButtonHover
	}
	s.button(dst, back, loc.T(locales.SchoolExamIntroBack), input.Label(loc, input.Back), st)
	s.addTarget(back, tExamBack)
	s.button(dst, start, loc.T(locales.SchoolExamIntroStart), input.Label(loc, input.Confirm), draw.ButtonPrimary)
	s.addTarget(start, tExamStart)
}
