// Package input turns the keyboard and the mouse into named actions.
//
// Every key the game knows is in one keymap (keymap.go); every click lands
// on a Target that a scene laid out, and becomes that target's Event. The
// scenes only ever see Events, so tests drive them by injecting Events, with
// no window and no keyboard.
package input
