package schooldriver

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"strings"

	"sabot/locales"
	"sabot/rules"
)

// Score counts a round's steps.
type Score struct {
	Right, Wrong, Hints int
}

// Stop is a wrong step: what the student did, what was due, why, and the
// article that rules it with the regulation's whole sentence.
type Stop struct {
	Did, Due, Why string
	Article       string
	Quote         string
}

// Core is what the desk has at every table of the school, whatever the
// game: the mode, the round's score and clock, the stopped step and the
// round's mistakes, the status line, the exam, the incidents. Blackjack and
// Punto embed it; the view reads it.
type Core struct {
	host  Host
	Rules rules.RuleSet
	// Rng draws the computer players' stakes and decisions and the
	// incidents.
	Rng *rand.Rand

	Exam    bool       // mistakes counted, not explained: an exam under way
	Ex      *ExamState // the exam under way or just over, nil in practice
	Stopped *Stop      // the last wrong step (its why shown in practice)
	Log     []Stop     // the round's wrong steps (shown at the end in the exam)
	Said    string     // the status: the last right step or a player's answer
	Hint    string     // the step shown by the hint
	Count   Score      // this round's steps
	Start   int64      // the tick the round started
	Elapsed int64      // the round's ticks, frozen at its end
	Over    bool       // the round is over
	Since   int64      // the tick the step due became due
	// Pause is the ticks before the computer player answers (at Punto
	// Banco, before the reader calls).
	Pause int
	// StepKind and StepSecs are the kind and the time of the step just
	// recorded, for the exam's sheet.
	StepKind string
	StepSecs float64

	Rate     int    // incidents: 0 none, 1 a round in 4, 2 a round in 2
	Planned  bool   // this round brings an incident
	Staged   bool   // a picture stages an incident still to come
	Incident string // the incident being handled, as the status says it
	IncKind  string // its notation ("exposed-card"), "" for none
	// RateSet: the student chose the rate while this incident is under
	// way, and the header says the rate he chose.
	RateSet bool
	Brought int // the incidents this round brought

	// Dirty: something the view shows changed; the view clears it once
	// it has painted.
	Dirty bool
}

// newCore is the desk of table r, its draws from seed.
func newCore(h Host, r rules.RuleSet, seed uint64) *Core {
	return &Core{host: h, Rules: r, Rng: rules.NewRand(seed)}
}

// Loc is the user's language.
func (c *Core) Loc() *locales.Locale { return c.host.Loc() }

// QuoteOf returns the words of the table's regulation for an article
// reference: the quote of the first topic the table cites with it (the
// engine's refusal names the article, not the topic).
func QuoteOf(r rules.RuleSet, article string) string {
	if article == "" {
		return ""
	}
	// Article and Quote say "" past the last topic.
	for t := rules.Topic(0); t < rules.Topic(255); t++ {
		if r.Article(t) == article {
			if q := r.Quote(t); q != "" {
				return q
			}
		}
	}
	return ""
}

// NewRound clears the round's score, clock and stops.
func (c *Core) NewRound() {
	now := c.host.Tick()
	c.Count = Score{}
	c.Start, c.Elapsed, c.Since = now, 0, now
	c.Stopped, c.Log = nil, nil
	c.Said, c.Hint = "", ""
	c.Over = false
	if c.ExamOver() {
		c.Ex = nil // the exam's end has been read: practice again
	}
	c.Dirty = true
}

// Right counts a right step and says it.
func (c *Core) Right(step string) {
	c.examined(step, true, nil)
	c.Count.Right++
	c.Stopped, c.Hint = nil, ""
	c.Said = c.Loc().T(locales.SchoolRight, step)
	c.Dirty = true
}

// Wrong counts a wrong step and stops on it. The last right step is no
// longer said: beside the stop, «Right: …» of an earlier step would read
// as the answer to this one.
func (c *Core) Wrong(st Stop) {
	c.examined(cmp.Or(st.Due, st.Did), false, &st)
	c.Count.Wrong++
	c.Log = append(c.Log, st)
	c.Stopped = &st
	c.Said = ""
	c.Dirty = true
}

// Clock counts the round's time; it reports whether its seconds changed.
func (c *Core) Clock() bool {
	if c.Over {
		return false
	}
	e := c.host.Tick() - c.Start
	changed := e/60 != c.Elapsed/60 // a tick may stand for many after a rest
	c.Elapsed = e
	return changed
}

// NextSecond is the tick the clock's seconds next change at, 0 once the
// round is over.
func (c *Core) NextSecond() int64 {
	if c.Over {
		return 0
	}
	return c.Start + (c.Elapsed/60+1)*60
}

// ArticleText is an article as the stop shows it: the regulation's
// reference, or the project's interpretation where the regulation is
// silent, in the user's language.
func ArticleText(loc *locales.Locale, article string) string {
	if strings.HasPrefix(article, "Interpretation") {
		return loc.T(locales.SchoolInterpretation)
	}
	return article
}

// Record counts a step in the student's progress: the kind of step that
// was due ("wait" when a player was deciding), right or wrong.
func (c *Core) Record(due fmt.Stringer, dealer, right bool) {
	now := c.host.Tick()
	c.StepKind, c.StepSecs = StepKind(due, dealer), float64(now-c.Since)/60
	c.host.RecordStep(c.Rules.ID, c.StepKind, right, c.StepSecs)
	if right {
		c.Since = now
	}
}

// StepKind is the kind of a step as the progress counts it: the kind of
// step that was due ("wait" when a player was deciding).
func StepKind(due fmt.Stringer, dealer bool) string {
	kind := "wait"
	if dealer {
		kind = due.String()
		if strings.HasPrefix(kind, "announce box ") {
			kind = "announce-box" // a box's total called (001 Desarrollo 9)
		}
		if i := strings.IndexByte(kind, ' '); i > 0 {
			kind = kind[:i]
		}
	}
	return kind
}

// Finish ends the round: its clock stops, and it is kept in the student's
// progress.
func (c *Core) Finish() {
	c.Over = true
	c.Elapsed = c.host.Tick() - c.Start
	c.Dirty = true
	exam := c.Exam
	c.examRoundOver()
	c.host.RecordRound(c.Rules.ID, float64(c.Elapsed)/60, exam)
}

// ShowHint shows step as the hint (in practice only); it counts.
func (c *Core) ShowHint(step string) {
	if c.Exam {
		return
	}
	c.Hint = step
	c.Count.Hints++
	c.Dirty = true
}

// said shows what a computer player said and starts his pause before the
// next answer; the student's next step is due from now on. It reports true
// (the desk changed).
func (c *Core) said(text string) bool {
	c.Since = c.host.Tick()
	c.Said = text
	c.Pause = BotTicks
	c.Dirty = true
	return true
}
