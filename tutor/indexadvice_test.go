package tutor

import (
	"testing"

	"sabot/rules"
)
import "sabot/tutor/strategy"

func TestIndexAdvise(t *testing.T) {
	online := allIndices(t)[rules.ItalianOnline.ID]
	arg := allIndices(t)[rules.Argentine.ID]
	hard := func(row, up int) strategy.Spot { return strategy.Spot{Section: strategy.SectionHard, Row: row, Up: up} }
	card := rules.MustParseCard
	cases := []struct {
		name     string
		table    *IndexTable
		dp       DecisionPoint
		sp       strategy.Spot
		hasSpot  bool
		tc       float64
		ok       bool
		want     Action
		deviates bool
	}{
		{"16 v 10 at -1", online, DecisionPoint{Up: card("TD"), Legal: Actions(Hit, Stand)}, hard(16, 10), true, -1, true, Hit, false},
		{"16 v 10 at +2", online, DecisionPoint{Up: card("TD"), Legal: Actions(Hit, Stand)}, hard(16, 10), true, 2, true, Stand, true},
		{"insurance at +4", online, DecisionPoint{Up: card("AS"), Legal: Actions(Insurance, NoInsurance)}, strategy.Spot{}, false, 4, true, Insurance, true},
		{"insurance at +2", online, DecisionPoint{Up: card("AS"), Legal: Actions(Insurance, NoInsurance)}, strategy.Spot{}, false, 2, true, NoInsurance, false},
		{"11 v 10 at +5", online, DecisionPoint{Up: card("KD"), Legal: Actions(Hit, Stand, Double)}, hard(11, 10), true, 5, true, Double, true},
		{"11 v 10 of three cards at +5", online, DecisionPoint{Up: card("KD"), Legal: Actions(Hit, Stand)}, hard(11, 10), true, 5, false, NoAction, false},
		{"18 v 7: no index", online, DecisionPoint{Up: card("7D"), Legal: Actions(Hit, Stand)}, hard(18, 7), true, 5, false, NoAction, false},
		{"desafío at +4", arg, DecisionPoint{Legal: Actions(Desafio, NoDesafio)}, strategy.Spot{}, false, 4, true, Desafio, true},
		{"A7 v 9 declared at +9", arg, DecisionPoint{Up: card("9C"), Legal: Actions(AceOne, AceEleven)}, strategy.Spot{Section: strategy.SectionSoft, Row: 7, Up: 9}, true, 9, true, AceOne, true},
		{"A7 v 9 at 0", arg, DecisionPoint{Up: card("9C"), Legal: Actions(AceOne, AceEleven)}, strategy.Spot{Section: strategy.SectionSoft, Row: 7, Up: 9}, true, 0, true, AceEleven, false},
		{"A7 v 9 declared 1, then hit at +9", arg, DecisionPoint{Up: card("9C"), Declared: rules.AceOne, Legal: Actions(Hit, Stand)}, strategy.Spot{Section: strategy.SectionSoft, Row: 7, Up: 9}, true, 9, true, Hit, true},
		{"A7 v 9 declared 11 at +9: not the index's", arg, DecisionPoint{Up: card("9C"), Declared: rules.AceEleven, Legal: Actions(Hit, Stand)}, strategy.Spot{Section: strategy.SectionSoft, Row: 7, Up: 9}, true, 9, false, NoAction, false},
		{"no table", nil, DecisionPoint{Legal: Actions(Hit, Stand)}, hard(16, 10), true, 2, false, NoAction, false},
	}
	for _, c := range cases {
		adv, ok := c.table.Advise(c.dp, c.sp, c.hasSpot, c.tc)
		if ok != c.ok || ok && (adv.Action != c.want || adv.Deviates != c.deviates || adv.TrueCount != c.tc) {
			t.Errorf("%s: %+v %v; want %v %s deviates %v", c.name, adv, ok, c.ok, c.want, c.deviates)
		}
	}
}
