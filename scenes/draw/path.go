package draw

import (
	"image"
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	xvector "golang.org/x/image/vector"
)

// Path is a shape in pixels: closed contours filled by the nonzero rule
// (a contour drawn the other way round cuts a hole).
//
// Shapes are rasterised on the CPU with golang.org/x/image/vector and drawn
// as images: Ebitengine's own vector fill is a stencil pass whose cost grows
// with the size of the destination, tens of milliseconds per shape on a
// window-sized image under a software renderer (a server under Xvfb, a
// machine without a GPU), where the CPU rasteriser takes a fraction of
// that. Shapes are only painted into cached images, never every frame.
type Path struct {
	ops                    []pathOp
	minX, minY, maxX, maxY float64
	started                bool
}

type pathOp struct {
	kind byte // 'M' 'L' 'Q' 'C' 'Z'
	p    [6]float64
}

func (p *Path) grow(x, y float64) {
	if !p.started {
		p.minX, p.minY, p.maxX, p.maxY = x, y, x, y
		p.started = true
		return
	}
	p.minX, p.minY = math.Min(p.minX, x), math.Min(p.minY, y)
	p.maxX, p.maxY = math.Max(p.maxX, x), math.Max(p.maxY, y)
}

// MoveTo starts a contour.
func (p *Path) MoveTo(x, y float64) {
	p.ops = append(p.ops, pathOp{kind: 'M', p: [6]float64{x, y}})
	p.grow(x, y)
}

// LineTo adds a segment.
func (p *Path) LineTo(x, y float64) {
	p.ops = append(p.ops, pathOp{kind: 'L', p: [6]float64{x, y}})
	p.grow(x, y)
}

// QuadTo adds a quadratic Bézier curve.
func (p *Path) QuadTo(x1, y1, x2, y2 float64) {
	p.ops = append(p.ops, pathOp{kind: 'Q', p: [6]float64{x1, y1, x2, y2}})
	p.grow(x1, y1)
	p.grow(x2, y2)
}

// CubicTo adds a cubic Bézier curve.
func (p *Path) CubicTo(x1, y1, x2, y2, x3, y3 float64) {
	p.ops = append(p.ops, pathOp{kind: 'C', p: [6]float64{x1, y1, x2, y2, x3, y3}})
	p.grow(x1, y1)
	p.grow(x2, y2)
	p.grow(x3, y3)
}

// Close closes the contour.
func (p *Path) Close() { p.ops = append(p.ops, pathOp{kind: 'Z'}) }

// Arc adds an arc of the circle (cx, cy, r) from angle a0 to a1 (radians,
// clockwise on screen when a1 > a0), joined by a line from the current
// point; with no current point it starts the contour there.
func (p *Path) Arc(cx, cy, r, a0, a1 float64) {
	x0, y0 := cx+r*math.Cos(a0), cy+r*math.Sin(a0)
	if len(p.ops) == 0 || p.ops[len(p.ops)-1].kind == 'Z' {
		p.MoveTo(x0, y0)
	} else {
		p.LineTo(x0, y0)
	}
	n := int(math.Ceil(math.Abs(a1-a0) / (math.Pi / 4)))
	step := (a1 - a0) / float64(max(n, 1))
	k := 4.0 / 3 * math.Tan(step/4)
	for i := 0; i < n; i++ {
		s, e := a0+step*float64(i), a0+step*float64(i+1)
		sx, sy := math.Cos(s), math.Sin(s)
		ex, ey := math.Cos(e), math.Sin(e)
		p.CubicTo(cx+r*(sx-k*sy), cy+r*(sy+k*sx), cx+r*(ex+k*ey), cy+r*(ey-k*ex), cx+r*ex, cy+r*ey)
	}
}

// Circle adds a full circle; reverse draws it the other way round (a hole
// in a shape drawn the usual way).
func (p *Path) Circle(cx, cy, r float64, reverse bool) {
	if reverse {
		p.Arc(cx, cy, r, 2*math.Pi, 0)
	} else {
		p.Arc(cx, cy, r, 0, 2*math.Pi)
	}
	p.Close()
}

// RoundRect adds a rectangle with rounded corners; reverse draws it the
// other way round.
func (p *Path) RoundRect(x, y, w, h, r float64, reverse bool) {
	r = math.Max(0, math.Min(r, math.Min(w, h)/2))
	if !reverse {
		p.Arc(x+w-r, y+r, r, -math.Pi/2, 0)
		p.Arc(x+w-r, y+h-r, r, 0, math.Pi/2)
		p.Arc(x+r, y+h-r, r, math.Pi/2, math.Pi)
		p.Arc(x+r, y+r, r, math.Pi, 3*math.Pi/2)
	} else {
		p.Arc(x+r, y+r, r, 3*math.Pi/2, math.Pi)
		p.Arc(x+r, y+h-r, r, math.Pi, math.Pi/2)
		p.Arc(x+w-r, y+h-r, r, math.Pi/2, 0)
		p.Arc(x+w-r, y+r, r, 0, -math.Pi/2)
	}
	p.Close()
}

