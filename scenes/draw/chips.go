package draw

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
	"sabot/rules"
)

// Denominations are the chip values of every table, in units.
var Denominations = []rules.Money{
	rules.Units(1), rules.Units(5), rules.Units(10), rules.Units(25),
	rules.Units(100), rules.Units(500), rules.Units(1000),
}

// ChipColors returns a chip's body and edge-stripe colours: the usual casino
// colours (white 1, red 5, blue 10, green 25, black 100, purple 500, yellow
// 1000).
func ChipColors(value rules.Money) (body, stripe color.NRGBA) {
	switch {
	case value >= rules.Units(1000):
		return color.NRGBA{0xe4, 0xa8, 0x1c, 0xff}, color.NRGBA{0x2b, 0x1d, 0x0e, 0xff}
	case value >= rules.Units(500):
		return color.NRGBA{0x5e, 0x2b, 0x8c, 0xff}, color.NRGBA{0xf2, 0xd0, 0x4e, 0xff}
	case value >= rules.Units(100):
		return color.NRGBA{0x22, 0x22, 0x26, 0xff}, color.NRGBA{0xf0, 0xe6, 0xc8, 0xff}
	case value >= rules.Units(25):
		return color.NRGBA{0x1e, 0x7b, 0x3c, 0xff}, color.NRGBA{0xf4, 0xf0, 0xe6, 0xff}
	case value >= rules.Units(10):
		return color.NRGBA{0x1f, 0x4e, 0x9e, 0xff}, color.NRGBA{0xf4, 0xf0, 0xe6, 0xff}
	case value >= rules.Units(5):
		return color.NRGBA{0xc0, 0x27, 0x2d, 0xff}, color.NRGBA{0xf4, 0xf0, 0xe6, 0xff}
	}
	return color.NRGBA{0xf1, 0xed, 0xe2, 0xff}, color.NRGBA{0x2d, 0x5f, 0xb3, 0xff}
}

// ChipSet is one chip image per denomination, painted once at one diameter
// in pixels, with its value written in the language's format.
type ChipSet struct {
	d     int
	chips map[rules.Money]*ebiten.Image
}

// NewChipSet paints a chip of each of Denominations at diameter d pixels.
func NewChipSet(fonts *Fonts, loc *locales.Locale, d int) *ChipSet {
	d = max(d, 10)
	cs := &ChipSet{d: d, chips: map[rules.Money]*ebiten.Image{}}
	for _, v := range Denominations {
		img := ebiten.NewImage(d, d)
		PaintChip(img, fonts, loc, v, float64(d)/2, float64(d)/2, float64(d)/2)
		cs.chips[v] = img
	}
	return cs
}

// Diameter is the chips' diameter in pixels.
func (cs *ChipSet) Diameter() int { return cs.d }

// Chip returns the image of the chip of a denomination (the nearest lower
// one for another value).
func (cs *ChipSet) Chip(v rules.Money) *ebiten.Image {
	best := Denominations[0]
	for _, d := range Denominations {
		if d <= v {
			best = d
		}
	}
	return cs.chips[best]
}

// Dispose frees the chips' images.
func (cs *ChipSet) Dispose() {
	for _, img := range cs.chips {
		img.Deallocate()
	}
}

// Breakdown returns the chips that make up an amount, largest first, for
// drawing a stack.
func Breakdown(amount rules.Money) []rules.Money {
	var out []rules.Money
	for i := len(Denominations) - 1; i >= 0 && amount > 0; i-- {
		for amount >= Denominations[i] {
			out = append(out, Denominations[i])
			amount -= Denominations[i]
		}
	}
	return out
}

// PaintChip paints a chip of radius r centred on (cx, cy): the body, eight
// edge inserts, an inner ring and the value.
func PaintChip(dst *ebiten.Image, fonts *Fonts, loc *locales.Locale, value rules.Money, cx, cy, r float64) {
	body, stripe := ChipColors(value)
	Disc(dst, cx, cy, r, Mix(body, color.NRGBA{0, 0, 0, 0xff}, 0.35))
	Disc(dst, cx, cy, r*0.965, body)
	// Edge inserts: eight annular sectors.
	for i := 0; i < 8; i++ {
		a := float64(i) * math.Pi / 4
		sector(dst, cx, cy, r*0.7, r*0.965, a-0.17, a+0.17, stripe)
	}
	Disc(dst, cx, cy, r*0.66, Mix(body, color.NRGBA{0xff, 0xff, 0xff, 0xff}, 0.08))
	Ring(dst, cx, cy, r*0.66, math.Max(1, r*0.045), stripe)
	Ring(dst, cx, cy, r*0.55, math.Max(0.6, r*0.02), Mix(stripe, body, 0.45))
	label := loc.Amount(value)
	if value >= rules.Units(1000) && value%rules.Units(1000) == 0 {
		label = loc.T(locales.ChipThousands, int64(value/rules.Units(1000)))
	}
	ink := stripe
	if value < rules.Units(5) {
		ink = color.NRGBA{0x1c, 0x2f, 0x5c, 0xff}
	}
	face := Fit(fonts.Bold, label, r*0.62, r*0.98)
	Text(dst, face, label, cx, cy, Center, ink, true)
}

func sector(dst *ebiten.Image, cx, cy, r0, r1, a0, a1 float64, clr color.Color) {
	p := arcBand(cx, cy, r0, r1, a0, a1)
	Fill(dst, p, clr)
}
