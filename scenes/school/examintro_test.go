package school

import (
	"sabot/driver/schooldriver"
	"testing"

	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
)

// The exam started from the menu at Super Punto Banco: its settings are
// shown and nothing runs under them — no step, no clock, no click on the
// table; Start starts the exam; Back instead returns to the menu.
func TestSchoolPuntoExamIntro(t *testing.T) {
	for _, back := range []bool{false, true} {
		a := scenetest.New(t, t.TempDir())
		scenetest.Ticks(t, a, 60)
		s := NewPuntoExam(a, rules.SuperPuntoBanco)
		a.GoTo(s)
		scenetest.Arrive(t, a)
		if len(s.ExamSettings()) != 5 {
			t.Fatalf("the exam's settings: %q", s.ExamSettings())
		}
		scenetest.Ticks(t, a, 120)
		if s.Elapsed != 0 || s.Count != (schooldriver.Score{}) {
			t.Errorf("under the settings: %d ticks counted, score %+v", s.Elapsed, s.Count)
		}
		if _, ok := s.targetPoint(tButton + pbBtnClose); ok {
			t.Error("Rien ne va plus can be clicked under the exam's settings")
		}
		scenetest.Press(t, a, scenetest.Key(input.Hint))
		if s.Hint != "" || !s.examIntro {
			t.Errorf("F1 under the settings: hint %q, settings shown %v", s.Hint, s.examIntro)
		}
		if back {
			scenetest.Press(t, a, scenetest.Key(input.Back))
			scenetest.Arrive(t, a)
			if a.Scene() == s {
				t.Error("Back under the exam's settings did not return to the menu")
			}
			continue
		}
		if _, ok := s.targetPoint(tExamStart); !ok {
			t.Fatal("no Start under the exam's settings")
		}
		click := func(i int) {
			p, _ := s.targetPoint(i)
			e, _ := input.HitTest(s.Targets(), p)
			scenetest.Press(t, a, e)
		}
		click(tExamStart)
		if round, rounds, on := s.ExamRound(); !on || round != 1 || rounds != schooldriver.ExamRounds || s.Rate != schooldriver.ExamRate {
			t.Errorf("after Start: exam %v, round %d of %d, incidents' rate %d", on, round, rounds, s.Rate)
		}
	}
}
