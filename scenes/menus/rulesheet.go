package menus

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/assets"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/session"
	"sabot/scenes/widget"
)

// ruleSheet shows every parameter of a table with the article it comes
// from, the Interpretations marked as such, in the current language. It
// scrolls.
type ruleSheet struct {
	app     *session.Context
	back    session.Scene // where Back goes; nil: the menu
	rules   rules.RuleSet
	layer   widget.Layer
	content *ebiten.Image // every line, as tall as it needs
	view    *ebiten.Image // the visible part of content
	// fade are the view's last strips, drawn fainter and fainter where
	// more of the sheet lies below, so that the row cut by the view's foot
	// fades out instead of being sliced.
	fade    [fadeStrips]*ebiten.Image
	scroll  float64 // pixels scrolled, eased towards target
	target  float64
	hovered int
	dirty   bool
	targets []input.Target
	op      ebiten.DrawImageOptions
}

// newRuleSheet returns the rule sheet of table r.
func newRuleSheet(a *session.Context, r rules.RuleSet) *ruleSheet {
	return &ruleSheet{app: a, rules: r, hovered: -1}
}

// NewRuleSheet returns the rule sheet of table r, opened from back (a
// table, F2): Back returns there; a nil back is the menu.
func NewRuleSheet(a *session.Context, r rules.RuleSet, back session.Scene) session.Scene {
	a.AtTable(r)
	s := newRuleSheet(a, r)
	s.back = back
	return s
}

// help is the footer: the keys, and where Esc goes (the table the sheet
// was opened from, or the menu).
func (s *ruleSheet) help() string {
	if s.back != nil {
		return s.app.Loc.T(locales.SheetHelpTable)
	}
	return s.app.Loc.T(locales.SheetHelp)
}

// backTo is the scene Back returns to: back, or the menu when nil.
func backTo(a *session.Context, back session.Scene) session.Scene {
	if back != nil {
		return back
	}
	return NewMenu(a)
}

// Targets implements Scene.
func (s *ruleSheet) Targets() []input.Target { return s.targets }

var (
	sheetView = draw.R{X: 60, Y: 188, W: 1160, H: 500}
	sheetBack = draw.R{X: 60, Y: 716, W: 220, H: 56}
)

// Layout implements Scene.
func (s *ruleSheet) Layout(a *session.Context) {
	s.paintContent()
	s.paint()
	s.clip()
}

// Update implements Scene.
func (s *ruleSheet) Update(a *session.Context, events []input.Event) error {
	if h := widget.Hover(s.targets, a.Cursor); h != s.hovered {
		s.hovered, s.dirty = h, true
	}
	line := a.Frame.L(48)
	page := a.Frame.L(sheetView.H - 60)
	for _, e := range events {
		switch e.Action {
		case input.Up:
			s.target -= line
		case input.Down:
			s.target += line
		case input.PageUp:
			s.target -= page
		case input.PageDown:
			s.target += page
		case input.Back, input.Rules:
			a.GoTo(backTo(a, s.back))
		}
	}
	s.target = math.Max(0, math.Min(s.target, s.maxScroll()))
	if d := s.target - s.scroll; math.Abs(d) > 0.5 {
		s.scroll += d * 0.3
		s.clip()
	} else if s.scroll != s.target {
		s.scroll = s.target
		s.clip()
	}
	if s.dirty {
		s.paint()
	}
	return nil
}

// Still implements session.Still: once the sheet has scrolled to where
// the keys or the wheel sent it.
func (s *ruleSheet) Still() bool { return !s.dirty && s.scroll == s.target }

func (s *ruleSheet) maxScroll() float64 {
	if s.content == nil {
		return 0
	}
	return math.Max(0, float64(s.content.Bounds().Dy())-s.app.Frame.L(sheetView.H))
}

