package bjtable

import (
	"strings"
	"testing"

	"sabot/players"
	"sabot/rules"
	"sabot/save"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
)

// ticksToFirstQuestion deals a round at table id with every box played
// (the user's home box and six computer players) at speed sp and counts the
// ticks from the deal to the moment the table waits for the user's first
// decision.
func ticksToFirstQuestion(t *testing.T, id string, sp save.Speed) (ticks int, s *Table, a *session.Context) {
	t.Helper()
	a = scenetest.New(t, t.TempDir())
	a.Settings.Speed = sp
	s = seat(t, a, id, save.MaxComputerPlayers)
	s.view.speed = sp.Factor()
	h := players.HomeBox(s.d.Rules())
	act(t, a, s, chipClick(0), boxClick(h))
	a.Feed(scenetest.Key(input.Confirm))
	for ticks = 1; ticks < 5000; ticks++ {
		scenetest.Ticks(t, a, 1)
		if s.d.Phase() == phasePlaying && s.userTurn() && !s.Busy() {
			break
		}
		if s.d.Phase() != phasePlaying && ticks > 1 {
			t.Fatalf("%s at %s: the round ended without a question to the user", id, sp)
		}
	}
	if n := len(s.d.Round().Boxes()); n != s.d.Rules().Boxes {
		t.Fatalf("%s: %d boxes dealt; want %d", id, n, s.d.Rules().Boxes)
	}
	return ticks, s, a
}

// Issue 23 item 5: at the instant speed a round of seven boxes reaches the
// user's first decision in the tick of the deal or the next, where Fast
// takes hundreds; every card of the boxes before the user's is on the felt,
// in its place and face up as dealt.
func TestSpeedInstantDealsAtOnce(t *testing.T) {
	for _, id := range []string{rules.ItalianShuffler.ID, rules.Argentine.ID} {
		fast, _, _ := ticksToFirstQuestion(t, id, save.SpeedFast)
		inst, s, _ := ticksToFirstQuestion(t, id, save.SpeedInstant)
		t.Logf("%s, 7 boxes: %d ticks at Fast, %d at Instant from the deal to the first question", id, fast, inst)
		if inst > 2 {
			t.Errorf("%s: %d ticks at Instant from the deal to the user's question; want at most 2", id, inst)
		}
		if fast < 10*inst || fast < 120 {
			t.Errorf("%s: %d ticks at Fast against %d at Instant: the measure measures nothing", id, fast, inst)
		}
		if s.view.busy() {
			t.Errorf("%s: something still travels when the user is asked", id)
		}
		for b := 1; b <= s.d.Rules().Boxes; b++ {
			hs := s.view.boxes[b]
			if len(hs) == 0 || len(hs[0].cards) < 1 {
				t.Errorf("%s: box %d has no card on the felt at the first question", id, b)
			}
		}
	}
}

// At the instant speed the computer players' decisions are on show at
// once (their bubbles last as long as at Fast) and the round is played to
// its end by the same engine: standing on every question ends it.
func TestSpeedInstantRoundPlaysOut(t *testing.T) {
	_, s, a := ticksToFirstQuestion(t, rules.ItalianShuffler.ID, save.SpeedInstant)
	playOut(t, a, s)
	if s.d.Phase() == phasePlaying {
		t.Fatal("the round never ended at the instant speed")
	}
	if s.view.busy() {
		t.Error("cards still travel after the round at the instant speed")
	}
}

// Issue 23 item 5: no computer players, where each regulation allows it.
// The Italian casino (000 Art. 14) and the Shuffler Mate (004 Il gioco) let
// a player play alone on two boxes at least; the online table (003) is
// always one player's; the Argentine casino (001 Desarrollo 1) starts a
// game only with three players seated, so two computer players sit and the
// user is told why.
func TestDesarrollo1_NoComputerPlayersWhereAllowed(t *testing.T) {
	cases := []struct {
		id        string
		wantBots  int
		lone      int    // boxes a lone player must bet on (0: any)
		wantWords string // in the sit-down's notice, "" for none
	}{
		{rules.ItalianClassic.ID, 0, 2, ""},
		{rules.ItalianShuffler.ID, 0, 2, ""},
		{rules.ItalianOnline.ID, 0, 0, ""},
		{rules.Argentine.ID, 2, 0, "Desarrollo 1"},
	}
	for _, c := range cases {
		a := scenetest.New(t, t.TempDir())
		s := seat(t, a, c.id, 0)
		n := 0
		for _, st := range s.d.Seats() {
			if st.Bot {
				n++
			}
		}
		if n != c.wantBots {
			t.Errorf("%s with no computer players chosen: %d seated; want %d", c.id, n, c.wantBots)
		}
		if c.wantWords != "" && !strings.Contains(scenetest.LastNotice(a), c.wantWords) {
			t.Errorf("%s: the sit-down says %q; want why, with %q", c.id, scenetest.LastNotice(a), c.wantWords)
		}
		var free []int
		for b := 1; b <= s.d.Rules().Boxes; b++ {
			if !s.d.Seats()[b].Bot {
				free = append(free, b)
			}
		}
		act(t, a, s, chipClick(0), boxClick(free[0]), scenetest.Key(input.Confirm))
		if c.lone > 0 {
			if s.d.Phase() != phaseBetting || !strings.Contains(scenetest.LastNotice(a), s.d.Rules().Article(rules.TopicLonePlayer)) {
				t.Fatalf("%s alone on one box: phase %d, notice %q", c.id, s.d.Phase(), scenetest.LastNotice(a))
			}
			act(t, a, s, boxClick(free[1]), scenetest.Key(input.Confirm))
		}
		if s.d.Phase() == phaseBetting {
			t.Errorf("%s with no computer players chosen: no round dealt (%q)", c.id, scenetest.LastNotice(a))
		}
	}
}
