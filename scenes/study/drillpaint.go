package study

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
	"sabot/scenes/anim"
	"sabot/scenes/chartgrid"
	"sabot/scenes/draw"
	"sabot/scenes/drillview"
	"sabot/scenes/input"
	"sabot/scenes/session"
	"sabot/scenes/study/page"
	"sabot/scenes/widget"
	"sabot/tutor"
	"sabot/tutor/learner"
	"sabot/words"
)

// The drill scene's layout, in design units; the page around it is
// drillview's.
const (
	drillCardW = 96.0
	drillUpY   = 190.0
	drillHandY = 350.0
)

// drillChartBtn opens the chart from the setup page, countOpenButton the
// counting drills.
var (
	drillChartBtn   = draw.R{X: 386, Y: 716, W: 240, H: 56}
	countOpenButton = draw.R{X: 642, Y: 716, W: 260, H: 56}
)

func drillKindRect(i int) draw.R { return draw.R{X: 70 + float64(i)*192, Y: 326, W: 180, H: 56} }

func drillUpRect(i int) draw.R { return draw.R{X: 70 + float64(i)*70, Y: 488, W: 60, H: 52} }

// drillView is what the drill scene shows: a layer of everything static,
// the cards, the timer.
type drillView struct {
	bg         widget.Layer // the panels and the felt
	bgDrilling bool         // bg shows the drilling page, not the setup
	layer      widget.Layer // the words, the buttons, the verdict
	page.Hits               // the targets, and the one under the pointer
	dirty      bool

	deck  *draw.Deck
	cards []drillCard // the up-card first, then the hand
	deal  int         // ticks since the cards were dealt

	timer drillview.Timer
	op    ebiten.DrawImageOptions
	// repaints counts the repaints of the layers (session.ClockFace).
	repaints uint64
}

// drillCard is a card on the felt, its place in design units.
type drillCard struct {
	img  *ebiten.Image
	x, y float64
}

func (v *drillView) init() {
	v.Hovered = -1
	v.timer = drillview.Timer{Full: drillTimerFull, Slow: drillTimerSlow, Seconds: locales.DrillSeconds}
	v.timer.Reset()
}

// layout rebuilds everything for the frame and the language.
func (v *drillView) layout(s *Drills) {
	v.deck = s.app.Deck(drillCardW)
	v.placeCards(s)
	v.timer.Reset()
	v.paintBackground(s)
	v.paint(s)
}

// dealt starts showing a new question's cards.
func (v *drillView) dealt(s *Drills) {
	v.deal = 0
	v.timer.Reset()
	v.placeCards(s)
	v.dirty = true
}

// placeCards puts the up-card and the hand's cards on the felt.
func (v *drillView) placeCards(s *Drills) {
	v.cards = v.cards[:0]
	if v.deck == nil || s.phase < drillAsking {
		return
	}
	cx := drillview.Felt.CX()
	v.cards = append(v.cards, drillCard{img: v.deck.Face(s.q.Up), x: cx - drillCardW/2, y: drillUpY})
	step := drillCardW * 0.6
	n := len(s.q.Hand)
	w := drillCardW + step*float64(n-1)
	for i, c := range s.q.Hand {
		v.cards = append(v.cards, drillCard{img: v.deck.Face(c), x: cx - w/2 + float64(i)*step, y: drillHandY + float64(i)*4})
	}
}

// update follows the mouse and the timer, and repaints what changed.
func (v *drillView) update(s *Drills) {
	a := s.app
	if h := widget.Hover(v.Targets, a.Cursor); h != v.Hovered {
		v.Hovered, v.dirty = h, true
	}
	v.deal++
	if s.phase == drillAsking {
		v.timer.Update(a.Frame, a.Fonts, a.Loc, s.ticks)
	}
	if v.dirty {
		v.paint(s)
	}
}

// dealTicks is when the cards dealt have all slid in: card i slides
// from tick 3i to 3i+9, and no question has 17 cards.
const dealTicks = 3*17 + 9

// The timer's bar: full after drillTimerFull seconds, turning red after
// drillTimerSlow.
const (
	drillTimerFull = 8.0
	drillTimerSlow = 5.0
)

