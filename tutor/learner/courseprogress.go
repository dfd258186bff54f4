package learner

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"sabot/rules"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

// Mastery is when a lesson's drill is mastered: Streak right answers in a
// row, or a Share of right answers over the last Window.
type Mastery struct {
	Streak int
	Window int
	Share  float64
}

// DefaultMastery is the course's threshold: 20 right in a row, or 95% of
// the last 40 (38 of them).
var DefaultMastery = Mastery{Streak: 20, Window: 40, Share: 0.95}

// Reached reports whether a lesson's answers reach the threshold.
func (m Mastery) Reached(s LessonStats) bool {
	if s.Streak >= m.Streak {
		return true
	}
	if len(s.Recent) < m.Window {
		return false
	}
	last := s.Recent[len(s.Recent)-m.Window:]
	right := strings.Count(last, "1")
	return float64(right) >= m.Share*float64(m.Window)-1e-9
}

// ReviewIntervals are the spaced review's intervals: a cell mastered comes
// back after a day, then three days, then a week; passing the week's
// review retires it.
var ReviewIntervals = []time.Duration{24 * time.Hour, 3 * 24 * time.Hour, 7 * 24 * time.Hour}

// Review is the spaced review of one cell of a mastered lesson.
type Review struct {
	// Step is the interval the cell waits (an index of ReviewIntervals);
	// len(ReviewIntervals) when it is retired.
	Step int `json:"step"`
	// Due is when it comes back (zero once retired).
	Due time.Time `json:"due"`
}

// Retired reports whether the cell passed every review.
func (r Review) Retired() bool { return r.Step >= len(ReviewIntervals) }

// maxRecent is how many of a lesson's last answers are kept.
const maxRecent = 40

// LessonStats is a player's record in one lesson.
type LessonStats struct {
	// Answers and Right count the drill's answers.
	Answers int `json:"answers"`
	Right   int `json:"right"`
	// Streak is the right answers in a row now.
	Streak int `json:"streak"`
	// Recent holds the last answers, oldest first: '1' right, '0' wrong.
	Recent string `json:"recent"`
	// Mastered is when the lesson was mastered (nil before).
	Mastered *time.Time `json:"mastered,omitempty"`
	// Reviews is the spaced review of the lesson's cells, by cell key,
	// from the mastery on.
	Reviews map[string]*Review `json:"reviews,omitempty"`
}

// CourseStats is a player's course at one table: his record in each
// lesson, by lesson id.
type CourseStats struct {
	Lessons map[string]*LessonStats `json:"lessons"`
}

// CourseAt returns the course record at a table (empty when none).
func (p *Progress) CourseAt(table string) CourseStats {
	if c := p.Courses[table]; c != nil {
		return *c
	}
	return CourseStats{}
}

// Lesson returns the record of a lesson (zero when never drilled).
func (c CourseStats) Lesson(id string) LessonStats {
	if l := c.Lessons[id]; l != nil {
		return *l
	}
	return LessonStats{}
}

// lessonOf returns the record of a lesson, made when missing.
func (p *Progress) lessonOf(table, id string) *LessonStats {
	if p.Courses == nil {
		p.Courses = map[string]*CourseStats{}
	}
	c := p.Courses[table]
	if c == nil {
		c = &CourseStats{}
		p.Courses[table] = c
	}
	if c.Lessons == nil {
		c.Lessons = map[string]*LessonStats{}
	}
	l := c.Lessons[id]
	if l == nil {
		l = &LessonStats{}
		c.Lessons[id] = l
	}
	return l
}

