package save

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"sabot/locales"
	"sabot/rules"
)

// benchRecord is a blackjack round as the tables keep it: one box, a few
// cards, the dealer's steps (about 700 bytes, a usual round).
const benchRecord = `{"game":"blackjack","time":"2026-11-24T09:00:00Z","you":"you","your_net":-10,"rules":"italian-classic",` +
	`"dealer":{"cards":"TS 7H","total":17,"blackjack":false,"bust":false},"boxes":[{"box":4,"player":"you","bet":10,"insurance":{"stake":0,"net":0},` +
	`"hands":[{"cards":"9C 7D","total":16,"stake":10,"result":"lose","blackjack":false,"net":-10}],"net":-10}],"net":-10,"burnt":"2C 3C 4C 5C 6C",` +
	`"actions":["close-bets","burn 5","deal box 4","deal dealer","deal box 4","box 4: stand","deal dealer","dealer-stand","collect box 4 main 10.00","collect-cards"]}`

// writeBigLog writes a log of n rounds into dir at once (as n commits
// would), and returns the bankroll of its last one.
func writeBigLog(tb testing.TB, dir string, n int) rules.Money {
	tb.Helper()
	f, err := os.Create(filepath.Join(dir, RoundLogFile))
	if err != nil {
		tb.Fatal(err)
	}
	w := bufio.NewWriterSize(f, 1<<20)
	h, _ := json.Marshal(logHeader{Log: logMagic, Version: LogVersion})
	w.Write(appendFrame(nil, h))
	bal := StartingBankroll
	at := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	var line []byte
	for i := range n {
		net := rules.Money(1000 - 1000*(i%3))
		bal = max(bal+net, 0)
		e := Entry{Seq: int64(i + 1), Kind: KindRound, Round: strconv.Itoa(i), Table: tableIDs[i%len(tableIDs)],
			Time: at.Add(time.Duration(i) * time.Minute), Net: net, Balance: bal, Record: json.RawMessage(benchRecord)}
		payload, _ := json.Marshal(e)
		line = appendFrame(line[:0], payload)
		w.Write(line)
	}
	if err := w.Flush(); err != nil {
		tb.Fatal(err)
	}
	f.Close()
	return bal
}

// rounds is how many rounds the benchmarks open: a million, or
// SABOT_BENCH_ROUNDS.
func benchRounds() int {
	if n, err := strconv.Atoi(os.Getenv("SABOT_BENCH_ROUNDS")); err == nil && n > 0 {
		return n
	}
	return 1_000_000
}

// BenchmarkOpenRounds opens a log of a million rounds as the game starts:
// with its index (every start but the first), and without it (the index
// rebuilt from the whole log).
func BenchmarkOpenRounds(b *testing.B) {
	dir := b.TempDir()
	n := benchRounds()
	want := writeBigLog(b, dir, n)
	open := func(b *testing.B) {
		st, _ := Open(dir).Load(locales.English)
		if st.History.Len() != n || st.Wallet.Balance(Euro) != want {
			b.Fatalf("%d rounds, bankroll %v; want %d, %v", st.History.Len(), st.Wallet.Balance(Euro), n, want)
		}
	}
	b.Run("index", func(b *testing.B) {
		open(b) // writes the index
		b.ResetTimer()
		for range b.N {
			open(b)
		}
	})
	b.Run("no-index", func(b *testing.B) {
		for range b.N {
			b.StopTimer()
			os.Remove(filepath.Join(dir, RoundIndexFile))
			b.StartTimer()
			open(b)
		}
	})
}

// BenchmarkCommit is one round committed: its line written and synced.
func BenchmarkCommit(b *testing.B) {
	l, _ := openRoundLog(osFS{}, b.TempDir())
	defer l.Close()
	e := Entry{Kind: KindRound, Table: "italian-classic", Net: 1000, Balance: StartingBankroll, Record: json.RawMessage(benchRecord)}
	for range b.N {
		if _, err := l.Append(e); err != nil {
			b.Fatal(err)
		}
	}
}

// A log of 20,000 rounds opens with its index, and without it, to the same
// entries; an index of another log is not trusted.
func TestBigLogOpensWithAndWithoutIndex(t *testing.T) {
	dir := t.TempDir()
	want := writeBigLog(t, dir, 20000)
	a, _ := loadLog(t, dir) // no index yet: the whole log read
	b, _ := loadLog(t, dir) // the index
	if a.Len() != 20000 || b.Len() != 20000 {
		t.Fatalf("%d and %d rounds", a.Len(), b.Len())
	}
	if bal, _ := b.Balance(Euro); bal != want {
		t.Errorf("balance %v; want %v", bal, want)
	}
	for _, i := range []int{0, 1, 9999, 19999} {
		if a.Summary(i) != b.Summary(i) {
			t.Errorf("entry %d: %+v and %+v", i, a.Summary(i), b.Summary(i))
		}
		if e, err := b.Entry(i); err != nil || e.Seq != int64(i+1) {
			t.Errorf("entry %d: %v", i, err)
		}
	}
	// Another, shorter log under the same index: the index is not trusted.
	want = writeBigLog(t, dir, 500)
	c, _ := loadLog(t, dir)
	if bal, _ := c.Balance(Euro); c.Len() != 500 || bal != want {
		t.Errorf("under a stale index: %d rounds, balance %v", c.Len(), bal)
	}
}
