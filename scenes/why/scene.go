package why

import (
	"github.com/hajimehoshi/ebiten/v2"

	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/session"
	"sabot/scenes/widget"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

// Scene is the Why view of one decision.
type Scene struct {
	app  *session.Context
	dp   tutor.DecisionPoint
	back session.Scene
	spot strategy.Spot
	// hasSpot: the decision is a chart cell's (the book page marks it).
	hasSpot bool

	results chan result
	why     *tutor.Why
	err     error
	// The comparison with the book's chart, once computed: the cells
	// where it differs, and the table's cell of this decision.
	diffs     []tutor.BookDifference
	tableCell strategy.Cell
	bookDone  bool
	bookErr   error

	book    bool // the book page is shown
	layer   widget.Layer
	targets []input.Target
	hovered int
	dirty   bool
	deck    *draw.Deck
}

// result is what the background computation hands over: the why, then
// the book's comparison.
type result struct {
	why      *tutor.Why
	err      error
	book     bool
	diffs    []tutor.BookDifference
	cell     strategy.Cell
	hasCell  bool
	bookErrs error
}

// The clickable items besides Back.
const (
	targetBook = 1 + iota
)

// New returns the Why view of decision dp; Esc returns to back.
func New(a *session.Context, dp tutor.DecisionPoint, back session.Scene) *Scene {
	s := &Scene{app: a, dp: dp, back: back, hovered: -1, results: make(chan result, 2)}
	if !dp.IsSide() {
		s.spot, s.hasSpot = spotOf(dp)
	}
	go compute(dp, s.spot, s.hasSpot, s.results)
	return s
}

// spotOf is the chart cell of the decision, if it has one.
func spotOf(dp tutor.DecisionPoint) (strategy.Spot, bool) {
	canSplit := len(dp.Hand) == 2 && rules.IsPair(dp.Hand[0], dp.Hand[1], dp.Rules.Pairs) && !dp.FromSplit
	if dp.Legal != 0 {
		canSplit = dp.Legal.Has(tutor.Split)
	}
	return strategy.SpotOf(dp.Rules, dp.Hand, dp.Declared, dp.Up, canSplit)
}

// compute explains the decision, then compares the table's chart with the
// book's (a tenth of a second each, or more with splits).
func compute(dp tutor.DecisionPoint, sp strategy.Spot, hasSpot bool, out chan<- result) {
	w, err := tutor.Explain(dp)
	out <- result{why: w, err: err}
	r := result{book: true}
	an, err := tutor.AnalyzeRules(dp.Rules)
	if err != nil {
		r.bookErrs = err
		out <- r
		return
	}
	r.diffs, r.bookErrs = an.BookDifferences()
	if hasSpot {
		r.cell, r.hasCell = an.Chart().Cell(sp), true
	}
	out <- r
}

// Ready reports whether the analysis is there (or failed), and with
// book, the comparison with the book's chart too.
func (s *Scene) Ready(book bool) bool {
	return (s.why != nil || s.err != nil) && (!book || s.bookDone)
}

// Book reports whether the book page is shown.
func (s *Scene) Book() bool { return s.book }

// ShowBook shows the book page (true) or the plays.
func (s *Scene) ShowBook(on bool) {
	s.book, s.dirty = on, true
}

// Why returns the analysis, nil while it is computed.
func (s *Scene) Why() *tutor.Why { return s.why }

// Differences returns the cells where the book's chart differs at this
// table (nil until computed).
func (s *Scene) Differences() []tutor.BookDifference { return s.diffs }

// Back returns the scene Esc returns to.
func (s *Scene) Back() session.Scene { return s.back }

// Targets implements session.Scene.
func (s *Scene) Targets() []input.Target { return s.targets }

// Layout implements session.Scene.
func (s *Scene) Layout(a *session.Context) {
	s.deck = a.Deck(whyCardW)
	s.paint()
}

// Still implements session.Still: nothing moves once the analysis is in.
func (s *Scene) Still() bool { return s.Ready(true) }

// Update implements session.Scene.
func (s *Scene) Update(a *session.Context, events []input.Event) error {
	s.collect()
	if h := widget.Hover(s.targets, a.Cursor); h != s.hovered {
		s.hovered, s.dirty = h, true
	}
	for _, e := range events {
		switch {
		case e.Action == input.Back || e.Action == input.Why:
			a.GoTo(s.back)
			return nil
		case e.Action == input.Reference || (e.Action == input.Select && e.Index == targetBook):
			s.ShowBook(!s.book)
		}
	}
	if s.dirty {
		s.paint()
	}
	return nil
}

// collect takes what the background computation has finished.
func (s *Scene) collect() {
	for {
		select {
		case r := <-s.results:
			if r.book {
				s.diffs, s.bookErr, s.bookDone = r.diffs, r.bookErrs, true
				if r.hasCell {
					s.tableCell = r.cell
				}
			} else {
				s.why, s.err = r.why, r.err
			}
			s.dirty = true
		default:
			return
		}
	}
}

// ShotStep is the screenshot's wait: the picture is ready once the
// analysis and the comparison with the book are in.
func (s *Scene) ShotStep(tick int) bool {
	s.collect()
	if s.dirty {
		s.paint()
	}
	return s.Ready(true)
}

// Draw implements session.Scene.
func (s *Scene) Draw(screen *ebiten.Image) {
	s.app.DrawBackdrop(screen)
	s.layer.Draw(screen)
}
