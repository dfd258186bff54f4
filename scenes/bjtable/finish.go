package bjtable

import (
	"sabot/assets"
)

// A round brought back after the game was closed or crashed waits for the
// user's pending choice; at italian-online he may ask the game to finish it
// for him (the driver's finish.go says by which rule).

// canFinish reports whether the user may ask the game to finish the round
// for him now.
func (s *Table) canFinish() bool { return s.d.CanFinish() && s.userTurn() }

// finish hands the round to the game.
func (s *Table) finish() {
	if !s.canFinish() {
		return
	}
	s.d.StartFinishing()
	s.drain()
	s.app.Sound.Play(assets.Chip)
	s.dirty = true
}
