package drillview

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/scenes/draw"
)

// PaintVerdictHead paints a verdict's headline at the top of box, from x0: a
// disc and the title, in the colour of a right answer or a wrong one (the
// title is the drill's own word for it). It returns the colour.
func PaintVerdictHead(dst *ebiten.Image, f draw.Frame, fonts *draw.Fonts, box draw.R, x0 float64, right bool, title string) color.NRGBA {
	clr := draw.Wrong
	if right {
		clr = draw.Right
	}
	draw.Disc(dst, f.X(x0+14), f.Y(box.Y+38), f.L(12), clr)
	draw.Text(dst, draw.Face(fonts.Bold, f.L(34)), title, f.X(x0+38), f.Y(box.Y+38), draw.Start, clr, true)
	return clr
}
