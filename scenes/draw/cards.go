package draw

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"sabot/rules"
)

// CardRatio is a card's height over its width (poker size, 63×88 mm).
const CardRatio = 88.0 / 63.0

// Deck is the 52 faces and the back of a card, painted once at one width in
// pixels. Drawing a card is a DrawImage of one of them.
type Deck struct {
	w, h  int
	faces [52]*ebiten.Image
	back  *ebiten.Image
}

// NewDeck paints every card at width w pixels.
func NewDeck(fonts *Fonts, w int) *Deck {
	w = max(w, 12)
	d := &Deck{w: w, h: int(math.Round(float64(w) * CardRatio))}
	for i := range d.faces {
		c := rules.Card{Rank: rules.Rank(i%13 + 1), Suit: rules.Suit(i / 13)}
		d.faces[i] = ebiten.NewImage(d.w, d.h)
		paintFace(d.faces[i], fonts, c)
	}
	d.back = ebiten.NewImage(d.w, d.h)
	paintBack(d.back, fonts)
	return d
}

// Width and Height are the size of the deck's cards in pixels.
func (d *Deck) Width() int { return d.w }

// Height is the height of the deck's cards in pixels.
func (d *Deck) Height() int { return d.h }

// Face returns the image of a card's face (the back for an invalid card).
func (d *Deck) Face(c rules.Card) *ebiten.Image {
	if !c.Valid() {
		return d.back
	}
	return d.faces[int(c.Suit)*13+int(c.Rank)-1]
}

// Back returns the image of the card back.
func (d *Deck) Back() *ebiten.Image { return d.back }

// Dispose frees the deck's images.
func (d *Deck) Dispose() {
	for _, f := range d.faces {
		f.Deallocate()
	}
	d.back.Deallocate()
}

var rankText = [...]string{"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"}

// pips are the positions of the pips of 2-10, in units of the pip area
// (x -1..1, y -1..1); the lower half is drawn upside down.
var pips = map[rules.Rank][][2]float64{
	rules.Two:   {{0, -1}, {0, 1}},
	rules.Three: {{0, -1}, {0, 0}, {0, 1}},
	rules.Four:  {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}},
	rules.Five:  {{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}},
	rules.Six:   {{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}},
	rules.Seven: {{-1, -1}, {1, -1}, {0, -0.5}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}},
	rules.Eight: {{-1, -1}, {1, -1}, {0, -0.5}, {-1, 0}, {1, 0}, {0, 0.5}, {-1, 1}, {1, 1}},
	rules.Nine:  {{-1, -1}, {1, -1}, {-1, -1.0 / 3}, {1, -1.0 / 3}, {0, 0}, {-1, 1.0 / 3}, {1, 1.0 / 3}, {-1, 1}, {1, 1}},
	rules.Ten:   {{-1, -1}, {1, -1}, {0, -2.0 / 3}, {-1, -1.0 / 3}, {1, -1.0 / 3}, {-1, 1.0 / 3}, {1, 1.0 / 3}, {0, 2.0 / 3}, {-1, 1}, {1, 1}},
}

func cardOutline(dst *ebiten.Image) (w, h, r float64) {
	b := dst.Bounds()
	w, h = float64(b.Dx()), float64(b.Dy())
	r = w * 0.075
	return
}

func paintFace(dst *ebiten.Image, fonts *Fonts, c rules.Card) {
	w, h, r := cardOutline(dst)
	RoundRect(dst, R{0, 0, w, h}, r, color.NRGBA{0xbd, 0xb6, 0xa6, 0xff})
	RoundRect(dst, R{0.6, 0.6, w - 1.2, h - 1.2}, r-0.6, Paper)
	ink := SuitColor(c.Suit)

	// Corner indices: rank over suit, top left and (upside down) bottom
	// right.
	idx := Face(fonts.Bold, w*0.2)
	if c.Rank == rules.Ten {
		idx = Face(fonts.Bold, w*0.17)
		idx.Source = fonts.Medium
	}
	cx := w * 0.115
	corner := func(flip bool) {
		op := &text.DrawOptions{}
		op.PrimaryAlign = text.AlignCenter
		op.GeoM.Translate(0, h*0.035)
		if c.Rank == rules.Ten {
			op.GeoM.Scale(0.86, 1)
		}
		op.GeoM.Translate(cx, 0)
		if flip {
			op.GeoM.Rotate(math.Pi)
			op.GeoM.Translate(w, h)
		}
		op.ColorScale.ScaleWithColor(ink)
		text.Draw(dst, rankText[c.Rank], idx, op)
		sy := h*0.035 + idx.Size*1.08 + w*0.06
		if flip {
			Suit(dst, c.Suit, w-cx, h-sy, w*0.12, true, ink)
		} else {
			Suit(dst, c.Suit, cx, sy, w*0.12, false, ink)
		}
	}
	corner(false)
	corner(true)

	switch {
	case c.Rank == rules.Ace:
		size := w * 0.42
		if c.Suit == rules.Spades {
			size = w * 0.56
		}
		Suit(dst, c.Suit, w/2, h/2, size, false, ink)
	case c.Rank >= rules.Jack:
		paintCourt(dst, fonts, c, w, h)
	default:
		area := R{w * 0.27, h * 0.17, w * 0.46, h * 0.66}
		size := w * 0.19
		for _, p := range pips[c.Rank] {
			x := area.CX() + p[0]*area.W/2
			y := area.CY() + p[1]*area.H/2
			Suit(dst, c.Suit, x, y, size, p[1] > 0.01, ink)
		}
	}
}

