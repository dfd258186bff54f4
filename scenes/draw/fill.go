package draw

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// fillRect fills a rectangle of pixels, snapped to whole pixels (fast: no
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
