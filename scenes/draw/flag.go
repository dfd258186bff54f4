package draw

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/assets"
)

// PaintFlag paints a flag from its data in r (pixels), with a hairline
// border and a soft shadow.
func PaintFlag(dst *ebiten.Image, fl assets.Flag, r R) {
	RoundRect(dst, R{r.X + 1.5, r.Y + 2, r.W, r.H}, r.H*0.08, Shadow)
	n := float64(len(fl.Stripes))
	for i, c := range fl.Stripes {
		var s R
		if fl.Vertical {
			s = R{r.X + r.W*float64(i)/n, r.Y, r.W/n + 0.5, r.H}
		} else {
			s = R{r.X, r.Y + r.H*float64(i)/n, r.W, r.H/n + 0.5}
		}
		Rect(dst, s, c)
	}
	if fl.Sun {
		cx, cy := r.CX(), r.CY()
		rs := r.H / n * 0.42
		var p Path
		for i := 0; i < 16; i++ {
			a := float64(i) * math.Pi / 8
			l := rs * 1.75
			if i%2 == 1 {
				l = rs * 1.5
			}
			w := 0.16
			p.MoveTo(cx+rs*0.8*math.Cos(a-w), cy+rs*0.8*math.Sin(a-w))
			p.LineTo(cx+l*math.Cos(a), cy+l*math.Sin(a))
			p.LineTo(cx+rs*0.8*math.Cos(a+w), cy+rs*0.8*math.Sin(a+w))
			p.Close()
		}
		Fill(dst, &p, fl.SunColor)
		Disc(dst, cx, cy, rs, fl.SunColor)
		Ring(dst, cx, cy, rs, math.Max(0.6, rs*0.12), fl.SunLine)
	}
	RoundRectLine(dst, r, 1, math.Max(0.8, r.H*0.025), color.NRGBA{0, 0, 0, 0x50})
}