// paintCourt paints a jack, queen or king: a framed panel in the colours of
// the suit with the letter and the suit, mirrored like a court card.
func paintCourt(dst *ebiten.Image, fonts *Fonts, c rules.Card, w, h float64) {
	ink := SuitColor(c.Suit)
	frame := R{w * 0.22, h * 0.13, w * 0.56, h * 0.74}
	accent := color.NRGBA{0x2a, 0x4d, 0x9b, 0xff}
	if c.Suit.Red() {
		accent = color.NRGBA{0x1f, 0x3f, 0x86, 0xff}
	}
	RoundRect(dst, frame, w*0.04, Mix(Paper, Gold, 0.35))
	RoundRectLine(dst, frame, w*0.04, math.Max(1, w*0.014), ink)
	inner := frame.Inset(w * 0.035)
	RoundRectLine(dst, inner, w*0.025, math.Max(1, w*0.008), accent)
	// Diagonal band across the middle, as court cards are split in two.
	Line(dst, inner.X+w*0.02, inner.Y+inner.H*0.62, inner.X+inner.W-w*0.02, inner.Y+inner.H*0.38, math.Max(1, w*0.012), Mix(ink, Paper, 0.35))
	letter := Face(fonts.Bold, w*0.34)
	for _, flip := range []bool{false, true} {
		op := &text.DrawOptions{}
		op.PrimaryAlign = text.AlignCenter
		op.GeoM.Translate(0, -letter.Size*0.02)
		op.GeoM.Translate(inner.CX()-inner.X-inner.W*0.16, inner.H*0.04)
		if flip {
			op.GeoM.Rotate(math.Pi)
			op.GeoM.Translate(inner.W, inner.H)
		}
		op.GeoM.Translate(inner.X, inner.Y)
		op.ColorScale.ScaleWithColor(ink)
		text.Draw(dst, rankText[c.Rank], letter, op)
		sx, sy := inner.X+inner.W*0.76, inner.Y+inner.H*0.2
		if flip {
			sx, sy = inner.X+inner.W*0.24, inner.Y+inner.H*0.8
		}
		Suit(dst, c.Suit, sx, sy, w*0.13, flip, ink)
	}
}

// paintBack paints the back: a deep red field with a gold border and a
// lattice of small diamonds around an S medallion.
func paintBack(dst *ebiten.Image, fonts *Fonts) {
	w, h, r := cardOutline(dst)
	base := color.NRGBA{0x8e, 0x14, 0x22, 0xff}
	RoundRect(dst, R{0, 0, w, h}, r, color.NRGBA{0xbd, 0xb6, 0xa6, 0xff})
	RoundRect(dst, R{0.6, 0.6, w - 1.2, h - 1.2}, r-0.6, Paper)
	field := R{w * 0.07, w * 0.07, w - w*0.14, h - w*0.14}
	RoundRect(dst, field, r*0.6, base)
	step := w * 0.1
	dark := Mix(base, color.NRGBA{0, 0, 0, 0xff}, 0.3)
	light := Mix(base, Gold, 0.35)
	for y := field.Y + step/2; y < field.Y+field.H; y += step {
		row := int((y - field.Y) / step)
		for x := field.X + step/2; x < field.X+field.W; x += step {
			clr := dark
			if (row+int((x-field.X)/step))%2 == 0 {
				clr = light
			}
			Suit(dst, 2, x, y, step*0.55, false, clr) // the diamond shape
		}
	}
	RoundRectLine(dst, field, r*0.6, math.Max(1, w*0.02), Gold)
	RoundRectLine(dst, field.Inset(w*0.035), r*0.4, math.Max(1, w*0.008), GoldLight)
	Disc(dst, w/2, h/2, w*0.2, base)
	Ring(dst, w/2, h/2, w*0.2, math.Max(1, w*0.018), Gold)
	Text(dst, Face(fonts.SmallCaps, w*0.26), "S", w/2, h/2, Center, GoldLight, true)
}
