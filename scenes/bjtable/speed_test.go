package bjtable

import (
	"testing"

	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/players"
	"sabot/scenes/save"
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
	h := players.HomeBox(s.rules)
	act(t, a, s, chipClick(0), boxClick(h))
	a.Feed(scenetest.Key(input.Confirm))
	for ticks = 1; ticks < 5000; ticks++ {
		scenetest.Ticks(t, a, 1)
		if s.phase == bjPlaying && s.userTurn() && !s.Busy() {
			break
		}
		if s.phase != bjPlaying && ticks > 1 {
			t.Fatalf("%s at %s: the round ended without a question to the user", id, sp)
		}
	}
	if n := len(s.round.Boxes()); n != s.rules.Boxes {
		t.Fatalf("%s: %d boxes dealt; want %d", id, n, s.rules.Boxes)
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
		for b := 1; b <= s.rules.Boxes; b++ {
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
	if s.phase == bjPlaying {
		t.Fatal("the round never ended at the instant speed")
	}
	if s.view.busy() {
		t.Error("cards still travel after the round at the instant speed")
	}
}
