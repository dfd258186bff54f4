package tutor

import (
	"fmt"
	"strings"

	"sabot/rules"
	"sabot/tutor/strategy"
)

// Composition is a count of cards by blackjack value: index 1 for aces, 2-9
// at face value, 10 for every ten-value card; index 0 is unused. It is the
// form the analysis works from, the same as rules.Shoe.RemainingByValue.
type Composition [11]int

// FullShoe returns the composition of n fresh 52-card decks.
func FullShoe(decks int) Composition {
	var c Composition
	for v := 1; v <= 9; v++ {
		c[v] = 4 * decks
	}
	c[10] = 16 * decks
	return c
}

// ShoeComposition returns the composition of the cards still to be dealt
// from a shoe.
func ShoeComposition(s *rules.Shoe) Composition { return Composition(s.RemainingByValue()) }

// Total returns the number of cards.
func (c Composition) Total() int {
	n := 0
	for v := 1; v <= 10; v++ {
		n += c[v]
	}
	return n
}

// Remove takes cards out of the composition. The error names the first card
// the composition does not hold.
func (c *Composition) Remove(cs ...rules.Card) error {
	for i, card := range cs {
		v := card.Value()
		if c[v] <= 0 {
			for _, back := range cs[:i] {
				c[back.Value()]++
			}
			return fmt.Errorf("card %s is not in the shoe (%s)", card, c)
		}
		c[v]--
	}
	return nil
}

// Add puts cards back into the composition.
func (c *Composition) Add(cs ...rules.Card) {
	for _, card := range cs {
		c[card.Value()]++
	}
}

// Valid reports whether no count is negative.
func (c Composition) Valid() bool {
	for v := 1; v <= 10; v++ {
		if c[v] < 0 {
			return false
		}
	}
	return true
}

// String returns the counts as "A:24 2:24 ... T:96".
func (c Composition) String() string {
	var b strings.Builder
	for v := 1; v <= 10; v++ {
		if v > 1 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%s:%d", strategy.ValueLetter(v), c[v])
	}
	return b.String()
}
