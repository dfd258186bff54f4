package session

import (
	"github.com/hajimehoshi/ebiten/v2"

	"sabot/scenes/draw"
)

// Refresh repaints what the Context keeps for the frame and the language —
// the felt behind every scene, the cards, the notice on show — after a
// resize or a change of language.
func (c *Context) Refresh() {
	f := c.Frame
	if c.backdrop != nil {
		c.backdrop.Deallocate()
	}
	// The felt's grain is computed at half size and drawn scaled up: soft
	// enough, and fast at any window size.
	c.backdrop = draw.FeltTexture(max(f.W/2, 1), max(f.H/2, 1), draw.Mix(draw.Felt, draw.FeltDark, 0.25), draw.Mix(draw.FeltDark, draw.Black, 0.5), 7)
	for w, d := range c.decks {
		d.Dispose()
		delete(c.decks, w)
	}
	c.notices.layout(c)
}

// Painted reports whether Refresh has run since the start.
func (c *Context) Painted() bool { return c.backdrop != nil }

// Deck returns the cards at a width in design units, painted for the
// current frame (kept until the next Refresh).
func (c *Context) Deck(width float64) *draw.Deck {
	w := int(c.Frame.L(width) + 0.5)
	if d, ok := c.decks[w]; ok {
		return d
	}
	d := draw.NewDeck(c.Fonts, w)
	c.decks[w] = d
	return d
}

// DrawBackdrop draws the felt behind every scene.
func (c *Context) DrawBackdrop(screen *ebiten.Image) {
	if c.backdrop == nil {
		screen.Fill(draw.FeltDark)
		return
	}
	c.op.GeoM.Reset()
	c.op.GeoM.Scale(2, 2)
	c.op.Filter = ebiten.FilterLinear
	screen.DrawImage(c.backdrop, &c.op)
}
