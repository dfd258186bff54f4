package draw

import (
	"image"
	"image/color"
	"math"
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2"
)

// RoundRectPath returns the path of a rectangle with rounded corners.
func RoundRectPath(x, y, w, h, r float64) *Path {
	var p Path
	p.RoundRect(x, y, w, h, r, false)
	return &p
}

// RoundRect fills a rounded rectangle.
func RoundRect(dst *ebiten.Image, r R, radius float64, clr color.Color) {
	radius = math.Max(0, math.Min(radius, math.Min(r.W, r.H)/2))
	fillStretched(dst, r.X, r.Y, r.W, r.H, radius, clr, func(w, h float64) *Path {
		return RoundRectPath(r.X, r.Y, w, h, radius)
	})
}

// RoundRectLine draws the outline of a rounded rectangle, width wide,
// centred on its edge.
func RoundRectLine(dst *ebiten.Image, r R, radius, width float64, clr color.Color) {
	h := width / 2
	outer := math.Max(0, math.Min(radius+h, math.Min(r.W+width, r.H+width)/2))
	fillStretched(dst, r.X-h, r.Y-h, r.W+width, r.H+width, outer, clr, func(w, hh float64) *Path {
		var p Path
		p.RoundRect(r.X-h, r.Y-h, w, hh, radius+h, false)
		p.RoundRect(r.X+h, r.Y+h, w-2*width, hh-2*width, math.Max(0, radius-h), true)
		return &p
	})
}

// Disc fills a circle.
func Disc(dst *ebiten.Image, cx, cy, r float64, clr color.Color) {
	var p Path
	p.Circle(cx, cy, r, false)
	Fill(dst, &p, clr)
}

// Ring draws a circle's outline, width wide, centred on the circle.
func Ring(dst *ebiten.Image, cx, cy, r, width float64, clr color.Color) {
	var p Path
	p.Circle(cx, cy, r+width/2, false)
	p.Circle(cx, cy, math.Max(0, r-width/2), true)
	Fill(dst, &p, clr)
}

// Line draws a segment width wide.
func Line(dst *ebiten.Image, x0, y0, x1, y1, width float64, clr color.Color) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	nx, ny := -dy/l*width/2, dx/l*width/2
	var p Path
	p.MoveTo(x0+nx, y0+ny)
	p.LineTo(x1+nx, y1+ny)
	p.LineTo(x1-nx, y1-ny)
	p.LineTo(x0-nx, y0-ny)
	p.Close()
	Fill(dst, &p, clr)
}

// Rect fills a rectangle.
func Rect(dst *ebiten.Image, r R, clr color.Color) {
	var p Path
	p.MoveTo(r.X, r.Y)
	p.LineTo(r.X+r.W, r.Y)
	p.LineTo(r.X+r.W, r.Y+r.H)
	p.LineTo(r.X, r.Y+r.H)
	p.Close()
	Fill(dst, &p, clr)
}

// SoftShadow paints a blurred rounded shadow under a rectangle: a few
// growing, fading rounded rectangles.
func SoftShadow(dst *ebiten.Image, r R, radius, spread float64) {
	const steps = 5
	for i := steps; i >= 1; i-- {
		d := spread * float64(i) / steps
		RoundRect(dst, R{r.X - d/2, r.Y - d/3, r.W + d, r.H + d}, radius+d, color.NRGBA{0, 0, 0, 70 / steps})
	}
}

// FeltTexture returns an image of w×h pixels of casino felt: base colour
// with a fine seeded grain and a vignette darkening the edges, computed on
// the CPU once.
//
// The image is unmanaged, in a texture of its own: it is drawn scaled with
// linear filtering, whose sub-pixel weights depend on where the source sits
// in its texture; on Ebitengine's shared atlas that place changes with
// whatever other images happen to be alive, and the same felt came out one
// level lighter or darker in a few hundred pixels from one run to the next.
func FeltTexture(w, h int, base, edge color.Color, seed uint64) *ebiten.Image {
	w, h = max(w, 1), max(h, 1)
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	rng := rand.New(rand.NewPCG(seed, seed^0x5ab07))
	cx, cy := float64(w)/2, float64(h)*0.42
	maxd := math.Hypot(cx, math.Max(cy, float64(h)-cy))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			d := math.Hypot(float64(x)-cx, float64(y)-cy) / maxd
			t := math.Min(1, math.Pow(d, 2.2)*1.15)
			c := Mix(base, edge, t)
			n := (rng.Float64() - 0.5) * 9
			i := img.PixOffset(x, y)
			img.Pix[i] = clamp8(float64(c.R) + n)
			img.Pix[i+1] = clamp8(float64(c.G) + n)
			img.Pix[i+2] = clamp8(float64(c.B) + n)
			img.Pix[i+3] = 0xff
		}
	}
	return ebiten.NewImageFromImageWithOptions(img, &ebiten.NewImageFromImageOptions{Unmanaged: true})
}

func clamp8(v float64) uint8 {
	return uint8(math.Max(0, math.Min(255, v)))
}
