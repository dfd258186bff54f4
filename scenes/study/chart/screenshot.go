package chart

import (
	"sabot/tutor/strategy"
)

// ShotStep waits for the chart, then selects its costliest difference
// from the published chart (or hard 16 v 10 where there is none).
func (s *Scene) ShotStep(tick int) bool {
	if s.grid == nil {
		return false
	}
	pick := strategy.Spot{Section: strategy.SectionHard, Row: 16, Up: 10}
	cost := -1.0
	for _, d := range s.diffs {
		if d.Cost() > cost {
			if sp, err := strategy.ParseSpotKey(d.Section + "/" + d.Hand + "/" + strategy.Spot{Up: d.Up}.UpLabel()); err == nil {
				pick, cost = sp, d.Cost()
			}
		}
	}
	s.grid.Select(pick)
	s.grid.Update(s.app.Cursor)
	return true
}
