package input

import (
	"image"
	"testing"

	"sabot/locales"
)

// The keys of the brief, each to its action, and no key bound twice.
func TestKeymap(t *testing.T) {
	want := map[string]Action{
		"H": Hit, "S": Stand, "D": Double, "P": Split, "I": Insurance, "N": No,
		"Space": Confirm, "Backspace": Clear, "R": Repeat, "M": Mute, "F11": Fullscreen,
		"Escape": Back, "C": Chart, "F1": Hint,
	}
	seen := map[string]bool{}
	for _, b := range Keymap {
		name := b.Key.String()
		if b.Shift {
			name = "Shift+" + name
		}
		if seen[name] {
			t.Errorf("key %s bound twice", name)
		}
		seen[name] = true
		if a, ok := want[name]; ok && a != b.Action {
			t.Errorf("%s = %s; want %s", name, b.Action, a)
		}
	}
	for k := range want {
		if !seen[k] {
			t.Errorf("key %s is not in the keymap", k)
		}
	}
	if !seen["Shift+Slash"] {
		t.Error("? (Shift+/) is not in the keymap")
	}
}

// Each key with the name its button shows: the table's own keys (the
// argentine ace, 1 and 2; the hand history, F4, and its export, E); the
// progress (F5) and the drills' answers with the table's keys; the trainer
// at the table (F6 switches it, Z takes a wrong decision back, Tab switches
// the chart reference, F1 and ? ask for a hint).
func TestLabels(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	it, en := b.Locale(locales.Italian), b.Locale(locales.English)
	cases := []struct {
		loc  *locales.Locale
		a    Action
		want string
	}{
		{en, Hit, "H"}, {en, Confirm, "Space"}, {it, Confirm, "Spazio"}, {en, Back, "Esc"},
		{en, Fullscreen, "F11"}, {en, Up, "↑"}, {en, Select, ""}, {it, Clear, "Backspace"},
		{en, AceOne, "1"}, {en, AceEleven, "2"}, {en, History, "F4"}, {en, Export, "E"},
		{en, Progress, "F5"}, {en, Stand, "S"}, {en, Double, "D"}, {en, Split, "P"}, {en, Chart, "C"},
		{en, Trainer, "F6"}, {en, TakeBack, "Z"}, {en, Reference, "Tab"}, {en, Hint, "F1"},
	}
	for _, c := range cases {
		if got := Label(c.loc, c.a); got != c.want {
			t.Errorf("Label(%s, %s) = %q; want %q", c.loc.Lang(), c.a, got, c.want)
		}
	}
}

func TestActionNames(t *testing.T) {
	seen := map[string]bool{}
	for a := None; a < numActions; a++ {
		n := a.String()
		if n == "" || seen[n] {
			t.Errorf("action %d has name %q", a, n)
		}
		seen[n] = true
	}
	if numActions.String() != "unknown" {
		t.Error("out-of-range action has a name")
	}
	if Progress.String() != "progress" {
		t.Errorf("Progress is named %q", Progress)
	}
}

func TestHitTopmostTarget(t *testing.T) {
	targets := []Target{
		{Rect: image.Rect(0, 0, 100, 100), Event: Event{Action: Select, Index: 1}},
		{Rect: image.Rect(50, 50, 80, 80), Event: Event{Action: Back}},
	}
	cases := []struct {
		p    image.Point
		want Event
		ok   bool
	}{
		{image.Pt(10, 10), Event{Action: Select, Index: 1}, true},
		{image.Pt(60, 60), Event{Action: Back}, true},
		{image.Pt(100, 100), Event{}, false},
	}
	for _, c := range cases {
		if got, ok := HitTest(targets, c.p); got != c.want || ok != c.ok {
			t.Errorf("HitTest(%v) = %v, %v", c.p, got, ok)
		}
	}
}
