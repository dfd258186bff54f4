package schooldriver

import (
	"strings"
	"testing"

	"sabot/game/punto"
	"sabot/locales"
	"sabot/rules"
)

// playExam plays the round under way as the examined student: every step
// due taken, and one wrong step (wrong) first when it is not nil; the
// examiner takes the step due after it.
func playExam(t *testing.T, h *fakeHost, d Desk, wrong any) {
	t.Helper()
	for i := 0; d.Playing(); i++ {
		if i > 5000 {
			t.Fatal("the round does not end")
		}
		h.tick += 30
		if d.Thinking() {
			d.Think()
			continue
		}
		if wrong != nil {
			res, err := d.Try(wrong)
			if err != nil || res.Refusal == nil || len(res.Taken) != 1 {
				t.Fatalf("the wrong step in the exam: %+v %v", res, err)
			}
			wrong = nil
			continue
		}
		act, _ := dueAction(d)
		if res, err := d.Try(act); err != nil || !res.Accepted {
			t.Fatalf("the step due %+v: %+v %v", act, res, err)
		}
	}
}

// TestExam_FiveRoundsToTheReport: an exam at the Punto Banco desk started
// between coups lasts ExamRounds coups, the incidents on at a coup in two
// and the hint refused; a mistake is counted and the examiner takes the
// step due (no take-back); after the fifth the exam is over: the sheet
// holds the five coups' times, every step and the one mistake with its
// article and sentence, the report (HTML) is written through the host and
// names that article, the result is kept with its counts, and the
// practice's rate comes back.
func TestExam_FiveRoundsToTheReport(t *testing.T) {
	r := rules.SuperPuntoBanco
	h := newHost(t, locales.English, r)
	d, err := NewPunto(h, r, 21)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Deal(); err != nil {
		t.Fatal(err)
	}
	d.Rate = 1
	d.StartExam(func() { t.Fatal("the exam dealt a new coup over the one not started") })
	if !d.Exam || d.Ex == nil || d.Rate != ExamRate || d.Ex.Round() != 1 {
		t.Fatalf("the exam: on %v, rate %d", d.Exam, d.Rate)
	}
	if HintDue(d) || d.Hint != "" || d.Count.Hints != 0 {
		t.Error("a hint in the exam")
	}
	rights := 0
	for round := 1; round <= ExamRounds; round++ {
		if round > 1 {
			if err := d.Deal(); err != nil {
				t.Fatal(err)
			}
		}
		var wrong any
		if round == 2 {
			wrong = punto.Action{Kind: punto.Collect, Side: punto.Banco, Position: 1}
		}
		playExam(t, h, d, wrong)
		rights += d.Count.Right
		if round < ExamRounds && (!d.Exam || d.ExamOver()) {
			t.Fatalf("the exam ended after %d coups", round)
		}
	}
	e := d.Ex
	if !d.ExamOver() || d.Exam || d.Rate != 1 {
		t.Fatalf("after %d coups: over %v, exam %v, rate %d", ExamRounds, d.ExamOver(), d.Exam, d.Rate)
	}
	if len(e.Sheet.RoundSeconds) != ExamRounds || !e.Sheet.Done() {
		t.Errorf("the sheet's coups: %v", e.Sheet.RoundSeconds)
	}
	if e.Sheet.Right() != rights || e.Sheet.Wrong() != 1 || len(e.Sheet.Steps) != rights+1 {
		t.Errorf("the sheet: %d right %d wrong in %d steps; want %d right, 1 wrong", e.Sheet.Right(), e.Sheet.Wrong(), len(e.Sheet.Steps), rights)
	}
	if len(e.Sheet.Mistakes) != 1 || len(e.Log) != 1 {
		t.Fatalf("the mistakes: %+v", e.Sheet.Mistakes)
	}
	m := e.Sheet.Mistakes[0]
	if m.Round != 2 || m.Article == "" || m.Quote == "" || m.Did == "" || m.Why == "" {
		t.Errorf("the mistake: %+v", m)
	}
	if len(h.reports) != 1 || e.Report == "" || e.ReportFail != "" {
		t.Fatalf("the report: %d written, path %q, failure %q", len(h.reports), e.Report, e.ReportFail)
	}
	for name, html := range h.reports {
		if e.Report != "/reports/"+name || !strings.Contains(html, m.Article) {
			t.Errorf("the report %s (%s) does not name the mistake's article %q", name, e.Report, m.Article)
		}
	}
	if len(h.exams) != 1 || h.exams[0].Rounds != ExamRounds || h.exams[0].Wrong != 1 || h.exams[0].Right != rights || h.exams[0].Report == "" {
		t.Errorf("the result kept: %+v", h.exams)
	}
	if h.rounds != ExamRounds {
		t.Errorf("%d coups recorded; want %d", h.rounds, ExamRounds)
	}
	// The next coup is practice again.
	if err := d.Deal(); err != nil {
		t.Fatal(err)
	}
	if d.Ex != nil || d.Exam {
		t.Error("the exam goes on after its end was read")
	}
}

// TestExam_NoFolder: with no folder for the report, the exam's end says
// why it was not written, and the result is kept without one.
func TestExam_NoFolder(t *testing.T) {
	r := rules.ItalianClassic
	h := &noFolder{fakeHost: newHost(t, locales.English, r)}
	d := NewBlackjack(h, r, 8)
	if err := d.Deal(); err != nil {
		t.Fatal(err)
	}
	d.StartExam(func() {})
	for round := 1; round <= ExamRounds; round++ {
		if round > 1 {
			if err := d.Deal(); err != nil {
				t.Fatal(err)
			}
		}
		playExam(t, h.fakeHost, d, nil)
	}
	want := h.loc.T(locales.SchoolExamReportFail, h.loc.T(locales.SchoolExamNoFolder))
	if !d.ExamOver() || d.Ex.Report != "" || d.Ex.ReportFail != want {
		t.Errorf("the exam's end: report %q, failure %q; want %q", d.Ex.Report, d.Ex.ReportFail, want)
	}
	if len(h.exams) != 1 || h.exams[0].Report != "" || h.exams[0].Wrong != 0 {
		t.Errorf("the result kept: %+v", h.exams)
	}
}

// noFolder is a host with no folder for the reports.
type noFolder struct{ *fakeHost }

func (noFolder) WriteReport(string, []byte) (string, error) { return "", ErrNoFolder }
