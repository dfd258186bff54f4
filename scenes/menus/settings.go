package menus

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/assets"
	"sabot/locales"
	"sabot/save"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/session"
	"sabot/scenes/widget"
)

// The rows of the settings screen.
const (
	rowLanguage = iota
	rowVolume
	rowSound
	rowSpeed
	rowTotals
	rowPlayers
	rowBankroll
	// The trainer's rows, under their own heading.
	rowTakeBack
	rowShoeEV
	rowCount
	rowReference
	numRows
)

// Indexes of the settings' clickable items: a row, or the arrows of a row
// (the event's action says which way).
const settingsRow = 0

// Settings is the settings screen: language, volume and mute, game speed,
// totals shown or hidden, computer players, bankroll reset, and the
// trainer's: whether a wrong decision may be taken back, the shoe's EV and
// the Hi-Lo count shown or not, the chart the trainer grades by at the
// table whose casino publishes one. Every change is saved at once.
type Settings struct {
	app     *session.Context
	back    session.Scene // where Back goes; nil: the menu
	row     int
	confirm bool // the bankroll reset waits for a second press
	hovered int
	dirty   bool
	layer   widget.Layer
	targets []input.Target
}

// newSettings returns the settings screen.
func newSettings(a *session.Context) *Settings { return &Settings{app: a, hovered: -1} }

// NewSettings returns the settings opened from back (a table, F3): Back
// returns there; a nil back is the menu.
func NewSettings(a *session.Context, back session.Scene) session.Scene {
	s := newSettings(a)
	s.back = back
	return s
}

// help is the footer: the keys, and where Esc goes (the table the
// settings were opened from, or the menu).
func (s *Settings) help() string {
	if s.back != nil {
		return s.app.Loc.T(locales.SettingsHelpTable)
	}
	return s.app.Loc.T(locales.SettingsHelp)
}

// Row returns the selected row (for tests).
func (s *Settings) Row() int { return s.row }

// Targets implements Scene.
func (s *Settings) Targets() []input.Target { return s.targets }

// Layout implements Scene.
func (s *Settings) Layout(a *session.Context) { s.paint() }

var settingsPanel = draw.R{X: 190, Y: 118, W: 900, H: 614}

// The rows' pitch, and the gap of the trainer's heading.
const (
	settingsPitch   = 50.0
	settingsHeading = 38.0
)

func settingsRowRect(i int) draw.R {
	y := settingsPanel.Y + 14 + float64(i)*settingsPitch
	if i >= rowTakeBack {
		y += settingsHeading
	}
	return draw.R{X: settingsPanel.X + 20, Y: y, W: settingsPanel.W - 40, H: settingsPitch - 6}
}

func settingsArrows(i int) (left, right draw.R) {
	r := settingsRowRect(i)
	return draw.R{X: r.X + 430, Y: r.Y + 3, W: 38, H: 38}, draw.R{X: r.X + r.W - 54, Y: r.Y + 3, W: 38, H: 38}
}

var settingsBack = draw.R{X: 190, Y: 744, W: 220, H: 48}

// Update implements Scene.
func (s *Settings) Update(a *session.Context, events []input.Event) error {
	if h := widget.Hover(s.targets, a.Cursor); h != s.hovered {
		s.hovered, s.dirty = h, true
	}
	for _, e := range events {
		switch e.Action {
		case input.Up:
			s.move(s.row - 1)
		case input.Down:
			s.move(s.row + 1)
		case input.Left:
			if e.Index > 0 {
				s.move(e.Index - 1)
			}
			s.change(a, -1)
		case input.Right:
			if e.Index > 0 {
				s.move(e.Index - 1)
			}
			s.change(a, +1)
		case input.Select:
			s.move(e.Index - settingsRow)
			if s.row == rowBankroll || s.row == rowSound || s.row == rowTotals || s.row >= rowTakeBack {
				s.change(a, +1)
			}
		case input.Confirm:
			s.change(a, +1)
		case input.Back, input.Settings:
			a.GoTo(backTo(a, s.back))
		}
	}
	if s.dirty {
		s.paint()
	}
	return nil
}

// Still implements session.Still: nothing on the settings moves; a change
// is painted in the tick of its key or click.
func (s *Settings) Still() bool { return !s.dirty }

func (s *Settings) move(row int) {
	row = min(max(row, 0), numRows-1)
	if row != s.row {
		s.row, s.confirm, s.dirty = row, false, true
	}
}

