package save

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"sabot/locales"
)

// logOfThree writes a log of three rounds (balances 1001, 1003, 1006 from
// 1000) and returns its directory, bytes and lines (the header first).
func logOfThree(t *testing.T) (dir string, data []byte, lines [][]byte) {
	t.Helper()
	dir = t.TempDir()
	s := Open(dir)
	st, _ := s.Load(locales.English)
	commit(t, st.History, StartingBankroll, 100, 200, 300)
	s.Close()
	data, err := os.ReadFile(filepath.Join(dir, RoundLogFile))
	if err != nil {
		t.Fatal(err)
	}
	return dir, data, bytes.SplitAfter(data, []byte{'\n'})[:4]
}

// reframe returns a line with its JSON changed by edit and a checksum that
// holds over the new JSON: a line written by hand, or by a program that
// knew the format.
func reframe(t *testing.T, line []byte, edit func(map[string]any)) []byte {
	t.Helper()
	payload, _, err := readFrame(line)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(payload, &m); err != nil {
		t.Fatal(err)
	}
	edit(m)
	p, _ := json.Marshal(m)
	return appendFrame(nil, p)
}

// rawFrame frames a payload as it is, valid JSON or not.
func rawFrame(payload string) []byte { return appendFrame(nil, []byte(payload)) }

// loadNotices opens dir as the game does and returns its round log and
// notices (the store closed at the test's end).
func loadNotices(t *testing.T, dir string) (*RoundLog, []Notice) {
	t.Helper()
	s := Open(dir)
	st, n := s.Load(locales.English)
	t.Cleanup(func() { s.Close() })
	return st.History, n
}

// A last line that was whole and synced, and damaged later (a digit
// changed, or a checksum that holds over a balance that cannot be), was
// committed: it is not taken as a line a crash cut short. It is skipped,
// the file is kept as it was, and the user is told; a restart after the
// next round does not tell it again.
func TestDamagedCommittedLastLineIsKeptAside(t *testing.T) {
	cases := []struct {
		name string
		last func(t *testing.T, line []byte) []byte
	}{
		{"a digit changed", func(t *testing.T, l []byte) []byte {
			l = append([]byte(nil), l...)
			i := bytes.Index(l, []byte(`"balance":10`)) + len(`"balance":10`)
			l[i] = '9'
			return l
		}},
		{"a checksum that holds over a balance of -500", func(t *testing.T, l []byte) []byte {
			return reframe(t, l, func(m map[string]any) { m["balance"] = -500 })
		}},
		{"a checksum that holds over a balance of 1e300", func(t *testing.T, l []byte) []byte {
			return []byte(strings.Replace(string(reframe(t, l, func(m map[string]any) { m["balance"] = "X" })), `"X"`, `1e300`, 1))
		}},
		{"a checksum that holds over NaN", func(t *testing.T, l []byte) []byte {
			p, _, _ := readFrame(l)
			return rawFrame(regexp.MustCompile(`"balance":[0-9.]+`).ReplaceAllString(string(p), `"balance":NaN`))
		}},
		{"a checksum that holds over a balance the net does not make", func(t *testing.T, l []byte) []byte {
			return reframe(t, l, func(m map[string]any) { m["balance"] = 1500 })
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir, _, lines := logOfThree(t)
			damaged := append(bytes.Join(lines[:3], nil), c.last(t, lines[3])...)
			path := filepath.Join(dir, RoundLogFile)
			os.WriteFile(path, damaged, 0o644)
			os.Remove(filepath.Join(dir, RoundIndexFile))
			l, n := loadNotices(t, dir)
			if len(n) != 1 || n[0].Key != locales.NoticeSaveLines || n[0].Args[0] != 1 {
				t.Fatalf("notices %v: want one damaged line told", n)
			}
			if kept, _ := os.ReadFile(n[0].Args[2].(string)); !bytes.Equal(kept, damaged) {
				t.Errorf("the copy %s holds %d bytes, want the file as it was (%d)", n[0].Args[2], len(kept), len(damaged))
			}
			if b, _ := l.Balance(Euro); l.Len() != 2 || b != StartingBankroll+300 {
				t.Errorf("%d entries, balance %v: want the two whole ones, 1003", l.Len(), b)
			}
			commit(t, l, StartingBankroll+300, 7)
			l.Close()
			m, n := loadNotices(t, dir)
			if len(n) != 0 || m.Len() != 3 {
				t.Errorf("after the next round: %d entries, notices %v", m.Len(), n)
			}
		})
	}
}

