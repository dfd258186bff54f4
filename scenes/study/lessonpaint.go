package study

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/anim"
	"sabot/scenes/chartgrid"
	"sabot/scenes/draw"
	"sabot/scenes/drillview"
	"sabot/scenes/input"
	"sabot/scenes/study/page"
	"sabot/scenes/widget"
	"sabot/tutor"
	"sabot/tutor/croupier"
	"sabot/tutor/learner"
	"sabot/tutor/strategy"
	"sabot/words"
)

// The lesson scene's layout, in design units.
var (
	lessonTile      = draw.R{X: 820, Y: 26, W: 420, H: 88}
	lessonTextPanel = draw.R{X: 40, Y: 130, W: 560, H: 566}
	lessonGridPanel = draw.R{X: 620, Y: 130, W: 620, H: 566}
	lessonPrevBtn   = draw.R{X: 40, Y: 716, W: 190, H: 56}
	lessonNextBtn   = draw.R{X: 246, Y: 716, W: 320, H: 56}
	lessonBackBtn   = draw.R{X: 1060, Y: 716, W: 180, H: 56}

	lessonFelt      = draw.R{X: 40, Y: 130, W: 560, H: 420}
	lessonAnswersY  = 566.0
	lessonAnswersH  = 56.0
	lessonDrillGrid = draw.R{X: 620, Y: 130, W: 620, H: 400}
	lessonVerdict   = draw.R{X: 620, Y: 546, W: 620, H: 150}
	lessonCardW     = 84.0
)

// lessonView is what the lesson scene shows.
type lessonView struct {
	bg        widget.Layer
	bgDrill   bool // bg shows the drill's panels
	layer     widget.Layer
	page.Hits // the targets, and the one under the pointer
	dirty     bool
	deck      *draw.Deck
	deal      int // ticks since the cards were dealt
	op        ebiten.DrawImageOptions

	// gridShown: the drill's panel shows the lesson's chart, with the
	// cell gridFramed framed ("" for none); for the tests.
	gridShown  bool
	gridFramed string
}

func (v *lessonView) init() { v.Hovered = -1 }

func (v *lessonView) layout(s *LessonScene) {
	v.deck = s.app.Deck(lessonCardW)
	v.paintBackground(s)
	v.paint(s)
}

func (v *lessonView) dealt(s *LessonScene) {
	v.deal = 0
	v.dirty = true
}

func (v *lessonView) update(s *LessonScene) {
	if h := widget.Hover(v.Targets, s.app.Cursor); h != v.Hovered {
		v.Hovered, v.dirty = h, true
	}
	v.deal++
	if v.dirty {
		v.paint(s)
	}
}

// paintBackground paints the panels of the page.
func (v *lessonView) paintBackground(s *LessonScene) {
	f := s.app.Frame
	v.bgDrill = s.phase >= lessonAsking
	dst := v.bg.Begin(f)
	draw.Panel(dst, f.Screen(lessonTile), f.L(10))
	if !v.bgDrill {
		draw.Panel(dst, f.Screen(lessonTextPanel), f.L(16))
		draw.Panel(dst, f.Screen(lessonGridPanel), f.L(16))
		return
	}
	draw.MiniFelt(dst, f, lessonFelt)
	draw.Panel(dst, f.Screen(lessonDrillGrid), f.L(16))
	draw.Panel(dst, f.Screen(lessonVerdict), f.L(16))
}

