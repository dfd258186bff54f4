package session

import (
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