// A log too short for its header and with no newline that is not the
// start of a header a crash cut ("{\"oops\":") is not dropped: it is kept
// aside, and the user told.
func TestShortLogThatIsNoLogIsKeptAside(t *testing.T) {
	for _, data := range []string{`{"oops":`, "hello"} {
		dir := t.TempDir()
		path := filepath.Join(dir, RoundLogFile)
		os.WriteFile(path, []byte(data), 0o644)
		_, n := loadNotices(t, dir)
		if len(n) != 1 || n[0].Key != locales.NoticeSaveCorrupt {
			t.Fatalf("%q: notices %v", data, n)
		}
		if kept, _ := os.ReadFile(n[0].Args[1].(string)); string(kept) != data {
			t.Errorf("%q: kept %q", data, kept)
		}
	}
	// The start of a header, cut by a crash, is no data: silently empty.
	h, _ := json.Marshal(logHeader{Log: logMagic, Version: LogVersion})
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, RoundLogFile), appendFrame(nil, h)[:20], 0o644)
	if l, n := loadNotices(t, dir); len(n) != 0 || l.Len() != 0 {
		t.Errorf("a cut header: %d entries, notices %v", l.Len(), n)
	}
}

// A line damaged in the middle of the log with its index intact is found
// at the next start, as without the index: told, skipped, the file kept.
// So is one changed with a checksum that holds (the index keeps part of
// each line's checksum).
func TestDamagedMiddleLineWithTheIndex(t *testing.T) {
	cases := []struct {
		name string
		mid  func(t *testing.T, line []byte) []byte
	}{
		{"a byte changed", func(t *testing.T, l []byte) []byte {
			return bytes.Replace(l, []byte(`"net":2.00`), []byte(`"net":9.00`), 1)
		}},
		{"a checksum that holds over another net", func(t *testing.T, l []byte) []byte {
			return reframe(t, l, func(m map[string]any) { m["net"] = 9.00 })
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir, _, lines := logOfThree(t)
			if _, err := os.Stat(filepath.Join(dir, RoundIndexFile)); err != nil {
				t.Fatal("no index:", err)
			}
			lines[2] = c.mid(t, lines[2])
			damaged := bytes.Join(lines, nil)
			path := filepath.Join(dir, RoundLogFile)
			os.WriteFile(path, damaged, 0o644)
			// Damaged later: a second on (the clock of a file's times
			// can be coarser than the test's two writes).
			later := time.Now().Add(time.Second)
			os.Chtimes(path, later, later)
			l, n := loadNotices(t, dir)
			if len(n) != 1 || n[0].Key != locales.NoticeSaveLines {
				t.Fatalf("notices %v", n)
			}
			if kept, _ := os.ReadFile(n[0].Args[2].(string)); !bytes.Equal(kept, damaged) {
				t.Errorf("the copy is not the file as it was")
			}
			if l.Len() != 2 || l.Summary(0).Net != 100 || l.Summary(1).Net != 300 {
				t.Errorf("entries %+v", sums(l))
			}
		})
	}
}