// RecordLesson counts an answer of a lesson's drill at time at, on the
// cell of key. Before the mastery it counts toward it, and the answer that
// reaches it masters the lesson and schedules the review of every cell a
// day later (mastered is then true). After the mastery an answer on a cell
// whose review is due moves the review on: right, to the next interval
// (the last one retires it); wrong, back to the interval before.
func (p *Progress) RecordLesson(table string, l *Lesson, key string, right bool, at time.Time) (mastered bool) {
	s := p.lessonOf(table, l.ID)
	if s.Mastered != nil {
		if r := s.Reviews[key]; r != nil && !r.Retired() && !r.Due.After(at) {
			if right {
				r.Step++
			} else {
				r.Step = max(r.Step-1, 0)
			}
			r.Due = time.Time{}
			if !r.Retired() {
				r.Due = at.Add(ReviewIntervals[r.Step])
			}
		}
	}
	if s.Answers < MaxDecisions {
		s.Answers++
		if right {
			s.Right++
		}
	}
	bit := "0"
	if right {
		bit = "1"
		s.Streak = min(s.Streak+1, MaxDecisions)
	} else {
		s.Streak = 0
	}
	s.Recent += bit
	if len(s.Recent) > maxRecent {
		s.Recent = s.Recent[len(s.Recent)-maxRecent:]
	}
	if s.Mastered == nil && DefaultMastery.Reached(*s) {
		t := at
		s.Mastered = &t
		s.Reviews = map[string]*Review{}
		for _, k := range l.Keys() {
			s.Reviews[k] = &Review{Due: at.Add(ReviewIntervals[0])}
		}
		return true
	}
	return false
}

// LessonState is where a lesson of a course stands for the player.
type LessonState uint8

// The states of a lesson.
const (
	// LessonLocked: the lesson before it is not mastered yet.
	LessonLocked LessonState = iota
	// LessonOpen: open, not mastered.
	LessonOpen
	// LessonMastered: mastered, no cell due for review.
	LessonMastered
	// LessonDue: mastered, and cells are due for review.
	LessonDue
)

var lessonStateNames = [...]string{"locked", "open", "mastered", "due"}

// String returns locked, open, mastered or due.
func (s LessonState) String() string {
	if int(s) < len(lessonStateNames) {
		return lessonStateNames[s]
	}
	return "?"
}

// States returns the state of each lesson of a course at time now: the
// first lesson is always open, each next one opens when the one before
// is mastered.
func (c *Course) States(st CourseStats, now time.Time) []LessonState {
	out := make([]LessonState, len(c.Lessons))
	open := true
	for i, l := range c.Lessons {
		ls := st.Lesson(l.ID)
		switch {
		case !open:
			out[i] = LessonLocked
		case ls.Mastered == nil:
			out[i] = LessonOpen
		case len(DueKeys(ls, now)) > 0:
			out[i] = LessonDue
		default:
			out[i] = LessonMastered
		}
		open = ls.Mastered != nil
	}
	return out
}

// Mastered counts the lessons of a course mastered.
func (c *Course) Mastered(st CourseStats) int {
	n := 0
	for _, l := range c.Lessons {
		if st.Lesson(l.ID).Mastered != nil {
			n++
		}
	}
	return n
}

