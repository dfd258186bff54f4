package fade

import (
	"sabot/scenes/draw"
	"sabot/scenes/session"

	"github.com/hajimehoshi/ebiten/v2"
)

// Ticks is the length of a scene change: half fading out, half in.
const Ticks = 20

// Manager holds the current scene and the one it is fading to. Its zero
// value has no scene.
type Manager struct {
	current, next session.Scene
	fade          int // ticks left in the transition
	black         *ebiten.Image
	op            ebiten.DrawImageOptions
}

// Current is the scene on screen (the one faded from, until halfway), nil
// before the first.
func (m *Manager) Current() session.Scene { return m.current }

// GoTo starts a fade to s (or shows it at once when there is no scene
// yet); c is what the scene lays itself out for.
func (m *Manager) GoTo(c *session.Context, s session.Scene) {
	if m.current == nil {
		m.current = s
		s.Layout(c)
		return
	}
	m.next = s
	m.fade = Ticks
}

// Transitioning reports whether a fade is under way.
func (m *Manager) Transitioning() bool { return m.fade > 0 }

// Update advances the fade; halfway, the next scene takes over and is laid
// out for c.
func (m *Manager) Update(c *session.Context) {
	if m.fade == 0 {
		return
	}
	m.fade--
	if m.fade == Ticks/2 && m.next != nil {
		m.current, m.next = m.next, nil
		m.current.Layout(c)
	}
}

// Draw draws the current scene and the fade's veil over it.
func (m *Manager) Draw(screen *ebiten.Image) {
	if m.current != nil {
		m.current.Draw(screen)
	}
	if m.fade == 0 {
		return
	}
	half := Ticks / 2
	var alpha float32
	if m.fade > half {
		alpha = float32(Ticks-m.fade) / float32(half)
	} else {
		alpha = float32(m.fade) / float32(half)
	}
	if m.black == nil {
		m.black = ebiten.NewImage(1, 1)
		m.black.Fill(draw.Black)
	}
	b := screen.Bounds()
	m.op.GeoM.Reset()
	m.op.GeoM.Scale(float64(b.Dx()), float64(b.Dy()))
	m.op.ColorScale.Reset()
	m.op.ColorScale.ScaleAlpha(alpha)
	screen.DrawImage(m.black, &m.op)
}
