package menus

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/assets"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/anim"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/session"
	"sabot/scenes/widget"
)

// Indexes of the menu's clickable items, as input.Event.Index of Select.
const (
	TargetTable = 0  // + the table's index
	TargetMode  = 10 // + the mode
	// TargetSchoolPractice and TargetSchoolExam are the Dealer school
	// mode's choice: practice, or the exam.
	TargetSchoolPractice = 30
	TargetSchoolExam     = 31
)

// Menu is the first screen: the tables, each with its flag, its name
// and a one-line summary, a preview of the selected table's felt, and the
// modes.
type Menu struct {
	app     *session.Context
	tables  []rules.RuleSet
	sel     int
	mode    session.Mode
	exam    bool // the Dealer school mode starts the exam, not practice
	hovered int
	queue   anim.Queue
	intro   float64 // the intro's progress, 0 to 1
	dirty   bool
	layer   widget.Layer
	targets []input.Target
	op      ebiten.DrawImageOptions
	fan     [3]*ebiten.Image
	// quitAsk counts down the ticks in which a second Back quits: the
	// first asks (an Esc pressed once too often, backing out of a
	// table, does not close the game).
	quitAsk int
}

// menuQuitTicks is how long the menu waits for the second Back: 3 s.
const menuQuitTicks = 180

// NewMenu returns the menu, the table last chosen selected.
func NewMenu(a *session.Context) *Menu {
	m := &Menu{app: a, tables: rules.All(), hovered: -1}
	for i, r := range m.tables {
		if r.ID == a.Settings.Table {
			m.sel = i
		}
	}
	a.AtTable(m.tables[m.sel])
	m.queue.Add(&anim.Tween{Ticks: 36, OnStep: func(p float64) { m.intro = p }})
	return m
}

// Selected returns the rule set of the selected table.
func (m *Menu) Selected() rules.RuleSet { return m.tables[m.sel] }

// selectedMode returns the selected mode.
func (m *Menu) selectedMode() session.Mode { return m.mode }

// Busy holds the input while the intro's cards are dealt.
func (m *Menu) Busy() bool { return m.queue.Busy() }

// Still implements session.Still: after the intro, unless a second Back is
// awaited.
func (m *Menu) Still() bool { return !m.queue.Busy() && m.quitAsk == 0 }

// Targets implements Scene.
func (m *Menu) Targets() []input.Target { return m.targets }

// The menu's layout in design units.
var (
	menuList    = draw.R{X: 40, Y: 168, W: 610, H: 520}
	menuPreview = draw.R{X: 680, Y: 168, W: 560, H: 356}
	menuModes   = draw.R{X: 680, Y: 540, W: 560, H: 148}
	menuButtons = 716.0
)

// menuRow is the row of the i-th of n tables: 93 apart while five fit,
// closer when more share the list's height.
func menuRow(i, n int) draw.R {
	pitch := min(93, (menuList.Y+menuList.H-menuRowsTop-6)/float64(max(n, 1)))
	return draw.R{X: 56, Y: menuRowsTop + float64(i)*pitch, W: 578, H: pitch - 7}
}

// menuRowsTop is where the first table's row starts, under the list's title.
const menuRowsTop = 218.0

// menuModeRects are the modes' buttons, side by side in the modes' panel,
// each as wide as its label asks: the spare width shared out evenly, or,
// when the labels are too long for the panel, every label's width narrowed
// in proportion (the margins kept), so that all the labels shrink alike and
// no one alone.
func menuModeRects(fonts *draw.Fonts, labels []string) []draw.R {
	const gap, h, pad = 8.0, 46.0, 24.0
	n := float64(len(labels))
	avail := menuModes.W - 36 - gap*(n-1) - pad*n // for the labels
	face := draw.Face(fonts.Bold, h*0.4)          // a button's usual label size
	ws := make([]float64, len(labels))
	sum := 0.0
	for i, l := range labels {
		ws[i] = draw.Width(face, l) / 0.9
		sum += ws[i]
	}
	out := make([]draw.R, len(labels))
	x := menuModes.X + 18
	for i := range ws {
		w := ws[i] + (avail-sum)/n + pad
		if sum > avail {
			w = ws[i]*avail/sum + pad
		}
		out[i] = draw.R{X: x, Y: menuModes.Y + 52, W: w, H: h}
		x += w + gap
	}
	return out
}

