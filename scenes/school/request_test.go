package school

import (
	"sabot/driver/schooldriver"
	"strings"
	"testing"

	"sabot/game/blackjack"
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
			if s.d.Round.Done() {
				break
			}
			due := s.d.Round.Turn().Due
			if stop(due) {
				return due
			}
			s.step(due)
			if s.Stopped != nil {
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
	if !strings.Contains(s.Said, schooldriver.DecisionWord(s.app.Loc, s.Rules, blackjack.Action{Kind: blackjack.Double})) {
		t.Errorf("the status %q; want the player's request", s.Said)
	}
	s.step(blackjack.Action{Kind: blackjack.Deal, Box: due.Box, Hand: due.Hand, FaceDown: true})
	if s.Stopped == nil || s.Stopped.Article != "Otras apuestas 1" || !strings.Contains(s.Stopped.Quote, "Once (11)") {
		t.Fatalf("granting the double: stop %+v; want Otras apuestas 1 with its words", s.Stopped)
	}
	take(t, a, s, due)
	if s.Count.Wrong != 1 || s.d.Round.Turn().Dealer || s.d.Round.Turn().Box != due.Box {
		t.Errorf("after the refusal: score %+v, turn %+v; want box %d to decide again", s.Count, s.d.Round.Turn(), due.Box)
	}
}

// 000 Cap. 1: a blackjack against a ten asks for even money, which the
// regulation allows: the croupier pays it 1:1 at once.
func TestCap1_SchoolEvenMoneyAgainstTenPaid(t *testing.T) {
	a, s := open(t, "italian-classic")
	due := stepUntil(t, s, 200, func(d blackjack.Action) bool { return d.Kind == blackjack.Pay && d.Bet == blackjack.EvenMoneyBet })
	up, _ := s.d.Round.DealerUpCard()
	if !up.Rank.IsTenValue() || due.Amount != s.d.Round.Box(due.Box).Hands[0].Stake {
		t.Errorf("even money %s against %s", due, up)
	}
	s.step(blackjack.Action{Kind: blackjack.Refuse, Box: due.Box})
	if s.Stopped == nil || s.Stopped.Article != "Cap. 1" {
		t.Errorf("refusing the even money: stop %+v; want Cap. 1", s.Stopped)
	}
	// Paid with the chips on its stake, as a croupier does.
	right := s.Count.Right
	take(t, a, s, due)
	if s.Count.Right != right+1 || !s.d.Round.Box(due.Box).Hands[0].Settled {
		t.Errorf("the even money paid with the clicks: score %+v", s.Count)
	}
}

// 004 Regole particolari 16: the session's last round opens with "l'ultima
// mano", before the bets are closed; closing them first is stopped.
func TestRegoleParticolari16_SchoolLastHand(t *testing.T) {
	a, s := open(t, "italian-shuffler")
	for round := 1; round < schooldriver.LastHandEvery; round++ {
		if due := s.d.Round.Turn().Due; due.Kind != blackjack.CloseBets {
			t.Fatalf("round %d opens with %s", round, due)
		}
		for !s.d.Round.Done() {
			waitDealer(t, a, s)
			if !s.d.Round.Done() {
				s.step(s.d.Round.Turn().Due)
			}
		}
		s.deal()
	}
	due := s.d.Round.Turn().Due
	if due.Kind != blackjack.LastRound {
		t.Fatalf("round %d opens with %s; want last-round", schooldriver.LastHandEvery, due)
	}
	s.step(blackjack.Action{Kind: blackjack.CloseBets})
	if s.Stopped == nil || s.Stopped.Article != "Regole particolari 16" || !strings.Contains(s.Stopped.Quote, "l'ultima mano") {
		t.Fatalf("closing the bets first: stop %+v", s.Stopped)
	}
	take(t, a, s, due)
	if got := s.d.Round.Turn().Due; got.Kind != blackjack.CloseBets {
		t.Errorf("after the announcement: %s", got)
	}
}