// clip picks the visible part of the content (in Update, so that Draw does
// not allocate): the view, and its last fadeH units as fade's strips when
// the sheet goes on below it.
func (s *ruleSheet) clip() {
	if s.content == nil {
		return
	}
	f := s.app.Frame
	b := s.content.Bounds()
	y := int(s.scroll)
	end := min(b.Dy(), y+int(f.L(sheetView.H)))
	s.fade = [fadeStrips]*ebiten.Image{}
	if end < b.Dy() {
		strip := int(math.Ceil(f.L(fadeH) / fadeStrips))
		top := end - strip*fadeStrips
		for i := range s.fade {
			s.fade[i] = s.content.SubImage(image.Rect(0, top+i*strip, b.Dx(), top+(i+1)*strip)).(*ebiten.Image)
		}
		end = top
	}
	s.view = s.content.SubImage(image.Rect(0, y, b.Dx(), end)).(*ebiten.Image)
}

// The fade at the view's foot: its height in design units and its strips.
const (
	fadeH      = 36.0
	fadeStrips = 9
)

// paintContent paints every line of the sheet into one tall image.
func (s *ruleSheet) paintContent() {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	w := f.L(sheetView.W)
	labelFace := draw.Face(fonts.Bold, f.L(17))
	valueFace := draw.Face(fonts.Regular, f.L(17))
	artFace := draw.Face(fonts.Medium, f.L(15))
	secFace := draw.Face(fonts.SmallCaps, f.L(22))
	colLabel, colValue, colArt := f.L(20), f.L(330), f.L(930)
	valueW := colArt - colValue - f.L(30)
	lh := f.L(23)

	type row struct {
		section string
		line    rules.SheetLine
		values  []string
		h       float64
	}
	var rows []row
	total := 0.0
	last := ""
	for _, l := range s.rules.Sheet() {
		if l.Section != last {
			rows = append(rows, row{section: l.Section, h: f.L(50)})
			total += f.L(50)
			last = l.Section
		}
		args := l.Args
		vals := draw.Wrap(valueFace, loc.T(locales.Key(l.Value), args...), valueW)
		h := math.Max(1, float64(len(vals)))*lh + f.L(16)
		if l.Interpretation {
			h += f.L(26)
		}
		// A long label or article wraps too: the row is as tall as its
		// tallest column, so that no line runs into the next row.
		labels := len(draw.Wrap(labelFace, loc.T(locales.Key(l.Label)), colValue-colLabel-f.L(20)))
		arts := len(draw.Wrap(artFace, l.Article, w-colArt-f.L(20)))
		h = math.Max(h, float64(max(labels, arts))*lh+f.L(16))
		rows = append(rows, row{line: l, values: vals, h: h})
		total += h
	}
	total += f.L(20)
	if s.content != nil {
		s.content.Deallocate()
	}
	s.content = ebiten.NewImage(max(int(w), 1), max(int(total), 1))
	dst := s.content
	y := 0.0
	zebra := false
	for _, r := range rows {
		if r.section != "" {
			draw.Text(dst, secFace, loc.T(locales.Key(r.section)), colLabel, y+f.L(30), draw.Start, draw.Gold, true)
			draw.Line(dst, colLabel, y+f.L(46), w-f.L(20), y+f.L(46), math.Max(1, f.L(1)), draw.Mix(draw.GoldDark, draw.PanelFill, 0.3))
			y += r.h
			zebra = false
			continue
		}
		if zebra {
			draw.RoundRect(dst, draw.R{X: f.L(8), Y: y + f.L(2), W: w - f.L(16), H: r.h - f.L(4)}, f.L(6), draw.Mix(draw.PanelFill, draw.PanelHi, 0.35))
		}
		zebra = !zebra
		top := y + f.L(8)
		for _, ln := range draw.Wrap(labelFace, loc.T(locales.Key(r.line.Label)), colValue-colLabel-f.L(20)) {
			draw.Text(dst, labelFace, ln, colLabel, top, draw.Start, draw.Cream, false)
			top += lh
		}
		vy := y + f.L(8)
		for _, v := range r.values {
			draw.Text(dst, valueFace, v, colValue, vy, draw.Start, draw.Cream, false)
			vy += lh
		}
		if r.line.Interpretation {
			draw.Badge(dst, fonts, loc.T(locales.SheetInterpretation), colValue, vy+f.L(11), f.L(22), draw.GoldLight)
		}
		if r.line.Article != "" {
			for i, ln := range draw.Wrap(artFace, r.line.Article, w-colArt-f.L(20)) {
				draw.Text(dst, artFace, ln, colArt, y+f.L(10)+float64(i)*lh, draw.Start, draw.Muted, false)
			}
		} else {
			draw.Text(dst, artFace, "—", colArt, y+f.L(10), draw.Start, draw.Dim, false)
		}
		y += r.h
	}
}

