package draw

import (
	"github.com/hajimehoshi/ebiten/v2"

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