// paint repaints the words, the grid, the buttons and the targets.
func (v *lessonView) paint(s *LessonScene) {
	v.dirty = false
	a := s.app
	if v.bgDrill != (s.phase >= lessonAsking) || !v.bg.Painted() {
		v.paintBackground(s)
	}
	dst := v.layer.Begin(a.Frame)
	v.Targets = v.Targets[:0]
	v.paintHeader(s, dst)
	if s.phase < lessonAsking {
		v.paintScreen(s, dst)
		return
	}
	v.paintFelt(s, dst)
	v.paintAnswers(s, dst)
	v.paintDrillGrid(s, dst)
	v.paintVerdict(s, dst)
	help := a.Loc.T(locales.LessonHelp)
	if !s.course.Rules.IsBlackjack() {
		help = a.Loc.T(locales.LessonHelpPb)
	}
	draw.Text(dst, draw.Fit(a.Fonts.Regular, help, a.Frame.L(15), a.Frame.L(980)), help, a.Frame.X(40), a.Frame.Y(744), draw.Start, draw.Dim, true)
	v.Button(a, dst, lessonBackBtn, a.Loc.T(locales.LessonBack), input.Back, input.Event{Action: input.Back}, draw.ButtonNormal)
}

// paintHeader paints the lesson's name, its place in the course, and the
// tile: the screens' dots while reading, the mastery meter while
// drilling.
func (v *lessonView) paintHeader(s *LessonScene, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	r := s.course.Rules
	sub := loc.T(locales.CourseLessonN, s.index+1) + " · " + loc.T(locales.TableName(r.ID))
	switch {
	case s.phase >= lessonAsking && s.review:
		sub = loc.T(locales.LessonReviewing) + " · " + sub
	case s.phase >= lessonAsking:
		sub = loc.T(locales.LessonDrilling) + " · " + sub
	}
	draw.Header{Country: r.Country, Title: loc.T(locales.CourseLessonName(s.lesson.ID)), Sub: sub, W: 680}.Paint(dst, f, fonts)

	box := lessonTile
	x0, x1 := box.X+16, box.X+box.W-16
	if s.phase < lessonAsking {
		n := len(s.lesson.Screens)
		t := loc.T(locales.LessonScreenOf, s.screen+1, n)
		draw.Text(dst, draw.Fit(fonts.Bold, t, f.L(19), f.L(x1-x0)), t, f.X(x0), f.Y(box.Y+14), draw.Start, draw.Cream, false)
		for i := 0; i <= n; i++ { // the screens, then the drill
			clr := draw.Mix(draw.PanelFill, draw.Cream, 0.3)
			switch {
			case i == s.screen:
				clr = draw.Gold
			case i < s.screen:
				clr = draw.GoldDark
			}
			seg := draw.R{X: x0 + float64(i)*((x1-x0+6)/float64(n+1)), Y: box.Y + 50, W: (x1-x0+6)/float64(n+1) - 6, H: 10}
			draw.RoundRect(dst, f.Screen(seg), f.L(4), clr)
		}
		rule := loc.T(locales.LessonDrill)
		draw.Text(dst, draw.Fit(fonts.Regular, rule, f.L(13), f.L((x1-x0)/float64(n+1))), rule, f.X(x1), f.Y(box.Y+74), draw.End, draw.Dim, true)
		return
	}
	if s.review {
		t := loc.T(locales.LessonLeft, s.drill.Left())
		draw.Text(dst, draw.Fit(fonts.Bold, t, f.L(19), f.L(x1-x0)), t, f.X(x0), f.Y(box.Y+14), draw.Start, draw.Cream, false)
		done := loc.T(locales.LessonReviewDone, s.right, s.answers)
		draw.Text(dst, draw.Fit(fonts.Regular, done, f.L(15), f.L(x1-x0)), done, f.X(x0), f.Y(box.Y+58), draw.Start, draw.Muted, false)
		return
	}
	st := s.stats()
	draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(19)), loc.T(locales.LessonMastery), f.X(x0), f.Y(box.Y+10), draw.Start, draw.Gold, false)
	share := masteryShare(st)
	pct := loc.T(locales.FmtPercent, loc.Fixed(100*share, 0))
	draw.Text(dst, draw.Face(fonts.Bold, f.L(19)), pct, f.X(x1), f.Y(box.Y+10), draw.End, draw.Cream, false)
	bed := draw.R{X: x0, Y: box.Y + 40, W: x1 - x0, H: 12}
	draw.RoundRect(dst, f.Screen(bed), f.L(6), drillview.TimerBed)
	if share > 0 {
		fill := bed
		fill.W = math.Max(12, bed.W*share)
		clr := draw.Gold
		if st.Mastered != nil {
			clr = draw.Right
		}
		draw.RoundRect(dst, f.Screen(fill), f.L(6), clr)
	}
	m := learner.DefaultMastery
	window := st.Recent
	if len(window) > m.Window {
		window = window[len(window)-m.Window:]
	}
	line := loc.T(locales.LessonStreak, min(st.Streak, m.Streak), m.Streak) + " · " +
		loc.T(locales.LessonWindow, strings.Count(window, "1"), m.Window, int(math.Ceil(m.Share*float64(m.Window)-1e-9)))
	draw.Text(dst, draw.Fit(fonts.Medium, line, f.L(14), f.L(x1-x0)), line, f.X(x0), f.Y(box.Y+72), draw.Start, draw.Muted, true)
}

