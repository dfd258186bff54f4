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
	// ModeSchoolExam is the dealer school's exam, chosen in the menu under
	// the Dealer school mode (not a mode button of its own): its settings
	// shown, then timed rounds, the incidents on, no hint, no take-back,
	// and the report at its end.
	ModeSchoolExam
)

// Modes returns the modes in menu order (their values: the menu counts on
// it); the exam is a choice under the Dealer school's.
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
	case ModeSchoolExam:
		return locales.ModeSchoolExam
	}
	return locales.ModePlay
}

// Ready reports whether the mode can be chosen in this version.
func (m Mode) Ready() bool { return m <= ModeSchoolExam }
