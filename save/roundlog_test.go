package save

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"sabot/locales"
	"sabot/rules"
	"sabot/tutor/learner"
)

// testRecord is a hand record the log accepts.
const testRecord = `{"game":"punto-banco","rules":"super-punto-banco","punto":{"cards":"4S 2H 9D","total":5},"banco":{"cards":"7C KD","total":7},"winner":"banco","bets":[]}`

// commit appends n rounds of nets to the store's log, and returns the
// bankroll they leave from start.
func commit(t *testing.T, l *RoundLog, start rules.Money, nets ...rules.Money) rules.Money {
	t.Helper()
	b := start
	for i, n := range nets {
		b += n
		e := Entry{Kind: KindRound, Round: "r" + string(rune('a'+i%26)) + time.Now().Format("150405.000000000"), Table: "super-punto-banco",
			Time: time.Date(2026, 1, 1, 0, 0, i, 0, time.UTC), Net: n, Balance: b, Record: json.RawMessage(testRecord)}
		if _, err := l.Append(e); err != nil {
			t.Fatal(err)
		}
	}
	return b
}

func loadLog(t *testing.T, dir string) (*RoundLog, []Notice) {
	t.Helper()
	st, n := Open(dir).Load(locales.English)
	t.Cleanup(func() { st.History.Close() })
	return st.History, n
}

// The bankroll is the last round's, and reopening with the index or
// without it gives the same entries.
func TestRoundLogReopens(t *testing.T) {
	dir := t.TempDir()
	l, _ := loadLog(t, dir)
	nets := []rules.Money{1000, -500, 250, -2500, 0}
	want := commit(t, l, StartingBankroll, nets...)
	l.Close()
	a, n := loadLog(t, dir)
	if len(n) != 0 || a.Len() != len(nets) {
		t.Fatalf("%d entries, notices %v", a.Len(), n)
	}
	if b, ok := a.Balance(Euro); !ok || b != want {
		t.Errorf("balance %v; want %v", b, want)
	}
	var sum rules.Money
	for i := range a.Len() {
		s := a.Summary(i)
		sum += s.Net
		if s.Seq != int64(i+1) || s.Table != "super-punto-banco" || s.Kind != KindRound {
			t.Errorf("summary %d: %+v", i, s)
		}
		e, err := a.Entry(i)
		if err != nil || string(e.Record) != testRecord || e.Net != nets[i] {
			t.Errorf("entry %d: %+v, %v", i, e, err)
		}
	}
	if StartingBankroll+sum != want {
		t.Errorf("start + the nets = %v; the log's balance %v", StartingBankroll+sum, want)
	}
	a.Close()
	if err := os.Remove(filepath.Join(dir, RoundIndexFile)); err != nil {
		t.Fatal(err)
	}
	b, _ := loadLog(t, dir)
	if !reflect.DeepEqual(sums(a), sums(b)) {
		t.Errorf("without the index:\n%+v\nwith it:\n%+v", sums(b), sums(a))
	}
	if _, err := os.Stat(filepath.Join(dir, RoundIndexFile)); err != nil {
		t.Errorf("the index was not written again: %v", err)
	}
}

func sums(l *RoundLog) []Summary {
	out := make([]Summary, l.Len())
	for i := range out {
		out[i] = l.Summary(i)
		out[i].Time = out[i].Time.UTC()
	}
	return out
}

// A crash while a line is written leaves part of it: the part is dropped
// and cut off, never taken as data, with no notice (a whole line damaged
// later is another thing: TestDamagedCommittedLastLineIsKeptAside); the next round goes
// after the last good one. A stale index (lines it does not know, or that
// are not where it says) is not trusted.
func TestTornLastLineIsDropped(t *testing.T) {
	full := func(t *testing.T) (string, []byte) {
		dir := t.TempDir()
		l, _ := loadLog(t, dir)
		commit(t, l, StartingBankroll, 100, 200, 300)
		l.Close()
		data, _ := os.ReadFile(filepath.Join(dir, RoundLogFile))
		return dir, data
	}
	_, whole := full(t)
	lastStart := bytes.LastIndexByte(whole[:len(whole)-1], '\n') + 1
	cases := []struct {
		name string
		cut  func(data []byte) []byte
	}{
		{"cut in the payload", func(d []byte) []byte { return d[:len(d)-20] }},
		{"cut before the newline", func(d []byte) []byte { return d[:len(d)-1] }},
		{"cut after the checksum", func(d []byte) []byte { return d[:lastStart+9] }},
		{"zeros after a crash", func(d []byte) []byte { return append(d[:lastStart:lastStart], make([]byte, 300)...) }},
		{"zeros inside the line", func(d []byte) []byte {
			d = append([]byte(nil), d...)
			copy(d[lastStart+40:], make([]byte, 30))
			return d
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir, data := full(t)
			path := filepath.Join(dir, RoundLogFile)
			if err := os.WriteFile(path, c.cut(data), 0o644); err != nil {
				t.Fatal(err)
			}
			l, n := loadLog(t, dir)
			if len(n) != 0 || l.Len() != 2 {
				t.Fatalf("%d entries, notices %v; want the two whole ones", l.Len(), n)
			}
			if b, _ := l.Balance(Euro); b != StartingBankroll+300 {
				t.Errorf("balance %v", b)
			}
			if got, _ := os.ReadFile(path); !bytes.Equal(got, data[:lastStart]) {
				t.Errorf("the torn line was not cut off: %d bytes, want %d", len(got), lastStart)
			}
			commit(t, l, StartingBankroll+300, 5)
			l.Close()
			m, n := loadLog(t, dir)
			if len(n) != 0 || m.Len() != 3 || m.Summary(2).Seq != 3 || m.Summary(2).Net != 5 {
				t.Errorf("after the next round: %d entries, %v", m.Len(), n)
			}
		})
	}
}

