package bjtable

import (
	"github.com/hajimehoshi/ebiten/v2"

	"sabot/tutor/strategy"
)

// layout repaints the panel and the chart for a new size or language.
func (t *tableTrainer) layout() {
	t.panel.Paint(t.s.app, t.s.d.Rules(), t.fb, t.shown)
	if t.overlay != nil {
		t.overlay.layout()
	}
}

// draw draws the panel, and the chart over everything when it is open.
func (t *tableTrainer) draw(screen *ebiten.Image) {
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
