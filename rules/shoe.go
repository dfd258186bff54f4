package rules

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// ErrShoeEmpty is returned when a card is drawn from an empty shoe.
var ErrShoeEmpty = errors.New("the shoe is empty")

// Shoe is the sabot: the cards still to be dealt, in order, with an optional
// cut card (mascherina, tarjeta de corte) at some depth.
//
// A shuffled shoe is shuffled lazily: the undealt cards are in uniformly
// random order, and each card's place is drawn when it is dealt (the
// Fisher-Yates shuffle done one step at a time). The result is the same
// distribution as a full shuffle, but a fresh shuffle costs nothing, which
// lets the online table shuffle six decks every round and a simulation play
// millions of rounds a second.
type Shoe struct {
	cards  Cards
	pos    int
	cutAt  int // index of the first card behind the cut card; -1 for none
	cutOut bool
	rng    *rand.Rand // non-nil while the undealt part is lazily shuffled
	byRank [King + 1]int
	full   [King + 1]int // the composition of the whole pack
	decks  int
	aside  Cards // cut off the pack, out of play (SetAside)
	// fixed: the cards before it are dealt in their order, not shuffled
	// as they are dealt (a round brought back: ShoeState.Arrange).
	fixed int
}

// NewShoe returns a shoe of n fresh 52-card decks in deck order (spades A-K,
// hearts, diamonds, clubs), unshuffled and without a cut card.
func NewShoe(decks int) *Shoe {
	if decks < 1 {
		decks = 1
	}
	s := &Shoe{cards: make(Cards, 0, 52*decks), cutAt: -1, decks: decks}
	for d := 0; d < decks; d++ {
		for suit := Spades; suit <= Clubs; suit++ {
			for r := Ace; r <= King; r++ {
				s.cards = append(s.cards, Card{Rank: r, Suit: suit})
			}
		}
	}
	s.recount()
	return s
}

// StackedShoe returns a shoe dealt in exactly the order of the notation
// string, first card first, with no cut card: the shoe of tests and hand
// scripts. The error names the bad token.
func StackedShoe(notation string) (*Shoe, error) {
	cs, err := ParseCards(notation)
	if err != nil {
		return nil, err
	}
	return NewStackedShoe(cs), nil
}

// NewStackedShoe returns a shoe dealt in the order of cs (which it copies).
func NewStackedShoe(cs Cards) *Shoe {
	s := &Shoe{cards: append(Cards(nil), cs...), cutAt: -1, decks: (len(cs) + 51) / 52}
	s.recount()
	return s
}

// recount counts the whole pack once and the cards still to deal.
func (s *Shoe) recount() {
	s.full = [King + 1]int{}
	for _, c := range s.cards {
		s.full[c.Rank]++
	}
	s.byRank = s.full
	for _, c := range s.cards[:s.pos] {
		s.byRank[c.Rank]--
	}
}

// Shuffle gathers every card of the shoe, dealt or not, and shuffles them
// with r. The cut card is removed; place it again with PlaceCut.
func (s *Shoe) Shuffle(r *rand.Rand) {
	s.pos = 0
	s.cutAt = -1
	s.cutOut = false
	s.rng = r
	s.fixed = 0
	s.byRank = s.full
}

// PlaceCut puts the cut card so that behind cards lie behind it (counted
// from the back of the shoe). A value outside the shoe removes the cut card.
func (s *Shoe) PlaceCut(behind int) {
	s.cutOut = false
	if behind <= 0 || behind > len(s.cards)-s.pos {
		s.cutAt = -1
		return
	}
	s.cutAt = len(s.cards) - behind
}

// PlaceCutAfter puts the cut card after the next n cards. It is how a hand
// script places the cut card in a stacked shoe.
func (s *Shoe) PlaceCutAfter(n int) {
	s.cutOut = false
	if n < 0 || s.pos+n > len(s.cards) {
		s.cutAt = -1
		return
	}
	s.cutAt = s.pos + n
}

// SetAside cuts n cards off the shuffled pack and keeps them out of play
// until the shoe is made again: the deck and a half a dealer cuts off with
// the mascherina before the cards go into a continuous shuffler (004
// Apertura 7). Later shuffles gather only the cards left in play. It cuts
// at most the cards not yet dealt, none when n <= 0.
func (s *Shoe) SetAside(n int) {
	n = min(n, s.Remaining())
	if n <= 0 {
		return
	}
	// The last n cards of a shuffled pack are n cards drawn at random.
	cut := make(Cards, 0, n)
	for i := 0; i < n; i++ {
		j := len(s.cards) - 1 - i
		if s.rng != nil {
			k := s.pos + s.rng.IntN(j-s.pos+1)
			s.cards[k], s.cards[j] = s.cards[j], s.cards[k]
		}
		cut = append(cut, s.cards[j])
	}
	s.aside = append(s.aside, cut...)
	s.cards = s.cards[:len(s.cards)-n]
	if s.cutAt > len(s.cards) {
		s.cutAt = -1
	}
	s.recount()
}

