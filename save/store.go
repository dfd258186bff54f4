package save

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"

	"sabot/locales"
)

// Version is the version of the settings file this code writes and reads
// (and of the bankroll and history files of before the round log, which
// are migrated into it).
const Version = 1

// The files in the save directory. BankrollFile and HistoryFile are those
// of version 1, read once to migrate them into the round log, then kept
// as NAME.v1.
const (
	SettingsFile = "settings.json"
	BankrollFile = "bankroll.json"
	HistoryFile  = "history.json"
)

// Notice is something the user must be told about the saved files, as a
// locale key and its arguments.
type Notice struct {
	Key  locales.Key
	Args []any
}

// State is everything Load reads.
type State struct {
	Settings Settings
	// Wallet is the bankroll of each currency the log sets one in (the
	// others are at their start: Wallet.Balance).
	Wallet Wallet
	// History is the round log: every completed round, and the bankroll
	// after it.
	History *RoundLog
}

// Store reads and writes the files of one directory.
type Store struct {
	dir string
	fs  fileSystem
	// frozen are the files written by a newer version: read by nobody,
	// never overwritten.
	frozen map[string]bool
	// log is the round log Load opened.
	log *RoundLog
	// open is what the progress LoadProgress read holds of a round that
	// was open when it was written (see OpenRound).
	open OpenRound
	// lockKey names the directory's lock (LockFile) this store holds
	// (see held); second says another copy of the game holds it: this
	// store reads the files and writes none of them.
	lockKey string
	second  bool
	// shown is the directory WriteReport says a report is in (ShowAs), ""
	// for dir.
	shown string
}

// DefaultDir returns os.UserConfigDir()/sabot; in the browser, the prefix
// of the keys of localStorage the saves are kept under.
func DefaultDir() (string, error) {
	if dir, ok := defaultDir(); ok {
		return dir, nil
	}
	base, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("no configuration directory: %w", err)
	}
	return filepath.Join(base, "sabot"), nil
}

// Open returns a store for dir on the disk (in the browser, in
// localStorage). Nothing is read or created until Load or a Save.
func Open(dir string) *Store { return openFS(dir, systemFS()) }

// openFS returns a store for dir on the file system fsys (the tests' file
// systems in memory or refusing writes).
func openFS(dir string, fsys fileSystem) *Store {
	return &Store{dir: dir, fs: fsys, frozen: map[string]bool{}}
}

// Dir returns the store's directory.
func (s *Store) Dir() string { return s.dir }

// envelope is the shape of the settings file and of the files of version
// 1: its version and one payload.
type envelope struct {
	Version  int              `json:"version"`
	Settings *Settings        `json:"settings,omitempty"`
	Bankroll *Bankroll        `json:"bankroll,omitempty"`
	Records  *json.RawMessage `json:"records,omitempty"`
}

// Load reads the settings and the round log, migrating the bankroll and
// history files of version 1 into the log the first time. A missing file
// gives its defaults silently; a bad one gives its defaults and a Notice
// (and is moved aside as .bad when it is corrupt); a file from a newer
// version is left as it is, with a Notice, and never written. Load never
// fails.
func (s *Store) Load(lang locales.Lang) (State, []Notice) {
	st := State{
		Settings: DefaultSettings(lang),
		Wallet:   Wallet{},
	}
	var notices []Notice
	note := func(n *Notice) {
		if n != nil {
			notices = append(notices, *n)
		}
	}
	if err := s.lock(); errors.Is(err, errLocked) {
		s.second = true
		note(&Notice{Key: locales.NoticeSaveInUse, Args: []any{s.dir}})
	}
	if !s.second {
		s.cleanTemporaries()
	}

	note(s.load(SettingsFile, func(e envelope) error {
		set, err := e.settings()
		if err != nil {
			return err
		}
		st.Settings = set
		return nil
	}))
	st.History = s.openLog(note)
	st.Wallet = st.History.Balances()
	return st, notices
}

// openLog opens the round log, migrating the files of version 1 into a new
// one.
func (s *Store) openLog(note func(*Notice)) *RoundLog {
	path := filepath.Join(s.dir, RoundLogFile)
	if s.second {
		// The other copy's log: read as it is, never cut, indexed or
		// migrated; this copy's rounds stay in memory.
		l, errs := openLogShared(s.fs, s.dir)
		if len(errs) > 0 && errors.Is(errs[0], errNewer) {
			note(&Notice{Key: locales.NoticeSaveNewer, Args: []any{path}})
		}
		s.log = l
		return l
	}
	if _, err := s.fs.Stat(path); errors.Is(err, fs.ErrNotExist) {
		note(s.migrate())
	} else {
		s.retireV1()
	}
	l, errs := openRoundLog(s.fs, s.dir)
	switch {
	case len(errs) == 1 && errors.Is(errs[0], errNewer):
		s.frozen[RoundLogFile] = true
		// progress.json is the log's checkpoint: written now, its log_seq
		// would contradict the newer log.
		s.frozen[ProgressFile] = true
		note(&Notice{Key: locales.NoticeSaveNewer, Args: []any{path}})
	case len(errs) == 1 && l.Len() == 0 && l.ReadOnly():
		// No header, or a log that cannot be opened at all.
		if _, err := s.fs.Stat(path); err == nil && !errors.Is(errs[0], fs.ErrPermission) {
			note(s.moveAside(RoundLogFile, locales.NoticeSaveCorrupt))
			l, _ = openRoundLog(s.fs, s.dir)
		} else {
			note(&Notice{Key: locales.NoticeSaveReadFail, Args: []any{path, errs[0].Error()}})
		}
	case len(errs) > 0:
		bad := keepCopy(s.fs, path)
		note(&Notice{Key: locales.NoticeSaveLines, Args: []any{len(errs), path, bad}})
	}
	s.log = l
	return l
}