// paintBackground paints what stays while the user answers: the panels
// and the felt (slow shapes, so painted only when the page changes or the
// window does).
func (v *drillView) paintBackground(s *Drills) {
	a := s.app
	f := a.Frame
	v.bgDrilling = s.phase >= drillAsking
	drillview.PaintBackground(v.bg.Begin(f), f, v.bgDrilling)
}

// paint repaints the layer and the targets (and the background when the
// page changed).
func (v *drillView) paint(s *Drills) {
	v.dirty = false
	v.repaints++
	a := s.app
	if v.bgDrilling != (s.phase >= drillAsking) || !v.bg.Painted() {
		v.paintBackground(s)
	}
	dst := v.layer.Begin(a.Frame)
	v.Targets = v.Targets[:0]
	v.paintHeader(s, dst)
	if s.phase == drillSetup || s.phase == drillWaiting {
		v.paintSetup(s, dst)
		return
	}
	v.paintFelt(s, dst)
	v.paintAnswers(s, dst)
	v.paintVerdict(s, dst)
	v.paintRecent(s, dst)
	v.paintBottom(s, dst)
}

// paintHeader paints the title, the table and, while drilling, the score.
func (v *drillView) paintHeader(s *Drills, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	r := s.Table()
	h := draw.Header{Country: r.Country, Title: loc.T(locales.DrillTitle), Sub: loc.T(locales.DrillSubtitle), W: 1120}
	if s.phase >= drillAsking {
		// The score's tiles take the right while drilling.
		h.Sub, h.W = loc.T(locales.TableName(r.ID))+" · "+kindLabel(loc, s.kind, s.up), 500
	}
	h.Paint(dst, f, fonts)
	if s.phase < drillAsking {
		return
	}
	sc := s.score
	tiles := []draw.Tile{
		{Label: loc.T(locales.DrillScoreRight), Value: loc.T(locales.DrillScoreOf, sc.Correct, sc.Decisions), Sub: page.PercentOrDash(loc, sc.Counts)},
		{Label: loc.T(locales.DrillScoreStreak), Value: loc.Int(int64(sc.Streak)), Sub: loc.T(locales.DrillScoreBest, sc.Best)},
		{Label: loc.T(locales.DrillScoreTime), Value: timeOrDash(loc, sc.averageTicks()), Sub: loc.T(locales.DrillScoreFastest, timeOrDash(loc, float64(sc.Fastest)))},
		{Label: loc.T(locales.DrillScoreLost), Value: loc.Fixed(sc.EVLostPer100(), 2), Sub: loc.T(locales.DrillScorePer100)},
	}
	for i, t := range tiles {
		t.Paint(dst, f, fonts, drillview.TileRect(i))
	}
}

// timeOrDash is a time in ticks as seconds, or a dash for none.
func timeOrDash(loc *locales.Locale, ticks float64) string {
	if ticks <= 0 {
		return "—"
	}
	return loc.T(locales.DrillSeconds, loc.Fixed(seconds(ticks), 1))
}

// paintFelt paints the felt under the cards, the labels and the question.
func (v *drillView) paintFelt(s *Drills, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	cx := drillview.Felt.CX()
	draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(19)), loc.T(locales.DrillDealer), f.X(cx), f.Y(drillUpY-16), draw.Center, draw.FeltLine, true)
	name := words.Spot(loc, s.Table(), s.q.Spot)
	draw.Text(dst, draw.Fit(fonts.Bold, name, f.L(22), f.L(drillview.Felt.W-60)), name, f.X(cx), f.Y(drillHandY+drillCardW*draw.CardRatio+34), draw.Center, draw.Cream, true)
	ask := loc.T(locales.DrillAsk)
	if s.q.Legal.Has(tutor.AceOne) {
		ask = loc.T(locales.DrillAskAce)
	}
	if s.phase == drillAnswered {
		ask = loc.T(locales.DrillAnswered)
	}
	draw.Text(dst, draw.Fit(fonts.Medium, ask, f.L(18), f.L(drillview.Felt.W-60)), ask, f.X(cx), f.Y(drillview.TimerY-34), draw.Center, draw.Muted, true)
	if s.phase == drillAnswered {
		t := loc.T(locales.DrillSeconds, loc.Fixed(seconds(float64(s.last.Ticks)), 1))
		draw.Text(dst, draw.Face(fonts.Bold, f.L(18)), t, f.X(cx), f.Y(drillview.TimerY+3), draw.Center, draw.Cream, true)
	}
}

