package scenes

import (
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"sabot/scenes/draw"
)

// fitFace returns the largest face not above size at which s fits in width
// (pixels). draw.Fit scales the size in proportion, but the measured width
// of a face does not shrink in proportion at every size (it moves in steps),
// so a long Italian or Spanish line could still overflow by a few pixels;
// this steps down until it fits.
func fitFace(src *text.GoTextFaceSource, s string, size, width float64) *text.GoTextFace {
	f := draw.Fit(src, s, size, width)
	for f.Size > 6 && draw.Width(f, s) > width {
		f.Size = max(6, f.Size-0.25)
	}
	return f
}
