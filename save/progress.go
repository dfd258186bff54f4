package save

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"

	"sabot/locales"
	"sabot/tutor/learner"
)

// ProgressFile is the trainer's record of the player: his graded decisions
// per table and per chart cell, his sessions and his bankroll over time
// (learner.Progress, which carries its own version).
const ProgressFile = "progress.json"

// LoadProgress reads the trainer's progress: the checkpoint in
// progress.json, then what the rounds of the log after it added (the
// checkpoint carries the Seq of the last round it holds, "log_seq"; a
// crash between a round's line in the log and the checkpoint is made good
// here). A missing file gives an empty progress silently. A file that is
// not JSON, holds bad counts or cells (learner.LoadProgress says which), or
// comes from an unknown older version gives an empty progress and a Notice,
// and is moved aside as progress.json.bad; one from a newer version is left
// as it is, never written, with a Notice. LoadProgress never fails.
//
// A checkpoint written while a round was open holds what that round had
// added so far ("open_round", see OpenRound): the round's line in the log,
// or its journal brought back (CheckpointHolds), adds only the rest.
func (s *Store) LoadProgress() (*learner.Progress, *Notice) {
	p, seq, open, n := s.loadCheckpoint()
	s.open = open
	if s.log != nil && !s.frozen[ProgressFile] {
		i := s.log.Len()
		for i > 0 && s.log.Summary(i-1).Seq > seq {
			i--
		}
		for ; i < s.log.Len(); i++ {
			if e, err := s.log.Entry(i); err == nil {
				if open.Round != "" && e.Round == open.Round {
					e.Progress.ApplyAfter(p, open)
					s.open = OpenRound{}
					continue
				}
				e.Progress.Apply(p)
			}
		}
	}
	return p, n
}

// OpenRound is what a checkpoint written while a round was open holds of
// that round's ProgressDelta: its session (when Session) and its first
// Decisions decisions. The rest is added once, from the round's line in the
// log or its journal.
type OpenRound struct {
	Round     string `json:"round"`
	Session   bool   `json:"session,omitempty"`
	Decisions int    `json:"decisions,omitempty"`
}

// CheckpointHolds returns what the progress LoadProgress read already
// holds of the open round of that id (nothing when the checkpoint was not
// written during that round): the journal of a round brought back adds
// only the rest (ProgressDelta.ApplyAfter).
func (s *Store) CheckpointHolds(round string) OpenRound {
	if round == "" || s.open.Round != round {
		return OpenRound{Round: round}
	}
	return s.open
}

// loadCheckpoint reads progress.json, the log Seq it holds and what it
// holds of a round that was open.
func (s *Store) loadCheckpoint() (*learner.Progress, int64, OpenRound, *Notice) {
	path := filepath.Join(s.dir, ProgressFile)
	data, err := s.fs.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return learner.NewProgress(), 0, OpenRound{}, nil
	}
	if err != nil {
		s.frozen[ProgressFile] = true
		return learner.NewProgress(), 0, OpenRound{}, &Notice{Key: locales.NoticeSaveReadFail, Args: []any{path, err}}
	}
	p, key, err := decodeProgress(data)
	if key == locales.NoticeSaveNewer {
		s.frozen[ProgressFile] = true
		return learner.NewProgress(), 0, OpenRound{}, &Notice{Key: locales.NoticeSaveNewer, Args: []any{path}}
	}
	if err != nil {
		return learner.NewProgress(), 0, OpenRound{}, s.moveAside(ProgressFile, key)
	}
	var head struct {
		LogSeq int64      `json:"log_seq"`
		Open   *OpenRound `json:"open_round"`
	}
	json.Unmarshal(data, &head)
	var open OpenRound
	if o := head.Open; o != nil && o.Round != "" && o.Decisions >= 0 {
		open = *o
	}
	return p, head.LogSeq, open, nil
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
func (s *Store) SaveProgress(p *learner.Progress) error {
	return s.SaveCheckpoint(p, OpenRound{})
}

// SaveCheckpoint is SaveProgress while a round is open: p holds what
// open says of that round's progress (its id, its session, its first
// decisions), and the file says so, so that the round's line in the log
// or its journal adds only the rest. An open round without an id is not
// written: the progress is written with the round's commit.
func (s *Store) SaveCheckpoint(p *learner.Progress, open OpenRound) error {
	if (open.Session || open.Decisions > 0) && open.Round == "" {
		return nil
	}
	if s.frozen[ProgressFile] || s.frozen[RoundLogFile] || s.second {
		// A newer file, or a checkpoint of a newer log (its log_seq would
		// contradict that log), or another copy's: never written.
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
	held := open.Session || open.Decisions > 0
	if (seq > 0 || held) && len(data) > 2 && data[0] == '{' {
		buf.WriteByte('{')
		if seq > 0 {
			fmt.Fprintf(&buf, `"log_seq":%d,`, seq)
		}
		if held {
			o, _ := json.Marshal(open)
			fmt.Fprintf(&buf, `"open_round":%s,`, o)
		}
		buf.Write(data[1:])
	} else {
		buf.Write(data)
	}
	return s.writeFile(ProgressFile, buf.Bytes())
}
