package punto

import (
	"strings"
	"testing"
)

// The refusals quote the words of the rule broken, as the blackjack
// engine's do (game.IllegalError.Quote), so that the school's stop shows
// them at Super Punto Banco too: Art. 6 a card of the deal to the wrong
// side, Art. 8 a third card not due, Art. 9 a wrong score ("Le carte
// parlano"), the Tabella della Regola, Art. 13 the standing player.
func TestArt8_RefusalQuotesTheRule(t *testing.T) {
	// Punto 4S KD = 4 draws 5D: 9; Banco 3H 3C = 6 stands. Position 5's
	// bigger Punto bet is a standing player's: position 1 reads.
	c := coup{shoe: "4S 3H KD 3C 5D 2S", button: 1, decisions: "carta",
		bets: "1 punto 10; 2 banco 20; 5 punto 50 standing"}
	cases := []struct {
		upTo  string // the step due when the wrong one is tried
		wrong string
		quote string // words of the quote
	}{
		{"deal banco", "deal punto", "inverte l'ordine di emissione"},
		{"give 1", "give 5", "non legge le carte"},
		{"turn punto", "draw banco", "terza carta non dovuta"},
		{"announce banco 6 punto 9", "announce banco 9 punto 6", "Le carte parlano"},
		{"draw punto", "turn punto", "tabella della Regola"},
	}
	for _, k := range cases {
		r, err := New(c.setup(t))
		if err != nil {
			t.Fatal(err)
		}
		calls := strings.Fields(c.decisions)
		for {
			a, ok := r.NextDealerAction()
			if !ok {
				a, calls = MustParseAction(calls[0]), calls[1:]
			} else if a.String() == k.upTo {
				break
			}
			if _, err := r.Apply(a); err != nil {
				t.Fatalf("%s: %v", a, err)
			}
		}
		ie := r.CheckDealerStep(MustParseAction(k.wrong))
		if ie == nil {
			t.Fatalf("%s for %s accepted", k.wrong, k.upTo)
		}
		if !strings.Contains(ie.Quote, k.quote) || ie.Article == "" {
			t.Errorf("%s for %s: %s (%s) quote %q; want the words %q", k.wrong, k.upTo, ie.Code, ie.Article, ie.Quote, k.quote)
		}
	}
}
