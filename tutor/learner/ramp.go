package learner

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// A betting ramp for a Hi-Lo counter: what to bet at each true count, in
// units of the table's minimum. sim.Spread measures what it wins.

// RampStep is one step of a betting ramp: from true count FromTC up, Units
// times the table's minimum on each box.
type RampStep struct {
	FromTC float64 `json:"from_tc"`
	Units  int     `json:"units"`
}

// Ramp is a Hi-Lo betting spread: one unit below its first step, then each
// step's units from its true count up.
type Ramp []RampStep

// DefaultRamp is a 1-8 spread, the usual one for a six- or eight-deck shoe:
// 2 units from true count +2, 4 from +3, 6 from +4, 8 from +5.
var DefaultRamp = Ramp{{2, 2}, {3, 4}, {4, 6}, {5, 8}}

// Units returns the units to bet at true count tc.
func (r Ramp) Units(tc float64) int {
	u := 1
	for _, s := range r {
		if tc >= s.FromTC {
			u = s.Units
		}
	}
	return u
}

// String writes the ramp as ParseRamp reads it: "2:2,3:4,4:6,5:8".
func (r Ramp) String() string {
	parts := make([]string, len(r))
	for i, s := range r {
		parts[i] = strconv.FormatFloat(s.FromTC, 'g', -1, 64) + ":" + strconv.Itoa(s.Units)
	}
	return strings.Join(parts, ",")
}

// MaxRampUnits is the most units a ramp may bet.
const MaxRampUnits = 100

// ParseRamp reads a ramp, "TC:UNITS,..." with the true counts increasing
// (e.g. "2:2,3:4,4:6,5:8"); "" is flat betting. The error names the bad
// step.
func ParseRamp(s string) (Ramp, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	var r Ramp
	for _, part := range strings.Split(s, ",") {
		tcS, uS, ok := strings.Cut(strings.TrimSpace(part), ":")
		if !ok {
			return nil, fmt.Errorf("ramp step %q: want TC:UNITS, e.g. 3:4", part)
		}
		tc, err := strconv.ParseFloat(strings.TrimSpace(tcS), 64)
		if err != nil || math.IsNaN(tc) || math.IsInf(tc, 0) {
			return nil, fmt.Errorf("ramp step %q: the true count %q is not a number", part, tcS)
		}
		u, err := strconv.Atoi(strings.TrimSpace(uS))
		if err != nil || u < 1 || u > MaxRampUnits {
			return nil, fmt.Errorf("ramp step %q: units %q: want 1 to %d", part, uS, MaxRampUnits)
		}
		if len(r) > 0 && tc <= r[len(r)-1].FromTC {
			return nil, fmt.Errorf("ramp step %q: the true counts must increase", part)
		}
		r = append(r, RampStep{FromTC: tc, Units: u})
	}
	return r, nil
}