// paintScreen paints the screen on show: its title and text, the region
// it teaches, and the buttons.
func (v *lessonView) paintScreen(s *LessonScene, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	sc := &s.lesson.Screens[s.screen]
	box := lessonTextPanel
	x0, x1 := box.X+30, box.X+box.W-30
	title := loc.T(locales.CourseScreenTitle(s.lesson.ID, sc.ID))
	draw.Text(dst, draw.Fit(fonts.SmallCaps, title, f.L(28), f.L(x1-x0)), title, f.X(x0), f.Y(box.Y+26), draw.Start, draw.Gold, false)
	draw.Line(dst, f.X(x0), f.Y(box.Y+72), f.X(x1), f.Y(box.Y+72), math.Max(1, f.L(1)), draw.Mix(draw.GoldDark, draw.PanelFill, 0.3))
	args := make([]any, len(sc.Figures))
	for i, x := range sc.Figures {
		args[i] = loc.Fixed(x, figureDecimals(x))
	}
	text := loc.T(locales.CourseScreenText(s.lesson.ID, sc.ID), args...)
	face := draw.Face(fonts.Medium, f.L(20))
	y := box.Y + 96
	for _, l := range draw.Wrap(face, text, f.L(x1-x0)) {
		draw.Text(dst, face, l, f.X(x0), f.Y(y), draw.Start, draw.Cream, false)
		y += 31
	}

	// What follows the screens: the drill and its threshold.
	m := learner.DefaultMastery
	then := loc.T(locales.CourseScreens, len(s.lesson.Screens), len(s.lesson.Keys())) + ". " +
		loc.T(locales.CourseMasteryRule, m.Streak, loc.Fixed(100*m.Share, 0), m.Window)
	small := draw.Face(fonts.Regular, f.L(15))
	lines := draw.Wrap(small, then, f.L(x1-x0))
	y = box.Y + box.H - 26 - float64(len(lines))*21
	draw.Line(dst, f.X(x0), f.Y(y-14), f.X(x1), f.Y(y-14), math.Max(1, f.L(1)), draw.Mix(draw.GoldDark, draw.PanelFill, 0.5))
	for _, l := range lines {
		draw.Text(dst, small, l, f.X(x0), f.Y(y), draw.Start, draw.Dim, false)
		y += 21
	}

	gb := lessonGridPanel
	draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(20)), loc.T(locales.LessonRegion), f.X(gb.X+26), f.Y(gb.Y+20), draw.Start, draw.Gold, false)
	g := newRegion(s.course.Rules, s.chart(), s.lesson, sc)
	if g.empty() {
		// A screen of side bets: the cards that ask the question.
		v.paintSideCards(s, dst, gb)
	} else {
		g.paint(a, dst, draw.R{X: gb.X + 20, Y: gb.Y + 60, W: gb.W - 40, H: gb.H - 80})
	}

	prev := draw.ButtonNormal
	if s.screen == 0 {
		prev = draw.ButtonDisabled
	}
	v.Button(a, dst, lessonPrevBtn, loc.T(locales.LessonPrevious), input.Left, input.Event{Action: input.Select, Index: lessonTargetPrevious}, prev)
	next := loc.T(locales.LessonNext)
	nst := draw.ButtonPrimary
	if s.screen+1 == len(s.lesson.Screens) {
		next = loc.T(locales.LessonDrill)
		if s.phase == lessonWaiting {
			next, nst = loc.T(locales.CourseComputing), draw.ButtonDisabled
		}
	}
	nb := lessonNextBtn
	nb.W = buttonWidth(a, next, input.Label(loc, input.Confirm), nb.H, nb.W)
	v.Button(a, dst, nb, next, input.Confirm, input.Event{Action: input.Select, Index: lessonTargetNext}, nst)
	help := loc.T(locales.LessonScreenHelp)
	hx := nb.X + nb.W + 18
	draw.Text(dst, draw.Fit(fonts.Regular, help, f.L(15), f.L(lessonBackBtn.X-20-hx)), help, f.X(hx), f.Y(744), draw.Start, draw.Dim, true)
	v.Button(a, dst, lessonBackBtn, loc.T(locales.LessonBack), input.Back, input.Event{Action: input.Back}, draw.ButtonNormal)
}

