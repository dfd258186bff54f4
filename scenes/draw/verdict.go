package draw

import "image/color"

// The colours of a result and of a verdict.
var (
	// colorBlack is black, opaque.
	Black = color.RGBA{0, 0, 0, 0xff}
	// bjWinColor is the colour of a won amount.
	Win = color.NRGBA{0x7c, 0xe0, 0x8a, 0xff}
	// bjLoseColor is the colour of a lost amount.
	Lose = color.NRGBA{0xf2, 0x7a, 0x6e, 0xff}
	// drillRight is the colour of a right answer.
	Right = color.NRGBA{0x6f, 0xd6, 0x82, 0xff}
	// drillWrong is the colour of a wrong answer.
	Wrong = color.NRGBA{0xf0, 0x6e, 0x5e, 0xff}
)
