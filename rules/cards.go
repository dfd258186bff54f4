package rules

import (
	"fmt"
	"strings"
)

// Cards is a hand, a shoe or any sequence of cards. Its String and JSON forms
// are the space-separated notation ("AS TD 9C").
type Cards []Card

// String returns the cards in notation, separated by single spaces.
func (cs Cards) String() string {
	var b strings.Builder
	b.Grow(3 * len(cs))
	for i, c := range cs {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
	}
	return b.String()
}

// MarshalText implements encoding.TextMarshaler.
func (cs Cards) MarshalText() ([]byte, error) { return []byte(cs.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler.
func (cs *Cards) UnmarshalText(b []byte) error {
	parsed, err := ParseCards(string(b))
	if err != nil {
		return err
	}
	*cs = parsed
	return nil
}

// ParseCards reads a space-separated list of cards. Commas are accepted as
// separators too. The error names the first bad token and its position.
func ParseCards(s string) (Cards, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == ',' || r == '\t' || r == '\n' || r == '\r'
	})
	out := make(Cards, 0, len(fields))
	for i, f := range fields {
		c, err := ParseCard(f)
		if err != nil {
			return nil, fmt.Errorf("card %d: %w", i+1, err)
		}
		out = append(out, c)
	}
	return out, nil
}

// MustParseCards is ParseCards for constants in tests and tables; it panics
// on a bad token, so it must never see user input.
func MustParseCards(s string) Cards {
	cs, err := ParseCards(s)
	if err != nil {
		panic(err)
	}
	return cs
}
