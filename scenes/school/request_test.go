package school

import (
	"strings"
	"testing"

	"sabot/game/blackjack"
	"sabot/game/punto"
	"sabot/rules"
	"sabot/scenes/scenetest"
)

// stepUntil takes every dealer's step right, straight to the round (the
// players answering on their own), until stop reports true for the step
// due, and returns it; the test fails after rounds rounds.
func stepUntil(t *testing.T, s *Table, rounds int, stop func(blackjack.Action) bool) blackjack.Action {
	t.Helper()
	a := s.app
	for round := 0; round < rounds; round++ {
		for i := 0; i < 400; i++ {
			waitDealer(t, a, s)
			if s.round.Done() {
				break
			}
			due := s.round.Turn().Due
			if stop(due) {
				return due
			}
			s.step(due)
			if s.stopped != nil {
				t.Fatalf("the right step %s was stopped", due)
			}
		}
		s.deal()
	}
	t.Fatalf("no such step in %d rounds", rounds)
	return blackjack.Action{}
}

// 001 Otras apuestas 1: a computer player on a two-card 10 asks to double,
// which only 11 may: the croupier refuses it ("Rechazar"); granting it, the
// card dealt face down for the double, is stopped with the article and its
// words.
func TestOtrasApuestas1_SchoolDoubleOnTenRefused(t *testing.T) {
	a, s := open(t, "argentine")
	due := stepUntil(t, s, 80, func(d blackjack.Action) bool { return d.Kind == blackjack.Refuse })
	if !strings.Contains(s.said, s.decisionWord(blackjack.Action{Kind: blackjack.Double})) {
		t.Errorf("the status %q; want the player's request", s.said)
	}
	s.step(blackjack.Action{Kind: blackjack.Deal, Box: due.Box, Hand: due.Hand, FaceDown: true})
	if s.stopped == nil || s.stopped.article != "Otras apuestas 1" || !strings.Contains(s.stopped.quote, "Once (11)") {
		t.Fatalf("granting the double: stop %+v; want Otras apuestas 1 with its words", s.stopped)
	}
	take(t, a, s, due)
	if s.score.wrong != 1 || s.round.Turn().Dealer || s.round.Turn().Box != due.Box {
		t.Errorf("after the refusal: score %+v, turn %+v; want box %d to decide again", s.score, s.round.Turn(), due.Box)
	}
}

// 000 Cap. 1: a blackjack against a ten asks for even money, which the
// regulation allows: the croupier pays it 1:1 at once.
func TestCap1_SchoolEvenMoneyAgainstTenPaid(t *testing.T) {
	a, s := open(t, "italian-classic")
	due := stepUntil(t, s, 200, func(d blackjack.Action) bool { return d.Kind == blackjack.Pay && d.Bet == blackjack.EvenMoneyBet })
	up, _ := s.round.DealerUpCard()
	if !up.Rank.IsTenValue() || due.Amount != s.round.Box(due.Box).Hands[0].Stake {
		t.Errorf("even money %s against %s", due, up)
	}
	s.step(blackjack.Action{Kind: blackjack.Refuse, Box: due.Box})
	if s.stopped == nil || s.stopped.article != "Cap. 1" {
		t.Errorf("refusing the even money: stop %+v; want Cap. 1", s.stopped)
	}
	// Paid with the chips on its stake, as a croupier does.
	right := s.score.right
	take(t, a, s, due)
	if s.score.right != right+1 || !s.round.Box(due.Box).Hands[0].Settled {
		t.Errorf("the even money paid with the clicks: score %+v", s.score)
	}
}

// 004 Regole particolari 16: the session's last round opens with "l'ultima
// mano", before the bets are closed; closing them first is stopped.
func TestRegoleParticolari16_SchoolLastHand(t *testing.T) {
	a, s := open(t, "italian-shuffler")
	for round := 1; round < lastHandEvery; round++ {
		if due := s.round.Turn().Due; due.Kind != blackjack.CloseBets {
			t.Fatalf("round %d opens with %s", round, due)
		}
		for !s.round.Done() {
			waitDealer(t, a, s)
			if !s.round.Done() {
				s.step(s.round.Turn().Due)
			}
		}
		s.deal()
	}
	due := s.round.Turn().Due
	if due.Kind != blackjack.LastRound {
		t.Fatalf("round %d opens with %s; want last-round", lastHandEvery, due)
	}
	s.step(blackjack.Action{Kind: blackjack.CloseBets})
	if s.stopped == nil || s.stopped.article != "Regole particolari 16" || !strings.Contains(s.stopped.quote, "l'ultima mano") {
		t.Fatalf("closing the bets first: stop %+v", s.stopped)
	}
	take(t, a, s, due)
	if got := s.round.Turn().Due; got.Kind != blackjack.CloseBets {
		t.Errorf("after the announcement: %s", got)
	}
}

// 002 Art. 13: a standing player bets the biggest Punto bet, on purpose:
// he does not read the cards.
func TestArt13_SchoolStandingPlayerBiggestPunto(t *testing.T) {
	r := rules.SuperPuntoBanco
	a := scenetest.New(t, t.TempDir())
	rng := rules.NewRand(7)
	standing := 0
	for i := 0; i < 200; i++ {
		bets := pbBets(r, a.Loc, rng)
		for _, b := range bets {
			if !b.Standing {
				continue
			}
			standing++
			for _, o := range bets {
				if o.On == punto.Punto && o.Amount > b.Amount {
					t.Errorf("coup %d: the standing player's %s is not the biggest Punto bet: %+v", i, b.Amount, bets)
				}
			}
		}
	}
	if standing < 20 {
		t.Errorf("%d standing players in 200 coups", standing)
	}
}