// The bottom buttons.
var menuButtonRects = []struct {
	r      draw.R
	action input.Action
	label  locales.Key
}{
	{draw.R{X: 40, Y: menuButtons, W: 330, H: 56}, input.Confirm, locales.MenuStart},
	{draw.R{X: 386, Y: menuButtons, W: 240, H: 56}, input.Rules, locales.MenuRules},
	{draw.R{X: 642, Y: menuButtons, W: 240, H: 56}, input.Settings, locales.MenuSettings},
	{draw.R{X: 898, Y: menuButtons, W: 170, H: 56}, input.History, locales.BJHistory},
	{draw.R{X: 1084, Y: menuButtons, W: 156, H: 56}, input.Back, locales.MenuQuit},
	{draw.R{X: 1050, Y: 86, W: 190, H: 46}, input.Progress, locales.MenuProgress}, // under the bankroll
}

// Update implements Scene.
func (m *Menu) Update(a *session.Context, events []input.Event) error {
	m.queue.Update()
	if h := widget.Hover(m.targets, a.Cursor); h != m.hovered {
		m.hovered, m.dirty = h, true
	}
	if m.quitAsk > 0 {
		m.quitAsk--
	}
	for _, e := range events {
		if e.Action != input.Back {
			m.quitAsk = 0
		}
		switch e.Action {
		case input.Up:
			m.selectTable(m.sel - 1)
		case input.Down:
			m.selectTable(m.sel + 1)
		case input.Left:
			m.selectMode(int(m.mode) - 1)
		case input.Right:
			m.selectMode(int(m.mode) + 1)
		case input.Reference:
			if m.mode == session.ModeSchool {
				m.chooseExam(!m.exam)
			}
		case input.Select:
			switch {
			case e.Index == TargetSchoolPractice || e.Index == TargetSchoolExam:
				m.chooseExam(e.Index == TargetSchoolExam)
			case e.Index >= TargetMode:
				m.selectMode(e.Index - TargetMode)
			default:
				m.selectTable(e.Index - TargetTable)
			}
		case input.Confirm:
			m.start(a)
		case input.Rules:
			m.remember(a)
			a.GoTo(newRuleSheet(a, m.Selected()))
		case input.Settings:
			m.remember(a)
			a.GoTo(newSettings(a))
		case input.History:
			m.remember(a)
			a.GoTo(NewHandHistory(a, nil))
		case input.Progress:
			m.remember(a)
			a.GoTo(a.Routes.Stats(a, m.Selected()))
		case input.Back:
			if m.quitAsk == 0 {
				m.quitAsk = menuQuitTicks
				a.Notify(locales.MenuQuitConfirm)
				break
			}
			a.Quit()
		}
	}
	if m.dirty {
		m.paint()
	}
	return nil
}

func (m *Menu) selectTable(i int) {
	i = min(max(i, 0), len(m.tables)-1)
	if i != m.sel {
		m.sel, m.dirty = i, true
		m.app.AtTable(m.tables[i]) // its money: the bankroll shown, the settings' reset
		m.app.Sound.Play(assets.CardSlide)
	}
}

func (m *Menu) selectMode(i int) {
	i = min(max(i, 0), len(session.Modes())-1)
	if session.Mode(i) != m.mode {
		m.mode, m.dirty = session.Mode(i), true
		m.app.Sound.Play(assets.Chip)
	}
}

// chooseExam chooses, under the Dealer school mode, the exam or practice.
func (m *Menu) chooseExam(exam bool) {
	if exam != m.exam {
		m.exam, m.dirty = exam, true
		m.app.Sound.Play(assets.Chip)
	}
}

// startMode is the mode Start seats the user in: the selected one, the
// dealer school's exam when it is chosen under the Dealer school.
func (m *Menu) startMode() session.Mode {
	if m.mode == session.ModeSchool && m.exam {
		return session.ModeSchoolExam
	}
	return m.mode
}

// remember saves the selected table, so that the menu opens on it next
// time.
func (m *Menu) remember(a *session.Context) {
	if a.Settings.Table != m.Selected().ID {
		a.Settings.Table = m.Selected().ID
		a.SaveSettings()
	}
}

func (m *Menu) start(a *session.Context) {
	m.remember(a)
	mode := m.startMode()
	if !mode.Ready() {
		a.Notify(locales.MenuModeComing, mode.Key())
		return
	}
	if s, ok := a.Routes.Table(a, m.Selected(), mode); ok {
		a.GoTo(s)
		return
	}
	a.Notify(locales.MenuTableComing)
}

