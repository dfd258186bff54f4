package save

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"sabot/locales"
)

// Version is the version of the files this code writes and reads.
const Version = 1

// The files in the save directory.
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
	Bankroll Bankroll
	History  History
}

// Store reads and writes the files of one directory.
type Store struct {
	dir string
}

// DefaultDir returns os.UserConfigDir()/sabot.
func DefaultDir() (string, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("no configuration directory: %w", err)
	}
	return filepath.Join(base, "sabot"), nil
}

// Open returns a store for dir. Nothing is read or created until Load or a
// Save.
func Open(dir string) *Store { return &Store{dir: dir} }

// Dir returns the store's directory.
func (s *Store) Dir() string { return s.dir }

// envelope is the shape of every file: its version and one payload.
type envelope struct {
	Version  int              `json:"version"`
	Settings *Settings        `json:"settings,omitempty"`
	Bankroll *Bankroll        `json:"bankroll,omitempty"`
	Records  *json.RawMessage `json:"records,omitempty"`
}

// Load reads the three files. A missing file gives its defaults silently; a
// bad one gives its defaults and a Notice (and is moved aside as .bad when
// it is corrupt or of an unknown version). Load never fails.
func (s *Store) Load(lang locales.Lang) (State, []Notice) {
	st := State{
		Settings: DefaultSettings(lang),
		Bankroll: Bankroll{Balance: StartingBankroll},
	}
	var notices []Notice
	note := func(n *Notice) {
		if n != nil {
			notices = append(notices, *n)
		}
	}

	note(s.load(SettingsFile, func(e envelope) error {
		set, err := e.settings()
		if err != nil {
			return err
		}
		st.Settings = set
		return nil
	}))
	note(s.load(BankrollFile, func(e envelope) error {
		if e.Bankroll == nil {
			return errors.New("no bankroll")
		}
		if err := e.Bankroll.Validate(); err != nil {
			return err
		}
		st.Bankroll = *e.Bankroll
		return nil
	}))
	note(s.load(HistoryFile, func(e envelope) error {
		var h History
		if e.Records != nil {
			if err := json.Unmarshal(*e.Records, &h.Records); err != nil {
				return err
			}
		}
		if err := h.Validate(); err != nil {
			return err
		}
		if len(h.Records) > MaxRecords {
			h.Records = h.Records[len(h.Records)-MaxRecords:]
		}
		st.History = h
		return nil
	}))
	return st, notices
}

// load reads one file and hands its envelope to accept. It returns the
// notice for the user, or nil when all went well or the file does not exist.
func (s *Store) load(name string, accept func(envelope) error) *Notice {
	path := filepath.Join(s.dir, name)
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return &Notice{Key: locales.NoticeSaveReadFail, Args: []any{path, err}}
	}
	e, key, err := decodeFile(data)
	if err != nil {
		return s.moveAside(name, key)
	}
	if err := accept(e); err != nil {
		return s.moveAside(name, locales.NoticeSaveCorrupt)
	}
	return nil
}

// moveAside renames a bad file to NAME.bad (replacing an older one) and
// returns the notice that says so.
func (s *Store) moveAside(name string, key locales.Key) *Notice {
	path := filepath.Join(s.dir, name)
	bad := path + ".bad"
	if err := os.Rename(path, bad); err != nil {
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

// SaveBankroll writes the bankroll file atomically.
func (s *Store) SaveBankroll(b Bankroll) error {
	if err := b.Validate(); err != nil {
		return fmt.Errorf("bankroll: %w", err)
	}
	return s.write(BankrollFile, envelope{Version: Version, Bankroll: &b})
}

// SaveHistory writes the history file atomically.
func (s *Store) SaveHistory(h History) error {
	if err := h.Validate(); err != nil {
		return fmt.Errorf("history: %w", err)
	}
	recs := h.Records
	if recs == nil {
		recs = []json.RawMessage{}
	}
	raw, err := json.Marshal(recs)
	if err != nil {
		return fmt.Errorf("history: %w", err)
	}
	rm := json.RawMessage(raw)
	return s.write(HistoryFile, envelope{Version: Version, Records: &rm})
}

// write encodes e and replaces the file with it atomically: a temporary
// file in the same directory, synced, then renamed.
func (s *Store) write(name string, e envelope) error {
	data, err := encodeFile(e)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return s.writeFile(name, data)
}

// writeFile replaces the file with data atomically: a temporary file in the
// same directory, synced, then renamed.
func (s *Store) writeFile(name string, data []byte) error {
	if err := os.MkdirAll(s.dir, 0o755); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	tmp, err := os.CreateTemp(s.dir, "."+name+".*.tmp")
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	fail := func(err error) error {
		tmp.Close()
		os.Remove(tmp.Name())
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
	if err := os.Rename(tmp.Name(), filepath.Join(s.dir, name)); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}
