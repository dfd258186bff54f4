package school

import (
	"testing"

	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
)

// The computer players stand with the word of their table's regulation:
// «No» at the Italian casino (000 Cap. 1, "Per restare deve dichiarare
// all'impiegato "NO""; Art. 23, "passa oltre se il giocatore dice "no""),
// «Resto» at the Shuffler Mate's (004 Svolgimento, "finché non dirà di
// "restare""), «Me planto» at the Argentine table (001 Desarrollo 9,
// "Plantar"), never the button's «Sto» where the text gives its word.
func TestArt23_PlayerStandsSayingNo(t *testing.T) {
	cases := []struct {
		table string
		lang  locales.Lang
		want  string
	}{
		{"italian-classic", locales.Italian, "No"},
		{"italian-shuffler", locales.Italian, "Resto"},
		{"argentine", locales.Spanish, "Me planto"},
	}
	for _, c := range cases {
		t.Run(c.table, func(t *testing.T) {
			a, s := open(t, c.table)
			a.SetLang(c.lang)
			s.Rate = 0
			// A stand is an answer to the play's question after which the
			// hand has the same cards, is done and is neither doubled nor
			// split: its bubble is the word heard.
			heard := map[string]bool{}
			tick := func() {
				r := s.d.Round
				turn := r.Turn()
				if turn.Dealer || turn.Question != blackjack.AskPlay || turn.Hand < 1 {
					scenetest.Ticks(t, a, 1)
					return
				}
				b := r.Box(turn.Box)
				n, hands := len(b.Hands[turn.Hand-1].Cards), len(b.Hands)
				before := s.d.Bubbles[turn.Box]
				scenetest.Ticks(t, a, 1)
				h := b.Hands[turn.Hand-1]
				if w := s.d.Bubbles[turn.Box]; w != before && len(h.Cards) == n && h.Done && !h.Doubled && len(b.Hands) == hands {
					heard[w] = true
				}
			}
			for round := 0; round < 8 && !heard[c.want]; round++ {
				for i := 0; i < 5000 && !s.d.Round.Done(); i++ {
					if !s.d.Round.Turn().Dealer {
						tick()
						continue
					}
					take(t, a, s, s.d.Round.Turn().Due)
				}
				scenetest.Press(t, a, scenetest.Key(input.Confirm))
			}
			if !heard[c.want] || len(heard) != 1 {
				t.Errorf("the players stood saying %v in eight rounds; want only %q", heard, c.want)
			}
		})
	}
}
