package progress

import (
	"testing"

	"sabot/locales"
	"sabot/scenes/draw"
	"sabot/scenes/scenetest"
)

// Issue 24: the progress page's headline wrote «apuestas perdidas cada 100
// decisiones» at about 9 units to fit one line under its figure. Each
// headline's caption, in every language, is written at statsCaptionMin or
// more, on at most two lines, none wider than statsCaptionW.
func TestStatsHeadlineCaptionsReadable(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	for _, lang := range locales.Langs() {
		loc := a.Bundle.Locale(lang)
		for _, c := range []string{loc.T(locales.StatsAccuracyCaption), loc.T(locales.StatsLostCaption)} {
			face, lines := headlineCaption(a.Fonts, c)
			if face.Size < statsCaptionMin || len(lines) > 2 {
				t.Errorf("%s %q: %d lines at %.1f", lang, c, len(lines), face.Size)
			}
			for _, l := range lines {
				if w := draw.Width(face, l); w > statsCaptionW {
					t.Errorf("%s %q: %q %.0f wide", lang, c, l, w)
				}
			}
		}
	}
}