// figureDecimals is how many decimals a figure of a lesson's text shows:
// one for a share, two for a small cost.
func figureDecimals(x float64) int {
	if math.Abs(x) < 10 {
		return 2
	}
	return 1
}

// paintSideCards paints, on a screen about a side bet, the cards that
// bring the question: a blackjack against an ace and a ten, or an ace
// against an ace.
func (v *lessonView) paintSideCards(s *LessonScene, dst *ebiten.Image, box draw.R) {
	if v.deck == nil {
		return
	}
	f := s.app.Frame
	hand := rules.Cards{{Rank: rules.Ace, Suit: rules.Spades}, {Rank: rules.King, Suit: rules.Hearts}}
	up := rules.Card{Rank: rules.Ace, Suit: rules.Diamonds}
	switch sc := s.lesson.Screens[s.screen]; {
	case s.lesson.ID == learner.LessonDesafio:
		hand = hand[:1]
		up = rules.Card{Rank: rules.Seven, Suit: rules.Clubs}
	case s.lesson.ID == learner.LessonInsurance && sc.ID == "1":
		// Insurance is offered whatever the hand.
		hand = rules.Cards{{Rank: rules.Ten, Suit: rules.Clubs}, {Rank: rules.Six, Suit: rules.Hearts}}
	}
	cx := box.CX()
	put := func(c rules.Card, x, y float64) {
		v.op.GeoM.Reset()
		v.op.GeoM.Translate(math.Round(f.X(x)), math.Round(f.Y(y)))
		v.op.ColorScale.Reset()
		dst.DrawImage(v.deck.Face(c), &v.op)
	}
	put(up, cx-lessonCardW/2, box.Y+110)
	w := lessonCardW + lessonCardW*0.6*float64(len(hand)-1)
	for i, c := range hand {
		put(c, cx-w/2+float64(i)*lessonCardW*0.6, box.Y+300+float64(i)*4)
	}
	draw.Text(dst, draw.Face(s.app.Fonts.SmallCaps, f.L(19)), s.app.Loc.T(locales.DrillDealer), f.X(cx), f.Y(box.Y+92), draw.Center, draw.FeltLine, true)
}

// chart returns the table's chart, nil while it is computed (and at Punto
// Banco).
func (s *LessonScene) chart() *strategy.Chart {
	if an := s.analysis(); an != nil {
		return an.Chart()
	}
	return nil
}

