package counting

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/drillview"
	"sabot/scenes/input"
	"sabot/scenes/study/page"
	"sabot/scenes/widget"
	"sabot/tutor/counting"
	"sabot/tutor/learner"
)

// The counting scene's layout, in design units: the drill scene's felt and
// panels.
var (
	countFelt      = drillview.Felt
	countVerdict   = draw.R{X: 706, Y: 130, W: 534, H: 512}
	countAnswerBox = draw.R{X: 200, Y: 660, W: 320, H: 62}
	countFlashW    = 150.0
	countRoundW    = 62.0
	countVerdictW  = 44.0
	countTray      = draw.R{X: 440, Y: 200, W: 120, H: 360}
	countModeWidth = 360.0
)

func countModeRect(i int) draw.R {
	return draw.R{X: 70 + float64(i)*(countModeWidth+14), Y: 326, W: countModeWidth, H: 56}
}

// countView is what the counting scene shows.
type countView struct {
	bg      widget.Layer
	bgSetup bool
	layer   widget.Layer
	page.Hits
	dirty bool

	flash, round, small *draw.Deck
	op                  ebiten.DrawImageOptions
}

func (v *countView) init() { v.Hovered = -1 }

func (v *countView) layout(s *Scene) {
	a := s.app
	v.flash = a.Deck(countFlashW)
	v.round = a.Deck(countRoundW)
	v.small = a.Deck(countVerdictW)
	v.paintBackground(s)
	v.paint(s)
}

func (v *countView) dealt(s *Scene) { v.dirty = true }

func (v *countView) update(s *Scene) {
	if h := widget.Hover(v.Targets, s.app.Cursor); h != v.Hovered {
		v.Hovered, v.dirty = h, true
	}
	if v.dirty {
		v.paint(s)
	}
}

func (v *countView) paintBackground(s *Scene) {
	a := s.app
	f := a.Frame
	v.bgSetup = s.phase == countSetup
	dst := v.bg.Begin(f)
	if v.bgSetup {
		draw.Panel(dst, f.Screen(drillview.SetupPanel), f.L(16))
		return
	}
	for i := 0; i < 3; i++ {
		draw.Panel(dst, f.Screen(drillview.TileRect(i+1)), f.L(10))
	}
	draw.MiniFelt(dst, f, countFelt)
	draw.Panel(dst, f.Screen(countVerdict), f.L(16))
}

func (v *countView) paint(s *Scene) {
	v.dirty = false
	a := s.app
	if v.bgSetup != (s.phase == countSetup) || !v.bg.Painted() {
		v.paintBackground(s)
	}
	dst := v.layer.Begin(a.Frame)
	v.Targets = v.Targets[:0]
	v.paintHeader(s, dst)
	if s.phase == countSetup {
		v.paintSetup(s, dst)
		return
	}
	v.paintFelt(s, dst)
	v.paintVerdict(s, dst)
	v.paintBottom(s, dst)
}

// paintHeader paints the title, the table and, while counting, the score.
func (v *countView) paintHeader(s *Scene, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	r := s.Table()
	h := draw.Header{Country: r.Country, Title: loc.T(locales.CountTitle), Sub: loc.T(locales.CountSubtitle), W: 1120}
	if s.phase != countSetup {
		h.Sub, h.W = loc.T(locales.TableName(r.ID))+" · "+loc.T(page.CountModeKey(s.mode)), 640
	}
	h.Paint(dst, f, fonts)
	if s.phase == countSetup {
		return
	}
	pct := "—"
	if s.total > 0 {
		pct = loc.T(locales.FmtPercent, loc.Fixed(100*float64(s.right)/float64(s.total), 0))
	}
	speed := "—"
	if s.mode != learner.CountTrue && s.drill != nil {
		speed = loc.T(locales.CountSpeed, loc.Fixed(s.drill.Interval().Seconds(), 2))
	}
	tiles := []draw.Tile{
		{Label: loc.T(locales.CountScoreRight), Value: loc.T(locales.DrillScoreOf, s.right, s.total), Sub: pct, Size: 24},
		{Label: loc.T(locales.CountScoreStreak), Value: loc.Int(int64(s.streak)), Sub: loc.T(locales.DrillScoreBest, s.best), Size: 24},
		{Label: loc.T(locales.CountScoreSpeed), Value: speed, Size: 24},
	}
	for i, t := range tiles {
		t.Paint(dst, f, fonts, drillview.TileRect(i+1))
	}
}

