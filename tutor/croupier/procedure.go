package croupier

import (
	"fmt"
	"math/rand/v2"
)

// ProcKind is a kind of procedure a croupier follows.
type ProcKind uint8

// The kinds of procedure.
const (
	ProcOpening  ProcKind = iota // opening the table: the decks checked, shuffled, cut, burnt
	ProcShuffle                  // shuffling and cutting a new shoe
	ProcRound                    // who is asked what and when during a round
	ProcClosing                  // closing the table
	NumProcKinds                 // the number of kinds
)

var procNames = [NumProcKinds]string{"opening", "shuffle", "round", "closing"}

// String returns "opening", "shuffle", "round" or "closing".
func (k ProcKind) String() string {
	if k >= NumProcKinds {
		return "unknown"
	}
	return procNames[k]
}

// Step is one step of a procedure: what the croupier does, named by ID
// (the scene says it in the user's language), with the article of the
// regulation that rules it and the regulation's own words, quoted
// verbatim ("…" where cut).
type Step struct {
	ID      string
	Article string
	Quote   string
}

// Procedure is a procedure of a table: its steps in the regulation's
// order.
type Procedure struct {
	Kind  ProcKind
	Steps []Step
}

// Question is a question of the procedure quiz: named by ID, its answers
// named by their IDs with the right one first, and the article and the
// regulation's words that give the right answer.
type Question struct {
	ID      string
	Answers []string
	Article string
	Quote   string
}

// Regulation is what one table's regulation says of its procedures: the
// table's rules.RuleSet ID, the number of its seed file ("004"), the
// language it is written in ("it", "es"), its procedures and the quiz's
// questions.
type Regulation struct {
	Table      string
	Seed       string
	Lang       string
	Procedures []Procedure
	Questions  []Question
}

// Procedure returns the table's procedure of kind k, if it has one.
func (r Regulation) Procedure(k ProcKind) (Procedure, bool) {
	for _, p := range r.Procedures {
		if p.Kind == k {
			return p, true
		}
	}
	return Procedure{}, false
}

// Regulations returns the procedures of every table, in the order of
// rules.IDs.
func Regulations() []Regulation {
	out := make([]Regulation, len(regulations))
	copy(out, regulations)
	return out
}

// RegulationOf returns the procedures of the table with the rule-set ID
// id; the error names an unknown table.
func RegulationOf(id string) (Regulation, error) {
	for _, r := range regulations {
		if r.Table == id {
			return r, nil
		}
	}
	return Regulation{}, fmt.Errorf("table %q: no procedures known", id)
}

// Ordering is a procedure to put in order: its steps shown shuffled, and
// how many of them the student has put in place.
type Ordering struct {
	Proc Procedure
	// Shown[i] is the index in Proc.Steps of the step shown at i.
	Shown []int
	// Placed counts the steps put in place: Proc.Steps[:Placed].
	Placed int
}

// Done reports whether every step is in place.
func (o Ordering) Done() bool { return o.Placed >= len(o.Proc.Steps) }

// Due returns the step that comes next; ok is false when every step is in
// place.
func (o Ordering) Due() (s Step, ok bool) {
	if o.Done() {
		return Step{}, false
	}
	return o.Proc.Steps[o.Placed], true
}

// DueShown returns where the step that comes next is shown, or -1.
func (o Ordering) DueShown() int {
	for i, k := range o.Shown {
		if k == o.Placed {
			return i
		}
	}
	return -1
}

// IsPlaced reports whether the step shown at i is already in place.
func (o Ordering) IsPlaced(i int) bool {
	return i >= 0 && i < len(o.Shown) && o.Shown[i] < o.Placed
}

// Place takes the student's choice of the step shown at i as the next
// one: when it is the step due it is put in place and right is true; a
// wrong one leaves the ordering as it was. The error names a choice that
// is no choice: no such step, one already placed, or nothing left to
// place.
func (o *Ordering) Place(i int) (right bool, err error) {
	switch {
	case o.Done():
		return false, fmt.Errorf("every step is in place")
	case i < 0 || i >= len(o.Shown):
		return false, fmt.Errorf("step %d: %d are shown", i, len(o.Shown))
	case o.IsPlaced(i):
		return false, fmt.Errorf("step %d is already in place", i)
	}
	if o.Shown[i] != o.Placed {
		return false, nil
	}
	o.Placed++
	return true, nil
}

// Quiz is a question of the procedure quiz with its answers shown
// shuffled.
type Quiz struct {
	Q Question
	// Shown[i] is the index in Q.Answers of the answer shown at i; the
	// right answer is Q.Answers[0].
	Shown []int
}

// Right reports whether the answer shown at i is the right one.
func (q Quiz) Right(i int) bool { return i >= 0 && i < len(q.Shown) && q.Shown[i] == 0 }

// RightShown returns where the right answer is shown.
func (q Quiz) RightShown() int {
	for i, k := range q.Shown {
		if k == 0 {
			return i
		}
	}
	return -1
}

// ProcedureDrill deals the procedure drill at one table: its procedures to
// put in order, one after the other, and its questions, each once in a
// pass through them in a random order.
type ProcedureDrill struct {
	rng  *rand.Rand
	reg  Regulation
	proc int   // the next procedure to put in order
	deck []int // the questions left in this pass, next last
	last int   // the last question asked, -1 before the first
}

// NewProcedureDrill returns the procedure drill at table id (a rules.RuleSet
// ID), its random choices from rng. The error names an unknown table, a
// table with no procedure or question, or no random source.
func NewProcedureDrill(id string, rng *rand.Rand) (*ProcedureDrill, error) {
	if rng == nil {
		return nil, fmt.Errorf("no random source")
	}
	reg, err := RegulationOf(id)
	if err != nil {
		return nil, err
	}
	if len(reg.Procedures) == 0 || len(reg.Questions) == 0 {
		return nil, fmt.Errorf("table %q: no procedure or no question", id)
	}
	return &ProcedureDrill{rng: rng, reg: reg, last: -1}, nil
}

// Regulation returns what the drill's table's regulation says.
func (d *ProcedureDrill) Regulation() Regulation { return d.reg }

// NextOrdering returns the next procedure of the table with its steps
// shuffled, never in their right order when there are two or more.
func (d *ProcedureDrill) NextOrdering() Ordering {
	p := d.reg.Procedures[d.proc%len(d.reg.Procedures)]
	d.proc++
	shown := d.rng.Perm(len(p.Steps))
	for try := 0; try < 8 && len(shown) > 1 && inOrder(shown); try++ {
		d.rng.Shuffle(len(shown), func(i, j int) { shown[i], shown[j] = shown[j], shown[i] })
	}
	if len(shown) > 1 && inOrder(shown) {
		shown[0], shown[1] = shown[1], shown[0]
	}
	return Ordering{Proc: p, Shown: shown}
}

func inOrder(p []int) bool {
	for i, k := range p {
		if k != i {
			return false
		}
	}
	return true
}

// NextQuiz returns the next question with its answers shuffled: every
// question once in a random order, then again, never the same twice in a
// row.
func (d *ProcedureDrill) NextQuiz() Quiz {
	if len(d.deck) == 0 {
		d.deck = d.rng.Perm(len(d.reg.Questions))
		if n := len(d.deck); n > 1 && d.deck[n-1] == d.last {
			d.deck[0], d.deck[n-1] = d.deck[n-1], d.deck[0]
		}
	}
	k := d.deck[len(d.deck)-1]
	d.deck = d.deck[:len(d.deck)-1]
	d.last = k
	q := d.reg.Questions[k]
	return Quiz{Q: q, Shown: d.rng.Perm(len(q.Answers))}
}
