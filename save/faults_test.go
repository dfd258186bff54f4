package save

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"sabot/locales"
	"sabot/rules"
	"sabot/tutor/learner"
)

// faultGame plays rounds on a store as the game commits them
// (session.Context.CommitRound): the journal begun at the deal and written
// step by step, the round's line in the log, the journal removed, the
// progress checkpointed. It keeps what the game holds in memory, to check
// the files against.
type faultGame struct {
	t         *testing.T
	s         *Store
	log       *RoundLog
	prog      *learner.Progress
	bank      rules.Money
	committed []string        // the rounds committed, in memory, in order
	journaled map[string]bool // the rounds whose journal was begun
	nets      []rules.Money   // their nets
	check     func(stage string)
}

// faultTable is the table of the rounds played.
const faultTable = "super-punto-banco"

// faultTime is when the rounds are played.
var faultTime = time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)

// round plays and commits one round of that net, calling check after each
// step that writes.
func (g *faultGame) round(net rules.Money) {
	id := fmt.Sprintf("r%02d", len(g.committed)+1)
	j, err := g.s.BeginJournal(JournalHead{Round: id, Table: faultTable, Game: GamePuntoBanco, Time: faultTime,
		Bankroll: Bankroll{Balance: g.bank}, Start: json.RawMessage(`{"coup":1}`)})
	g.check(id + ": journal begun")
	if err == nil {
		g.journaled[id] = true
		for step := range 2 {
			if j.Append(map[string]int{"step": step}) != nil {
				break
			}
			g.check(fmt.Sprintf("%s: step %d", id, step))
		}
		j.Close()
	}
	d := learner.Decision{Table: faultTable, Correct: true, At: faultTime}
	g.prog.Record(d)
	balance := g.bank + net
	_, err = g.log.Append(Entry{Kind: KindRound, Round: id, Table: faultTable, Time: faultTime, Net: net,
		Balance: balance, Record: json.RawMessage(testRecord), Progress: &ProgressDelta{Decisions: []learner.Decision{d}}})
	g.bank = balance
	g.committed = append(g.committed, id)
	g.nets = append(g.nets, net)
	g.check(id + ": committed")
	if err == nil {
		g.s.RemoveJournal()
		g.check(id + ": journal removed")
	}
	g.s.SaveProgress(g.prog)
	g.check(id + ": progress saved")
}

// TestDiskRefusesWrites runs rounds on a disk that refuses a write (full:
// ENOSPC, a write stops half way; read-only: EROFS) at each write point in
// turn, once or from then on, and after every step checks what a start
// from the files would find: every round committed before the trouble,
// the rounds on disk a prefix of those played, none twice, the bankroll
// the start plus their nets, the progress holding their decisions once,
// the first round not on disk in the journal if its journal could be
// begun (it comes back; a round the disk took nothing of is lost), the
// settings old or new, never damaged. Then the disk takes writes again,
// one more round is played, and every round of the run is on disk once.
func TestDiskRefusesWrites(t *testing.T) {
	total := 0
	for _, errno := range []syscall.Errno{syscall.ENOSPC, syscall.EROFS} {
		for _, sticky := range []bool{false, true} {
			points := faultRun(t, errno, sticky, 0)
			if points < 10 {
				t.Fatalf("%v: only %d write points in the run", errno, points)
			}
			for at := 1; at <= points; at++ {
				faultRun(t, errno, sticky, at)
			}
			t.Logf("%v, sticky %v: %d write points, each failing in turn", errno, sticky, points)
			total += points
		}
	}
	t.Logf("%d runs, each with one write point failing", total)
}