// paint paints the frame around the content: title, columns, buttons.
func (s *ruleSheet) paint() {
	s.dirty = false
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	dst := s.layer.Begin(f)
	s.targets = s.targets[:0]
	r := s.rules
	if fl, ok := assets.FlagOf(r.Country); ok {
		draw.PaintFlag(dst, fl, f.Screen(draw.R{X: 60, Y: 46, W: 66, H: 44}))
	}
	draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(44)), loc.T(locales.SheetTitle), f.X(146), f.Y(36), draw.Start, draw.GoldLight, false)
	draw.Text(dst, draw.Face(fonts.Bold, f.L(24)), loc.T(locales.TableName(r.ID)), f.X(146), f.Y(92), draw.Start, draw.Cream, false)
	draw.Text(dst, draw.Face(fonts.Regular, f.L(15)), loc.T(locales.SheetSource, loc.T(locales.TableCasino(r.ID))), f.X(1220), f.Y(104), draw.End, draw.Dim, true)
	legendY := f.Y(134)
	bw := draw.Badge(dst, fonts, loc.T(locales.SheetInterpretation), f.X(60), legendY, f.L(22), draw.GoldLight)
	draw.Text(dst, draw.Face(fonts.Regular, f.L(16)), loc.T(locales.SheetLegend), f.X(60)+bw+f.L(12), legendY, draw.Start, draw.Muted, true)

	panel := draw.R{X: sheetView.X - 10, Y: sheetView.Y - 36, W: sheetView.W + 20, H: sheetView.H + 46}
	draw.Panel(dst, f.Screen(panel), f.L(14))
	head := draw.Face(fonts.Bold, f.L(15))
	hy := f.Y(sheetView.Y - 18)
	draw.Text(dst, head, loc.T(locales.SheetParameter), f.X(sheetView.X+20), hy, draw.Start, draw.Gold, true)
	draw.Text(dst, head, loc.T(locales.SheetValue), f.X(sheetView.X+330), hy, draw.Start, draw.Gold, true)
	draw.Text(dst, head, loc.T(locales.SheetArticle), f.X(sheetView.X+930), hy, draw.Start, draw.Gold, true)
	// The header's rule: the rows scroll under it, never over it.
	draw.Line(dst, f.X(sheetView.X+8), f.Y(sheetView.Y-3), f.X(sheetView.X+sheetView.W-8), f.Y(sheetView.Y-3), math.Max(1, f.L(1)), draw.Mix(draw.GoldDark, draw.PanelFill, 0.3))

	s.targets = widget.AddButton(dst, fonts, f, s.targets, s.hovered, widget.Button{R: sheetBack,
		Label: loc.T(locales.ActionBack), Key: input.Label(loc, input.Back), Event: input.Event{Action: input.Back}})
	draw.Text(dst, draw.Face(fonts.Regular, f.L(16)), s.help(), f.X(1220), f.Y(744), draw.End, draw.Dim, true)
}

// Draw implements Scene.
func (s *ruleSheet) Draw(screen *ebiten.Image) {
	s.app.DrawBackdrop(screen)
	s.layer.Draw(screen)
	if s.view == nil {
		return
	}
	f := s.app.Frame
	s.op.GeoM.Reset()
	s.op.GeoM.Translate(f.X(sheetView.X), f.Y(sheetView.Y))
	s.op.ColorScale.Reset()
	screen.DrawImage(s.view, &s.op)
	y := f.Y(sheetView.Y) + float64(s.view.Bounds().Dy())
	for i, strip := range s.fade {
		if strip == nil {
			break
		}
		s.op.GeoM.Reset()
		s.op.GeoM.Translate(f.X(sheetView.X), y)
		s.op.ColorScale.Reset()
		s.op.ColorScale.ScaleAlpha(float32(fadeStrips-i) / (fadeStrips + 1))
		screen.DrawImage(strip, &s.op)
		y += float64(strip.Bounds().Dy())
	}
	s.op.ColorScale.Reset()
}
