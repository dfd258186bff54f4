package save

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"time"

	"sabot/rules"
	"sabot/tutor/learner"
)

// RoundLogFile is the append-only log of completed rounds; RoundIndexFile
// is its index (see RoundLog).
const (
	RoundLogFile   = "rounds.log"
	RoundIndexFile = "rounds.idx"
)

// LogVersion is the version of the round log this code writes and reads.
// Version 2 is a log that holds a line in another currency than the euro
// (Entry.Currency): an older Sabot, which reads every balance as euros,
// keeps its hands off it. A log whose lines are all in euros stays at
// version 1, which an older Sabot reads right (it ignores the lines'
// currency); its header is rewritten to version 2 in place (the same
// length) just before its first line in another currency.
const LogVersion = 2

// logVersionFor is the lowest version of the log that holds a line in
// currency cur.
func logVersionFor(cur string) int {
	if currencyOf(cur) == Euro {
		return 1
	}
	return 2
}

// The kinds of the log's entries.
const (
	// KindRound is a completed round (or Punto Banco coup): it is in the
	// history and sets the bankroll.
	KindRound = "round"
	// KindBankroll sets the bankroll without a round (a reset, the
	// bankroll of the files migrated).
	KindBankroll = "bankroll"
	// KindImported is a round of a history migrated from the files of
	// version 1: in the history, without a bankroll of its own.
	KindImported = "imported"
)

// Entry is one line of the round log: a round committed once, with all it
// changed — the bankroll after it, its hand record for the history, and
// what it added to the trainer's progress.
type Entry struct {
	// Seq numbers the entries from 1, one by one (a damaged line skipped
	// leaves a gap).
	Seq int64 `json:"seq"`
	// Kind is KindRound, KindBankroll or KindImported.
	Kind string `json:"kind"`
	// Round is the round's id (the journal's): a round whose id is in the
	// log is never committed again.
	Round string `json:"round,omitempty"`
	// Table is the rule set's id ("" for a bankroll entry).
	Table string `json:"table,omitempty"`
	// Time is when the round ended.
	Time time.Time `json:"time"`
	// Currency is the ISO 4217 code of the entry's money: Net and
	// Balance are in it, and the entry moves only that currency's
	// bankroll. A line without it (written before the bankrolls were kept
	// apart) is in euros, whatever its table.
	Currency string `json:"currency,omitempty"`
	// Net is the user's net on the round.
	Net rules.Money `json:"net"`
	// Balance is the bankroll of the entry's currency after the entry
	// (not for KindImported).
	Balance rules.Money `json:"balance"`
	// Record is the hand record, as the history shows it.
	Record json.RawMessage `json:"record,omitempty"`
	// Progress is what the round added to the trainer's progress.
	Progress *ProgressDelta `json:"progress,omitempty"`
}

// ProgressDelta is what a round adds to the trainer's progress: a play
// session opened by it, its graded decisions, the bankroll after it.
type ProgressDelta struct {
	Session   *learner.Session       `json:"session,omitempty"`
	Decisions []learner.Decision     `json:"decisions,omitempty"`
	Bankroll  *learner.BankrollPoint `json:"bankroll,omitempty"`
}

// Empty reports whether the delta adds nothing.
func (d *ProgressDelta) Empty() bool {
	return d == nil || (d.Session == nil && len(d.Decisions) == 0 && d.Bankroll == nil)
}

// Apply adds the delta to p.
func (d *ProgressDelta) Apply(p *learner.Progress) { d.ApplyAfter(p, OpenRound{}) }

// ApplyAfter adds to p what the delta holds beyond what held says p has
// already: its session unless held.Session, its decisions after the
// first held.Decisions, its bankroll point.
func (d *ProgressDelta) ApplyAfter(p *learner.Progress, held OpenRound) {
	if d == nil || p == nil {
		return
	}
	if s := d.Session; s != nil && !held.Session {
		p.StartSession(s.Table, s.Mode, s.Start)
	}
	for i, dec := range d.Decisions {
		if i >= held.Decisions {
			p.Record(dec)
		}
	}
	if b := d.Bankroll; b != nil {
		p.RecordBankroll(b.Table, b.Currency, b.Bankroll, b.At)
	}
}

