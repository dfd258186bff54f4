package punto

import (
	"fmt"
	"strconv"
	"strings"
)

// Side is one of the three things a Punto Banco bet can be on, and for a
// card, the hand it goes to (Punto or Banco; NoSide for the cards the dealer
// draws onto the table in the last coup of Art. 5).
type Side uint8

// The sides of a Punto Banco table.
const (
	// NoSide is the zero Side: no bet, or a card of neither hand.
	NoSide Side = iota
	// Punto is the player's hand and the bet on it.
	Punto
	// Banco is the bank's hand and the bet on it.
	Banco
	// Egalite is the bet on a tie (Égalité).
	Egalite
)

// String returns the side's script token: "punto", "banco", "egalite", or
// "none".
func (s Side) String() string {
	switch s {
	case Punto:
		return "punto"
	case Banco:
		return "banco"
	case Egalite:
		return "egalite"
	}
	return "none"
}

// ParseSide reads a side's token, case-insensitively; "égalité" is accepted
// for "egalite". The error names the text.
func ParseSide(s string) (Side, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "punto":
		return Punto, nil
	case "banco":
		return Banco, nil
	case "egalite", "égalité", "egalité":
		return Egalite, nil
	}
	return NoSide, fmt.Errorf("unknown side %q: want punto, banco or egalite", s)
}

// MarshalText implements encoding.TextMarshaler.
func (s Side) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler.
func (s *Side) UnmarshalText(b []byte) error {
	v, err := ParseSide(string(b))
	if err != nil {
		return err
	}
	*s = v
	return nil
}

// Actor is who must act now in a round: the dealer, the reader of the Punto
// cards (a position, 1-9), or nobody once the coup is over.
type Actor int

const (
	// Nobody acts: the coup is over.
	Nobody Actor = -1
	// Dealer: the dealer (the automatic dealer in play mode, the student in
	// the dealer school) must apply the next step.
	Dealer Actor = 0
)

// ReaderAt is the reader of the Punto cards at a position.
func ReaderAt(position int) Actor { return Actor(position) }

// IsDealer reports whether the dealer must act.
func (a Actor) IsDealer() bool { return a == Dealer }

// IsReader reports whether the reader of the Punto cards must act.
func (a Actor) IsReader() bool { return a > 0 }

// Position is the reader's position, or 0 for the dealer and nobody.
func (a Actor) Position() int {
	if a > 0 {
		return int(a)
	}
	return 0
}

// String returns "dealer", "reader at 3" or "nobody".
func (a Actor) String() string {
	switch {
	case a == Dealer:
		return "dealer"
	case a > 0:
		return "reader at " + strconv.Itoa(int(a))
	}
	return "nobody"
}
