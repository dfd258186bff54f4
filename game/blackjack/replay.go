package blackjack

import "fmt"

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
