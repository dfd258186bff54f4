package draw

import (
	"container/list"
	"hash/maphash"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// The coverage masks of the shapes painted, kept for the next paint of the
// same shape: a button, a panel, a chip's ring is painted again and again
// as the scene repaints its layers (a hover, a new line of text), always
// at the same size and, on a grid of whole pixels, the same sub-pixel
// offset. A shape found here costs one DrawImage instead of a CPU
// rasterisation, a new texture and an upload of its pixels.
//
// The masks are keyed by the path relative to the mask's own origin, so
// a shape moved by whole pixels is the same mask, and one moved by a
// fraction of a pixel is another (its anti-aliasing differs). Only masks
// up to maskMaxPixels are kept, maskBudget pixels in all, the least
// recently used dropped first.
const (
	maskMaxPixels = 256 * 1024
	maskBudget    = 4 * 1024 * 1024
)

// masks is the cache Fill draws from.
var masks = newMaskCache(maskMaxPixels, maskBudget)

// maskCache is a least-recently-used cache of coverage masks.
type maskCache struct {
	mu        sync.Mutex
	seed      maphash.Seed
	maxPixels int
	budget    int
	pixels    int
	byKey     map[uint64]*list.Element
	lru       *list.List // of *maskEntry, the most recent first
	hits      int
	misses    int
}

type maskEntry struct {
	key  uint64
	w, h int
	ops  []pathOp // relative to the mask's origin
	img  *ebiten.Image
}

func newMaskCache(maxPixels, budget int) *maskCache {
	return &maskCache{seed: maphash.MakeSeed(), maxPixels: maxPixels, budget: budget,
		byKey: map[uint64]*list.Element{}, lru: list.New()}
}

// points is the number of points an operation uses.
func (o pathOp) points() int {
	switch o.kind {
	case 'M', 'L':
		return 1
	case 'Q':
		return 2
	case 'C':
		return 3
	}
	return 0
}

// maskGrid is the grid the masks' points are rounded to, in parts of a
// pixel: the same shape at (x, y) and at (x+100, y) differs in the last
// bits of its points' coordinates, and far less than a 1/1024 pixel is
// never seen.
const maskGrid = 1024

// snap rounds a coordinate relative to a mask's origin to maskGrid.
func snap(v, origin float64) float64 { return math.Round((v-origin)*maskGrid) / maskGrid }

// relative returns the path's operations moved by (-x0, -y0) and snapped
// to maskGrid: the path the mask is rasterised from.
func relative(p *Path, x0, y0 float64) *Path {
	r := &Path{ops: make([]pathOp, len(p.ops)), started: p.started}
	for i, o := range p.ops {
		r.ops[i].kind = o.kind
		for j := 0; j < 2*o.points(); j += 2 {
			r.ops[i].p[j], r.ops[i].p[j+1] = snap(o.p[j], x0), snap(o.p[j+1], y0)
		}
	}
	return r
}

// key hashes the mask of p at (x0, y0), w×h, without building its
// relative operations.
func (c *maskCache) key(p *Path, x0, y0 float64, w, h int) uint64 {
	var hs maphash.Hash
	hs.SetSeed(c.seed)
	var b [8]byte
	put := func(u uint64) {
		for i := range b {
			b[i] = byte(u >> (8 * i))
		}
		hs.Write(b[:])
	}
	put(uint64(w)<<32 | uint64(h))
	for _, o := range p.ops {
		hs.WriteByte(o.kind)
		for j := 0; j < 2*o.points(); j += 2 {
			put(math.Float64bits(snap(o.p[j], x0)))
			put(math.Float64bits(snap(o.p[j+1], y0)))
		}
	}
	return hs.Sum64()
}

// get returns the mask of p at (x0, y0), w×h: from the cache, or
// rasterised now (and kept when it is small enough). The caller gives it
// back with done once drawn.
func (c *maskCache) get(p *Path, x0, y0 float64, w, h int) *ebiten.Image {
	size := w * h
	if size > c.maxPixels {
		return maskImage(p, x0, y0, w, h)
	}
	// Beyond this point the mask is rasterised from the snapped path, so
	// that a shape found in the cache is exactly the one painted.
	k := c.key(p, x0, y0, w, h)
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.byKey[k]; ok {
		e := el.Value.(*maskEntry)
		if e.w == w && e.h == h && sameOps(e.ops, p, x0, y0) {
			c.lru.MoveToFront(el)
			c.hits++
			return e.img
		}
		// A hash collision: the newer shape takes the place.
		c.drop(el)
	}
	c.misses++
	rel := relative(p, x0, y0)
	img := maskImage(rel, 0, 0, w, h)
	c.byKey[k] = c.lru.PushFront(&maskEntry{key: k, w: w, h: h, ops: rel.ops, img: img})
	c.pixels += size
	for c.pixels > c.budget && c.lru.Len() > 1 {
		c.drop(c.lru.Back())
	}
	return img
}

// done gives back a mask from get: one too big to keep is deallocated.
func (c *maskCache) done(img *ebiten.Image) {
	if b := img.Bounds(); b.Dx()*b.Dy() > c.maxPixels {
		img.Deallocate()
	}
}

// drop removes an entry and deallocates its mask; c.mu is held.
func (c *maskCache) drop(el *list.Element) {
	e := c.lru.Remove(el).(*maskEntry)
	delete(c.byKey, e.key)
	c.pixels -= e.w * e.h
	e.img.Deallocate()
}

// sameOps reports whether ops are p's operations moved by (-x0, -y0) and
// snapped.
func sameOps(ops []pathOp, p *Path, x0, y0 float64) bool {
	if len(ops) != len(p.ops) {
		return false
	}
	for i, o := range p.ops {
		if ops[i].kind != o.kind {
			return false
		}
		for j := 0; j < 2*o.points(); j += 2 {
			if ops[i].p[j] != snap(o.p[j], x0) || ops[i].p[j+1] != snap(o.p[j+1], y0) {
				return false
			}
		}
	}
	return true
}

// MaskStats reports the masks' cache: how many masks it holds, their
// pixels, and the hits and misses since the start (scripts/perf.sh prints
// them).
func MaskStats() (entries, pixels, hits, misses int) {
	masks.mu.Lock()
	defer masks.mu.Unlock()
	return masks.lru.Len(), masks.pixels, masks.hits, masks.misses
}
