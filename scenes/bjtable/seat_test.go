package bjtable

import (
	"strings"
	"testing"

	"sabot/players"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
)

// 001 Disposiciones 1: "Todo Jugador que ocupare un asiento en la mesa de
// BLACK JACK está obligado a realizar apuestas en cada una de las Jugadas,
// caso contrario deberá desocupar su asiento". At the argentine table the
// user who deals without a bet sits the hand out: his seat is freed, said
// with the article, the hand is dealt to the computer players and is not
// his (no bankroll change, no hand record); his next bet seats him again.
// At the Italian casino, whose regulation has no such clause, a deal
// without a bet is only refused.
func TestDisposiciones1_UserSeatFreedWhenHeSitsAHandOut(t *testing.T) {
	cases := []struct {
		id      string
		sitsOut bool
	}{
		{"argentine", true},
		{"italian-classic", false},
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) {
			a := scenetest.New(t, t.TempDir())
			s := seat(t, a, c.id, 6)
			before := a.Balance()
			act(t, a, s, scenetest.Key(input.Confirm))
			said := strings.Join(a.NoticesGiven(), " | ")
			if !c.sitsOut {
				if s.d.Phase() != phaseBetting || s.d.Stood() {
					t.Fatalf("a deal without a bet at %s: phase %d, stood %v", c.id, s.d.Phase(), s.d.Stood())
				}
				return
			}
			if !s.d.Stood() || !strings.Contains(said, "Disposiciones 1") {
				t.Fatalf("the hand sat out: stood %v, notices %q; want the seat freed citing Disposiciones 1", s.d.Stood(), said)
			}
			if s.d.Phase() != phasePlaying && s.d.Phase() != phaseOver {
				t.Fatalf("the hand was not dealt to the computer players: phase %d (%s)", s.d.Phase(), said)
			}
			settle(t, a, s)
			if s.d.Phase() != phaseOver {
				t.Fatalf("the hand without the user did not end: phase %d", s.d.Phase())
			}
			for _, b := range s.d.Round().Boxes() {
				if b.Player == session.UserName {
					t.Errorf("box %d is the user's in a hand he sat out", b.Number)
				}
			}
			if a.Balance() != before || len(a.History.Records()) != 0 {
				t.Errorf("bankroll %v (was %v), %d records; a hand sat out is not his", a.Balance(), before, len(a.History.Records()))
			}
			// He sits again with a bet, and plays.
			act(t, a, s, scenetest.Key(input.Confirm))
			h := players.HomeBox(s.d.Rules())
			act(t, a, s, boxClick(h))
			if s.d.Stood() || !strings.Contains(strings.Join(a.NoticesGiven(), " | "), a.Loc.T("bj.sat-again")) {
				t.Fatalf("a bet did not seat him again: stood %v", s.d.Stood())
			}
			act(t, a, s, scenetest.Key(input.Confirm))
			if s.d.Phase() != phasePlaying || s.d.Round().Box(h) == nil || s.d.Round().Box(h).Player != session.UserName {
				t.Fatalf("seated again, his bet was not dealt: phase %d", s.d.Phase())
			}
		})
	}
}

// 001 Disposiciones 1 for the computer players: each one seated bets on
// every hand; one who would sit a hand out leaves his seat instead (said
// with the article), and a newcomer takes a free seat now and then, never
// more than the settings' players and never so few that the game stops
// (Desarrollo 1's three bets). At the Italian casino nobody leaves.
func TestDisposiciones1_ComputerPlayersBetOrLeave(t *testing.T) {
	for _, id := range []string{"argentine", "italian-classic"} {
		t.Run(id, func(t *testing.T) {
			a := scenetest.New(t, t.TempDir())
			s := seat(t, a, id, 5)
			// A hand played first: nobody leaves as the user sits down.
			act(t, a, s, boxClick(players.HomeBox(s.d.Rules())), scenetest.Key(input.Confirm))
			playOut(t, a, s)
			left, came := 0, 0
			for range 400 {
				names := map[int]string{}
				for b, st := range s.d.Seats() {
					if st.Bot {
						names[b] = st.Name
					}
				}
				s.openBetting(false)
				for b, st := range s.d.Seats() {
					if st.Bot && s.d.BotBet(b) == 0 {
						t.Fatalf("%s at box %d seated without a bet", st.Name, b)
					}
					if !st.Bot && s.d.BotBet(b) != 0 {
						t.Fatalf("box %d bets with nobody seated", b)
					}
					if n, ok := names[b]; ok && (!st.Bot || st.Name != n) {
						left++
					}
					if n, ok := names[b]; st.Bot && (!ok || st.Name != n) {
						came++
					}
				}
				if n := s.d.BotsSeated(); n > a.Settings.ComputerPlayers || (id == "argentine" && n < s.d.Rules().MinSeatedPlayers) {
					t.Fatalf("%d computer players seated (settings %d)", n, a.Settings.ComputerPlayers)
				}
			}
			if id == "argentine" && (left == 0 || came == 0) {
				t.Errorf("in 400 hands %d computer players left and %d sat down; want some of each", left, came)
			}
			if id != "argentine" && left != 0 {
				t.Errorf("%d computer players left at %s, whose regulation does not oblige a bet on every hand", left, id)
			}
			if id == "argentine" && !strings.Contains(strings.Join(a.NoticesGiven(), " | "), "Disposiciones 1") {
				t.Error("a computer player left without the article said")
			}
		})
	}
}
