package progress

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/scenes/draw"
)

// plot is a line plot of a series over time, as the progress scene draws
// it: a title, a light grid at round values with their labels, a clean
// line, the last value called out; a sentence in place of the line when
// there is nothing to draw.
type plot struct {
	title  string
	values []float64
	// lo and hi bound the y axis; ticks are the labelled values.
	lo, hi float64
	ticks  []float64
	label  func(v float64) string // a tick's label
	last   func(v float64) string // the last value's label
	// first and end label the x axis' ends; caption says what it counts.
	first, end, caption string
	empty               string // said when there are no values
	line                color.Color
}

// paint paints the plot in r (design units) of the frame, on a panel
// painted there already.
func (p *plot) paint(dst *ebiten.Image, f draw.Frame, fonts *draw.Fonts, r draw.R) {
	draw.Text(dst, draw.Fit(fonts.SmallCaps, p.title, f.L(20), f.L(r.W-40)), p.title, f.X(r.X+20), f.Y(r.Y+12), draw.Start, draw.Gold, false)
	// The plotting area: labels on the left, the x axis' labels under it.
	area := draw.R{X: r.X + 64, Y: r.Y + 48, W: r.W - 64 - 44, H: r.H - 48 - 34}
	labelFace := draw.Face(fonts.Medium, f.L(13))
	grid := draw.Mix(draw.PanelFill, draw.Muted, 0.22)
	y := func(v float64) float64 { return area.Y + area.H - (v-p.lo)/(p.hi-p.lo)*area.H }
	ticks := p.ticks
	if len(p.values) == 0 {
		ticks = nil // nothing to read against: the sentence alone
	}
	for _, t := range ticks {
		if t < p.lo-1e-9 || t > p.hi+1e-9 {
			continue
		}
		yy := y(t)
		draw.Line(dst, f.X(area.X), f.Y(yy), f.X(area.X+area.W), f.Y(yy), math.Max(1, f.L(1)), grid)
		draw.Text(dst, labelFace, p.label(t), f.X(area.X-8), f.Y(yy), draw.End, draw.Dim, true)
	}
	// The x axis.
	draw.Line(dst, f.X(area.X), f.Y(area.Y+area.H), f.X(area.X+area.W), f.Y(area.Y+area.H), math.Max(1, f.L(1.4)), draw.Mix(draw.PanelFill, draw.Muted, 0.5))
	if len(p.values) == 0 {
		draw.Text(dst, draw.Fit(fonts.Medium, p.empty, f.L(15), f.L(area.W-20)), p.empty, f.X(area.CX()), f.Y(area.CY()), draw.Center, draw.Muted, true)
		return
	}
	by := area.Y + area.H + 14
	draw.Text(dst, labelFace, p.first, f.X(area.X), f.Y(by), draw.Start, draw.Dim, true)
	draw.Text(dst, labelFace, p.end, f.X(area.X+area.W), f.Y(by), draw.End, draw.Dim, true)
	draw.Text(dst, labelFace, p.caption, f.X(area.CX()), f.Y(by), draw.Center, draw.Dim, true)
	n := len(p.values)
	x := func(i int) float64 {
		if n == 1 {
			return area.X + area.W
		}
		return area.X + area.W*float64(i)/float64(n-1)
	}
	pts := make([][2]float64, n)
	for i, v := range p.values {
		pts[i] = [2]float64{f.X(x(i)), f.Y(y(math.Min(p.hi, math.Max(p.lo, v))))}
	}
	draw.Fill(dst, polyline(pts, math.Max(1.5, f.L(2.6))), p.line)
	if n <= 40 {
		for _, q := range pts {
			draw.Disc(dst, q[0], q[1], math.Max(1.8, f.L(3.2)), p.line)
		}
	}
	// The last value, called out.
	lx, ly := pts[n-1][0], pts[n-1][1]
	draw.Disc(dst, lx, ly, math.Max(3, f.L(5.5)), draw.Cream)
	draw.Disc(dst, lx, ly, math.Max(2, f.L(3.5)), p.line)
	// Its label on a dark tag above the point (below it near the top),
	// readable over the line.
	lbl := p.last(p.values[n-1])
	face := draw.Face(fonts.Bold, f.L(14))
	w, h := draw.Width(face, lbl)+f.L(12), f.L(20)
	// Clear of the line under the tag: above its highest point there.
	top, bottom := ly, ly
	for _, q := range pts {
		if q[0] >= lx-w-f.L(4) {
			top, bottom = math.Min(top, q[1]), math.Max(bottom, q[1])
		}
	}
	ty := top - f.L(16)
	if ty-h/2 < f.Y(area.Y) {
		ty = bottom + f.L(16)
	}
	tag := draw.R{X: lx - w + f.L(6), Y: ty - h/2, W: w, H: h}
	draw.RoundRect(dst, tag, h/2, color.NRGBA{0x05, 0x16, 0x0e, 0xe8})
	draw.Text(dst, face, lbl, tag.CX(), ty, draw.Center, draw.Cream, true)
}

// polyline returns the outline of a line through pts, w pixels wide, as
// one path: a band per segment and a round joint at every point, all
// wound the same way so that their union fills (one rasterisation for the
// whole line).
func polyline(pts [][2]float64, w float64) *draw.Path {
	var p draw.Path
	for i := 0; i+1 < len(pts); i++ {
		x0, y0, x1, y1 := pts[i][0], pts[i][1], pts[i+1][0], pts[i+1][1]
		dx, dy := x1-x0, y1-y0
		l := math.Hypot(dx, dy)
		if l == 0 {
			continue
		}
		nx, ny := -dy/l*w/2, dx/l*w/2
		p.MoveTo(x0+nx, y0+ny)
		p.LineTo(x1+nx, y1+ny)
		p.LineTo(x1-nx, y1-ny)
		p.LineTo(x0-nx, y0-ny)
		p.Close()
	}
	for _, q := range pts {
		p.Circle(q[0], q[1], w/2, true)
	}
	return &p
}
