package words

import (
	"testing"

	"sabot/game/blackjack"
	"sabot/locales"
)

// The dealer's calls of a box's total, as a croupier says them.
func TestHandCall(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		lang  locales.Lang
		total int
		soft  bool
		want  string
	}{
		{locales.Spanish, 17, false, "Diecisiete"},
		{locales.Spanish, 16, true, "Seis o dieciséis"},
		{locales.Spanish, 21, false, "Veintiuno"},
		{locales.Spanish, 26, false, "Se pasó"},
		{locales.Spanish, blackjack.AnnouncedBust, false, "Se pasó"},
		{locales.Italian, 18, true, "Otto o diciotto"},
		{locales.Italian, 4, false, "Quattro"},
		{locales.English, 21, false, "Twenty-one"},
		{locales.English, 15, true, "Five or fifteen"},
	}
	for _, c := range cases {
		if got := HandCall(b.Locale(c.lang), c.total, c.soft); got != c.want {
			t.Errorf("%s %d soft %v: %q; want %q", c.lang, c.total, c.soft, got, c.want)
		}
	}
	// Every total from 2 to 21 is a word in every language.
	for _, l := range locales.Langs() {
		for n := 2; n <= 21; n++ {
			if !b.Locale(l).Has(locales.Number(n)) {
				t.Errorf("%s: no word for %d", l, n)
			}
		}
	}
	es := b.Locale(locales.Spanish)
	for _, c := range []struct {
		a    blackjack.Action
		want string
	}{
		{blackjack.Action{Total: 17}, "17"}, {blackjack.Action{Total: 17, Soft: true}, "7/17"},
		{blackjack.Action{Total: blackjack.AnnouncedBust}, "Se pasa"},
	} {
		if got := CallNotation(es, c.a); got != c.want {
			t.Errorf("CallNotation(%+v) = %q; want %q", c.a, got, c.want)
		}
	}
}
