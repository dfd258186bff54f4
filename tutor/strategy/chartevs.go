package strategy

import (
	"sabot/game/move"
	"sabot/rules"
)

// Section is a part of a chart.
type Section uint8

// The chart's sections.
const (
	SectionHard Section = iota
	SectionSoft
	SectionPair
	// SectionSoftDrawn is the argentine table's soft hands made by an ace
	// drawn after the first two cards (its two-card hands with an ace are
	// declared, in SectionSoft).
	SectionSoftDrawn
)

var sectionNames = [...]string{"hard", "soft", "pair", "soft-drawn"}

// String returns "hard", "soft", "pair" or "soft-drawn".
func (s Section) String() string {
	if int(s) < len(sectionNames) {
		return sectionNames[s]
	}
	return "?"
}

// CellEVs are the EVs behind one chart cell: for each action open to the
// cell's hands, its EV per initial unit averaged over those hands (weighted
// by how often each is dealt), with the best play after it. For an argentine
// declaration cell, Declared holds the EVs of the plays after each
// declaration (index rules.AceOne, rules.AceEleven).
type CellEVs struct {
	// Legal are the actions open to every hand of the cell.
	Legal move.Set
	// EV holds the averaged EV of each legal action.
	EV [move.Count]float64
	// Declared holds, for an argentine declaration cell, the plays open
	// after each declaration and their averaged EVs.
	Declared [3]struct {
		Legal move.Set
		EV    [move.Count]float64
	}
}

// ChartEVs holds the CellEVs of every cell of a computed chart, indexed as
// the chart's cells (Chart.Hard, Soft, Pair, Ace).
type ChartEVs struct {
	Hard, Soft, Pair, Ace [22][11]CellEVs
}

// CellPlay returns the first action a cell makes on the hands of spot s of
// a computed chart, and its EV there.
func (ch *Chart) CellPlay(s Spot, c Cell) (move.Move, float64, bool) {
	if ch.EVs == nil {
		return move.None, 0, false
	}
	ev := ch.SpotEVs(s, c)
	legal, evs := ev.Legal, ev.EV
	if c.Ace != rules.AceUndeclared && c.Code != CodeSplit {
		legal, evs = ev.Declared[c.Ace].Legal, ev.Declared[c.Ace].EV
	}
	a := c.Code.Action(legal)
	if a == move.None {
		return move.None, 0, false
	}
	return a, evs[a], true
}

// SpotEVs returns the EVs behind the cell at s that cell c plays from.
func (ch *Chart) SpotEVs(s Spot, c Cell) CellEVs {
	e := ch.EVs
	switch s.Section {
	case SectionSoft:
		if ch.Rules.AceDeclaration {
			return e.Ace[s.Row][s.Up]
		}
		return e.Soft[11+s.Row][s.Up]
	case SectionSoftDrawn:
		return e.Soft[11+s.Row][s.Up]
	case SectionPair:
		if s.Row == 1 && c.Ace != rules.AceUndeclared && c.Code != CodeSplit {
			return e.Ace[1][s.Up]
		}
		return e.Pair[s.Row][s.Up]
	}
	return e.Hard[s.Row][s.Up]
}