// DueKeys returns the keys of a lesson's cells due for review at time now,
// sorted.
func DueKeys(ls LessonStats, now time.Time) []string {
	var out []string
	for k, r := range ls.Reviews {
		if !r.Retired() && !r.Due.After(now) {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

// NextDue returns when the next review of a lesson comes, and false when
// none is waiting.
func NextDue(ls LessonStats) (time.Time, bool) {
	var next time.Time
	found := false
	for _, r := range ls.Reviews {
		if !r.Retired() && (!found || r.Due.Before(next)) {
			next, found = r.Due, true
		}
	}
	return next, found
}

// LessonIDs returns the ids of the lessons a table's course may have, in
// order, from its rules alone (NewCourse may leave out one with nothing to
// drill): what a saved progress is checked against.
func LessonIDs(rs rules.RuleSet) []string {
	if !rs.IsBlackjack() {
		return []string{LessonPunto, LessonTabella}
	}
	ids := []string{LessonHard, LessonSoft, LessonPairs}
	if rs.AceDeclaration {
		ids = append(ids, LessonAce)
	}
	if rs.Desafio {
		ids = append(ids, LessonDesafio)
	}
	ids = append(ids, LessonNoPeek)
	if rs.Double == rules.DoubleNineToEleven || rs.Double == rules.DoubleElevenOnly {
		ids = append(ids, LessonDouble)
	}
	if rs.Insurance != rules.InsuranceNone {
		ids = append(ids, LessonInsurance)
	}
	if rs.ID == rules.ItalianOnline.ID {
		ids = append(ids, LessonPublished)
	}
	return ids
}

// checkCellKey says what is wrong with a lesson cell's key read from a
// file: a chart cell, a side question or a Tabella cell, as the table's
// game has them.
func checkCellKey(rs rules.RuleSet, key string) error {
	if !rs.IsBlackjack() {
		for p := 0; p <= 9; p++ {
			if key == (TabellaCell{Points: p}).Key() {
				return nil
			}
		}
		for b := 0; b <= 7; b++ {
			for t := -1; t <= 9; t++ {
				if key == (TabellaCell{Turn: 1, Points: b, Third: t}).Key() {
					return nil
				}
			}
		}
		return fmt.Errorf("cell %q: not a cell of the Tabella", key)
	}
	if strings.HasPrefix(key, "side/") {
		for _, q := range []SideQuestion{{Offer: tutor.Insurance, Up: 1}, {Offer: tutor.EvenMoney, Up: 1}, {Offer: tutor.EvenMoney, Up: 10}, {Offer: tutor.Desafio}} {
			if key == q.Key() {
				return nil
			}
		}
		return fmt.Errorf("cell %q: not a side question", key)
	}
	s, err := strategy.ParseSpotKey(key)
	if err != nil {
		return err
	}
	if s.Section == strategy.SectionSoftDrawn && !rs.AceDeclaration {
		return fmt.Errorf("cell %q: no such section at this table", key)
	}
	return nil
}

// checkCourses says what is wrong with the courses read from a file: an
// unknown table or lesson, a count out of range, answers that are not
// 0s and 1s, a review of an unknown cell or at an unknown step.
func (p *Progress) checkCourses() error {
	ids := make([]string, 0, len(p.Courses))
	for id := range p.Courses {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		c := p.Courses[id]
		rs, err := rules.ByID(id)
		if err != nil {
			return fmt.Errorf("progress: course, table %q: %v", id, err)
		}
		if c == nil {
			return fmt.Errorf("progress: course, table %s: no lessons", id)
		}
		known := map[string]bool{}
		for _, l := range LessonIDs(rs) {
			known[l] = true
		}
		for lid, l := range c.Lessons {
			where := fmt.Sprintf("progress: course, table %s, lesson %q", id, lid)
			switch {
			case !known[lid]:
				return fmt.Errorf("%s: no such lesson at this table", where)
			case l == nil:
				return fmt.Errorf("%s: no record", where)
			case l.Answers < 0 || l.Answers > MaxDecisions || l.Right < 0 || l.Right > l.Answers:
				return fmt.Errorf("%s: %d right of %d answers", where, l.Right, l.Answers)
			case l.Streak < 0 || l.Streak > l.Right:
				return fmt.Errorf("%s: a streak of %d with %d right", where, l.Streak, l.Right)
			case len(l.Recent) > maxRecent || len(l.Recent) > l.Answers || strings.Trim(l.Recent, "01") != "":
				return fmt.Errorf("%s: last answers %q: want up to %d of 0 and 1", where, l.Recent, maxRecent)
			case l.Mastered == nil && len(l.Reviews) > 0:
				return fmt.Errorf("%s: reviews before the mastery", where)
			}
			for k, r := range l.Reviews {
				if err := checkCellKey(rs, k); err != nil {
					return fmt.Errorf("%s: %v", where, err)
				}
				if r == nil || r.Step < 0 || r.Step > len(ReviewIntervals) {
					return fmt.Errorf("%s, cell %s: bad review", where, k)
				}
			}
			if l.Mastered != nil && len(l.Reviews) == 0 {
				// "reviews": {} reads as none, as it is written back.
				l.Reviews = nil
			}
		}
	}
	return nil
}
