package draw

import (
	"image"
	"math"
)

// The design canvas: every position in Sabot's scenes is given in these
// units.
const (
	DesignW = 1280
	DesignH = 800
)

// Frame maps design units to screen pixels: a uniform scale S and an offset
// that centres the design canvas on a screen of W×H pixels.
type Frame struct {
	W, H   int
	S      float64
	OX, OY float64
}

// NewFrame returns the frame of a screen of w×h pixels.
func NewFrame(w, h int) Frame {
	w, h = max(w, 1), max(h, 1)
	s := math.Min(float64(w)/DesignW, float64(h)/DesignH)
	return Frame{W: w, H: h, S: s, OX: (float64(w) - DesignW*s) / 2, OY: (float64(h) - DesignH*s) / 2}
}

// X maps a design x to a screen x.
func (f Frame) X(x float64) float64 { return f.OX + x*f.S }

// Y maps a design y to a screen y.
func (f Frame) Y(y float64) float64 { return f.OY + y*f.S }

// L maps a design length to screen pixels.
func (f Frame) L(l float64) float64 { return l * f.S }

// R is a rectangle in design units.
type R struct{ X, Y, W, H float64 }

// Screen returns the rectangle in screen pixels, as float values.
func (f Frame) Screen(r R) R { return R{f.X(r.X), f.Y(r.Y), f.L(r.W), f.L(r.H)} }

// Rect returns the rectangle in whole screen pixels, for click targets.
func (f Frame) Rect(r R) image.Rectangle {
	s := f.Screen(r)
	return image.Rect(int(math.Floor(s.X)), int(math.Floor(s.Y)), int(math.Ceil(s.X+s.W)), int(math.Ceil(s.Y+s.H)))
}

// Inset returns r shrunk by d on every side.
func (r R) Inset(d float64) R { return R{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// CX and CY are the centre of r.
func (r R) CX() float64 { return r.X + r.W/2 }

// CY is the vertical centre of r.
func (r R) CY() float64 { return r.Y + r.H/2 }
