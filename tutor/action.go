package tutor

import (
	"fmt"
	"strings"
)

// Action is a player's decision, named by the token the game's hand scripts
// use for it.
type Action uint8

// The player's decisions.
const (
	NoAction Action = iota
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
	numActions
)

var actionNames = [numActions]string{
	NoAction: "", Hit: "hit", Stand: "stand", Double: "double", Split: "split",
	Insurance: "insurance", NoInsurance: "no-insurance", EvenMoney: "even-money", NoEvenMoney: "no-even-money",
	Desafio: "desafio", NoDesafio: "no-desafio", AceOne: "ace 1", AceEleven: "ace 11",
	FollowDouble: "follow-double", NoFollowDouble: "no-follow-double", FollowSplit: "follow-split",
	FirstCard: "first-card", SecondCard: "second-card",
}

// String returns the action's hand-script token: hit, stand, double, split,
// insurance, no-insurance, even-money, no-even-money, desafio, no-desafio,
// "ace 1", "ace 11", and a co-bettor's follow-double, no-follow-double,
// follow-split, first-card, second-card.
func (a Action) String() string {
	if a < numActions {
		return actionNames[a]
	}
	return "?"
}

// MarshalText implements encoding.TextMarshaler.
func (a Action) MarshalText() ([]byte, error) { return []byte(a.String()), nil }

// ParseAction reads an action token. It accepts "desafío", "ace-1" and
// "ace-11" as well. The error lists the valid tokens.
func ParseAction(s string) (Action, error) {
	t := strings.ToLower(strings.Join(strings.Fields(s), " "))
	switch t {
	case "desafío":
		return Desafio, nil
	case "ace-1":
		return AceOne, nil
	case "ace-11":
		return AceEleven, nil
	}
	for a := Hit; a < numActions; a++ {
		if actionNames[a] == t {
			return a, nil
		}
	}
	names := make([]string, 0, numActions-1)
	for a := Hit; a < numActions; a++ {
		names = append(names, actionNames[a])
	}
	return NoAction, fmt.Errorf("unknown action %q: want one of %s", s, strings.Join(names, ", "))
}

// ActionSet is a set of actions, for the actions legal at a decision point.
type ActionSet uint32

// Actions returns the set of the given actions.
func Actions(as ...Action) ActionSet {
	var s ActionSet
	for _, a := range as {
		s = s.With(a)
	}
	return s
}

// Has reports whether a is in the set.
func (s ActionSet) Has(a Action) bool { return a < numActions && s&(1<<a) != 0 }

// With returns the set with a added.
func (s ActionSet) With(a Action) ActionSet {
	if a == NoAction || a >= numActions {
		return s
	}
	return s | 1<<a
}

// Without returns the set without a.
func (s ActionSet) Without(a Action) ActionSet {
	if a >= numActions {
		return s
	}
	return s &^ (1 << a)
}

// List returns the actions of the set in the order of the Action constants.
func (s ActionSet) List() []Action {
	var out []Action
	for a := Hit; a < numActions; a++ {
		if s.Has(a) {
			out = append(out, a)
		}
	}
	return out
}

// String returns the actions' tokens separated by commas.
func (s ActionSet) String() string {
	l := s.List()
	names := make([]string, len(l))
	for i, a := range l {
		names[i] = a.String()
	}
	return strings.Join(names, ", ")
}
