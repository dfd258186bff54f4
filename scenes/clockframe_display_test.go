//go:build display

package scenes

import (
	"bytes"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/scenes/draw"
)

// The frame of a clock's next figure, drawn alone onto the frame before,
// is pixel for pixel the whole frame, on every screen with a clock (the
// dealer school's blackjack, Punto Banco and exam, a drill's and a
// dealer's drill's question): the clipped draws give the figure's
// rectangle the pixels of a whole frame and leave every other pixel as it
// was; the rectangle itself did change (the figure is new).
func TestClockFrameIsTheWholeFrame(t *testing.T) {
	for _, goal := range clockGoals {
		t.Run(goal, func(t *testing.T) {
			a := restingAt(t, goal)
			w, h := draw.DesignW, draw.DesignH
			var screen, whole *ebiten.Image
			before := make([]byte, 4*w*h)
			inFrame(func() {
				screen, whole = ebiten.NewImage(w, h), ebiten.NewImage(w, h)
				a.Draw(screen)
				screen.ReadPixels(before)
			})
			untilClock(t, a)
			got, want := make([]byte, 4*w*h), make([]byte, 4*w*h)
			var r image.Rectangle
			var alone bool
			inFrame(func() {
				r, alone = a.clockOnly(screen)
				a.Draw(screen)
				screen.ReadPixels(got)
				a.partial = false
				a.Draw(whole)
				whole.ReadPixels(want)
			})
			if !alone {
				t.Fatal("the clock's next second was drawn whole")
			}
			if !bytes.Equal(got, want) {
				n, first := 0, image.Point{-1, -1}
				for i := 0; i < len(got); i += 4 {
					if !bytes.Equal(got[i:i+4], want[i:i+4]) {
						if n == 0 {
							first = image.Pt(i/4%w, i/4/w)
						}
						n++
					}
				}
				t.Fatalf("the clock's frame differs from the whole frame at %d pixels, the first at %v (the clock's rectangle %v)", n, first, r)
			}
			changed, outside := 0, 0
			for i := 0; i < len(got); i += 4 {
				if bytes.Equal(got[i:i+4], before[i:i+4]) {
					continue
				}
				if image.Pt(i/4%w, i/4/w).In(r) {
					changed++
				} else {
					outside++
				}
			}
			if changed == 0 || outside > 0 {
				t.Errorf("from one second to the next, %d pixels changed in the clock's rectangle %v and %d outside it", changed, r, outside)
			}
		})
	}
}
