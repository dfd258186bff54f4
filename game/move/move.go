package move

import (
	"fmt"
	"strings"
)

// Move is a player's decision, named by the token the game's hand scripts
// use for it.
type Move uint8

// The player's decisions.
const (
	None Move = iota
	Hit
	Stand
	Double
	Split
	Insurance
	NoInsurance
	EvenMoney
	NoEvenMoney
	Desafio
	NoDesafio
	AceOne
	AceEleven
	// A co-bettor's answers to the holder's double and split (000 Cap. 1;
	// 004 Il raddoppio).
	FollowDouble
	NoFollowDouble
	FollowSplit
	FirstCard
	SecondCard
	// Count is the number of moves, None included: an array indexed by
	// Move has Count elements.
	Count
)

var names = [Count]string{
	None: "", Hit: "hit", Stand: "stand", Double: "double", Split: "split",
	Insurance: "insurance", NoInsurance: "no-insurance", EvenMoney: "even-money", NoEvenMoney: "no-even-money",
	Desafio: "desafio", NoDesafio: "no-desafio", AceOne: "ace 1", AceEleven: "ace 11",
	FollowDouble: "follow-double", NoFollowDouble: "no-follow-double", FollowSplit: "follow-split",
	FirstCard: "first-card", SecondCard: "second-card",
}

// String returns the move's hand-script token: hit, stand, double, split,
// insurance, no-insurance, even-money, no-even-money, desafio, no-desafio,
// "ace 1", "ace 11", and a co-bettor's follow-double, no-follow-double,
// follow-split, first-card, second-card.
func (m Move) String() string {
	if m < Count {
		return names[m]
	}
	return "?"
}

// MarshalText implements encoding.TextMarshaler.
func (m Move) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// Parse reads a move's token. It accepts "desafío", "ace-1" and "ace-11" as
// well. The error lists the valid tokens.
func Parse(s string) (Move, error) {
	t := strings.ToLower(strings.Join(strings.Fields(s), " "))
	switch t {
	case "desafío":
		return Desafio, nil
	case "ace-1":
		return AceOne, nil
	case "ace-11":
		return AceEleven, nil
	}
	for m := Hit; m < Count; m++ {
		if names[m] == t {
			return m, nil
		}
	}
	all := make([]string, 0, Count-1)
	for m := Hit; m < Count; m++ {
		all = append(all, names[m])
	}
	return None, fmt.Errorf("unknown action %q: want one of %s", s, strings.Join(all, ", "))
}

// Set is a set of moves, for the moves legal at a decision point.
type Set uint32

// Of returns the set of the given moves.
func Of(ms ...Move) Set {
	var s Set
	for _, m := range ms {
		s = s.With(m)
	}
	return s
}

// Has reports whether m is in the set.
func (s Set) Has(m Move) bool { return m < Count && s&(1<<m) != 0 }

// With returns the set with m added.
func (s Set) With(m Move) Set {
	if m == None || m >= Count {
		return s
	}
	return s | 1<<m
}

// Without returns the set without m.
func (s Set) Without(m Move) Set {
	if m >= Count {
		return s
	}
	return s &^ (1 << m)
}

// List returns the moves of the set in the order of the Move constants.
func (s Set) List() []Move {
	var out []Move
	for m := Hit; m < Count; m++ {
		if s.Has(m) {
			out = append(out, m)
		}
	}
	return out
}

// String returns the moves' tokens separated by commas.
func (s Set) String() string {
	l := s.List()
	out := make([]string, len(l))
	for i, m := range l {
		out[i] = m.String()
	}
	return strings.Join(out, ", ")
}
