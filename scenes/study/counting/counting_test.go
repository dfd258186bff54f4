package counting

import (
	"strconv"
	"testing"

	"sabot/rules"
	"sabot/save"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
	"sabot/tutor/counting"
	"sabot/tutor/learner"
)

// openCounting opens the counting drills at table id from the menu, as
// the drills' button does (study's TestDrillsOpenCounting), and returns
// the menu, where Esc on the setup goes back to, and the drills.
func openCounting(t *testing.T, a *session.Context, id string) (session.Scene, *Scene) {
	t.Helper()
	scenetest.Ticks(t, a, 60) // the menu's intro
	r, err := rules.ByID(id)
	if err != nil {
		t.Fatal(err)
	}
	back := a.Scene()
	s := New(a, r, back)
	a.GoTo(s)
	scenetest.Arrive(t, a)
	if s.Table().ID != id {
		t.Fatalf("counting at %s; want %s", s.Table().ID, id)
	}
	return back, s
}

// typeAnswer types n as the keyboard would and presses Enter.
func typeAnswer(t *testing.T, a *session.Context, s *Scene, n int) {
	t.Helper()
	s.typeChars([]rune(strconv.Itoa(n)))
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
}

// The cards drill: the cards show one at a time for the drill's interval,
// then the answer is typed; right, then wrong (the count goes on from the
// right one); Backspace takes a character back; every answer recorded and
// saved; Esc back to the setup, then to the scene it came from.
func TestCountingCardsGradesRecordsAndSaves(t *testing.T) {
	dir := t.TempDir()
	a := scenetest.New(t, dir)
	drills, s := openCounting(t, a, "argentine")
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	if s.phase != countShowing || s.q.Mode != learner.CountCards || !s.q.NewShoe || len(s.q.Cards) < 6 {
		t.Fatalf("phase %d, question %+v", s.phase, s.q)
	}
	per := s.intervalTicks()
	if per != 60 { // a second a card at first
		t.Errorf("%d ticks a card; want 60", per)
	}
	scenetest.Ticks(t, a, per+1)
	if s.shownCard() != 1 {
		t.Errorf("after %d ticks card %d shows; want the second", per+1, s.shownCard())
	}
	scenetest.Ticks(t, a, per*len(s.q.Cards))
	if s.phase != countTyping {
		t.Fatalf("phase %d once the cards are gone; want typing", s.phase)
	}
	var h counting.HiLo
	h.See(s.q.Cards...)
	rc := h.Running()
	s.typeChars([]rune("9"))
	scenetest.Press(t, a, scenetest.Key(input.Clear))
	if s.typed != "" {
		t.Errorf("typed %q after Backspace", s.typed)
	}
	typeAnswer(t, a, s, rc)
	if s.phase != countAnswered || !s.last.Correct || s.right != 1 || s.streak != 1 {
		t.Fatalf("the right count %d graded %+v (phase %d)", rc, s.last, s.phase)
	}
	if s.drill.Interval() >= learner.CountStartInterval {
		t.Errorf("the cards did not speed up: %v", s.drill.Interval())
	}

	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	if s.phase != countShowing || s.q.NewShoe {
		t.Fatalf("next question: phase %d, %+v", s.phase, s.q)
	}
	h.See(s.q.Cards...)
	scenetest.Press(t, a, scenetest.Key(input.Confirm)) // nothing typed: nothing graded
	if s.total != 1 {
		t.Fatalf("Enter with nothing typed graded an answer")
	}
	typeAnswer(t, a, s, h.Running()-1) // answered while the cards show
	if s.phase != countAnswered || s.last.Correct || s.last.Want != float64(h.Running()) || s.streak != 0 || s.total != 2 {
		t.Fatalf("a wrong count graded %+v", s.last)
	}

	st := a.Progress.CountingAt("argentine").Mode(learner.CountCards)
	if st.Right != 1 || st.Wrong != 1 {
		t.Errorf("progress %+v", st)
	}
	saved, note := save.Open(dir).LoadProgress()
	if note != nil {
		t.Fatalf("the saved progress: %v", note)
	}
	if got := saved.CountingAt("argentine").Mode(learner.CountCards); got.Right != 1 || got.Wrong != 1 {
		t.Errorf("saved %+v", got)
	}

	scenetest.Press(t, a, scenetest.Key(input.Back))
	if s.phase != countSetup {
		t.Fatalf("Esc while counting: phase %d", s.phase)
	}
	scenetest.Press(t, a, scenetest.Key(input.Back))
	if a.Scene() != drills {
		t.Errorf("Esc on the setup: scene %T; want the scene it came from", a.Scene())
	}
}

// The true-count drill: the running count and the tray at once, typing
// right away, a negative answer with the minus sign.
func TestCountingTrue(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	_, s := openCounting(t, a, "italian-classic")
	scenetest.Press(t, a, input.Event{Action: input.Select, Index: countTargetMode + 2}, scenetest.Key(input.Confirm))
	if s.phase != countTyping || s.q.Mode != learner.CountTrue || s.q.Decks != 6 {
		t.Fatalf("phase %d, question %+v", s.phase, s.q)
	}
	want := float64(s.q.Running) / learner.DecksLeft(6, s.q.Tray)
	s.typeChars([]rune("-"))
	s.typeChars([]rune("-")) // a second minus is ignored
	if s.typed != "-" {
		t.Errorf("typed %q", s.typed)
	}
	s.typed = ""
	typeAnswer(t, a, s, int(want))
	if s.phase != countAnswered || !s.last.Correct || s.last.DecksLeft != learner.DecksLeft(6, s.q.Tray) {
		t.Fatalf("true count %.2f answered %d: %+v", want, int(want), s.last)
	}
	if st := a.Progress.CountingAt("italian-classic").Mode(learner.CountTrue); st.Right != 1 {
		t.Errorf("progress %+v", st)
	}
	// Keys move the setup: the table row, then the mode row.
	scenetest.Press(t, a, scenetest.Key(input.Back), scenetest.Key(input.Up), scenetest.Key(input.Right), scenetest.Key(input.Down), scenetest.Key(input.Left))
	if s.phase != countSetup || s.Table().ID == "italian-classic" || s.Mode() != learner.CountRound {
		t.Errorf("setup: %s, %s", s.Table().ID, s.Mode())
	}
}