// check reports what makes an entry one the log cannot hold: a bad head
// (checkHead), or a record the history cannot read. It is checked when the
// entry is appended; a line read back whose checksum holds is that entry.
func (e *Entry) check() error {
	if e.Kind == KindRound || e.Kind == KindImported {
		if err := validRecord(e.Record); err != nil {
			return err
		}
	}
	return e.checkHead()
}

// checkHead reports what makes an entry's head one the log cannot hold:
// an unknown kind, a negative balance, an unknown table, a round without a
// record.
func (e *Entry) checkHead() error {
	switch e.Kind {
	case KindRound, KindImported:
		if len(e.Record) == 0 {
			return errors.New("a round without its record")
		}
	case KindBankroll:
	default:
		return fmt.Errorf("entry kind %q: want %s, %s or %s", e.Kind, KindRound, KindBankroll, KindImported)
	}
	if e.Balance < 0 {
		return fmt.Errorf("balance %v: negative", e.Balance)
	}
	if err := checkCurrency(e.Currency); err != nil {
		return err
	}
	if e.Table != "" {
		if _, err := rules.ByID(e.Table); err != nil {
			return fmt.Errorf("table: %w", err)
		}
	}
	return nil
}

// logHeader is the first line of the log.
type logHeader struct {
	Log     string `json:"log"`
	Version int    `json:"version"`
}

// logMagic names the log in its header.
const logMagic = "sabot-rounds"

// Summary is what the index keeps of an entry: enough to list, page and
// filter the history without reading the records.
type Summary struct {
	// Seq is the entry's number.
	Seq int64
	// Kind is the entry's kind.
	Kind string
	// Table is the rule set's id, "" when none or unknown.
	Table string
	// Time is when the round ended.
	Time time.Time
	// Currency is the entry's currency (never "": Euro for a line that
	// names none).
	Currency string
	// Net is the user's net on the round; Balance the bankroll of its
	// currency after it.
	Net, Balance rules.Money
}

// RoundLog is the log of completed rounds: rounds.log, a header line then
// one framed JSON Entry per line (see frame.go), appended and synced once
// per round. The bankroll is the Balance of its last entry; the history is
// its entries; the trainer's progress is checkpointed with the Seq it
// includes (see Store.LoadProgress).
//
// rounds.idx indexes it: a fixed-size record per entry (where its line is,
// its kind, table, time, net and balance: see index.go), written after the
// log's line and never trusted alone. Opening reads the index, checks it
// against the log's size and its last line, and reads only the log's lines
// past it; a bad index is rebuilt from the whole log. The index is also
// what the log keeps in memory (48 bytes a round); the records themselves
// are read from the log only when they are shown.
//
// A log in memory only (no directory, a log from a newer version) keeps
// its new entries in memory; so does a log whose disk refuses a write,
// until the disk takes it at the next commit: the game goes on, and the
// journal of the round in progress keeps it on disk.
type RoundLog struct {
	dir      string
	fs       fileSystem
	idx      []byte                    // the index records, one per entry
	mem      map[int64]json.RawMessage // the entries not on disk, by Seq
	rounds   map[string]bool           // round ids known to be in the log
	end      int64                     // the end of the last good line
	readOnly bool
	version  int     // the header's version on disk, 0 before it is written
	want     int     // the version the entries appended need (logVersionFor)
	unsaved  []int64 // the Seqs kept in memory until the disk takes them
	kept     string  // the copy kept of a log with lines it could not take
	disk     logStat // the log on disk as this log last saw it
	f        file    // the log, open for appending
}

// MemoryLog returns an empty round log kept in memory only (the game with
// no save directory).
func MemoryLog() *RoundLog {
	l, _ := openRoundLog(osFS{}, "")
	return l
}

