package menus

import (
	"slices"
	"strings"
	"testing"

	"sabot/locales"
	"sabot/scenes/draw"
	"sabot/scenes/scenetest"
)

// Issue 24: the history's help, right of its buttons, broke the Spanish
// key «Re Pág/Av Pág» in two, «Re» ending a line. In every language each
// line of the help is whole keys, each key once, in their order, and no
// line is wider than the room.
func TestHistoryHelpBreaksBetweenKeys(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	f := draw.NewFrame(1280, 800)
	face := draw.Face(a.Fonts.Regular, f.L(15))
	room := f.L(1240 - historyCSVB.X - historyCSVB.W - 24)
	for _, lang := range locales.Langs() {
		help := a.Bundle.Locale(lang).T(locales.HistoryHelp)
		keys := strings.Split(help, historyHelpSep)
		lines := historyHelpLines(face, help, f)
		var got []string
		for _, l := range lines {
			got = append(got, strings.Split(l, historyHelpSep)...)
			if w := draw.Width(face, l); w > room {
				t.Errorf("%s: %q %.0f wide in %.0f", lang, l, w, room)
			}
		}
		if !slices.Equal(got, keys) {
			t.Errorf("%s: the lines %q break the keys %q", lang, lines, keys)
		}
	}
}
