package exam

import (
	"path"
	"strings"
	"time"
)

// Step is one step of the exam: the kind of step that was due ("deal",
// "pay"…, as the school's progress counts them), what it was in the
// student's language, the seconds from the moment it was due to the
// moment it was taken, and whether the student took it right.
type Step struct {
	Round   int
	Kind    string
	Due     string
	Seconds float64
	Right   bool
}

// Mistake is a wrong step: what the student did, what was due, why it was
// wrong, the article of the regulation it broke and that article's words.
type Mistake struct {
	Round    int
	Did, Due string
	Why      string
	Article  string
	Quote    string
	Seconds  float64
}

// Sheet is the record of one exam at one table.
type Sheet struct {
	// Table is the table's id ("italian-classic"), TableName its name in
	// the student's language.
	Table, TableName string
	// Source is the regulation the table follows, as the game knows it
	// (rules.RuleSet.Source: "seeds/000_9767e596cc61299a.txt").
	Source string
	// Date is when the exam started.
	Date time.Time
	// Rounds is how many rounds the exam has; RoundSeconds the time of
	// each round finished, in order.
	Rounds       int
	RoundSeconds []float64
	// Steps are every step taken, in order; Mistakes the wrong ones with
	// their article.
	Steps    []Step
	Mistakes []Mistake
}

// Right and Wrong count the steps taken right and the mistakes.
func (s *Sheet) Right() int {
	n := 0
	for _, st := range s.Steps {
		if st.Right {
			n++
		}
	}
	return n
}

// Wrong counts the mistakes.
func (s *Sheet) Wrong() int { return len(s.Mistakes) }

// Seconds is the time of the rounds finished, added up.
func (s *Sheet) Seconds() float64 {
	t := 0.0
	for _, r := range s.RoundSeconds {
		t += r
	}
	return t
}

// Done reports whether every round of the exam is finished.
func (s *Sheet) Done() bool { return s.Rounds > 0 && len(s.RoundSeconds) >= s.Rounds }

// Version is the regulation's version as the game knows it: the seed's
// number and the hash in its file name ("000 · 9767e596cc61299a"), or the
// source as it is when it is not a seed's name.
func Version(source string) string {
	base := strings.TrimSuffix(path.Base(source), ".txt")
	if id, hash, ok := strings.Cut(base, "_"); ok && id != "" && hash != "" {
		return id + " · " + hash
	}
	return source
}

// FileName is the report's file name: the table and the exam's start,
// "exam-italian-classic-20261128-0352.html".
func (s *Sheet) FileName() string {
	return "exam-" + s.Table + "-" + s.Date.Format("20060102-1504") + ".html"
}
