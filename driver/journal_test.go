package driver

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"sabot/save"
	"sabot/tutor/learner"
)

// step is a journal's line as the tests write it.
type step struct {
	N       int               `json:"n,omitempty"`
	Grade   *learner.Decision `json:"grade,omitempty"`
	Session *learner.Session  `json:"session,omitempty"`
}

// The journal keeps the trainer's progress in step with the round: the
// play session once, each graded decision once, however often Progress is
// called, between the round's own steps; reopened, it goes on from where
// the progress was; the zero Journal writes nothing.
func TestJournalKeepsTheProgressInStep(t *testing.T) {
	store := save.Open(t.TempDir())
	var zero Journal
	if zero.On() || zero.Append(step{N: 1}) != nil {
		t.Fatal("the zero journal is on")
	}
	var j Journal
	head := save.JournalHead{Round: "r1", Table: "t", Game: save.GamePuntoBanco, Time: time.Unix(0, 0)}
	if err := j.Begin(store, head, map[string]int{"start": 1}); err != nil || !j.On() {
		t.Fatalf("begin: %v", err)
	}
	session := func(s *learner.Session) any { return step{Session: s} }
	var p save.ProgressDelta
	grade := func(i int) any { return step{Grade: &p.Decisions[i]} }
	write := func(n int) {
		if err := j.Progress(p, session, grade); err != nil {
			t.Fatal(err)
		}
		if err := j.Append(step{N: n}); err != nil {
			t.Fatal(err)
		}
	}
	write(1)
	p.Session = &learner.Session{Table: "t", Mode: "play"}
	p.Decisions = append(p.Decisions, learner.Decision{Table: "t", Correct: true})
	write(2)
	p.Decisions = append(p.Decisions, learner.Decision{Table: "t"})
	write(3)
	write(4)
	j.Close()
	data, n := store.LoadJournal()
	if data == nil {
		t.Fatalf("no journal: %v", n)
	}
	// Reopened with the progress it holds, it writes only what is new.
	var r Journal
	if err := r.Reopen(store, data, p); err != nil {
		t.Fatal(err)
	}
	p.Decisions = append(p.Decisions, learner.Decision{Table: "t", Correct: true})
	if err := r.Progress(p, session, grade); err != nil {
		t.Fatal(err)
	}
	r.Close()
	data, _ = store.LoadJournal()
	var got []string
	for _, raw := range data.Steps {
		var s step
		if err := json.Unmarshal(raw, &s); err != nil {
			t.Fatal(err)
		}
		switch {
		case s.Session != nil:
			got = append(got, "session")
		case s.Grade != nil && s.Grade.Correct:
			got = append(got, "right")
		case s.Grade != nil:
			got = append(got, "wrong")
		default:
			got = append(got, string(rune('0'+s.N)))
		}
	}
	want := "[1 session right 2 wrong 3 4 right]"
	if g := fmt.Sprint(got); g != want {
		t.Errorf("steps %s; want %s", g, want)
	}
}
