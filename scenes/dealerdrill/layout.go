package dealerdrill

import (
	"math"

	"sabot/scenes/draw"
)

// Where things go on the felts, in design units (the 1280×800 canvas of
// draw.Frame); the page around them is drillview's.
var (
	// The payout felt: the bet's chips on the left, the payment on the
	// right, the croupier's float of chips along the bottom.
	stakeX, stakeY = 190.0, 382.0
	paidX          = 500.0 // the payment's chips, level with the stake's
	floatBox       = draw.R{X: 70, Y: 470, W: 580, H: 78}
	cardW          = 70.0

	// The Tabella felt: Punto's cards on the left, Banco's on the right.
	puntoX, bancoX = 200.0, 520.0
	handY          = 226.0
	tabCardW       = 104.0
)

// pickRect is the card of drill i on the picking page.
func pickRect(i int) draw.R { return draw.R{X: 70 + float64(i)*290, Y: 176, W: 270, H: 456} }

// The procedure drills' felt: the rows of the steps to put in order, or
// of the quiz's answers under its question, between rowsTop and rowsBottom.
var (
	rowsX, rowsW = 66.0, 588.0
	rowsTop      = 196.0
	rowsBottom   = 552.0
	quizTop      = 288.0
	procAskY     = 570.0
)

// orderRow is the row of the step shown at i of n.
func orderRow(i, n int) draw.R {
	h := math.Min(44, (rowsBottom-rowsTop)/float64(max(n, 1)))
	return draw.R{X: rowsX, Y: rowsTop + h*float64(i), W: rowsW, H: h - math.Max(4, h*0.16)}
}

// quizRow is the row of the answer shown at i of n.
func quizRow(i, n int) draw.R {
	h := math.Min(66, (rowsBottom-quizTop)/float64(max(n, 1)))
	return draw.R{X: rowsX, Y: quizTop + h*float64(i), W: rowsW, H: h - 12}
}

// floatChip is the centre of chip i of n in the float.
func floatChip(i, n int) (float64, float64) {
	step := floatBox.W / float64(max(n, 1))
	return floatBox.X + step*(float64(i)+0.5), floatBox.CY()
}

// floatDiameter is the diameter of a chip of the float.
const floatDiameter = 56.0

// stackDiameter is the diameter of the chips of the stake and the payment.
const stackDiameter = 50.0
