package save

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"sabot/locales"
)

// JournalFile is the journal of the round in progress: what it takes to
// rebuild that round exactly where it was, written before its effect is
// shown.
const JournalFile = "round.journal"

// JournalVersion is the version of the journal this code writes and reads.
// Version 2 is the journal of a round in another currency than the euro
// (its head's Bankroll.Currency): an older Sabot would bring it back and
// commit its pesos as euros, so it keeps its hands off it. The journal of
// a round in euros stays at version 1, which an older Sabot reads right.
const JournalVersion = 2

// journalVersionFor is the lowest version of a journal whose round is in
// currency cur.
func journalVersionFor(cur string) int {
	if currencyOf(cur) == Euro {
		return 1
	}
	return 2
}

// JournalHead is the first line of a journal: which round, at which table,
// and the engine's state at its start (Start, the table scene's own
// JSON: the shoe's order, the bets). The lines after it are the round's
// steps, in order (Steps), each one framed and synced.
type JournalHead struct {
	Version int       `json:"version"`
	Round   string    `json:"round"`
	Table   string    `json:"table"`
	Game    string    `json:"game"`
	Time    time.Time `json:"time"`
	// Bankroll is the bankroll of the round's currency at the round's
	// start: that of the last completed round in it. Its currency is the
	// round's (a head without one is in euros).
	Bankroll Bankroll        `json:"bankroll"`
	Start    json.RawMessage `json:"start"`
}

// ErrRoundsUnsaved is the error of a write put off because the round log
// keeps rounds in memory that the disk refused (RoundLog.Unsaved).
var ErrRoundsUnsaved = errors.New("the rounds before it are not written yet: the disk refuses them")

// Journal is the open journal of the round in progress.
type Journal struct {
	f    file
	path string
}

// JournalData is a journal read back: its head and its steps.
type JournalData struct {
	Head  JournalHead
	Steps []json.RawMessage
}

// BeginJournal starts the journal of a new round, replacing any other:
// the head is written and synced (through a temporary file renamed, so
// that a crash leaves the old journal or the new one, whole).
func (s *Store) BeginJournal(h JournalHead) (*Journal, error) {
	h.Version = journalVersionFor(h.Bankroll.Currency)
	if s.second {
		// The journal is the other copy's: this copy's rounds are not
		// journaled (ReadOnly).
		return nil, nil
	}
	if s.frozen[JournalFile] {
		return nil, fmt.Errorf("%s: %w", JournalFile, errNewer)
	}
	if h.Round == "" || len(h.Start) == 0 {
		return nil, errors.New("journal: a round needs an id and a start")
	}
	if s.log != nil && s.log.Flush() != nil {
		// The journal on disk may be that of the first round the log
		// refused: it brings that round back after a crash.
		return nil, fmt.Errorf("%s: %w", JournalFile, ErrRoundsUnsaved)
	}
	payload, err := json.Marshal(h)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", JournalFile, err)
	}
	if err := s.writeFile(JournalFile, appendFrame(nil, payload)); err != nil {
		return nil, err
	}
	path := filepath.Join(s.dir, JournalFile)
	f, err := s.fs.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", JournalFile, err)
	}
	return &Journal{f: f, path: path}, nil
}

// Append writes one step of the round and syncs it: when Append returns
// without error, the step survives a crash.
func (j *Journal) Append(step any) error {
	if j == nil || j.f == nil {
		return errors.New("journal: not open")
	}
	payload, err := json.Marshal(step)
	if err != nil {
		return fmt.Errorf("%s: %w", JournalFile, err)
	}
	if _, err := j.f.Write(appendFrame(nil, payload)); err != nil {
		return fmt.Errorf("%s: %w", JournalFile, err)
	}
	if err := j.f.Sync(); err != nil {
		return fmt.Errorf("%s: %w", JournalFile, err)
	}
	return nil
}

// Close closes the journal's file (it stays on disk).
func (j *Journal) Close() error {
	if j == nil || j.f == nil {
		return nil
	}
	err := j.f.Close()
	j.f = nil
	return err
}

// RemoveJournal removes the journal: its round is committed, or gone.
func (s *Store) RemoveJournal() error {
	if s.second || s.frozen[JournalFile] {
		// Another copy's journal, or a newer version's: never removed.
		return nil
	}
	err := s.fs.Remove(filepath.Join(s.dir, JournalFile))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}

