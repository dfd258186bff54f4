package schooldriver

import (
	"errors"

	"sabot/locales"
	"sabot/tutor/learner"
)

// ErrNoFolder is what a Host's WriteReport returns when there is no save
// folder to write the exam's report in.
var ErrNoFolder = errors.New("schooldriver: no save folder")

// Host is what the driver needs of the game around it: the user's
// language, the clock's ticks, the notices, the student's progress and the
// folder of the exam's reports (session.Context does all of this through a
// small adapter in scenes/school).
type Host interface {
	// Loc is the user's language, at the table.
	Loc() *locales.Locale
	// Tick is the game's clock, in ticks (60 a second).
	Tick() int64
	// Notify shows a notice.
	Notify(key locales.Key, args ...any)
	// RecordStep counts a step in the student's progress at table: its
	// kind, right or wrong, its seconds.
	RecordStep(table, kind string, right bool, seconds float64)
	// RecordRound counts a round finished in the progress, and saves it.
	RecordRound(table string, seconds float64, exam bool)
	// RecordExam keeps an exam's result in the progress.
	RecordExam(table string, e learner.ExamResult)
	// WriteReport writes the exam's report (HTML) under name and returns
	// its path; ErrNoFolder where there is no folder for it.
	WriteReport(name string, html []byte) (string, error)
}
