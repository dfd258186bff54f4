package school

import (
	"sabot/driver/schooldriver"
	"sabot/locales"
	"sabot/scenes/session"
	"sabot/tutor/learner"
)

// host is the session as the school's driver sees it
// (schooldriver.Host).
type host struct{ a *session.Context }

// Loc implements schooldriver.Host.
func (h host) Loc() *locales.Locale { return h.a.Loc }

// Tick implements schooldriver.Host.
func (h host) Tick() int64 { return h.a.Tick }

// Notify implements schooldriver.Host.
func (h host) Notify(key locales.Key, args ...any) { h.a.Notify(key, args...) }

// RecordStep implements schooldriver.Host.
func (h host) RecordStep(table, kind string, right bool, seconds float64) {
	if h.a.Progress != nil {
		h.a.Progress.RecordSchoolStep(table, kind, right, seconds)
	}
}

// RecordRound implements schooldriver.Host: the round kept in the
// progress, saved.
func (h host) RecordRound(table string, seconds float64, exam bool) {
	if h.a.Progress != nil {
		h.a.Progress.RecordSchoolRound(table, seconds, exam)
		h.a.SaveProgress()
	}
}

// RecordExam implements schooldriver.Host.
func (h host) RecordExam(table string, e learner.ExamResult) {
	if h.a.Progress != nil {
		h.a.Progress.RecordSchoolExam(table, e)
	}
}

// WriteReport implements schooldriver.Host: the report beside the saves.
func (h host) WriteReport(name string, html []byte) (string, error) {
	if h.a.Store == nil {
		return "", schooldriver.ErrNoFolder
	}
	return h.a.Store.WriteReport(name, html)
}
