package learner

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// A finished exam is kept in the table's record and read back; a file
// without exams reads with none, one with an exam out of range is refused
// naming what is wrong.
func TestSchoolExamResults(t *testing.T) {
	p := NewProgress()
	at := time.Date(2026, 11, 28, 9, 30, 0, 0, time.UTC)
	p.RecordSchoolExam("argentine", ExamResult{Date: at, Rounds: 5, Right: 140, Wrong: 3, Seconds: 412.5, Report: "exam-argentine-20261128-0930.html"})
	data, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	back, err := LoadProgress(data)
	if err != nil {
		t.Fatal(err)
	}
	got := back.School("argentine").ExamResults
	if len(got) != 1 || !got[0].Date.Equal(at) || got[0].Rounds != 5 || got[0].Wrong != 3 || got[0].Report != "exam-argentine-20261128-0930.html" {
		t.Errorf("read back %+v", got)
	}
	for i := 0; i < MaxExamResults+5; i++ {
		p.RecordSchoolExam("argentine", ExamResult{Date: at, Rounds: 1 + i})
	}
	if es := p.School("argentine").ExamResults; len(es) != MaxExamResults || es[len(es)-1].Rounds != MaxExamResults+5 {
		t.Errorf("%d exams kept, the last of %d rounds", len(es), es[len(es)-1].Rounds)
	}
	cases := []struct{ json, want string }{
		{`{"argentine":{"rounds":1,"steps":{},"exam_results":[{"date":"2026-11-28T09:30:00Z","rounds":0}]}}`, "exam 1: rounds 0"},
		{`{"argentine":{"rounds":1,"steps":{},"exam_results":[{"date":"2026-11-28T09:30:00Z","rounds":2,"wrong":-1}]}}`, "exam 1: 0 right, -1 wrong"},
		{`{"argentine":{"rounds":1,"steps":{},"exam_results":[{"date":"2026-11-28T09:30:00Z","rounds":2,"seconds":-4}]}}`, "exam 1: seconds -4"},
	}
	for _, c := range cases {
		_, err := LoadProgress([]byte(`{"version":1,"tables":{},"school":` + c.json + `}`))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v; want an error naming %q", c.json, err, c.want)
		}
	}
}
