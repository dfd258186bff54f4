package dealerdrill

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/anim"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/widget"
)

// view is what the scene shows: a background layer of the slow shapes (the
// panels, the felt), a layer of everything else painted when something
// changes, and the timer, its figures an image repainted each tenth of a
// second. Draw only draws them.
type view struct {
	bg       widget.Layer
	bgPicked bool // bg shows a drill's page, not the picking page
	layer    widget.Layer
	timer    *ebiten.Image // the timer's figures, repainted each tenth of a second
	tenth    int           // the figure painted in timer, in tenths of a second (timerFigure)
	targets  []input.Target
	hovered  int
	dirty    bool

	deck    *draw.Deck // the cards of the payout felt
	bigDeck *draw.Deck // the Tabella's cards
	floatC  map[rules.Money]*ebiten.Image
	stackC  map[rules.Money]*ebiten.Image
	pixel   *ebiten.Image // one white pixel, for the timer's bar
	dealt   int           // ticks since the question was dealt
	op      ebiten.DrawImageOptions
	// repaints counts the repaints of the layers (session.ClockFace).
	repaints uint64
}

func (v *view) init() { v.hovered, v.tenth = -1, -1 }

// layout rebuilds everything for the frame and the language.
func (v *view) layout(s *Scene) {
	a := s.app
	f := a.Frame
	v.deck = a.Deck(cardW)
	v.bigDeck = a.Deck(tabCardW)
	if v.pixel == nil {
		v.pixel = ebiten.NewImage(1, 1)
		v.pixel.Fill(color.White)
	}
	v.floatC = v.paintChips(s, v.floatC, f.L(floatDiameter))
	v.stackC = v.paintChips(s, v.stackC, f.L(stackDiameter))
	v.tenth = -1
	v.paintBackground(s)
	v.paint(s)
}

// paintChips paints a chip of each of the table's chips at a diameter in
// pixels, the images of the last size let go.
func (v *view) paintChips(s *Scene, old map[rules.Money]*ebiten.Image, d float64) map[rules.Money]*ebiten.Image {
	for _, img := range old {
		img.Deallocate()
	}
	out := map[rules.Money]*ebiten.Image{}
	n := max(int(d+0.5), 8)
	for _, c := range s.chips {
		img := ebiten.NewImage(n, n)
		draw.PaintChip(img, s.app.Fonts, s.app.Loc, c, float64(n)/2, float64(n)/2, float64(n)/2)
		out[c] = img
	}
	return out
}

// asked starts showing a new question.
func (v *view) asked(s *Scene) {
	v.dealt = 0
	v.tenth = -1
	v.dirty = true
}

// update follows the mouse and the timer, and repaints what changed.
func (v *view) update(s *Scene) {
	a := s.app
	if h := widget.Hover(v.targets, a.Cursor); h != v.hovered {
		v.hovered, v.dirty = h, true
	}
	v.dealt++
	if s.phase == phAsk {
		if t := timerFigure(s.ticks); t != v.tenth {
			v.tenth = t
			v.paintTimer(s)
		}
	}
	if v.dirty {
		v.paint(s)
	}
}

// paintTimer paints the seconds the question has been on screen.
func (v *view) paintTimer(s *Scene) {
	a := s.app
	f := a.Frame
	w, h := max(int(f.L(120)), 1), max(int(f.L(30)), 1)
	if v.timer == nil || v.timer.Bounds().Dx() != w || v.timer.Bounds().Dy() != h {
		if v.timer != nil {
			v.timer.Deallocate()
		}
		v.timer = ebiten.NewImage(w, h)
	}
	dst := v.timer
	dst.Clear()
	txt := timerText(a.Loc, v.tenth)
	draw.Text(dst, draw.Face(a.Fonts.Bold, f.L(18)), txt, 0, f.L(15), draw.Start, draw.Cream, true)
}

// timerFigure is the timer's figure for a question on screen for ticks, in
// tenths of a second: the tenths while its bar fills, the whole seconds
// once it is full (timerFull), so that a question left unanswered asks
// for a frame a second, not ten (session.Clock).
func timerFigure(ticks int) int {
	t := int(seconds(float64(ticks)) * 10)
	if seconds(float64(ticks)) >= timerFull {
		t -= t % 10
	}
	return t
}

// timerText is the timer's figure, given in tenths of a second, as shown:
// "9.9 s", then "10 s" once the bar is full.
func timerText(loc *locales.Locale, tenths int) string {
	decimals := 1
	if float64(tenths)/10 >= timerFull {
		decimals = 0
	}
	return loc.T(locales.DDrillSeconds, loc.Fixed(float64(tenths)/10, decimals))
}

