package punto

import (
	"fmt"
	"math/rand/v2"

	"sabot/rules"
)

// CoupState is a coup as it was dealt, written down so that it can be
// dealt again exactly (the journal of a coup in progress): the shoe at the
// coup's start (after the table shuffled a new one, if it did), the button,
// the bets, the card the last coup laid aside, the table's counts.
type CoupState struct {
	Shoe    rules.ShoeState `json:"shoe"`
	Button  int             `json:"button"`
	Bets    []Bet           `json:"bets"`
	Blank   bool            `json:"blank,omitempty"`
	Carried rules.Cards     `json:"carried,omitempty"`
	Shoes   int             `json:"shoes"`
	Coups   int             `json:"coups"`
}

// NextCarried is the card the last coup laid aside for the next one (none
// when the shoe is to be shuffled), for a CoupState taken at the next Deal.
func (t *Table) NextCarried() rules.Cards {
	if _, _, ok := t.carried(); ok {
		cards, _ := t.last.CarriedCards()
		return cards
	}
	return nil
}

// RestoreCoup makes the table and its coup again from a CoupState: the
// coup is dealt from the shoe as it stood (arrange the cards the coup
// drew first: rules.ShoeState.Arrange), the rest shuffled with rng.
func RestoreCoup(rs rules.RuleSet, rng *rand.Rand, st CoupState) (*Table, *Round, error) {
	if rs.Game != rules.PuntoBanco {
		return nil, nil, fmt.Errorf("rules %q: not a Punto Banco table", rs.ID)
	}
	shoe, err := rules.RestoreShoe(st.Shoe, rng)
	if err != nil {
		return nil, nil, err
	}
	r, err := New(Setup{Rules: rs, Shoe: shoe, Button: st.Button, Bets: st.Bets, Blank: st.Blank, Carried: st.Carried})
	if err != nil {
		return nil, nil, err
	}
	t := &Table{Rules: rs, rng: rng, shoe: shoe, button: st.Button, last: r, shoes: st.Shoes, coups: st.Coups}
	return t, r, nil
}
