package schooldriver

import (
	"errors"
	"time"

	"sabot/locales"
	"sabot/tutor/exam"
	"sabot/tutor/learner"
)

// The exam: ExamRounds rounds at the table, timed, incidents on (one round
// in two), no hint and no take-back — a wrong step is counted, and the
// examiner takes the step that was due, so that the round goes on and no
// step is tried twice. The totals are not shown. At its end a report for
// the teacher is written through the Host (tutor/exam) and the result kept
// in the student's progress.

// ExamRounds is how many rounds an exam lasts.
const ExamRounds = 5

// ExamRate is the incidents' rate during an exam: a round in two.
const ExamRate = 2

// ExamState is an exam under way, or just finished.
type ExamState struct {
	// Sheet is the exam's data: its steps, its mistakes, its rounds'
	// times, what the report is made of.
	Sheet exam.Sheet
	// Log is every mistake of the exam, in order.
	Log []Stop
	// Rate is the incidents' rate chosen before the exam, given back
	// after.
	Rate int
	// Once over: the report's path, or why it was not written.
	Over       bool
	Report     string
	ReportFail string
}

// Round is the number of the exam's round under way (from 1).
func (e *ExamState) Round() int { return len(e.Sheet.RoundSeconds) + 1 }

// StartExam starts an exam at the table: from the round about to start,
// or from the next one once this one is over (next deals it).
func (c *Core) StartExam(next func()) {
	loc := c.Loc()
	c.Ex = &ExamState{Rate: c.Rate, Sheet: exam.Sheet{
		Table: c.Rules.ID, TableName: loc.T(locales.TableName(c.Rules.ID)), Source: c.Rules.Source,
		Date: time.Now(), Rounds: ExamRounds,
	}}
	c.Exam, c.Rate, c.Hint = true, ExamRate, ""
	if c.Over {
		next()
	} else {
		c.Plan() // the round has not started: it brings its incident
		now := c.host.Tick()
		c.Start, c.Since = now, now
	}
	c.Said = loc.T(locales.ForGame(locales.SchoolExamStarted, c.Rules.Game), ExamRounds)
	c.Dirty = true
}

// LeaveExam leaves the exam under way: practice again, at the rate chosen
// before it. It reports whether there was one.
func (c *Core) LeaveExam() bool {
	if !c.Exam || c.Ex == nil {
		return false
	}
	c.Exam, c.Rate, c.Ex = false, c.Ex.Rate, nil
	c.Dirty = true
	return true
}

// examined notes a step in the exam under way: the kind of step that was
// due, what it was, its time, right or wrong.
func (c *Core) examined(due string, right bool, st *Stop) {
	e := c.Ex
	if e == nil || e.Over {
		return
	}
	e.Sheet.Steps = append(e.Sheet.Steps, exam.Step{Round: e.Round(), Kind: c.StepKind, Due: due, Seconds: c.StepSecs, Right: right})
	if st != nil {
		e.Log = append(e.Log, *st)
		e.Sheet.Mistakes = append(e.Sheet.Mistakes, exam.Mistake{
			Round: e.Round(), Did: st.Did, Due: st.Due, Why: st.Why,
			Article: ArticleText(c.Loc(), st.Article), Quote: st.Quote, Seconds: c.StepSecs,
		})
	}
}

// examRoundOver counts a round of the exam finished; after the last the
// exam is over: the report is written, the result kept, the practice's
// incidents' rate given back.
func (c *Core) examRoundOver() {
	e := c.Ex
	if e == nil || e.Over {
		return
	}
	e.Sheet.RoundSeconds = append(e.Sheet.RoundSeconds, float64(c.Elapsed)/60)
	if !e.Sheet.Done() {
		return
	}
	e.Over = true
	c.Exam, c.Rate = false, e.Rate
	loc := c.Loc()
	html, err := exam.HTML(loc, &e.Sheet)
	name := e.Sheet.FileName()
	if err == nil {
		e.Report, err = c.host.WriteReport(name, html)
	}
	switch {
	case errors.Is(err, ErrNoFolder):
		e.Report, e.ReportFail = "", loc.T(locales.SchoolExamReportFail, loc.T(locales.SchoolExamNoFolder))
	case err != nil:
		e.Report, e.ReportFail = "", loc.T(locales.SchoolExamReportFail, err)
	}
	if e.Report == "" {
		name = ""
	}
	c.host.RecordExam(c.Rules.ID, learner.ExamResult{
		Date: e.Sheet.Date, Rounds: e.Sheet.Rounds, Right: e.Sheet.Right(), Wrong: e.Sheet.Wrong(),
		Seconds: e.Sheet.Seconds(), Report: name,
	})
}

// ExamOver reports whether the round just over ended an exam.
func (c *Core) ExamOver() bool { return c.Ex != nil && c.Ex.Over }
