//go:build display

package scenes

import (
	"bytes"
	"image"
	"image/color"
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

// The App's final copy of its screen onto the window (DrawFinalScreen,
// BlendCopy onto the framebuffer Ebitengine filled with black) shows the
// very pixels Ebitengine's own (drawn over the black) would, at every
// screen with a clock, after a whole frame and after a clock's frame: the
// screen is opaque everywhere. Before the App is made, and when it draws
// every frame whole, Ebitengine's own draws.
func TestFinalCopyShowsTheSamePixels(t *testing.T) {
	w, h := draw.DesignW, draw.DesignH
	final := func(s *starter, screen *ebiten.Image) (own, copied []byte) {
		own, copied = make([]byte, 4*w*h), make([]byte, 4*w*h)
		inFrame(func() {
			fb := ebiten.NewImage(w, h)
			defer fb.Deallocate()
			fb.Fill(color.Black)
			ebiten.DefaultDrawFinalScreen(fb, screen, ebiten.GeoM{})
			fb.ReadPixels(own)
			fb.Fill(color.Black)
			s.DrawFinalScreen(fb, screen, ebiten.GeoM{})
			fb.ReadPixels(copied)
		})
		return own, copied
	}
	for _, goal := range clockGoals {
		t.Run(goal, func(t *testing.T) {
			a := restingAt(t, goal)
			s := &starter{ready: make(chan struct{}), game: a}
			close(s.ready)
			var screen *ebiten.Image
			inFrame(func() {
				screen = ebiten.NewImage(w, h)
				a.Draw(screen)
			})
			for _, frame := range []string{"a whole frame", "a clock's frame"} {
				if frame == "a clock's frame" {
					untilClock(t, a)
					inFrame(func() {
						if _, alone := a.clockOnly(screen); !alone {
							t.Fatal("the clock's next second was drawn whole")
						}
						a.Draw(screen)
					})
				}
				own, copied := final(s, screen)
				if n := differing(own, copied); n > 0 {
					t.Errorf("after %s, the final copy differs from Ebitengine's in %d pixels", frame, n)
				}
			}
		})
	}
	t.Run("not partial", func(t *testing.T) {
		a := restingAt(t, "school")
		a.partial = false
		s := &starter{ready: make(chan struct{}), game: a}
		close(s.ready)
		var screen *ebiten.Image
		inFrame(func() {
			screen = ebiten.NewImage(w, h)
			screen.Fill(color.RGBA{0, 0, 0x40, 0x40}) // see-through: drawn over, not copied
		})
		own, copied := final(s, screen)
		if n := differing(own, copied); n > 0 {
			t.Errorf("the App drawing whole frames: the final copy differs from Ebitengine's in %d pixels", n)
		}
	})
}

// differing counts the pixels that differ between two RGBA buffers.
func differing(a, b []byte) int {
	n := 0
	for i := 0; i+3 < len(a); i += 4 {
		if !bytes.Equal(a[i:i+4], b[i:i+4]) {
			n++
		}
	}
	return n
}