// keepCopy copies a file for the user to keep, as the first NAME.bad,
// NAME.bad.2, NAME.bad.3… that does not exist yet — or as the newest of
// them when it holds the same bytes already — and returns the copy's path.
// A failure is not an error.
func keepCopy(fsys fileSystem, path string) string {
	data, err := fsys.ReadFile(path)
	if err != nil {
		return path + ".bad"
	}
	bad, last := badName(fsys, path)
	if last != "" {
		if old, err := fsys.ReadFile(last); err == nil && bytes.Equal(old, data) {
			return last
		}
	}
	fsys.WriteFile(bad, data, 0o644)
	return bad
}

// badName returns the first of NAME.bad, NAME.bad.2, NAME.bad.3… that does
// not exist, and the one before it ("" for none): a bad file kept aside
// never replaces one kept before.
func badName(fsys fileSystem, path string) (free, last string) {
	for n := 1; ; n++ {
		name := path + ".bad"
		if n > 1 {
			name += "." + strconv.Itoa(n)
		}
		if _, err := fsys.Stat(name); errors.Is(err, fs.ErrNotExist) || n == maxBad {
			return name, last
		}
		last = name
	}
}

// maxBad bounds the copies of one file kept aside; the last is replaced
// beyond it.
const maxBad = 1000

// load reads one file and hands its envelope to accept. It returns the
// notice for the user, or nil when all went well or the file does not exist.
func (s *Store) load(name string, accept func(envelope) error) *Notice {
	path := filepath.Join(s.dir, name)
	data, err := s.fs.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return &Notice{Key: locales.NoticeSaveReadFail, Args: []any{path, err}}
	}
	e, key, err := decodeFile(data)
	if key == locales.NoticeSaveNewer {
		s.frozen[name] = true
		return &Notice{Key: locales.NoticeSaveNewer, Args: []any{path}}
	}
	if err != nil {
		return s.moveAside(name, key)
	}
	if err := accept(e); err != nil {
		return s.moveAside(name, locales.NoticeSaveCorrupt)
	}
	return nil
}

// moveAside renames a bad file to the first free NAME.bad, NAME.bad.2…
// (never replacing one kept before) and returns the notice that says so.
// Another copy's files are never moved: the notice says the file could
// not be read.
func (s *Store) moveAside(name string, key locales.Key) *Notice {
	path := filepath.Join(s.dir, name)
	if s.second {
		return &Notice{Key: locales.NoticeSaveReadFail, Args: []any{path, errLocked.Error()}}
	}
	bad, _ := badName(s.fs, path)
	if err := s.fs.Rename(path, bad); err != nil {
		return &Notice{Key: locales.NoticeSaveReadFail, Args: []any{path, err}}
	}
	return &Notice{Key: key, Args: []any{path, bad}}
}

// SaveSettings writes the settings file atomically.
func (s *Store) SaveSettings(st Settings) error {
	if err := st.Validate(); err != nil {
		return fmt.Errorf("settings: %w", err)
	}
	return s.write(SettingsFile, envelope{Version: Version, Settings: &st})
}

// write encodes e and replaces the file with it atomically: a temporary
// file in the same directory, synced, then renamed.
func (s *Store) write(name string, e envelope) error {
	if s.frozen[name] || s.second {
		return nil
	}
	data, err := encodeFile(e)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return s.writeFile(name, data)
}

// writeFile replaces the file with data atomically: a temporary file in the
// same directory, synced, then renamed.
func (s *Store) writeFile(name string, data []byte) error {
	if err := s.fs.MkdirAll(s.dir, 0o755); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	tmp, err := s.fs.CreateTemp(s.dir, "."+name+".*.tmp")
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	fail := func(err error) error {
		tmp.Close()
		s.fs.Remove(tmp.Name())
		return fmt.Errorf("%s: %w", name, err)
	}
	if _, err := tmp.Write(data); err != nil {
		return fail(err)
	}
	if err := tmp.Sync(); err != nil {
		return fail(err)
	}
	if err := tmp.Close(); err != nil {
		return fail(err)
	}
	if err := s.fs.Rename(tmp.Name(), filepath.Join(s.dir, name)); err != nil {
		s.fs.Remove(tmp.Name())
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}

// SetBankroll commits a bankroll to the round log without a round, outside
// the game (tools, tests): the game's own resets go through its open log.
func (s *Store) SetBankroll(b Bankroll) error {
	if err := b.Validate(); err != nil {
		return fmt.Errorf("bankroll: %w", err)
	}
	l := s.log
	if l == nil {
		var errs []error
		if l, errs = openRoundLog(s.fs, s.dir); len(errs) > 0 && l.ReadOnly() {
			return errs[0]
		}
		defer l.Close()
	}
	_, err := l.Append(Entry{Kind: KindBankroll, Currency: b.Currency, Balance: b.Balance})
	return err
}
