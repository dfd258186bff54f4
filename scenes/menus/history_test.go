package menus

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"sabot/game/blackjack"
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

// A Punto Banco record as the engine writes it, with the table scene's
// fields.
const puntoRecordJSON = `{"game":"punto-banco","time":"2025-05-02T21:15:00Z","you":"you","your_net":9.5,
"rules":"super-punto-banco","punto":{"cards":"4S 2H 9D","total":5},"banco":{"cards":"7C KD","total":7},
"winner":"banco","reader":3,"bets":[{"position":3,"player":"you","on":"banco","amount":10,"result":"win","net":9.5}],
"house_net":-9.5,"button":1,"button_next":2,"announcements":[],"actions":[],"done":true}`

// keepBlackjackRound plays a round of italian-classic in the engine — the
// user on box 4 with 10.00, two computer players — standing whenever he
// can and declining every side bet, and keeps its record as the table
// does, ended at 21:30. It returns the user's net, added up from the
// record's boxes.
func keepBlackjackRound(t *testing.T, a *session.Context) rules.Money {
	t.Helper()
	r := rules.ItalianClassic
	round, err := table.New(r, rules.NewRand(3)).Deal([]setup.BoxBet{
		{Box: 2, Player: "Giulia", Bet: r.Limits.Min},
		{Box: 4, Player: session.UserName, Bet: r.Limits.Min},
		{Box: 6, Player: "Marco", Bet: r.Limits.Min * 2},
	}, a.Balance())
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; !round.Done() && i < 200; i++ {
		if _, ok := round.DealerStep(); ok {
			continue
		}
		legal := round.Legal()
		act := legal[len(legal)-1]
		for _, l := range legal {
			switch l.Kind {
			case blackjack.Stand, blackjack.NoInsurance, blackjack.NoEvenMoney, blackjack.NoDesafio:
				act = l
			}
		}
		if _, err := round.Apply(act); err != nil {
			t.Fatal(err)
		}
	}
	if !round.Done() {
		t.Fatal("the round did not end")
	}
	var net rules.Money
	for _, b := range round.Boxes() {
		if b.Player == session.UserName {
			net += b.Net()
		}
	}
	a.KeepRecord(session.RecordMeta{Game: "blackjack", Time: time.Date(2025, 5, 2, 21, 30, 0, 0, time.UTC), You: session.UserName, YourNet: net}, record.Of(round))
	return net
}

func TestHistoryShowsTheRecords(t *testing.T) {
	dir := t.TempDir()
	a := scenetest.New(t, dir)
	scenetest.Ticks(t, a, 60) // the menu's intro
	net := keepBlackjackRound(t, a)
	if _, err := a.History.Append(save.Entry{Kind: save.KindRound, Table: "super-punto-banco", Net: 950, Balance: a.Balance(), Record: json.RawMessage(puntoRecordJSON)}); err != nil {
		t.Fatal(err)
	}

	scenetest.Press(t, a, scenetest.Key(input.History))
	hs, ok := a.Scene().(*HandHistory)
	if !ok {
		t.Fatalf("F4 in the menu opened %T", a.Scene())
	}
	if len(hs.rows) != 2 || hs.entry(0).pb == nil || hs.entry(1).bj == nil {
		t.Fatalf("%d entries: %+v %+v", len(hs.rows), hs.entry(0), hs.entry(1))
	}
	loc := a.Loc
	if got := summary(loc, hs.entry(0)); got != "Punto 4♠ 2♥ 9♦ (5) · Banco 7♣ K♦ (7)" {
		t.Errorf("punto summary %q", got)
	}
	bj := hs.entry(1)
	sum := summary(loc, bj)
	if !strings.HasPrefix(sum, "Dealer ") || !strings.Contains(sum, "You, box 4: ") {
		t.Errorf("blackjack summary %q", sum)
	}
	if bj.net != net || !bj.hasTime || timeText(loc, bj) != bj.when.Local().Format("2006-01-02 15:04") {
		t.Errorf("net %v (want %v), time %q", bj.net, net, timeText(loc, bj))
	}
	lines := strings.Join(detail(loc, bj), "\n")
	for _, w := range []string{"Italian classic blackjack", "Box 4 · You · bet €10", "Hand 1: ", "Decisions: ", "Your net: "} {
		if !strings.Contains(lines, w) {
			t.Errorf("detail lacks %q:\n%s", w, lines)
		}
	}
	if d := detail(loc, hs.entry(0)); !strings.Contains(strings.Join(d, "\n"), "Position 3 · You: Banco €10 · win +€9.50") {
		t.Errorf("punto detail %q", d)
	}

	scenetest.Press(t, a, scenetest.Key(input.Down), scenetest.Key(input.Down), scenetest.Key(input.Down))
	if hs.Selected() != 1 {
		t.Errorf("selected %d after three Downs among 2", hs.Selected())
	}
	scenetest.Press(t, a, input.Event{Action: input.Select, Index: 0})
	if hs.Selected() != 0 {
		t.Errorf("a click on the first row selected %d", hs.Selected())
	}

	hs.clock = func() time.Time { return time.Date(2025, 5, 3, 10, 4, 5, 0, time.UTC) }
	scenetest.Press(t, a, scenetest.Key(input.Export))
	path := filepath.Join(dir, "history-2025-05-03-100405.json")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("export: %v (notices %q)", err, a.Notices())
	}
	var exp session.HistoryExport
	if err := json.Unmarshal(data, &exp); err != nil || len(exp.Records) != 2 {
		t.Errorf("exported %d records, %v", len(exp.Records), err)
	}
	if n := scenetest.LastNotice(a); !strings.Contains(n, path) || !strings.Contains(n, "2 rounds") {
		t.Errorf("notice %q", n)
	}

	scenetest.Press(t, a, scenetest.Key(input.Back))
	menuOf(t, a)
}

