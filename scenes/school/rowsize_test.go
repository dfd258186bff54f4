package school

import (
	"testing"

	"sabot/locales"
)

// checkRowSizes fails for every row of the dealer's buttons the desk
// painted last whose labels are not all drawn at one size (the opening's
// «Salta» was set larger than the steps beside it: a short label in a
// button kept at its least width). checkLabels calls it in each language,
// so TestSchoolButtonLabelsReadable checks it in the openings, the rounds
// and every incident of every table.
func checkRowSizes(t *testing.T, d *desk, what string, l locales.Lang) {
	t.Helper()
	rows := map[[2]float64][]paintedButton{}
	for _, b := range d.painted {
		if b.r.Y == rowY[0] || b.r.Y == rowY[1] {
			k := [2]float64{b.r.Y, b.r.H}
			rows[k] = append(rows[k], b)
		}
	}
	for _, row := range rows {
		for _, b := range row[1:] {
			if d := b.size - row[0].size; d > 0.01 || d < -0.01 {
				t.Errorf("%s %s: %q drawn at %.2f px, %q beside it at %.2f", what, l, b.label, b.size, row[0].label, row[0].size)
			}
		}
	}
}
