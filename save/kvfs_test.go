package save

import (
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"path/filepath"
	"slices"
	"syscall"
	"testing"
	"unicode/utf8"

	"sabot/locales"
	"sabot/rules"
)

// fakeStorage is the browser's localStorage as the tests see it: values
// replaced whole by each Set, a quota on the bytes it holds (0: none),
// and a hook called after each change with the values as a reload would
// find them.
type fakeStorage struct {
	vals    map[string][]byte
	quota   int
	refuse  error // every Set fails with it (a store the browser refuses)
	sets    int
	changed func(snapshot map[string][]byte)
}

func newFakeStorage() *fakeStorage { return &fakeStorage{vals: map[string][]byte{}} }

func (f *fakeStorage) Get(key string) ([]byte, bool, error) {
	v, ok := f.vals[key]
	return slices.Clone(v), ok, nil
}

func (f *fakeStorage) Set(key string, val []byte) error {
	if f.refuse != nil {
		return f.refuse
	}
	if f.quota > 0 {
		used := len(key) + len(val)
		for k, v := range f.vals {
			if k != key {
				used += len(k) + len(v)
			}
		}
		if used > f.quota {
			return syscall.ENOSPC
		}
	}
	f.vals[key] = slices.Clone(val)
	f.sets++
	f.snap()
	return nil
}

func (f *fakeStorage) Remove(key string) error {
	delete(f.vals, key)
	f.snap()
	return nil
}

func (f *fakeStorage) Keys() ([]string, error) { return slices.Sorted(maps.Keys(f.vals)), nil }

func (f *fakeStorage) snap() {
	if f.changed != nil {
		f.changed(f.clone().vals)
	}
}

func (f *fakeStorage) clone() *fakeStorage {
	c := newFakeStorage()
	for k, v := range f.vals {
		c.vals[k] = slices.Clone(v)
	}
	return c
}

// reload is the page loaded again on the storage as it is: a new store,
// nothing kept in memory.
func reload(kv *fakeStorage) *Store { return openFS(browserTestDir, newKVFS(kv)) }

const browserTestDir = "localStorage/sabot"

// A reload at any moment loses no committed round (docs/RELIABILITY.md, "In
// the browser"): rounds are played as the game commits them (journal,
// log line, journal removed, progress) and after every change of the
// storage a new page is opened on it as it is. Each finds no damage, the
// rounds committed before that change, a prefix of the rounds played, the
// bankroll and the progress that go with them, and the round in progress
// in its journal.
func TestBrowserReloadAtAnyMomentLosesNoCommittedRound(t *testing.T) {
	kv := newFakeStorage()
	s := reload(kv)
	st, notes := s.Load(locales.Italian)
	if len(notes) > 0 {
		t.Fatal(notes)
	}
	prog, _ := s.LoadProgress()
	g := &faultGame{t: t, s: s, log: st.History, prog: prog, bank: st.Wallet.Balance(Euro), journaled: map[string]bool{}}
	played := []string{"r01", "r02", "r03", "r04", "r05"}
	nets := []rules.Money{1500, -700, 2000, -300, 100}
	inJournal := "" // the round whose journal is begun and not yet in the log
	g.check = func(stage string) {
		var id, what string
		fmt.Sscanf(stage, "%3s: %s", &id, &what)
		switch what {
		case "journal":
			if g.journaled[id] {
				inJournal = id
			}
		case "committed":
			inJournal = ""
		}
	}
	type moment struct {
		vals      map[string][]byte
		committed int
		journal   string
	}
	var moments []moment
	kv.changed = func(vals map[string][]byte) {
		moments = append(moments, moment{vals, len(g.committed), inJournal})
	}
	for _, n := range nets {
		g.round(n)
	}
	set := DefaultSettings(locales.Spanish)
	set.Table = faultTable
	if err := s.SaveSettings(set); err != nil {
		t.Fatal(err)
	}
	if len(moments) < 20 {
		t.Fatalf("only %d changes of the storage in five rounds", len(moments))
	}
	for i, m := range moments {
		name := fmt.Sprintf("reload after change %d (%d rounds committed, journal %q)", i+1, m.committed, m.journal)
		r := &fakeStorage{vals: m.vals}
		s2 := reload(r)
		st2, notes := s2.Load(locales.Italian)
		for _, n := range notes {
			t.Errorf("%s: notice %v", name, n)
		}
		ids, sum := logRounds(t, st2.History)
		k := len(ids)
		if k < m.committed || k > len(played) || !slices.Equal(ids, played[:k]) {
			t.Fatalf("%s: the log holds %v; committed %v", name, ids, played[:m.committed])
		}
		var want rules.Money
		for _, n := range nets[:k] {
			want += n
		}
		if sum != want || st2.Wallet.Balance(Euro) != StartingBankroll+want {
			t.Errorf("%s: bankroll %v, want %v", name, st2.Wallet.Balance(Euro), StartingBankroll+want)
		}
		if p, n := s2.LoadProgress(); n != nil || p.Overall().Decisions != k {
			t.Errorf("%s: the progress holds %d decisions (%v); the log %d rounds", name, p.Overall().Decisions, n, k)
		}
		j, n := s2.LoadJournal()
		if n != nil {
			t.Errorf("%s: journal: %v", name, n)
		}
		if m.journal != "" && !slices.Contains(ids, m.journal) && (j == nil || j.Head.Round != m.journal) {
			t.Errorf("%s: round %s is neither in the log nor in the journal (%v)", name, m.journal, j)
		}
		st2.History.Close()
		for key := range r.vals {
			if isTemporary(filepath.Base(key)) {
				t.Errorf("%s: the start left the temporary %s", name, key)
			}
		}
	}
	t.Logf("%d reloads, one after each change of the storage", len(moments))
}

