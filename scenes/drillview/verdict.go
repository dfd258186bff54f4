package drillview

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/scenes/draw"
)

// PaintVerdictHead paints a verdict's headline at the top of box, from x0: a
// disc and the title, rightTitle in the colour of a right answer or
// wrongTitle in the colour of a wrong one (each drill's own words). It
// returns the colour.
func PaintVerdictHead(dst *ebiten.Image, f draw.Frame, fonts *draw.Fonts, box draw.R, x0 float64, right bool, rightTitle, wrongTitle string) color.NRGBA {
	title, clr := wrongTitle, draw.Wrong
	if right {
		title, clr = rightTitle, draw.Right
	}
	draw.Disc(dst, f.X(x0+14), f.Y(box.Y+38), f.L(12), clr)
	draw.Text(dst, draw.Face(fonts.Bold, f.L(34)), title, f.X(x0+38), f.Y(box.Y+38), draw.Start, clr, true)
	return clr
}

// PaintHow paints, in box from x0 to x1, how to answer while the drill
// asks: the title, then the text wrapped under it. It returns the y below
// the text's last line.
func PaintHow(dst *ebiten.Image, f draw.Frame, fonts *draw.Fonts, box draw.R, x0, x1 float64, title, how string) float64 {
	draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(24)), title, f.X(x0), f.Y(box.Y+20), draw.Start, draw.Gold, false)
	face := draw.Face(fonts.Medium, f.L(17))
	y := box.Y + 66
	for _, l := range draw.Wrap(face, how, f.L(x1-x0)) {
		draw.Text(dst, face, l, f.X(x0), f.Y(y), draw.Start, draw.Muted, false)
		y += 25
	}
	return y
}
