package opening

import (
	"errors"
	"strings"
	"testing"

	"sabot/game"
)

// 004 Apertura 7, 9 at the reserved tables dealt from the shoe: the deck
// and a half goes into the sabot behind its mascherina, and "Quando appare
// la mascherina, il dealer termina la mano in corso (SOLO QUANDO SI
// UTILIZZA Lo "Shoe")". The cut card's depth is checked as at the Shuffler
// Mate table, and a wrong one is refused with both articles and the
// sentence of Apertura 9; when the mascherina has come out a new shoe is
// prepared from the shuffle on, the cut offered first at the dealer's left
// (Apertura 6).
func TestApertura9_ShoeOpeningMascherinaIntoTheShoe(t *testing.T) {
	tb := Table{Boxes: []int{2, 4}}
	for v, ok := range map[int]bool{78: true, 70: true, 86: true, 60: false, 156: false} {
		err := run(t, "italian-shuffler-shoe", Opening, tb, map[string]int{"cut-card": v})
		if ok && err != nil {
			t.Errorf("the mascherina with %d cards behind: %v", v, err)
		}
		if ok {
			continue
		}
		wantIllegal(t, err, "wrong-cut-card", "Apertura 7, 9")
		var ie *game.IllegalError
		if errors.As(err, &ie) && !strings.Contains(ie.Quote, "Quando appare la mascherina, il dealer termina la mano in corso") {
			t.Errorf("%d cards: the refusal quotes %q; want Apertura 9's sentence", v, ie.Quote)
		}
	}
	s, err := New("italian-shuffler-shoe", NewShoe, tb)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, st := range s.Steps() {
		ids = append(ids, st.ID)
	}
	if got := strings.Join(ids, " "); got != "spread-shuffle halves-23 offer-cut cut-card burn" {
		t.Errorf("the new shoe's steps: %s", got)
	}
	wantIllegal(t, run(t, "italian-shuffler-shoe", NewShoe, tb, map[string]int{"offer-cut": 4}), "wrong-cutter", "Apertura 6")
}
