package rules

import (
	"fmt"
	"strings"
)

// Rank is a card's rank, Ace (1) to King (13).
type Rank uint8

// The thirteen ranks.
const (
	Ace   Rank = 1
	Two   Rank = 2
	Three Rank = 3
	Four  Rank = 4
	Five  Rank = 5
	Six   Rank = 6
	Seven Rank = 7
	Eight Rank = 8
	Nine  Rank = 9
	Ten   Rank = 10
	Jack  Rank = 11
	Queen Rank = 12
	King  Rank = 13
)

const rankLetters = "?A23456789TJQK"

// String returns the rank's notation letter.
func (r Rank) String() string {
	if r < Ace || r > King {
		return "?"
	}
	return rankLetters[r : r+1]
}

// Value is the rank's blackjack value with the ace counted as one:
// 1 for an ace, 2-9 at face value, 10 for ten, jack, queen and king.
func (r Rank) Value() int {
	if r >= Ten {
		return 10
	}
	return int(r)
}

// Points is the rank's Punto Banco value: ace 1, 2-9 at face value,
// ten and the figures zero.
func (r Rank) Points() int {
	if r >= Ten {
		return 0
	}
	return int(r)
}

// IsTenValue reports whether the rank counts ten in blackjack.
func (r Rank) IsTenValue() bool { return r >= Ten }

// Suit is a card's suit.
type Suit uint8

// The four suits, in notation order S H D C.
const (
	Spades Suit = iota
	Hearts
	Diamonds
	Clubs
)

const suitLetters = "SHDC"

// String returns the suit's notation letter.
func (s Suit) String() string {
	if s > Clubs {
		return "?"
	}
	return suitLetters[s : s+1]
}

// Symbol returns the suit's symbol (♠ ♥ ♦ ♣).
func (s Suit) Symbol() string {
	switch s {
	case Spades:
		return "♠"
	case Hearts:
		return "♥"
	case Diamonds:
		return "♦"
	case Clubs:
		return "♣"
	}
	return "?"
}

// Red reports whether the suit is red (hearts and diamonds).
func (s Suit) Red() bool { return s == Hearts || s == Diamonds }

// Card is one playing card. The zero Card is not a valid card.
type Card struct {
	Rank Rank
	Suit Suit
}

// Valid reports whether c is a real card.
func (c Card) Valid() bool { return c.Rank >= Ace && c.Rank <= King && c.Suit <= Clubs }

// String returns the card in notation, e.g. "TD".
func (c Card) String() string {
	if !c.Valid() {
		return "??"
	}
	return c.Rank.String() + c.Suit.String()
}

// Value is the card's blackjack value with an ace counted as one.
func (c Card) Value() int { return c.Rank.Value() }

// Points is the card's Punto Banco value.
func (c Card) Points() int { return c.Rank.Points() }

// ParseCard reads one card in notation ("AS", "TD", "9c"; "10H" is accepted
// for a ten). The error names the token.
func ParseCard(tok string) (Card, error) {
	t := strings.ToUpper(strings.TrimSpace(tok))
	if strings.HasPrefix(t, "10") && len(t) == 3 {
		t = "T" + t[2:]
	}
	if len(t) != 2 {
		return Card{}, fmt.Errorf("bad card %q: want a rank (A 2-9 T J Q K) and a suit (S H D C), like \"TD\"", tok)
	}
	ri := strings.IndexByte(rankLetters[1:], t[0])
	if ri < 0 {
		return Card{}, fmt.Errorf("bad card %q: rank %q is not one of A 2-9 T J Q K", tok, t[:1])
	}
	si := strings.IndexByte(suitLetters, t[1])
	if si < 0 {
		return Card{}, fmt.Errorf("bad card %q: suit %q is not one of S H D C", tok, t[1:])
	}
	return Card{Rank: Rank(ri + 1), Suit: Suit(si)}, nil
}

// MustParseCard is ParseCard for constants in tests and tables; it panics on
// a bad token, so it must never see user input.
func MustParseCard(tok string) Card {
	c, err := ParseCard(tok)
	if err != nil {
		panic(err)
	}
	return c
}
