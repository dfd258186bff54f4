package save

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"sabot/locales"
	"sabot/rules"
	"sabot/tutor/learner"
)

// argentineRecord is a blackjack round of the Argentine table.
var argentineRecord = json.RawMessage(strings.Replace(benchRecord, `"rules":"italian-classic"`, `"rules":"argentine"`, 1))

// line is an entry of the tests' logs: a round (or, with kind, a reset)
// in a currency.
type line struct {
	kind, table, cur string
	net, balance     rules.Money
}

// appendLines commits the lines to l.
func appendLines(t *testing.T, l *RoundLog, lines []line) {
	t.Helper()
	for i, ln := range lines {
		e := Entry{Kind: KindRound, Round: "w" + string(rune('a'+i)), Table: ln.table, Currency: ln.cur,
			Time: time.Date(2026, 11, 28, 10, i, 0, 0, time.UTC), Net: ln.net, Balance: ln.balance, Record: json.RawMessage(testRecord)}
		if ln.table == "argentine" {
			e.Record = argentineRecord
		}
		if ln.kind != "" {
			e = Entry{Kind: ln.kind, Currency: ln.cur, Balance: ln.balance}
		}
		if _, err := l.Append(e); err != nil {
			t.Fatal(err)
		}
	}
}

// headerVersion reads the version the log's header says.
func headerVersion(t *testing.T, dir string) int {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, RoundLogFile))
	if err != nil {
		t.Fatal(err)
	}
	payload, _, err := readFrame(data)
	if err != nil {
		t.Fatal(err)
	}
	var h logHeader
	json.Unmarshal(payload, &h)
	return h.Version
}

// Each currency has its own bankroll: a round moves its own currency's
// balance only, a reset sets one currency's, and the log says which; the
// header is version 2 from the first line in pesos (an older Sabot, which
// reads every balance as euros, refuses it), 1 while every line is in
// euros (an older Sabot reads it right).
func TestEachCurrencyHasItsBankroll(t *testing.T) {
	eur, ars := StartingBalance("EUR"), StartingBalance("ARS")
	tests := []struct {
		name     string
		lines    []line
		eur, ars rules.Money
		version  int
	}{
		{"an Argentine round moves the pesos, not the euros",
			[]line{{"", "argentine", "ARS", 500, ars + 500}}, eur, ars + 500, 2},
		{"an Italian round moves the euros, not the pesos",
			[]line{{"", "super-punto-banco", "EUR", -700, eur - 700}}, eur - 700, ars, 1},
		{"rounds of both, one after the other",
			[]line{
				{"", "super-punto-banco", "EUR", 300, eur + 300},
				{"", "argentine", "ARS", -200, ars - 200},
				{"", "super-punto-banco", "EUR", 100, eur + 400},
				{"", "argentine", "ARS", 50, ars - 150},
			}, eur + 400, ars - 150, 2},
		{"a reset of the pesos leaves the euros",
			[]line{
				{"", "super-punto-banco", "EUR", 300, eur + 300},
				{"", "argentine", "ARS", -900, ars - 900},
				{KindBankroll, "", "ARS", 0, ars},
			}, eur + 300, ars, 2},
		{"a reset of the euros leaves the pesos",
			[]line{
				{"", "argentine", "ARS", 400, ars + 400},
				{"", "super-punto-banco", "EUR", -900, eur - 900},
				{KindBankroll, "", "EUR", 0, eur},
			}, eur, ars + 400, 2},
		{"a line without its currency is in euros",
			[]line{{"", "super-punto-banco", "", 100, eur + 100}}, eur + 100, ars, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			st, _ := Open(dir).Load(locales.English)
			appendLines(t, st.History, tt.lines)
			st.History.Close()
			for _, index := range []bool{true, false} {
				if !index {
					os.Remove(filepath.Join(dir, RoundIndexFile))
				}
				st, notes := Open(dir).Load(locales.English)
				if len(notes) > 0 {
					t.Fatalf("notices: %v", notes)
				}
				if got := st.Wallet.Balance("EUR"); got != tt.eur {
					t.Errorf("index %v: euros %v, want %v", index, got, tt.eur)
				}
				if got := st.Wallet.Balance("ARS"); got != tt.ars {
					t.Errorf("index %v: pesos %v, want %v", index, got, tt.ars)
				}
				for i, ln := range tt.lines {
					if got, want := st.History.Summary(i).Currency, currencyOf(ln.cur); got != want {
						t.Errorf("index %v: line %d in %s, want %s", index, i+1, got, want)
					}
				}
				st.History.Close()
			}
			if v := headerVersion(t, dir); v != tt.version {
				t.Errorf("the log's header says version %d, want %d", v, tt.version)
			}
		})
	}
}