// A damaged line before the end is skipped: every other round is kept, the
// user is told once, and a copy of the file is kept.
func TestDamagedLineInTheMiddle(t *testing.T) {
	dir := t.TempDir()
	l, _ := loadLog(t, dir)
	commit(t, l, StartingBankroll, 100, 200, 300)
	l.Close()
	path := filepath.Join(dir, RoundLogFile)
	data, _ := os.ReadFile(path)
	lines := bytes.SplitAfter(data, []byte{'\n'})
	lines[2] = bytes.Replace(lines[2], []byte(`"net":2.00`), []byte(`"net":9.00`), 1) // the checksum no longer agrees
	os.WriteFile(path, bytes.Join(lines, nil), 0o644)
	os.Remove(filepath.Join(dir, RoundIndexFile))
	m, n := loadLog(t, dir)
	if len(n) != 1 || n[0].Key != locales.NoticeSaveLines || n[0].Args[0] != 1 {
		t.Fatalf("notices %v", n)
	}
	if m.Len() != 2 || m.Summary(0).Net != 100 || m.Summary(1).Net != 300 {
		t.Errorf("entries %+v", sums(m))
	}
	if _, err := os.Stat(path + ".bad"); err != nil {
		t.Errorf("no copy: %v", err)
	}
}

// A log written by a newer version is refused with a notice and never
// written: the rounds of this run stay in memory.
func TestNewerLogIsLeftAlone(t *testing.T) {
	dir := t.TempDir()
	h, _ := json.Marshal(logHeader{Log: logMagic, Version: LogVersion + 1})
	data := appendFrame(nil, h)
	data = appendFrame(data, []byte(`{"seq":1,"kind":"warp","balance":5}`))
	path := filepath.Join(dir, RoundLogFile)
	os.WriteFile(path, data, 0o644)
	for _, name := range []string{SettingsFile, ProgressFile} {
		os.WriteFile(filepath.Join(dir, name), []byte(`{"version":99}`), 0o644)
	}
	s := Open(dir)
	st, n := s.Load(locales.English)
	_, pn := s.LoadProgress()
	n = append(n, *pn)
	if len(n) != 3 {
		t.Fatalf("notices %v", n)
	}
	for _, x := range n {
		if x.Key != locales.NoticeSaveNewer {
			t.Errorf("notice %v", x)
		}
	}
	if st.Wallet.Balance(Euro) != StartingBankroll {
		t.Errorf("bankroll %v", st.Wallet.Balance(Euro))
	}
	commit(t, st.History, StartingBankroll, 100)
	if st.History.Len() != 1 {
		t.Errorf("the round of this run is not kept in memory")
	}
	s.SaveSettings(DefaultSettings(locales.Italian))
	s.SaveProgress(learner.NewProgress())
	if got, _ := os.ReadFile(path); !bytes.Equal(got, data) {
		t.Errorf("the newer log was written")
	}
	for _, name := range []string{SettingsFile, ProgressFile} {
		if got, _ := os.ReadFile(filepath.Join(dir, name)); string(got) != `{"version":99}` {
			t.Errorf("%s was overwritten: %s", name, got)
		}
	}
}

