package words

import (
	"testing"

	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/rules"
	"sabot/tutor"
)

// A player's call is the word of his table's regulation: at the Italian
// casino he stands saying «No» (000 Cap. 1, "Per restare deve dichiarare
// all'impiegato "NO""; Art. 23, "passa oltre se il giocatore dice "no""),
// at the Shuffler Mate casino's tables «Resto» (004 Svolgimento, "finché
// non dirà di "restare""); the online table's chart says «sto» (003, "S =
// sto"), the Argentine regulation "Plantar" (001 Desarrollo 9, «Me
// planto»); the card is «Carta» everywhere (000 Art. 23, 003, 004; 001 is
// silent). The stand button keeps its word (003's chart, "S = sto").
func TestCap1Art23_PlayersCallPerTable(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	stand := blackjack.Action{Kind: blackjack.Stand}
	hit := blackjack.Action{Kind: blackjack.Hit}
	cases := []struct {
		table rules.RuleSet
		lang  locales.Lang
		a     blackjack.Action
		want  string
	}{
		{rules.ItalianClassic, locales.Italian, stand, "No"},
		{rules.ItalianClassic, locales.Spanish, stand, "No"},
		{rules.ItalianClassic, locales.English, stand, "No"},
		{rules.ItalianClassic, locales.Italian, hit, "Carta"},
		{rules.ItalianShuffler, locales.Italian, stand, "Resto"},
		{rules.ItalianShufflerShoe, locales.Italian, stand, "Resto"},
		{rules.ItalianShuffler, locales.Italian, hit, "Carta"},
		{rules.ItalianOnline, locales.Italian, stand, "Sto"},
		{rules.ItalianOnline, locales.Italian, hit, "Carta"},
		{rules.Argentine, locales.Spanish, stand, "Me planto"},
		{rules.Argentine, locales.Spanish, hit, "Carta"},
	}
	for _, c := range cases {
		if got := Call(b.Locale(c.lang), c.table, c.a); got != c.want {
			t.Errorf("%s, %s, %s: %q; want %q", c.table.ID, c.lang, c.a, got, c.want)
		}
	}
	// The button keeps «Sto» (003's chart, "S = sto").
	if got := Action(b.Locale(locales.Italian), tutor.Stand); got != "Sto" {
		t.Errorf("the stand button: %q; want «Sto»", got)
	}
}
