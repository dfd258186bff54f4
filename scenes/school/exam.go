package school

import (
	"time"

	"sabot/locales"
	"sabot/tutor"
	"sabot/tutor/exam"
)

// The exam: examRounds rounds at the table, timed, incidents on (one round
// in two), no hint and no take-back — a wrong step is counted, and the
// examiner takes the step that was due, so that the round goes on and no
// step is tried twice. The totals are not shown. At its end a report for
// the teacher is written beside the saves (tutor/exam) and the result kept
// in the student's progress.

// examRounds is how many rounds an exam lasts.
const examRounds = 5

// examRate is the incidents' rate during an exam: a round in two.
const examRate = 2

// examState is an exam under way, or just finished.
type examState struct {
	sheet exam.Sheet
	log   []stop // every mistake of the exam, in order
	rate  int    // the incidents' rate chosen before the exam, given back after
	// Once over: the report's path, or why it was not written.
	over       bool
	report     string
	reportFail string
}

// round is the number of the exam's round under way (from 1).
func (e *examState) round() int { return len(e.sheet.RoundSeconds) + 1 }

// startExam starts an exam at the table: from the round about to start,
// or from the next one once this one is over (next deals it).
func (s *desk) startExam(next func()) {
	loc := s.app.Loc
	s.ex = &examState{rate: s.rate, sheet: exam.Sheet{
		Table: s.rules.ID, TableName: loc.T(locales.TableName(s.rules.ID)), Source: s.rules.Source,
		Date: time.Now(), Rounds: examRounds,
	}}
	s.exam, s.rate, s.hint = true, examRate, ""
	if s.over {
		next()
	} else {
		s.plan() // the round has not started: it brings its incident
		s.start, s.since = s.app.Tick, s.app.Tick
	}
	s.said = loc.T(locales.ForGame(locales.SchoolExamStarted, s.rules.Game), examRounds)
	s.dirty = true
}

// examined notes a step in the exam under way: the kind of step that was
// due, what it was, its time, right or wrong.
func (s *desk) examined(due string, right bool, st *stop) {
	e := s.ex
	if e == nil || e.over {
		return
	}
	e.sheet.Steps = append(e.sheet.Steps, exam.Step{Round: e.round(), Kind: s.stepKind, Due: due, Seconds: s.stepSecs, Right: right})
	if st != nil {
		e.log = append(e.log, *st)
		e.sheet.Mistakes = append(e.sheet.Mistakes, exam.Mistake{
			Round: e.round(), Did: st.did, Due: st.due, Why: st.why,
			Article: articleText(s.app.Loc, st.article), Quote: st.quote, Seconds: s.stepSecs,
		})
	}
}

// examRoundOver counts a round of the exam finished; after the last the
// exam is over: the report is written, the result kept, the practice's
// incidents' rate given back.
func (s *desk) examRoundOver() {
	e := s.ex
	if e == nil || e.over {
		return
	}
	e.sheet.RoundSeconds = append(e.sheet.RoundSeconds, float64(s.elapsed)/60)
	if !e.sheet.Done() {
		return
	}
	e.over = true
	s.exam, s.rate = false, e.rate
	a := s.app
	html, err := exam.HTML(a.Loc, &e.sheet)
	name := e.sheet.FileName()
	switch {
	case err != nil:
		e.reportFail = a.Loc.T(locales.SchoolExamReportFail, err)
	case a.Store == nil:
		e.reportFail = a.Loc.T(locales.SchoolExamReportFail, a.Loc.T(locales.SchoolExamNoFolder))
	default:
		if e.report, err = a.Store.WriteReport(name, html); err != nil {
			e.reportFail = a.Loc.T(locales.SchoolExamReportFail, err)
		}
	}
	if e.report == "" {
		name = ""
	}
	if a.Progress != nil {
		a.Progress.RecordSchoolExam(s.rules.ID, tutor.ExamResult{
			Date: e.sheet.Date, Rounds: e.sheet.Rounds, Right: e.sheet.Right(), Wrong: e.sheet.Wrong(),
			Seconds: e.sheet.Seconds(), Report: name,
		})
	}
}

// examOver reports whether the summary shown is the end of an exam.
func (s *desk) examOver() bool { return s.ex != nil && s.ex.over }

// modeLabel is the header's mode button: practice, the exam's round, or
// the exam at its end (its summary open under the header).
func (s *desk) modeLabel() string {
	loc := s.app.Loc
	if s.examOver() {
		return loc.T(locales.SchoolExam)
	}
	if s.exam && s.ex != nil {
		return loc.T(locales.SchoolExamButton, min(s.ex.round(), examRounds), examRounds)
	}
	if s.exam {
		return loc.T(locales.SchoolExam)
	}
	return loc.T(locales.SchoolPractice)
}
