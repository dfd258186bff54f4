package session

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"sabot/locales"
	"sabot/scenes/draw"
)

// How long a notice stays on screen, and how long it takes to fade.
const (
	noticeTicks = 4 * 60
	noticeFade  = 30
)

type notice struct {
	key  locales.Key
	args []any
}

// notices shows messages one at a time at the bottom of the screen.
type notices struct {
	queue []notice
	given []notice // every message given, for tests
	ticks int
	img   *ebiten.Image
	x, y  float64
	// areas are those the scene gave the notice on show, box its panel,
	// design units.
	areas []draw.R
	box   draw.R
	op    ebiten.DrawImageOptions
	ctx   *Context
}

// Notify shows a message at the bottom of the screen for a few seconds,
// after the ones already waiting.
func (c *Context) Notify(key locales.Key, args ...any) {
	a := c
	a.notices.ctx = c
	a.notices.queue = append(a.notices.queue, notice{key, args})
	a.notices.given = append(a.notices.given, notice{key, args})
	if len(a.notices.queue) == 1 {
		a.notices.ticks = noticeTicks
		a.notices.paint()
	}
}

// Notices returns the texts of the messages showing or waiting, in the
// current language (for tests).
func (c *Context) Notices() []string {
	a := c
	var out []string
	for _, n := range a.notices.queue {
		out = append(out, a.Loc.T(n.key, n.args...))
	}
	return out
}

// NoticesGiven returns the texts of every message given since the start,
// in the current language, gone or not (for tests).
func (c *Context) NoticesGiven() []string {
	var out []string
	for _, n := range c.notices.given {
		out = append(out, c.Loc.T(n.key, n.args...))
	}
	return out
}

// UpdateNotices counts down the notice on show; the App calls it every
// tick.
func (c *Context) UpdateNotices() { c.notices.update() }

// DrawNotices draws the notice on show over the scene.
func (c *Context) DrawNotices(screen *ebiten.Image) { c.notices.draw(screen) }

func (n *notices) update() {
	if len(n.queue) == 0 {
		return
	}
	if n.ctx != nil && n.img != nil && !slices.Equal(n.ctx.noticeAreas(), n.areas) {
		// The scene changed, or what it shows where the notice was.
		n.paint()
	}
	n.ticks--
	if n.ticks > 0 {
		return
	}
	n.queue = n.queue[1:]
	if len(n.queue) > 0 {
		n.ticks = noticeTicks
	}
	n.paint()
}

func (n *notices) layout(c *Context) {
	n.ctx = c
	n.paint()
}

// The notice's type and panel, design units: the type's largest size and
// the smallest it is made to fit its area, its line height and padding at
// the largest.
const (
	noticeSize    = 18.0
	noticeMinSize = 14.0
	noticeLineH   = 26.0
	noticePad     = 18.0
	// noticeMinPadY is the least padding above and below the lines: at the
	// smallest type, a notice too tall for its area by its padding alone
	// (two lines in a status line's band) keeps this much and fits.
	noticeMinPadY = 6.0
)

// defaultNoticeAreas is where the notices go in a scene that does not place
// them: a band centred 150 above the bottom of the screen.
var defaultNoticeAreas = []draw.R{{X: 240, Y: draw.DesignH - 150 - 60, W: 800, H: 120}}

// noticeAreas are the areas the current scene gives the notices.
func (c *Context) noticeAreas() []draw.R {
	if c.host != nil {
		if p, ok := c.Scene().(NoticePlacer); ok {
			if areas := p.NoticeAreas(); len(areas) > 0 {
				return areas
			}
		}
	}
	return defaultNoticeAreas
}