// Lines whose checksums hold but that cannot be true are refused as
// damaged ones are: a round committed twice under a new Seq, a net the
// balance does not show, a card that is no card, more copies of a card
// than the table's decks hold.
func TestLinesThatCannotBeTrueAreRefused(t *testing.T) {
	cases := []struct {
		name string
		line func(t *testing.T, lines [][]byte) []byte
	}{
		{"the same round under a new seq", func(t *testing.T, ls [][]byte) []byte {
			return reframe(t, ls[3], func(m map[string]any) { m["seq"] = 4; m["net"] = 0 })
		}},
		{"a net of 500 with the balance unchanged", func(t *testing.T, ls [][]byte) []byte {
			return reframe(t, ls[3], func(m map[string]any) { m["seq"] = 4; m["round"] = "x4"; m["net"] = 500 })
		}},
		{"cards ZZ", func(t *testing.T, ls [][]byte) []byte {
			return reframe(t, ls[3], func(m map[string]any) {
				m["seq"], m["round"], m["net"] = 4, "x4", 0
				m["record"].(map[string]any)["punto"].(map[string]any)["cards"] = "4S ZZ"
			})
		}},
		{"nine aces of spades", func(t *testing.T, ls [][]byte) []byte {
			return reframe(t, ls[3], func(m map[string]any) {
				m["seq"], m["round"], m["net"] = 4, "x4", 0
				m["record"].(map[string]any)["punto"].(map[string]any)["cards"] = "AS AS AS AS AS"
				m["record"].(map[string]any)["banco"].(map[string]any)["cards"] = "AS AS AS AS"
			})
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir, _, lines := logOfThree(t)
			data := append(bytes.Join(lines, nil), c.line(t, lines)...)
			good := rawFrame(`{"seq":5,"kind":"bankroll","time":"2026-01-02T00:00:00Z","net":0,"balance":20}`)
			data = append(data, good...)
			os.WriteFile(filepath.Join(dir, RoundLogFile), data, 0o644)
			os.Remove(filepath.Join(dir, RoundIndexFile))
			l, n := loadNotices(t, dir)
			if len(n) != 1 || n[0].Key != locales.NoticeSaveLines || n[0].Args[0] != 1 {
				t.Fatalf("notices %v: want the one line told", n)
			}
			if b, _ := l.Balance(Euro); l.Len() != 4 || b != 2000 {
				t.Errorf("%d entries, balance %v: want the three rounds and the reset to 20.00", l.Len(), b)
			}
		})
	}
}

// A second bad file never replaces the copy kept of the first: each is
// kept, numbered (settings, the journal, the log's copy).
func TestBadCopiesAreNotOverwritten(t *testing.T) {
	dir := t.TempDir()
	for i := 1; i <= 3; i++ {
		os.WriteFile(filepath.Join(dir, SettingsFile), []byte(fmt.Sprintf("bad settings %d", i)), 0o644)
		os.WriteFile(filepath.Join(dir, JournalFile), []byte(fmt.Sprintf("bad journal %d\n", i)), 0o644)
		s := Open(dir)
		if _, n := s.Load(locales.English); len(n) != 1 {
			t.Fatalf("run %d: notices %v", i, n)
		}
		if _, n := s.LoadJournal(); n == nil {
			t.Fatalf("run %d: the bad journal was not told", i)
		}
		s.Close()
	}
	for _, name := range []string{SettingsFile, JournalFile} {
		for i, suffix := range []string{".bad", ".bad.2", ".bad.3"} {
			got, err := os.ReadFile(filepath.Join(dir, name+suffix))
			want := fmt.Sprintf("bad %s %d", map[string]string{SettingsFile: "settings", JournalFile: "journal"}[name], i+1)
			if err != nil || !strings.HasPrefix(string(got), want) {
				t.Errorf("%s%s = %q, %v; want %q", name, suffix, got, err, want)
			}
		}
	}

	// The log's copies: a damaged line found twice in a log that changed
	// between the two starts makes two copies.
	ldir, _, lines := logOfThree(t)
	path := filepath.Join(ldir, RoundLogFile)
	lines[2] = bytes.Replace(lines[2], []byte(`"net":2.00`), []byte(`"net":9.00`), 1)
	first := bytes.Join(lines, nil)
	os.WriteFile(path, first, 0o644)
	os.Remove(filepath.Join(ldir, RoundIndexFile))
	loadNotices(t, ldir)
	second := append(append([]byte(nil), first...), rawFrame(`{"seq":9,"kind":"bankroll","time":"2026-01-02T00:00:00Z","net":0,"balance":1}`)...)
	second[len(first)-5] ^= 1 // the last round damaged too
	os.WriteFile(path, second, 0o644)
	os.Remove(filepath.Join(ldir, RoundIndexFile))
	_, n := loadNotices(t, ldir)
	if len(n) != 1 || n[0].Args[2] != path+".bad.2" {
		t.Fatalf("notices %v", n)
	}
	if a, _ := os.ReadFile(path + ".bad"); !bytes.Equal(a, first) {
		t.Error("the first copy was replaced")
	}
}