// The starting bankrolls: 1.000 € (a hundred times the Italian tables'
// minimum of 10 €), and the same hundred times the Argentine table's
// minimum of $ 10, rounded to a chip's value: $ 1.000. The rounding,
// checked by hand.
func TestStartingBalances(t *testing.T) {
	if got := StartingBalance("EUR"); got != rules.Units(1000) {
		t.Errorf("euros: %v", got)
	}
	if got, want := StartingBalance("ARS"), 100*rules.Argentine.Limits.Min; got != want || got != rules.Units(1000) {
		t.Errorf("pesos: %v, want %v", got, want)
	}
	for _, tt := range []struct{ in, want rules.Money }{
		{rules.Units(1000), rules.Units(1000)},
		{rules.Units(2500), rules.Units(2000)}, // 2,500: 500 from 2,000 and 2,500 from 5,000
		{rules.Units(3600), rules.Units(5000)}, // 1,400 from 5,000, 1,600 from 2,000
		{rules.Units(1400), rules.Units(1000)},
		{rules.Units(1500), rules.Units(2000)}, // a tie: the larger
		{rules.Units(7600), rules.Units(10000)},
		{rules.Money(50), rules.Units(1)},
	} {
		if got := chipRound(tt.in); got != tt.want {
			t.Errorf("chipRound(%v) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

// A log of before the currencies (version 1, no line says its currency)
// reads as euros, the Argentine rounds in it too, which stay as they were:
// its balance is the euros', and the pesos start at their start. The first
// peso round after it rewrites the header to version 2 in place, and every
// old line reads as it did.
func TestOldLogReadsAsEuros(t *testing.T) {
	dir := t.TempDir()
	old := []Entry{
		{Seq: 1, Kind: KindRound, Round: "o1", Table: "super-punto-banco", Net: 200, Balance: rules.Units(1002), Record: json.RawMessage(testRecord)},
		{Seq: 2, Kind: KindRound, Round: "o2", Table: "argentine", Net: -500, Balance: rules.Units(997), Record: argentineRecord},
	}
	data := headerFrame(1)
	for _, e := range old {
		p, _ := json.Marshal(e)
		if bytes.Contains(p, []byte("currency")) {
			t.Fatalf("the old line says a currency: %s", p)
		}
		data = appendFrame(data, p)
	}
	os.WriteFile(filepath.Join(dir, RoundLogFile), data, 0o644)
	st, notes := Open(dir).Load(locales.English)
	if len(notes) > 0 {
		t.Fatalf("notices: %v", notes)
	}
	if got := st.Wallet.Balance("EUR"); got != rules.Units(997) {
		t.Errorf("euros %v: want the old log's 997", got)
	}
	if got := st.Wallet.Balance("ARS"); got != StartingBalance("ARS") {
		t.Errorf("pesos %v: want the start", got)
	}
	if s := st.History.Summary(1); s.Table != "argentine" || s.Currency != "EUR" || s.Net != -500 {
		t.Errorf("the old Argentine round: %+v", s)
	}
	appendLines(t, st.History, []line{{"", "argentine", "ARS", 100, StartingBalance("ARS") + 100}})
	st.History.Close()
	if v := headerVersion(t, dir); v != 2 {
		t.Errorf("header version %d after a peso round", v)
	}
	st, notes = Open(dir).Load(locales.English)
	defer st.History.Close()
	if len(notes) > 0 || st.Wallet.Balance("EUR") != rules.Units(997) || st.Wallet.Balance("ARS") != StartingBalance("ARS")+100 || st.History.Len() != 3 {
		t.Errorf("after a peso round: %v, wallet %v, %d lines", notes, st.Wallet, st.History.Len())
	}
}

// An older Sabot keeps its hands off what it would misread: a log with a
// line in pesos, a journal of a round in pesos, a progress with a point in
// pesos are written at version 2 (an older Sabot refuses a newer file and
// never writes it); the same files in euros only stay at version 1, which
// it reads right. A line, a journal or a point in pesos in a file of
// version 1 cannot be this code's, and is refused.
func TestPesosAreKeptFromOlderVersions(t *testing.T) {
	for _, tt := range []struct {
		cur     string
		version int
	}{{"EUR", 1}, {"", 1}, {"ARS", 2}} {
		t.Run("journal "+tt.cur, func(t *testing.T) {
			dir := t.TempDir()
			s := Open(dir)
			s.Load(locales.English)
			j, err := s.BeginJournal(JournalHead{Round: "r1", Table: "argentine", Game: "blackjack",
				Bankroll: Bankroll{Balance: rules.Units(990), Currency: tt.cur}, Start: json.RawMessage(`{}`)})
			if err != nil {
				t.Fatal(err)
			}
			j.Close()
			data, _ := os.ReadFile(filepath.Join(dir, JournalFile))
			jd, err := ParseJournal(data)
			if err != nil || jd.Head.Version != tt.version || currencyOf(jd.Head.Bankroll.Currency) != currencyOf(tt.cur) || jd.Head.Bankroll.Balance != rules.Units(990) {
				t.Errorf("journal read back: %+v, %v; want version %d", jd, err, tt.version)
			}
		})
		t.Run("progress "+tt.cur, func(t *testing.T) {
			dir := t.TempDir()
			s := Open(dir)
			s.Load(locales.English)
			p := learner.NewProgress()
			p.RecordBankroll("italian-classic", "", rules.Units(1010), time.Now())
			p.RecordBankroll("argentine", tt.cur, rules.Units(990), time.Now())
			if err := s.SaveProgress(p); err != nil {
				t.Fatal(err)
			}
			data, _ := os.ReadFile(filepath.Join(dir, ProgressFile))
			var head struct{ Version int }
			json.Unmarshal(data, &head)
			if head.Version != tt.version {
				t.Errorf("progress version %d, want %d", head.Version, tt.version)
			}
			back, n := s.LoadProgress()
			if n != nil || len(back.Bankroll) != 2 || back.Bankroll[1].In() != currencyOf(tt.cur) || back.Bankroll[0].In() != "EUR" {
				t.Errorf("progress read back: %v, %+v", n, back.Bankroll)
			}
		})
	}
	// Pesos in files of version 1: not this code's.
	if _, err := ParseJournal(appendFrame(nil, []byte(`{"version":1,"round":"r","table":"argentine","game":"blackjack","bankroll":{"balance":5,"currency":"ARS"},"start":{}}`))); err == nil {
		t.Error("a journal of version 1 in pesos was read")
	}
	if _, err := learner.LoadProgress([]byte(`{"version":1,"tables":{},"sessions":[],"bankroll":[{"at":"2026-11-28T10:00:00Z","table":"argentine","bankroll":5,"currency":"ARS"}]}`)); err == nil {
		t.Error("a progress of version 1 in pesos was read")
	}
	dir := t.TempDir()
	p, _ := json.Marshal(Entry{Seq: 1, Kind: KindRound, Round: "x", Table: "argentine", Currency: "ARS", Net: 5, Balance: 5, Record: argentineRecord})
	os.WriteFile(filepath.Join(dir, RoundLogFile), appendFrame(headerFrame(1), p), 0o644)
	st, notes := Open(dir).Load(locales.English)
	defer st.History.Close()
	if st.History.Len() != 0 || len(notes) == 0 {
		t.Errorf("a line in pesos in a log of version 1: %d lines, notices %v", st.History.Len(), notes)
	}
	// A currency no table plays in.
	if _, err := st.History.Append(Entry{Kind: KindBankroll, Currency: "USD", Balance: 5}); err == nil {
		t.Error("a bankroll in dollars was kept")
	}
}

// The header rewritten in place to version 2, the write cut short at any
// byte (the old header's bytes and the new one's mixed), or the log cut
// there by a crash: the next start reads the log, every line kept, no
// notice.
func TestHeaderRewriteCutShort(t *testing.T) {
	dir := t.TempDir()
	st, _ := Open(dir).Load(locales.English)
	appendLines(t, st.History, []line{{"", "super-punto-banco", "EUR", 100, StartingBankroll + 100}})
	st.History.Close()
	path := filepath.Join(dir, RoundLogFile)
	v1, _ := os.ReadFile(path)
	h1, h2 := headerFrame(1), headerFrame(2)
	for cut := 0; cut <= len(h2); cut++ {
		data := append(append([]byte(nil), h2[:cut]...), v1[cut:]...)
		os.WriteFile(path, data, 0o644)
		os.Remove(filepath.Join(dir, RoundIndexFile))
		st, notes := Open(dir).Load(locales.English)
		if len(notes) > 0 || st.History.Len() != 1 || st.Wallet.Balance("EUR") != StartingBankroll+100 {
			t.Errorf("cut at byte %d of %d: notices %v, %d lines", cut, len(h1), notes, st.History.Len())
		}
		st.History.Close()
	}
}

// An exported round says its money in its record; imported, it is shown
// in it. A record exported before the currencies has none: euros.
func TestImportKeepsTheRoundsMoney(t *testing.T) {
	withPesos := strings.Replace(string(argentineRecord), `"rules":"argentine"`, `"rules":"argentine","currency":"ARS"`, 1)
	file := `{"app":"sabot","records":[` + string(argentineRecord) + `,` + withPesos + `]}`
	l := MemoryLog()
	if added, _, err := l.Import([]byte(file)); err != nil || added != 2 {
		t.Fatalf("imported %d: %v", added, err)
	}
	for i, want := range []string{"EUR", "ARS"} {
		if got := l.Summary(i).Currency; got != want {
			t.Errorf("round %d in %s, want %s", i+1, got, want)
		}
	}
	if w := l.Balances(); len(w) != 0 {
		t.Errorf("imported rounds set a bankroll: %v", w)
	}
}
