package save

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"testing"

	"sabot/locales"
)

// seedLog is a good log of three rounds in euros (version 1, its lines
// without their currency, as before the bankrolls were kept apart), for
// the fuzzers' corpus.
func seedLog(t testing.TB) []byte {
	data := headerFrame(1)
	for i, net := range []string{"10.00", "-5.00", "0"} {
		data = appendFrame(data, []byte(`{"seq":`+string(rune('1'+i))+`,"kind":"round","round":"r`+string(rune('a'+i))+
			`","table":"super-punto-banco","time":"2026-01-01T00:00:00Z","net":`+net+`,"balance":1000,"record":`+testRecord+`}`))
	}
	return data
}

// seedWalletLog is a good log of version 2: rounds in euros and in pesos
// one after the other, each balance its currency's, and a reset of the
// pesos.
func seedWalletLog(t testing.TB) []byte {
	data := headerFrame(2)
	for i, l := range []string{
		`"table":"super-punto-banco","currency":"EUR","net":10,"balance":100010`,
		`"table":"argentine","currency":"ARS","net":-500,"balance":99500`,
		`"table":"super-punto-banco","currency":"EUR","net":-5,"balance":100005`,
	} {
		rec := testRecord
		if i == 1 {
			rec = string(argentineRecord)
		}
		data = appendFrame(data, []byte(`{"seq":`+string(rune('1'+i))+`,"kind":"round","round":"w`+string(rune('a'+i))+
			`",`+l+`,"time":"2026-01-01T00:00:00Z","record":`+rec+`}`))
	}
	return appendFrame(data, []byte(`{"seq":4,"kind":"bankroll","currency":"ARS","time":"2026-01-01T00:00:00Z","net":0,"balance":100000}`))
}

// FuzzRoundLogParse reads any bytes as a round log, in memory (the long
// runs: no file, no sync): the loader never panics, never takes a line
// whose checksum fails or whose Seq does not grow, ends on a whole line,
// and every entry it lists is at the place its index says, whole.
func FuzzRoundLogParse(f *testing.F) {
	good := seedLog(f)
	f.Add(good)
	f.Add(good[:len(good)-7])
	f.Add(append(append([]byte(nil), good...), "00000000 3 {}\n"...))
	f.Add([]byte{})
	f.Add([]byte("garbage\n"))
	wallet := seedWalletLog(f)
	f.Add(wallet)
	f.Add(wallet[:len(wallet)-9])
	f.Fuzz(func(t *testing.T, data []byte) {
		l := &RoundLog{mem: map[int64]json.RawMessage{}, rounds: map[string]bool{}}
		if _, err := l.load(bytes.NewReader(data), int64(len(data))); err != nil {
			return
		}
		if l.end > int64(len(data)) || (l.end > 0 && data[l.end-1] != '\n') {
			t.Fatalf("the log's end %d is not after a whole line", l.end)
		}
		var seq int64
		for i := range l.Len() {
			sum := l.Summary(i)
			off, size := l.line(i)
			if sum.Seq <= seq || off < 0 || off+int64(size) > l.end {
				t.Fatalf("entry %d: %+v at %d+%d", i, sum, off, size)
			}
			seq = sum.Seq
			payload, n, err := readFrame(data[off : off+int64(size)])
			if err != nil || n != int(size) {
				t.Fatalf("entry %d: the line is not whole: %v", i, err)
			}
			var e Entry
			if err := json.Unmarshal(payload, &e); err != nil || e.Seq != sum.Seq || e.Balance != sum.Balance || e.Net != sum.Net || currencyOf(e.Currency) != sum.Currency {
				t.Fatalf("entry %d: %+v; the index says %+v (%v)", i, e, sum, err)
			}
		}
	})
}

// roundLogSeeds are the seed corpus of FuzzRoundLog.
func roundLogSeeds(tb testing.TB) [][]byte {
	good := seedLog(tb)
	h, _ := json.Marshal(logHeader{Log: logMagic, Version: LogVersion + 1})
	wallet := seedWalletLog(tb)
	return [][]byte{good, good[:len(good)-7], append(append([]byte(nil), good...), "00000000 3 {}\n"...),
		{}, []byte("garbage\n"), appendFrame(nil, h), wallet, wallet[:len(wallet)-9]}
}

// FuzzRoundLog loads any bytes as rounds.log (with its index, then
// without): the loader never panics, never takes a line whose checksum
// fails, keeps its Seqs growing, reads back every entry it lists, leaves
// the file holding whole lines only, and a second load agrees with the
// first. A commit after it is read back. The files are in memory (memFS:
// the same file operations as on disk, without the disk's syncs, so that
// the long runs are possible); TestRoundLogSeedsOnDisk runs the seeds on
// the disk.
func FuzzRoundLog(f *testing.F) {
	for _, data := range roundLogSeeds(f) {
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		checkRoundLogFile(t, newMemFS(), "/save", data)
	})
}

// TestRoundLogSeedsOnDisk checks FuzzRoundLog's property on the disk, with
// its seeds.
func TestRoundLogSeedsOnDisk(t *testing.T) {
	for i, data := range roundLogSeeds(t) {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			checkRoundLogFile(t, osFS{}, t.TempDir(), data)
		})
	}
}