// errNewer is a save file written by a newer Sabot.
var errNewer = errors.New("written by a newer version of Sabot")

// openRoundLog reads the log of dir ("" for one in memory only). A log
// written by a newer version is left as it is: the returned log is in
// memory only, with errNewer. A line that cannot be read, or that cannot be
// true, is skipped and reported (the rest is kept), and a copy of the file
// is kept first (RoundLog.Kept); only a line cut short by a crash at the
// log's end is dropped and cut off the file, silently: its round was never
// committed.
func openRoundLog(fsys fileSystem, dir string) (*RoundLog, []error) {
	return openLog(fsys, dir, false)
}

// openLogShared reads the log of dir as another copy of the game writes
// it: nothing is cut, indexed or kept aside, and new entries stay in
// memory.
func openLogShared(fsys fileSystem, dir string) (*RoundLog, []error) {
	return openLog(fsys, dir, true)
}

// openLog is openRoundLog; shared reads the log of another copy.
func openLog(fsys fileSystem, dir string, shared bool) (*RoundLog, []error) {
	l := &RoundLog{dir: dir, fs: fsys, mem: map[int64]json.RawMessage{}, rounds: map[string]bool{}, readOnly: shared}
	if dir == "" {
		l.readOnly = true
		return l, nil
	}
	path := filepath.Join(dir, RoundLogFile)
	f, err := fsys.OpenFile(path, os.O_RDONLY, 0)
	if errors.Is(err, fs.ErrNotExist) {
		return l, nil
	}
	if err != nil {
		l.readOnly = true
		return l, []error{err}
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		l.readOnly = true
		return l, []error{err}
	}
	l.disk = statOf(st)
	errs, err := l.load(f, st.Size())
	if err != nil {
		l.readOnly = true
		l.idx = nil
		return l, []error{err}
	}
	if shared {
		return l, errs
	}
	if len(errs) > 0 {
		// Before anything is cut: the file as it was, for the user.
		l.kept = keepCopy(fsys, path)
	}
	if st.Size() > l.end {
		// A line cut short, or bytes after the last line that are no
		// line (kept in the copy above): never data.
		if err := fsys.Truncate(path, l.end); err != nil {
			l.readOnly = true
			errs = append(errs, err)
		} else if st, err := fsys.Stat(path); err == nil && l.Len() > 0 {
			l.disk = statOf(st)
			l.writeIndexAt(nil, 0)
		}
	}
	return l, errs
}

// Kept is the copy of the log kept when opening it found lines it could
// not take ("" when it found none).
func (l *RoundLog) Kept() string { return l.kept }

