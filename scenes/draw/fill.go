package draw

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// FillRect fills a rectangle of pixels, snapped to whole pixels (fast: no
// path to rasterise).
func FillRect(dst *ebiten.Image, r R, clr color.Color) {
	rect := image.Rect(int(math.Round(r.X)), int(math.Round(r.Y)), int(math.Round(r.X+r.W)), int(math.Round(r.Y+r.H)))
	rect = rect.Intersect(dst.Bounds())
	if rect.Empty() {
		return
	}
	sub := dst.SubImage(rect).(*ebiten.Image)
	if _, _, _, a := clr.RGBA(); a == 0xffff {
		sub.Fill(clr)
		return
	}
	Rect(dst, R{X: float64(rect.Min.X), Y: float64(rect.Min.Y), W: float64(rect.Dx()), H: float64(rect.Dy())}, clr)
}

// NewImage returns an offscreen image of w×h pixels, at least 1×1: a
// picture painted at the window's scale may come out smaller than a pixel
// in a tiny window, and Ebitengine panics on an empty image.
func NewImage(w, h int) *ebiten.Image { return ebiten.NewImage(max(w, 1), max(h, 1)) }
