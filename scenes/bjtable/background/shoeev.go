package background

import (
	"sabot/rules"
	"sabot/tutor"
)

// ShoeEV is the exact EV of a round from the cards left in the shoe,
// computed on another goroutine between rounds (an analysis of the whole
// rule set: a few hundred milliseconds), one at a time.
type ShoeEV struct {
	rs      rules.RuleSet
	ch      chan shoeResult
	pending bool
	next    tutor.Composition
	hasNext bool
	gen     int
	value   float64
	known   bool
	// full is the EV from a full shoe, from the table's analysis.
	full    float64
	hasFull bool
	isFull  bool // the value shown is the full shoe's
}

type shoeResult struct {
	gen int
	ev  float64
	err error
}

func (e *ShoeEV) Init(rs rules.RuleSet) {
	e.rs, e.ch, e.isFull = rs, make(chan shoeResult, 1), true
}

// Fresh shows the full shoe's EV: a shuffled pack, the continuous shuffler,
// the online table.
func (e *ShoeEV) Fresh() {
	e.gen++
	e.isFull, e.hasNext = true, false
}

// Request asks for the EV of a composition of the shoe.
func (e *ShoeEV) Request(c tutor.Composition) {
	e.gen++
	if c == tutor.FullShoe(e.rs.Decks) {
		e.isFull, e.hasNext = true, false
		return
	}
	e.isFull, e.known = false, false
	if e.pending {
		e.next, e.hasNext = c, true
		return
	}
	e.start(c)
}

func (e *ShoeEV) start(c tutor.Composition) {
	e.pending = true
	go func(rs rules.RuleSet, c tutor.Composition, gen int, out chan<- shoeResult) {
		an, err := tutor.Analyze(rs, c)
		if err != nil {
			out <- shoeResult{gen: gen, err: err}
			return
		}
		out <- shoeResult{gen: gen, ev: an.RoundEV()}
	}(e.rs, c, e.gen, e.ch)
}

// Poll takes a finished computation; it reports whether the value shown
// changed.
func (e *ShoeEV) Poll() bool {
	select {
	case r := <-e.ch:
		e.pending = false
		changed := false
		if r.gen == e.gen && r.err == nil {
			e.value, e.known, changed = r.ev, true, true
		}
		if e.hasNext {
			e.hasNext = false
			e.start(e.next)
		}
		return changed
	default:
		return false
	}
}

// EV returns the EV to show, and false while it is computed.
func (e *ShoeEV) EV() (float64, bool) {
	if e.isFull {
		return e.full, e.hasFull
	}
	return e.value, e.known
}

// SetFull sets the EV from a full shoe, once the table's analysis has it.
func (e *ShoeEV) SetFull(ev float64) { e.full, e.hasFull = ev, true }

// Pending reports whether an EV is being computed.
func (e *ShoeEV) Pending() bool { return e.pending }
