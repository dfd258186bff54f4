package save

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"

	"sabot/locales"
	"sabot/tutor"
)

// ProgressFile is the trainer's record of the player: his graded decisions
// per table and per chart cell, his sessions and his bankroll over time
// (tutor.Progress, which carries its own version).
const ProgressFile = "progress.json"

// LoadProgress reads the trainer's progress: the checkpoint in
// progress.json, then what the rounds of the log after it added (the
// checkpoint carries the Seq of the last round it holds, "log_seq"; a
// crash between a round's line in the log and the checkpoint is made good
// here). A missing file gives an empty progress silently. A file that is
// not JSON, holds bad counts or cells (tutor.LoadProgress says which), or
// comes from an unknown older version gives an empty progress and a Notice,
// and is moved aside as progress.json.bad; one from a newer version is left
// as it is, never written, with a Notice. LoadProgress never fails.
func (s *Store) LoadProgress() (*tutor.Progress, *Notice) {
	p, seq, n := s.loadCheckpoint()
	if s.log != nil && !s.frozen[ProgressFile] {
		i := s.log.Len()
		for i > 0 && s.log.Summary(i-1).Seq > seq {
			i--
		}
		for ; i < s.log.Len(); i++ {
			if e, err := s.log.Entry(i); err == nil {
				e.Progress.Apply(p)
			}
		}
	}
	return p, n
}

// loadCheckpoint reads progress.json and the log Seq it holds.
func (s *Store) loadCheckpoint() (*tutor.Progress, int64, *Notice) {
	path := filepath.Join(s.dir, ProgressFile)
	data, err := s.fs.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return tutor.NewProgress(), 0, nil
	}
	if err != nil {
		s.frozen[ProgressFile] = true
		return tutor.NewProgress(), 0, &Notice{Key: locales.NoticeSaveReadFail, Args: []any{path, err}}
	}
	p, key, err := decodeProgress(data)
	if key == locales.NoticeSaveNewer {
		s.frozen[ProgressFile] = true
		return tutor.NewProgress(), 0, &Notice{Key: locales.NoticeSaveNewer, Args: []any{path}}
	}
	if err != nil {
		return tutor.NewProgress(), 0, s.moveAside(ProgressFile, key)
	}
	var head struct {
		LogSeq int64 `json:"log_seq"`
	}
	json.Unmarshal(data, &head)
	return p, head.LogSeq, nil
}

// SaveProgress writes the progress file atomically, as the checkpoint of
// the log's last entry (the progress must hold every round of the log: the
// game saves it after each commit). The progress must be one LoadProgress
// accepts back: an error names what is wrong, and the file on disk is left
// as it was. A file from a newer version is never overwritten.
//
// While the log keeps rounds in memory that the disk refused, the
// checkpoint is not written (it would hold rounds the log on disk does not,
// and count them again when they are written): the log is flushed first,
// and when the disk still refuses, SaveProgress returns ErrRoundsUnsaved
// and the file on disk is left as it was; the progress is written with the
// first commit the disk takes.
func (s *Store) SaveProgress(p *tutor.Progress) error {
	if p != nil && s.frozen[ProgressFile] {
		return nil
	}
	data, err := encodeProgress(p)
	if err != nil {
		return err
	}
	if s.log != nil && s.log.Flush() != nil {
		return ErrRoundsUnsaved
	}
	var seq int64
	if s.log != nil {
		seq = s.log.LastSeq()
	}
	var buf bytes.Buffer
	buf.Grow(len(data) + 32)
	if seq > 0 && len(data) > 2 && data[0] == '{' {
		fmt.Fprintf(&buf, `{"log_seq":%d,`, seq)
		buf.Write(data[1:])
	} else {
		buf.Write(data)
	}
	return s.writeFile(ProgressFile, buf.Bytes())
}
