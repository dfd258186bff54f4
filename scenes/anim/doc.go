// Package anim runs a scene's animations as a queue of tasks counted in
// ticks, as Ebitengine's 2048 example does: the scene steps the queue in
// Update, and while the queue is not empty the scene manager holds the
// user's input, so nothing is decided while a card is still sliding.
//
// Time is ticks, never the wall clock: at 60 ticks per second a tween of 30
// ticks lasts half a second, and tests step it exactly. The game speed
// setting scales durations through Scale.
package anim
