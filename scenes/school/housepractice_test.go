package school

import (
	"errors"
	"sabot/driver/schooldriver"
	"testing"

	"sabot/game"
	"sabot/game/blackjack"
	"sabot/game/blackjack/notation"
	"sabot/locales"
	"sabot/scenes/scenetest"
)

// 004 Regole particolari 17, «Obblighi del dealer»: no clause of the
// Shuffler Mate table prescribes the dealer's total announced (only 000 Art.
// 26 does). In the school a wrong step there names the step the regulation
// wants after it, with that step's article; the student who leaves the
// announcement out and takes that step is right, the step counted is the
// one he took, and the school's advice says the announcement is house
// practice, not a mistake.
func TestRegoleParticolari17_SchoolAnnouncementIsHousePractice(t *testing.T) {
	_, s := open(t, "italian-shuffler")
	due := stepUntil(t, s, 40, func(d blackjack.Action) bool {
		return d.Kind == blackjack.Announce && d.Total != blackjack.AnnouncedBlackjack
	})
	// The engine names the step required past the announcement.
	_, err := s.d.Round.Apply(blackjack.Action{Kind: blackjack.RevealHole})
	var ie *game.IllegalError
	if !errors.As(err, &ie) || len(ie.Legal) != 1 || ie.Article == "" {
		t.Fatalf("reveal-hole for %s: %v; want refused with the step required and its article", due, err)
	}
	next, err := notation.ParseDealerStep(ie.Legal[0])
	if err != nil || next == due {
		t.Fatalf("the step required %q (%v); want the one after %s", ie.Legal[0], err, due)
	}
	loc := s.app.Loc
	s.step(blackjack.Action{Kind: blackjack.RevealHole})
	if s.Stopped == nil || s.Stopped.Due != schooldriver.StepText(loc, next) || s.Stopped.Article != ie.Article ||
		s.Stopped.Why != loc.T(locales.SchoolWhyStepFirst, schooldriver.StepText(loc, next)) {
		t.Fatalf("reveal-hole: stop %+v; want %s due, its article %s and why", s.Stopped, next, ie.Article)
	}
	s.Stopped = nil
	right, wrong := s.Count.Right, s.Count.Wrong
	s.step(next)
	if s.Stopped != nil || s.Count.Right != right+1 || s.Count.Wrong != wrong {
		t.Fatalf("%s without the announcement: stop %+v, score %+v", next, s.Stopped, s.Count)
	}
	if want := loc.T(locales.SchoolAdviceHouse, schooldriver.StepText(loc, due)); s.Said != want {
		t.Errorf("the status %q; want the advice %q", s.Said, want)
	}
}

// 000 Art. 27: "I giocatori sono tenuti a verificare l'esatto annuncio del
// loro punto da parte dell'impiegato". At the Italian casino the student
// may call a box's total while its player decides: right, it counts right
// and the player still decides; wrong, it is stopped with Art. 27.
func TestArt27_SchoolCallsAPlayersPoint(t *testing.T) {
	a, s := open(t, "italian-classic")
	var call blackjack.Action
	for round := 0; round < 60 && call.Kind == 0; round++ {
		for i := 0; i < 400 && call.Kind == 0; i++ {
			for j := 0; j < 5000 && s.d.Round != nil && !s.d.Round.Done() && !s.d.Round.Turn().Dealer; j++ {
				tu := s.d.Round.Turn()
				if tu.Stake <= 1 && tu.Box > 0 {
					if b := s.d.Round.Box(tu.Box); b != nil && len(b.Hands[max(tu.Hand, 1)-1].Cards) >= 3 {
						tot := b.Hands[max(tu.Hand, 1)-1].Total()
						if tot.Value < 21 {
							call = blackjack.Action{Kind: blackjack.CallTotal, Box: tu.Box, Hand: max(tu.Hand, 1), Total: tot.Value, Soft: tot.Soft}
							break
						}
					}
				}
				scenetest.Ticks(t, a, 1)
			}
			if call.Kind != 0 || s.d.Round.Done() {
				break
			}
			s.step(s.d.Round.Turn().Due)
			if s.Stopped != nil {
				t.Fatalf("a right step stopped: %+v", s.Stopped)
			}
		}
		if call.Kind == 0 {
			s.deal()
		}
	}
	if call.Kind == 0 {
		t.Fatal("no player decided on three cards")
	}
	turn := s.d.Round.Turn()
	wrongCall := call
	wrongCall.Total, wrongCall.Soft = call.Total-1, false
	s.step(wrongCall)
	if s.Stopped == nil || s.Stopped.Article != "Art. 27" || s.Stopped.Quote == "" {
		t.Fatalf("a wrong call %s: stop %+v; want Art. 27 with its words", wrongCall, s.Stopped)
	}
	s.Stopped = nil
	right := s.Count.Right
	s.step(call)
	if s.Stopped != nil || s.Count.Right != right+1 || s.d.Round.Turn() != turn {
		t.Fatalf("the call %s: stop %+v, score %+v, turn %+v; want right and the player still deciding", call, s.Stopped, s.Count, s.d.Round.Turn())
	}
}