// paint renders the notice on show into an image, so that Draw only draws
// it: fitted into the first of the scene's areas it fits (wrapped to its
// width, its type made smaller until its lines fit its height), centred in
// it, and kept on the screen whatever the area.
func (n *notices) paint() {
	if n.img != nil {
		n.img.Deallocate()
		n.img = nil
	}
	if len(n.queue) == 0 || n.ctx == nil || n.ctx.Fonts == nil {
		return
	}
	a := n.ctx
	f := a.Frame
	msg := a.Loc.T(n.queue[0].key, n.queue[0].args...)
	n.areas = append(n.areas[:0], a.noticeAreas()...)
	lines, size, padY, box := fitNotice(a.Fonts, msg, n.areas, f)
	n.box = box
	face := draw.Face(a.Fonts.Medium, f.L(size))
	lh := noticeLineH * size / noticeSize
	iw, ih := int(f.L(box.W)), int(f.L(box.H))
	n.img = ebiten.NewImage(max(iw, 1)+int(f.L(20)), max(ih, 1)+int(f.L(20)))
	inner := draw.R{X: f.L(10), Y: f.L(6), W: float64(iw), H: float64(ih)}
	// Opaque: whatever the notice covers (the table's status line) does
	// not show through it.
	draw.RoundRect(n.img, inner, f.L(12), draw.FeltDark)
	draw.Panel(n.img, inner, f.L(12))
	for i, l := range lines {
		draw.Text(n.img, face, l, inner.CX(), inner.Y+f.L(padY+lh*float64(i)+lh/2), draw.Center, draw.Cream, true)
	}
	n.x = f.X(box.X) - f.L(10)
	n.y = f.Y(box.Y) - f.L(6)
}

// fitNotice wraps msg to fit the first of areas whose height its lines fit,
// at the largest type size they fit it (at the smallest size, with less
// padding above and below, down to noticeMinPadY; the last area at the
// smallest size when none does), and returns the lines, the size, the
// padding above the lines and the notice's panel: centred in the area,
// within the screen, design units.
func fitNotice(fonts *draw.Fonts, msg string, areas []draw.R, f draw.Frame) (lines []string, size, padY float64, box draw.R) {
	var w, h float64
	var area draw.R
fit:
	for _, area = range areas {
		for size = noticeSize; size >= noticeMinSize; size-- {
			pad := noticePad * size / noticeSize
			face := draw.Face(fonts.Medium, f.L(size))
			width := f.L(max(area.W-2*pad, size))
			lines = breakLong(face, draw.Wrap(face, msg, width), width)
			w = 0
			for _, l := range lines {
				w = max(w, draw.Width(face, l)/f.S)
			}
			w += 2 * pad
			text := float64(len(lines)) * noticeLineH * size / noticeSize
			padY = pad * 0.8
			if size == noticeMinSize && text+2*padY > area.H {
				padY = max(noticeMinPadY, (area.H-text)/2)
			}
			h = text + 2*padY
			if h <= area.H {
				break fit
			}
		}
		size = noticeMinSize
	}
	const margin = 2.0
	box = draw.R{X: area.CX() - w/2, Y: area.CY() - h/2, W: w, H: h}
	box.X = max(margin, min(box.X, draw.DesignW-margin-w))
	box.Y = max(margin, min(box.Y, draw.DesignH-margin-h))
	return lines, size, padY, box
}

func (n *notices) draw(screen *ebiten.Image) {
	if n.img == nil || len(n.queue) == 0 {
		return
	}
	n.op.GeoM.Reset()
	n.op.GeoM.Translate(n.x, n.y)
	n.op.ColorScale.Reset()
	if n.ticks < noticeFade {
		n.op.ColorScale.ScaleAlpha(float32(n.ticks) / noticeFade)
	}
	screen.DrawImage(n.img, &n.op)
}

// breakLong breaks the lines wider than width (a word longer than the line,
// a file's path) between two characters, as many times as it takes.
func breakLong(face *text.GoTextFace, lines []string, width float64) []string {
	out := lines[:0:0]
	for _, l := range lines {
		for draw.Width(face, l) > width {
			runes := []rune(l)
			n := 1
			for n < len(runes) && draw.Width(face, string(runes[:n+1])) <= width {
				n++
			}
			out = append(out, string(runes[:n]))
			l = string(runes[n:])
		}
		out = append(out, l)
	}
	return out
}

// NoticePlacer is a scene that says where the notices go: areas, design
// units, in the order it prefers them; a notice is fitted into the first
// whose height it fits at some size of its type, and centred in it (by
// default a band 150 above the bottom), so that it covers nothing of the
// scene the user needs. It is asked every tick: a scene whose free space
// changes with what it shows moves the notice on show. The slice is only
// read.
type NoticePlacer interface {
	NoticeAreas() []draw.R
}

// NoticeBox returns the panel of the notice on show, design units, and
// false when none is.
func (c *Context) NoticeBox() (draw.R, bool) {
	if len(c.notices.queue) == 0 || c.notices.img == nil {
		return draw.R{}, false
	}
	return c.notices.box, true
}

// NoticeOnShow reports whether a notice is on show (it counts its ticks
// down).
func (c *Context) NoticeOnShow() bool { return len(c.notices.queue) > 0 }
