package bjtable

import (
	"testing"

	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/scenes/scenetest"
)

// 001 Desarrollo 9: the automatic dealer calls a box's total as he gives
// the card its player asked for; the table's call says it as a croupier
// does, with the article.
func TestDesarrollo9_DealerCallsTheTotal(t *testing.T) {
	cases := []struct {
		lang  locales.Lang
		total int
		soft  bool
		want  string
	}{
		{locales.Spanish, 17, false, "Diecisiete"},
		{locales.Spanish, 17, true, "Siete o diecisiete"},
		{locales.Spanish, 24, false, "Se pasó"},
		{locales.Italian, 15, true, "Cinque o quindici"},
		{locales.English, 12, false, "Twelve"},
	}
	a := scenetest.New(t, t.TempDir())
	s := seat(t, a, "argentine", 2)
	for _, c := range cases {
		a.SetLang(c.lang)
		s.show(blackjack.Event{Kind: blackjack.EvAnnounce, Phrase: blackjack.SayHandTotal, Box: 1, Hand: 1, Total: c.total, Soft: c.soft})
		if s.banner.Text != c.want || s.banner.Article != "Desarrollo 9" {
			t.Errorf("%s %d soft %v: the call %q (%s); want %q (Desarrollo 9)", c.lang, c.total, c.soft, s.banner.Text, s.banner.Article, c.want)
		}
	}
}
