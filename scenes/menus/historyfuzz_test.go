package menus

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"sabot/game/blackjack/record"
	"sabot/game/blackjack/setup"
	"sabot/game/blackjack/table"
	"sabot/locales"
	"sabot/rules"
	"sabot/save"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
)

// The reproducer of issue 15: a record the loader accepted, whose decision
// names no box, made F4 panic (index out of range) every time it opened.
const boxlessDecision = `{"version":1,"records":[{"game":"blackjack","actions":["box : hit"]}]}`

// historyFile writes a history file of records.
func historyFile(records ...string) string {
	return `{"version":1,"records":[` + strings.Join(records, ",") + `]}`
}

// A blackjack round's record as a table keeps it.
func realBlackjackRecord(t testing.TB) string {
	t.Helper()
	r := rules.ItalianClassic
	round, err := table.New(r, rules.NewRand(3)).Deal([]setup.BoxBet{
		{Box: 2, Player: "Giulia", Bet: r.Limits.Min},
		{Box: 4, Player: session.UserName, Bet: r.Limits.Min},
	}, rules.Units(1000))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; !round.Done() && i < 200; i++ {
		if _, ok := round.DealerStep(); ok {
			continue
		}
		if _, err := round.Apply(round.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	raw, err := session.RecordWithMeta(session.RecordMeta{Game: save.GameBlackjack, Time: time.Date(2026, 11, 24, 9, 0, 0, 0, time.UTC), You: session.UserName}, record.Of(round))
	if err != nil {
		t.Fatal(err)
	}
	return string(raw)
}

// FuzzHistoryFile: whatever the history file holds, loading it and showing
// every record it keeps, in every language, does not panic, and every
// record loaded is one the screen reads. The screen also shows any record
// at all (one written by hand into the list) without a panic.
func FuzzHistoryFile(f *testing.F) {
	f.Add([]byte(boxlessDecision))
	f.Add([]byte(historyFile(realBlackjackRecord(f), puntoRecordJSON)))
	for _, rec := range []string{
		`{"game":"blackjack","actions":["box 1 hand : hit"]}`,
		`{"game":"blackjack","actions":["box 0: hit","box 99999999999999999999: stand","box 2 hand 2 x: hit"]}`,
		`{"game":"blackjack","actions":[": hit","box 1:hit","box 1: "]}`,
		`{"game":"blackjack","your_net":-92233720368547758.08,"net":92233720368547758.07}`,
		`{"game":"blackjack","boxes":[{"box":-1,"hands":[{"cards":"AS","net":-92233720368547758.08}],"perfect_pair":{"stake":1}}]}`,
		`{"game":"punto-banco","bets":[{"position":-3,"net":-92233720368547758.08}]}`,
		`{"dealer":{}}`, `{"punto":{}}`, `{"game":"poker"}`, `{}`, `[]`, `null`,
		`{"game":"blackjack","time":"0000-01-01T00:00:00Z","you":""}`,
	} {
		f.Add([]byte(historyFile(rec)))
	}
	b, err := locales.Load()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		show := func(e historyEntry) {
			for _, l := range locales.Langs() {
				loc := b.Locale(l)
				_ = summary(loc, e)
				_ = detail(loc, e)
				_ = timeText(loc, e)
				_ = netText(loc, e.net)
			}
		}
		show(readEntry(data))
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, save.HistoryFile), data, 0o644); err != nil {
			t.Fatal(err)
		}
		store := save.Open(dir)
		st, _ := store.Load(locales.English)
		// The store holds the folder's lock: a fuzzing worker runs
		// millions of inputs, and each lock left open is a file.
		if err := store.Close(); err != nil {
			t.Fatal(err)
		}
		for _, raw := range st.History.Records() {
			e := readEntry(raw)
			if e.bad {
				t.Errorf("the history loaded a record its screen cannot read: %.200s", raw)
			}
			show(e)
		}
	})
}

// F4 with the reproducer's history: the file is set aside as
// history.json.bad with a notice, and the history opens, empty.
func TestHistoryWithAnUnreadableDecisionOpens(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, save.HistoryFile)
	if err := os.WriteFile(path, []byte(boxlessDecision), 0o644); err != nil {
		t.Fatal(err)
	}
	a := scenetest.New(t, dir)
	if n := scenetest.LastNotice(a); !strings.Contains(n, ".bad") {
		t.Errorf("notice %q; want one saying the file was set aside", n)
	}
	if _, err := os.Stat(path + ".bad"); err != nil {
		t.Errorf("the file was not set aside: %v", err)
	}
	scenetest.Ticks(t, a, 60)
	scenetest.Press(t, a, scenetest.Key(input.History))
	hs, ok := a.Scene().(*HandHistory)
	if !ok {
		t.Fatalf("F4 opened %T", a.Scene())
	}
	if len(hs.rows) != 0 {
		t.Errorf("%d entries", len(hs.rows))
	}
}

// The formatter reads what it can of the decisions and leaves out the
// rest: a decision without its box, with a box out of range or an unknown
// word.
func TestDecisionsByBoxIsTotal(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	loc := b.Locale(locales.English)
	cases := []struct {
		actions []string
		want    map[int]int // decisions per box, or per box*100+stake for a co-bettor
	}{
		{[]string{"box : hit"}, map[int]int{}},
		{[]string{"box: hit", "box 1 hand: stand", "box x: hit", "box 0: hit", "box 100: hit"}, map[int]int{}},
		{[]string{"box 2: fly", "box 2: hit", "deal box 2", "box 2 hand 2: stand"}, map[int]int{2: 2}},
		{[]string{"close-bets", "burn 5", "box 4: double", "box 7: ace 11"}, map[int]int{4: 1, 7: 1}},
		// A co-bettor's answer is his stake's, not the holder's.
		{[]string{"box 4: double", "box 4 stake 2: follow-double", "box 4 stake 3: follow-double"}, map[int]int{4: 1, 402: 1, 403: 1}},
	}
	for _, c := range cases {
		got := decisionsByStake(loc, c.actions)
		if len(got) != len(c.want) {
			t.Errorf("%q: %v", c.actions, got)
		}
		for k, n := range c.want {
			box, stake := k, 0
			if k > 100 {
				box, stake = k/100, k%100
			}
			if d := got[[2]int{box, stake}]; len(d) != n {
				t.Errorf("%q: box %d stake %d: %v; want %d decisions", c.actions, box, stake, d, n)
			}
		}
	}
}
