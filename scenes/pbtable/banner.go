package pbtable

import (
	"image/color"
	"math"

	"sabot/scenes/draw"
	"sabot/scenes/session"
	"sabot/scenes/widget"
)

// pbTone is how the banner looks.
type pbTone uint8

// The banner's tones.
const (
	pbToneNormal pbTone = iota // the dealer speaks
	pbToneGold                 // the score
	pbToneCall                 // the reader
	pbToneAlert                // a correction, an incident, a refusal
)

// pbBanner is the dealer's announcement over the table: a main line and an
// explanation, painted into an image when they change.
type pbBanner struct {
	main, sub pbLine
	tone      pbTone
	widget.Sprite
}

// setBanner shows a new announcement.
func (p *Table) setBanner(main, sub pbLine, tone pbTone) {
	p.banner.main, p.banner.sub, p.banner.tone = main, sub, tone
	if p.heard != nil {
		p.heard(main, "")
	}
	if !p.instant {
		p.banner.paint(p.app)
	}
}

// bannerLines returns the banner's lines in the current language (for tests).
func (p *Table) bannerLines() (main, sub string) {
	return p.banner.main.text(p.app.Loc), p.banner.sub.text(p.app.Loc)
}

func (b *pbBanner) paint(a *session.Context) {
	b.Clear()
	if b.main.key == "" || a.Fonts == nil {
		return
	}
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	main := b.main.text(loc)
	mf := draw.Fit(fonts.Bold, main, f.L(30), f.L(860))
	sf := draw.Face(fonts.Medium, f.L(17))
	var lines []string
	if s := b.sub.text(loc); s != "" {
		lines = draw.Wrap(sf, s, f.L(820))
	}
	w := draw.Width(mf, main)
	for _, l := range lines {
		w = math.Max(w, draw.Width(sf, l))
	}
	pad := f.L(16)
	mh, lh := f.L(38), f.L(22)
	bw, bh := w+2*pad, mh+float64(len(lines))*lh+pad*0.9
	iw := int(bw + f.L(12))
	img := b.Begin(iw, int(bh+f.L(12)), f.X(pbBannerX)-float64(iw)/2, f.Y(6))
	box := draw.R{X: f.L(6), Y: f.L(4), W: bw, H: bh}
	line, ink := draw.Mix(draw.GoldDark, draw.PanelFill, 0.2), draw.Cream
	switch b.tone {
	case pbToneGold:
		line, ink = draw.Gold, draw.GoldLight
	case pbToneCall:
		line, ink = draw.GoldLight, draw.GoldLight
	case pbToneAlert:
		line, ink = color.NRGBA{0xe0, 0x6a, 0x5a, 0xff}, color.NRGBA{0xff, 0xd6, 0xcc, 0xff}
	}
	draw.SoftShadow(img, box, f.L(12), f.L(8))
	draw.RoundRect(img, box, f.L(12), color.NRGBA{0x04, 0x14, 0x1c, 0xe8})
	draw.RoundRectLine(img, box, f.L(12), math.Max(1, f.L(2)), line)
	draw.Text(img, mf, main, box.CX(), box.Y+pad*0.5+mh/2, draw.Center, ink, true)
	for i, l := range lines {
		draw.Text(img, sf, l, box.CX(), box.Y+pad*0.5+mh+lh*(float64(i)+0.5), draw.Center, draw.Muted, true)
	}
}

// pbBannerX is the banner's centre: over the middle of the felt.
var pbBannerX = pbTableArea.CX()