// A full storage (QuotaExceededError, syscall.ENOSPC in Go) refuses the
// round's line with the error a full disk gives, so the game tells the same
// notice ("the disk is full"); the storage keeps what it had, the round is
// kept in memory, and once there is room again the next round writes both.
func TestBrowserStorageFullIsADiskFull(t *testing.T) {
	kv := newFakeStorage()
	s := reload(kv)
	st, _ := s.Load(locales.Italian)
	bank := commit(t, st.History, st.Wallet.Balance(Euro), 1000, -500)
	used := 0
	for k, v := range kv.vals {
		used += len(k) + len(v)
	}
	kv.quota = used + 40 // room for no line of the log
	before := kv.clone().vals
	_, err := st.History.Append(Entry{Kind: KindRound, Round: "full", Table: faultTable, Time: faultTime,
		Net: 200, Balance: bank + 200, Record: []byte(testRecord)})
	if !errors.Is(err, syscall.ENOSPC) {
		t.Fatalf("a full storage: %v; want ENOSPC, the disk's full", err)
	}
	if st.History.Unsaved() != 1 {
		t.Errorf("the refused round is not kept in memory: %d unsaved", st.History.Unsaved())
	}
	if !maps.EqualFunc(before, kv.vals, slices.Equal) {
		t.Errorf("the refused write changed the storage: %v", diffKeys(before, kv.vals))
	}
	if err := s.SaveSettings(DefaultSettings(locales.English)); !errors.Is(err, syscall.ENOSPC) {
		t.Errorf("settings on a full storage: %v; want ENOSPC", err)
	}
	if !maps.EqualFunc(before, kv.vals, slices.Equal) {
		t.Errorf("the refused settings changed the storage: %v", diffKeys(before, kv.vals))
	}
	kv.quota = 0
	if _, err := st.History.Append(Entry{Kind: KindRound, Round: "room", Table: faultTable, Time: faultTime,
		Net: 300, Balance: bank + 500, Record: []byte(testRecord)}); err != nil {
		t.Fatal(err)
	}
	st.History.Close()
	st2, notes := reload(kv).Load(locales.Italian)
	ids, _ := logRounds(t, st2.History)
	if len(notes) > 0 || st2.Wallet.Balance(Euro) != bank+500 || len(ids) != 4 || ids[2] != "full" {
		t.Errorf("after room was made: rounds %v, bankroll %v (want %v), notices %v", ids, st2.Wallet.Balance(Euro), bank+500, notes)
	}
}