// timerAt is where the timer's figures are drawn, in screen pixels.
func timerAt(f draw.Frame) image.Point {
	return image.Pt(int(math.Round(f.X(feltBox.CX()+timerW/2-24))), int(math.Round(f.Y(timerY)-f.L(15))))
}

// The timer's bar: full after timerFull seconds, turning red after
// timerSlow.
const (
	timerFull = 10.0
	timerSlow = 6.0
)

// timerBed is the colour of the timer's empty bar.
var timerBed = color.NRGBA{0x08, 0x3e, 0x27, 0xff}

// paintBackground paints what stays during a drill or the picking page:
// the panels and the felt.
func (v *view) paintBackground(s *Scene) {
	a := s.app
	f := a.Frame
	v.bgPicked = s.phase != phPick
	dst := v.bg.Begin(f)
	if !v.bgPicked {
		draw.Panel(dst, f.Screen(pickPanel), f.L(16))
		return
	}
	for i := 0; i < 4; i++ {
		draw.Panel(dst, f.Screen(tileRect(i)), f.L(10))
	}
	draw.MiniFelt(dst, f, feltBox)
	draw.Panel(dst, f.Screen(verdictBox), f.L(16))
	draw.Panel(dst, f.Screen(recentBox), f.L(16))
}

// paint repaints the layer and the targets (and the background when the
// page changed).
func (v *view) paint(s *Scene) {
	v.dirty = false
	v.repaints++
	a := s.app
	if v.bgPicked != (s.phase != phPick) || !v.bg.Painted() {
		v.paintBackground(s)
	}
	dst := v.layer.Begin(a.Frame)
	v.targets = v.targets[:0]
	v.paintHeader(s, dst)
	if s.phase == phPick {
		v.paintPick(s, dst)
		return
	}
	switch {
	case s.phase == phOver:
		v.paintOver(s, dst)
	case s.kind == drillPayout:
		v.paintPayout(s, dst)
	case s.kind == drillOrder:
		v.paintOrder(s, dst)
	case s.kind == drillQuiz:
		v.paintQuiz(s, dst)
	default:
		v.paintTabella(s, dst)
	}
	v.paintAnswers(s, dst)
	v.paintVerdict(s, dst)
	v.paintRecent(s, dst)
	v.paintBottom(s, dst)
}

// target adds a click target in design units.
func (v *view) target(s *Scene, r draw.R, ev input.Event) {
	v.targets = append(v.targets, input.Target{Rect: s.app.Frame.Rect(r), Event: ev})
}

// button paints a button and adds its target; a normal button under the
// mouse is lit.
func (v *view) button(s *Scene, dst *ebiten.Image, r draw.R, label string, key input.Action, ev input.Event, st draw.ButtonState) {
	a := s.app
	k := ""
	if key != input.None {
		k = input.Label(a.Loc, key)
	}
	v.targets = widget.AddButton(dst, a.Fonts, a.Frame, v.targets, v.hovered, widget.Button{R: r, Label: label, Key: k, Event: ev, Look: st})
}

// draw draws the scene: the layers, the cards sliding in, the timer.
func (v *view) draw(s *Scene, screen *ebiten.Image) {
	a := s.app
	a.DrawBackdrop(screen)
	v.bg.Draw(screen)
	v.layer.Draw(screen)
	if s.phase != phAsk {
		return
	}
	f := a.Frame
	sec := seconds(float64(s.ticks))
	x0 := feltBox.CX() - timerW/2 - 40
	v.bar(screen, f, x0, timerW, timerBed)
	clr := draw.Gold
	if sec > timerSlow {
		clr = draw.Wrong
	}
	// The bar grows in from the left as the question is dealt.
	in := anim.EaseOut(math.Min(1, float64(v.dealt)/12))
	v.bar(screen, f, x0, in*timerW*math.Min(1, sec/timerFull), clr)
	if v.timer != nil && v.tenth >= 0 {
		at := timerAt(f)
		v.op.GeoM.Reset()
		v.op.GeoM.Translate(float64(at.X), float64(at.Y))
		v.op.ColorScale.Reset()
		screen.DrawImage(v.timer, &v.op)
	}
}

// bar draws a part of the timer's bar, w design units long from x (an
// opaque colour, so nothing allocates).
func (v *view) bar(screen *ebiten.Image, f draw.Frame, x, w float64, clr color.NRGBA) {
	if w <= 0 || v.pixel == nil {
		return
	}
	h := math.Max(2, f.L(6))
	v.op.GeoM.Reset()
	v.op.GeoM.Scale(f.L(w), h)
	v.op.GeoM.Translate(f.X(x), f.Y(timerY)-h/2)
	v.op.ColorScale.Reset()
	v.op.ColorScale.Scale(float32(clr.R)/0xff, float32(clr.G)/0xff, float32(clr.B)/0xff, 1)
	screen.DrawImage(v.pixel, &v.op)
}
