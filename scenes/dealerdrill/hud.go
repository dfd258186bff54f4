package dealerdrill

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/drillview"
	"sabot/scenes/input"
	"sabot/tutor/croupier"
)

// buttonWidth is the width in design units a button of height h needs for
// its label and key (at least least).
func buttonWidth(s *Scene, label, key string, h, least float64) float64 {
	fonts := s.app.Fonts
	w := draw.Width(draw.Face(fonts.Bold, h*0.4), label) + h*0.6
	if key != "" {
		capH := h * 0.56
		w += math.Max(capH, draw.Width(draw.Face(fonts.Bold, capH*0.58), key)+capH*0.6) + h*0.25
	}
	return math.Max(w, least)
}

// answerButton is one of the buttons under the felt.
type answerButton struct {
	label string
	key   input.Action
	ev    input.Event
	st    draw.ButtonState
	mark  int // 0: none; 1: the student's right answer; -1: his wrong one
}

// paintAnswers paints the buttons under the felt: take a chip back, clear
// and pay; the Tabella's two answers for the side at turn; a new session.
func (v *view) paintAnswers(s *Scene, dst *ebiten.Image) {
	a := s.app
	loc := a.Loc
	var bs []answerButton
	switch {
	case s.phase == phOver:
		bs = append(bs, answerButton{loc.T(locales.DDrillAgain), input.Confirm, input.Event{Action: input.Select, Index: tStart}, draw.ButtonPrimary, 0})
	case s.isProc():
		// The procedure drills answer on the felt.
	case s.kind == drillPayout:
		st := draw.ButtonNormal
		if s.phase != phAsk || len(s.paid) == 0 {
			st = draw.ButtonDisabled
		}
		pay := draw.ButtonPrimary
		if st == draw.ButtonDisabled {
			pay = draw.ButtonDisabled
		}
		bs = append(bs,
			answerButton{loc.T(locales.DDrillUndo), input.TakeBack, input.Event{Action: input.Select, Index: tUndo}, st, 0},
			answerButton{loc.T(locales.DDrillClear), input.Clear, input.Event{Action: input.Select, Index: tClear}, st, 0},
			answerButton{loc.T(locales.DDrillPay), input.Confirm, input.Event{Action: input.Select, Index: tPay}, pay, 0})
	default:
		c := s.coup
		if s.phase == phAnswered {
			c = s.last.coup
		}
		for _, draws := range []bool{true, false} {
			b := answerButton{drawWord(loc, c.Turn, draws), input.Stand, input.Event{Action: input.Stand}, draw.ButtonNormal, 0}
			if draws {
				b.key, b.ev = input.Hit, input.Event{Action: input.Hit}
			}
			if s.phase == phAnswered {
				b.st = draw.ButtonDisabled
				if draws == s.last.why.Draws {
					b.st = draw.ButtonPrimary
				}
				if draws == s.last.said {
					b.mark = -1
					if s.last.right {
						b.mark = 1
					}
				}
			}
			bs = append(bs, b)
		}
	}
	if len(bs) == 0 {
		return
	}
	const gap = 12.0
	widths := make([]float64, len(bs))
	total := gap * float64(len(bs)-1)
	for i, b := range bs {
		widths[i] = buttonWidth(s, b.label, input.Label(loc, b.key), drillview.AnswersH, 180)
		total += widths[i]
	}
	scale := math.Min(1, (drillview.Felt.W-8)/total)
	x := drillview.Felt.CX() - total*scale/2
	for i, b := range bs {
		w := widths[i] * scale
		r := draw.R{X: x, Y: drillview.AnswersY, W: w, H: drillview.AnswersH}
		v.button(s, dst, r, b.label, b.key, b.ev, b.st)
		if b.mark != 0 {
			clr := draw.Right
			if b.mark < 0 {
				clr = draw.Wrong
			}
			sr := a.Frame.Screen(draw.R{X: r.X - 4, Y: r.Y - 4, W: r.W + 8, H: r.H + 8})
			draw.RoundRectLine(dst, sr, sr.H*0.26, math.Max(2, a.Frame.L(3)), clr)
		}
		x += w + gap*scale
	}
}

