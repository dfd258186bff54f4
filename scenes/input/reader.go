package input

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Key repeat for the arrows, in ticks: the first repeat after repeatDelay,
// then one every repeatEvery.
const (
	repeatDelay = 24
	repeatEvery = 4
)

// Reader reads the keyboard and the mouse once per tick. Its buffer is
// reused: the slice Read returns is valid until the next Read.
type Reader struct {
	events []Event
	keys   int // how many of events are keys, first
	cursor image.Point
	wheel  float64
}

// Keys is how many of the events of the last Read came from the keyboard:
// they come first.
func (r *Reader) Keys() int { return r.keys }

// Read returns the events of this tick: the keys of the keymap just pressed
// (the arrows and page keys repeat while held), a left click on a target,
// and the mouse wheel as Up and Down. It also returns the cursor position.
func (r *Reader) Read(targets []Target) ([]Event, image.Point) {
	r.events = r.events[:0]
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	for _, b := range Keymap {
		if b.Shift != shift && b.Shift {
			continue
		}
		if inpututil.IsKeyJustPressed(b.Key) || repeats(b) {
			r.events = append(r.events, Event{Action: b.Action})
		}
	}
	r.keys = len(r.events)
	x, y := ebiten.CursorPosition()
	r.cursor = image.Pt(x, y)
	if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
		if e, ok := HitTest(targets, r.cursor); ok {
			r.events = append(r.events, e)
		}
	}
	_, dy := ebiten.Wheel()
	r.wheel += dy
	for r.wheel >= 1 {
		r.events = append(r.events, Event{Action: Up})
		r.wheel--
	}
	for r.wheel <= -1 {
		r.events = append(r.events, Event{Action: Down})
		r.wheel++
	}
	return r.events, r.cursor
}

// Holding reports whether a key that repeats while held (an arrow, a page
// key) is down: its repeats are counted in ticks, which must run.
func Holding() bool {
	for _, b := range Keymap {
		if repeatable(b.Action) && ebiten.IsKeyPressed(b.Key) {
			return true
		}
	}
	return false
}

func repeatable(a Action) bool {
	switch a {
	case Up, Down, Left, Right, PageUp, PageDown:
		return true
	}
	return false
}

func repeats(b Binding) bool {
	if !repeatable(b.Action) {
		return false
	}
	d := inpututil.KeyPressDuration(b.Key)
	return d > repeatDelay && (d-repeatDelay)%repeatEvery == 0
}
