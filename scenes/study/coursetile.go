package study

import (
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"sabot/scenes/draw"
)

// A table's tile on the course map: its flag, its name on one or two
// lines, and under them its course's progress across the whole tile.
const (
	// courseTileReadable is the smallest size, in design units, a tile
	// writes at: the lessons' notes are at 15, the help line at 13.
	courseTileReadable = 12.0
	tileNameSize       = 15.0
	tileSubSize        = 13.0
	tilePad            = 10.0
	tileFlagW          = 30.0
	tileFlagH          = 20.0
	// tileLine is the step between two lines, in sizes of their type.
	tileLine = 1.2
)

// tileText is one line a tile writes, in design units: Y is the top of
// its line box, W its advance, H its line's height.
type tileText struct {
	S          string
	Src        *text.GoTextFaceSource
	Size       float64
	X, Y, W, H float64
	// Sub is the progress line, in the muted colour.
	Sub bool
}

// courseTileTexts lays out a tile rr: the name fitted on up to two lines
// right of the flag, the progress on one line under both, each no smaller
// than courseTileReadable where it fits at all; and the flag's rectangle.
func courseTileTexts(fonts *draw.Fonts, rr draw.R, name, sub string) (draw.R, []tileText) {
	nx := rr.X + tilePad + tileFlagW + 8
	nf, lines := draw.FitLines(fonts.Bold, name, tileNameSize, courseTileReadable, rr.X+rr.W-tilePad-nx, 2)
	sf, subLines := draw.FitLines(fonts.Regular, sub, tileSubSize, courseTileReadable, rr.W-2*tilePad, 1)
	nh, sh := nf.Size*tileLine, sf.Size*tileLine
	// The progress sits on the tile's foot; the name block is centred in
	// what is left above it, the flag beside the name.
	subY := rr.Y + rr.H - tilePad + 2 - sh
	top, bottom := rr.Y+tilePad-2, subY-2
	nameY := top + (bottom-top-nh*float64(len(lines)))/2
	flag := draw.R{X: rr.X + tilePad, Y: nameY + (nh*float64(len(lines))-tileFlagH)/2, W: tileFlagW, H: tileFlagH}
	var out []tileText
	for i, l := range lines {
		out = append(out, tileText{S: l, Src: fonts.Bold, Size: nf.Size, X: nx, Y: nameY + float64(i)*nh, W: draw.Width(nf, l), H: nh})
	}
	for i, l := range subLines {
		out = append(out, tileText{S: l, Src: fonts.Regular, Size: sf.Size, X: rr.X + tilePad, Y: subY + float64(i)*sh, W: draw.Width(sf, l), H: sh, Sub: true})
	}
	return flag, out
}