// step moves v by d within [lo, hi].
func step(v, d, lo, hi int) int { return min(max(v+d, lo), hi) }

// change changes the selected setting one step in direction d and saves it.
func (s *Settings) change(a *session.Context, d int) {
	st := &a.Settings
	s.dirty = true
	switch s.row {
	case rowLanguage:
		langs := locales.Langs()
		i := 0
		for k, l := range langs {
			if l == st.Lang {
				i = k
			}
		}
		a.SetLang(langs[(i+d+len(langs))%len(langs)])
		return
	case rowVolume:
		st.Volume = step(st.Volume, d*10, 0, save.MaxVolume)
		a.Sound.SetVolume(st.Volume)
		a.Sound.Play(assets.Chip)
	case rowSound:
		st.Muted = !st.Muted
		a.Sound.SetMuted(st.Muted)
		a.Sound.Play(assets.Chip)
	case rowSpeed:
		speeds := save.Speeds()
		i := 1
		for k, sp := range speeds {
			if sp == st.Speed {
				i = k
			}
		}
		st.Speed = speeds[step(i, d, 0, len(speeds)-1)]
	case rowTotals:
		st.ShowTotals = !st.ShowTotals
	case rowPlayers:
		st.ComputerPlayers = step(st.ComputerPlayers, d, 0, save.MaxComputerPlayers)
	case rowTakeBack:
		st.TakeBack = !st.TakeBack
	case rowShoeEV:
		st.ShowShoeEV = !st.ShowShoeEV
	case rowCount:
		st.ShowCount = !st.ShowCount
	case rowReference:
		if st.ChartReference.Published() {
			st.ChartReference = save.ReferenceExact
		} else {
			st.ChartReference = save.ReferencePublished
		}
	case rowBankroll:
		if !s.confirm {
			s.confirm = true
			return
		}
		s.confirm = false
		// The bankroll of the table's money only: the others stay.
		cur := a.Currency()
		a.SetBankroll(save.Bankroll{Balance: save.StartingBalance(cur), Currency: cur}, time.Now())
		a.Sound.Play(assets.ChipsStack)
		a.Notify(locales.SettingsResetDoneIn, a.Loc.T(locales.CurrencyName(cur)), save.StartingBalance(cur))
		return
	}
	a.SaveSettings()
}

// value returns the text of a row's value.
func (s *Settings) value(row int) string {
	a := s.app
	st, loc := a.Settings, a.Loc
	onOff := func(b bool, on, off locales.Key) string {
		if b {
			return loc.T(on)
		}
		return loc.T(off)
	}
	switch row {
	case rowLanguage:
		return loc.T(locales.LangName(st.Lang))
	case rowVolume:
		return loc.T(locales.FmtPercent, st.Volume)
	case rowSound:
		return onOff(!st.Muted, locales.SettingsOn, locales.SettingsOff)
	case rowSpeed:
		return loc.T(st.Speed.Key())
	case rowTotals:
		return onOff(st.ShowTotals, locales.SettingsShown, locales.SettingsHidden)
	case rowPlayers:
		return loc.Int(int64(st.ComputerPlayers))
	case rowBankroll:
		return loc.Money(a.Balance())
	case rowTakeBack:
		return onOff(st.TakeBack, locales.SettingsAllowed, locales.SettingsNotAllowed)
	case rowShoeEV:
		return onOff(st.ShowShoeEV, locales.SettingsVisible, locales.SettingsInvisible)
	case rowCount:
		return onOff(st.ShowCount, locales.SettingsVisible, locales.SettingsInvisible)
	case rowReference:
		return onOff(st.ChartReference.Published(), locales.TrainerRefPublished, locales.TrainerRefExact)
	}
	return ""
}

var rowLabels = [numRows]locales.Key{
	locales.SettingsLanguage, locales.SettingsVolume, locales.SettingsMute, locales.SettingsSpeed,
	locales.SettingsTotals, locales.SettingsPlayers, locales.SettingsBankroll,
	locales.SettingsTakeBack, locales.SettingsShoeEV, locales.SettingsHiLo, locales.SettingsReference,
}