func TestHistoryFromTheMenu(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	scenetest.Ticks(t, a, 60)
	scenetest.Press(t, a, scenetest.Key(input.History))
	if _, ok := a.Scene().(*HandHistory); !ok {
		t.Fatalf("F4 in the menu opened %T", a.Scene())
	}
	scenetest.Press(t, a, scenetest.Key(input.Export)) // an empty history exports too
	if n := scenetest.LastNotice(a); !strings.Contains(n, "0 rounds exported") {
		t.Errorf("notice %q", n)
	}
	scenetest.Press(t, a, scenetest.Key(input.Back))
	menuOf(t, a)
}

// Records keep their fields and the user's net, in every language.
func TestRecordWithMeta(t *testing.T) {
	raw, err := session.RecordWithMeta(session.RecordMeta{Game: "blackjack", Time: time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC), You: "you", YourNet: -rules.Units(15)},
		map[string]any{"rules": "argentine", "net": 12.5})
	if err != nil {
		t.Fatal(err)
	}
	want := `{"game":"blackjack","net":12.5,"rules":"argentine","time":"2025-01-02T03:04:05Z","you":"you","your_net":-15.00}`
	if string(raw) != want {
		t.Errorf("got  %s\nwant %s", raw, want)
	}
	if _, err := session.RecordWithMeta(session.RecordMeta{}, []int{1}); err == nil {
		t.Error("a record that is not an object was kept")
	}
	b, _ := locales.Load()
	e := readEntry(raw)
	for _, l := range locales.Langs() {
		// The record is of the Argentine table: pesos.
		if got := netText(atTable(b.Locale(l), e), e.net); got != map[locales.Lang]string{locales.English: "−$15", locales.Italian: "−$\u00a015", locales.Spanish: "−$\u00a015"}[l] {
			t.Errorf("%s: net %q", l, got)
		}
	}
}

// The detail of a long round (seven boxes, splits) scrolls: the window
// moves by PageDown, stops at the end, and says what is above and below,
// instead of cutting the round after the lines that fit.
func TestHistoryDetailScrolls(t *testing.T) {
	cases := []struct {
		n, fit, skip int
		from, to     int
		above, below bool
	}{
		{5, 20, 0, 0, 5, false, false},    // fits
		{30, 20, 0, 0, 20, false, true},   // seven boxes: more below
		{30, 20, 8, 8, 28, true, true},    // one PageDown
		{30, 20, 16, 10, 30, true, false}, // two: stops at the end
		{30, 20, -8, 0, 20, false, true},  // PageUp past the top
		{30, 0, 0, 0, 1, false, true},     // a tiny panel still shows a line
	}
	for _, c := range cases {
		from, to, above, below := detailWindow(c.n, c.fit, c.skip)
		if from != c.from || to != c.to || above != c.above || below != c.below {
			t.Errorf("detailWindow(%d, %d, %d) = %d, %d, %v, %v; want %d, %d, %v, %v", c.n, c.fit, c.skip, from, to, above, below, c.from, c.to, c.above, c.below)
		}
	}
}

