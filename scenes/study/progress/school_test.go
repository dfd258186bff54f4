package progress

import (
	"testing"

	"sabot/locales"
	"sabot/rules"
	"sabot/tutor/learner"
)

// The page lists the kinds of step the most mistakes first, then the lower
// accuracy, then the most taken; a kind the locales do not name shows its
// notation.
func TestSchoolKindsOrder(t *testing.T) {
	st := learner.SchoolStats{Steps: map[string]*learner.StepCounts{
		"deal": {Right: 40, Wrong: 1}, "pay": {Right: 9, Wrong: 3}, "burn": {Right: 1, Wrong: 1},
		"collect": {Right: 20}, "announce": {Right: 2, Wrong: 1}, "close": {Right: 30},
	}}
	var got []string
	for _, k := range schoolKinds(st) {
		got = append(got, k.Kind)
	}
	want := []string{"pay", "burn", "announce", "deal", "close", "collect"}
	for i := range want {
		if i >= len(got) || got[i] != want[i] {
			t.Fatalf("order %v; want %v", got, want)
		}
	}
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	it := b.Locale(locales.Italian)
	if kindName(it, rules.ItalianClassic, "pay") != "Pagare" || kindName(it, rules.ItalianClassic, "exposed-card") != "exposed-card" {
		t.Errorf("names: %q, %q", kindName(it, rules.ItalianClassic, "pay"), kindName(it, rules.ItalianClassic, "exposed-card"))
	}
	// The opening in the words of the table's regulation: 004's «apertura
	// del tavolo», 001's «armado del Sabot» (Desarrollo 5).
	es := b.Locale(locales.Spanish)
	for _, c := range []struct {
		loc  *locales.Locale
		r    rules.RuleSet
		want string
	}{
		{it, rules.ItalianShuffler, "Apertura del tavolo"},
		{es, rules.ItalianShuffler, "Habilitación de la mesa"},
		{es, rules.Argentine, "Armado del Sabot"},
	} {
		if got := kindName(c.loc, c.r, "opening"); got != c.want {
			t.Errorf("%s at %s: the opening is %q; want %q", c.loc.Lang(), c.r.ID, got, c.want)
		}
	}
}
