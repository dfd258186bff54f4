package page

import (
	"sabot/locales"
	"sabot/tutor"
)

// PercentOrDash is an accuracy in percent, or a dash with no decision.
func PercentOrDash(loc *locales.Locale, c tutor.Counts) string {
	if c.Decisions == 0 {
		return "—"
	}
	return loc.T(locales.FmtPercent, loc.Fixed(100*c.Accuracy(), 0))
}

// CountModes are the counting drills in the order their setup offers them.
var CountModes = []tutor.CountMode{tutor.CountCards, tutor.CountRound, tutor.CountTrue}

// CountModeKey is the locale key of a counting drill's name.
func CountModeKey(m tutor.CountMode) locales.Key {
	switch m {
	case tutor.CountRound:
		return locales.CountModeRound
	case tutor.CountTrue:
		return locales.CountModeTrue
	}
	return locales.CountModeCards
}