// The files of version 1 (testdata/v1) are migrated on the first start:
// every record in the history, the bankroll, the progress as it was; the
// old files are kept as NAME.v1 and the next start reads the log alone.
func TestMigrationFromVersion1(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{BankrollFile, HistoryFile, ProgressFile} {
		data, err := os.ReadFile(filepath.Join("testdata", "v1", name))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, name), data, 0o644)
	}
	old, _ := os.ReadFile(filepath.Join("testdata", "v1", HistoryFile))
	var v1 struct {
		Records []json.RawMessage `json:"records"`
	}
	json.Unmarshal(old, &v1)
	for run := range 2 {
		s := Open(dir)
		st, n := s.Load(locales.English)
		p, pn := s.LoadProgress()
		if len(n) != 0 || pn != nil {
			t.Fatalf("run %d: notices %v %v", run, n, pn)
		}
		if st.Wallet.Balance(Euro) != 87650 {
			t.Errorf("run %d: bankroll %v; want 876.50", run, st.Wallet.Balance(Euro))
		}
		recs := st.History.Records()
		if len(recs) != len(v1.Records) || len(recs) != 3 {
			t.Fatalf("run %d: %d records; want %d", run, len(recs), len(v1.Records))
		}
		for i := range recs {
			if !bytes.Equal(recs[i], v1.Records[i]) {
				t.Errorf("run %d: record %d changed", run, i)
			}
		}
		wantNets := []rules.Money{-1000, 1500, 0}
		for i, w := range wantNets {
			if s := st.History.Summary(i); s.Net != w || s.Kind != KindImported || s.Time.IsZero() {
				t.Errorf("run %d: summary %d %+v", run, i, s)
			}
		}
		if c := p.Table("italian-classic"); c.Decisions != 2 || c.Correct != 1 {
			t.Errorf("run %d: progress %+v", run, c)
		}
		for _, name := range []string{BankrollFile, HistoryFile} {
			if _, err := os.Stat(filepath.Join(dir, name+v1Suffix)); err != nil {
				t.Errorf("run %d: %s not kept: %v", run, name, err)
			}
			if _, err := os.Stat(filepath.Join(dir, name)); !os.IsNotExist(err) {
				t.Errorf("run %d: %s still there", run, name)
			}
		}
		st.History.Close()
	}
}

// A crash between a round's line in the log and the progress checkpoint:
// the next start adds the rounds after the checkpoint to the progress, once.
func TestProgressCatchesUpWithTheLog(t *testing.T) {
	dir := t.TempDir()
	s := Open(dir)
	st, _ := s.Load(locales.English)
	p, _ := s.LoadProgress()
	at := time.Date(2026, 2, 1, 10, 0, 0, 0, time.UTC)
	round := func(correct ...bool) {
		d := &ProgressDelta{Bankroll: &learner.BankrollPoint{At: at, Table: "argentine", Bankroll: 5}}
		for _, c := range correct {
			d.Decisions = append(d.Decisions, learner.Decision{Table: "argentine", Correct: c, At: at})
		}
		d.Apply(p)
		if _, err := st.History.Append(Entry{Kind: KindRound, Table: "argentine", Balance: 5, Record: json.RawMessage(testRecord), Progress: d}); err != nil {
			t.Fatal(err)
		}
	}
	round(true, false)
	round(true)
	if err := s.SaveProgress(p); err != nil { // the checkpoint of round 2
		t.Fatal(err)
	}
	round(false, false, true) // the game is killed before the checkpoint
	round(true)
	st.History.Close()
	s2 := Open(dir)
	st2, _ := s2.Load(locales.English)
	defer st2.History.Close()
	q, n := s2.LoadProgress()
	if n != nil {
		t.Fatal(n)
	}
	// 7 decisions, 4 right, in 4 rounds: counted from the calls above.
	if c := q.Table("argentine"); c.Decisions != 7 || c.Correct != 4 || len(q.Bankroll) != 4 {
		t.Errorf("progress %+v, %d bankroll points; want 7 decisions, 4 right, 4 points", c, len(q.Bankroll))
	}
	if !reflect.DeepEqual(q.Tables, p.Tables) {
		t.Errorf("caught up %+v; the run had %+v", q.Tables["argentine"], p.Tables["argentine"])
	}
	data, _ := os.ReadFile(filepath.Join(dir, ProgressFile))
	if !strings.HasPrefix(string(data), `{"log_seq":2,`) {
		t.Errorf("checkpoint %.40s", data)
	}
}

// A disk that refuses a line: the round stays in memory, the error is
// returned, and the next append writes both, in order, with no gap.
func TestRefusedWriteIsKeptAndWrittenLater(t *testing.T) {
	dir := t.TempDir()
	l, _ := loadLog(t, dir)
	commit(t, l, StartingBankroll, 100)
	good := l.f
	l.f, _ = os.Open(filepath.Join(dir, RoundLogFile)) // read-only: writes fail
	if _, err := l.Append(Entry{Kind: KindRound, Balance: 7, Net: 1, Record: json.RawMessage(testRecord)}); err == nil {
		t.Fatal("the write succeeded")
	}
	if l.Len() != 2 {
		t.Fatalf("%d entries in memory", l.Len())
	}
	if e, err := l.Entry(1); err != nil || e.Balance != 7 {
		t.Errorf("the refused entry: %+v %v", e, err)
	}
	l.f.Close()
	l.f = good
	if _, err := l.Append(Entry{Kind: KindRound, Balance: 9, Net: 2, Record: json.RawMessage(testRecord)}); err != nil {
		t.Fatal(err)
	}
	l.Close()
	m, n := loadLog(t, dir)
	if len(n) != 0 || m.Len() != 3 || m.Summary(1).Balance != 7 || m.Summary(2).Balance != 9 {
		t.Errorf("%+v %v", sums(m), n)
	}
}
