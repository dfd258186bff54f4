package bjtable

import (
	"testing"

	"sabot/game/blackjack"
)

// Issue 15: the split hand being played is marked; no other hand is, nor
// a box with one hand, nor anything once the dealer plays or the round is
// over.
func TestActiveSplitHandMarked(t *testing.T) {
	second := blackjack.Turn{Box: 7, Hand: 2}
	cases := []struct {
		what   string
		turn   blackjack.Turn
		over   bool
		box, h int
		nh     int
		want   bool
	}{
		{"box 7's second hand, its turn", second, false, 7, 1, 2, true},
		{"box 7's first hand, done", second, false, 7, 0, 2, false},
		{"another box's second hand", second, false, 6, 1, 2, false},
		{"a box of one hand", blackjack.Turn{Box: 7, Hand: 1}, false, 7, 0, 1, false},
		{"the dealer's turn", blackjack.Turn{Box: 7, Hand: 2, Dealer: true}, false, 7, 1, 2, false},
		{"the round over", second, true, 7, 1, 2, false},
		{"a co-bettor's question on the hand", blackjack.Turn{Box: 7, Hand: 2, Stake: 2}, false, 7, 1, 2, true},
	}
	for _, c := range cases {
		if got := activeSplitHand(c.turn, c.over, c.box, c.h, c.nh); got != c.want {
			t.Errorf("%s: marked %v; want %v", c.what, got, c.want)
		}
	}
}
