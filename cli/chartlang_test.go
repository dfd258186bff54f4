package cli

import (
	"strings"
	"testing"
)

// textCell returns the cell of a text chart at row hand (of the section
// that comes first) and up-card column up ("2".."10", "A").
func textCell(t *testing.T, text, section, hand, up string) string {
	t.Helper()
	var cols []string
	in := false
	for _, line := range strings.Split(text, "\n") {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if f[0] == section {
			cols, in = f[1:], true
			continue
		}
		if in && f[0] == hand {
			for i, c := range cols {
				if c == up && i+1 < len(f) {
					return f[i+1]
				}
			}
		}
	}
	t.Fatalf("no cell %s %s against %s in:\n%s", section, hand, up, text)
	return ""
}

// sabot chart writes the chart in the letters of -lang: the English books'
// by default, Italian T/S/R/P, Spanish C/S/D/A (never another play's
// key: the keyboard's D doubles, its P splits); the online table's
// published chart keeps its casino's T/S/R/D in every language (seeds/003:
// "T = tiro, S = sto, R = raddoppio, D = divido (Split)"). The plays are the
// books' at these cells: 11 against 6 doubles, 16 against 10 hits, 8-8
// against 6 splits, hard 17 stands.
func TestChart_LettersOfTheLanguage(t *testing.T) {
	cases := []struct {
		args                      []string
		double, hit, split, stand string
		legend                    string
	}{
		{[]string{"-rules", "italian-classic"}, "D", "H", "P", "S", "H hit, S stand"},
		{[]string{"-rules", "italian-classic", "-lang", "en"}, "D", "H", "P", "S", "H hit, S stand"},
		{[]string{"-rules", "italian-classic", "-lang", "it"}, "R", "T", "P", "S", "T tiro (carta), S sto"},
		{[]string{"-rules", "italian-shuffler", "-lang", "es"}, "D", "C", "A", "S", "C carta, S me planto"},
		{[]string{"-rules", "italian-online", "-published", "-lang", "es"}, "R", "T", "D", "S", "T = tiro, S = sto"},
		{[]string{"-rules", "italian-online", "-published", "-lang", "en"}, "R", "T", "D", "S", "T = tiro, S = sto"},
	}
	for _, c := range cases {
		code, out, errs := runStrategy(Chart, c.args...)
		if code != ExitOK {
			t.Fatalf("%v: exit %d, %s", c.args, code, errs)
		}
		if !strings.Contains(out, c.legend) {
			t.Errorf("%v: no legend %q in:\n%s", c.args, c.legend, out)
		}
		for _, cell := range []struct{ section, hand, up, want string }{
			{"hard", "11", "6", c.double}, {"hard", "16", "10", c.hit}, {"hard", "17", "6", c.stand}, {"pair", "88", "6", c.split},
		} {
			if got := textCell(t, out, cell.section, cell.hand, cell.up); got != cell.want {
				t.Errorf("%v: %s %s against %s is %q; want %q", c.args, cell.section, cell.hand, cell.up, got, cell.want)
			}
		}
	}
	badArgs(t, Chart, "-lang", "-rules", "italian-classic", "-lang", "fr")
}
