package input

import (
	"testing"

	"sabot/locales"
)

// The trainer at the table: F6 switches it, Z takes a wrong decision back,
// Tab switches the chart reference, F1 and ? ask for a hint; each with the
// name its button shows, and no key bound twice.
func TestTrainerAtTheTableKeys(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	en := b.Locale(locales.English)
	for _, c := range []struct {
		a     Action
		label string
	}{{Trainer, "F6"}, {TakeBack, "Z"}, {Reference, "Tab"}, {Hint, "F1"}} {
		if got := Label(en, c.a); got != c.label {
			t.Errorf("Label(%s) = %q; want %q", c.a, got, c.label)
		}
	}
	seen := map[Binding]bool{}
	for _, k := range Keymap {
		b := Binding{Key: k.Key, Shift: k.Shift}
		if seen[b] {
			t.Errorf("key %v (shift %v) bound twice", k.Key, k.Shift)
		}
		seen[b] = true
	}
	for a := Trainer; a <= Reference; a++ {
		if a.String() == "unknown" || a.String() == "" {
			t.Errorf("action %d has no name", a)
		}
	}
}
