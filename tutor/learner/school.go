package learner

import (
	"fmt"
	"math"
	"sort"

	"sabot/rules"
)

// A dealer-school student's record: at each table, his steps by kind (the
// step that was due: "deal", "pay", "announce"…), right and wrong, and his
// finished rounds with the time they took.

// StepCounts are the times a kind of step was due, taken right or wrong,
// and the time the right ones took.
type StepCounts struct {
	Right int `json:"right"`
	Wrong int `json:"wrong"`
	// Seconds is the time from the moment each right step was due to the
	// moment it was taken, added up.
	Seconds float64 `json:"seconds,omitempty"`
}

// check reports counts out of range: right and wrong from 0 to
// MaxDecisions, seconds from 0 to MaxSchoolSeconds.
func (c StepCounts) check() error {
	if c.Right < 0 || c.Wrong < 0 || c.Right > MaxDecisions || c.Wrong > MaxDecisions {
		return fmt.Errorf("%d right, %d wrong: want 0 to %d", c.Right, c.Wrong, MaxDecisions)
	}
	if !(c.Seconds >= 0 && c.Seconds <= MaxSchoolSeconds) {
		return fmt.Errorf("seconds %g: want 0 to %g", c.Seconds, MaxSchoolSeconds)
	}
	return nil
}

// SecondsPerStep is the mean time of a right step (0 with none).
func (c StepCounts) SecondsPerStep() float64 {
	if c.Right == 0 {
		return 0
	}
	return c.Seconds / float64(c.Right)
}

// Accuracy is the share of right steps, 0-1 (0 with none).
func (c StepCounts) Accuracy() float64 {
	if n := c.Right + c.Wrong; n > 0 {
		return float64(c.Right) / float64(n)
	}
	return 0
}

// SchoolStats are a student's steps at one table.
type SchoolStats struct {
	// Rounds and Exams count the rounds finished, Exams those in the exam.
	Rounds int `json:"rounds"`
	Exams  int `json:"exams"`
	// Seconds is the time of the finished rounds, added up.
	Seconds float64 `json:"seconds"`
	// Steps maps a kind of step to its counts.
	Steps map[string]*StepCounts `json:"steps"`
	// ExamResults are the timed exams finished, oldest first (absent from
	// files saved before the exams).
	ExamResults []ExamResult `json:"exam_results,omitempty"`
}

// Total is every step of the table.
func (s SchoolStats) Total() StepCounts {
	var t StepCounts
	for _, c := range s.Steps {
		t.Right += c.Right
		t.Wrong += c.Wrong
		t.Seconds += c.Seconds
	}
	return t
}

// SecondsPerRound is the mean time of a finished round.
func (s SchoolStats) SecondsPerRound() float64 {
	if s.Rounds == 0 {
		return 0
	}
	return s.Seconds / float64(s.Rounds)
}

// StepMisses is a kind of step and its counts, for the list of the steps
// most often wrong.
type StepMisses struct {
	Kind string
	StepCounts
}

// Weakest returns the kinds of step taken wrong at least once, the most
// mistakes first (then the lower accuracy, then the name), at most n.
func (s SchoolStats) Weakest(n int) []StepMisses {
	var out []StepMisses
	for k, c := range s.Steps {
		if c.Wrong > 0 {
			out = append(out, StepMisses{Kind: k, StepCounts: *c})
		}
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Wrong != b.Wrong {
			return a.Wrong > b.Wrong
		}
		if a.Accuracy() != b.Accuracy() {
			return a.Accuracy() < b.Accuracy()
		}
		return a.Kind < b.Kind
	})
	if len(out) > n {
		out = out[:n]
	}
	return out
}

// RecordSchoolStep counts one step of the dealer school at a table: the
// kind of step that was due, taken right (in seconds from the moment it
// was due) or wrong.
func (p *Progress) RecordSchoolStep(table, kind string, right bool, seconds float64) {
	st := p.schoolOf(table)
	c := st.Steps[kind]
	if c == nil {
		c = &StepCounts{}
		st.Steps[kind] = c
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

// RecordSchoolRound counts a finished round of the dealer school and its
// time.
func (p *Progress) RecordSchoolRound(table string, seconds float64, exam bool) {
	st := p.schoolOf(table)
	st.Rounds++
	if exam {
		st.Exams++
	}
	if seconds > 0 && !math.IsInf(seconds, 0) {
		st.Seconds += seconds
	}
}

// School returns the dealer school's record at a table (empty when none).
func (p *Progress) School(table string) SchoolStats {
	if st := p.Schools[table]; st != nil {
		return *st
	}
	return SchoolStats{}
}

func (p *Progress) schoolOf(table string) *SchoolStats {
	if p.Schools == nil {
		p.Schools = map[string]*SchoolStats{}
	}
	st := p.Schools[table]
	if st == nil {
		st = &SchoolStats{Steps: map[string]*StepCounts{}}
		p.Schools[table] = st
	}
	if st.Steps == nil {
		st.Steps = map[string]*StepCounts{}
	}
	return st
}

// MaxSchoolSeconds is the most time a saved dealer school's record may
// hold at a table (thirty years of rounds is 1e9).
const MaxSchoolSeconds = 1e12

// checkSchool says what is wrong with the dealer school's records read from
// a file: an unknown table, a count or a time out of range.
func (p *Progress) checkSchool() error {
	ids := make([]string, 0, len(p.Schools))
	for id := range p.Schools {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		st := p.Schools[id]
		if _, err := rules.ByID(id); err != nil {
			return fmt.Errorf("progress: dealer school, table %q: %v", id, err)
		}
		if st == nil {
			return fmt.Errorf("progress: dealer school, table %s: no counts", id)
		}
		switch {
		case st.Rounds < 0 || st.Rounds > MaxDecisions:
			return fmt.Errorf("progress: dealer school, table %s: rounds %d: want 0 to %d", id, st.Rounds, MaxDecisions)
		case st.Exams < 0 || st.Exams > st.Rounds:
			return fmt.Errorf("progress: dealer school, table %s: %d exams of %d rounds", id, st.Exams, st.Rounds)
		case !(st.Seconds >= 0 && st.Seconds <= MaxSchoolSeconds):
			return fmt.Errorf("progress: dealer school, table %s: seconds %g: want 0 to %g", id, st.Seconds, MaxSchoolSeconds)
		}
		if err := checkExams(id, st.ExamResults); err != nil {
			return err
		}
		for k, c := range st.Steps {
			if c == nil || k == "" || len(k) > 40 {
				return fmt.Errorf("progress: dealer school, table %s: step %q: no counts", id, k)
			}
			if err := c.check(); err != nil {
				return fmt.Errorf("progress: dealer school, table %s, step %s: %v", id, k, err)
			}
		}
	}
	return nil
}
