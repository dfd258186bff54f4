package widget

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/scenes/draw"
	"sabot/scenes/input"
)

// layer is a screen-sized image a scene paints its static parts into when
// they change, so that Draw is one DrawImage.
type Layer struct {
	img *ebiten.Image
}

// begin returns the layer cleared, at the frame's size.
func (l *Layer) Begin(f draw.Frame) *ebiten.Image {
	if l.img != nil {
		b := l.img.Bounds()
		if b.Dx() == f.W && b.Dy() == f.H {
			l.img.Clear()
			return l.img
		}
		l.img.Deallocate()
	}
	// A texture of its own (Unmanaged), not a place in Ebitengine's atlas:
	// an image the size of the window would double an atlas page's size,
	// most of it left empty.
	l.img = ebiten.NewImageWithOptions(image.Rect(0, 0, max(f.W, 1), max(f.H, 1)), &ebiten.NewImageOptions{Unmanaged: true})
	return l.img
}

// painted reports whether the layer has an image.
func (l *Layer) Painted() bool { return l.img != nil }

// draw draws the layer onto the screen.
func (l *Layer) Draw(screen *ebiten.Image) {
	if l.img != nil {
		screen.DrawImage(l.img, nil)
	}
}

// hover returns the index in targets of the target under p, or -1.
func Hover(targets []input.Target, p image.Point) int {
	for i := len(targets) - 1; i >= 0; i-- {
		if p.In(targets[i].Rect) {
			return i
		}
	}
	return -1
}

// sprite is a small image painted when its content changes and drawn every
// frame at one place of the screen: a panel, a banner.
type Sprite struct {
	img  *ebiten.Image
	x, y float64 // where the image's top-left corner goes, pixels
	op   ebiten.DrawImageOptions
}

// clear lets the image go: nothing is drawn until the next begin.
func (s *Sprite) Clear() {
	if s.img != nil {
		s.img.Deallocate()
		s.img = nil
	}
}

// begin returns a new w×h image to paint, drawn with its top-left corner
// at (x, y).
func (s *Sprite) Begin(w, h int, x, y float64) *ebiten.Image {
	s.Clear()
	s.img = ebiten.NewImage(max(w, 1), max(h, 1))
	s.x, s.y = x, y
	return s.img
}

// painted reports whether the sprite has an image to draw.
func (s *Sprite) Painted() bool { return s.img != nil }

// Rect returns where Draw draws the image, in screen pixels (empty when
// there is none).
func (s *Sprite) Rect() image.Rectangle {
	if s.img == nil {
		return image.Rectangle{}
	}
	x, y := int(math.Round(s.x)), int(math.Round(s.y))
	return s.img.Bounds().Add(image.Pt(x, y))
}

// draw draws the image, if there is one, on whole pixels.
func (s *Sprite) Draw(screen *ebiten.Image) {
	if s.img == nil {
		return
	}
	s.op.GeoM.Reset()
	s.op.GeoM.Translate(math.Round(s.x), math.Round(s.y))
	screen.DrawImage(s.img, &s.op)
}
