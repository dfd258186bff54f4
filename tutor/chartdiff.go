package tutor

import (
	"fmt"

	"sabot/rules"
	"sabot/tutor/strategy"
)

// ChartDifference is a cell where another chart (a published one) differs
// from the computed chart.
type ChartDifference struct {
	// Section and Hand name the row ("hard" "16", "pair" "AA"); Up is the
	// up-card's value (1 = ace).
	Section, Hand string
	// Up is the up-card's value (1 = ace ... 10 = ten-value).
	Up int
	// Computed and Other are the two cells.
	Computed, Other strategy.Cell
	// ComputedEV and OtherEV are the EVs, per initial unit, of what each
	// cell does with the row's two-card hands (averaged over them, the best
	// play after). Where the cells differ only in what to do when doubling
	// is not allowed (D against Ds), FallbackOnly is set and the EVs are
	// those of the two fallbacks, hit and stand, on the row's hands.
	ComputedEV, OtherEV float64
	// FallbackOnly: the cells differ only where doubling is not allowed.
	FallbackOnly bool
}

// Cost is what playing the other cell loses against the computed one, in
// percent of the initial bet.
func (d ChartDifference) Cost() float64 { return 100 * (d.ComputedEV - d.OtherEV) }

// String describes the difference in one line.
func (d ChartDifference) String() string {
	what := "two-card EV"
	if d.FallbackOnly {
		what = "where doubling is not allowed, hit v stand"
	}
	return fmt.Sprintf("%-4s %-3s v %-2s computed %-3s %+.6f  other %-3s %+.6f  (%s) costs %.4f%% of the bet",
		d.Section, d.Hand, strategy.UpLabel(d.Up), d.Computed, d.ComputedEV, d.Other, d.OtherEV, what, d.Cost())
}

// Differences lists the cells where chart other (a chart of the same rule
// set, such as PublishedChart) differs from the analysis's computed chart,
// in the order of the printed rows and columns.
func (an *Analysis) Differences(other *strategy.Chart) []ChartDifference {
	mine := an.Chart().Rows()
	theirs := other.Rows()
	var out []ChartDifference
	for i, r := range mine {
		if i >= len(theirs) || theirs[i].Hand != r.Hand || theirs[i].Section != r.Section {
			break
		}
		for _, u := range strategy.UpColumns {
			a, b := r.ByUp[u], theirs[i].ByUp[u]
			if a.String() == b.String() || r.EVs == nil {
				continue
			}
			ev := r.EVs[u]
			d := ChartDifference{Section: r.Section, Hand: r.Hand, Up: u, Computed: a, Other: b}
			da, db := a.Code.Doubles(), b.Code.Doubles()
			if da && db && a.Ace == b.Ace {
				d.FallbackOnly = true
				d.ComputedEV = cellEV(fallback(a.Code), a.Ace, ev)
				d.OtherEV = cellEV(fallback(b.Code), b.Ace, ev)
			} else {
				d.ComputedEV = cellEV(a.Code, a.Ace, ev)
				d.OtherEV = cellEV(b.Code, b.Ace, ev)
			}
			out = append(out, d)
		}
	}
	return out
}

func fallback(c strategy.Code) strategy.Code {
	if c == strategy.CodeDoubleHit {
		return strategy.CodeHit
	}
	return strategy.CodeStand
}

// cellEV is the EV of a cell's action on the two-card hands behind ev.
func cellEV(c strategy.Code, decl rules.AceDeclaration, ev strategy.CellEVs) float64 {
	legal, evs := ev.Legal, ev.EV
	if decl != rules.AceUndeclared {
		legal, evs = ev.Declared[decl].Legal, ev.Declared[decl].EV
	}
	return evs[c.Action(legal)]
}
