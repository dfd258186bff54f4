package input

import (
	"testing"

	"sabot/locales"
)

// F5 opens the progress; the drills answer with the table's keys.
func TestTrainerKeys(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	en := b.Locale(locales.English)
	for _, c := range []struct {
		a     Action
		label string
	}{{Progress, "F5"}, {Hit, "H"}, {Stand, "S"}, {Double, "D"}, {Split, "P"}, {Chart, "C"}} {
		if got := Label(en, c.a); got != c.label {
			t.Errorf("Label(%s) = %q; want %q", c.a, got, c.label)
		}
	}
	if Progress.String() != "progress" {
		t.Errorf("Progress is named %q", Progress)
	}
}
