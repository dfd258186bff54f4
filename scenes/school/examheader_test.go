package school

import (
	"sabot/driver/schooldriver"
	"testing"

	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
)

// At the exam's end its summary is open under the header: the header says
// «Esame» and the exam's own count of right and wrong steps and seconds,
// the summary's figures, not «Pratica» with the last round's count (two
// scores on one screen).
func TestSchoolExamEndHeaderAgreesWithSummary(t *testing.T) {
	a, s := open(t, "italian-classic")
	s.Rate = 0
	click(t, a, s, tMode)
	s.Rate = 0 // no incident: the rounds are played right but for one step
	waitDealer(t, a, s)
	take(t, a, s, blackjack.Action{Kind: blackjack.DealerStand}) // a wrong step, in the first round
	for rounds := 1; ; rounds++ {
		playRound(t, a, s)
		if rounds == schooldriver.ExamRounds {
			break
		}
		scenetest.Press(t, a, scenetest.Key(input.Confirm))
	}
	if !s.ExamOver() {
		t.Fatalf("the exam not over after %d rounds", schooldriver.ExamRounds)
	}
	loc := a.Loc
	sh := &s.Ex.Sheet
	if sh.Wrong() != 1 || s.Count.Wrong != 0 || s.Count.Right == sh.Right() {
		t.Fatalf("the staging: exam %d right %d wrong, last round %+v", sh.Right(), sh.Wrong(), s.Count)
	}
	if got, want := s.modeLabel(), loc.T(locales.SchoolExam); got != want {
		t.Errorf("the header's mode at the exam's end: %q, want %q", got, want)
	}
	want := loc.T(locales.SchoolScore, sh.Right(), 1, int64(sh.Seconds()+0.5))
	if got := s.scoreLabel(); got != want {
		t.Errorf("the header's score at the exam's end: %q, want the exam's %q (summary %q)", got, want, s.overTitle())
	}
	// The exam's end read, the header is the practice's again.
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	if got, want := s.modeLabel(), loc.T(locales.SchoolPractice); got != want {
		t.Errorf("the header's mode after the exam: %q, want %q", got, want)
	}
}