// questionText is what the felt asks.
func questionText(s *LessonScene) string {
	loc := s.app.Loc
	q := s.q
	switch {
	case q.IsCoup() && q.Coup.Turn == 0:
		return loc.T(locales.LessonAskPunto)
	case q.IsCoup():
		return loc.T(locales.LessonAskBanco)
	case q.Legal.Has(tutor.Insurance):
		return loc.T(locales.LessonAskInsurance)
	case q.Legal.Has(tutor.EvenMoney):
		return loc.T(locales.LessonAskEvenMoney)
	case q.Legal.Has(tutor.Desafio):
		return loc.T(locales.LessonAskDesafio)
	case q.Legal.Has(tutor.AceOne):
		return loc.T(locales.LessonAskAce)
	}
	return loc.T(locales.LessonAsk)
}

// paintFelt paints the labels of the felt (the cards are drawn over it
// by draw) and the question.
func (v *lessonView) paintFelt(s *LessonScene, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	cx := lessonFelt.CX()
	if s.q.IsCoup() {
		for i, side := range []struct {
			key   locales.Key
			cards rules.Cards
		}{{locales.FeltPunto, s.q.Coup.Punto}, {locales.FeltBanco, s.q.Coup.Banco}} {
			x := lessonFelt.X + lessonFelt.W*(0.27+0.46*float64(i))
			draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(22)), loc.T(side.key), f.X(x), f.Y(lessonFelt.Y+52), draw.Center, draw.FeltLine, true)
			pts := loc.T(locales.LessonPoints, rules.PuntoBancoPoints(side.cards[:2]))
			if len(side.cards) > 2 {
				pts = loc.T(locales.LessonPointsThird, rules.PuntoBancoPoints(side.cards[:2]), side.cards[2].Points())
			}
			draw.Text(dst, draw.Face(fonts.Bold, f.L(19)), pts, f.X(x), f.Y(lessonFelt.Y+240), draw.Center, draw.Cream, true)
		}
	} else {
		draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(19)), loc.T(locales.DrillDealer), f.X(cx), f.Y(lessonFelt.Y+36), draw.Center, draw.FeltLine, true)
		if s.q.HasSpot {
			name := words.Spot(loc, s.course.Rules, s.q.Spot)
			draw.Text(dst, draw.Fit(fonts.Bold, name, f.L(21), f.L(lessonFelt.W-60)), name, f.X(cx), f.Y(lessonFelt.Y+340), draw.Center, draw.Cream, true)
		}
	}
	ask := questionText(s)
	draw.Text(dst, draw.Fit(fonts.Medium, ask, f.L(18), f.L(lessonFelt.W-60)), ask, f.X(cx), f.Y(lessonFelt.Y+378), draw.Center, draw.Muted, true)
}

// lessonAnswerKeys are the keys of the answers, in the buttons' order.
var lessonAnswerKeys = []struct {
	t   tutor.Action
	key input.Action
}{
	{tutor.Hit, input.Hit}, {tutor.Stand, input.Stand}, {tutor.Double, input.Double}, {tutor.Split, input.Split},
	{tutor.AceOne, input.AceOne}, {tutor.AceEleven, input.AceEleven},
	{tutor.Insurance, input.Insurance}, {tutor.EvenMoney, input.Insurance}, {tutor.Desafio, input.Insurance},
	{tutor.NoInsurance, input.No}, {tutor.NoEvenMoney, input.No}, {tutor.NoDesafio, input.No},
}

// answerWord names an answer of the lesson's question.
func answerWord(s *LessonScene, t tutor.Action) string {
	loc := s.app.Loc
	switch {
	case s.q.IsCoup() && t == tutor.Hit:
		return loc.T(locales.LessonDraws)
	case s.q.IsCoup():
		return loc.T(locales.LessonStands)
	case t == tutor.Insurance:
		return loc.T(locales.ActionInsurance)
	case t == tutor.EvenMoney:
		return loc.T(locales.BJEvenMoney)
	case t == tutor.Desafio:
		return loc.T(locales.BJDesafio)
	case t == tutor.NoInsurance || t == tutor.NoEvenMoney || t == tutor.NoDesafio:
		return loc.T(locales.LessonDecline)
	}
	return words.Action(loc, t)
}

