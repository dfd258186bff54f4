package draw

import "testing"

// A shape painted again at the same size and the same sub-pixel offset
// reuses its mask; moved by a fraction of a pixel, or resized, it is
// another mask; the budget keeps the cache bounded, dropping the least
// recently used first.
func TestMaskCache(t *testing.T) {
	c := newMaskCache(1000, 2000)
	at := func(x, y, w, h float64) *Path { return RoundRectPath(x, y, w, h, 4) }
	get := func(p *Path) {
		x0, y0, w, h := maskBounds(p)
		c.done(c.get(p, x0, y0, w, h))
	}
	steps := []struct {
		what         string
		path         *Path
		hits, misses int
	}{
		{"a button", at(10, 10, 20, 10), 0, 1},
		{"the same button again", at(10, 10, 20, 10), 1, 1},
		{"moved by whole pixels", at(110, 47, 20, 10), 2, 1},
		{"moved by half a pixel", at(10.5, 10, 20, 10), 2, 2},
		{"wider", at(10, 10, 21, 10), 2, 3},
		{"the first again", at(10, 10, 20, 10), 3, 3},
	}
	for _, s := range steps {
		get(s.path)
		if c.hits != s.hits || c.misses != s.misses {
			t.Fatalf("%s: %d hits, %d misses; want %d, %d", s.what, c.hits, c.misses, s.hits, s.misses)
		}
	}
	if c.pixels > c.budget {
		t.Errorf("%d pixels kept, over the budget of %d", c.pixels, c.budget)
	}
	// Masks of about 25×13 = 325 pixels: ten of them are past the budget
	// of 2000; the most recent survive.
	for i := 0; i < 10; i++ {
		get(at(0, 0, float64(20+i), 10))
	}
	if c.pixels > c.budget {
		t.Errorf("%d pixels kept, over the budget of %d", c.pixels, c.budget)
	}
	if len(c.byKey) != c.lru.Len() {
		t.Errorf("%d keys for %d entries", len(c.byKey), c.lru.Len())
	}
	before := c.hits
	get(at(0, 0, float64(20+9), 10))
	if c.hits != before+1 {
		t.Error("the most recent mask was dropped")
	}
	// A shape too big to keep is drawn and not kept.
	n := c.lru.Len()
	get(at(0, 0, 100, 100))
	if c.lru.Len() != n {
		t.Error("a mask over the size limit was kept")
	}
}

// The mask rasterised from the snapped path is the mask of the path as
// given, to within one level of coverage.
func TestSnappedMaskIsTheShape(t *testing.T) {
	for _, p := range []*Path{
		RoundRectPath(10.3, 20.7, 180.25, 44.5, 12),
		RoundRectPath(1010, 620, 96, 40, 8),
	} {
		x0, y0, w, h := maskBounds(p)
		want, got := rasterize(p, x0, y0, w, h), rasterize(relative(p, x0, y0), 0, 0, w, h)
		worst := 0
		for i := range want.Pix {
			d := int(want.Pix[i]) - int(got.Pix[i])
			worst = max(worst, d, -d)
		}
		if worst > 1 {
			t.Errorf("the snapped mask differs by %d levels", worst)
		}
	}
}

// What a repainted button's shape costs: from the cache (a DrawImage),
// and rasterised anew as before the cache (the CPU rasterisation alone,
// without the texture upload it also needed). docs/PERFORMANCE.md has the
// figures.
func BenchmarkButtonShapeCached(b *testing.B) {
	c := newMaskCache(maskMaxPixels, maskBudget)
	p := RoundRectPath(100, 100, 220, 56, 12)
	x0, y0, w, h := maskBounds(p)
	c.done(c.get(p, x0, y0, w, h))
	b.ReportAllocs()
	for b.Loop() {
		c.done(c.get(p, x0, y0, w, h))
	}
}

func BenchmarkButtonShapeRasterised(b *testing.B) {
	p := RoundRectPath(100, 100, 220, 56, 12)
	x0, y0, w, h := maskBounds(p)
	b.ReportAllocs()
	for b.Loop() {
		rasterize(p, x0, y0, w, h)
	}
}
