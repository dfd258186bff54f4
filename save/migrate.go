package save

import (
	"encoding/json"
	"errors"
	"io/fs"
	"path/filepath"

	"sabot/locales"
)

// The files of version 1 (bankroll.json, history.json) are migrated into
// the round log on the first start of this version: the history's records,
// oldest first, as KindImported entries, then the bankroll as a
// KindBankroll entry. The new log is written whole to a temporary file,
// synced and renamed: a crash during the migration leaves no log, and the
// next start migrates again. The old files are then renamed NAME.v1 (kept,
// never read again).

// v1Suffix is what the migrated files are renamed with.
const v1Suffix = ".v1"

// migrate writes a round log from the files of version 1, if there are
// any. A file that is corrupt is moved aside (NAME.bad) and not migrated; a
// file from a newer version is left as it is and nothing is migrated.
func (s *Store) migrate() *Notice {
	var bank *Bankroll
	var hist History
	n1 := s.load(BankrollFile, func(e envelope) error {
		if e.Bankroll == nil {
			return errors.New("no bankroll")
		}
		if err := e.Bankroll.Validate(); err != nil {
			return err
		}
		bank = e.Bankroll
		return nil
	})
	if n1 != nil && n1.Key == locales.NoticeSaveNewer {
		return n1
	}
	n2 := s.load(HistoryFile, func(e envelope) error {
		var h History
		if e.Records != nil {
			if err := json.Unmarshal(*e.Records, &h.Records); err != nil {
				return err
			}
		}
		if err := h.Validate(); err != nil {
			return err
		}
		hist = h
		return nil
	})
	if n2 != nil && n2.Key == locales.NoticeSaveNewer {
		return n2
	}
	notice := n1
	if notice == nil {
		notice = n2
	}
	if bank == nil && len(hist.Records) == 0 {
		s.retireV1()
		return notice
	}
	l := &RoundLog{dir: s.dir, fs: s.fs, mem: map[int64]json.RawMessage{}, rounds: map[string]bool{}, readOnly: true}
	for _, rec := range hist.Records {
		l.Append(importedEntry(rec))
	}
	b := Bankroll{Balance: StartingBankroll}
	if bank != nil {
		b = *bank
	}
	l.Append(Entry{Kind: KindBankroll, Balance: b.Balance})
	// The files of version 1 hold euros only: a log an older Sabot reads.
	data := headerFrame(max(l.want, 1))
	for i := range l.Len() {
		data = appendFrame(data, l.mem[l.seqAt(i)])
	}
	if err := s.writeFile(RoundLogFile, data); err != nil {
		return &Notice{Key: locales.NoticeSaveFailed, Args: []any{RoundLogFile, err.Error()}}
	}
	s.retireV1()
	return notice
}

// retireV1 renames the files of version 1 NAME.v1, once the log holds
// them; a file from a newer version is left where it is.
func (s *Store) retireV1() {
	for _, name := range []string{BankrollFile, HistoryFile} {
		if s.frozen[name] {
			continue
		}
		path := filepath.Join(s.dir, name)
		if _, err := s.fs.Stat(path); errors.Is(err, fs.ErrNotExist) {
			continue
		}
		s.fs.Rename(path, path+v1Suffix)
	}
}
