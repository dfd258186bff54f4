package rules

import (
	"strings"
	"testing"
)

func TestCardName(t *testing.T) {
	for _, tc := range []struct{ tok, want string }{
		{"AS", "ace of spades"}, {"TD", "ten of diamonds"}, {"QH", "queen of hearts"},
		{"2C", "two of clubs"}, {"KS", "king of spades"}, {"9h", "nine of hearts"},
	} {
		if got := MustParseCard(tc.tok).Name(); got != tc.want {
			t.Errorf("%s: %q; want %q", tc.tok, got, tc.want)
		}
	}
	if got := (Card{}).Name(); got != "no card" {
		t.Errorf("zero card: %q", got)
	}
	// Every card has its own name.
	names := map[string]bool{}
	for s := Spades; s <= Clubs; s++ {
		for r := Ace; r <= King; r++ {
			names[Card{Rank: r, Suit: s}.Name()] = true
		}
	}
	if len(names) != 52 {
		t.Errorf("%d names for 52 cards", len(names))
	}
}

// repeat is the card tok n times, in notation.
func repeat(tok string, n int) string { return strings.TrimSpace(strings.Repeat(tok+" ", n)) }

func TestCheckStack(t *testing.T) {
	for _, tc := range []struct {
		name  string
		stack string
		decks int
		want  string // "" for a stack the shoe holds
	}{
		{"empty", "", 6, ""},
		{"six aces of spades at six decks", repeat("AS", 6), 6, ""},
		{"nine aces of spades at six decks", repeat("AS", 9), 6, "the ace of spades appears 9 times; a 6-deck shoe holds 6"},
		{"seven at six decks", repeat("AS", 7), 6, "the ace of spades appears 7 times; a 6-deck shoe holds 6"},
		{"eight at eight decks", repeat("KD", 8), 8, ""},
		{"nine at eight decks", repeat("KD", 9), 8, "the king of diamonds appears 9 times; an 8-deck shoe holds 8"},
		{"same rank, other suits", repeat("AS", 6) + " " + repeat("AH", 6) + " " + repeat("AD", 6) + " " + repeat("AC", 6), 6, ""},
		{"the first card over in the stack's order", "9C " + repeat("AS", 7) + " " + repeat("9C", 6), 6, "the nine of clubs appears 7 times; a 6-deck shoe holds 6"},
		{"one deck", "AS 2S AS", 1, "the ace of spades appears 2 times; a 1-deck shoe holds 1"},
		{"no decks reads as one", "AS AS", 0, "the ace of spades appears 2 times; a 1-deck shoe holds 1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := CheckStack(MustParseCards(tc.stack), tc.decks)
			if tc.want == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			if err == nil || err.Error() != tc.want {
				t.Fatalf("got %v; want %q", err, tc.want)
			}
		})
	}
}

func TestArticle(t *testing.T) {
	for n, want := range map[int]string{1: "a", 6: "a", 8: "an", 11: "an", 18: "an", 80: "an", 86: "an", 800: "an", 12: "a", 28: "a", 100: "a", 108: "a"} {
		if got := article(n); got != want {
			t.Errorf("%d: %q; want %q", n, got, want)
		}
	}
}

// A full shoe of every table, in deck order, is a stack it holds; one card
// more of any kind is not.
func TestCheckStackFullShoes(t *testing.T) {
	for _, rs := range All() {
		full := NewShoe(rs.Decks).Undealt()
		if err := CheckStack(full, rs.Decks); err != nil {
			t.Errorf("%s: its own full shoe refused: %v", rs.ID, err)
		}
		for _, extra := range []string{"AS", "TC", "7H", "KD"} {
			if err := CheckStack(append(full, MustParseCard(extra)), rs.Decks); err == nil {
				t.Errorf("%s: a full shoe and one more %s accepted", rs.ID, extra)
			}
		}
	}
}