// The history pages through a long log, filters it by table and by result,
// and exports what it lists as CSV: the figures are checked against the
// rounds committed.
func TestHistoryPagesFiltersAndExportsCSV(t *testing.T) {
	dir := t.TempDir()
	a := scenetest.New(t, dir)
	scenetest.Ticks(t, a, 60)
	tables := []string{"italian-classic", "super-punto-banco", "argentine"}
	nets := []rules.Money{rules.Units(10), -rules.Units(5), 0}
	want := map[string]int{}
	const n = 45
	for i := range n {
		table, net := tables[i%3], nets[(i/3)%3]
		rec := json.RawMessage(puntoRecordJSON)
		if table != "super-punto-banco" {
			rec = json.RawMessage(`{"game":"blackjack","rules":"` + table + `","dealer":{"cards":"","total":0},"boxes":[],"net":0}`)
		}
		r, _ := rules.ByID(table)
		if _, err := a.History.Append(save.Entry{Kind: save.KindRound, Table: table, Currency: r.Currency, Net: net, Balance: a.Balance(), Record: rec}); err != nil {
			t.Fatal(err)
		}
		want[table]++
		if table == "argentine" && net < 0 {
			want["argentine-lost"]++
		}
	}
	scenetest.Press(t, a, scenetest.Key(input.History))
	hs := a.Scene().(*HandHistory)
	if len(hs.rows) != n {
		t.Fatalf("%d rounds listed; want %d", len(hs.rows), n)
	}
	scenetest.Press(t, a, scenetest.Key(input.Right), scenetest.Key(input.Right))
	if hs.Selected() != 2*historyRows || hs.top > hs.sel || hs.sel >= hs.top+historyRows {
		t.Errorf("two pages on: selected %d, top %d", hs.Selected(), hs.top)
	}
	if got := hs.filterText(); !strings.Contains(got, "page 3 of 5") {
		t.Errorf("filter line %q", got)
	}
	// T: the first table of rules.IDs(), then the next.
	for k, id := range rules.IDs() {
		scenetest.Press(t, a, scenetest.Key(input.Turn))
		if hs.table != k+1 || len(hs.rows) != want[id] {
			t.Errorf("table filter %s: %d rounds; want %d", id, len(hs.rows), want[id])
		}
		if id == "argentine" {
			break
		}
	}
	scenetest.Press(t, a, scenetest.Key(input.Repeat), scenetest.Key(input.Repeat)) // lost
	if len(hs.rows) != want["argentine-lost"] {
		t.Errorf("argentine, lost: %d rounds; want %d", len(hs.rows), want["argentine-lost"])
	}
	hs.clock = func() time.Time { return time.Date(2025, 5, 3, 10, 4, 5, 0, time.UTC) }
	scenetest.Press(t, a, scenetest.Key(input.Chart))
	path := filepath.Join(dir, "history-2025-05-03-100405.csv")
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("export: %v (notices %q)", err, a.Notices())
	}
	defer f.Close()
	lines, err := csv.NewReader(f).ReadAll()
	if err != nil || len(lines) != want["argentine-lost"]+1 {
		t.Fatalf("%d CSV lines, %v", len(lines), err)
	}
	if lines[0][6] != "currency" {
		t.Errorf("CSV header %q", lines[0])
	}
	for _, l := range lines[1:] {
		// These rounds were played at the Argentine table in pesos.
		if l[2] != "argentine" || l[4] != "-5.00" || l[6] != "ARS" {
			t.Errorf("CSV line %q", l)
		}
	}
	if n := scenetest.LastNotice(a); !strings.Contains(n, path) {
		t.Errorf("notice %q", n)
	}
}

