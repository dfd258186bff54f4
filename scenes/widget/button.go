package widget

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/scenes/draw"
	"sabot/scenes/input"
)

// Button is one button of a screen, laid out in design units: where it is,
// what it says, the key that presses it, the event a click on it sends, and
// its look apart from the pointer (draw.ButtonNormal, ButtonPrimary or
// ButtonDisabled). A normal button under the pointer is lit
// (draw.ButtonHover); a primary or disabled one keeps its look.
type Button struct {
	R     draw.R           // its place, design units
	Label string           // its words
	Key   string           // the name of the key that presses it, "" for none
	Event input.Event      // what a click on it sends
	Look  draw.ButtonState // normal, primary or disabled
}

// State returns how the button looks with the pointer on it (hovered) or
// not.
func (b Button) State(hovered bool) draw.ButtonState {
	if hovered && b.Look == draw.ButtonNormal {
		return draw.ButtonHover
	}
	return b.Look
}

// Contains reports whether the screen point p (pixels) is on the button in
// frame f: where its target is.
func (b Button) Contains(f draw.Frame, p image.Point) bool { return p.In(b.Target(f).Rect) }

// Target returns the button's click target in frame f.
func (b Button) Target(f draw.Frame) input.Target {
	return input.Target{Rect: f.Rect(b.R), Event: b.Event}
}

// Draw paints the button in frame f, lit when hovered.
func (b Button) Draw(dst *ebiten.Image, fonts *draw.Fonts, f draw.Frame, hovered bool) {
	draw.Button(dst, fonts, f.Screen(b.R), b.Label, b.Key, b.State(hovered))
}

// AddButton paints b and returns targets with its target added. hovered is
// the index among the screen's targets of the one under the pointer (Hover
// over the targets of the frame before, which are laid out the same): b is
// lit when it is the target added now.
func AddButton(dst *ebiten.Image, fonts *draw.Fonts, f draw.Frame, targets []input.Target, hovered int, b Button) []input.Target {
	b.Draw(dst, fonts, f, hovered == len(targets))
	return append(targets, b.Target(f))
}