// load reads the log, trusting the index up to where it agrees with the
// log. An error is a log that cannot be used at all (a newer version, no
// header); errs are the lines skipped.
func (l *RoundLog) load(f io.ReaderAt, size int64) (errs []error, err error) {
	head := make([]byte, min(size, 4096))
	if _, err := f.ReadAt(head, 0); err != nil && err != io.EOF {
		return nil, err
	}
	payload, n, ferr := readFrame(head)
	if ferr != nil && ferr != errTorn {
		// A header rewritten in place to a later version, the write cut
		// short: the bytes of the old header and the new one mixed.
		if p, m, ok := headerRewriteCut(head); ok {
			payload, n, ferr = p, m, nil
		}
	}
	if ferr == errTorn && size < 64 && isHeaderCut(head) {
		// The header itself cut short: a log whose first write was cut.
		l.end = 0
		return nil, nil
	}
	if ferr != nil {
		return nil, fmt.Errorf("%s: header: %v", RoundLogFile, ferr)
	}
	var h logHeader
	if err := json.Unmarshal(payload, &h); err != nil || h.Log != logMagic {
		return nil, fmt.Errorf("%s: not a round log", RoundLogFile)
	}
	if h.Version > LogVersion {
		return nil, errNewer
	}
	if h.Version < 1 {
		return nil, fmt.Errorf("%s: version %d, want %d", RoundLogFile, h.Version, LogVersion)
	}
	l.version, l.want = h.Version, h.Version
	pos := int64(n)
	var idx []byte
	var seen logStat
	if l.dir != "" {
		idx, seen = l.readIndex()
	}
	// A log that changed since the index last saw it (a program wrote
	// into it, or a crash came between the log's line and the index's)
	// has every line the index names read again.
	untouched := seen == l.disk && seen.size > 0
	fresh := false
	if l.trusted(f, size, pos, idx) && (untouched || l.framesHold(f, idx)) {
		l.idx = idx
		pos = l.lineEnd(l.Len() - 1)
	} else {
		fresh = true
		l.rounds = map[string]bool{}
	}
	tailFrom := l.Len()
	data := make([]byte, size-pos)
	if _, err := f.ReadAt(data, pos); err != nil && err != io.EOF {
		return nil, err
	}
	base := pos
	ck := l.newChecker()
	for at := 0; at < len(data); {
		payload, n, ferr := readFrame(data[at:])
		if ferr == errTorn {
			if !isLineCut(data[at:]) {
				errs = append(errs, fmt.Errorf("%s: the bytes at %d: no line (%d bytes without an end of line)", RoundLogFile, base+int64(at), len(data)-at))
			}
			// Cut off the file: a line a crash cut short (silently),
			// or bytes that are no line (kept in the copy).
			break
		}
		if ferr != nil && at+n >= len(data) && isFrameCut(data[at:at+n]) {
			// The last line, shorter than it says or with the zeros
			// of a file extended before its data: a write a crash cut
			// short whose newline made it; never committed.
			break
		}
		var e Entry
		if ferr == nil {
			if err := json.Unmarshal(payload, &e); err != nil {
				ferr = err
			} else {
				ferr = ck.accept(&e)
			}
		}
		if ferr == nil {
			l.idx = encodeSummary(l.idx, summarize(&e), base+int64(at), int32(n), frameSum(data[at:]))
			if e.Round != "" {
				l.rounds[e.Round] = true
			}
		} else {
			// A complete line that is damaged, or that cannot be true:
			// skipped, kept in the copy, the user told.
			ck.skipped()
			errs = append(errs, fmt.Errorf("%s: the line at byte %d: %v", RoundLogFile, base+int64(at), ferr))
		}
		at += n
		pos = base + int64(at)
	}
	l.end = pos
	if !l.readOnly && (fresh || tailFrom < l.Len()) {
		l.writeIndex(fresh, tailFrom)
	}
	return errs, nil
}

// lastSeq is the Seq of the last entry, 0 for none.
func (l *RoundLog) lastSeq() int64 {
	if l.Len() == 0 {
		return 0
	}
	return l.seqAt(l.Len() - 1)
}

// summarize is what the index keeps of e.
func summarize(e *Entry) Summary {
	return Summary{Seq: e.Seq, Kind: e.Kind, Table: e.Table, Time: e.Time, Currency: currencyOf(e.Currency), Net: e.Net, Balance: e.Balance}
}

// Len is the number of entries.
func (l *RoundLog) Len() int { return len(l.idx) / indexRecord }

// Summary returns entry i's summary (0 the oldest).
func (l *RoundLog) Summary(i int) Summary {
	s, _, _ := decodeSummary(l.idx[i*indexRecord:])
	return s
}

// LastSeq is the Seq of the last entry, 0 when the log is empty.
func (l *RoundLog) LastSeq() int64 { return l.lastSeq() }

// Balance returns the bankroll in currency cur ("" is the euro) after the
// log's last entry in that currency that sets one, and false when none
// does.
func (l *RoundLog) Balance(cur string) (rules.Money, bool) {
	cur = currencyOf(cur)
	for i := l.Len() - 1; i >= 0; i-- {
		if s := l.Summary(i); s.Kind != KindImported && s.Currency == cur {
			return s.Balance, true
		}
	}
	return 0, false
}