// Layout implements Scene.
func (m *Menu) Layout(a *session.Context) {
	d := a.Deck(74)
	m.fan = [3]*ebiten.Image{d.Face(rules.MustParseCard("AS")), d.Face(rules.MustParseCard("KH")), d.Back()}
	m.paint()
}

// tableSummary returns the one-line summary of a table in the current language:
// decks, hole card or not, double rule (for Punto Banco: decks, commission,
// reader).
func tableSummary(loc *locales.Locale, r rules.RuleSet) string {
	parts := []string{loc.T(locales.SummaryDecks, r.Decks)}
	if r.IsBlackjack() {
		if r.HoleCard {
			parts = append(parts, loc.T(locales.SummaryHoleCard))
		} else {
			parts = append(parts, loc.T(locales.SummaryNoHoleCard))
		}
		parts = append(parts, loc.T(map[rules.DoubleRule]locales.Key{
			rules.DoubleAny:          locales.SummaryDoubleAny,
			rules.DoubleNineToEleven: locales.SummaryDoubleNineTo11,
			rules.DoubleUpToEleven:   locales.SummaryDoubleUpTo11,
			rules.DoubleElevenOnly:   locales.SummaryDoubleElevenOnly,
		}[r.Double]))
	} else {
		parts = append(parts, loc.T(locales.SummaryCommission, int(r.BancoCommissionPercent)), loc.T(locales.SummaryReader))
	}
	return strings.Join(parts, " · ")
}

// bankrollText is the bankroll the menu shows: that of the selected
// table's money, the one the user sits down with («Fondos: $ 1.000» when
// the Argentine table is selected, «Fondos: 1.000 €» at an Italian one);
// a.Loc speaks at the selected table (selectTable).
func (m *Menu) bankrollText() string {
	return m.app.Loc.T(locales.MenuBankroll, m.app.Balance())
}

