package web

// Inputs is what holds the game's input, as the hooks tell it: the input
// events held for the screen (during a fade or an animation) and whether
// the screens are changing. The App provides it.
type Inputs interface {
	HeldInputs() int
	Fading() bool
}
