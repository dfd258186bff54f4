package bjtable

import (
	"github.com/hajimehoshi/ebiten/v2"

	"sabot/rules"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

// trShoeEV is the exact EV of a round from the cards left in the shoe,
// computed on another goroutine between rounds (an analysis of the whole
// rule set: a few hundred milliseconds), one at a time.
type trShoeEV struct {
	rs      rules.RuleSet
	ch      chan trShoeResult
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

type trShoeResult struct {
	gen int
	ev  float64
	err error
}

func (e *trShoeEV) init(rs rules.RuleSet) {
	e.rs, e.ch, e.isFull = rs, make(chan trShoeResult, 1), true
}

// fresh shows the full shoe's EV: a shuffled pack, the continuous shuffler,
// the online table.
func (e *trShoeEV) fresh() {
	e.gen++
	e.isFull, e.hasNext = true, false
}

// request asks for the EV of a composition of the shoe.
func (e *trShoeEV) request(c tutor.Composition) {
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

func (e *trShoeEV) start(c tutor.Composition) {
	e.pending = true
	go func(rs rules.RuleSet, c tutor.Composition, gen int, out chan<- trShoeResult) {
		an, err := tutor.Analyze(rs, c)
		if err != nil {
			out <- trShoeResult{gen: gen, err: err}
			return
		}
		out <- trShoeResult{gen: gen, ev: an.RoundEV()}
	}(e.rs, c, e.gen, e.ch)
}

// poll takes a finished computation; it reports whether the value shown
// changed.
func (e *trShoeEV) poll() bool {
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

// ev returns the EV to show, and false while it is computed.
func (e *trShoeEV) ev() (float64, bool) {
	if e.isFull {
		return e.full, e.hasFull
	}
	return e.value, e.known
}

// layout repaints the panel and the chart for a new size or language.
func (t *bjTrainer) layout() {
	t.panel.paint(t)
	if t.overlay != nil {
		t.overlay.layout()
	}
}

// draw draws the panel, and the chart over everything when it is open.
func (t *bjTrainer) draw(screen *ebiten.Image) {
	t.panel.Draw(screen)
	if t.overlay != nil {
		t.overlay.draw(screen)
	}
}

// botChart is the computer players' chart: the table's exact chart, waited
// for the first time (nil when the analysis failed: they play simply).
func (s *Table) botChart() *strategy.Chart {
	if s.tr.bots == nil {
		if an := s.tr.analysis(true); an != nil {
			s.tr.bots = an.Chart()
		}
	}
	return s.tr.bots
}
