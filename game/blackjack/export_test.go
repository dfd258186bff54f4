package blackjack

// The round's internals the external tests (package blackjack_test) read.

// Clone returns a copy of the round that shares nothing mutable with it:
// a step tried on the copy leaves the round as it was.
func (r *Round) Clone() *Round { return r.clone() }

// ShoeRemaining is the number of cards left in the round's shoe.
func (r *Round) ShoeRemaining() int { return r.shoe.Remaining() }
