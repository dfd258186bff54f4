package learner

import (
	"fmt"
	"sort"

	"sabot/rules"
)

// CountingStats are a player's counting drills at one table: for each
// drill (cards, round, true), the answers right and wrong and the time the
// right ones took.
type CountingStats struct {
	// Modes maps a CountMode's name to its counts.
	Modes map[string]*StepCounts `json:"modes"`
}

// Total is every answer of the table's counting drills.
func (s CountingStats) Total() StepCounts {
	var t StepCounts
	for _, c := range s.Modes {
		t.Right += c.Right
		t.Wrong += c.Wrong
		t.Seconds += c.Seconds
	}
	return t
}

// Mode returns the counts of one drill (zero when never played).
func (s CountingStats) Mode(m CountMode) StepCounts {
	if c := s.Modes[m.String()]; c != nil {
		return *c
	}
	return StepCounts{}
}

// RecordCount counts one answer of a counting drill at a table, right (in
// seconds, 0 when not timed) or wrong.
func (p *Progress) RecordCount(table string, m CountMode, right bool, seconds float64) {
	if p.Counting == nil {
		p.Counting = map[string]*CountingStats{}
	}
	st := p.Counting[table]
	if st == nil {
		st = &CountingStats{}
		p.Counting[table] = st
	}
	if st.Modes == nil {
		st.Modes = map[string]*StepCounts{}
	}
	c := st.Modes[m.String()]
	if c == nil {
		c = &StepCounts{}
		st.Modes[m.String()] = c
	}
	if right {
		c.Right++
		if seconds > 0 && seconds < MaxSchoolSeconds {
			c.Seconds += seconds
		}
	} else {
		c.Wrong++
	}
}

// CountingAt returns the counting drills' record at a table (empty when
// none).
func (p *Progress) CountingAt(table string) CountingStats {
	if st := p.Counting[table]; st != nil {
		return *st
	}
	return CountingStats{}
}

// checkCounting says what is wrong with the counting drills' records read
// from a file: an unknown table or drill, a count or a time out of range.
func (p *Progress) checkCounting() error {
	ids := make([]string, 0, len(p.Counting))
	for id := range p.Counting {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		st := p.Counting[id]
		rs, err := rules.ByID(id)
		if err != nil {
			return fmt.Errorf("progress: counting, table %q: %v", id, err)
		}
		if !rs.IsBlackjack() {
			return fmt.Errorf("progress: counting, table %s: not a blackjack table", id)
		}
		if st == nil {
			return fmt.Errorf("progress: counting, table %s: no counts", id)
		}
		for k, c := range st.Modes {
			if _, err := ParseCountMode(k); err != nil {
				return fmt.Errorf("progress: counting, table %s: %v", id, err)
			}
			if c == nil {
				return fmt.Errorf("progress: counting, table %s, drill %s: no counts", id, k)
			}
			if err := c.check(); err != nil {
				return fmt.Errorf("progress: counting, table %s, drill %s: %v", id, k, err)
			}
		}
	}
	return nil
}