// Fill fills a path with a colour, anti-aliased.
func Fill(dst *ebiten.Image, p *Path, clr color.Color) {
	if !p.started {
		return
	}
	x0, y0, w, h := maskBounds(p)
	if w <= 0 || h <= 0 || w > 8192 || h > 8192 {
		return
	}
	img := masks.get(p, x0, y0, w, h)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(x0, y0)
	op.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(img, op)
	masks.done(img)
}

// maskBounds returns the origin and size of p's mask: its bounds on whole
// pixels, with a pixel's margin. The bounds forgive a coordinate's last
// bits (an arc's end at 30.000000001), so that a shape moved by whole
// pixels keeps its mask's size.
func maskBounds(p *Path) (x0, y0 float64, w, h int) {
	const e = 1e-6
	x0, y0 = math.Floor(p.minX+e)-1, math.Floor(p.minY+e)-1
	return x0, y0, int(math.Ceil(p.maxX-e)-x0) + 2, int(math.Ceil(p.maxY-e)-y0) + 2
}

// rasterize returns the path's coverage, w×h pixels from (x0, y0), as
// white with the coverage as alpha, premultiplied, in a new image.
func rasterize(p *Path, x0, y0 float64, w, h int) *image.RGBA {
	var s rasterScratch
	return s.rasterize(p, x0, y0, w, h)
}

// maskImage returns the path's coverage (see rasterize) as an Ebitengine
// image. The rasteriser's buffers are reused from one mask to the next: a
// mask's pixels are copied by NewImageFromImage, so that painting a screen
// of shapes leaves no garbage of their size behind (it once made most of
// the heap's peak as the menu opened).
func maskImage(p *Path, x0, y0 float64, w, h int) *ebiten.Image {
	s := scratch.Get().(*rasterScratch)
	defer scratch.Put(s)
	return ebiten.NewImageFromImage(s.rasterize(p, x0, y0, w, h))
}

var scratch = sync.Pool{New: func() any { return new(rasterScratch) }}

// rasterScratch is a rasteriser and the images it fills, reused.
type rasterScratch struct {
	ras  xvector.Rasterizer
	mask image.Alpha
	rgba image.RGBA
}

// rasterize fills s's images with the coverage of p and returns the RGBA
// one, valid until the next call.
func (s *rasterScratch) rasterize(p *Path, x0, y0 float64, w, h int) *image.RGBA {
	ras := &s.ras
	ras.Reset(w, h)
	fx := func(v float64) float32 { return float32(v - x0) }
	fy := func(v float64) float32 { return float32(v - y0) }
	open := false
	for _, o := range p.ops {
		a := o.p
		switch o.kind {
		case 'M':
			if open {
				ras.ClosePath()
			}
			ras.MoveTo(fx(a[0]), fy(a[1]))
			open = true
		case 'L':
			ras.LineTo(fx(a[0]), fy(a[1]))
		case 'Q':
			ras.QuadTo(fx(a[0]), fy(a[1]), fx(a[2]), fy(a[3]))
		case 'C':
			ras.CubeTo(fx(a[0]), fy(a[1]), fx(a[2]), fy(a[3]), fx(a[4]), fy(a[5]))
		case 'Z':
			if open {
				ras.ClosePath()
			}
			open = false
		}
	}
	if open {
		ras.ClosePath()
	}
	r := image.Rect(0, 0, w, h)
	s.mask = image.Alpha{Pix: grow(s.mask.Pix, w*h), Stride: w, Rect: r}
	clear(s.mask.Pix)
	ras.Draw(&s.mask, r, image.Opaque, image.Point{})
	s.rgba = image.RGBA{Pix: grow(s.rgba.Pix, 4*w*h), Stride: 4 * w, Rect: r}
	for i, a := range s.mask.Pix {
		j := 4 * i
		s.rgba.Pix[j], s.rgba.Pix[j+1], s.rgba.Pix[j+2], s.rgba.Pix[j+3] = a, a, a, a
	}
	return &s.rgba
}

// grow returns b with length n, reallocated only when it is too short.
func grow(b []byte, n int) []byte {
	if cap(b) < n {
		return make([]byte, n)
	}
	return b[:n]
}
