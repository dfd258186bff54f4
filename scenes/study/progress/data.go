package progress

import (
	"math"

	"sabot/rules"
	"sabot/tutor/learner"
)

// The figures the progress scene shows, computed from the saved progress
// without drawing anything, so that tests check them on their own.

// statRow is one line of the progress scene's table: a table's decisions
// (or every table's), with its accuracy and the EV it lost.
type statRow struct {
	// Table is the table's id, "" for every table together.
	Table string
	learner.Counts
	// Sessions is the number of sessions with at least one decision.
	Sessions int
}

// statTableIDs are the tables of the progress table's rows, in order: the
// blackjack tables (whose rows choose the heat map), then the others
// (Super Punto Banco, where the reader's calls are graded), so that the
// rows add up to every table together.
func statTableIDs() []string {
	var bj, other []string
	for _, r := range rules.All() {
		if r.IsBlackjack() {
			bj = append(bj, r.ID)
		} else {
			other = append(other, r.ID)
		}
	}
	return append(bj, other...)
}

// statRows returns the line of every table together, then one per table
// of ids.
func statRows(p *learner.Progress, ids []string) []statRow {
	rows := []statRow{{Counts: p.Overall()}}
	for _, s := range p.Sessions {
		if s.Decisions > 0 {
			rows[0].Sessions++
		}
	}
	for _, id := range ids {
		r := statRow{Table: id, Counts: p.Table(id)}
		for _, s := range p.SessionsOf(id) {
			if s.Decisions > 0 {
				r.Sessions++
			}
		}
		rows = append(rows, r)
	}
	return rows
}

// sessionAccuracy returns the accuracy (0-1) of each session at a table
// ("" for every table) with at least one decision, oldest first: the points
// of the accuracy plot.
func sessionAccuracy(p *learner.Progress, table string) []float64 {
	var out []float64
	for _, s := range p.SessionsOf(table) {
		if s.Decisions > 0 {
			out = append(out, s.Accuracy())
		}
	}
	return out
}

// bankrollSeries returns the bankroll in currency cur after each round in
// play mode in it, in units (1.00 = 1), oldest first: the points of the
// bankroll plot. A point saved before the bankrolls were kept apart is in
// euros, whatever its table.
func bankrollSeries(p *learner.Progress, cur string) []float64 {
	var out []float64
	for _, b := range p.Bankroll {
		if b.In() == cur {
			out = append(out, float64(b.Bankroll)/100)
		}
	}
	return out
}

// niceTicks returns round values from below lo to above hi, about n of
// them, a step of 1, 2 or 5 times a power of ten apart: the labels of a
// plot's axis.
func niceTicks(lo, hi float64, n int) []float64 {
	if math.IsNaN(lo) || math.IsNaN(hi) || n < 2 {
		return nil
	}
	if hi < lo {
		lo, hi = hi, lo
	}
	if hi-lo < 1e-9 {
		pad := math.Max(1, math.Abs(hi)*0.05)
		lo, hi = lo-pad, hi+pad
	}
	raw := (hi - lo) / float64(n-1)
	mag := math.Pow(10, math.Floor(math.Log10(raw)))
	step := mag * 10
	for _, m := range []float64{1, 2, 5, 10} {
		if m*mag >= raw {
			step = m * mag
			break
		}
	}
	start := math.Floor(lo/step) * step
	var out []float64
	for v := start; v < hi+step*0.999; v += step {
		out = append(out, math.Round(v/step)*step)
	}
	return out
}

// accuracyAxis returns the bottom of the accuracy plot's axis, in percent:
// 50 when every session is above it (the changes stay visible), else the
// ten below the worst session.
func accuracyAxis(acc []float64) float64 {
	lo := 50.0
	for _, a := range acc {
		lo = math.Min(lo, math.Floor(100*a/10)*10)
	}
	return math.Max(0, lo)
}

// thin returns at most n of the values, evenly taken, the first and the
// last always among them (a long bankroll history drawn as a line).
func thin(v []float64, n int) []float64 {
	if len(v) <= n || n < 2 {
		return v
	}
	out := make([]float64, n)
	for i := range out {
		out[i] = v[int(math.Round(float64(i)*float64(len(v)-1)/float64(n-1)))]
	}
	return out
}
