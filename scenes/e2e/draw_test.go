//go:build display

package e2e

import (
	"testing"

	"sabot/scenes/input"
)

// Draw only reads: once a scene is laid out, drawing it allocates nothing,
// frame after frame.
func TestDrawDoesNotAllocate(t *testing.T) {
	l := newLocal(t, 1)
	l.step(60)
	l.drawAllocs("menu", 20, 0)
	l.step(40, input.Event{Action: input.Settings})
	l.drawAllocs("settings", 20, 0)
	l.step(40, input.Event{Action: input.Back})
	l.step(40, input.Event{Action: input.Rules})
	l.drawAllocs("rule sheet", 20, 0)
}
