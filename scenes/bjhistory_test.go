package scenes

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"sabot/scenes/input"
)

// A Punto Banco record as the engine writes it, with the table scene's
// fields.
const puntoRecordJSON = `{"game":"punto-banco","time":"2025-05-02T21:15:00Z","you":"you","your_net":9.5,
"rules":"super-punto-banco","punto":{"cards":"4S 2H 9D","total":5},"banco":{"cards":"7C KD","total":7},
"winner":"banco","reader":3,"bets":[{"position":3,"player":"you","on":"banco","amount":10,"result":"win","net":9.5}],
"house_net":-9.5,"button":1,"button_next":2,"announcements":[],"actions":[],"done":true}`

func TestHistoryFromTheTableAndBack(t *testing.T) {
	dir := t.TempDir()
	a := newApp(t, dir)
	s := seat(t, a, "italian-classic", 3)
	s.clock = func() time.Time { return time.Date(2025, 5, 2, 21, 30, 0, 0, time.UTC) }
	h := homeBox(s.rules)
	act(t, a, s, boxClick(h), key(input.Confirm))
	playOut(t, a, s)
	if err := a.History.Append(json.RawMessage(puntoRecordJSON)); err != nil {
		t.Fatal(err)
	}
	if err := a.History.Append(json.RawMessage(`{"something":"else"}`)); err != nil {
		t.Fatal(err)
	}

	press(t, a, key(input.History))
	hs, ok := a.Scene().(*HandHistory)
	if !ok {
		t.Fatalf("F4 at the table opened %T", a.Scene())
	}
	if len(hs.entries) != 3 || !hs.entries[0].bad || hs.entries[1].pb == nil || hs.entries[2].bj == nil {
		t.Fatalf("entries %+v", hs.entries)
	}
	loc := a.Loc
	if got := summary(loc, hs.entries[1]); got != "Punto 4♠ 2♥ 9♦ (5) · Banco 7♣ K♦ (7)" {
		t.Errorf("punto summary %q", got)
	}
	bj := hs.entries[2]
	sum := summary(loc, bj)
	if !strings.HasPrefix(sum, "Dealer ") || !strings.Contains(sum, "You, box 4: ") {
		t.Errorf("blackjack summary %q", sum)
	}
	if bj.net != s.lastNet || !bj.hasTime || timeText(loc, bj) != bj.when.Local().Format("2006-01-02 15:04") {
		t.Errorf("net %v (want %v), time %q", bj.net, s.lastNet, timeText(loc, bj))
	}
	lines := strings.Join(detail(loc, bj), "\n")
	for _, w := range []string{"Italian classic blackjack", "Box 4 · You · bet 10.00", "Hand 1: ", "Decisions: ", "Your net: "} {
		if !strings.Contains(lines, w) {
			t.Errorf("detail lacks %q:\n%s", w, lines)
		}
	}
	if d := detail(loc, hs.entries[1]); !strings.Contains(strings.Join(d, "\n"), "Position 3 · You: Banco 10.00 · win +9.50") {
		t.Errorf("punto detail %q", d)
	}

	press(t, a, key(input.Down), key(input.Down), key(input.Down))
	if hs.Selected() != 2 {
		t.Errorf("selected %d after three Downs among 3", hs.Selected())
	}
	press(t, a, input.Event{Action: input.Select, Index: 1})
	if hs.Selected() != 1 {
		t.Errorf("a click on the second row selected %d", hs.Selected())
	}

	hs.clock = func() time.Time { return time.Date(2025, 5, 3, 10, 4, 5, 0, time.UTC) }
	press(t, a, key(input.Export))
	path := filepath.Join(dir, "history-2025-05-03-100405.json")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("export: %v (notices %q)", err, a.Notices())
	}
	var exp historyExport
	if err := json.Unmarshal(data, &exp); err != nil || len(exp.Records) != 3 {
		t.Errorf("exported %d records, %v", len(exp.Records), err)
	}
	if n := lastNotice(a); !strings.Contains(n, path) || !strings.Contains(n, "3 rounds") {
		t.Errorf("notice %q", n)
	}

	press(t, a, key(input.Back))
	if a.Scene() != s {
		t.Errorf("Back from the history went to %T, not the table", a.Scene())
	}
}