// Balances returns the bankroll of every currency the log sets one in:
// the balance after the last entry of each.
//
// It reads the index's kind-and-currency byte and balance only: a log of
// a million rounds in euros, whose pesos were never played, is gone
// through from its end to its start at every start of the game.
func (l *RoundLog) Balances() Wallet {
	w := Wallet{}
	seen := make([]bool, len(currencyIDs))
	left := len(currencyIDs)
	imported := byte(slices.Index(indexKinds, KindImported))
	for i := l.Len() - 1; i >= 0 && left > 0; i-- {
		b := l.idx[i*indexRecord:]
		kind, cur := b[12]&15, int(b[12]>>4)
		if kind == imported || cur >= len(currencyIDs) || seen[cur] {
			continue
		}
		seen[cur] = true
		w[currencyIDs[cur]] = rules.Money(binary.LittleEndian.Uint64(b[32:]))
		left--
	}
	return w
}

// Entry reads entry i from the log (or from memory).
func (l *RoundLog) Entry(i int) (Entry, error) {
	var out Entry
	err := l.Each([]int{i}, func(e Entry) error {
		out = e
		return nil
	})
	return out, err
}

// HasRound reports whether the round of that id is committed.
func (l *RoundLog) HasRound(id string) bool {
	if id == "" {
		return false
	}
	if l.rounds[id] {
		return true
	}
	// The rounds read from the index are looked up from the end: the
	// round a journal holds is the last one, if it is in the log at all.
	for i := l.Len() - 1; i >= 0 && i >= l.Len()-8; i-- {
		if e, err := l.Entry(i); err == nil && e.Round != "" {
			l.rounds[e.Round] = true
			if e.Round == id {
				return true
			}
		}
	}
	return false
}

// Append commits e: its Seq is set, the line is written at the end of the
// log and synced before Append returns. When the disk refuses it, the entry
// is kept in memory and the error returned (see RoundLog).
func (l *RoundLog) Append(e Entry) (Entry, error) {
	e.Seq = l.lastSeq() + 1
	e.Currency = currencyOf(e.Currency)
	if err := e.check(); err != nil {
		return e, fmt.Errorf("%s: %w", RoundLogFile, err)
	}
	payload, err := json.Marshal(e)
	if err != nil {
		return e, fmt.Errorf("%s: %w", RoundLogFile, err)
	}
	if e.Round != "" {
		l.rounds[e.Round] = true
	}
	l.idx = encodeSummary(l.idx, summarize(&e), -1, 0, 0)
	l.mem[e.Seq] = payload
	l.want = max(l.want, logVersionFor(e.Currency))
	if l.readOnly {
		return e, nil
	}
	l.unsaved = append(l.unsaved, e.Seq)
	return e, l.flush()
}

// Unsaved is the number of entries kept in memory because the disk
// refused them (see RoundLog): they are written, oldest first, at the next
// Append or Flush that the disk takes.
func (l *RoundLog) Unsaved() int { return len(l.unsaved) }

// Flush writes the entries the disk refused, if it takes them now.
func (l *RoundLog) Flush() error {
	if l.readOnly {
		return nil
	}
	return l.flush()
}

// flush writes the entries kept in memory to the log, oldest first (a
// disk that refused one may take them later): the log never loses a Seq
// in the middle.
func (l *RoundLog) flush() error {
	for len(l.unsaved) > 0 {
		i := l.Len() - len(l.unsaved)
		seq := l.unsaved[0]
		off, size, err := l.write(l.mem[seq])
		if err != nil {
			return err
		}
		l.setLine(i, off, int32(size), crc32.Checksum(l.mem[seq], castagnoli))
		delete(l.mem, seq)
		l.unsaved = l.unsaved[1:]
		l.appendIndex(i)
	}
	return nil
}

