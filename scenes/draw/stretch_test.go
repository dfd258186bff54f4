package draw

import (
	"math"
	"testing"
)

// A shape stretched from its shrunk mask is, pixel for pixel, the shape
// rasterised whole: the nine parts are laid out here on the CPU as
// fillStretched draws them, and compared with the whole mask. An edge's
// pixel may differ by a level or two of 255 (x/image/vector sums a small
// mask in fixed point and a big one in floating point), never more.
func TestStretchedShapeIsTheWholeShape(t *testing.T) {
	for _, c := range []struct {
		name             string
		x, y, w, h, r, l float64 // l: the outline's width, 0 for a fill
	}{
		{"panel", 140.3, 96.7, 703.2, 611.9, 16, 0},
		{"panel on whole pixels", 140, 96, 700, 600, 16, 0},
		{"a shadow's ring", 139.55, 101.1, 712.4, 619.25, 30.4, 0},
		{"wide and flat", 10.5, 20.25, 900.1, 40.3, 12, 0},
		{"outline", 140.3, 96.7, 703.2, 611.9, 16, 1.28},
		{"thick outline", 50.6, 60.2, 400.4, 300.8, 24, 3},
	} {
		t.Run(c.name, func(t *testing.T) {
			x, y, w, h, e := c.x, c.y, c.w, c.h, c.r
			build := func(w, h float64) *Path { return RoundRectPath(x, y, w, h, c.r) }
			if c.l > 0 {
				hl := c.l / 2
				x, y, w, h, e = c.x-hl, c.y-hl, c.w+c.l, c.h+c.l, c.r+hl
				build = func(w, hh float64) *Path {
					var p Path
					p.RoundRect(c.x-hl, c.y-hl, w, hh, c.r+hl, false)
					p.RoundRect(c.x+hl, c.y+hl, w-2*c.l, hh-2*c.l, math.Max(0, c.r-hl), true)
					return &p
				}
			}
			sw, sh, ok := shrunk(w, h, e)
			if !ok {
				t.Fatal("not stretched")
			}
			whole := build(w, h)
			x0, y0, mw, mh := maskBounds(whole)
			want := rasterize(whole, x0, y0, mw, mh)
			small := build(sw, sh)
			sx0, sy0, smw, smh := maskBounds(small)
			if sx0 != x0 || sy0 != y0 {
				t.Fatalf("the shrunk mask starts at %v,%v; the whole at %v,%v", sx0, sy0, x0, y0)
			}
			got := rasterize(small, sx0, sy0, smw, smh)
			xs, ys := stretchParts(x, x0, w-sw, e, smw), stretchParts(y, y0, h-sh, e, smh)
			if last := xs[2]; last.dst+last.dn != mw {
				t.Fatalf("the parts cover %d columns of %d", last.dst+last.dn, mw)
			}
			if last := ys[2]; last.dst+last.dn != mh {
				t.Fatalf("the parts cover %d rows of %d", last.dst+last.dn, mh)
			}
			worst, bad := 0, 0
			for _, py := range ys {
				for _, px := range xs {
					for j := 0; j < py.dn; j++ {
						for i := 0; i < px.dn; i++ {
							sx, sy := px.src+i*px.n/px.dn, py.src+j*py.n/py.dn
							a := int(got.Pix[got.PixOffset(sx, sy)+3])
							b := int(want.Pix[want.PixOffset(px.dst+i, py.dst+j)+3])
							if d := max(a-b, b-a); d > 0 {
								bad++
								worst = max(worst, d)
							}
						}
					}
				}
			}
			if worst > 2 {
				t.Errorf("%d pixels differ, by up to %d levels of 255", bad, worst)
			}
			t.Logf("%dx%d mask from %dx%d: %d pixels differ by a level or two", mw, mh, smw, smh, bad)
		})
	}
}
