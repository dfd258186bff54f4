package tutor

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
	Legal ActionSet
	// EV holds the averaged EV of each legal action.
	EV [numActions]float64
	// Declared holds, for an argentine declaration cell, the plays open
	// after each declaration and their averaged EVs.
	Declared [3]struct {
		Legal ActionSet
		EV    [numActions]float64
	}
}

// ChartEVs holds the CellEVs of every cell of a computed chart, indexed as
// the chart's cells (Chart.Hard, Soft, Pair, Ace).
type ChartEVs struct {
	Hard, Soft, Pair, Ace [22][11]CellEVs
}