// paintAnswers paints the answer buttons under the felt; once answered
// the right one is lit and the taken one ringed.
func (v *lessonView) paintAnswers(s *LessonScene, dst *ebiten.Image) {
	a := s.app
	loc := a.Loc
	type btn struct {
		t   tutor.Action
		key input.Action
		w   float64
	}
	var bs []btn
	const gap = 10.0
	total := 0.0
	for _, k := range lessonAnswerKeys {
		if s.q.Legal.Has(k.t) {
			w := buttonWidth(a, answerWord(s, k.t), input.Label(loc, k.key), lessonAnswersH, 120)
			bs = append(bs, btn{k.t, k.key, w})
			total += w
		}
	}
	total += gap * float64(len(bs)-1)
	scale := math.Min(1, (lessonFelt.W)/total)
	x := lessonFelt.CX() - total*scale/2
	for _, b := range bs {
		r := draw.R{X: x, Y: lessonAnswersY, W: b.w * scale, H: lessonAnswersH}
		st := draw.ButtonNormal
		if s.phase != lessonAsking {
			st = draw.ButtonDisabled
			if b.t == s.last.Right {
				st = draw.ButtonPrimary
			}
		}
		v.Button(a, dst, r, answerWord(s, b.t), b.key, input.Event{Action: b.key}, st)
		if s.phase != lessonAsking && b.t == s.last.Taken {
			clr := draw.Right
			if !s.last.Correct {
				clr = draw.Wrong
			}
			sr := a.Frame.Screen(draw.R{X: r.X - 4, Y: r.Y - 4, W: r.W + 8, H: r.H + 8})
			draw.RoundRectLine(dst, sr, sr.H*0.26, math.Max(2, a.Frame.L(3)), clr)
		}
		x += (b.w + gap) * scale
	}
}

// paintDrillGrid paints the lesson's whole region with the question's
// cell framed (a side question has none: a note says so) once the
// question is answered; while it waits for the answer the chart, which
// would give it away, is not there: a note says it comes back.
func (v *lessonView) paintDrillGrid(s *LessonScene, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	gb := lessonDrillGrid
	v.gridShown, v.gridFramed = false, ""
	draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(20)), loc.T(locales.LessonRegion), f.X(gb.X+26), f.Y(gb.Y+18), draw.Start, draw.Gold, false)
	if s.phase == lessonAsking {
		note := loc.T(locales.LessonChartAfter)
		draw.Text(dst, draw.Fit(fonts.Medium, note, f.L(18), f.L(gb.W-52)), note, f.X(gb.CX()), f.Y(gb.Y+gb.H/2), draw.Center, draw.Muted, true)
		return
	}
	g := newRegion(s.course.Rules, s.chart(), s.lesson, nil)
	g.current = s.q.Key
	if g.empty() {
		return
	}
	v.gridShown, v.gridFramed = true, g.current
	if !s.q.HasSpot && !s.q.IsCoup() {
		note := loc.T(locales.LessonSide)
		draw.Text(dst, draw.Fit(fonts.Medium, note, f.L(15), f.L(gb.W-52)), note, f.X(gb.X+26), f.Y(gb.Y+48), draw.Start, draw.Muted, true)
	}
	g.paint(a, dst, draw.R{X: gb.X + 20, Y: gb.Y + 54, W: gb.W - 40, H: gb.H - 64})
}

