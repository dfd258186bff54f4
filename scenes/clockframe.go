package scenes

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/scenes/session"
)

// A clock's frame. While a scene with a clock rests, the pacer asks for one
// frame each time the clock's figure changes (pace.Pacer.Alarm), and nothing
// else on the screen has changed since the frame before. Under a software
// renderer (Mesa's llvmpipe, a machine without a GPU) a whole frame of the
// dealer school costs about 50 ms of CPU: its backdrop, felt, cards and
// header are each an image the size of the window. So in the window the
// App does not let Ebitengine clear the screen between frames
// (ebiten.SetScreenClearedEveryFrame(false): the screen Draw is given is
// the same image, holding the last frame), clears it itself before a whole
// frame, and on a clock's frame draws the scene onto the clock's figure's
// rectangle alone (a sub-image of the screen: every draw is clipped to it,
// so the pixels there are the ones a whole frame would have, and no other
// pixel is touched).
//
// A frame is a clock's frame when the scene implements session.ClockFace,
// is still, is the one the last whole frame drew while it was still, has
// repainted nothing but its clock since (its count of repaints is the
// same), and no fade and no notice is on show now or was then, on the same
// screen image (a resized window gets a new one).
//
// What a clock's frame costs is then mostly Ebitengine's: each frame it
// shows, it fills the window's framebuffer with black and copies the whole
// screen onto it (two passes over every pixel in the software renderer),
// then swaps. The App fills the screen with opaque black before a whole
// frame, so every pixel of it is opaque, and the final copy is drawn with
// BlendCopy (DrawFinalScreen): the same pixels as drawing it over black,
// without reading the framebuffer back in either pass
// (docs/PERFORMANCE.md, "the school's clock").

// drawnFrame is what the last whole frame drew.
type drawnFrame struct {
	screen   *ebiten.Image // nil: no whole frame to draw a clock onto
	scene    session.Scene
	repaints uint64
}

// clockFrames starts drawing the clocks' frames alone: the screen is then
// not cleared between frames (the window only; tests, the screenshot
// command and the virtualization guest clear it every frame).
func (a *App) clockFrames() {
	a.partial = true
	ebiten.SetScreenClearedEveryFrame(false)
}

// clockOnly returns the rectangle of the screen a clock's frame draws, and
// false when the frame must be drawn whole.
func (a *App) clockOnly(screen *ebiten.Image) (image.Rectangle, bool) {
	d := a.drawn
	if !a.partial || d.screen != screen || a.mgr.Transitioning() || a.NoticeOnShow() {
		return image.Rectangle{}, false
	}
	s := a.mgr.Current()
	if s == nil || s != d.scene {
		return image.Rectangle{}, false
	}
	c, ok := s.(session.ClockFace)
	if !ok {
		return image.Rectangle{}, false
	}
	if st, ok := s.(session.Still); !ok || !st.Still() {
		return image.Rectangle{}, false
	}
	r, n := c.ClockFace()
	r = r.Intersect(screen.Bounds())
	if n != d.repaints || r.Empty() {
		return image.Rectangle{}, false
	}
	return r, true
}

// drawWhole draws the whole frame, and notes what it drew for the clock's
// next frame.
func (a *App) drawWhole(screen *ebiten.Image) {
	if a.partial {
		screen.Fill(color.Black) // opaque: DrawFinalScreen copies it
	}
	a.mgr.Draw(screen)
	a.DrawNotices(screen)
	a.drawn = drawnFrame{}
	if a.mgr.Transitioning() || a.NoticeOnShow() {
		return
	}
	st, still := a.mgr.Current().(session.Still)
	if c, ok := a.mgr.Current().(session.ClockFace); ok && still && st.Still() {
		_, n := c.ClockFace()
		a.drawn = drawnFrame{screen: screen, scene: a.mgr.Current(), repaints: n}
	}
}

// DrawFinalScreen implements ebiten.FinalScreenDrawer: while the App draws
// the clocks' frames alone (the window), its screen is opaque, and is
// copied onto the framebuffer Ebitengine has just filled with black rather
// than drawn over it: the same pixels, less work for a software renderer.
// Otherwise, and before the App is made, Ebitengine's own.
func (s *starter) DrawFinalScreen(screen ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	var a *App
	select {
	case <-s.ready:
		switch g := s.game.(type) {
		case *App:
			a = g
		case *perfGame:
			a = g.App
		}
	default:
	}
	if a == nil || !a.partial {
		ebiten.DefaultDrawFinalScreen(screen, offscreen, geoM)
		return
	}
	op := &a.finalOp
	op.GeoM = geoM
	op.Blend = ebiten.BlendCopy
	// The filters of Ebitengine's own (DefaultDrawFinalScreen), the screen
	// filter left on.
	switch scale := geoM.Element(0, 0); {
	case math.Floor(scale) == scale:
		op.Filter = ebiten.FilterNearest
	case scale < 1:
		op.Filter = ebiten.FilterLinear
	default:
		op.Filter = ebiten.FilterPixelated
	}
	screen.DrawImage(offscreen, op)
}
