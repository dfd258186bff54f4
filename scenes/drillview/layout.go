package drillview

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/scenes/draw"
)

// Where things go, in design units (the 1280×800 canvas of draw.Frame).
var (
	// Felt is the felt of the question, Verdict the panel of the last
	// answer's verdict (or the help while asking), Recent the panel of the
	// last answers.
	Felt    = draw.R{X: 40, Y: 130, W: 640, H: 512}
	Verdict = draw.R{X: 706, Y: 130, W: 534, H: 400}
	Recent  = draw.R{X: 706, Y: 546, W: 534, H: 180}

	// AnswersY and AnswersH place the row of answer buttons under the felt;
	// BottomY the bottom row of the keys' help and the buttons.
	AnswersY = 660.0
	AnswersH = 58.0
	BottomY  = 740.0

	// TimerY is the height of the timer's bar, TimerW its length.
	TimerY = 594.0
	TimerW = 300.0

	// SetupPanel is the panel of the page where the drill is chosen, with
	// its start button under it on the left and the way back on the right.
	SetupPanel  = draw.R{X: 40, Y: 130, W: 1200, H: 566}
	StartButton = draw.R{X: 40, Y: 716, W: 330, H: 56}
	MenuButton  = draw.R{X: 1060, Y: 716, W: 180, H: 56}

	// BackButton goes back from a drill to the page where it is chosen.
	BackButton = draw.R{X: 1066, Y: 740, W: 174, H: 46}
)

// TileRect is the score's tile i (of four) in the header.
func TileRect(i int) draw.R { return draw.R{X: 640 + float64(i)*152, Y: 26, W: 142, H: 88} }

// TimerBed is the colour of the timer's empty bar.
var TimerBed = color.NRGBA{0x08, 0x3e, 0x27, 0xff}

// PaintBackground paints what stays while the user answers, on dst: the
// score's tiles, the felt and the two panels on the right; or, on the page
// where the drill is chosen (drilling false), its one panel. They are slow
// shapes, so painted only when the page changes or the window does.
func PaintBackground(dst *ebiten.Image, f draw.Frame, drilling bool) {
	if !drilling {
		draw.Panel(dst, f.Screen(SetupPanel), f.L(16))
		return
	}
	for i := 0; i < 4; i++ {
		draw.Panel(dst, f.Screen(TileRect(i)), f.L(10))
	}
	draw.MiniFelt(dst, f, Felt)
	draw.Panel(dst, f.Screen(Verdict), f.L(16))
	draw.Panel(dst, f.Screen(Recent), f.L(16))
}
