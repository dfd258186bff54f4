package rules

import (
	"reflect"
	"testing"
)

// 004's reserved table dealt from a shoe is the Shuffler Mate table in every
// rule but how the cards come (Le attrezzature, Apertura 9, Regole
// particolari 5 and 11): a rule added to one is the other's too (the two
// drifted once, the shoe table settling in 000's order where 004's text
// sets none).
func TestShoeTableIsTheShufflerMateTableButTheShoe(t *testing.T) {
	differ := map[string]bool{"ID": true, "Shuffle": true, "ExposedCardReshuffles": true, "FallenCardsCounted": true}
	a, b := reflect.ValueOf(ItalianShuffler), reflect.ValueOf(ItalianShufflerShoe)
	for i := range a.NumField() {
		name := a.Type().Field(i).Name
		same := reflect.DeepEqual(a.Field(i).Interface(), b.Field(i).Interface())
		if !differ[name] && !same {
			t.Errorf("%s: %v at the Shuffler Mate table, %v at the shoe table", name, a.Field(i).Interface(), b.Field(i).Interface())
		}
	}
	if ItalianShufflerShoe.Shuffle != ShuffleShoe || !ItalianShufflerShoe.ExposedCardReshuffles || !ItalianShufflerShoe.FallenCardsCounted {
		t.Errorf("the shoe table's own rules: %+v", ItalianShufflerShoe)
	}
	if !ItalianShufflerShoe.SettleInAnyOrder {
		t.Error("the shoe table settles in a fixed order: 004 sets none")
	}
}
