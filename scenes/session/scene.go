package session

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/scenes/input"
)

// Scene is one screen of the game.
type Scene interface {
	// Layout (re)builds what the scene caches for the App's current frame
	// and language. It is called when the scene starts and whenever the
	// window size or the language changes.
	Layout(c *Context)
	// Update advances the scene by one tick with the tick's events.
	Update(c *Context, events []input.Event) error
	// Draw draws the scene. It only reads the scene's state.
	Draw(screen *ebiten.Image)
	// Targets are the scene's clickable areas in screen pixels, topmost
	// last.
	Targets() []input.Target
}

// Busy is implemented by a scene whose animations must finish before it
// takes input: while Busy reports true, the manager holds the events.
type Busy interface {
	Busy() bool
}

// Still is implemented by a scene that can tell when it only waits for the
// user: nothing on it moves or counts down, and nothing it waits for is
// computed elsewhere, so that its Update would change nothing until a key,
// a click or the mouse comes. The App then asks for no frame until one
// does (Ebitengine's FPSModeVsyncOffMinimum), and the machine rests. A
// scene that does not implement Still is given a frame every tick.
type Still interface {
	Still() bool
}

// Clock is implemented by a scene with a clock on screen (the dealer
// school's seconds, a drill's timer) that is still between two changes of
// its figure: NextChange is the Context's Tick at which the figure next
// changes, 0 for none. While the scene is still, the App asks for one frame
// then, and that frame's Update comes with the ticks slept (Context.Passed),
// so that the clock counts the time that went by.
type Clock interface {
	NextChange() int64
}

// ClockFace is implemented by a Clock scene that can tell where its clock's
// figure is drawn and whether anything else on it changed: ClockFace
// returns the figure's rectangle in screen pixels and a count of the
// scene's repaints of everything else. While the scene is still and the
// count stays the same, the next frame differs from the one drawn last
// only inside the rectangle, and the App draws that rectangle alone (in
// the window, whose screen it does not clear between frames): a second of
// the school's clock costs a few thousand pixels, not a whole frame.
type ClockFace interface {
	Clock
	ClockFace() (figure image.Rectangle, repaints uint64)
}