// paintVerdict paints the verdict of the last answer, or the lesson's
// mastery, or the review's end.
func (v *lessonView) paintVerdict(s *LessonScene, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	box := lessonVerdict
	x0, x1 := box.X+24, box.X+box.W-24
	btn := draw.R{X: box.X + box.W - 214, Y: box.Y + box.H - 66, W: 190, H: 48}
	switch {
	case s.phase == lessonDone && s.review:
		t := loc.T(locales.LessonReviewDone, s.right, s.answers)
		draw.Text(dst, draw.Fit(fonts.Bold, t, f.L(26), f.L(x1-x0)), t, f.X(x0), f.Y(box.Y+36), draw.Start, draw.GoldLight, true)
		v.Button(a, dst, btn, loc.T(locales.LessonBack), input.Confirm, input.Event{Action: input.Confirm}, draw.ButtonPrimary)
		return
	case s.phase == lessonDone:
		draw.Disc(dst, f.X(x0+12), f.Y(box.Y+34), f.L(11), draw.Right)
		t := loc.T(locales.LessonMastered)
		draw.Text(dst, draw.Fit(fonts.Bold, t, f.L(30), f.L(x1-x0-40)), t, f.X(x0+34), f.Y(box.Y+34), draw.Start, draw.Right, true)
		note := loc.T(locales.LessonMasteredNext)
		if s.index+1 == len(s.course.Lessons) {
			note = loc.T(locales.LessonMasteredLast)
		}
		face := draw.Face(fonts.Medium, f.L(15))
		y := box.Y + 72
		for _, l := range draw.Wrap(face, note, f.L(x1-x0-220)) {
			draw.Text(dst, face, l, f.X(x0), f.Y(y), draw.Start, draw.Cream, true)
			y += 21
		}
		v.Button(a, dst, btn, loc.T(locales.LessonKeepGoing), input.Confirm, input.Event{Action: input.Select, Index: lessonTargetKeepOn}, draw.ButtonPrimary)
		return
	case s.phase != lessonAnswered:
		if s.phase == lessonAsking && s.answers == 0 {
			m := learner.DefaultMastery
			rule := loc.T(locales.CourseMasteryRule, m.Streak, loc.Fixed(100*m.Share, 0), m.Window)
			face := draw.Face(fonts.Medium, f.L(16))
			y := box.Y + 30
			for _, l := range draw.Wrap(face, rule, f.L(x1-x0)) {
				draw.Text(dst, face, l, f.X(x0), f.Y(y), draw.Start, draw.Muted, true)
				y += 23
			}
		}
		return
	}
	ans := s.last
	title, clr := loc.T(locales.LessonRight), draw.Right
	if !ans.Correct {
		title, clr = loc.T(locales.LessonWrong), draw.Wrong
	}
	draw.Disc(dst, f.X(x0+12), f.Y(box.Y+32), f.L(11), clr)
	draw.Text(dst, draw.Face(fonts.Bold, f.L(30)), title, f.X(x0+34), f.Y(box.Y+32), draw.Start, clr, true)
	says := loc.T(locales.LessonPlayIs, answerWord(s, ans.Right))
	sayFace := draw.Fit(fonts.Bold, says, f.L(19), f.L(x1-x0-280))
	draw.Text(dst, sayFace, says, f.X(x0), f.Y(box.Y+76), draw.Start, draw.Cream, true)
	if ans.HasSpot {
		if ch := s.chart(); ch != nil {
			cell := ch.Cell(ans.Spot)
			chip := draw.R{X: x0 + draw.Width(sayFace, says)/f.S + 12, Y: box.Y + 63, W: 46, H: 26}
			draw.FillRect(dst, f.Screen(chip), chartgrid.CodeColor(cell.Code))
			draw.Text(dst, draw.Face(fonts.Bold, f.L(15)), words.Cell(loc, ch, cell), f.X(chip.CX()), f.Y(chip.CY()), draw.Center, chartgrid.Ink, true)
		}
	}
	line, lineClr := "", draw.Muted
	switch {
	case ans.IsCoup() && ans.Why.Natural:
		line = loc.T(locales.LessonWhyNatural)
	case ans.IsCoup():
		line = coupRule(loc, ans)
	case !ans.IsCoup() && !ans.Correct && ans.Grade.Cost >= 0.005:
		line, lineClr = loc.T(locales.LessonCost, loc.Fixed(ans.Grade.Cost, 2)), draw.Wrong
	}
	if line != "" {
		face, lines, lead := verdictRule(fonts, line, f.S, f.L(x1-x0-220))
		for i, l := range lines {
			draw.Text(dst, face, l, f.X(x0), f.Y(box.Y+108+float64(i)*lead), draw.Start, lineClr, true)
		}
	}
	v.Button(a, dst, btn, loc.T(locales.LessonNext), input.Confirm, input.Event{Action: input.Confirm}, draw.ButtonPrimary)
}

