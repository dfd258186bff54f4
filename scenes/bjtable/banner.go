package bjtable

import (
	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
	"sabot/scenes/draw"
	"sabot/scenes/session"
)

// bjBannerTicks is how long a call of the dealer stays on the felt.
const bjBannerTicks = 110

// bjBanner is the dealer's last call, written under his cards with the
// article that rules it, fading out after a while. It is painted once into
// its own image when it changes, so drawing it allocates nothing.
type bjBanner struct {
	text, article string
	ticks         int
	// question: the call asks the player something (it stays relevant
	// while he decides).
	question bool
	img      *ebiten.Image
	x, y     float64
	op       ebiten.DrawImageOptions
	cy       float64 // its centre's height, design units
}

// show puts a new call on the felt.
func (b *bjBanner) show(a *session.Context, text, article string) {
	b.text, b.article, b.ticks, b.question = text, article, bjBannerTicks, false
	b.paint(a)
}

// layout repaints the call for a new size or language.
func (b *bjBanner) layout(a *session.Context) { b.paint(a) }

// update counts the call's time down; it reports true when it went away.
func (b *bjBanner) update() bool {
	if b.ticks == 0 {
		return false
	}
	b.ticks--
	return b.ticks == 0
}

func (b *bjBanner) paint(a *session.Context) {
	if b.img != nil {
		b.img.Deallocate()
		b.img = nil
	}
	if b.text == "" || a.Fonts == nil {
		return
	}
	f, fonts := a.Frame, a.Fonts
	face := draw.Face(fonts.Bold, f.L(24))
	art := draw.Face(fonts.Medium, f.L(14))
	w := draw.Width(face, b.text)
	aw := 0.0
	article := ""
	if b.article != "" {
		// Named as the regulation's: a paragraph's title alone
		// ("Assicurazione" under "Assicurazione?") read as the call twice.
		article = a.Loc.T(locales.BJBannerArticle, b.article)
		aw = draw.Width(art, article) + f.L(16)
	}
	pad := f.L(20)
	h := f.L(44)
	iw, ih := int(w+aw+2*pad)+int(f.L(12)), int(h+f.L(12))
	b.img = ebiten.NewImage(max(iw, 1), max(ih, 1))
	box := draw.R{X: f.L(6), Y: f.L(4), W: w + aw + 2*pad, H: h}
	draw.RoundRect(b.img, draw.R{X: box.X, Y: box.Y + f.L(3), W: box.W, H: box.H}, h/2, draw.Shadow)
	draw.RoundRect(b.img, box, h/2, draw.PanelFill)
	draw.RoundRectLine(b.img, box, h/2, f.L(1.5), draw.Gold)
	draw.Text(b.img, face, b.text, box.X+pad, box.CY(), draw.Start, draw.GoldLight, true)
	if article != "" {
		draw.Text(b.img, art, article, box.X+pad+w+f.L(16), box.CY()+f.L(1), draw.Start, draw.Muted, true)
	}
	b.x = f.X(draw.DesignW/2) - float64(iw)/2
	b.y = f.Y(b.cy) - float64(ih)/2
}

func (b *bjBanner) draw(screen *ebiten.Image) {
	if b.img == nil || b.ticks == 0 {
		return
	}
	b.op.GeoM.Reset()
	b.op.GeoM.Translate(b.x, b.y)
	b.op.ColorScale.Reset()
	if b.ticks < 20 {
		b.op.ColorScale.ScaleAlpha(float32(b.ticks) / 20)
	}
	screen.DrawImage(b.img, &b.op)
}