// faultRun plays the run with write point failAt failing (0: none) and
// returns the number of write points.
func faultRun(t *testing.T, errno syscall.Errno, sticky bool, failAt int) int {
	t.Helper()
	name := fmt.Sprintf("%v sticky=%v write point %d", errno, sticky, failAt)
	mem := newMemFS()
	ffs := &faultFS{fileSystem: mem, err: errno, failAt: failAt, sticky: sticky}
	dir := "/save"
	s := openFS(dir, ffs)
	st, notes := s.Load(locales.Italian)
	if len(notes) > 0 {
		t.Fatalf("%s: %v", name, notes)
	}
	prog, _ := s.LoadProgress()
	g := &faultGame{t: t, s: s, log: st.History, prog: prog, bank: st.Wallet.Balance(Euro), check: func(string) {},
		journaled: map[string]bool{}}
	// Before the trouble: the settings and two rounds.
	oldSet := st.Settings
	newSet := oldSet
	newSet.Lang = locales.Spanish
	if err := s.SaveSettings(oldSet); err != nil {
		t.Fatal(err)
	}
	g.round(1500)
	g.round(-700)
	before := len(g.committed)
	oldLog, _ := mem.ReadFile(filepath.Join(dir, RoundLogFile))

	g.check = func(stage string) {
		faultCheck(t, name+", "+stage, mem.clone(), dir, g, before, oldLog, oldSet, newSet)
	}
	ffs.armed = true
	g.round(2000)
	if err := s.SaveSettings(newSet); err == nil {
		oldSet = newSet
	}
	g.check("settings saved")
	g.round(-300)
	g.round(100)
	points := ffs.n
	if failAt > 0 && ffs.failed == 0 {
		t.Fatalf("%s: no write point failed", name)
	}
	ffs.heal()
	g.round(50)
	st.History.Close()

	// The disk takes writes again: every round of the run is on disk.
	s2 := openFS(dir, mem)
	st2, notes := s2.Load(locales.Italian)
	if len(notes) > 0 {
		t.Errorf("%s, at the end: %v", name, notes)
	}
	ids, sum := logRounds(t, st2.History)
	if fmt.Sprint(ids) != fmt.Sprint(g.committed) {
		t.Errorf("%s, at the end: the log holds %v; the game committed %v", name, ids, g.committed)
	}
	if st2.Wallet.Balance(Euro) != StartingBankroll+sum || st2.Wallet.Balance(Euro) != g.bank {
		t.Errorf("%s, at the end: bankroll %v; the game's %v, the start plus the nets %v", name, st2.Wallet.Balance(Euro), g.bank, StartingBankroll+sum)
	}
	if p, n := s2.LoadProgress(); n != nil || p.Overall().Decisions != len(g.committed) {
		t.Errorf("%s, at the end: the progress holds %d decisions (%v); %d rounds were played", name, p.Overall().Decisions, n, len(g.committed))
	}
	return points
}

// faultCheck starts from the files as they are (a copy) and checks what it
// finds.
func faultCheck(t *testing.T, name string, m *memFS, dir string, g *faultGame, before int, oldLog []byte, oldSet, newSet Settings) {
	t.Helper()
	committed, nets := g.committed, g.nets
	now, _ := m.ReadFile(filepath.Join(dir, RoundLogFile))
	if !bytes.HasPrefix(now, oldLog) {
		t.Errorf("%s: the log's lines of before the trouble changed", name)
	}
	s := openFS(dir, m)
	st, notes := s.Load(locales.Italian)
	defer st.History.Close()
	for _, n := range notes {
		t.Errorf("%s: a start finds notice %v (files %v)", name, n, m.names())
	}
	if st.Settings != oldSet && st.Settings != newSet {
		t.Errorf("%s: settings %+v", name, st.Settings)
	}
	ids, sum := logRounds(t, st.History)
	k := len(ids)
	if k < before || k > len(committed) || fmt.Sprint(ids) != fmt.Sprint(committed[:k]) {
		t.Fatalf("%s: the log holds %v; the game committed %v (%d before the trouble)", name, ids, committed, before)
	}
	var want rules.Money
	for _, n := range nets[:k] {
		want += n
	}
	if sum != want || st.Wallet.Balance(Euro) != StartingBankroll+want {
		t.Errorf("%s: bankroll %v; the start plus the logged nets %v", name, st.Wallet.Balance(Euro), StartingBankroll+want)
	}
	if p, n := s.LoadProgress(); n != nil || p.Overall().Decisions != k {
		t.Errorf("%s: the progress holds %d decisions (%v); the log %d rounds", name, p.Overall().Decisions, n, k)
	}
	j, n := s.LoadJournal()
	if n != nil {
		t.Errorf("%s: journal: %v", name, n)
	}
	if k < len(committed) && g.journaled[committed[k]] && (j == nil || j.Head.Round != committed[k]) {
		got := "none"
		if j != nil {
			got = j.Head.Round
		}
		t.Errorf("%s: round %s is not in the log and the journal holds %s", name, committed[k], got)
	}
}

// logRounds lists the log's rounds and the sum of their nets.
func logRounds(t *testing.T, l *RoundLog) ([]string, rules.Money) {
	t.Helper()
	var ids []string
	var sum rules.Money
	for i := range l.Len() {
		e, err := l.Entry(i)
		if err != nil {
			t.Fatalf("entry %d: %v", i, err)
		}
		if e.Kind == KindRound {
			ids = append(ids, e.Round)
			sum += e.Net
		}
	}
	return ids, sum
}
