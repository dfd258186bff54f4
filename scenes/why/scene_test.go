package why

import (
	"testing"
	"time"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

// Every blackjack table, a hard, a soft and a pair decision, both pages,
// in the three languages: the view computes, paints, flips to the book's
// comparison and back, and Esc returns where it came from.
func TestWhyPages(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	scenetest.Ticks(t, a, 60)
	home := a.Scene()
	spots := []strategy.Spot{{Section: strategy.SectionHard, Row: 16, Up: 10}, {Section: strategy.SectionSoft, Row: 7, Up: 1}, {Section: strategy.SectionPair, Row: 8, Up: 10}}
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
			scenetest.Until(t, a, func() bool { return s.Ready(true) && !a.Transitioning() })
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

// The side decisions have their page: insurance, even money against an
// ace and a ten, the desafío, in the three languages; a co-bettor's
// decision has no why, and the view says so and goes back all the same.
func TestWhySideDecisions(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	scenetest.Ticks(t, a, 60)
	home := a.Scene()
	cases := []struct {
		rs   rules.RuleSet
		kind tutor.SideKind
		sp   strategy.Spot
		lang locales.Lang
	}{
		{rules.ItalianClassic, tutor.SideInsurance, strategy.Spot{Section: strategy.SectionHard, Row: 16, Up: 1}, locales.Italian},
		{rules.ItalianOnline, tutor.SideInsurance, strategy.Spot{Section: strategy.SectionPair, Row: 8, Up: 1}, locales.English},
		{rules.ItalianShuffler, tutor.SideEvenMoney, strategy.Spot{Up: 1}, locales.Spanish},
		{rules.ItalianClassic, tutor.SideEvenMoney, strategy.Spot{Up: 10}, locales.Italian},
		{rules.Argentine, tutor.SideDesafio, strategy.Spot{Up: 6}, locales.Spanish},
	}
	for _, c := range cases {
		a.SetLang(c.lang)
		dp, err := tutor.SidePoint(c.rs, c.kind, c.sp)
		if err != nil {
			t.Fatal(err)
		}
		s := New(a, dp, home)
		a.GoTo(s)
		scenetest.Until(t, a, func() bool { return s.Ready(false) && !a.Transitioning() })
		if s.err != nil || s.why.Side == nil || s.why.Side.Kind != c.kind || s.hasSpot {
			t.Fatalf("%s %s: %v, %+v, spot %v", c.rs.ID, c.kind, s.err, s.why, s.hasSpot)
		}
		scenetest.Ticks(t, a, 1)
		if !s.layer.Painted() || len(s.targets) != 2 {
			t.Errorf("%s %s: painted %v, %d targets", c.rs.ID, c.kind, s.layer.Painted(), len(s.targets))
		}
		if got, want := s.decisionLabel(), sideLabel(a.Loc, c.kind); got != want {
			t.Errorf("%s %s: the header says %q, want %q", c.rs.ID, c.kind, got, want)
		}
		for _, n := range s.why.Notes {
			if s.noteText(n) == "" {
				t.Errorf("%s %s: note %d has no words", c.rs.ID, c.kind, n.Kind)
			}
		}
		scenetest.Press(t, a, scenetest.Key(input.Back))
		if a.Scene() != home {
			t.Fatalf("%s %s: Esc went to %T", c.rs.ID, c.kind, a.Scene())
		}
	}

	dp, err := tutor.SpotPoint(rules.ItalianShuffler, strategy.Spot{Section: strategy.SectionPair, Row: 8, Up: 10})
	if err != nil {
		t.Fatal(err)
	}
	dp.Legal = tutor.Actions(tutor.FollowSplit, tutor.NoFollowDouble)
	s := New(a, dp, home)
	a.GoTo(s)
	for i := 0; i < 2000 && !s.Ready(false); i++ {
		scenetest.Ticks(t, a, 1)
		time.Sleep(time.Millisecond)
	}
	if s.err == nil {
		t.Fatal("a co-bettor's decision explained")
	}
	scenetest.Press(t, a, scenetest.Key(input.Back))
	if a.Scene() != home {
		t.Fatalf("Esc went to %T", a.Scene())
	}
}
