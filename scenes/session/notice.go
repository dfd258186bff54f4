package session

import (
	"github.com/hajimehoshi/ebiten/v2"

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

// paint renders the notice on show into an image, so that Draw only draws
// it.
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
	face := draw.Face(a.Fonts.Medium, f.L(18))
	lines := draw.Wrap(face, msg, f.L(760))
	w := 0.0
	for _, l := range lines {
		w = max(w, draw.Width(face, l))
	}
	lh := f.L(26)
	pad := f.L(18)
	iw, ih := int(w+2*pad), int(float64(len(lines))*lh+2*pad*0.8)
	n.img = ebiten.NewImage(max(iw, 1)+int(f.L(20)), max(ih, 1)+int(f.L(20)))
	box := draw.R{X: f.L(10), Y: f.L(6), W: float64(iw), H: float64(ih)}
	// Opaque: whatever the notice covers (the table's status line) does
	// not show through it.
	draw.RoundRect(n.img, box, f.L(12), draw.FeltDark)
	draw.Panel(n.img, box, f.L(12))
	for i, l := range lines {
		draw.Text(n.img, face, l, box.CX(), box.Y+pad*0.8+lh*float64(i)+lh/2, draw.Center, draw.Cream, true)
	}
	cy := float64(draw.DesignH - 150)
	if p, ok := a.Scene().(NoticePlacer); ok {
		cy = p.NoticeY()
	}
	n.x = float64(f.W)/2 - float64(n.img.Bounds().Dx())/2
	n.y = f.Y(cy) - float64(ih)/2
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

// NoticePlacer is a scene that says where the notices go: the height of
// their centre, design units (by default 150 above the bottom), so that
// they do not cover what the scene shows there.
type NoticePlacer interface {
	NoticeY() float64
}

// NoticeOnShow reports whether a notice is on show (it counts its ticks
// down).
func (c *Context) NoticeOnShow() bool { return len(c.notices.queue) > 0 }
