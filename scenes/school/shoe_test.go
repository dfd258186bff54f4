package school

import (
	"strings"
	"testing"

	"sabot/game/blackjack"
	"sabot/game/blackjack/incident"
	"sabot/game/opening"
	"sabot/scenes/scenetest"
)

// 004 Regole particolari 11, 5 at the reserved tables dealt from the shoe:
// a card out face up is burnt, in the deal too, and as the hand ends the
// table says the whole sizain is checked and reshuffled into the sabot,
// with the article; the next hand is a new shoe, its procedure due (its
// shuffle and cut, Apertura 4-8). Several cards fallen are burnt, and as
// the hand ends the cards are counted (Regole particolari 5); the shoe goes
// on.
func TestSchoolRegoleParticolari11And5_ShoePackChecked(t *testing.T) {
	for _, c := range []struct {
		kind     blackjack.IncidentKind
		article  string
		words    string
		newShoe  bool
		incident string
	}{
		{blackjack.ExposedCard, "Regole particolari 11", "reshuffled", true, "Regole particolari 11"},
		{blackjack.FallenCards, "Regole particolari 4, 5", "counted", false, "Regole particolari 4, 5"},
	} {
		t.Run(c.kind.String(), func(t *testing.T) {
			a, s := open(t, "italian-shuffler-shoe")
			waitDealer(t, a, s)
			for i := 0; i < 5 && s.d.Round.Turn().Due.Kind != blackjack.Deal; i++ {
				take(t, a, s, s.d.Round.Turn().Due) // rien ne va plus, the burn
				waitDealer(t, a, s)
			}
			if due := s.d.Round.Turn().Due; due.Kind != blackjack.Deal {
				t.Fatalf("the deal is not due: %s", due)
			}
			if _, err := incident.Bring(s.d.Round, c.kind); err != nil {
				t.Fatal(err)
			}
			s.d.NoteIncident()
			scenetest.Ticks(t, a, 1) // the incident's buttons painted
			p, _ := s.d.Round.Pending()
			if p.Remedy.Kind != blackjack.BurnCard || p.Article != c.incident || !strings.Contains(s.Incident, c.incident) {
				t.Fatalf("the incident: remedy %s, article %q, said %q", p.Remedy, p.Article, s.Incident)
			}
			for i := 0; i < 400 && !s.d.Round.Done(); i++ {
				waitDealer(t, a, s)
				if s.d.Round.Done() {
					break
				}
				take(t, a, s, s.d.Round.Turn().Due)
				if s.Stopped != nil {
					t.Fatalf("the right step was stopped: %+v", *s.Stopped)
				}
			}
			if !s.d.Round.Done() {
				t.Fatal("the hand did not end")
			}
			if !strings.Contains(s.Said, c.article) || !strings.Contains(s.Said, c.words) {
				t.Errorf("at the end of the hand the table says %q; want %q and %q", s.Said, c.words, c.article)
			}
			kind, due := s.procDue()
			if due != c.newShoe || (due && kind != opening.NewShoe) {
				t.Errorf("the next hand's procedure: %s %v; want a new shoe %v", kind, due, c.newShoe)
			}
		})
	}
}
