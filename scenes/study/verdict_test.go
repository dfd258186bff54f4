package study

import (
	"testing"

	"sabot/locales"
	"sabot/scenes/draw"
)

// The verdict of a lesson names the rule of the coup just answered. The
// longest of them, the Tabella's row for a Banco of 3 («2-3-4-5-6-7, …
// 1-8-9-10»), once fitted on one line shrank out of sight; every rule, in
// every language, must read at 12 pixels or more, in at most three lines,
// inside the verdict's box and left of its button.
func TestVerdictRuleReadsInEveryLanguage(t *testing.T) {
	fonts, err := draw.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	bundle, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	box := lessonVerdict
	width := box.W - 48 - 220 // x1-x0-220, as paintVerdict gives it
	for _, lang := range locales.Langs() {
		loc := bundle.Locale(lang)
		rules := []string{
			loc.T(locales.LessonWhyNatural),
			loc.T(locales.LessonCost, loc.Fixed(1.25, 2)),
			loc.T(locales.DDrillWhyBancoNoCall),
			loc.T(locales.DDrillWhyBanco02),
			loc.T(locales.DDrillWhyBanco3),
			loc.T(locales.DDrillWhyBanco4),
			loc.T(locales.DDrillWhyBanco5),
			loc.T(locales.DDrillWhyBanco6),
			loc.T(locales.DDrillWhyBanco7),
		}
		for p := 0; p <= 7; p++ {
			rules = append(rules, loc.T(locales.DDrillWhyCarta, p), loc.T(locales.DDrillWhyNoCarta, p))
		}
		for _, rule := range rules {
			face, lines, lead := verdictRule(fonts, rule, 1, width)
			if face.Size < 12 {
				t.Errorf("%s: %q drawn at %.2f px, under the readable 12", lang, rule, face.Size)
			}
			if len(lines) > 3 {
				t.Errorf("%s: %q takes %d lines, more than three", lang, rule, len(lines))
			}
			for _, l := range lines {
				if w := draw.Width(face, l); w > width {
					t.Errorf("%s: line %q is %.0f px wide, over the %.0f left of the button", lang, l, w, width)
				}
			}
			if bottom := 108 + float64(len(lines)-1)*lead + face.Size/2; bottom > box.H {
				t.Errorf("%s: %q ends %.0f px into a box %.0f high", lang, rule, bottom, box.H)
			}
		}
	}
}
