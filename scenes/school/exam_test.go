package school

import (
	"html"
	"os"
	"sabot/driver/schooldriver"
	"strings"
	"testing"

	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
)

// The exam (issue 22, item 7): started from the header's mode button, it
// lasts schooldriver.ExamRounds rounds with the incidents on, gives no hint, takes no
// step back — a wrong step is counted and the examiner takes the step due
// — and at its end the report is written beside the saves with each
// mistake and its article, and the result kept in the progress.
func TestSchoolExamRules(t *testing.T) {
	for _, id := range []string{"italian-classic", "argentine"} {
		t.Run(id, func(t *testing.T) {
			a, s := open(t, id)
			s.Rate = 0
			click(t, a, s, tMode)
			if !s.Exam || s.Ex == nil || s.Rate == 0 {
				t.Fatalf("the exam did not start with the incidents on: exam %v, rate %d", s.Exam, s.Rate)
			}
			waitDealer(t, a, s)
			due := s.d.Round.Turn().Due
			scenetest.Press(t, a, scenetest.Key(input.Hint))
			if s.Hint != "" || s.Count.Hints != 0 {
				t.Errorf("a hint in the exam: %q", s.Hint)
			}
			// A wrong step: counted, and the step due taken by the examiner.
			take(t, a, s, blackjack.Action{Kind: blackjack.DealerStand})
			if s.Count.Wrong != 1 || s.Stopped == nil {
				t.Fatalf("a wrong step in the exam: score %+v", s.Count)
			}
			if len(s.d.Recent) == 0 || s.d.Recent[len(s.d.Recent)-1] != due {
				t.Errorf("after the mistake the step due %s was not taken by the examiner (steps %v)", due, s.d.Recent)
			}
			if s.d.Round.Turn().Dealer && s.d.Round.Turn().Due == due {
				t.Errorf("the step due %s is still due: the student may take it back", due)
			}
			click(t, a, s, tIncidents)
			if s.Rate == 0 {
				t.Error("the incidents turned off during the exam")
			}
			rounds := 0
			for rounds < schooldriver.ExamRounds {
				playRound(t, a, s)
				rounds++
				if rounds < schooldriver.ExamRounds {
					if !s.Exam || s.ExamOver() {
						t.Fatalf("the exam over after %d rounds of %d", rounds, schooldriver.ExamRounds)
					}
					scenetest.Press(t, a, scenetest.Key(input.Confirm))
				}
			}
			if !s.ExamOver() || s.Exam || s.Rate != 0 {
				t.Fatalf("after %d rounds: over %v, exam %v, rate %d", schooldriver.ExamRounds, s.ExamOver(), s.Exam, s.Rate)
			}
			e := s.Ex
			if len(e.Sheet.RoundSeconds) != schooldriver.ExamRounds || e.Sheet.Wrong() != 1 || len(e.Sheet.Steps) < schooldriver.ExamRounds*10 {
				t.Errorf("the sheet: %d rounds, %d mistakes, %d steps", len(e.Sheet.RoundSeconds), e.Sheet.Wrong(), len(e.Sheet.Steps))
			}
			if e.Report == "" {
				t.Fatalf("no report: %s", e.ReportFail)
			}
			data, err := os.ReadFile(e.Report)
			if err != nil {
				t.Fatal(err)
			}
			page := string(data)
			m := e.Sheet.Mistakes[0]
			loc := a.Loc
			for _, w := range []string{m.Did, m.Due, loc.T(locales.SchoolQuote, m.Article), m.Quote, s.Rules.Source} {
				if w == "" || !strings.Contains(page, html.EscapeString(w)) {
					t.Errorf("the report lacks %q", w)
				}
			}
			res := a.Progress.School(id).ExamResults
			if len(res) != 1 || res[0].Rounds != schooldriver.ExamRounds || res[0].Wrong != 1 || res[0].Right != e.Sheet.Right() || !strings.HasSuffix(e.Report, res[0].Report) {
				t.Errorf("the progress keeps %+v", res)
			}
			// The exam's end read, the next round is practice.
			scenetest.Press(t, a, scenetest.Key(input.Confirm))
			if s.Exam || s.Ex != nil {
				t.Error("the round after the exam is not practice")
			}
		})
	}
}
