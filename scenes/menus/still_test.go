package menus

import (
	"encoding/json"
	"testing"

	"sabot/save"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
)

// The settings, the history and the rule sheet rest once nothing on them
// moves (issue 26): still at once after they open and after each key, and
// the rule sheet not still while it scrolls.
func TestMenusScreensRest(t *testing.T) {
	for _, c := range []struct {
		name  string
		open  []input.Event
		key   input.Action // a key that changes what shows
		moves bool         // the key sets something moving
	}{
		{"settings", []input.Event{scenetest.Key(input.Settings)}, input.Down, false},
		{"history", []input.Event{scenetest.Key(input.History)}, input.Down, false},
		{"rule sheet", []input.Event{{Action: input.Select, Index: TargetTable + 3}, scenetest.Key(input.Rules)}, input.PageDown, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := scenetest.New(t, t.TempDir())
			scenetest.Ticks(t, a, 60) // the menu's intro
			keepBlackjackRound(t, a)
			if _, err := a.History.Append(save.Entry{Kind: save.KindRound, Table: "super-punto-banco", Net: 950, Balance: a.Balance(), Record: json.RawMessage(puntoRecordJSON)}); err != nil {
				t.Fatal(err)
			}
			scenetest.Press(t, a, c.open...)
			if _, ok := a.Scene().(*Menu); ok {
				t.Fatalf("the %s did not open", c.name)
			}
			scenetest.UntilStill(t, a, 2)
			a.Feed(scenetest.Key(c.key))
			scenetest.Ticks(t, a, 1)
			if still := scenetest.Still(a); still == c.moves {
				t.Errorf("%T after %v: still %v", a.Scene(), c.key, still)
			}
			if n := scenetest.UntilStill(t, a, 60); c.moves && n < 2 {
				t.Errorf("%T still %d ticks after %v; it scrolls for longer", a.Scene(), n, c.key)
			}
		})
	}
}