// checkRoundLogFile writes data as rounds.log in dir and checks FuzzRoundLog's
// property.
func checkRoundLogFile(t testing.TB, fsys fileSystem, dir string, data []byte) {
	path := filepath.Join(dir, RoundLogFile)
	if err := fsys.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := fsys.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	s := openFS(dir, fsys)
	st, _ := s.Load(locales.English)
	l := st.History
	var seq int64
	for i := range l.Len() {
		sum := l.Summary(i)
		if sum.Seq <= seq {
			t.Fatalf("entry %d: Seq %d after %d", i, sum.Seq, seq)
		}
		seq = sum.Seq
		e, err := l.Entry(i)
		if err != nil {
			t.Fatalf("entry %d listed but not read: %v", i, err)
		}
		if e.Seq != sum.Seq || e.Net != sum.Net || e.Balance != sum.Balance {
			t.Fatalf("entry %d: %+v; the index says %+v", i, e, sum)
		}
	}
	if b, ok := l.Balance(Euro); ok && st.Wallet.Balance(Euro) != b {
		t.Fatalf("bankroll %v; the log's %v", st.Wallet.Balance(Euro), b)
	}
	if !l.ReadOnly() {
		if after, err := fsys.ReadFile(path); err == nil && len(after) > 0 && after[len(after)-1] != '\n' {
			t.Fatalf("the log ends inside a line: %q", after[max(0, len(after)-20):])
		}
	}
	n := l.Len()
	l.Close()
	again, _ := openFS(dir, fsys).Load(locales.English)
	if again.History.Len() != n {
		t.Fatalf("%d entries, then %d", n, again.History.Len())
	}
	if !again.History.ReadOnly() {
		if _, err := again.History.Append(Entry{Kind: KindBankroll, Balance: 4200}); err != nil {
			t.Fatal(err)
		}
		again.History.Close()
		last, _ := openFS(dir, fsys).Load(locales.English)
		defer last.History.Close()
		if last.Wallet.Balance(Euro) != 4200 || last.History.Len() != n+1 {
			t.Fatalf("after a commit: %d entries, bankroll %v", last.History.Len(), last.Wallet.Balance(Euro))
		}
	}
	again.History.Close()
}

// FuzzJournal reads any bytes as the journal of a round in progress: never
// a panic; a journal read back holds a head with a round and a start, and
// steps that are each a JSON value whose line's checksum held. Writing the
// journal read back again gives the same journal.
func FuzzJournal(f *testing.F) {
	head, _ := json.Marshal(JournalHead{Version: JournalVersion, Round: "r1", Table: "argentine", Game: "blackjack", Start: json.RawMessage(`{"seed":7}`)})
	good := appendFrame(nil, head)
	good = appendFrame(good, []byte(`{"act":"box 1: hit"}`))
	good = appendFrame(good, []byte(`{"act":"box 1: stand"}`))
	f.Add(good)
	f.Add(good[:len(good)-3])
	// A Punto Banco coup whose user turned his cards (the optional peek
	// line), and one cut short in that line.
	head, _ = json.Marshal(JournalHead{Version: JournalVersion, Round: "r2", Table: "super-punto-banco", Game: GamePuntoBanco, Start: json.RawMessage(`{"coup":{"button":1}}`)})
	pb := appendFrame(nil, head)
	for _, step := range []string{`{"act":{"kind":1}}`, `{"act":{"kind":3,"side":1},"drawn":"TC"}`, `{"act":{"kind":3,"side":2},"drawn":"TD"}`,
		`{"act":{"kind":4,"position":5}}`, `{"peek":true}`} {
		pb = appendFrame(pb, []byte(step))
	}
	f.Add(pb)
	f.Add(pb[:len(pb)-5])
	// A round in pesos: a journal of version 2, its head's bankroll in
	// pesos.
	head, _ = json.Marshal(JournalHead{Version: 2, Round: "r3", Table: "argentine", Game: "blackjack",
		Bankroll: Bankroll{Balance: 99_500, Currency: "ARS"}, Start: json.RawMessage(`{"seed":7}`)})
	f.Add(appendFrame(appendFrame(nil, head), []byte(`{"act":"box 1: stand"}`)))
	f.Add([]byte{})
	f.Add([]byte("00000000 2 {}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		j, err := ParseJournal(data)
		if err != nil {
			return
		}
		if j.Head.Round == "" || len(j.Head.Start) == 0 {
			t.Fatalf("a head without a round or a start: %+v", j.Head)
		}
		for i, s := range j.Steps {
			if !json.Valid(s) {
				t.Fatalf("step %d is not JSON: %q", i, s)
			}
		}
		dir := t.TempDir()
		s := Open(dir)
		w, err := s.BeginJournal(j.Head)
		if err != nil {
			t.Fatal(err)
		}
		for _, step := range j.Steps {
			if err := w.Append(step); err != nil {
				t.Fatal(err)
			}
		}
		w.Close()
		back, n := s.LoadJournal()
		if n != nil || back == nil || len(back.Steps) != len(j.Steps) || back.Head.Round != j.Head.Round {
			t.Fatalf("written and read back: %+v, %v", back, n)
		}
		for i := range j.Steps {
			var a, b bytes.Buffer
			json.Compact(&a, j.Steps[i])
			json.Compact(&b, back.Steps[i])
			if !bytes.Equal(a.Bytes(), b.Bytes()) {
				t.Fatalf("step %d: %s, then %s", i, j.Steps[i], back.Steps[i])
			}
		}
	})
}

// BenchmarkRoundLogCheck is the cost of one execution of FuzzRoundLog's
// property on its first seed, with the files in memory (the fuzz target)
// and on the disk (TestRoundLogSeedsOnDisk, and the target before it).
func BenchmarkRoundLogCheck(b *testing.B) {
	data := roundLogSeeds(b)[0]
	b.Run("memory", func(b *testing.B) {
		for b.Loop() {
			checkRoundLogFile(b, newMemFS(), "/save", data)
		}
	})
	b.Run("disk", func(b *testing.B) {
		base := b.TempDir()
		for i := 0; b.Loop(); i++ {
			checkRoundLogFile(b, osFS{}, filepath.Join(base, fmt.Sprint(i)), data)
		}
	})
}
