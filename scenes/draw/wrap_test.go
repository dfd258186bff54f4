package draw

import (
	"strings"
	"testing"
)

// A wrapped line never leaves a number alone at its start or end, apart
// from the word it belongs to: the native readers found «7)» on a line of
// its own under «Hai fatto: Offrire il taglio (Taglio: postazione» and
// «15» under «Correspondía: Cantar el puntaje, casillero 4:»; nor begins
// a line with the separator «·» («· 9 s» under the exam's end). Each case is
// wrapped at the width where the old wrapper broke before the number (the
// words up to it just fit), and at a few widths around it; no word is
// lost or reordered, and no line is wider than the width unless a single
// word is.
func TestWrapKeepsANumberWithItsWord(t *testing.T) {
	fonts, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	face := Face(fonts.Regular, 14)
	for _, c := range []struct {
		text   string
		before string // the words the old wrapper put on the line before
		group  string // the words bound to the number, on one line where they fit
		num    string // the number, never a line's first word nor alone
	}{
		{"Hai fatto: Offrire il taglio (Taglio: postazione 7)", "Hai fatto: Offrire il taglio (Taglio: postazione", "postazione 7)", "7)"},
		{"Correspondía: Cantar el puntaje, casillero 4: 15", "Correspondía: Cantar el puntaje, casillero 4:", "casillero 4: 15", "15"},
		{"Correspondía: Cantar el puntaje, casillero 4: 15", "Correspondía: Cantar el puntaje, casillero", "casillero 4: 15", "4:"},
		{"Qui si dividono di più: 2–2, 3–3 e 7–7 contro 2–7", "Qui si dividono di più: 2–2,", "più: 2–2, 3–3", "3–3"},
		{"Il regolamento, Art. 17: il banco tira", "Il regolamento, Art.", "Art. 17:", "17:"},
		{"Due now: Banco 5, Punto 2", "Due now: Banco 5, Punto", "Punto 2", "2"},
		{"Il sabot contiene 8 mazzi da 52 carte", "Il sabot contiene", "contiene 8", "8"},
		{"La puntata minima è di 10 € per casella", "La puntata minima è di 10", "di 10 €", "€"},
		{"Examen terminado · 5 pases · 207 pasos correctos · 1 error · 9 s", "Examen terminado · 5 pases · 207 pasos correctos · 1 error", "error ·", "·"},
		{"Examen terminado · 5 pases · 207 pasos correctos · 1 error · 9 s", "Examen terminado · 5 pases · 207 pasos correctos · 1 error · 9", "9 s", "s"},
		{"La apuesta mínima es de $ 25 por casillero", "La apuesta mínima es de $", "de $ 25", "25"},
	} {
		at := Width(face, c.before) + 1
		for _, w := range []float64{at - 20, at - 6, at, at + 6} {
			lines := Wrap(face, c.text, w)
			if got, want := strings.Join(lines, " "), strings.Join(strings.Fields(c.text), " "); got != want {
				t.Errorf("%q at %.0f: lines %q lose or move words", c.text, w, lines)
			}
			together := false
			for i, l := range lines {
				if strings.Contains(l, c.group) {
					together = true
				}
				if i > 0 && strings.Fields(l)[0] == c.num || l == c.num {
					t.Errorf("%q at %.0f: %q begins a line: %q", c.text, w, c.num, lines)
				}
				if Width(face, l) > w && strings.Contains(l, " ") {
					t.Errorf("%q at %.0f: %q is wider than the line", c.text, w, l)
				}
			}
			if !together && Width(face, c.group) <= w {
				t.Errorf("%q at %.0f: %q parted: %q", c.text, w, c.group, lines)
			}
		}
	}
}

// Words bound to a number that are wider than a line together still
// break, at their spaces: a list of numbers is not one long line.
func TestWrapBreaksABoundGroupWiderThanALine(t *testing.T) {
	fonts, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	face := Face(fonts.Regular, 14)
	s := "Banco riceve carta se a Punto viene assegnato 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20"
	w := Width(face, "Banco riceve carta se a Punto")
	lines := Wrap(face, s, w)
	for _, l := range lines {
		if Width(face, l) > w {
			t.Errorf("%q is wider than the line (%.0f)", l, w)
		}
	}
	if got := strings.Join(lines, " "); got != s {
		t.Errorf("lines %q lose or move words", lines)
	}
}
