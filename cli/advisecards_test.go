package cli

import (
	"bytes"
	"strings"
	"testing"
)

// advise checks the cards given as replay checks a shoe: a card more times
// than the table's decks hold is refused, naming it (it counted ranks only:
// seven aces of spades in a hand, ten seen, were taken).
func TestAdviseRefusesCardsNoShoeHolds(t *testing.T) {
	cases := [][]string{
		{"-rules", "italian-classic", "-hand", "AS AS AS AS AS AS AS", "-up", "TD"},
		{"-rules", "italian-classic", "-hand", "TS 6H", "-up", "AS", "-seen", "AS AS AS AS AS AS AS AS AS AS"},
		{"-rules", "argentine", "-hand", "9C 9C 9C", "-up", "9C", "-seen", "9C 9C 9C 9C 9C"},
	}
	for _, args := range cases {
		var out, errOut bytes.Buffer
		code := Advise(args, strings.NewReader(""), &out, &errOut)
		if code != ExitBadInput || !strings.Contains(errOut.String(), "appears") {
			t.Errorf("advise %q: exit %d, stderr %q", args, code, errOut.String())
		}
	}
	// Six of a card at a six-deck table is a shoe that can be.
	var out, errOut bytes.Buffer
	if code := Advise([]string{"-rules", "italian-classic", "-hand", "AS AS", "-up", "AS", "-seen", "AS AS AS"}, strings.NewReader(""), &out, &errOut); code != ExitOK {
		t.Errorf("six aces of spades at six decks: exit %d, %s", code, errOut.String())
	}
}
