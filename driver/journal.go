package driver

import (
	"encoding/json"

	"sabot/save"
	"sabot/tutor/learner"
)

// Journal is a driver's side of the journal of the round in progress
// (save.Journal): the file, and how much of the trainer's progress it
// holds. A write that fails turns it off: the round goes on, unjournaled,
// and the driver says so (its SaveFailed event). The zero Journal writes
// nothing.
type Journal struct {
	file *save.Journal
	// grades are the graded decisions written; session: the play session
	// written.
	grades   int
	session  bool
	disabled bool
}

// Begin starts the journal of a round in store with head, its Start the
// JSON of start. On an error the journal is off.
func (j *Journal) Begin(store *save.Store, head save.JournalHead, start any) error {
	*j = Journal{}
	raw, err := json.Marshal(start)
	if err == nil {
		head.Start = raw
		j.file, err = store.BeginJournal(head)
	}
	if err != nil {
		j.disabled = true
	}
	return err
}

// Reopen reopens the journal data of a round brought back, to go on with
// it; it holds the progress p already. On an error the journal is off.
func (j *Journal) Reopen(store *save.Store, data *save.JournalData, p save.ProgressDelta) error {
	*j = Journal{grades: len(p.Decisions), session: p.Session != nil}
	var err error
	if j.file, err = store.ReopenJournal(data); err != nil {
		j.disabled = true
	}
	return err
}

// On reports whether the journal is written.
func (j *Journal) On() bool { return j.file != nil && !j.disabled }

// Progress writes what the round added to the trainer's progress since the
// last call: its play session, once (the step session makes), and its
// graded decisions (the step grade makes of the i-th).
func (j *Journal) Progress(p save.ProgressDelta, session func(*learner.Session) any, grade func(i int) any) error {
	if !j.On() {
		return nil
	}
	if p.Session != nil && !j.session {
		if err := j.Append(session(p.Session)); err != nil {
			return err
		}
		j.session = true
	}
	for ; j.grades < len(p.Decisions); j.grades++ {
		if err := j.Append(grade(j.grades)); err != nil {
			return err
		}
	}
	return nil
}

// Append writes one step, synced.
func (j *Journal) Append(step any) error {
	if !j.On() {
		return nil
	}
	if err := j.file.Append(step); err != nil {
		j.disabled = true
		return err
	}
	return nil
}

// Close closes the journal's file (the round is committed: the file is
// gone, or about to be).
func (j *Journal) Close() {
	if j.file != nil {
		j.file.Close()
	}
	*j = Journal{}
}
