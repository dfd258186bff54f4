package school

import (
	"errors"
	"testing"

	"sabot/game"
	"sabot/game/blackjack"
	"sabot/locales"
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
	_, err := s.round.Apply(blackjack.Action{Kind: blackjack.RevealHole})
	var ie *game.IllegalError
	if !errors.As(err, &ie) || len(ie.Legal) != 1 || ie.Article == "" {
		t.Fatalf("reveal-hole for %s: %v; want refused with the step required and its article", due, err)
	}
	next, err := blackjack.ParseDealerStep(ie.Legal[0])
	if err != nil || next == due {
		t.Fatalf("the step required %q (%v); want the one after %s", ie.Legal[0], err, due)
	}
	loc := s.app.Loc
	s.step(blackjack.Action{Kind: blackjack.RevealHole})
	if s.stopped == nil || s.stopped.due != stepText(loc, s.boxAt(), next) || s.stopped.article != ie.Article ||
		s.stopped.why != loc.T(locales.SchoolWhyStepFirst, stepText(loc, s.boxAt(), next)) {
		t.Fatalf("reveal-hole: stop %+v; want %s due, its article %s and why", s.stopped, next, ie.Article)
	}
	s.stopped = nil
	right, wrong := s.score.right, s.score.wrong
	s.step(next)
	if s.stopped != nil || s.score.right != right+1 || s.score.wrong != wrong {
		t.Fatalf("%s without the announcement: stop %+v, score %+v", next, s.stopped, s.score)
	}
	if want := loc.T(locales.SchoolAdviceHouse, stepText(loc, s.boxAt(), due)); s.said != want {
		t.Errorf("the status %q; want the advice %q", s.said, want)
	}
}