// paintSetup paints the choice of the table and the drill.
func (v *countView) paintSetup(s *Scene, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	page.Label(a, dst, locales.CountTable, 150, s.row == countRowTable)
	v.TableTiles(a, dst, s.tables, s.table, countTargetTable, func(r rules.RuleSet) string {
		return loc.T(locales.SummaryDecks, r.Decks)
	})

	page.Label(a, dst, locales.CountModeTitle, 286, s.row == countRowMode)
	for i, m := range page.CountModes {
		st := draw.ButtonNormal
		if m == s.mode {
			st = draw.ButtonPrimary
		}
		v.Button(a, dst, countModeRect(i), loc.T(page.CountModeKey(m)), input.None, input.Event{Action: input.Select, Index: countTargetMode + i}, st)
	}
	face := draw.Face(fonts.Medium, f.L(17))
	y := 410.0
	for _, l := range draw.Wrap(face, loc.T(countAboutKey(s.mode), s.Table().Decks), f.L(1130)) {
		draw.Text(dst, face, l, f.X(70), f.Y(y), draw.Start, draw.Muted, false)
		y += 25
	}
	tags := loc.T(locales.CountTags)
	draw.Text(dst, draw.Fit(fonts.Bold, tags, f.L(18), f.L(1130)), tags, f.X(70), f.Y(y+18), draw.Start, draw.Cream, false)

	st := a.Progress.CountingAt(s.Table().ID).Total()
	info := loc.T(locales.CountNoRecord)
	if n := st.Right + st.Wrong; n > 0 {
		info = loc.T(locales.CountRecord, n, loc.Fixed(100*st.Accuracy(), 0))
	}
	draw.Text(dst, draw.Fit(fonts.Medium, info, f.L(16), f.L(1130)), info, f.X(70), f.Y(606), draw.Start, draw.Dim, false)
	help := loc.T(locales.CountSetupHelp)
	draw.Text(dst, draw.Fit(fonts.Regular, help, f.L(15), f.L(1130)), help, f.X(70), f.Y(652), draw.Start, draw.Dim, false)
	v.Button(a, dst, drillview.StartButton, loc.T(locales.CountStart), input.Confirm, input.Event{Action: input.Confirm}, draw.ButtonPrimary)
	v.Button(a, dst, drillview.MenuButton, loc.T(locales.ActionBack), input.Back, input.Event{Action: input.Back}, draw.ButtonNormal)
}

// signed writes a count with its sign: +3, 0, −2.
func signed(n int) string {
	switch {
	case n > 0:
		return "+" + itoa(n)
	case n < 0:
		return "−" + itoa(-n)
	}
	return "0"
}

func itoa(n int) string {
	var b [20]byte
	i := len(b)
	for {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
		if n == 0 {
			return string(b[i:])
		}
	}
}

// paintFelt paints what the felt holds besides the cards: the question,
// the answer typed, and for the true count the running count and the
// discard tray.
func (v *countView) paintFelt(s *Scene, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	cx := countFelt.CX()
	if s.q.NewShoe {
		t := loc.T(locales.CountNewShoe)
		draw.Text(dst, draw.Fit(fonts.Medium, t, f.L(17), f.L(countFelt.W-60)), t, f.X(cx), f.Y(countFelt.Y+34), draw.Center, draw.GoldLight, true)
	}
	if s.q.Mode == learner.CountTrue {
		rc := loc.T(locales.CountRunning, signed(s.q.Running))
		draw.Text(dst, draw.Face(fonts.Bold, f.L(34)), rc, f.X(countFelt.X+40), f.Y(countFelt.Y+110), draw.Start, draw.Cream, true)
		v.paintTray(s, dst)
	}
	ask := loc.T(locales.CountWatch)
	switch {
	case s.phase == countAnswered:
		ask = ""
	case s.q.Mode == learner.CountTrue:
		ask = loc.T(locales.CountAskTrue)
	case s.phase == countTyping:
		ask = loc.T(locales.CountAskRunning)
	}
	if ask != "" {
		draw.Text(dst, draw.Fit(fonts.Medium, ask, f.L(20), f.L(countFelt.W-60)), ask, f.X(cx), f.Y(countFelt.Y+countFelt.H-40), draw.Center, draw.Muted, true)
	}
	// The answer box under the felt.
	box := f.Screen(countAnswerBox)
	draw.RoundRect(dst, box, f.L(12), draw.PanelHi)
	clr := draw.Gold
	if s.phase == countAnswered {
		clr = draw.Right
		if !s.last.Correct {
			clr = draw.Wrong
		}
	}
	draw.RoundRectLine(dst, box, f.L(12), math.Max(2, f.L(2)), clr)
	typed := strings.ReplaceAll(s.typed, "-", "−")
	if s.phase != countAnswered {
		typed += "_"
	}
	t := loc.T(locales.CountTyped, typed)
	draw.Text(dst, draw.Fit(fonts.Bold, t, f.L(26), f.L(countAnswerBox.W-30)), t, f.X(countAnswerBox.CX()), f.Y(countAnswerBox.CY()), draw.Center, draw.Cream, true)
}