// paintVerdict paints the verdict of the last answer, or while asking how
// to answer.
func (v *view) paintVerdict(s *Scene, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	if s.isProc() {
		v.paintProcVerdict(s, dst)
		return
	}
	box := drillview.Verdict
	x0, x1 := box.X+24, box.X+box.W-24
	if s.phase == phAsk || s.last.ticks == 0 && s.score.asked == 0 {
		how := loc.T(locales.DDrillHowPayout)
		if s.kind == drillTabella {
			how = loc.T(locales.DDrillHowTabella)
		}
		y := drillview.PaintHow(dst, f, fonts, box, x0, x1, loc.T(locales.DDrillHowTitle), how)
		if s.kind == drillPayout || s.score.asked == 0 {
			v.paintReference(s, dst, y+18)
		}
		return
	}
	ans := s.last
	clr := drillview.PaintVerdictHead(dst, f, fonts, box, x0, ans.right, loc.T(locales.DDrillRight), loc.T(locales.DDrillWrong))
	t := secondsText(loc, float64(ans.ticks))
	draw.Text(dst, draw.Face(fonts.Bold, f.L(20)), t, f.X(x1), f.Y(box.Y+40), draw.End, draw.Cream, true)
	y := box.Y + 84
	big := draw.Face(fonts.Bold, f.L(22))
	body := draw.Face(fonts.Medium, f.L(17))
	if s.kind == drillPayout {
		p := ans.payout
		draw.Text(dst, big, loc.T(locales.DDrillDue, p.Due), f.X(x0), f.Y(y), draw.Start, draw.Cream, true)
		y += 34
		you := loc.T(locales.DDrillYouPaid, ans.paid)
		draw.Text(dst, draw.Face(fonts.Medium, f.L(19)), you, f.X(x0), f.Y(y), draw.Start, clr, true)
		y += 36
		for _, l := range draw.Wrap(body, calcLine(loc, p), f.L(x1-x0)) {
			draw.Text(dst, body, l, f.X(x0), f.Y(y), draw.Start, draw.GoldLight, true)
			y += 25
		}
		// The chips of the amount due, as a croupier would lay them.
		chips, _ := croupier.Breakdown(p.Due, s.chips)
		x := x0 + floatDiameter/2
		y += 40
		for i, c := range chips {
			if i >= 12 {
				break
			}
			v.chip(dst, v.stackC[c], f, x, y)
			x += stackDiameter * 0.78
		}
	} else {
		draw.Text(dst, big, loc.T(locales.DDrillTheRule, drawWord(loc, ans.coup.Turn, ans.why.Draws)), f.X(x0), f.Y(y), draw.Start, draw.Cream, true)
		y += 34
		you := loc.T(locales.DDrillYouSaid, drawWord(loc, ans.coup.Turn, ans.said))
		draw.Text(dst, draw.Face(fonts.Medium, f.L(19)), you, f.X(x0), f.Y(y), draw.Start, clr, true)
		y += 36
		for _, line := range whyLines(loc, ans.coup, ans.why) {
			for _, l := range draw.Wrap(body, line, f.L(x1-x0)) {
				draw.Text(dst, body, l, f.X(x0), f.Y(y), draw.Start, draw.GoldLight, true)
				y += 25
			}
			y += 4
		}
	}
	if s.phase == phAnswered {
		v.nextButton(s, dst, box)
	}
}

// nextButton is the verdict's button in the corner of box: the next
// question, or the drill's end after its last.
func (v *view) nextButton(s *Scene, dst *ebiten.Image, box draw.R) {
	label := s.app.Loc.T(locales.DDrillNext)
	if s.score.asked >= s.length(s.kind) {
		label = s.app.Loc.T(locales.DDrillOver)
	}
	v.button(s, dst, draw.R{X: box.X + box.W - 230, Y: box.Y + box.H - 70, W: 206, H: 50}, label, input.Confirm, input.Event{Action: input.Select, Index: tNext}, draw.ButtonPrimary)
}

// paintReference lists, under the help, what the table pays (the payout
// drill) or the Tabella's rows (the Tabella drill), from y down.
func (v *view) paintReference(s *Scene, dst *ebiten.Image, y float64) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	x0, x1 := drillview.Verdict.X+24, drillview.Verdict.X+drillview.Verdict.W-24
	head := loc.T(locales.DDrillTablePays)
	var rows []string
	if s.kind == drillPayout {
		for _, k := range croupier.Kinds(s.rules) {
			rows = append(rows, kindName(loc, k)+": "+paysLine(loc, s.rules, k))
		}
	} else {
		head = loc.T(locales.DDrillPickTabella)
		rows = append(rows, loc.T(locales.DDrillRulePunto), loc.T(locales.DDrillWhyBancoNoCall))
		for _, p := range []int{0, 3, 4, 5, 6, 7} {
			rows = append(rows, bancoRow(loc, p))
		}
	}
	draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(19)), head, f.X(x0), f.Y(y), draw.Start, draw.Gold, false)
	y += 32
	for _, r := range rows {
		if y > drillview.Verdict.Y+drillview.Verdict.H-24 {
			break
		}
		draw.Text(dst, draw.Fit(fonts.Medium, r, f.L(15), f.L(x1-x0)), r, f.X(x0), f.Y(y), draw.Start, draw.GoldLight, true)
		y += 22
	}
}