// LoadJournal reads the journal of a round left in progress; nil and no
// notice when there is none. A step cut short at the end (a crash while
// it was written) is dropped: its effect was never shown. A journal that
// cannot be read is moved aside (round.journal.bad) with a notice; one
// from a newer version is left as it is, with a notice.
func (s *Store) LoadJournal() (*JournalData, *Notice) {
	if s.second {
		// The round in progress of the copy that holds the lock.
		return nil, nil
	}
	path := filepath.Join(s.dir, JournalFile)
	data, err := s.fs.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, &Notice{Key: locales.NoticeSaveReadFail, Args: []any{path, err.Error()}}
	}
	j, err := ParseJournal(data)
	if errors.Is(err, errNewer) {
		s.frozen[JournalFile] = true
		return nil, &Notice{Key: locales.NoticeSaveNewer, Args: []any{path}}
	}
	if err != nil {
		return nil, s.moveAside(JournalFile, locales.NoticeSaveCorrupt)
	}
	return j, nil
}

// ParseJournal reads a journal's bytes. A step cut short or damaged at the
// end is dropped; one damaged before the end is an error, as is a bad
// head.
func ParseJournal(data []byte) (*JournalData, error) {
	payload, n, err := readFrame(data)
	if err != nil {
		return nil, fmt.Errorf("%s: head: %v", JournalFile, err)
	}
	var j JournalData
	if err := json.Unmarshal(payload, &j.Head); err != nil {
		return nil, fmt.Errorf("%s: head: %v", JournalFile, err)
	}
	if j.Head.Version > JournalVersion {
		return nil, errNewer
	}
	if j.Head.Version < 1 {
		return nil, fmt.Errorf("%s: version %d, want %d", JournalFile, j.Head.Version, JournalVersion)
	}
	if j.Head.Round == "" || len(j.Head.Start) == 0 {
		return nil, fmt.Errorf("%s: head: no round id or no start", JournalFile)
	}
	if err := j.Head.Bankroll.Validate(); err != nil {
		return nil, fmt.Errorf("%s: head: %v", JournalFile, err)
	}
	if j.Head.Version < journalVersionFor(j.Head.Bankroll.Currency) {
		return nil, fmt.Errorf("%s: head: a round in %s in a journal of version %d", JournalFile, j.Head.Bankroll.Currency, j.Head.Version)
	}
	pos := n
	for pos < len(data) {
		payload, n, err := readFrame(data[pos:])
		if err == errTorn || (err != nil && pos+n >= len(data)) {
			break // the last step, cut short: never shown
		}
		if err != nil {
			return nil, fmt.Errorf("%s: step %d: %v", JournalFile, len(j.Steps)+1, err)
		}
		if !json.Valid(payload) {
			if pos+n >= len(data) {
				break
			}
			return nil, fmt.Errorf("%s: step %d: not JSON", JournalFile, len(j.Steps)+1)
		}
		j.Steps = append(j.Steps, json.RawMessage(payload))
		pos += n
	}
	return &j, nil
}

// ReopenJournal opens the journal of a round brought back, to go on with
// it: the journal is written again as it was read (a step cut short at its
// end is gone), atomically, and opened for the next steps.
func (s *Store) ReopenJournal(j *JournalData) (*Journal, error) {
	if s.frozen[JournalFile] {
		return nil, fmt.Errorf("%s: %w", JournalFile, errNewer)
	}
	head, err := json.Marshal(j.Head)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", JournalFile, err)
	}
	data := appendFrame(nil, head)
	for _, st := range j.Steps {
		data = appendFrame(data, st)
	}
	if err := s.writeFile(JournalFile, data); err != nil {
		return nil, err
	}
	path := filepath.Join(s.dir, JournalFile)
	f, err := s.fs.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", JournalFile, err)
	}
	return &Journal{f: f, path: path}, nil
}

// SetJournalAside moves a journal that cannot be brought back aside, as
// round.journal.bad, and returns the notice that says so.
func (s *Store) SetJournalAside() *Notice {
	return s.moveAside(JournalFile, locales.NoticeSaveCorrupt)
}
