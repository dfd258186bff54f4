package page

import (
	"sabot/locales"
	"sabot/tutor/learner"
)

// PercentOrDash is an accuracy in percent, or a dash with no decision.
func PercentOrDash(loc *locales.Locale, c learner.Counts) string {
	if c.Decisions == 0 {
		return "—"
	}
	return loc.T(locales.FmtPercent, loc.Fixed(100*c.Accuracy(), 0))
}

// CountModes are the counting drills in the order their setup offers them.
var CountModes = []learner.CountMode{learner.CountCards, learner.CountRound, learner.CountTrue}

// CountModeKey is the locale key of a counting drill's name.
func CountModeKey(m learner.CountMode) locales.Key {
	switch m {
	case learner.CountRound:
		return locales.CountModeRound
	case learner.CountTrue:
		return locales.CountModeTrue
	}
	return locales.CountModeCards
}