// write appends a framed line to the log and syncs it; a line that could
// not be written whole is cut off again.
func (l *RoundLog) write(payload []byte) (off int64, size int, err error) {
	if l.f == nil {
		if err := l.fs.MkdirAll(l.dir, 0o755); err != nil {
			return 0, 0, fmt.Errorf("%s: %w", RoundLogFile, err)
		}
		f, err := l.fs.OpenFile(filepath.Join(l.dir, RoundLogFile), os.O_RDWR|os.O_CREATE, 0o644)
		if err != nil {
			return 0, 0, fmt.Errorf("%s: %w", RoundLogFile, err)
		}
		l.f = f
	}
	var line []byte
	want := max(l.want, 1)
	if l.end == 0 {
		line = headerFrame(want)
	} else if l.version < want {
		if err := l.upgradeHeader(want); err != nil {
			return 0, 0, err
		}
	}
	head := len(line)
	line = appendFrame(line, payload)
	if _, err := l.f.WriteAt(line, l.end); err != nil {
		l.f.Truncate(l.end)
		return 0, 0, fmt.Errorf("%s: %w", RoundLogFile, err)
	}
	if err := l.f.Sync(); err != nil {
		l.f.Truncate(l.end)
		return 0, 0, fmt.Errorf("%s: %w", RoundLogFile, err)
	}
	if st, err := l.f.Stat(); err == nil {
		l.disk = statOf(st)
	}
	if head > 0 {
		l.version = want
	}
	off = l.end + int64(head)
	l.end += int64(len(line))
	return off, len(line) - head, nil
}

// Close closes the log's file.
func (l *RoundLog) Close() error {
	if l.f == nil {
		return nil
	}
	err := l.f.Close()
	l.f = nil
	return err
}

// ReadOnly reports whether the log keeps its new entries in memory only.
func (l *RoundLog) ReadOnly() bool { return l.readOnly }

// Each reads the entries at the given places, in that order, with the log
// open once (an export of the whole history); an error of fn stops it.
func (l *RoundLog) Each(places []int, fn func(Entry) error) error {
	var f file
	var buf []byte
	defer func() {
		if f != nil {
			f.Close()
		}
	}()
	for _, i := range places {
		if i < 0 || i >= l.Len() {
			return fmt.Errorf("%s: no entry %d", RoundLogFile, i)
		}
		seq := l.seqAt(i)
		off, size := l.line(i)
		var payload []byte
		if off < 0 {
			payload = l.mem[seq]
		} else {
			if f == nil {
				var err error
				if f, err = l.fs.OpenFile(filepath.Join(l.dir, RoundLogFile), os.O_RDONLY, 0); err != nil {
					return err
				}
			}
			buf = append(buf[:0], make([]byte, size)...)
			if _, err := f.ReadAt(buf, off); err != nil {
				return fmt.Errorf("%s: entry %d: %w", RoundLogFile, seq, err)
			}
			var n int
			var err error
			if payload, n, err = readFrame(buf); err != nil || n != len(buf) {
				if err == nil {
					err = errors.New("the line is not where the index says")
				}
				return fmt.Errorf("%s: entry %d: %w", RoundLogFile, seq, err)
			}
		}
		var e Entry
		if err := json.Unmarshal(payload, &e); err != nil {
			return fmt.Errorf("%s: entry %d: %w", RoundLogFile, seq, err)
		}
		if e.Seq != seq {
			return fmt.Errorf("%s: entry %d where the index says %d", RoundLogFile, e.Seq, seq)
		}
		if err := fn(e); err != nil {
			return err
		}
	}
	return nil
}

// Records reads the hand records of every round of the log, oldest first
// (an entry that cannot be read gives a nil record). It holds them all in
// memory: for tests and tools; the history screen pages instead.
func (l *RoundLog) Records() []json.RawMessage {
	var places []int
	for i := range l.Len() {
		if l.Summary(i).Kind != KindBankroll {
			places = append(places, i)
		}
	}
	out := make([]json.RawMessage, 0, len(places))
	for _, i := range places {
		e, _ := l.Entry(i)
		out = append(out, e.Record)
	}
	return out
}
