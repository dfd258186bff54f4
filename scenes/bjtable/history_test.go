package bjtable

import (
	"encoding/json"
	"testing"
	"time"

	"sabot/players"
	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/menus"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
)

// The table keeps each round in the history with the user's net and the
// time it ended; F4 opens the history over the table and Back returns to it.
// (What the history shows of the records is tested in package menus.)
func TestHistoryFromTheTableAndBack(t *testing.T) {
	dir := t.TempDir()
	a := scenetest.New(t, dir)
	s := seat(t, a, "italian-classic", 3)
	s.d.SetClock(func() time.Time { return time.Date(2025, 5, 2, 21, 30, 0, 0, time.UTC) })
	h := players.HomeBox(s.d.Rules())
	act(t, a, s, boxClick(h), scenetest.Key(input.Confirm))
	playOut(t, a, s)
	if n := len(a.History.Records()); n != 1 {
		t.Fatalf("%d records kept after one round", n)
	}
	var rec struct {
		Game    string      `json:"game"`
		Time    string      `json:"time"`
		You     string      `json:"you"`
		YourNet rules.Money `json:"your_net"`
		Rules   string      `json:"rules"`
	}
	if err := json.Unmarshal(a.History.Records()[0], &rec); err != nil {
		t.Fatal(err)
	}
	if rec.Game != "blackjack" || rec.Rules != "italian-classic" || rec.Time != "2025-05-02T21:30:00Z" || rec.You != session.UserName || rec.YourNet != s.d.LastNet() {
		t.Errorf("record %+v; want the round of italian-classic at 21:30 with the net %v", rec, s.d.LastNet())
	}

	scenetest.Press(t, a, scenetest.Key(input.History))
	if _, ok := a.Scene().(*menus.HandHistory); !ok {
		t.Fatalf("F4 at the table opened %T", a.Scene())
	}
	scenetest.Press(t, a, scenetest.Key(input.Back))
	if a.Scene() != s {
		t.Errorf("Back from the history went to %T, not the table", a.Scene())
	}
}