// paintRecent lists the session's last answers.
func (v *view) paintRecent(s *Scene, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	box := drillview.Recent
	draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(20)), loc.T(locales.DDrillRecent), f.X(box.X+24), f.Y(box.Y+14), draw.Start, draw.Gold, false)
	if len(s.recent) == 0 {
		t := loc.T(locales.DDrillRecentNone)
		draw.Text(dst, draw.Fit(fonts.Regular, t, f.L(15), f.L(box.W-48)), t, f.X(box.X+24), f.Y(box.Y+62), draw.Start, draw.Dim, false)
		return
	}
	for i, r := range s.recent {
		y := box.Y + 56 + float64(i)*24
		clr := draw.Right
		if !r.right {
			clr = draw.Wrong
		}
		draw.Disc(dst, f.X(box.X+30), f.Y(y), f.L(5), clr)
		what, res := recentText(s, r)
		rf := draw.Fit(fonts.Medium, res, f.L(15), f.L(220))
		rw := draw.Width(rf, res) / f.S
		draw.Text(dst, draw.Fit(fonts.Medium, what, f.L(15), f.L(box.W-44-24-rw-16)), what, f.X(box.X+44), f.Y(y), draw.Start, draw.Cream, true)
		draw.Text(dst, rf, res, f.X(box.X+box.W-24), f.Y(y), draw.End, draw.Dim, true)
	}
}

// recentText is a past answer in a line: what was asked, and what was
// answered in how long.
func recentText(s *Scene, r answer) (what, res string) {
	loc := s.app.Loc
	t := secondsText(loc, float64(r.ticks))
	switch s.kind {
	case drillOrder:
		return loc.Int(int64(r.num)) + ". " + stepName(loc, r.step.ID), t
	case drillQuiz:
		return r.q.Article + " · " + answerText(loc, r.q.Answers[0]), t
	}
	if s.kind == drillPayout {
		p := r.payout
		what = kindName(loc, p.Kind) + " · " + loc.Money(p.Stake) + " → " + loc.Money(p.Due)
		if !r.right {
			return what, loc.T(locales.DDrillYouPaid, r.paid) + " · " + t
		}
		return what, t
	}
	c := r.coup
	what = sideName(loc, croupier.PuntoSide) + " " + pointsText(loc, c.Punto) + " · " + sideName(loc, croupier.BancoSide) + " " + pointsText(loc, c.Banco) + " → " + drawWord(loc, c.Turn, r.why.Draws)
	return what, t
}

// paintBottom paints the keys' help and the way back.
func (v *view) paintBottom(s *Scene, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	help := loc.T(locales.DDrillHelpPayout)
	switch s.kind {
	case drillTabella:
		help = loc.T(locales.DDrillHelpTabella)
	case drillOrder:
		help = loc.T(locales.DDrillProcHelpOrder)
	case drillQuiz:
		help = loc.T(locales.DDrillProcHelpQuiz)
	}
	draw.Text(dst, draw.Fit(fonts.Regular, help, f.L(15), f.L(drillview.Felt.W+140)), help, f.X(drillview.Felt.CX()+60), f.Y(drillview.BottomY+22), draw.Center, draw.Dim, true)
	v.button(s, dst, drillview.BackButton, loc.T(locales.DDrillDrills), input.Back, input.Event{Action: input.Select, Index: tBack}, draw.ButtonNormal)
}

// pointsText is a hand's points as the felt shows them: "4", or with a
// third card "4 + 7".
func pointsText(loc *locales.Locale, cs rules.Cards) string {
	if len(cs) < 2 {
		return "—"
	}
	t := loc.Int(int64(rules.PuntoBancoPoints(cs[:2])))
	if len(cs) == 3 {
		t += " + " + loc.Int(int64(cs[2].Points()))
	}
	return t
}
