package article

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/session"
)

// View is the open panel of a whole article.
type View struct {
	Article  string          // the article as cited ("Art. 13", "Desarrollo 12d")
	Passages []rules.Passage // its text
	Scroll   int             // the first line shown
	Lines    int             // the lines the text takes, as last painted
	Page     int             // the lines the panel shows, as last painted
}

// Painter is the station the panel is painted on: its buttons, its click
// targets, and the indexes of the panel's Close and of a click beside it.
type Painter interface {
	Button(dst *ebiten.Image, r draw.R, label, key string, st draw.ButtonState)
	AddTarget(r draw.R, index int)
	Block(r draw.R)
	Hovered(index int) bool
	CloseIndex() int
	OutIndex() int
}

// Box is the panel of the whole article, over the table.
var Box = draw.R{X: 190, Y: 56, W: 900, H: 688}

// Veil darkens the table under the article's panel (and under the
// exam's settings).
var Veil = color.NRGBA{0, 0, 0, 0x90}

// Event takes an event while the panel is open: it reports whether it
// took it (the panel takes every event but the sound's and the screen's
// keys) and whether the panel is closed by it (Esc, A again, Close or a
// click beside it, as p numbers them).
func (v *View) Event(e input.Event, p Painter) (took, closed bool) {
	switch e.Action {
	case input.Back, input.Article:
		return true, true
	case input.Up:
		v.Scroll--
	case input.Down:
		v.Scroll++
	case input.PageUp:
		v.Scroll -= max(v.Page-2, 1)
	case input.PageDown:
		v.Scroll += max(v.Page-2, 1)
	case input.Select:
		if e.Index == p.CloseIndex() || e.Index == p.OutIndex() {
			return true, true
		}
	case input.Mute, input.Fullscreen:
		return false, false
	}
	v.Scroll = max(0, min(v.Scroll, v.Lines-v.Page))
	return true, false
}

// Text is the article's text as shown, paragraph by paragraph.
func (v *View) Text() string {
	var texts []string
	for _, p := range v.Passages {
		texts = append(texts, p.Text())
	}
	return strings.Join(texts, "\n\n")
}

// line is a line of the article's panel: a passage's heading or a
// line of one of its paragraphs, and the room before it.
type line struct {
	text    string
	heading bool
	gap     float64 // design units before the line
}