// paintTray paints the discard tray: its cards as a stack against a scale
// of whole decks, for the player to read to the half deck.
func (v *countView) paintTray(s *Scene, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	tr := countTray
	decks := s.q.Decks
	draw.Text(dst, draw.Fit(fonts.SmallCaps, loc.T(locales.CountTray), f.L(18), f.L(220)), loc.T(locales.CountTray), f.X(tr.CX()), f.Y(tr.Y-24), draw.Center, draw.FeltLine, true)
	draw.RoundRect(dst, f.Screen(tr), f.L(8), draw.Rail)
	inner := tr.Inset(8)
	h := inner.H * float64(s.q.Tray) / float64(52*decks)
	stack := draw.R{X: inner.X, Y: inner.Y + inner.H - h, W: inner.W, H: h}
	draw.FillRect(dst, f.Screen(stack), draw.Cream)
	// The cards' edges: a thin line every few cards.
	for k := 4; k < s.q.Tray; k += 4 {
		y := inner.Y + inner.H - inner.H*float64(k)/float64(52*decks)
		draw.FillRect(dst, f.Screen(draw.R{X: inner.X, Y: y, W: inner.W, H: 0.6}), draw.Mix(draw.Cream, draw.Dim, 0.45))
	}
	// The scale, a mark a deck.
	for d := 0; d <= decks; d++ {
		y := inner.Y + inner.H - inner.H*float64(d)/float64(decks)
		draw.FillRect(dst, f.Screen(draw.R{X: tr.X + tr.W + 4, Y: y - 1, W: 16, H: 2}), draw.Gold)
		draw.Text(dst, draw.Face(fonts.Medium, f.L(14)), itoa(d), f.X(tr.X+tr.W+26), f.Y(y), draw.Start, draw.Gold, true)
	}
	draw.Text(dst, draw.Face(fonts.Regular, f.L(14)), loc.T(locales.CountDecks), f.X(tr.X+tr.W+4), f.Y(inner.Y-18), draw.Start, draw.Gold, true)
}

// paintVerdict paints the verdict, or while counting how to answer.
func (v *countView) paintVerdict(s *Scene, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	box := countVerdict
	x0, x1 := box.X+24, box.X+box.W-24
	if s.phase != countAnswered {
		y := drillview.PaintHow(dst, f, fonts, box, x0, x1, loc.T(locales.DrillHowTitle), loc.T(locales.CountHow))
		face := draw.Face(fonts.Medium, f.L(17))
		tags := loc.T(locales.CountTags)
		for _, l := range draw.Wrap(face, tags, f.L(x1-x0)) {
			draw.Text(dst, face, l, f.X(x0), f.Y(y+16), draw.Start, draw.Cream, false)
			y += 25
		}
		return
	}
	ans := s.last
	clr := drillview.PaintVerdictHead(dst, f, fonts, box, x0, ans.Correct, loc.T(locales.CountRight), loc.T(locales.CountWrong))
	y := box.Y + 84
	lines := []string{}
	if ans.Mode == learner.CountTrue {
		lines = append(lines,
			loc.T(locales.CountTrueWas, ans.Tray, loc.Fixed(float64(ans.Decks)-ans.DecksLeft, 1), loc.Fixed(ans.DecksLeft, 1), signed(ans.Running), loc.Signed(ans.Want, 2)))
		acc := make([]string, len(ans.Accepted))
		for i, x := range ans.Accepted {
			acc[i] = signed(x)
		}
		lines = append(lines, loc.T(locales.CountAccepted, strings.Join(acc, " · ")))
	} else {
		lines = append(lines, loc.T(locales.CountWas, signed(int(ans.Want))))
	}
	lines = append(lines, loc.T(locales.CountYouSaid, signed(ans.Given)))
	face := draw.Face(fonts.Bold, f.L(20))
	for i, line := range lines {
		c := draw.Cream
		if i == len(lines)-1 {
			c = clr
		}
		for _, l := range draw.Wrap(face, line, f.L(x1-x0)) {
			draw.Text(dst, face, l, f.X(x0), f.Y(y), draw.Start, c, true)
			y += 30
		}
	}
	if ans.Mode != learner.CountTrue {
		y += 10
		draw.Text(dst, draw.Face(fonts.Medium, f.L(15)), loc.T(locales.CountCardsSeen), f.X(x0), f.Y(y), draw.Start, draw.Dim, true)
		y += 18
		v.paintTags(s, dst, ans.Cards, x0, x1, y)
	}
	v.Button(a, dst, draw.R{X: box.X + box.W - 230, Y: box.Y + box.H - 70, W: 206, H: 50}, loc.T(locales.CountNext), input.Confirm, input.Event{Action: input.Confirm}, draw.ButtonPrimary)
}

