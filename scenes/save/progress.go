package save

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"sabot/locales"
	"sabot/tutor"
)

// ProgressFile is the trainer's record of the player: his graded decisions
// per table and per chart cell, his sessions and his bankroll over time
// (tutor.Progress, which carries its own version).
const ProgressFile = "progress.json"

// LoadProgress reads the trainer's progress. A missing file gives an empty
// progress silently. A file that is not JSON, holds bad counts or cells
// (tutor.LoadProgress says which), or comes from an unknown version gives an
// empty progress and a Notice, and is moved aside as progress.json.bad.
// LoadProgress never fails.
func (s *Store) LoadProgress() (*tutor.Progress, *Notice) {
	path := filepath.Join(s.dir, ProgressFile)
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return tutor.NewProgress(), nil
	}
	if err != nil {
		return tutor.NewProgress(), &Notice{Key: locales.NoticeSaveReadFail, Args: []any{path, err}}
	}
	p, key, err := decodeProgress(data)
	if err != nil {
		return tutor.NewProgress(), s.moveAside(ProgressFile, key)
	}
	return p, nil
}

// SaveProgress writes the progress file atomically. The progress must be
// one LoadProgress accepts back: an error names what is wrong, and the file
// on disk is left as it was.
func (s *Store) SaveProgress(p *tutor.Progress) error {
	data, err := encodeProgress(p)
	if err != nil {
		return err
	}
	return s.writeFile(ProgressFile, data)
}
