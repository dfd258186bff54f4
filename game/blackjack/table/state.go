package table

import (
	"fmt"
	"math/rand/v2"

	"sabot/rules"
)

// State is what a Table keeps between rounds, written down before a
// round is dealt so that the round can be dealt again exactly (the journal
// of a round in progress): the shoe, and the flags of the next deal.
type State struct {
	Shoe    rules.ShoeState `json:"shoe"`
	Burn    bool            `json:"burn,omitempty"`
	Opened  bool            `json:"opened,omitempty"`
	Last    bool            `json:"last,omitempty"`
	Started bool            `json:"started,omitempty"`
	Waiting bool            `json:"waiting,omitempty"`
	// Reshuffle: the last hand's pack is to be reshuffled into the sabot
	// before the next (004 Regole particolari 11).
	Reshuffle bool `json:"reshuffle,omitempty"`
}

// State returns the table as it stands between rounds.
func (t *Table) State() State {
	return State{Shoe: t.shoe.State(), Burn: t.burn, Opened: t.opened, Last: t.last, Started: t.started, Waiting: t.waiting,
		Reshuffle: t.reshuffleDue()}
}

// Restore makes a table again from its state, dealing (and shuffling)
// with rng, which must be in the state it was in when the state was taken.
func Restore(rs rules.RuleSet, rng *rand.Rand, st State) (*Table, error) {
	if rs.Game != rules.Blackjack {
		return nil, fmt.Errorf("%s is not a blackjack table", rs.ID)
	}
	shoe, err := rules.RestoreShoe(st.Shoe, rng)
	if err != nil {
		return nil, err
	}
	if shoe.Decks() != rs.Decks {
		return nil, fmt.Errorf("shoe of %d decks at a table of %d", shoe.Decks(), rs.Decks)
	}
	return &Table{rs: rs, rng: rng, shoe: shoe, burn: st.Burn, opened: st.Opened, last: st.Last, started: st.Started, waiting: st.Waiting,
		reshuffle: st.Reshuffle && rs.Shuffle == rules.ShuffleShoe}, nil
}