func (s *Settings) paint() {
	s.dirty = false
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	dst := s.layer.Begin(f)
	s.targets = s.targets[:0]

	draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(50)), loc.T(locales.SettingsTitle), f.X(190), f.Y(50), draw.Start, draw.GoldLight, false)
	draw.Panel(dst, f.Screen(settingsPanel), f.L(16))
	val := draw.Face(fonts.Bold, f.L(21))
	// The trainer's heading, a rule under it.
	hy := settingsRowRect(rowTakeBack).Y - settingsHeading/2 - 4
	draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(22)), loc.T(locales.SettingsSectionTrainer), f.X(settingsPanel.X+44), f.Y(hy), draw.Start, draw.GoldLight, true)
	draw.Line(dst, f.X(settingsPanel.X+44), f.Y(hy+15), f.X(settingsPanel.X+settingsPanel.W-44), f.Y(hy+15), f.L(1), draw.Mix(draw.PanelFill, draw.Gold, 0.5))
	for i := 0; i < numRows; i++ {
		r := settingsRowRect(i)
		sr := f.Screen(r)
		hovered := s.hovered == len(s.targets)
		s.targets = append(s.targets, input.Target{Rect: f.Rect(r), Event: input.Event{Action: input.Select, Index: settingsRow + i}})
		switch {
		case i == s.row:
			draw.RoundRect(dst, sr, f.L(12), draw.PanelHi)
			draw.RoundRectLine(dst, sr, f.L(12), f.L(2), draw.Gold)
		case hovered:
			draw.RoundRect(dst, sr, f.L(12), draw.Mix(draw.PanelFill, draw.PanelHi, 0.5))
		}
		clr := draw.Cream
		if i == s.row {
			clr = draw.GoldLight
		}
		lt := loc.T(rowLabels[i])
		draw.Text(dst, draw.Fit(fonts.Bold, lt, f.L(21), f.L(400)), lt, f.X(r.X+24), sr.CY(), draw.Start, clr, true)

		left, right := settingsArrows(i)
		mid := (left.X + left.W + right.X) / 2
		if i == rowBankroll {
			// The balance, and a reset button that asks twice.
			draw.Text(dst, val, s.value(i), f.X(left.X), sr.CY(), draw.Start, draw.Cream, true)
			br := draw.R{X: r.X + r.W - 300, Y: r.Y + 2, W: 284, H: 40}
			txt := loc.T(locales.SettingsReset, save.StartingBalance(a.Currency()))
			st := draw.ButtonNormal
			if s.confirm {
				txt, st = loc.T(locales.SettingsResetConfirm), draw.ButtonPrimary
			}
			key := ""
			if i == s.row {
				key = input.Label(loc, input.Confirm)
			}
			draw.Button(dst, fonts, f.Screen(br), txt, key, st)
			continue
		}
		if i == rowVolume {
			// Ten segments.
			for k := 0; k < 10; k++ {
				seg := draw.R{X: left.X + 56 + float64(k)*22, Y: r.Y + 13, W: 17, H: 18}
				c := draw.Mix(draw.PanelFill, draw.Dim, 0.6)
				if (k+1)*10 <= a.Settings.Volume {
					c = draw.Gold
					if a.Settings.Muted {
						c = draw.Dim
					}
				}
				draw.RoundRect(dst, f.Screen(seg), f.L(4), c)
			}
			draw.Text(dst, val, s.value(i), f.X(right.X-14), sr.CY(), draw.End, draw.Cream, true)
		} else {
			draw.Text(dst, val, s.value(i), f.X(mid), sr.CY(), draw.Center, draw.Cream, true)
		}
		for k, ar := range []draw.R{left, right} {
			glyph, act := "‹", input.Left
			if k == 1 {
				glyph, act = "›", input.Right
			}
			s.targets = widget.AddButton(dst, fonts, f, s.targets, s.hovered, widget.Button{R: ar, Label: glyph, Event: input.Event{Action: act, Index: i + 1}})
		}
	}
	s.targets = widget.AddButton(dst, fonts, f, s.targets, s.hovered, widget.Button{R: settingsBack,
		Label: loc.T(locales.ActionBack), Key: input.Label(loc, input.Back), Event: input.Event{Action: input.Back}})
	draw.Text(dst, draw.Face(fonts.Regular, f.L(16)), s.help(), f.X(1090), f.Y(settingsBack.Y+settingsBack.H/2), draw.End, draw.Dim, true)
}

// Draw implements Scene.
func (s *Settings) Draw(screen *ebiten.Image) {
	s.app.DrawBackdrop(screen)
	s.layer.Draw(screen)
}
