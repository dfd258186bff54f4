package bjtable

import (
	"testing"

	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
)

// 004 Regolamento del Black Jack: a click on a computer player's box puts
// the user's chips behind it; the round's box carries his stake, its
// holder plays it, and the user is paid on his own stake. At the argentine
// table (Desarrollo 3) the click is refused.
func TestBettingBehindAComputerPlayersBox(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	s := seat(t, a, "italian-shuffler", 3)
	bot := s.shotBehindBox()
	if bot == 0 {
		t.Fatal("no computer player seated")
	}
	act(t, a, s, chipClick(0), boxClick(bot))
	if s.d.Behind(bot) != s.chips.values[0] || s.d.Bet(bot) != 0 {
		t.Fatalf("behind %v bets %v; want the chip behind box %d", behindOf(s), betsOf(s), bot)
	}
	start := a.Balance()
	act(t, a, s, boxClick(4), boxClick(4), input.Event{Action: input.Confirm})
	for i := 0; s.d.Phase() == phasePlaying && i < 200; i++ {
		if s.userTurn() {
			legal := s.d.Round().Legal()
			if _, err := s.d.Round().Apply(legal[len(legal)-1]); err != nil {
				t.Fatal(err)
			}
			s.ask.asked = false
		}
		scenetest.Ticks(t, a, 1)
		settle(t, a, s)
	}
	if s.d.Phase() != phaseOver {
		t.Fatalf("round not over (phase %d)", s.d.Phase())
	}
	b := s.d.Round().Box(bot)
	if b == nil || b.Player == session.UserName || len(b.Behind) == 0 || b.Behind[0].Player != session.UserName || b.Behind[0].Bet != s.chips.values[0] {
		t.Fatalf("box %d: %+v; want the computer player's, with the user's stake behind", bot, b)
	}
	if got, want := a.Balance()-start, s.d.Round().PlayerNet(session.UserName); got != want {
		t.Errorf("bankroll moved %v; want the user's net on every stake %v", got, want)
	}

	// The argentine table refuses the bet behind another's box.
	a = scenetest.New(t, t.TempDir())
	s = seat(t, a, "argentine", 3)
	bot = s.shotBehindBox()
	act(t, a, s, chipClick(0), boxClick(bot))
	if s.d.Behind(bot) != 0 {
		t.Errorf("argentine: a bet behind box %d was taken", bot)
	}
}

// betsOf and behindOf are the user's bets and his bets behind a box, by
// box, for the tests' messages.
func betsOf(s *Table) []rules.Money {
	out := make([]rules.Money, s.d.Rules().Boxes+1)
	for b := range out {
		out[b] = s.d.Bet(b)
	}
	return out
}

func behindOf(s *Table) []rules.Money {
	out := make([]rules.Money, s.d.Rules().Boxes+1)
	for b := range out {
		out[b] = s.d.Behind(b)
	}
	return out
}
