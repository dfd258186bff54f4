package draw

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"sabot/assets"
)

// Header is the head of a training page (the drills, the counting drills,
// the course and its lessons, the dealer's drills): the table's flag at the
// top left, the page's title beside it and a line under the title.
type Header struct {
	Country string  // the flag's country; an unknown one paints no flag
	Title   string  // the page's name, in small capitals
	Sub     string  // the line under it: the table, what is drilled
	W       float64 // the width, in design units, both lines are fitted into
}

// The header's place, in design units.
var (
	headerFlag   = R{X: 40, Y: 40, W: 57, H: 38}
	headerTitleX = 114.0
	headerTitleY = 22.0
	headerSubX   = 116.0
	headerSubY   = 80.0
)

// Paint paints the header through f. A line wider than W is shrunk to fit.
func (h Header) Paint(dst *ebiten.Image, f Frame, fonts *Fonts) {
	if fl, ok := assets.FlagOf(h.Country); ok {
		PaintFlag(dst, fl, f.Screen(headerFlag))
	}
	Text(dst, Fit(fonts.SmallCaps, h.Title, f.L(42), f.L(h.W)), h.Title, f.X(headerTitleX), f.Y(headerTitleY), Start, GoldLight, false)
	Text(dst, Fit(fonts.Bold, h.Sub, f.L(20), f.L(h.W)), h.Sub, f.X(headerSubX), f.Y(headerSubY), Start, Cream, false)
}

// Tile is a score's tile at the right of a header: a label, the value in
// large figures, a line under it.
type Tile struct {
	Label, Value, Sub string
	Size              float64     // the value's size in design units; 26 when 0
	Ink               color.Color // the value's colour; Cream when nil
}

// Paint paints the tile's words in r, in design units (its panel is the
// page's background).
func (t Tile) Paint(dst *ebiten.Image, f Frame, fonts *Fonts, r R) {
	size, ink := t.Size, t.Ink
	if size == 0 {
		size = 26
	}
	if ink == nil {
		ink = Cream
	}
	w := f.L(r.W - 20)
	Text(dst, Fit(fonts.Medium, t.Label, f.L(14), w), t.Label, f.X(r.X+12), f.Y(r.Y+10), Start, Muted, false)
	Text(dst, Fit(fonts.Bold, t.Value, f.L(size), w), t.Value, f.X(r.X+12), f.Y(r.Y+30), Start, ink, false)
	face, lines, ys := t.subLines(fonts, r)
	sub := Face(face.Source, f.L(face.Size))
	for i, l := range lines {
		Text(dst, sub, l, f.X(r.X+12), f.Y(ys[i]), Start, Dim, false)
	}
}

// tileSubReadable is the smallest size, design units, a tile's last line
// is written at: on two lines rather than smaller.
const tileSubReadable = 11.0

// subLines lays out the tile's last line in r, design units: at 13, or
// smaller down to tileSubReadable, on two lines where one is too narrow;
// the face (design units), the lines and each line's top.
func (t Tile) subLines(fonts *Fonts, r R) (*text.GoTextFace, []string, []float64) {
	one := Fit(fonts.Regular, t.Sub, 13, r.W-20)
	if one.Size >= tileSubReadable {
		return one, []string{t.Sub}, []float64{r.Y + 64}
	}
	face, lines := FitLines(fonts.Regular, t.Sub, tileSubReadable, tileSubReadable, r.W-20, 2)
	lead := face.Size * 1.05
	ys := make([]float64, len(lines))
	for i := range lines {
		ys[i] = r.Y + 60 + float64(i)*lead
	}
	return face, lines, ys
}
