package school

import (
	"testing"

	"sabot/locales"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
)

// checkRowSizes fails for every row of the desk's buttons, in each
// language, whose labels are not all drawn at one size (the opening's
// «Salta» was set larger than the steps beside it: a short label in a
// button kept at its least width).
func checkRowSizes(t *testing.T, a *session.Context, d *desk, what string) {
	t.Helper()
	for _, l := range locales.Langs() {
		a.SetLang(l)
		d.Dirty = true
		scenetest.Ticks(t, a, 1)
		rows := map[[2]float64][]paintedButton{}
		for _, b := range d.painted {
			if b.r.Y == rowY[0] || b.r.Y == rowY[1] {
				k := [2]float64{b.r.Y, b.r.H}
				rows[k] = append(rows[k], b)
			}
		}
		if len(rows) == 0 {
			t.Fatalf("%s %s: no row of buttons painted", what, l)
		}
		for _, row := range rows {
			for _, b := range row[1:] {
				if d := b.size - row[0].size; d > 0.01 || d < -0.01 {
					t.Errorf("%s %s: %q drawn at %.2f px, %q beside it at %.2f", what, l, b.label, b.size, row[0].label, row[0].size)
				}
			}
		}
	}
	a.SetLang(locales.English)
}

// The labels of a row of the dealer's buttons are all drawn at one size:
// in the openings of the tables that have one and in a round at every
// table, at Super Punto Banco in a coup.
func TestSchoolRowButtonsShareOneSize(t *testing.T) {
	for _, id := range []string{"italian-classic", "italian-shuffler", "italian-shuffler-shoe", "italian-online", "argentine"} {
		t.Run(id, func(t *testing.T) {
			if a, s := openRaw(t, id); s.op != nil {
				checkRowSizes(t, a, &s.desk, "the opening")
			}
			a, s := open(t, id)
			waitDealer(t, a, s)
			checkRowSizes(t, a, &s.desk, "a round")
		})
	}
	t.Run("super-punto-banco", func(t *testing.T) {
		a, s := openPunto(t)
		pbWait(t, a, s)
		checkRowSizes(t, a, &s.desk, "a coup")
	})
}
