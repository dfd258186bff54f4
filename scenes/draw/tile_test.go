package draw

import (
	"testing"

	"sabot/locales"
)

// Issue 24: the drills' tile of the EV lost wrote «apuestas cada 100
// respuestas» at about 8 units to fit its one line. A score tile's last
// line, in every language, is written at tileSubReadable or more, on at
// most two lines, inside the tile (142 by 88, the drills' tiles).
func TestTileLastLineReadable(t *testing.T) {
	fonts, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	r := R{X: 640, Y: 26, W: 142, H: 88}
	for _, lang := range locales.Langs() {
		loc := b.Locale(lang)
		for _, sub := range []string{loc.T(locales.DrillScorePer100), loc.T(locales.DrillScoreFastest, "12,5 s"), loc.T(locales.DrillScoreBest, 1000)} {
			face, lines, ys := Tile{Sub: sub}.subLines(fonts, r)
			if face.Size < tileSubReadable || len(lines) > 2 {
				t.Errorf("%s %q: %d lines at %.1f", lang, sub, len(lines), face.Size)
			}
			m := face.Metrics()
			for i, l := range lines {
				if w := Width(face, l); w > r.W-20 || ys[i]+m.HAscent+m.HDescent > r.Y+r.H-2 {
					t.Errorf("%s %q: %q %.0f wide from %.0f, out of the tile %+v", lang, sub, l, w, ys[i], r)
				}
			}
		}
	}
}
