package draw

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// A big rounded rectangle (a panel, its soft shadow, the felt's rail) is
// the same along its straight sides: every pixel column between the
// corners has the same coverage, and so has every row. fillStretched
// rasterises the shape shrunk by whole pixels in both directions (small
// enough to stay in the masks' cache), then draws it in nine parts with the
// middle column and row stretched back, pixel for pixel the shape at full
// size. A 700×600 panel with its shadow was seven masks of 420 kpx each,
// rasterised, uploaded and dropped; it is now seven of about 2 kpx, kept.

// stretchMin is the area, in pixels, from which a shape is stretched rather
// than rasterised whole.
const stretchMin = 128 * 128

// fillStretched fills build(w, h), a shape in the box (x, y, w, h) whose
// corners reach at most e into it and whose sides are straight between
// them.
func fillStretched(dst *ebiten.Image, x, y, w, h, e float64, clr color.Color, build func(w, h float64) *Path) {
	sw, sh, ok := shrunk(w, h, e)
	if !ok {
		Fill(dst, build(w, h), clr)
		return
	}
	p := build(sw, sh)
	if !p.started {
		return
	}
	x0, y0, mw, mh := maskBounds(p)
	if mw <= 0 || mh <= 0 || mw > 8192 || mh > 8192 {
		return
	}
	img := masks.get(p, x0, y0, mw, mh)
	defer masks.done(img)
	xs, ys := stretchParts(x, x0, w-sw, e, mw), stretchParts(y, y0, h-sh, e, mh)
	var op ebiten.DrawImageOptions
	for _, py := range ys {
		for _, px := range xs {
			if px.n <= 0 || py.n <= 0 {
				continue
			}
			sub := img.SubImage(image.Rect(px.src, py.src, px.src+px.n, py.src+py.n)).(*ebiten.Image)
			op.GeoM.Reset()
			op.GeoM.Scale(float64(px.dn)/float64(px.n), float64(py.dn)/float64(py.n))
			op.GeoM.Translate(x0+float64(px.dst), y0+float64(py.dst))
			op.ColorScale.Reset()
			op.ColorScale.ScaleWithColor(clr)
			dst.DrawImage(sub, &op)
		}
	}
}

// shrunk returns the size the shape is rasterised at, and false when it is
// to be rasterised whole (small, or nothing to stretch). The shrunk shape
// keeps at least four whole pixels of straight side beyond its corners,
// and loses a whole number of pixels, so that its right and bottom edges
// fall on the same fractions of a pixel.
func shrunk(w, h, e float64) (sw, sh float64, ok bool) {
	keep := 2*e + 4
	kx, ky := math.Floor(w-keep), math.Floor(h-keep)
	if w*h < stretchMin || kx < 1 && ky < 1 {
		return w, h, false
	}
	return w - max(kx, 0), h - max(ky, 0), true
}

// part is a run of a mask's pixels along one axis, drawn stretched: from
// src, n pixels, to dst (from the mask's origin), dn pixels.
type part struct{ src, n, dst, dn int }

// stretchParts splits one axis of a shrunk mask of m pixels from o, whose
// shape starts at a and was shrunk by k pixels, into the parts drawn: up to
// the first whole pixel past the corner, that pixel k+1 times, the rest.
func stretchParts(a, o, k, e float64, m int) [3]part {
	if k < 1 {
		return [3]part{{0, m, 0, m}}
	}
	c, n := int(math.Ceil(a+e)-o), int(k)
	return [3]part{{0, c, 0, c}, {c, 1, c, n + 1}, {c + 1, m - c - 1, c + n + 1, m - c - 1}}
}
