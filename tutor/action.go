package tutor

import "sabot/game/move"

// Action is a player's decision: the moves of game/move, the same type the
// round's engine takes (blackjack.Action.Move, blackjack.MoveAction).
type Action = move.Move

// ActionSet is a set of actions, for the actions legal at a decision point.
type ActionSet = move.Set

// The player's decisions, by the tutor's names.
const (
	NoAction       = move.None
	Hit            = move.Hit
	Stand          = move.Stand
	Double         = move.Double
	Split          = move.Split
	Insurance      = move.Insurance
	NoInsurance    = move.NoInsurance
	EvenMoney      = move.EvenMoney
	NoEvenMoney    = move.NoEvenMoney
	Desafio        = move.Desafio
	NoDesafio      = move.NoDesafio
	AceOne         = move.AceOne
	AceEleven      = move.AceEleven
	FollowDouble   = move.FollowDouble
	NoFollowDouble = move.NoFollowDouble
	FollowSplit    = move.FollowSplit
	FirstCard      = move.FirstCard
	SecondCard     = move.SecondCard
	numActions     = move.Count
)

// ParseAction reads an action token (move.Parse). It accepts "desafío",
// "ace-1" and "ace-11" as well. The error lists the valid tokens.
func ParseAction(s string) (Action, error) { return move.Parse(s) }

// Actions returns the set of the given actions.
func Actions(as ...Action) ActionSet { return move.Of(as...) }
