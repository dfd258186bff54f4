package session

import (
	"sabot/locales"
)

// Mode is how the user sits at a table.
type Mode uint8

// The modes of the menu.
const (
	ModePlay    Mode = iota // play rounds against the dealer
	ModeTrainer             // play with the trainer on: every decision graded
	ModeDrills              // decision points only, graded, no betting
	ModeSchool              // be the dealer: every step checked
)

// Modes returns the modes in menu order (their values: the menu counts on
// it).
func Modes() []Mode { return []Mode{ModePlay, ModeTrainer, ModeDrills, ModeSchool} }

// Key returns the locale key of the mode's name.
func (m Mode) Key() locales.Key {
	switch m {
	case ModeTrainer:
		return locales.ModeTrainer
	case ModeDrills:
		return locales.ModeDrills
	case ModeSchool:
		return locales.ModeSchool
	}
	return locales.ModePlay
}

// Ready reports whether the mode can be chosen in this version.
func (m Mode) Ready() bool { return m <= ModeSchool }