// Issue 23: the history's detail of a Punto Banco coup says who read
// Punto, what he called, and the correction "alla regola" of a wrong call;
// records saved before the call said was kept read the same from their
// correction; a coup the dealer played says so.
func TestHistoryPuntoReaderCallAndCorrection(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	loc := b.Locale(locales.English)
	const head = `{"game":"punto-banco","you":"you","rules":"super-punto-banco","punto":{"cards":"4S 2H 9D","total":5},"banco":{"cards":"7C KD","total":7},"winner":"banco",`
	const bets = `"bets":[{"position":3,"player":"you","on":"punto","amount":10,"result":"lose","net":-10}],"done":true}`
	cases := []struct {
		name, rec  string
		want, lack []string
	}{
		{"the user's wrong call", head + `"reader":3,"reader_player":"you","call":"carta","said":"no-carta","corrections":[{"phrase":"alla-regola","article":"Tabella della Regola","said":"no-carta","right":"carta"}],` + bets,
			[]string{"Reads Punto: position 3 · You · calls «No card»", "Corrected by the rule: «Card»"}, nil},
		{"an old save, no said", head + `"reader":5,"reader_player":"anna","call":"carta","corrections":[{"phrase":"alla-regola","article":"Tabella della Regola","said":"no-carta","right":"carta"}],` + bets,
			[]string{"Reads Punto: position 5 · anna · calls «No card»", "Corrected by the rule: «Card»"}, nil},
		{"a right call", head + `"reader":3,"reader_player":"you","call":"carta","said":"carta",` + bets,
			[]string{"Reads Punto: position 3 · You · calls «Card»"}, []string{"Corrected"}},
		{"the dealer plays Punto", head + `"reader":0,` + bets,
			[]string{"Nobody seated on Punto: the dealer plays Punto"}, []string{"Reads Punto"}},
	}
	for _, c := range cases {
		e := readEntry(json.RawMessage(c.rec))
		if e.pb == nil {
			t.Fatalf("%s: not read as a Punto Banco record", c.name)
		}
		got := strings.Join(detail(loc, e), "\n")
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: the detail lacks %q:\n%s", c.name, w, got)
			}
		}
		for _, w := range c.lack {
			if strings.Contains(got, w) {
				t.Errorf("%s: the detail says %q:\n%s", c.name, w, got)
			}
		}
	}
}

// Each round of the history is shown in the money it was played in: a line
// of before the bankrolls were kept apart (no currency) in euros, even at
// the Argentine table, as it was played then; a line in pesos in pesos.
func TestHistoryShowsEachRoundsMoney(t *testing.T) {
	dir := t.TempDir()
	rec := `{"game":"blackjack","rules":"argentine","you":"you","your_net":-15,` +
		`"dealer":{"cards":"TS 7H","total":17,"blackjack":false,"bust":false},"boxes":[{"box":4,"player":"you","bet":15,"insurance":{"stake":0,"net":0},` +
		`"hands":[{"cards":"9C 7D","total":16,"stake":15,"result":"lose","blackjack":false,"net":-15}],"net":-15}],"net":-15,"burnt":"","actions":[]}`
	st, _ := save.Open(dir).Load(locales.English)
	for i, cur := range []string{"", "ARS"} {
		bal := save.StartingBalance(cur) - rules.Units(15)
		if _, err := st.History.Append(save.Entry{Kind: save.KindRound, Round: fmt.Sprint("r", i), Table: "argentine", Currency: cur,
			Time: time.Date(2026, 11, 28, 10, i, 0, 0, time.UTC), Net: -rules.Units(15), Balance: bal, Record: json.RawMessage(rec)}); err != nil {
			t.Fatal(err)
		}
	}
	st.History.Close()
	a := scenetest.New(t, dir)
	a.SetLang(locales.Spanish)
	scenetest.Ticks(t, a, 60)
	scenetest.Press(t, a, scenetest.Key(input.History))
	hs, ok := a.Scene().(*HandHistory)
	if !ok {
		t.Fatalf("scene %T", a.Scene())
	}
	for k, want := range []string{"−$\u00a015", "−15\u00a0€"} { // newest first
		e := hs.entry(k)
		if got := netText(atTable(a.Loc, e), e.net); got != want {
			t.Errorf("round %d: %q, want %q", k, got, want)
		}
	}
}
