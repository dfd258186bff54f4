package learner

import (
	"fmt"
	"math"
	"time"
)

// ExamResult is a dealer-school exam finished at a table: when, its
// rounds, its steps right and wrong, its time, and the report written for
// the teacher (its file name beside the saves, "" when it could not be
// written).
type ExamResult struct {
	Date    time.Time `json:"date"`
	Rounds  int       `json:"rounds"`
	Right   int       `json:"right"`
	Wrong   int       `json:"wrong"`
	Seconds float64   `json:"seconds"`
	Report  string    `json:"report,omitempty"`
}

// MaxExamResults is how many exams a table keeps, the latest.
const MaxExamResults = 100

// RecordSchoolExam keeps a finished exam in the table's record, the
// oldest dropped past MaxExamResults.
func (p *Progress) RecordSchoolExam(table string, e ExamResult) {
	st := p.schoolOf(table)
	st.ExamResults = append(st.ExamResults, e)
	if n := len(st.ExamResults); n > MaxExamResults {
		st.ExamResults = append(st.ExamResults[:0:0], st.ExamResults[n-MaxExamResults:]...)
	}
}

// checkExams says what is wrong with a table's exams read from a file.
func checkExams(id string, es []ExamResult) error {
	if len(es) > MaxExamResults {
		return fmt.Errorf("progress: dealer school, table %s: %d exams: want at most %d", id, len(es), MaxExamResults)
	}
	for i, e := range es {
		switch {
		case e.Rounds < 1 || e.Rounds > 1000:
			return fmt.Errorf("progress: dealer school, table %s, exam %d: rounds %d: want 1 to 1000", id, i+1, e.Rounds)
		case e.Right < 0 || e.Wrong < 0 || e.Right > MaxDecisions || e.Wrong > MaxDecisions:
			return fmt.Errorf("progress: dealer school, table %s, exam %d: %d right, %d wrong: want 0 to %d", id, i+1, e.Right, e.Wrong, MaxDecisions)
		case !(e.Seconds >= 0 && e.Seconds <= MaxSchoolSeconds) || math.IsNaN(e.Seconds):
			return fmt.Errorf("progress: dealer school, table %s, exam %d: seconds %g: want 0 to %g", id, i+1, e.Seconds, MaxSchoolSeconds)
		case len(e.Report) > 200:
			return fmt.Errorf("progress: dealer school, table %s, exam %d: a report's name of %d characters", id, i+1, len(e.Report))
		}
	}
	return nil
}
