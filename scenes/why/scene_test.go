package why

import (
	"testing"
	"time"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/tutor"
)

// Every blackjack table, a hard, a soft and a pair decision, both pages,
// in the three languages: the view computes, paints, flips to the book's
// comparison and back, and Esc returns where it came from.
func TestWhyPages(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	scenetest.Ticks(t, a, 60)
	home := a.Scene()
	spots := []tutor.Spot{{Section: tutor.SectionHard, Row: 16, Up: 10}, {Section: tutor.SectionSoft, Row: 7, Up: 1}, {Section: tutor.SectionPair, Row: 8, Up: 10}}
	langs := []locales.Lang{locales.English, locales.Italian, locales.Spanish}
	i := 0
	for _, rs := range rules.All() {
		if !rs.IsBlackjack() {
			continue
		}
		for _, sp := range spots {
			a.SetLang(langs[i%3])
			i++
			dp, err := tutor.SpotPoint(rs, sp)
			if err != nil {
				t.Fatal(err)
			}
			s := New(a, dp, home)
			a.GoTo(s)
			deadline := time.Now().Add(30 * time.Second)
			for !s.Ready(true) || a.Transitioning() {
				if time.Now().After(deadline) {
					t.Fatalf("%s %s: not computed in 30 s", rs.ID, sp)
				}
				scenetest.Ticks(t, a, 1)
				time.Sleep(time.Millisecond)
			}
			if s.err != nil || s.bookErr != nil || len(s.why.Plays) == 0 {
				t.Fatalf("%s %s: %v %v", rs.ID, sp, s.err, s.bookErr)
			}
			if !s.layer.Painted() || len(s.targets) != 2 {
				t.Errorf("%s %s: painted %v, %d targets", rs.ID, sp, s.layer.Painted(), len(s.targets))
			}
			scenetest.Press(t, a, scenetest.Key(input.Reference))
			if !s.Book() {
				t.Errorf("%s %s: Tab did not show the book's comparison", rs.ID, sp)
			}
			scenetest.Press(t, a, input.Event{Action: input.Select, Index: targetBook})
			if s.Book() {
				t.Errorf("%s %s: the button did not show the plays again", rs.ID, sp)
			}
			scenetest.Press(t, a, scenetest.Key(input.Back))
			if a.Scene() != home {
				t.Fatalf("%s %s: Esc went to %T", rs.ID, sp, a.Scene())
			}
		}
	}
}

// A side decision has no why: the view says so and goes back all the
// same.
func TestWhySideDecision(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	scenetest.Ticks(t, a, 60)
	home := a.Scene()
	dp, err := tutor.SpotPoint(rules.ItalianClassic, tutor.Spot{Section: tutor.SectionHard, Row: 16, Up: 1})
	if err != nil {
		t.Fatal(err)
	}
	dp.Legal = tutor.Actions(tutor.Insurance, tutor.NoInsurance)
	s := New(a, dp, home)
	a.GoTo(s)
	for i := 0; i < 2000 && !s.Ready(false); i++ {
		scenetest.Ticks(t, a, 1)
		time.Sleep(time.Millisecond)
	}
	if s.err == nil {
		t.Fatal("insurance explained")
	}
	scenetest.Press(t, a, scenetest.Key(input.Back))
	if a.Scene() != home {
		t.Fatalf("Esc went to %T", a.Scene())
	}
}
