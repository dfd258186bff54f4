package school

import (
	"html"
	"os"
	"strings"
	"testing"

	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
)

// The exam (issue 22, item 7): started from the header's mode button, it
// lasts examRounds rounds with the incidents on, gives no hint, takes no
// step back — a wrong step is counted and the examiner takes the step due
// — and at its end the report is written beside the saves with each
// mistake and its article, and the result kept in the progress.
func TestSchoolExamRules(t *testing.T) {
	for _, id := range []string{"italian-classic", "argentine"} {
		t.Run(id, func(t *testing.T) {
			a, s := open(t, id)
			s.rate = 0
			click(t, a, s, tMode)
			if !s.exam || s.ex == nil || s.rate == 0 {
				t.Fatalf("the exam did not start with the incidents on: exam %v, rate %d", s.exam, s.rate)
			}
			waitDealer(t, a, s)
			due := s.round.Turn().Due
			scenetest.Press(t, a, scenetest.Key(input.Hint))
			if s.hint != "" || s.score.hints != 0 {
				t.Errorf("a hint in the exam: %q", s.hint)
			}
			// A wrong step: counted, and the step due taken by the examiner.
			take(t, a, s, blackjack.Action{Kind: blackjack.DealerStand})
			if s.score.wrong != 1 || s.stopped == nil {
				t.Fatalf("a wrong step in the exam: score %+v", s.score)
			}
			if len(s.recent) == 0 || s.recent[len(s.recent)-1] != due {
				t.Errorf("after the mistake the step due %s was not taken by the examiner (steps %v)", due, s.recent)
			}
			if s.round.Turn().Dealer && s.round.Turn().Due == due {
				t.Errorf("the step due %s is still due: the student may take it back", due)
			}
			click(t, a, s, tIncidents)
			if s.rate == 0 {
				t.Error("the incidents turned off during the exam")
			}
			rounds := 0
			for rounds < examRounds {
				playRound(t, a, s)
				rounds++
				if rounds < examRounds {
					if !s.exam || s.examOver() {
						t.Fatalf("the exam over after %d rounds of %d", rounds, examRounds)
					}
					scenetest.Press(t, a, scenetest.Key(input.Confirm))
				}
			}
			if !s.examOver() || s.exam || s.rate != 0 {
				t.Fatalf("after %d rounds: over %v, exam %v, rate %d", examRounds, s.examOver(), s.exam, s.rate)
			}
			e := s.ex
			if len(e.sheet.RoundSeconds) != examRounds || e.sheet.Wrong() != 1 || len(e.sheet.Steps) < examRounds*10 {
				t.Errorf("the sheet: %d rounds, %d mistakes, %d steps", len(e.sheet.RoundSeconds), e.sheet.Wrong(), len(e.sheet.Steps))
			}
			if e.report == "" {
				t.Fatalf("no report: %s", e.reportFail)
			}
			data, err := os.ReadFile(e.report)
			if err != nil {
				t.Fatal(err)
			}
			page := string(data)
			m := e.sheet.Mistakes[0]
			loc := a.Loc
			for _, w := range []string{m.Did, m.Due, loc.T(locales.SchoolQuote, m.Article), m.Quote, s.rules.Source} {
				if w == "" || !strings.Contains(page, html.EscapeString(w)) {
					t.Errorf("the report lacks %q", w)
				}
			}
			res := a.Progress.School(id).ExamResults
			if len(res) != 1 || res[0].Rounds != examRounds || res[0].Wrong != 1 || res[0].Right != e.sheet.Right() || !strings.HasSuffix(e.report, res[0].Report) {
				t.Errorf("the progress keeps %+v", res)
			}
			// The exam's end read, the next round is practice.
			scenetest.Press(t, a, scenetest.Key(input.Confirm))
			if s.exam || s.ex != nil {
				t.Error("the round after the exam is not practice")
			}
		})
	}
}
