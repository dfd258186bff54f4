package blackjack

import (
	"fmt"
	"math/rand/v2"

	"sabot/rules"
)

// TableState is what a Table keeps between rounds, written down before a
// round is dealt so that the round can be dealt again exactly (the journal
// of a round in progress): the shoe, and the flags of the next deal.
type TableState struct {
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
func (t *Table) State() TableState {
	return TableState{Shoe: t.shoe.State(), Burn: t.burn, Opened: t.opened, Last: t.last, Started: t.started, Waiting: t.waiting,
		Reshuffle: t.reshuffleDue()}
}

// RestoreTable makes a table again from its state, dealing (and shuffling)
// with rng, which must be in the state it was in when the state was taken.
func RestoreTable(rs rules.RuleSet, rng *rand.Rand, st TableState) (*Table, error) {
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

// Replay applies a round's logged actions again, in order: the dealer's
// steps as DealerStep takes them, the players' as Apply does. The error
// names the first action the round refuses (the log is not this round's).
func (r *Round) Replay(log []Logged) error {
	for i, l := range log {
		if l.Dealer {
			if !r.Turn().Dealer {
				return fmt.Errorf("action %d (%v): not the dealer's turn", i+1, l)
			}
			if due := r.Turn().Due; due != l.Action {
				return fmt.Errorf("action %d (%v): the dealer's step due is %v", i+1, l, due)
			}
			r.DealerStep()
			continue
		}
		if _, err := r.Apply(l.Action); err != nil {
			return fmt.Errorf("action %d (%v): %w", i+1, l, err)
		}
	}
	return nil
}