// answerButtons are the answers open to the question, in the table's order.
func answerButtons(q learner.Question) []tutor.Action {
	var out []tutor.Action
	for _, t := range []tutor.Action{tutor.Hit, tutor.Stand, tutor.Double, tutor.Split, tutor.AceOne, tutor.AceEleven} {
		if q.Legal.Has(t) {
			out = append(out, t)
		}
	}
	return out
}

// paintAnswers paints the answer buttons under the felt: the taken one
// and the chart's marked once the verdict shows.
func (v *drillView) paintAnswers(s *Drills, dst *ebiten.Image) {
	a := s.app
	loc := a.Loc
	acts := answerButtons(s.q)
	const gap = 10.0
	widths := make([]float64, len(acts))
	total := gap * float64(len(acts)-1)
	for i, t := range acts {
		widths[i] = buttonWidth(a, words.Action(loc, t), input.Label(loc, inputOf(t)), drillview.AnswersH, 138)
		total += widths[i]
	}
	x := drillview.Felt.CX() - total/2
	for i, t := range acts {
		w := widths[i]
		r := draw.R{X: x, Y: drillview.AnswersY, W: w, H: drillview.AnswersH}
		st := draw.ButtonNormal
		if s.phase == drillAnswered {
			st = draw.ButtonDisabled
			if t == s.last.ChartAction {
				st = draw.ButtonPrimary
			}
		}
		act := inputOf(t)
		v.Button(a, dst, r, words.Action(loc, t), act, input.Event{Action: act}, st)
		if s.phase == drillAnswered && t == s.last.Taken {
			clr := draw.Right
			if !s.last.Correct {
				clr = draw.Wrong
			}
			sr := a.Frame.Screen(draw.R{X: r.X - 4, Y: r.Y - 4, W: r.W + 8, H: r.H + 8})
			draw.RoundRectLine(dst, sr, sr.H*0.26, math.Max(2, a.Frame.L(3)), clr)
		}
		x += w + gap
	}
}

// buttonWidth is the width in design units a button of height h needs for
// its label and key (at least least).
func buttonWidth(a *session.Context, label, key string, h, least float64) float64 {
	w := draw.Width(draw.Face(a.Fonts.Bold, h*0.4), label) + h*0.6
	if key != "" {
		capH := h * 0.56
		w += math.Max(capH, draw.Width(draw.Face(a.Fonts.Bold, capH*0.58), key)+capH*0.6) + h*0.25
	}
	return math.Max(w, least)
}