// A journal written by a newer version is never removed nor replaced,
// whatever the rounds played; with a newer round log the progress (the
// log's checkpoint) is never written either.
func TestNewerJournalAndLogAreNeverContradicted(t *testing.T) {
	dir := t.TempDir()
	newer := appendFrame(nil, []byte(`{"version":99,"round":"future","table":"argentine","game":"blackjack","start":{}}`))
	jpath := filepath.Join(dir, JournalFile)
	os.WriteFile(jpath, newer, 0o644)
	s := Open(dir)
	st, _ := s.Load(locales.English)
	if _, n := s.LoadJournal(); n == nil || n.Key != locales.NoticeSaveNewer {
		t.Fatalf("notice %v", n)
	}
	commit(t, st.History, StartingBankroll, 5)
	if err := s.RemoveJournal(); err != nil {
		t.Fatal(err)
	}
	if _, err := s.BeginJournal(JournalHead{Round: "r", Start: json.RawMessage(`{}`)}); err == nil {
		t.Error("a journal begun over the newer one")
	}
	s.Close()
	if got, _ := os.ReadFile(jpath); !bytes.Equal(got, newer) {
		t.Errorf("the newer journal is now %q", got)
	}

	dir = t.TempDir()
	h, _ := json.Marshal(logHeader{Log: logMagic, Version: LogVersion + 1})
	os.WriteFile(filepath.Join(dir, RoundLogFile), appendFrame(nil, h), 0o644)
	progress := []byte(`{"version":1,"log_seq":4}`)
	ppath := filepath.Join(dir, ProgressFile)
	os.WriteFile(ppath, progress, 0o644)
	s = Open(dir)
	st, _ = s.Load(locales.English)
	p, _ := s.LoadProgress()
	commit(t, st.History, StartingBankroll, 5)
	if err := s.SaveProgress(p); err != nil {
		t.Fatal(err)
	}
	s.Close()
	if got, _ := os.ReadFile(ppath); !bytes.Equal(got, progress) {
		t.Errorf("progress.json beside a newer log was written: %s", got)
	}
}

// The temporary files a kill leaves behind are removed at the next start,
// and nothing else is.
func TestKilledWritesLeaveNoTemporaries(t *testing.T) {
	dir := t.TempDir()
	left := []string{".progress.json.123456.tmp", ".rounds.log.99.tmp", ".settings.json.1.tmp", "rounds.idx.tmp", ".round.journal.7.tmp"}
	kept := []string{"notes.tmp", ".other.1.tmp", "progress.json.bad"}
	for _, n := range append(append([]string(nil), left...), kept...) {
		os.WriteFile(filepath.Join(dir, n), []byte("x"), 0o644)
	}
	loadNotices(t, dir)
	for _, n := range left {
		if _, err := os.Stat(filepath.Join(dir, n)); !os.IsNotExist(err) {
			t.Errorf("%s is still there", n)
		}
	}
	for _, n := range kept {
		if _, err := os.Stat(filepath.Join(dir, n)); err != nil {
			t.Errorf("%s was removed", n)
		}
	}
}
