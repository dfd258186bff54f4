package rules

import "fmt"

var rankNames = [King + 1]string{"", "ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king"}

var suitNames = [Clubs + 1]string{"spades", "hearts", "diamonds", "clubs"}

// Name returns the card's name in English words, e.g. "ace of spades", as
// an error line names a card; "no card" for an invalid one.
func (c Card) Name() string {
	if !c.Valid() {
		return "no card"
	}
	return rankNames[c.Rank] + " of " + suitNames[c.Suit]
}

// CheckStack reports a stacked shoe that a table of decks decks could not
// hold: a card (rank and suit) more times than the decks contain, each deck
// holding it once. The error names the first such card of the stack, how
// many times it appears and how many the shoe holds, e.g. "the ace of spades
// appears 9 times; a 6-deck shoe holds 6". A stack shorter than the decks
// is fine: a script deals the cards it needs.
func CheckStack(cs Cards, decks int) error {
	decks = max(decks, 1)
	var seen [King + 1][Clubs + 1]int
	for _, c := range cs {
		if c.Valid() {
			seen[c.Rank][c.Suit]++
		}
	}
	for _, c := range cs {
		if c.Valid() && seen[c.Rank][c.Suit] > decks {
			return fmt.Errorf("the %s appears %d times; %s %d-deck shoe holds %d", c.Name(), seen[c.Rank][c.Suit], article(decks), decks, decks)
		}
	}
	return nil
}

// article is the English article before the number n said aloud: "an" for
// eight, eleven, eighteen, eighty…, "a" otherwise.
func article(n int) string {
	for n >= 100 {
		n /= 10
	}
	if n == 8 || n == 11 || n == 18 || n/10 == 8 {
		return "an"
	}
	return "a"
}