// paint repaints the layer: everything but the intro's cards.
func (m *Menu) paint() {
	m.dirty = false
	a := m.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	dst := m.layer.Begin(f)
	m.targets = m.targets[:0]

	// Title and bankroll.
	draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(78)), loc.T(locales.AppTitle), f.X(206), f.Y(30), draw.Start, draw.GoldLight, false)
	draw.Text(dst, draw.Face(fonts.Medium, f.L(20)), loc.T(locales.AppTagline), f.X(210), f.Y(118), draw.Start, draw.Muted, false)
	bank := m.bankrollText()
	draw.Text(dst, draw.Face(fonts.Bold, f.L(22)), bank, f.X(1240), f.Y(58), draw.End, draw.Cream, true)
	chipR := f.L(17)
	bw := draw.Width(draw.Face(fonts.Bold, f.L(22)), bank)
	draw.PaintChip(dst, fonts, loc, rules.Units(100), f.X(1240)-bw-chipR*1.6, f.Y(58), chipR)

	// The tables.
	draw.Panel(dst, f.Screen(menuList), f.L(16))
	draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(24)), loc.T(locales.MenuTables), f.X(menuList.X+22), f.Y(menuList.Y+16), draw.Start, draw.Gold, false)
	for i, r := range m.tables {
		row := menuRow(i, len(m.tables))
		s := f.Screen(row)
		t := input.Target{Rect: f.Rect(row), Event: input.Event{Action: input.Select, Index: TargetTable + i}}
		switch {
		case i == m.sel:
			draw.RoundRect(dst, s, f.L(12), draw.PanelHi)
			draw.RoundRectLine(dst, s, f.L(12), f.L(2), draw.Gold)
			draw.RoundRect(dst, draw.R{X: s.X, Y: s.Y + f.L(14), W: f.L(5), H: s.H - f.L(28)}, f.L(2), draw.Gold)
		case m.hovered == len(m.targets):
			draw.RoundRect(dst, s, f.L(12), draw.Mix(draw.PanelFill, draw.PanelHi, 0.5))
		}
		m.targets = append(m.targets, t)
		if fl, ok := assets.FlagOf(r.Country); ok {
			draw.PaintFlag(dst, fl, f.Screen(draw.R{X: row.X + 20, Y: row.Y + row.H/2 - 25, W: 54, H: 36}))
		}
		nameClr, textClr := draw.Cream, draw.Muted
		if i == m.sel {
			nameClr, textClr = draw.GoldLight, draw.Cream
		}
		// The three lines spread over the row: 8, 38 and 59 from the top
		// of a row of 86.
		k := row.H / 86
		draw.Text(dst, draw.Face(fonts.Bold, f.L(23)), loc.T(locales.TableName(r.ID)), f.X(row.X+92), f.Y(row.Y+8*k), draw.Start, nameClr, false)
		draw.Text(dst, draw.Face(fonts.Regular, f.L(15)), loc.T(locales.TableCasino(r.ID)), f.X(row.X+92), f.Y(row.Y+4+34*k), draw.Start, draw.Dim, false)
		sum := tableSummary(loc, r)
		draw.Text(dst, draw.Fit(fonts.Medium, sum, f.L(15.5), f.L(row.W-104)), sum, f.X(row.X+92), f.Y(row.Y+59*k), draw.Start, textClr, false)
	}

	// The preview of the selected table: its felt, then cards and chips
	// on it.
	m.paintPreview(dst)

	// The modes.
	draw.Panel(dst, f.Screen(menuModes), f.L(16))
	draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(22)), loc.T(locales.MenuMode), f.X(menuModes.X+22), f.Y(menuModes.Y+14), draw.Start, draw.Gold, false)
	lim := m.Selected().Limits
	draw.Text(dst, draw.Face(fonts.Medium, f.L(16)), loc.At(m.Selected()).T(locales.MenuLimits, lim.Min, lim.Max), f.X(menuModes.X+menuModes.W-22), f.Y(menuModes.Y+26), draw.End, draw.Muted, true)
	var labels []string
	for _, md := range session.Modes() {
		labels = append(labels, loc.T(md.Key()))
	}
	rects := menuModeRects(fonts, labels)
	for i, md := range session.Modes() {
		r := rects[i]
		b := widget.Button{R: r, Label: loc.T(md.Key()), Event: input.Event{Action: input.Select, Index: TargetMode + i}}
		switch {
		case md == m.mode:
			b.Look = draw.ButtonPrimary
		case !md.Ready():
			b.Look = draw.ButtonDisabled
		}
		b.Draw(dst, fonts, f, m.hovered == len(m.targets))
		if !md.Ready() {
			draw.Text(dst, draw.Face(fonts.Regular, f.L(13)), loc.T(locales.ModeComing), f.X(r.CX()), f.Y(r.Y+r.H+16), draw.Center, draw.Dim, true)
		}
		m.targets = append(m.targets, b.Target(f))
		if md == session.ModeSchool && md == m.mode {
			m.paintSchoolChoice(dst, r)
		}
	}

	// The buttons.
	for i, b := range menuButtonRects {
		btn := widget.Button{R: b.r, Label: loc.T(b.label), Key: input.Label(loc, b.action), Event: input.Event{Action: b.action}}
		if i == 0 {
			btn.Look = draw.ButtonPrimary
		}
		m.targets = widget.AddButton(dst, fonts, f, m.targets, m.hovered, btn)
	}
	draw.Text(dst, draw.Face(fonts.Regular, f.L(15)), input.Label(loc, input.Mute)+" "+loc.T(locales.ActionMute)+"  ·  "+input.Label(loc, input.Fullscreen)+" "+loc.T(locales.ActionFullscreen),
		f.X(1030), f.Y(109), draw.End, draw.Dim, true)
}