// Aside returns the cards set aside (SetAside), out of play.
func (s *Shoe) Aside() Cards { return append(Cards(nil), s.aside...) }

// HasCut reports whether the shoe has a cut card.
func (s *Shoe) HasCut() bool { return s.cutAt >= 0 }

// CutNext reports whether the cut card is the next thing in the shoe: the
// following Draw brings it out.
func (s *Shoe) CutNext() bool { return s.cutAt >= 0 && !s.cutOut && s.pos == s.cutAt }

// CutOut reports whether the cut card has come out of the shoe.
func (s *Shoe) CutOut() bool { return s.cutOut }

// CardsBeforeCut is the number of cards still in front of the cut card (0
// once it is out or when there is none).
func (s *Shoe) CardsBeforeCut() int {
	if s.cutAt < 0 || s.cutOut {
		return 0
	}
	return s.cutAt - s.pos
}

// Draw deals the next card. When the cut card is the next thing in the shoe,
// it comes out first (CutOut turns true) and the card behind it is dealt.
func (s *Shoe) Draw() (Card, error) {
	if s.pos >= len(s.cards) {
		return Card{}, ErrShoeEmpty
	}
	if s.cutAt >= 0 && s.pos >= s.cutAt {
		s.cutOut = true
	}
	if s.rng != nil && s.pos >= s.fixed {
		j := s.pos + s.rng.IntN(len(s.cards)-s.pos)
		s.cards[s.pos], s.cards[j] = s.cards[j], s.cards[s.pos]
	}
	c := s.cards[s.pos]
	s.pos++
	s.byRank[c.Rank]--
	return c, nil
}

// Burn deals n cards face down into the discards and returns them.
func (s *Shoe) Burn(n int) (Cards, error) {
	if n > s.Remaining() {
		return nil, fmt.Errorf("cannot burn %d cards: %d left in the shoe", n, s.Remaining())
	}
	out := make(Cards, 0, n)
	for i := 0; i < n; i++ {
		c, _ := s.Draw()
		out = append(out, c)
	}
	return out, nil
}

// Remaining is the number of cards still to be dealt.
func (s *Shoe) Remaining() int { return len(s.cards) - s.pos }

// DealtSince returns the cards dealt since the shoe had dealt from cards.
func (s *Shoe) DealtSince(from int) Cards {
	if from < 0 || from > s.pos {
		return nil
	}
	return append(Cards(nil), s.cards[from:s.pos]...)
}

// Dealt is the number of cards dealt (and burnt) since the last shuffle.
func (s *Shoe) Dealt() int { return s.pos }

// Size is the number of cards in the shoe when full.
func (s *Shoe) Size() int { return len(s.cards) }

// Decks is the number of decks the shoe was made of.
func (s *Shoe) Decks() int { return s.decks }

// RemainingByRank returns how many cards of each rank are still to be dealt,
// indexed by Rank (index 0 unused).
func (s *Shoe) RemainingByRank() [King + 1]int { return s.byRank }

// RemainingByValue returns how many cards of each blackjack value are still
// to be dealt: index 1 for aces, 2-9, and 10 for all ten-value cards (index 0
// unused). This is the composition the strategy analyzer works from.
func (s *Shoe) RemainingByValue() [11]int {
	var v [11]int
	for r := Ace; r <= King; r++ {
		v[r.Value()] += s.byRank[r]
	}
	return v
}

// Undealt returns the cards still to be dealt in the order they will come,
// when that order is fixed (a stacked or unshuffled shoe). For a lazily
// shuffled shoe the order is not decided yet and the cards are returned in
// an arbitrary order.
func (s *Shoe) Undealt() Cards { return append(Cards(nil), s.cards[s.pos:]...) }

// String describes the shoe for debugging: cards dealt, left and the cut.
func (s *Shoe) String() string {
	return fmt.Sprintf("shoe of %d decks: %d dealt, %d left, %d before the cut card", s.decks, s.pos, s.Remaining(), s.CardsBeforeCut())
}