// paintVerdict paints the verdict of the last answer, or while asking what
// the keys are.
func (v *drillView) paintVerdict(s *Drills, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	box := drillview.Verdict
	x0, x1 := box.X+24, box.X+box.W-24
	if s.phase != drillAnswered {
		drillview.PaintHow(dst, f, fonts, box, x0, x1, loc.T(locales.DrillHowTitle), loc.T(locales.DrillHow))
		return
	}
	ans := s.last
	clr := drillview.PaintVerdictHead(dst, f, fonts, box, x0, ans.Correct, loc.T(locales.DrillRight), loc.T(locales.DrillWrong))
	// The chart's play, and its cell as the chart prints it.
	chart := s.analyses.Get(s.Table().ID).Chart()
	cell := chart.Cell(ans.Spot)
	says := loc.T(locales.DrillChartSays, words.Action(loc, ans.ChartAction))
	sayFace := draw.Fit(fonts.Bold, says, f.L(19), f.L(x1-x0-90))
	draw.Text(dst, sayFace, says, f.X(x0), f.Y(box.Y+80), draw.Start, draw.Cream, true)
	chip := draw.R{X: x0 + draw.Width(sayFace, says)/f.S + 12, Y: box.Y + 67, W: 46, H: 26}
	draw.FillRect(dst, f.Screen(chip), chartgrid.CodeColor(cell.Code))
	draw.Text(dst, draw.Face(fonts.Bold, f.L(15)), words.Cell(loc, chart, cell), f.X(chip.CX()), f.Y(chip.CY()), draw.Center, chartgrid.Ink, true)

	// The exact EV of every action, best first.
	y := box.Y + 112
	head := loc.T(locales.DrillEVTitle)
	draw.Text(dst, draw.Fit(fonts.Medium, head, f.L(15), f.L(x1-x0)), head, f.X(x0), f.Y(y), draw.Start, draw.Dim, true)
	y += 16
	best := 0.0
	if len(ans.Grade.Actions) > 0 {
		best = ans.Grade.Actions[0].EV
	}
	rowFace := draw.Face(fonts.Bold, f.L(18))
	numFace := draw.Face(fonts.Medium, f.L(18))
	for i, ae := range ans.Grade.Actions {
		r := draw.R{X: x0 - 8, Y: y, W: x1 - x0 + 16, H: 34}
		if ae.Action == ans.Taken {
			draw.RoundRect(dst, f.Screen(r), f.L(8), draw.Mix(draw.PanelFill, draw.PanelHi, 0.8))
		}
		name := words.Action(loc, ae.Action)
		nameClr := draw.Cream
		if i == 0 {
			nameClr = draw.GoldLight
		}
		draw.Text(dst, rowFace, name, f.X(x0), f.Y(r.CY()), draw.Start, nameClr, true)
		if ae.Action == ans.Taken {
			// "your answer" after the action's name.
			you := loc.T(locales.DrillYou)
			nx := x0 + draw.Width(rowFace, name)/f.S + 12
			draw.Text(dst, draw.Fit(fonts.Bold, you, f.L(14), f.L(x0+250-nx)), you, f.X(nx), f.Y(r.CY()), draw.Start, clr, true)
		}
		ev := loc.T(locales.FmtPercent, loc.Signed(100*ae.EV, 2))
		draw.Text(dst, numFace, ev, f.X(x0+350), f.Y(r.CY()), draw.End, draw.Cream, true)
		note := loc.T(locales.DrillBest)
		noteClr := draw.Gold
		if i > 0 {
			note = loc.T(locales.FmtPercent, loc.Signed(100*(ae.EV-best), 2))
			noteClr = draw.Dim
		}
		draw.Text(dst, draw.Fit(fonts.Medium, note, f.L(15), f.L(x1-x0-370)), note, f.X(x1), f.Y(r.CY()), draw.End, noteClr, true)
		y += 36
	}

	// What the answer cost, and the exception.
	y += 8
	cost := ans.Grade.Cost
	line, lineClr := loc.T(locales.DrillCostNone), draw.Right
	if cost >= 0.005 {
		line, lineClr = loc.T(locales.DrillCost, loc.Fixed(cost, 2)), draw.Wrong
	}
	draw.Text(dst, draw.Fit(fonts.Bold, line, f.L(18), f.L(x1-x0)), line, f.X(x0), f.Y(y+12), draw.Start, lineClr, true)
	y += 34
	if ans.Exception {
		note := loc.T(locales.DrillException, words.Action(loc, ans.Grade.Best), words.Action(loc, ans.ChartAction))
		face := draw.Face(fonts.Medium, f.L(15))
		for _, l := range draw.Wrap(face, note, f.L(x1-x0)) {
			draw.Text(dst, face, l, f.X(x0), f.Y(y+10), draw.Start, draw.GoldLight, true)
			y += 21
		}
	}
	// The player's record at this cell, the answer included.
	st := a.Progress.SpotStats(s.Table().ID, ans.Spot)
	rec := loc.T(locales.DrillCellRecord, st.Decisions, st.Correct, st.Streak)
	draw.Text(dst, draw.Fit(fonts.Medium, rec, f.L(15), f.L(x1-x0-240)), rec, f.X(x0), f.Y(box.Y+box.H-45), draw.Start, draw.Muted, true)
	v.Button(a, dst, draw.R{X: box.X + box.W - 230, Y: box.Y + box.H - 70, W: 206, H: 50}, loc.T(locales.DrillNext), input.Confirm, input.Event{Action: input.Confirm}, draw.ButtonPrimary)
}