// A storage the browser refuses (SecurityError) is a folder the user may
// not write in: fs.ErrPermission.
func TestBrowserStorageRefused(t *testing.T) {
	kv := newFakeStorage()
	kv.refuse = storageError("SecurityError", "access denied")
	s := reload(kv)
	if err := s.SaveSettings(DefaultSettings(locales.English)); !errors.Is(err, fs.ErrPermission) {
		t.Errorf("settings on a refused storage: %v; want a permission error", err)
	}
	for _, tc := range []struct {
		name string
		want error
	}{{"QuotaExceededError", syscall.ENOSPC}, {"NS_ERROR_DOM_QUOTA_REACHED", syscall.ENOSPC}, {"SecurityError", fs.ErrPermission}} {
		if err := storageError(tc.name, "m"); !errors.Is(err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
	}
	if err := storageError("InvalidStateError", "gone"); err == nil || err.Error() != "localStorage: InvalidStateError: gone" {
		t.Errorf("another exception: %v", err)
	}
}

// A second tab (the Web Lock taken by the first) reads the saves and
// writes nothing, with the notice the desktop's second copy gets.
func TestBrowserSecondTabWritesNothing(t *testing.T) {
	kv := newFakeStorage()
	first := reload(kv)
	st, _ := first.Load(locales.Italian)
	commit(t, st.History, st.Wallet.Balance(Euro), 700)
	st.History.Close()
	first.Close()
	before := kv.clone().vals
	k := newKVFS(kv)
	k.lockState = func() string { return "taken" }
	second := openFS(browserTestDir, k)
	st2, notes := second.Load(locales.Italian)
	if len(notes) != 1 || notes[0].Key != locales.NoticeSaveInUse || !second.ReadOnly() {
		t.Fatalf("the second tab: notices %v, read-only %v", notes, second.ReadOnly())
	}
	if st2.Wallet.Balance(Euro) != StartingBankroll+700 {
		t.Errorf("the second tab reads a bankroll of %v", st2.Wallet.Balance(Euro))
	}
	commit(t, st2.History, st2.Wallet.Balance(Euro), 100)
	second.SaveSettings(DefaultSettings(locales.Spanish))
	if !maps.EqualFunc(before, kv.vals, slices.Equal) {
		t.Errorf("the second tab wrote to the storage")
	}
}

// Files keep their bytes, any bytes, through the storage's strings: one
// code point per byte, as JavaScript reads the UTF-8 Go hands it; and the
// file system keeps a file open across a rename as the disk does.
func TestBrowserValuesAndFiles(t *testing.T) {
	all := make([]byte, 256)
	for i := range all {
		all[i] = byte(i)
	}
	s := toCodeUnits(all)
	if !utf8.ValidString(s) || utf8.RuneCountInString(s) != 256 {
		t.Fatalf("the string of 256 bytes has %d code points", utf8.RuneCountInString(s))
	}
	for i, r := range []rune(s) {
		if r != rune(i) {
			t.Fatalf("byte %d is code point %d", i, r)
		}
	}
	if back := fromCodeUnits(s); !slices.Equal(back, all) {
		t.Fatalf("the bytes came back as %v", back)
	}

	kv := newFakeStorage()
	k := newKVFS(kv)
	f, err := k.OpenFile("d/a", 0x2|0x40, 0o644) // O_RDWR|O_CREATE
	if err != nil {
		t.Fatal(err)
	}
	f.Write([]byte("one\n"))
	if err := k.Rename("d/a", "d/b"); err != nil {
		t.Fatal(err)
	}
	f.Write([]byte("two\n"))
	f.Truncate(6)
	if _, ok := kv.vals["d/a"]; ok {
		t.Errorf("the old name is still stored")
	}
	got, _ := newKVFS(kv).ReadFile("d/b")
	if string(got) != "one\ntw" {
		t.Errorf("after a rename while open and a cut: %q", got)
	}
	if names, _ := k.readDirNames("d"); !slices.Equal(names, []string{"b"}) {
		t.Errorf("the directory lists %v", names)
	}
	if _, err := k.Stat("d/a"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("stat of the old name: %v", err)
	}
}

// diffKeys lists the keys whose values differ.
func diffKeys(a, b map[string][]byte) []string {
	var out []string
	for k := range a {
		if !slices.Equal(a[k], b[k]) {
			out = append(out, k)
		}
	}
	for k := range b {
		if _, ok := a[k]; !ok {
			out = append(out, k)
		}
	}
	return out
}
