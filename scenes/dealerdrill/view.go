package dealerdrill

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/anim"
	"sabot/scenes/draw"
	"sabot/scenes/drillview"
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
	timer    drillview.Timer
	targets  []input.Target
	hovered  int
	dirty    bool

	deck    *draw.Deck // the cards of the payout felt
	bigDeck *draw.Deck // the Tabella's cards
	floatC  map[rules.Money]*ebiten.Image
	stackC  map[rules.Money]*ebiten.Image
	dealt   int // ticks since the question was dealt
	op      ebiten.DrawImageOptions
	// repaints counts the repaints of the layers (session.ClockFace).
	repaints uint64
}

func (v *view) init() {
	v.hovered = -1
	v.timer = drillview.Timer{Full: timerFull, Slow: timerSlow, Seconds: locales.DDrillSeconds}
	v.timer.Reset()
}

// layout rebuilds everything for the frame and the language.
func (v *view) layout(s *Scene) {
	a := s.app
	f := a.Frame
	v.deck = a.Deck(cardW)
	v.bigDeck = a.Deck(tabCardW)
	v.floatC = v.paintChips(s, v.floatC, f.L(floatDiameter))
	v.stackC = v.paintChips(s, v.stackC, f.L(stackDiameter))
	v.timer.Reset()
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
	v.timer.Reset()
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
		v.timer.Update(a.Frame, a.Fonts, a.Loc, s.ticks)
	}
	if v.dirty {
		v.paint(s)
	}
}

// The timer's bar: full after timerFull seconds, turning red after
// timerSlow.
const (
	timerFull = 10.0
	timerSlow = 6.0
)

// paintBackground paints what stays during a drill or the picking page:
// the panels and the felt.
func (v *view) paintBackground(s *Scene) {
	a := s.app
	f := a.Frame
	v.bgPicked = s.phase != phPick
	drillview.PaintBackground(v.bg.Begin(f), f, v.bgPicked)
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
	// The bar grows in from the left as the question is dealt.
	in := anim.EaseOut(math.Min(1, float64(v.dealt)/12))
	v.timer.Draw(screen, a.Frame, s.ticks, in)
}