// Paint paints the panel of the whole article over everything: the
// table's regulation and the article, the passages' lines from the one
// scrolled to, a bar that says where they are, the keys and Close. The
// panel is as tall as its text, up to Box, centred on the table.
func (v *View) Paint(dst *ebiten.Image, a *session.Context, rs rules.RuleSet, p Painter) {
	f := a.Frame
	loc := a.Loc
	all := draw.R{X: -f.OX / f.S, Y: -f.OY / f.S, W: float64(f.W) / f.S, H: float64(f.H) / f.S}
	draw.FillRect(dst, f.Screen(all), Veil)
	p.AddTarget(all, p.OutIndex())

	// The lines first, in design units, for the panel's height.
	const (
		pad      = 22.0 // the panel's margin
		headH    = 80.0 // the title, the regulation and the rule under them
		footH    = 64.0 // the keys and Close
		lead     = 23.0 // a line
		barW     = 14.0 // the scroll bar's room
		minLines = 6    // the shortest panel's lines
	)
	width := Box.W - 2*pad - barW
	head := draw.Face(a.Fonts.Bold, f.L(17))
	body := draw.Face(a.Fonts.Regular, f.L(16))
	var lines []line
	for i, p := range v.Passages {
		gap := 0.0
		if i > 0 {
			gap = 14
		}
		lines = append(lines, line{text: p.Heading, heading: true, gap: gap})
		for _, para := range p.Paragraphs {
			for j, l := range draw.Wrap(body, para, f.L(width)) {
				g := 0.0
				if j == 0 {
					g = 6
				}
				lines = append(lines, line{text: l, gap: g})
			}
		}
	}
	textH := 0.0
	for _, l := range lines {
		textH += lead + l.gap
	}
	box := Box
	box.H = min(Box.H, headH+max(textH, minLines*lead)+footH+pad)
	box.Y = Box.Y + (Box.H-box.H)/2

	r := f.Screen(box)
	draw.RoundRect(dst, r, f.L(14), draw.FeltDark) // opaque under the panel's glass
	draw.Panel(dst, r, f.L(14))
	p.Block(box)
	x := r.X + f.L(pad)
	y := r.Y + f.L(pad)
	title := loc.T(locales.SchoolArticleTitle, loc.T(locales.TableName(rs.ID)), v.Article)
	draw.Text(dst, draw.Fit(a.Fonts.Bold, title, f.L(22), f.L(width)), title, x, y+f.L(10), draw.Start, draw.GoldLight, true)
	sub := Source(loc, rs)
	draw.Text(dst, draw.Fit(a.Fonts.Medium, sub, f.L(13), f.L(width)), sub, x, y+f.L(34), draw.Start, draw.Muted, true)
	y = r.Y + f.L(headH)
	draw.Line(dst, x, y-f.L(12), r.X+r.W-f.L(pad), y-f.L(12), f.L(1), draw.Mix(draw.GoldLight, draw.Muted, 0.6))

	bottom := r.Y + r.H - f.L(footH)
	v.Lines, v.Page = len(lines), max(int((bottom-y)/f.L(lead+4)), 1)
	v.Scroll = max(0, min(v.Scroll, v.Lines-v.Page))
	shown := 0
	for i := v.Scroll; i < len(lines); i++ {
		l := lines[i]
		step := f.L(lead)
		if i > v.Scroll {
			step += f.L(l.gap)
		}
		if y+step > bottom+f.L(2) {
			break
		}
		y += step
		face, ink := body, color.Color(draw.Cream)
		if l.heading {
			face, ink = head, draw.GoldLight
		}
		draw.Text(dst, face, l.text, x, y-f.L(6), draw.Start, ink, false)
		shown++
	}
	// The bar: where the lines shown are among them all.
	if shown < len(lines) {
		top := r.Y + f.L(headH)
		h := bottom - top
		bar := draw.R{X: r.X + r.W - f.L(pad) - f.L(5), Y: top, W: f.L(5), H: h}
		draw.FillRect(dst, bar, color.NRGBA{0xff, 0xff, 0xff, 0x22})
		th := max(h*float64(shown)/float64(len(lines)), f.L(24))
		ty := top + (h-th)*float64(v.Scroll)/float64(max(len(lines)-shown, 1))
		draw.FillRect(dst, draw.R{X: bar.X, Y: ty, W: bar.W, H: th}, draw.GoldLight)
	}
	keys := loc.T(locales.SchoolArticleKeys, input.Label(loc, input.Article), input.Label(loc, input.Back))
	draw.Text(dst, draw.Fit(a.Fonts.Medium, keys, f.L(14), f.L(box.W-2*pad-170)), keys, x, r.Y+r.H-f.L(32), draw.Start, draw.Muted, true)
	cb := draw.R{X: box.X + box.W - pad - 150, Y: box.Y + box.H - 52, W: 150, H: 38}
	st := draw.ButtonNormal
	if p.Hovered(p.CloseIndex()) {
		st = draw.ButtonHover
	}
	p.Button(dst, cb, loc.T(locales.SchoolArticleClose), input.Label(loc, input.Back), st)
	p.AddTarget(cb, p.CloseIndex())
}

// Source is the article panel's subtitle: the table's casino and its
// regulation, by the regulation's title, not its file (seeds/000_….txt).
func Source(loc *locales.Locale, rs rules.RuleSet) string {
	return loc.T(locales.SchoolArticleSource, loc.T(locales.TableCasino(rs.ID)), rs.RegulationTitle())
}
