package draw

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Shoe is the sabot seen from above, its mouth towards the dealer (left),
// with the stack of cards left in it and the cut card standing out at its
// depth. It keeps its picture in an image repainted only when the count of
// cards changes, so drawing it every frame does not allocate.
type Shoe struct {
	img                  *ebiten.Image
	capacity             int
	remaining, cutBehind int
	painted              bool
}

// NewShoe returns a shoe of w×h pixels for a pack of capacity cards.
func NewShoe(w, h, capacity int) *Shoe {
	return &Shoe{img: ebiten.NewImage(max(w, 8), max(h, 4)), capacity: max(capacity, 1)}
}

// Image returns the shoe's picture after Set.
func (s *Shoe) Image() *ebiten.Image { return s.img }

// Set shows remaining cards in the shoe and the cut card cutBehind cards
// from the back (cutBehind zero or more than remaining: no cut card in the
// shoe). It repaints only when something changed.
func (s *Shoe) Set(remaining, cutBehind int) {
	if s.painted && remaining == s.remaining && cutBehind == s.cutBehind {
		return
	}
	s.remaining, s.cutBehind, s.painted = remaining, cutBehind, true
	s.img.Clear()
	b := s.img.Bounds()
	PaintShoe(s.img, R{0, 0, float64(b.Dx()), float64(b.Dy())}, s.capacity, remaining, cutBehind)
}

// PaintShoe paints a shoe in r (pixels).
func PaintShoe(dst *ebiten.Image, r R, capacity, remaining, cutBehind int) {
	h := r.H
	body := R{r.X, r.Y + h*0.12, r.W, h * 0.8}
	RoundRect(dst, R{body.X + h*0.06, body.Y + h*0.08, body.W, body.H}, h*0.12, Shadow)
	dark := color.NRGBA{0x2a, 0x0c, 0x12, 0xff}
	RoundRect(dst, body, h*0.12, dark)
	RoundRectLine(dst, body, h*0.12, math.Max(1, h*0.03), color.NRGBA{0x6a, 0x26, 0x30, 0xff})
	// The well where the cards lie, and the stack itself, pushed to the
	// mouth on the left.
	well := R{body.X + body.W*0.16, body.Y + body.H*0.2, body.W * 0.78, body.H * 0.6}
	RoundRect(dst, well, h*0.05, color.NRGBA{0x12, 0x05, 0x08, 0xff})
	frac := math.Min(1, float64(remaining)/float64(max(capacity, 1)))
	stack := R{well.X + h*0.02, well.Y + h*0.03, (well.W - h*0.04) * frac, well.H - h*0.06}
	if stack.W > 0 {
		RoundRect(dst, stack, h*0.02, Paper)
		for x := stack.X + 2; x < stack.X+stack.W; x += math.Max(2, h*0.06) {
			Line(dst, x, stack.Y+1, x, stack.Y+stack.H-1, 0.7, color.NRGBA{0xc9, 0xc2, 0xb3, 0xff})
		}
		// The back of the last card is the deck's red back.
		RoundRect(dst, R{stack.X + stack.W - math.Max(2, h*0.05), stack.Y, math.Max(2, h*0.05), stack.H}, 1, color.NRGBA{0x8e, 0x14, 0x22, 0xff})
	}
	// The cut card: yellow plastic standing out above and below the stack.
	if cutBehind > 0 && cutBehind < remaining {
		x := stack.X + stack.W*float64(remaining-cutBehind)/float64(remaining)
		cw := math.Max(2.5, h*0.07)
		RoundRect(dst, R{x - cw/2, body.Y - h*0.1, cw, body.H + h*0.2}, cw*0.3, color.NRGBA{0xff, 0xcc, 0x1f, 0xff})
		RoundRectLine(dst, R{x - cw/2, body.Y - h*0.1, cw, body.H + h*0.2}, cw*0.3, 1, color.NRGBA{0x9a, 0x6a, 0x00, 0xff})
	}
	// The mouth: a slanted lip with a finger notch.
	var p = RoundRectPath(body.X, body.Y, body.W*0.16, body.H, h*0.12)
	Fill(dst, p, color.NRGBA{0x4a, 0x16, 0x20, 0xff})
	Disc(dst, body.X+body.W*0.08, body.Y+body.H/2, body.H*0.18, color.NRGBA{0x1a, 0x06, 0x0a, 0xff})
	Line(dst, body.X+body.W*0.16, body.Y+h*0.04, body.X+body.W*0.16, body.Y+body.H-h*0.04, math.Max(1, h*0.02), color.NRGBA{0x7a, 0x36, 0x40, 0xff})
}
