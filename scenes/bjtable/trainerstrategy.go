package bjtable

import (
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/bjtable/background"
	"sabot/trainer"
	"sabot/tutor"
	"sabot/tutor/counting"
	"sabot/tutor/strategy"
)

// The trainer's strategy at the table: the exact analysis of the table
// (the chart, the EV of a round, the casino's published chart and where it
// differs), computed on another goroutine when the table opens, and the
// Hi-Lo index plays, computed the first time the count is shown.

// analysis returns the table's strategy, waiting for it the first time it
// is needed before it arrived (it is computed when the table opens, so it
// is there long before the first decision); nil when it failed.
func (t *tableTrainer) analysis(wait bool) *tutor.Analysis {
	if !t.have {
		if wait {
			t.take(<-t.anCh)
		} else {
			select {
			case r := <-t.anCh:
				t.take(r)
			default:
			}
		}
	}
	return t.ta.An
}

func (t *tableTrainer) take(r background.Analysis) {
	t.ta, t.have = r, true
	if r.Err != nil {
		t.s.app.Notify(locales.TrainerFailed, r.Err)
		return
	}
	t.shoeEV.SetFull(r.Full)
	t.s.dirty = true
}

// published reports whether the trainer grades by the casino's chart: at
// the table that publishes one, when the user chose it.
func (t *tableTrainer) published() bool {
	return t.ta.Published != nil && t.s.app.Settings.ChartReference.Published()
}

// chart is the chart the trainer grades by.
func (t *tableTrainer) chart() *strategy.Chart {
	if t.published() {
		return t.ta.Published
	}
	if t.ta.An == nil {
		return nil
	}
	return t.ta.An.Chart()
}

// indices returns the table's index plays: nil until they are computed,
// which the first call starts; with wait, once they are (a screenshot's
// picture must not depend on how fast they came). Nil too when they
// failed: the panel goes without its index line.
func (t *tableTrainer) indices(wait bool) *counting.IndexTable {
	if !t.idxAsked {
		t.idxAsked = true
		go func(rs rules.RuleSet, out chan<- *counting.IndexTable) {
			it, err := counting.Indices(rs)
			if err != nil {
				it = nil
			}
			out <- it
		}(t.s.d.Rules(), t.idxCh)
	}
	if t.idxDone {
		return t.idx
	}
	if wait {
		t.idx, t.idxDone = <-t.idxCh, true
		return t.idx
	}
	select {
	case it := <-t.idxCh:
		t.idx, t.idxDone = it, true
	default:
	}
	return t.idx
}

// adviceFor is the index play at question q for the count as it stands,
// when the count is shown; nil otherwise, or while the index plays are
// being computed, or where the cell has none.
func (t *tableTrainer) adviceFor(q trainer.Question) *counting.IndexAdvice {
	if !t.s.app.Settings.ShowCount {
		return nil
	}
	tc := t.count.True(max(t.s.sabot.left, 0))
	adv, ok := t.indices(t.shot != "").Advise(q.Point, q.Spot, q.HasSpot, tc)
	if !ok {
		return nil
	}
	return &adv
}
