package draw

import "testing"

// FitLines keeps the size where the words fit on one line, wraps them
// where they do not, and shrinks only where the lines allowed are not
// enough; never below its minimum. The widths are measured here, not
// copied: "Blackjack clásico italiano" is wider than 120 at 15.
func TestFitLines(t *testing.T) {
	fonts, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	const s = "Blackjack clásico italiano"
	one := Width(Face(fonts.Bold, 15), s)
	cases := []struct {
		name     string
		width    float64
		maxLines int
		wantSize float64 // 0: between min and size, shrunk
		wantN    int
	}{
		{"fits on one line", one + 1, 2, 15, 1},
		{"wraps on two", 125, 2, 15, 2},
		{"one line allowed: shrinks", one * 0.9, 1, 0, 1},
		{"too narrow for any: the minimum", 30, 2, 12, 3},
	}
	for _, c := range cases {
		f, lines := FitLines(fonts.Bold, s, 15, 12, c.width, c.maxLines)
		if len(lines) != c.wantN {
			t.Errorf("%s: %d lines %q; want %d", c.name, len(lines), lines, c.wantN)
		}
		switch {
		case c.wantSize > 0 && f.Size != c.wantSize:
			t.Errorf("%s: size %.2f; want %.0f", c.name, f.Size, c.wantSize)
		case c.wantSize == 0 && (f.Size >= 15 || f.Size < 12):
			t.Errorf("%s: size %.2f; want between 12 and 15", c.name, f.Size)
		}
		if c.wantSize != 12 {
			for _, l := range lines {
				if w := Width(f, l); w > c.width {
					t.Errorf("%s: %q %.1f wide in %.1f", c.name, l, w, c.width)
				}
			}
		}
	}
}
