package drillview

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
	"sabot/scenes/draw"
)

// Seconds converts ticks to seconds.
func Seconds(ticks float64) float64 { return ticks / float64(ebiten.DefaultTPS) }

// Timer is the time a question has waited: a bar under the felt that fills
// in Full seconds, gold and then red after Slow, with its figures beside it
// ("7.9 s", then whole seconds once it is full). The zero Timer with Full,
// Slow and Seconds set is ready; Reset it when a question is dealt.
type Timer struct {
	// Full is when the bar is full, Slow when it turns red, in seconds.
	Full, Slow float64
	// Seconds is the locale's key of a time in seconds ("{0} s").
	Seconds locales.Key

	img   *ebiten.Image // the figures, repainted when they change
	tenth int           // the figure painted in img, in tenths of a second (Figure); -1 for none
	pixel *ebiten.Image // one white pixel, for the bar
	op    ebiten.DrawImageOptions
}

// Reset forgets the figure painted: the next Update paints it anew.
func (t *Timer) Reset() { t.tenth = -1 }

// Figure is the timer's figure for a question on screen for ticks, in
// tenths of a second: the tenths while its bar fills, the whole seconds
// once it is full, so that a question left unanswered asks for a frame a
// second, not ten (session.Clock).
func (t *Timer) Figure(ticks int) int {
	n := int(Seconds(float64(ticks)) * 10)
	if t.IsFull(ticks) {
		n -= n % 10
	}
	return n
}

// IsFull tells whether the bar is full after ticks: its figures then
// change once a second.
func (t *Timer) IsFull(ticks int) bool { return Seconds(float64(ticks)) >= t.Full }

// Text is the timer's figure, given in tenths of a second, as shown: "7.9
// s", then "8 s" once the bar is full.
func (t *Timer) Text(loc *locales.Locale, tenths int) string {
	decimals := 1
	if float64(tenths)/10 >= t.Full {
		decimals = 0
	}
	return loc.T(t.Seconds, loc.Fixed(float64(tenths)/10, decimals))
}

// Painted is the figure painted, in tenths of a second, or -1.
func (t *Timer) Painted() int { return t.tenth }

// Update repaints the figures when the figure for ticks is not the one
// painted.
func (t *Timer) Update(f draw.Frame, fonts *draw.Fonts, loc *locales.Locale, ticks int) {
	if t.pixel == nil {
		t.pixel = ebiten.NewImage(1, 1)
		t.pixel.Fill(color.White)
	}
	if n := t.Figure(ticks); n != t.tenth {
		t.tenth = n
		t.paint(f, fonts, loc)
	}
}

// paint paints the figures of the painted tenth.
func (t *Timer) paint(f draw.Frame, fonts *draw.Fonts, loc *locales.Locale) {
	w, h := max(int(f.L(120)), 1), max(int(f.L(30)), 1)
	if t.img == nil || t.img.Bounds().Dx() != w || t.img.Bounds().Dy() != h {
		if t.img != nil {
			t.img.Deallocate()
		}
		t.img = ebiten.NewImage(w, h)
	}
	t.img.Clear()
	draw.Text(t.img, draw.Face(fonts.Bold, f.L(18)), t.Text(loc, t.tenth), 0, f.L(15), draw.Start, draw.Cream, true)
}

// at is where the figures are drawn, in screen pixels.
func at(f draw.Frame) image.Point {
	return image.Pt(int(math.Round(f.X(Felt.CX()+TimerW/2-24))), int(math.Round(f.Y(TimerY)-f.L(15))))
}

// Face is where the figures are on screen (session.ClockFace), and false
// when none are painted.
func (t *Timer) Face(f draw.Frame) (image.Rectangle, bool) {
	if t.img == nil || t.tenth < 0 {
		return image.Rectangle{}, false
	}
	return t.img.Bounds().Add(at(f)), true
}

// NextChange is the tick of the next figure, now being the current tick and
// ticks the question's: its next tenth of a second while the bar fills, its
// next second once it is full (session.Clock).
func (t *Timer) NextChange(now int64, ticks int) int64 {
	step := ebiten.DefaultTPS / 10
	if t.IsFull(ticks) {
		step = ebiten.DefaultTPS
	}
	return now + int64(step-ticks%step)
}

// Draw draws the bar after ticks, grown in to the part grow (0 to 1) of its
// length, and the figures.
func (t *Timer) Draw(screen *ebiten.Image, f draw.Frame, ticks int, grow float64) {
	sec := Seconds(float64(ticks))
	x0 := Felt.CX() - TimerW/2 - 40
	t.bar(screen, f, x0, TimerW, TimerBed)
	clr := draw.Gold
	if sec > t.Slow {
		clr = draw.Wrong
	}
	t.bar(screen, f, x0, grow*TimerW*math.Min(1, sec/t.Full), clr)
	if t.img != nil && t.tenth >= 0 {
		p := at(f)
		t.op.GeoM.Reset()
		t.op.GeoM.Translate(float64(p.X), float64(p.Y))
		t.op.ColorScale.Reset()
		screen.DrawImage(t.img, &t.op)
	}
}

// bar draws a part of the bar, w design units long from x (an opaque
// colour: no conversion to an interface, so nothing allocates).
func (t *Timer) bar(screen *ebiten.Image, f draw.Frame, x, w float64, clr color.NRGBA) {
	if w <= 0 || t.pixel == nil {
		return
	}
	h := math.Max(2, f.L(6))
	t.op.GeoM.Reset()
	t.op.GeoM.Scale(f.L(w), h)
	t.op.GeoM.Translate(f.X(x), f.Y(TimerY)-h/2)
	t.op.ColorScale.Reset()
	t.op.ColorScale.Scale(float32(clr.R)/0xff, float32(clr.G)/0xff, float32(clr.B)/0xff, 1)
	screen.DrawImage(t.pixel, &t.op)
}
