package strategy

import (
	"sabot/game/move"
	"sabot/rules"
)

// Code is what a chart cell says to do.
type Code uint8

// The chart codes.
const (
	CodeNone        Code = iota
	CodeHit              // H: hit
	CodeStand            // S: stand
	CodeDoubleHit        // D: double; where doubling is not allowed, hit
	CodeDoubleStand      // Ds: double; where doubling is not allowed, stand
	CodeSplit            // P: split
)

var codeNames = [...]string{"", "H", "S", "D", "Ds", "P"}

// String returns the code's letters: H, S, D, Ds or P.
func (c Code) String() string {
	if int(c) < len(codeNames) {
		return codeNames[c]
	}
	return "?"
}

// Cell is one cell of a chart: the code, and for an argentine two-card hand
// with an ace the declaration to make before playing the code.
type Cell struct {
	// Code is the play.
	Code Code
	// Ace is the argentine declaration the cell makes first (AceUndeclared
	// when there is none).
	Ace rules.AceDeclaration
	// Alt is, for a pair cell, the best play when the pair is not split
	// (the code to use where splitting is not allowed).
	Alt Code
	// Margin is the EV, per initial unit, that the cheapest deviation from
	// the cell loses (weighted over the hands of the cell). Zero in a chart
	// typed in from a document.
	Margin float64
}

// String returns the cell as the chart prints it: "H", "Ds", "P", or for an
// argentine declaration "11S", "1H".
func (c Cell) String() string {
	if c.Ace != rules.AceUndeclared {
		return c.Ace.String() + c.Code.String()
	}
	return c.Code.String()
}

// Chart is a total-dependent basic strategy for one rule set: a cell for
// every hard total, soft total and pair against every dealer up-card. The
// arrays are indexed by total (or pair value, 1 = aces) and by up-card value
// (1 = ace ... 10 = ten-value).
//
// At the argentine table the two-card hands with an ace are declared first:
// Ace holds those cells (index: the other card's value, 1 for AA when it is
// not split), and Soft holds the soft hands made by an ace drawn later.
type Chart struct {
	// Rules is the rule set the chart is for.
	Rules rules.RuleSet
	// Name says where the chart comes from ("computed", or the document).
	Name string
	// Hard holds hard totals 4-21, Soft soft totals 12-21.
	Hard, Soft [22][11]Cell
	// Pair holds the pairs, by value.
	Pair [11][11]Cell
	// Ace holds the argentine declarations of two-card hands with an ace.
	Ace [11][11]Cell

	// EVs are the EVs behind a computed chart's cells (nil for a chart
	// typed in from a document).
	EVs *ChartEVs
}

// Play returns the chart's hit or stand for a hand of three cards or more
// (or any hand that may not double or split): D plays as H, Ds as S.
func (ch *Chart) Play(t int, soft bool, u int) move.Move {
	if t > 21 || t < 4 {
		return move.Stand
	}
	var c Code
	if soft {
		c = ch.Soft[t][u].Code
	} else {
		c = ch.Hard[t][u].Code
	}
	switch c {
	case CodeHit, CodeDoubleHit:
		return move.Hit
	}
	return move.Stand
}

// Action turns the code into an action among the legal ones.
func (c Code) Action(legal move.Set) move.Move {
	pick := func(as ...move.Move) move.Move {
		for _, a := range as {
			if legal.Has(a) {
				return a
			}
		}
		return move.None
	}
	switch c {
	case CodeSplit:
		return pick(move.Split, move.Hit, move.Stand)
	case CodeDoubleHit:
		return pick(move.Double, move.Hit, move.Stand)
	case CodeDoubleStand:
		return pick(move.Double, move.Stand, move.Hit)
	case CodeStand:
		return pick(move.Stand, move.Hit)
	}
	return pick(move.Hit, move.Stand)
}

// DecideValues is the chart's decision on a hand described by values: total t,
// soft, its first two cards' values a and b when it has exactly two cards (0
// otherwise), the argentine declaration made, and the legal actions.
func (ch *Chart) DecideValues(t int, soft bool, a, b int, decl rules.AceDeclaration, u int, legal move.Set) move.Move {
	if legal.Has(move.NoInsurance) {
		return move.NoInsurance
	}
	if legal.Has(move.NoEvenMoney) {
		return move.NoEvenMoney
	}
	if legal.Has(move.NoDesafio) {
		return move.NoDesafio
	}
	if a > 0 {
		if a > b {
			a, b = b, a
		}
		pairCell := a == b && legal.Has(move.Split)
		if pairCell && ch.Pair[a][u].Code == CodeSplit {
			return move.Split
		}
		if legal.Has(move.AceOne) || legal.Has(move.AceEleven) {
			// a is the ace: the row is the other card.
			if ch.Ace[b][u].Ace == rules.AceOne {
				return move.AceOne
			}
			return move.AceEleven
		}
		if decl != rules.AceUndeclared && a == 1 {
			if c := ch.Ace[b][u]; c.Ace == decl {
				return c.Code.Action(legal)
			}
		}
		if pairCell {
			return ch.Pair[a][u].Alt.Action(legal)
		}
		if a == b && ch.Pair[a][u].Alt != CodeNone && !(a == 1 && ch.aceTable()) {
			return ch.Pair[a][u].Alt.Action(legal)
		}
	}
	if t > 21 {
		return CodeStand.Action(legal)
	}
	if t < 4 {
		t = 4
	}
	if soft {
		return ch.Soft[t][u].Code.Action(legal)
	}
	return ch.Hard[t][u].Code.Action(legal)
}

func (ch *Chart) aceTable() bool { return ch.Rules.AceDeclaration }

// Decide returns the chart's decision for a hand against up-card up, among
// the legal actions: the simulator's fast path (it allocates nothing).
// declared is the argentine declaration already made on the hand's ace
// (rules.AceUndeclared elsewhere). When legal offers insurance, even money
// or the desafío, Decide declines them: with a shoe of unknown composition
// they lose. When legal holds "ace 1" and "ace 11" it returns the
// declaration of the chart's cell.
func (ch *Chart) Decide(hand rules.Cards, declared rules.AceDeclaration, up rules.Card, legal move.Set) move.Move {
	u := up.Value()
	t := rules.DeclaredTotal(hand, declared)
	a, b := 0, 0
	if len(hand) == 2 {
		a, b = hand[0].Value(), hand[1].Value()
		if a == b && !rules.IsPair(hand[0], hand[1], ch.Rules.Pairs) {
			legal = legal.Without(move.Split)
			// a ten-value pair that is no pair here (K-Q under same rank)
			// plays as a hard total.
			a, b = 0, 0
		}
	}
	return ch.DecideValues(t.Value, t.Soft, a, b, declared, u, legal)
}

// Doubles reports whether the code is a double (Dh or Ds).
func (c Code) Doubles() bool {
	return c == CodeDoubleHit || c == CodeDoubleStand
}
