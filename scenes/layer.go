package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/scenes/draw"
	"sabot/scenes/input"
)

// layer is a screen-sized image a scene paints its static parts into when
// they change, so that Draw is one DrawImage.
type layer struct {
	img *ebiten.Image
}

// begin returns the layer cleared, at the frame's size.
func (l *layer) begin(f draw.Frame) *ebiten.Image {
	if l.img != nil {
		b := l.img.Bounds()
		if b.Dx() == f.W && b.Dy() == f.H {
			l.img.Clear()
			return l.img
		}
		l.img.Deallocate()
	}
	l.img = ebiten.NewImage(max(f.W, 1), max(f.H, 1))
	return l.img
}

// draw draws the layer onto the screen.
func (l *layer) draw(screen *ebiten.Image) {
	if l.img != nil {
		screen.DrawImage(l.img, nil)
	}
}

// hover returns the index in targets of the target under p, or -1.
func hover(targets []input.Target, p image.Point) int {
	for i := len(targets) - 1; i >= 0; i-- {
		if p.In(targets[i].Rect) {
			return i
		}
	}
	return -1
}
