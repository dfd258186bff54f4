package draw

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Panel paints a dark translucent panel with a gold hairline, in pixels.
func Panel(dst *ebiten.Image, r R, radius float64) {
	SoftShadow(dst, R{r.X, r.Y + radius*0.3, r.W, r.H}, radius, radius*0.9)
	RoundRect(dst, r, radius, PanelFill)
	RoundRectLine(dst, r, radius, math.Max(1, radius*0.08), Mix(GoldDark, PanelFill, 0.2))
}

// ButtonState is how a button looks.
type ButtonState uint8

// The button states.
const (
	ButtonNormal   ButtonState = iota
	ButtonHover                // the mouse is over it
	ButtonPrimary              // the main action of the screen
	ButtonDisabled             // shown but not available
)

// KeyCap paints a key's name in a small keycap whose left edge is at x and
// vertical centre at cy, and returns its width. h is its height in pixels.
func KeyCap(dst *ebiten.Image, fonts *Fonts, key string, x, cy, h float64, fill, ink color.Color) float64 {
	face := Face(fonts.Bold, h*0.58)
	w := math.Max(h, Width(face, key)+h*0.6)
	r := R{x, cy - h/2, w, h}
	RoundRect(dst, R{r.X, r.Y + h*0.08, r.W, r.H}, h*0.22, color.NRGBA{0, 0, 0, 0x70})
	RoundRect(dst, r, h*0.22, fill)
	RoundRectLine(dst, r, h*0.22, math.Max(1, h*0.05), color.NRGBA{0xff, 0xff, 0xff, 0x40})
	Text(dst, face, key, r.CX(), cy, Center, ink, true)
	return w
}

// Button paints a button in r (pixels): its label and, on its left, the key
// that presses it (none when key is "").
func Button(dst *ebiten.Image, fonts *Fonts, r R, label, key string, st ButtonState) {
	ButtonAt(dst, fonts, r, label, key, st, r.H*0.4)
}

// ButtonAt paints a button as Button does, its label no larger than size
// pixels: the buttons of a row drawn at the size of its smallest label.
func ButtonAt(dst *ebiten.Image, fonts *Fonts, r R, label, key string, st ButtonState, size float64) {
	rad := r.H * 0.24
	fill, line, ink := color.NRGBA{0x10, 0x30, 0x22, 0xf0}, Mix(GoldDark, Gold, 0.3), Cream
	capFill, capInk := color.NRGBA{0x2a, 0x4a, 0x3a, 0xff}, Cream
	switch st {
	case ButtonHover:
		fill, line = color.NRGBA{0x1d, 0x4d, 0x36, 0xf8}, GoldLight
	case ButtonPrimary:
		fill, line, ink = Gold, GoldLight, Ink
		capFill, capInk = color.NRGBA{0x5a, 0x44, 0x10, 0xff}, GoldLight
	case ButtonDisabled:
		fill, line, ink = color.NRGBA{0x10, 0x22, 0x1a, 0xc0}, color.NRGBA{0x50, 0x5a, 0x50, 0xff}, Dim
	}
	RoundRect(dst, R{r.X, r.Y + r.H*0.06, r.W, r.H}, rad, color.NRGBA{0, 0, 0, 0x60})
	RoundRect(dst, r, rad, fill)
	if st == ButtonPrimary {
		RoundRect(dst, R{r.X + 2, r.Y + 2, r.W - 4, r.H * 0.45}, rad*0.8, color.NRGBA{0xff, 0xf0, 0xc0, 0x30})
	}
	RoundRectLine(dst, r, rad, math.Max(1, r.H*0.035), line)
	face, capW, total := buttonContent(fonts, r, label, key, size)
	x := r.CX() - total/2
	if key != "" {
		KeyCap(dst, fonts, key, x, r.CY(), r.H*0.56, capFill, capInk)
		x += capW + r.H*0.25
	}
	Text(dst, face, label, x, r.CY(), Start, ink, true)
}

// ButtonLabel reports how Button lays out label and key in r (pixels): the
// size of the label's text, smaller than its usual 0.4 of the height when
// the label is wider than 0.9 of the button, and the width the label and
// the key cap take together, wider than r when the text cannot shrink
// enough.
func ButtonLabel(fonts *Fonts, r R, label, key string) (size, width float64) {
	return ButtonLabelAt(fonts, r, label, key, r.H*0.4)
}

// ButtonLabelAt reports how ButtonAt lays out label and key in r (pixels)
// with the label no larger than size, as ButtonLabel does.
func ButtonLabelAt(fonts *Fonts, r R, label, key string, size float64) (float64, float64) {
	face, _, total := buttonContent(fonts, r, label, key, size)
	return face.Size, total
}

// buttonContent is the face of a button's label (at most size, and 0.4 of
// the height), the width of its key cap (0 for none) and the width of both
// with the gap between them.
func buttonContent(fonts *Fonts, r R, label, key string, size float64) (face *text.GoTextFace, capW, total float64) {
	room := r.W * 0.9
	if key != "" {
		// The key cap and its gap take their part of the room: the
		// label shrinks to what is left, never into the border.
		capH := r.H * 0.56
		capW = math.Max(capH, Width(Face(fonts.Bold, capH*0.58), key)+capH*0.6)
		room -= capW + r.H*0.25
	}
	face = Fit(fonts.Bold, label, math.Min(size, r.H*0.4), room)
	total = Width(face, label)
	if key != "" {
		total += capW + r.H*0.25
	}
	return face, capW, total
}

// Badge paints a small outlined tag (e.g. "Interpretation") with its left
// edge at x and centre at cy, and returns its width.
func Badge(dst *ebiten.Image, fonts *Fonts, label string, x, cy, h float64, clr color.Color) float64 {
	face := Face(fonts.Bold, h*0.62)
	w := Width(face, label) + h*0.8
	r := R{x, cy - h/2, w, h}
	RoundRectLine(dst, r, h/2, math.Max(1, h*0.07), clr)
	Text(dst, face, label, r.CX(), cy, Center, clr, true)
	return w
}