// paintRecent lists the last answers of the sitting.
func (v *drillView) paintRecent(s *Drills, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	box := drillview.Recent
	draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(20)), loc.T(locales.DrillRecentTitle), f.X(box.X+24), f.Y(box.Y+14), draw.Start, draw.Gold, false)
	if len(s.recent) == 0 {
		t := loc.T(locales.DrillRecentNone)
		draw.Text(dst, draw.Fit(fonts.Regular, t, f.L(15), f.L(box.W-48)), t, f.X(box.X+24), f.Y(box.Y+62), draw.Start, draw.Dim, false)
		return
	}
	face := draw.Face(fonts.Medium, f.L(15))
	for i, r := range s.recent[:min(len(s.recent), 5)] {
		y := box.Y + 56 + float64(i)*24
		clr := draw.Right
		if !r.Correct {
			clr = draw.Wrong
		}
		draw.Disc(dst, f.X(box.X+30), f.Y(y), f.L(5), clr)
		draw.Text(dst, draw.Fit(fonts.Medium, words.Spot(loc, s.Table(), r.Spot), f.L(15), f.L(250)), words.Spot(loc, s.Table(), r.Spot), f.X(box.X+44), f.Y(y), draw.Start, draw.Cream, true)
		draw.Text(dst, face, words.Action(loc, r.Taken), f.X(box.X+310), f.Y(y), draw.Start, draw.Muted, true)
		res := loc.T(locales.DrillSeconds, loc.Fixed(seconds(float64(r.Ticks)), 1))
		if r.Grade.Cost >= 0.005 && !r.Correct {
			res = loc.T(locales.FmtPercent, loc.Signed(-r.Grade.Cost, 2)) + " · " + res
		}
		draw.Text(dst, face, res, f.X(box.X+box.W-24), f.Y(y), draw.End, draw.Dim, true)
	}
}

// paintBottom paints the keys' help and the buttons of the bottom row.
func (v *drillView) paintBottom(s *Drills, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	help := loc.T(locales.DrillHelp)
	draw.Text(dst, draw.Fit(fonts.Regular, help, f.L(15), f.L(640)), help, f.X(drillview.Felt.CX()), f.Y(drillview.BottomY+22), draw.Center, draw.Dim, true)
	answers := draw.ButtonNormal // the why and the chart: once answered
	if s.phase == drillAsking {
		answers = draw.ButtonDisabled
	}
	v.Button(a, dst, draw.R{X: 694, Y: drillview.BottomY, W: 170, H: 46}, loc.T(locales.WhyTitle), input.Why, input.Event{Action: input.Why}, answers)
	v.Button(a, dst, draw.R{X: 880, Y: drillview.BottomY, W: 170, H: 46}, loc.T(locales.ActionChart), input.Chart, input.Event{Action: input.Chart}, answers)
	v.Button(a, dst, draw.R{X: 1066, Y: drillview.BottomY, W: 174, H: 46}, loc.T(locales.DrillBackToSetup), input.Back, input.Event{Action: input.Back}, draw.ButtonNormal)
}

// draw draws the scene: the layer, the cards sliding in, the timer.
func (v *drillView) draw(s *Drills, screen *ebiten.Image) {
	a := s.app
	a.DrawBackdrop(screen)
	v.bg.Draw(screen)
	v.layer.Draw(screen)
	if s.phase < drillAsking {
		return
	}
	f := a.Frame
	for i, c := range v.cards {
		// Dealt from the top right, one after the other.
		p := anim.EaseOut(math.Min(1, math.Max(0, float64(v.deal-i*3)/9)))
		if p <= 0 {
			continue
		}
		x := c.x + (1-p)*(900-c.x)
		y := c.y + (1-p)*(-140-c.y)
		v.op.GeoM.Reset()
		v.op.GeoM.Translate(math.Round(f.X(x)), math.Round(f.Y(y)))
		v.op.ColorScale.Reset()
		screen.DrawImage(c.img, &v.op)
	}
	if s.phase != drillAsking {
		return
	}
	v.timer.Draw(screen, f, s.ticks, 1)
}

// Draw implements Scene.
func (s *Drills) Draw(screen *ebiten.Image) { s.view.draw(s, screen) }
