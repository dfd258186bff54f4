package scenes

import (
	"sabot/scenes/draw"
	"sabot/scenes/session"

	"github.com/hajimehoshi/ebiten/v2"
)

// fadeTicks is the length of a scene change: half fading out, half in.
const fadeTicks = 20

// manager holds the current scene and the one it is fading to.
type manager struct {
	current, next session.Scene
	fade          int // ticks left in the transition
	black         *ebiten.Image
	op            ebiten.DrawImageOptions
}

// goTo starts a fade to s (or shows it at once when there is no scene yet).
func (m *manager) goTo(a *App, s session.Scene) {
	if m.current == nil {
		m.current = s
		s.Layout(a.Context)
		return
	}
	m.next = s
	m.fade = fadeTicks
}

// transitioning reports whether a fade is under way.
func (m *manager) transitioning() bool { return m.fade > 0 }

// update advances the fade; halfway, the next scene takes over.
func (m *manager) update(a *App) {
	if m.fade == 0 {
		return
	}
	m.fade--
	if m.fade == fadeTicks/2 && m.next != nil {
		m.current, m.next = m.next, nil
		m.current.Layout(a.Context)
	}
}

// draw draws the current scene and the fade's veil over it.
func (m *manager) draw(screen *ebiten.Image) {
	if m.current != nil {
		m.current.Draw(screen)
	}
	if m.fade == 0 {
		return
	}
	half := fadeTicks / 2
	var alpha float32
	if m.fade > half {
		alpha = float32(fadeTicks-m.fade) / float32(half)
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