// paintPreview paints the selected table's felt in the preview panel, with
// a few cards and chips on it.
func (m *Menu) paintPreview(dst *ebiten.Image) {
	a := m.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	r := m.Selected()
	draw.Panel(dst, f.Screen(menuPreview), f.L(16))
	area := menuPreview.Inset(16)
	area.Y += 6
	deck := a.Deck(26)
	chips := draw.NewChipSet(fonts, loc, int(f.L(24)))
	defer chips.Dispose()
	place := func(img *ebiten.Image, x, y float64) {
		op := &ebiten.DrawImageOptions{}
		b := img.Bounds()
		op.GeoM.Translate(f.X(x)-float64(b.Dx())/2, f.Y(y)-float64(b.Dy())/2)
		dst.DrawImage(img, op)
	}
	cw := 26.0
	if r.IsBlackjack() {
		t := draw.LayoutBlackjack(r, area)
		t.Paint(dst, f, fonts, draw.BlackjackTexts(loc, r), r, nil)
		s := f.Screen(t.Sabot)
		draw.PaintShoe(dst, s, r.Decks*52, r.Decks*52*3/4, r.CutCardBehind)
		place(deck.Face(rules.MustParseCard("TH")), t.Dealer.X-cw*0.55, t.Dealer.Y)
		if r.HoleCard {
			place(deck.Back(), t.Dealer.X+cw*0.55, t.Dealer.Y)
		}
		hands := []string{"AS KD", "9C 7H", "8D 8S"}
		for k, bi := range []int{0, len(t.Boxes) / 2, len(t.Boxes) - 1} {
			b := t.Boxes[bi]
			cs, _ := rules.ParseCards(hands[k%len(hands)])
			for j, c := range cs {
				place(deck.Face(c), b.Cards.X+float64(j)*cw*0.45, b.Cards.Y-float64(j)*cw*0.12)
			}
			for j, v := range draw.Breakdown(rules.Units([]int64{35, 10, 125}[k])) {
				place(chips.Chip(v), b.Bet.X, b.Bet.Y-float64(j)*3)
			}
		}
		return
	}
	t := draw.LayoutPunto(r, area)
	t.Paint(dst, f, fonts, loc, r, r.ButtonStart)
	draw.PaintShoe(dst, f.Screen(t.Sabot), r.Decks*52, r.Decks*52/2, r.CutCardBehind)
	for j, c := range []string{"7S", "KD"} {
		place(deck.Face(rules.MustParseCard(c)), t.PuntoCards.X+(float64(j)-0.5)*cw*1.05, t.PuntoCards.Y+6)
	}
	for j := 0; j < 2; j++ {
		place(deck.Back(), t.BancoCards.X+(float64(j)-0.5)*cw*1.05, t.BancoCards.Y+6)
	}
	for k, p := range []draw.Position{t.Positions[0], t.Positions[3], t.Positions[6]} {
		c := []draw.Circle{p.Punto, p.Banco, p.Punto}[k]
		for j, v := range draw.Breakdown(rules.Units([]int64{50, 25, 110}[k])) {
			place(chips.Chip(v), c.X, c.Y-float64(j)*3)
		}
	}
}

// Draw implements Scene.
func (m *Menu) Draw(screen *ebiten.Image) {
	m.app.DrawBackdrop(screen)
	m.layer.Draw(screen)
	// The intro: an ace and a king dealt next to the title, a back under
	// them.
	f := m.app.Frame
	p := m.intro
	for i, img := range m.fan {
		if img == nil {
			continue
		}
		k := float64(2 - i)
		q := math.Min(1, math.Max(0, p*1.4-0.2*float64(i)))
		x := 60 + k*34
		y := 34 + k*4
		ang := (k - 1) * 0.16
		sx, sy := 1400.0, -200.0
		m.op.GeoM.Reset()
		b := img.Bounds()
		m.op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
		m.op.GeoM.Rotate(ang * q)
		m.op.GeoM.Translate(f.X(sx+(x-sx)*q)+float64(b.Dx())/2, f.Y(sy+(y-sy)*q)+float64(b.Dy())/2)
		screen.DrawImage(m.fan[2-i], &m.op)
	}
}

// paintSchoolChoice paints, under the Dealer school's button (school, in
// design units), its choice: practice or the exam (Tab switches).
func (m *Menu) paintSchoolChoice(dst *ebiten.Image, school draw.R) {
	a := m.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	const h, gap, w = 34.0, 8.0, 180.0
	right := menuModes.X + menuModes.W - 18
	y := school.Y + school.H + 6
	choices := []struct {
		r     draw.R
		exam  bool
		label string
		key   string
		index int
	}{
		{draw.R{X: right - 2*w - gap, Y: y, W: w, H: h}, false, loc.T(locales.MenuSchoolPractice), "", TargetSchoolPractice},
		{draw.R{X: right - w, Y: y, W: w, H: h}, true, loc.T(locales.MenuSchoolExam), input.Label(loc, input.Reference), TargetSchoolExam},
	}
	for _, c := range choices {
		st := draw.ButtonNormal
		switch {
		case c.exam == m.exam:
			st = draw.ButtonPrimary
		case m.hovered == len(m.targets):
			st = draw.ButtonHover
		}
		draw.Button(dst, fonts, f.Screen(c.r), c.label, c.key, st)
		m.targets = append(m.targets, input.Target{Rect: f.Rect(c.r), Event: input.Event{Action: input.Select, Index: c.index}})
	}
}