// paintTags paints the cards of the question small, each with its Hi-Lo
// tag under it, in rows from y.
func (v *countView) paintTags(s *Scene, dst *ebiten.Image, cards rules.Cards, x0, x1, y float64) {
	a := s.app
	f, fonts := a.Frame, a.Fonts
	if v.small == nil {
		return
	}
	step := countVerdictW + 6
	per := max(int((x1-x0)/step), 1)
	ch := countVerdictW * draw.CardRatio
	face := draw.Face(fonts.Bold, f.L(15))
	for i, c := range cards {
		x := x0 + float64(i%per)*step
		cy := y + float64(i/per)*(ch+26)
		v.op.GeoM.Reset()
		v.op.GeoM.Translate(math.Round(f.X(x)), math.Round(f.Y(cy)))
		v.op.ColorScale.Reset()
		dst.DrawImage(v.small.Face(c), &v.op)
		tag := counting.HiLoValue(c)
		clr := draw.Dim
		switch {
		case tag > 0:
			clr = draw.Right
		case tag < 0:
			clr = draw.Wrong
		}
		draw.Text(dst, face, signed(tag), f.X(x+countVerdictW/2), f.Y(cy+ch+11), draw.Center, clr, true)
	}
}

// paintBottom paints the keys' help and the bottom row's button.
func (v *countView) paintBottom(s *Scene, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	help := loc.T(locales.CountHelp)
	draw.Text(dst, draw.Fit(fonts.Regular, help, f.L(15), f.L(640)), help, f.X(countFelt.CX()), f.Y(drillview.BottomY+22), draw.Center, draw.Dim, true)
	v.Button(a, dst, draw.R{X: 1066, Y: drillview.BottomY, W: 174, H: 46}, loc.T(locales.DrillBackToSetup), input.Back, input.Event{Action: input.Back}, draw.ButtonNormal)
}

// draw draws the scene: the layers, then the cards while they show.
func (v *countView) draw(s *Scene, screen *ebiten.Image) {
	a := s.app
	a.DrawBackdrop(screen)
	v.bg.Draw(screen)
	v.layer.Draw(screen)
	// The cards show while they are counted; the round stays on the felt
	// for the verdict.
	showing := s.phase == countShowing || s.phase == countAnswered && s.q.Mode == learner.CountRound
	if !showing || v.flash == nil {
		return
	}
	f := a.Frame
	put := func(img *ebiten.Image, x, y float64) {
		v.op.GeoM.Reset()
		v.op.GeoM.Translate(math.Round(f.X(x)), math.Round(f.Y(y)))
		v.op.ColorScale.Reset()
		screen.DrawImage(img, &v.op)
	}
	switch s.q.Mode {
	case learner.CountCards:
		i := s.shownCard()
		if i < len(s.q.Cards) {
			put(v.flash.Face(s.q.Cards[i]), countFelt.CX()-countFlashW/2, countFelt.CY()-countFlashW*draw.CardRatio/2-20)
		}
	case learner.CountRound:
		v.drawRound(s, put)
	}
}

// drawRound lays the round out on the felt: the dealer's hand at the top,
// the boxes in an arc below, each hand's cards overlapping downwards so
// that every card's corner shows.
func (v *countView) drawRound(s *Scene, put func(*ebiten.Image, float64, float64)) {
	cx := countFelt.CX()
	off := countRoundW * 0.34
	dw := countRoundW + off*float64(len(s.q.Dealer)-1)
	for i, c := range s.q.Dealer {
		put(v.round.Face(c), cx-dw/2+float64(i)*off, countFelt.Y+64)
	}
	n := len(s.q.Boxes)
	slot := (countFelt.W - 60) / float64(max(n, 1))
	for b, h := range s.q.Boxes {
		bx := countFelt.X + 30 + slot*float64(b) + slot/2 - countRoundW/2
		// The arc: the middle boxes lower.
		d := (float64(b) - float64(n-1)/2) / math.Max(float64(n-1)/2, 1)
		by := countFelt.Y + 250 - 50*d*d
		for i, c := range h {
			put(v.round.Face(c), bx, by+float64(i)*countRoundW*0.42)
		}
	}
}
