package rules

import (
	"fmt"
	"math/rand/v2"
)

// ShoeState is a shoe as it stands, to be written down and made again
// exactly (the journal of a round in progress): the pack in its order, how
// many cards are dealt, the cut card, the cards set aside, and whether the
// undealt part is still being shuffled as it is dealt (Lazy: the shoe made
// again must then be given the same random source, in the same state).
type ShoeState struct {
	Cards  Cards `json:"cards"`
	Pos    int   `json:"pos"`
	CutAt  int   `json:"cut_at"`
	CutOut bool  `json:"cut_out,omitempty"`
	Aside  Cards `json:"aside,omitempty"`
	Decks  int   `json:"decks"`
	Lazy   bool  `json:"lazy,omitempty"`
	// Fixed: the cards before it are dealt in their order even when the
	// rest is shuffled as it is dealt (Arrange).
	Fixed int `json:"fixed,omitempty"`
}

// Arrange puts drawn, the cards a round dealt from this state, next in the
// shoe in that order, dealt as they are (Fixed): the round brought back
// deals them again, whatever the random source. The error names a card
// that is not among the cards still to deal.
func (st *ShoeState) Arrange(drawn Cards) error {
	cards := append(Cards(nil), st.Cards...)
	for i, c := range drawn {
		at := st.Pos + i
		k := -1
		for j := at; j < len(cards); j++ {
			if cards[j] == c {
				k = j
				break
			}
		}
		if k < 0 {
			return fmt.Errorf("shoe: card %v is not among the cards still to deal", c)
		}
		cards[at], cards[k] = cards[k], cards[at]
	}
	st.Cards = cards
	st.Fixed = st.Pos + len(drawn)
	return nil
}

// State returns the shoe as it stands.
func (s *Shoe) State() ShoeState {
	return ShoeState{Cards: append(Cards(nil), s.cards...), Pos: s.pos, CutAt: s.cutAt, CutOut: s.cutOut,
		Aside: append(Cards(nil), s.aside...), Decks: s.decks, Lazy: s.rng != nil, Fixed: s.fixed}
}

// RestoreShoe makes a shoe again from its state; a lazily shuffled one
// deals its undealt part with rng. The error names what cannot be: a pack
// that holds a card more times than the decks do, a position or a cut card outside it.
func RestoreShoe(st ShoeState, rng *rand.Rand) (*Shoe, error) {
	if st.Decks < 1 || st.Decks > 16 {
		return nil, fmt.Errorf("shoe: %d decks: want 1 to 16", st.Decks)
	}
	var count [52]int
	for _, cs := range []Cards{st.Cards, st.Aside} {
		for _, c := range cs {
			if c.Rank < Ace || c.Rank > King || c.Suit > Clubs {
				return nil, fmt.Errorf("shoe: card %v: not a card", c)
			}
			count[int(c.Suit)*13+int(c.Rank)-1]++
		}
	}
	for i, n := range count {
		if n > st.Decks {
			c := Card{Rank: Rank(i%13 + 1), Suit: Suit(i / 13)}
			return nil, fmt.Errorf("shoe: %d times %v in %d decks", n, c, st.Decks)
		}
	}
	if st.Pos < 0 || st.Pos > len(st.Cards) {
		return nil, fmt.Errorf("shoe: %d cards dealt of %d", st.Pos, len(st.Cards))
	}
	if st.CutAt < -1 || st.CutAt > len(st.Cards) {
		return nil, fmt.Errorf("shoe: cut card at %d of %d", st.CutAt, len(st.Cards))
	}
	if st.Lazy && rng == nil {
		return nil, fmt.Errorf("shoe: a shuffled shoe needs its random source")
	}
	if st.Fixed < 0 || st.Fixed > len(st.Cards) {
		return nil, fmt.Errorf("shoe: %d cards in order of %d", st.Fixed, len(st.Cards))
	}
	s := &Shoe{cards: append(Cards(nil), st.Cards...), pos: st.Pos, cutAt: st.CutAt, cutOut: st.CutOut,
		aside: append(Cards(nil), st.Aside...), decks: st.Decks, fixed: st.Fixed}
	if st.Lazy {
		s.rng = rng
	}
	s.recount()
	return s, nil
}
