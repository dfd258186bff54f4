package counting

import (
	"testing"

	"sabot/game/move"
	"sabot/rules"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

func TestIndexAdvise(t *testing.T) {
	online := allIndices(t)[rules.ItalianOnline.ID]
	arg := allIndices(t)[rules.Argentine.ID]
	hard := func(row, up int) strategy.Spot { return strategy.Spot{Section: strategy.SectionHard, Row: row, Up: up} }
	card := rules.MustParseCard
	cases := []struct {
		name     string
		table    *IndexTable
		dp       tutor.DecisionPoint
		sp       strategy.Spot
		hasSpot  bool
		tc       float64
		ok       bool
		want     move.Move
		deviates bool
	}{
		{"16 v 10 at -1", online, tutor.DecisionPoint{Up: card("TD"), Legal: move.Of(move.Hit, move.Stand)}, hard(16, 10), true, -1, true, move.Hit, false},
		{"16 v 10 at +2", online, tutor.DecisionPoint{Up: card("TD"), Legal: move.Of(move.Hit, move.Stand)}, hard(16, 10), true, 2, true, move.Stand, true},
		{"insurance at +4", online, tutor.DecisionPoint{Up: card("AS"), Legal: move.Of(move.Insurance, move.NoInsurance)}, strategy.Spot{}, false, 4, true, move.Insurance, true},
		{"insurance at +2", online, tutor.DecisionPoint{Up: card("AS"), Legal: move.Of(move.Insurance, move.NoInsurance)}, strategy.Spot{}, false, 2, true, move.NoInsurance, false},
		{"11 v 10 at +5", online, tutor.DecisionPoint{Up: card("KD"), Legal: move.Of(move.Hit, move.Stand, move.Double)}, hard(11, 10), true, 5, true, move.Double, true},
		{"11 v 10 of three cards at +5", online, tutor.DecisionPoint{Up: card("KD"), Legal: move.Of(move.Hit, move.Stand)}, hard(11, 10), true, 5, false, move.None, false},
		{"18 v 7: no index", online, tutor.DecisionPoint{Up: card("7D"), Legal: move.Of(move.Hit, move.Stand)}, hard(18, 7), true, 5, false, move.None, false},
		{"desafío at +4", arg, tutor.DecisionPoint{Legal: move.Of(move.Desafio, move.NoDesafio)}, strategy.Spot{}, false, 4, true, move.Desafio, true},
		{"A7 v 9 declared at +9", arg, tutor.DecisionPoint{Up: card("9C"), Legal: move.Of(move.AceOne, move.AceEleven)}, strategy.Spot{Section: strategy.SectionSoft, Row: 7, Up: 9}, true, 9, true, move.AceOne, true},
		{"A7 v 9 at 0", arg, tutor.DecisionPoint{Up: card("9C"), Legal: move.Of(move.AceOne, move.AceEleven)}, strategy.Spot{Section: strategy.SectionSoft, Row: 7, Up: 9}, true, 0, true, move.AceEleven, false},
		{"A7 v 9 declared 1, then hit at +9", arg, tutor.DecisionPoint{Up: card("9C"), Declared: rules.AceOne, Legal: move.Of(move.Hit, move.Stand)}, strategy.Spot{Section: strategy.SectionSoft, Row: 7, Up: 9}, true, 9, true, move.Hit, true},
		{"A7 v 9 declared 11 at +9: not the index's", arg, tutor.DecisionPoint{Up: card("9C"), Declared: rules.AceEleven, Legal: move.Of(move.Hit, move.Stand)}, strategy.Spot{Section: strategy.SectionSoft, Row: 7, Up: 9}, true, 9, false, move.None, false},
		{"no table", nil, tutor.DecisionPoint{Legal: move.Of(move.Hit, move.Stand)}, hard(16, 10), true, 2, false, move.None, false},
	}
	for _, c := range cases {
		adv, ok := c.table.Advise(c.dp, c.sp, c.hasSpot, c.tc)
		if ok != c.ok || ok && (adv.Action != c.want || adv.Deviates != c.deviates || adv.TrueCount != c.tc) {
			t.Errorf("%s: %+v %v; want %v %s deviates %v", c.name, adv, ok, c.ok, c.want, c.deviates)
		}
	}
}
