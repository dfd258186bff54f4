package draw

import (
	"image"
	"image/color"
	"math"
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// RoundRectPath returns the path of a rectangle with rounded corners.
func RoundRectPath(x, y, w, h, r float64) *vector.Path {
	r = math.Max(0, math.Min(r, math.Min(w, h)/2))
	var p vector.Path
	x0, y0, x1, y1 := float32(x), float32(y), float32(x+w), float32(y+h)
	rr := float32(r)
	p.MoveTo(x0+rr, y0)
	p.LineTo(x1-rr, y0)
	p.ArcTo(x1, y0, x1, y0+rr, rr)
	p.LineTo(x1, y1-rr)
	p.ArcTo(x1, y1, x1-rr, y1, rr)
	p.LineTo(x0+rr, y1)
	p.ArcTo(x0, y1, x0, y1-rr, rr)
	p.LineTo(x0, y0+rr)
	p.ArcTo(x0, y0, x0+rr, y0, rr)
	p.Close()
	return &p
}

// Fill fills a path with a colour, anti-aliased.
func Fill(dst *ebiten.Image, p *vector.Path, clr color.Color) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.FillPath(dst, p, nil, op)
}

// Stroke strokes a path with a colour and a width, anti-aliased.
func Stroke(dst *ebiten.Image, p *vector.Path, width float64, clr color.Color) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.StrokePath(dst, p, &vector.StrokeOptions{Width: float32(width), LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}, op)
}

// RoundRect fills a rounded rectangle.
func RoundRect(dst *ebiten.Image, r R, radius float64, clr color.Color) {
	Fill(dst, RoundRectPath(r.X, r.Y, r.W, r.H, radius), clr)
}

// RoundRectLine strokes a rounded rectangle.
func RoundRectLine(dst *ebiten.Image, r R, radius, width float64, clr color.Color) {
	Stroke(dst, RoundRectPath(r.X, r.Y, r.W, r.H, radius), width, clr)
}

// Disc fills a circle.
func Disc(dst *ebiten.Image, cx, cy, r float64, clr color.Color) {
	vector.FillCircle(dst, float32(cx), float32(cy), float32(r), clr, true)
}

// Ring strokes a circle.
func Ring(dst *ebiten.Image, cx, cy, r, width float64, clr color.Color) {
	var p vector.Path
	p.MoveTo(float32(cx+r), float32(cy))
	p.Arc(float32(cx), float32(cy), float32(r), 0, 2*math.Pi, vector.Clockwise)
	p.Close()
	Stroke(dst, &p, width, clr)
}

// Line strokes a segment.
func Line(dst *ebiten.Image, x0, y0, x1, y1, width float64, clr color.Color) {
	vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), float32(width), clr, true)
}

// SoftShadow paints a blurred rounded shadow under a rectangle: a few
// growing, fading rounded rectangles.
func SoftShadow(dst *ebiten.Image, r R, radius, spread float64) {
	const steps = 6
	for i := steps; i >= 1; i-- {
		d := spread * float64(i) / steps
		a := uint8(70 / steps)
		RoundRect(dst, R{r.X - d/2, r.Y - d/3, r.W + d, r.H + d}, radius+d, color.RGBA{0, 0, 0, a})
	}
}

// FeltTexture returns an image of w×h pixels of casino felt: base colour
// with a fine seeded grain and a vignette darkening the edges, computed on
// the CPU once.
func FeltTexture(w, h int, base, edge color.RGBA, seed uint64) *ebiten.Image {
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
	return ebiten.NewImageFromImage(img)
}

func clamp8(v float64) uint8 {
	return uint8(math.Max(0, math.Min(255, v)))
}

// Pixel is a 1×1 white image: drawn scaled and coloured it fills a
// rectangle without allocating.
func Pixel() *ebiten.Image {
	img := ebiten.NewImage(1, 1)
	img.Fill(color.White)
	return img
}