// verdictRule lays out the verdict's rule line at scale (screen pixels
// per design pixel) in width screen pixels: two lines at 15 or down to the
// readable 12; a longer rule (the Tabella's «2-3-4-5-6-7, … 1-8-9-10»)
// takes a third line at 12, never one line shrunk out of sight. lead is
// the distance between the lines' middles, in design pixels.
func verdictRule(fonts *draw.Fonts, line string, scale, width float64) (face *text.GoTextFace, lines []string, lead float64) {
	face, lines = draw.FitLines(fonts.Medium, line, 15*scale, 12*scale, width, 2)
	if len(lines) > 2 {
		return face, lines, 15
	}
	return face, lines, 20
}

// coupRule is the line of the Tabella della Regola behind a coup's
// answer (the dealer school's words for it).
func coupRule(loc *locales.Locale, ans learner.LessonAnswer) string {
	w := ans.Why
	switch {
	case ans.Coup.Turn == croupier.PuntoSide && w.Draws:
		return loc.T(locales.DDrillWhyCarta, w.PuntoPoints)
	case ans.Coup.Turn == croupier.PuntoSide:
		return loc.T(locales.DDrillWhyNoCarta, w.PuntoPoints)
	case !w.PuntoDrew:
		return loc.T(locales.DDrillWhyBancoNoCall)
	}
	switch b := w.BancoPoints; {
	case b <= 2:
		return loc.T(locales.DDrillWhyBanco02)
	case b == 3:
		return loc.T(locales.DDrillWhyBanco3)
	case b == 4:
		return loc.T(locales.DDrillWhyBanco4)
	case b == 5:
		return loc.T(locales.DDrillWhyBanco5)
	case b == 6:
		return loc.T(locales.DDrillWhyBanco6)
	}
	return loc.T(locales.DDrillWhyBanco7)
}

// draw draws the scene: the layer, then the cards sliding in.
func (v *lessonView) draw(s *LessonScene, screen *ebiten.Image) {
	a := s.app
	a.DrawBackdrop(screen)
	v.bg.Draw(screen)
	v.layer.Draw(screen)
	if s.phase < lessonAsking || v.deck == nil {
		return
	}
	f := a.Frame
	i := 0
	put := func(c rules.Card, x, y float64) {
		p := anim.EaseOut(math.Min(1, math.Max(0, float64(v.deal-i*3)/9)))
		i++
		if p <= 0 {
			return
		}
		x = x + (1-p)*(900-x)
		y = y + (1-p)*(-140-y)
		v.op.GeoM.Reset()
		v.op.GeoM.Translate(math.Round(f.X(x)), math.Round(f.Y(y)))
		v.op.ColorScale.Reset()
		screen.DrawImage(v.deck.Face(c), &v.op)
	}
	step := lessonCardW * 0.6
	if s.q.IsCoup() {
		for side, cards := range []rules.Cards{s.q.Coup.Punto, s.q.Coup.Banco} {
			cx := lessonFelt.X + lessonFelt.W*(0.27+0.46*float64(side))
			w := lessonCardW + step*float64(len(cards)-1)
			for j, c := range cards {
				put(c, cx-w/2+float64(j)*step, lessonFelt.Y+84+float64(j)*4)
			}
		}
		return
	}
	cx := lessonFelt.CX()
	put(s.q.Up, cx-lessonCardW/2, lessonFelt.Y+52)
	n := len(s.q.Hand)
	w := lessonCardW + step*float64(n-1)
	for j, c := range s.q.Hand {
		put(c, cx-w/2+float64(j)*step, lessonFelt.Y+196+float64(j)*4)
	}
}
