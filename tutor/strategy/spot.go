package strategy

import (
	"fmt"
	"strconv"
	"strings"

	"sabot/rules"
)

// Spot is one cell of a table's chart: a section, a row and an up-card. It
// is the unit the trainer counts a player's decisions by (the heat map, the
// weak-spot drill) and the cell the chart overlay highlights.
type Spot struct {
	// Section is the chart's section.
	Section Section
	// Row is the row within the section: the hard total (4-20); for soft and
	// soft-drawn rows the other card of Ax (2-9); for pairs the pair's value
	// (1 for aces, 10 for ten-values).
	Row int
	// Up is the dealer's up-card value, 1 (ace) to 10.
	Up int
}

// Hand is the row's label as the chart prints it: "16", "A7", "88", "TT",
// "AA".
func (s Spot) Hand() string {
	switch s.Section {
	case SectionSoft, SectionSoftDrawn:
		return "A" + ValueLetter(s.Row)
	case SectionPair:
		return ValueLetter(s.Row) + ValueLetter(s.Row)
	}
	return strconv.Itoa(s.Row)
}

// UpLabel is the up-card's column label: "2"-"9", "10", "A".
func (s Spot) UpLabel() string { return UpLabel(s.Up) }

// String describes the spot, e.g. "hard 16 v 10".
func (s Spot) String() string { return s.Section.String() + " " + s.Hand() + " v " + s.UpLabel() }

// Key is the spot's compact key, e.g. "hard/16/10", used in saved progress.
func (s Spot) Key() string {
	return s.Section.String() + "/" + s.Hand() + "/" + s.UpLabel()
}

// Valid reports whether the spot is a printed cell of a chart.
func (s Spot) Valid() bool {
	if s.Up < 1 || s.Up > 10 {
		return false
	}
	switch s.Section {
	case SectionHard:
		return s.Row >= 4 && s.Row <= 20
	case SectionSoft, SectionSoftDrawn:
		return s.Row >= 2 && s.Row <= 9
	case SectionPair:
		return s.Row >= 1 && s.Row <= 10
	}
	return false
}

// ParseSpotKey reads a key made by Key.
func ParseSpotKey(key string) (Spot, error) {
	f := strings.Split(key, "/")
	if len(f) != 3 {
		return Spot{}, fmt.Errorf("bad spot %q: want section/hand/up, e.g. hard/16/10", key)
	}
	var s Spot
	switch f[0] {
	case "hard":
		s.Section = SectionHard
	case "soft":
		s.Section = SectionSoft
	case "pair":
		s.Section = SectionPair
	case "soft-drawn":
		s.Section = SectionSoftDrawn
	default:
		return Spot{}, fmt.Errorf("bad spot %q: unknown section %q", key, f[0])
	}
	hand := f[1]
	switch {
	case s.Section == SectionHard:
		n, err := strconv.Atoi(hand)
		if err != nil {
			return Spot{}, fmt.Errorf("bad spot %q: hand %q", key, hand)
		}
		s.Row = n
	case s.Section == SectionPair && len(hand) == 2 && hand[0] == hand[1]:
		s.Row = cardValue(hand[0])
	case len(hand) == 2 && hand[0] == 'A':
		s.Row = cardValue(hand[1])
	default:
		return Spot{}, fmt.Errorf("bad spot %q: hand %q", key, hand)
	}
	if f[2] == "A" {
		s.Up = 1
	} else if n, err := strconv.Atoi(f[2]); err == nil {
		s.Up = n
	}
	if !s.Valid() {
		return Spot{}, fmt.Errorf("bad spot %q: not a cell of a chart", key)
	}
	return s, nil
}

// SpotOf returns the chart cell a decision belongs to: a hand (its cards and
// argentine declaration) against an up-card at a table. canSplit says
// whether the hand may still be split (a pair that may not is played by its
// total). It reports false for a hand with no printed cell: 21, a bust,
// soft 12 that may not split.
func SpotOf(rs rules.RuleSet, hand rules.Cards, declared rules.AceDeclaration, up rules.Card, canSplit bool) (Spot, bool) {
	u := up.Value()
	if len(hand) == 2 && canSplit && rules.IsPair(hand[0], hand[1], rs.Pairs) {
		return Spot{Section: SectionPair, Row: hand[0].Value(), Up: u}, true
	}
	if rs.AceDeclaration && len(hand) == 2 && declared == rules.AceUndeclared && rules.HasAceInFirstTwo(hand) && !rules.IsNatural(hand) {
		other := hand[0].Value()
		if hand[0].Rank == rules.Ace {
			other = hand[1].Value()
		}
		if other >= 2 && other <= 9 {
			return Spot{Section: SectionSoft, Row: other, Up: u}, true
		}
		return Spot{}, false
	}
	t := rules.DeclaredTotal(hand, declared)
	switch {
	case t.Value >= 21 || t.Value < 4:
		return Spot{}, false
	case t.Soft:
		if t.Value < 13 {
			return Spot{}, false
		}
		sec := SectionSoft
		if rs.AceDeclaration {
			sec = SectionSoftDrawn
		}
		return Spot{Section: sec, Row: t.Value - 11, Up: u}, true
	}
	return Spot{Section: SectionHard, Row: t.Value, Up: u}, true
}

// Spots returns every printed cell of the table's chart, in the chart's row
// order, up-cards 2..10 then A.
func Spots(rs rules.RuleSet) []Spot {
	var out []Spot
	row := func(sec Section, r int) {
		for _, u := range []int{2, 3, 4, 5, 6, 7, 8, 9, 10, 1} {
			out = append(out, Spot{Section: sec, Row: r, Up: u})
		}
	}
	for t := 4; t <= 20; t++ {
		row(SectionHard, t)
	}
	for x := 2; x <= 9; x++ {
		row(SectionSoft, x)
	}
	if rs.AceDeclaration {
		for x := 2; x <= 9; x++ {
			row(SectionSoftDrawn, x)
		}
	}
	for p := 2; p <= 10; p++ {
		row(SectionPair, p)
	}
	row(SectionPair, 1)
	return out
}

// Cell returns the chart's cell at a spot.
func (ch *Chart) Cell(s Spot) Cell {
	if !s.Valid() {
		return Cell{}
	}
	switch s.Section {
	case SectionSoft:
		if ch.Rules.AceDeclaration {
			return ch.Ace[s.Row][s.Up]
		}
		return ch.Soft[11+s.Row][s.Up]
	case SectionSoftDrawn:
		return ch.Soft[11+s.Row][s.Up]
	case SectionPair:
		return ch.Pair[s.Row][s.Up]
	}
	return ch.Hard[s.Row][s.Up]
}

// ValueLetter is the notation letter of a blackjack value (A, 2-9, T).
func ValueLetter(v int) string {
	switch {
	case v == 1:
		return "A"
	case v == 10:
		return "T"
	case v >= 2 && v <= 9:
		return string(rune('0' + v))
	}
	return "?"
}
