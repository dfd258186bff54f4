package widget

import (
	"github.com/hajimehoshi/ebiten/v2"

	"sabot/scenes/draw"
)

// BannerTicks is how long a banner stays on screen.
const BannerTicks = 110

// Banner is a line on the felt, the dealer's last call at a blackjack
// table written under his cards with the article that rules it, fading out
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
	// CY is its centre's height, design units.
	CY float64

	img  *ebiten.Image
	x, y float64
	op   ebiten.DrawImageOptions
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
	w := draw.Width(face, b.Text)
	aw := 0.0
	if b.Cite != "" {
		aw = draw.Width(art, b.Cite) + f.L(16)
	}
	pad := f.L(20)
	h := f.L(44)
	iw, ih := int(w+aw+2*pad)+int(f.L(12)), int(h+f.L(12))
	b.img = ebiten.NewImage(max(iw, 1), max(ih, 1))
	box := draw.R{X: f.L(6), Y: f.L(4), W: w + aw + 2*pad, H: h}
	draw.RoundRect(b.img, draw.R{X: box.X, Y: box.Y + f.L(3), W: box.W, H: box.H}, h/2, draw.Shadow)
	draw.RoundRect(b.img, box, h/2, draw.PanelFill)
	draw.RoundRectLine(b.img, box, h/2, f.L(1.5), draw.Gold)
	draw.Text(b.img, face, b.Text, box.X+pad, box.CY(), draw.Start, draw.GoldLight, true)
	if b.Cite != "" {
		draw.Text(b.img, art, b.Cite, box.X+pad+w+f.L(16), box.CY()+f.L(1), draw.Start, draw.Muted, true)
	}
	b.x = f.X(draw.DesignW/2) - float64(iw)/2
	b.y = f.Y(b.CY) - float64(ih)/2
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
