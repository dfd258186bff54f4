package input

import (
	"testing"

	"sabot/locales"
)

// The table's own keys: the argentine ace (1 and 2), the hand history (F4)
// and its export (E), each with the name its button shows.
func TestTableKeys(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	en := b.Locale(locales.English)
	for _, c := range []struct {
		a     Action
		label string
	}{{AceOne, "1"}, {AceEleven, "2"}, {History, "F4"}, {Export, "E"}} {
		if got := Label(en, c.a); got != c.label {
			t.Errorf("Label(%s) = %q; want %q", c.a, got, c.label)
		}
	}
}
