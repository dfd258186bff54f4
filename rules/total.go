package rules

// Total is the value of a blackjack hand.
type Total struct {
	// Value is the best value of the hand: one ace counted eleven when that
	// does not pass 21, every other ace one.
	Value int
	// Soft reports that Value counts an ace as eleven that could still
	// count one.
	Soft bool
}

// Bust reports whether the hand is over 21.
func (t Total) Bust() bool { return t.Value > 21 }

// Hard is the hand's value with every free ace counted one.
func (t Total) Hard() int {
	if t.Soft {
		return t.Value - 10
	}
	return t.Value
}

// AceDeclaration is the argentine player's irrevocable choice of the value of
// an ace among his first two cards (Reglamento, Desarrollo 10).
type AceDeclaration uint8

// The three states of an argentine ace declaration.
const (
	// AceUndeclared: no declaration was made; every ace takes its best value.
	AceUndeclared AceDeclaration = iota
	// AceOne: the ace of the first two cards counts one, for good.
	AceOne
	// AceEleven: the ace of the first two cards counts eleven, for good;
	// the hand busts if a later card takes it over 21.
	AceEleven
)

// String returns "1", "11" or "" for no declaration.
func (d AceDeclaration) String() string {
	switch d {
	case AceOne:
		return "1"
	case AceEleven:
		return "11"
	}
	return ""
}

// HandTotal returns the best total of a blackjack hand in which every ace
// takes its best value.
func HandTotal(cs Cards) Total { return DeclaredTotal(cs, AceUndeclared) }

// DeclaredTotal returns the total of a hand whose first two cards' ace was
// declared d (argentine rule). A declared ace keeps its value whatever
// follows; aces drawn later take their best value (RULES.md Interpretation).
// With two aces among the first two cards, declaring eleven counts one of
// them eleven and the other one.
func DeclaredTotal(cs Cards, d AceDeclaration) Total {
	hard, free := 0, 0
	for i, c := range cs {
		hard += c.Value()
		if c.Rank == Ace && (d == AceUndeclared || i >= 2) {
			free++
		}
	}
	if d == AceEleven {
		hard += 10
	}
	if free > 0 && hard+10 <= 21 {
		return Total{Value: hard + 10, Soft: true}
	}
	return Total{Value: hard}
}

// HasAceInFirstTwo reports whether an ace is among the first two cards, the
// condition for the argentine declaration.
func HasAceInFirstTwo(cs Cards) bool {
	for i := 0; i < len(cs) && i < 2; i++ {
		if cs[i].Rank == Ace {
			return true
		}
	}
	return false
}

// IsNatural reports whether two cards make 21: an ace and a ten-value card.
// Whether that counts as a blackjack depends on the hand (not after a split).
func IsNatural(cs Cards) bool {
	return len(cs) == 2 && cs[0].Value()+cs[1].Value() == 11 && (cs[0].Rank == Ace || cs[1].Rank == Ace)
}

// PairPolicy says which two cards form a pair that may be split.
type PairPolicy uint8

// The pair policies of the four blackjack tables.
const (
	// PairSameValue: two cards of the same value, so any two ten-value cards
	// (K-Q, J-10) are a pair.
	PairSameValue PairPolicy = iota
	// PairSameRank: only two cards of the same rank (K-K yes, K-Q no).
	PairSameRank
)

// IsPair reports whether a and b form a pair under policy p.
func IsPair(a, b Card, p PairPolicy) bool {
	if p == PairSameRank {
		return a.Rank == b.Rank
	}
	return a.Value() == b.Value()
}
