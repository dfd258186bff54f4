package widget

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/scenes/draw"
)

// BannerTicks is how long a banner stays on screen.
const BannerTicks = 110

// Banner is a line on the felt, the dealer's last call at a blackjack
// table written in front of him with the article that rules it, fading out
// after a while. It is painted once into its own image when it changes, so
// drawing it allocates nothing.
type Banner struct {
	// Text and Article are what it says, Cite the article as the felt
	// writes it (the table names it as its regulation's: a paragraph's
	// title alone, "Assicurazione" under "Assicurazione?", would read as
	// the call said twice); Ticks how long it stays yet (0: gone).
	Text, Article, Cite string
	Ticks               int
	// Question: the call asks the player something (it stays relevant
	// while he decides).
	Question bool
	// CY is its centre's height, design units; MaxW the widest it may be
	// (0: as wide as its words), its type smaller where they need it.
	CY, MaxW float64

	img  *ebiten.Image
	x, y float64
	// rect is the line's box, pixels; sizes its type's, the call's and
	// the article's, pixels.
	rect  draw.R
	sizes [2]float64
	op    ebiten.DrawImageOptions
}

// Show puts a new line on the felt: text, and the article that rules it
// (cite, as written beside it).
func (b *Banner) Show(f draw.Frame, fonts *draw.Fonts, text, article, cite string) {
	b.Text, b.Article, b.Cite, b.Ticks, b.Question = text, article, cite, BannerTicks, false
	b.paint(f, fonts)
}

// Layout repaints the line for a new size or language.
func (b *Banner) Layout(f draw.Frame, fonts *draw.Fonts) { b.paint(f, fonts) }

// Update counts the line's time down; it reports true when it went away.
func (b *Banner) Update() bool {
	if b.Ticks == 0 {
		return false
	}
	b.Ticks--
	return b.Ticks == 0
}

// paint paints the line into its image.
func (b *Banner) paint(f draw.Frame, fonts *draw.Fonts) {
	if b.img != nil {
		b.img.Deallocate()
		b.img = nil
	}
	if b.Text == "" || fonts == nil {
		return
	}
	face := draw.Face(fonts.Bold, f.L(24))
	art := draw.Face(fonts.Medium, f.L(14))
	pad, gap := f.L(20), f.L(16)
	w := draw.Width(face, b.Text)
	aw := 0.0
	if b.Cite != "" {
		aw = draw.Width(art, b.Cite) + gap
	}
	h := f.L(44)
	twoLines := false
	if room := f.L(b.MaxW) - 2*pad; b.MaxW > 0 && w+aw > room {
		// Both in proportion, not below BannerMinScale of their size
		// (a face's width does not shrink exactly in proportion: step
		// down until it fits); else the article under the call.
		k0, g0 := room/(w+aw), gap
		for k := math.Min(1, k0); k >= BannerMinScale; k -= 0.01 {
			face, art, gap = draw.Face(fonts.Bold, f.L(24)*k), draw.Face(fonts.Medium, f.L(14)*k), g0*k
			w = draw.Width(face, b.Text)
			if aw = 0; b.Cite != "" {
				aw = draw.Width(art, b.Cite) + gap
			}
			if w+aw <= room {
				break
			}
		}
		if w+aw > room && b.Cite != "" {
			twoLines = true
			face = draw.Fit(fonts.Bold, b.Text, f.L(24), room)
			art = draw.Fit(fonts.Medium, b.Cite, f.L(14), room)
			w = math.Max(draw.Width(face, b.Text), draw.Width(art, b.Cite))
			aw = 0
			h = f.L(62)
		}
	}
	iw, ih := int(w+aw+2*pad)+int(f.L(12)), int(h+f.L(12))
	b.img = ebiten.NewImage(max(iw, 1), max(ih, 1))
	box := draw.R{X: f.L(6), Y: f.L(4), W: w + aw + 2*pad, H: h}
	rr := math.Min(h/2, f.L(22))
	draw.RoundRect(b.img, draw.R{X: box.X, Y: box.Y + f.L(3), W: box.W, H: box.H}, rr, draw.Shadow)
	draw.RoundRect(b.img, box, rr, draw.PanelFill)
	draw.RoundRectLine(b.img, box, rr, f.L(1.5), draw.Gold)
	switch {
	case twoLines:
		draw.Text(b.img, face, b.Text, box.CX(), box.Y+f.L(21), draw.Center, draw.GoldLight, true)
		draw.Text(b.img, art, b.Cite, box.CX(), box.Y+f.L(45), draw.Center, draw.Muted, true)
	default:
		draw.Text(b.img, face, b.Text, box.X+pad, box.CY(), draw.Start, draw.GoldLight, true)
		if b.Cite != "" {
			draw.Text(b.img, art, b.Cite, box.X+pad+w+gap, box.CY()+f.L(1), draw.Start, draw.Muted, true)
		}
	}
	b.x = f.X(draw.DesignW/2) - float64(iw)/2
	b.y = f.Y(b.CY) - float64(ih)/2
	b.rect = draw.R{X: b.x + box.X, Y: b.y + box.Y, W: box.W, H: box.H}
	b.sizes = [2]float64{face.Size, art.Size}
}

// Sizes are the sizes of the call's type and of the article's, pixels.
func (b *Banner) Sizes() (call, cite float64) { return b.sizes[0], b.sizes[1] }

// BannerMinScale is the least a banner's type shrinks to fit its MaxW on
// one line: its article's 14 to 12.
const BannerMinScale = 12.0 / 14

// Rect is the line's box on the screen, pixels (empty with no line).
func (b *Banner) Rect() draw.R {
	if b.img == nil {
		return draw.R{}
	}
	return b.rect
}

// Draw draws the line, fading out in its last ticks.
func (b *Banner) Draw(screen *ebiten.Image) {
	if b.img == nil || b.Ticks == 0 {
		return
	}
	b.op.GeoM.Reset()
	b.op.GeoM.Translate(b.x, b.y)
	b.op.ColorScale.Reset()
	if b.Ticks < 20 {
		b.op.ColorScale.ScaleAlpha(float32(b.Ticks) / 20)
	}
	screen.DrawImage(b.img, &b.op)
}
