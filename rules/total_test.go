package rules

import "testing"

func TestHandTotal(t *testing.T) {
	cases := []struct {
		hand  string
		value int
		soft  bool
	}{
		{"TS 6H", 16, false},
		{"AS 6H", 17, true},
		{"AS 6H 5C", 12, false},
		{"AS AD", 12, true},
		{"AS AD AH AC", 14, true},
		{"AS TD", 21, true},
		{"9S 7D 8C", 24, false},
		{"AS 5D 5C", 21, true},
		{"AS 5D 6C", 12, false},
	}
	for _, c := range cases {
		got := HandTotal(MustParseCards(c.hand))
		if got.Value != c.value || got.Soft != c.soft {
			t.Errorf("HandTotal(%s) = %+v; want %d soft=%v", c.hand, got, c.value, c.soft)
		}
	}
}

// The argentine ace declaration (Desarrollo 10): a declared ace is fixed,
// later aces take their best value.
func TestDeclaredTotal(t *testing.T) {
	cases := []struct {
		hand  string
		d     AceDeclaration
		value int
		soft  bool
	}{
		{"AS 6H", AceEleven, 17, false},
		{"AS 6H", AceOne, 7, false},
		{"AS 6H 5C", AceEleven, 22, false}, // irrevocable: 11 + 6 + 5 busts
		{"AS 6H 5C", AceOne, 12, false},
		{"AS 5H AC", AceOne, 17, true}, // the later ace is free
		{"AS 5H AC", AceEleven, 17, false},
		{"AS AH", AceEleven, 12, false}, // one ace eleven, the other one
		{"AS AH", AceOne, 2, false},
		{"6H AS", AceEleven, 17, false},
	}
	for _, c := range cases {
		got := DeclaredTotal(MustParseCards(c.hand), c.d)
		if got.Value != c.value || got.Soft != c.soft {
			t.Errorf("DeclaredTotal(%s, %s) = %+v; want %d soft=%v", c.hand, c.d, got, c.value, c.soft)
		}
	}
}

func TestIsNatural(t *testing.T) {
	for hand, want := range map[string]bool{"AS TD": true, "KH AC": true, "AS 9D": false, "TS TD": false, "AS TD 5C": false} {
		if got := IsNatural(MustParseCards(hand)); got != want {
			t.Errorf("IsNatural(%s) = %v", hand, got)
		}
	}
}

func TestPairs(t *testing.T) {
	cases := []struct {
		a, b           string
		value, sameRnk bool
	}{
		{"KS", "KD", true, true},
		{"KS", "QD", true, false},
		{"JS", "TD", true, false},
		{"8S", "8D", true, true},
		{"8S", "9D", false, false},
		{"AS", "AD", true, true},
	}
	for _, c := range cases {
		a, b := MustParseCard(c.a), MustParseCard(c.b)
		if IsPair(a, b, PairSameValue) != c.value || IsPair(a, b, PairSameRank) != c.sameRnk {
			t.Errorf("%s %s: same value %v same rank %v", c.a, c.b, IsPair(a, b, PairSameValue), IsPair(a, b, PairSameRank))
		}
	}
}

// Which two-card hands may double, table by table, as the articles say.
func TestCanDouble(t *testing.T) {
	cases := []struct {
		hand                             string
		classic, shuffler, online, argen bool
	}{
		{"5S 4D", true, true, true, false},  // 9
		{"6S 4D", true, true, true, false},  // 10
		{"6S 5D", true, true, true, true},   // 11
		{"4S 4D", false, true, true, false}, // 8: 004 "massimo di 11"
		{"TS 2D", false, false, true, false},
		{"AS 8D", true, true, true, false}, // Interpretation (000) and 004's own example: ace as one
		{"AS 9D", true, true, true, false},
		{"AS 7D", false, true, true, false}, // 8 or 18
		{"AS AD", false, true, true, false}, // 2 or 12
		{"TS 9D", false, false, true, false},
	}
	for _, c := range cases {
		cs := MustParseCards(c.hand)
		got := []bool{ItalianClassic.CanDouble(cs), ItalianShuffler.CanDouble(cs), ItalianOnline.CanDouble(cs), Argentine.CanDouble(cs)}
		want := []bool{c.classic, c.shuffler, c.online, c.argen}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%s: CanDouble per table = %v; want %v", c.hand, got, want)
				break
			}
		}
	}
}

func TestPerfectPair(t *testing.T) {
	cases := []struct {
		a, b string
		pays Ratio
		ok   bool
	}{
		{"9H", "9C", Ratio{5, 1}, true},  // mixed colours: "pagata 6 volte"
		{"9H", "9D", Ratio{10, 1}, true}, // same colour: "11 volte"
		{"9H", "9H", Ratio{30, 1}, true}, // same suit: "31 volte"
		{"9H", "8H", Ratio{}, false},
		{"KH", "QH", Ratio{}, false}, // a pair is two equal cards, not two ten-values
	}
	for _, c := range cases {
		pays, ok := ItalianOnline.PerfectPairPays(MustParseCard(c.a), MustParseCard(c.b))
		if pays != c.pays || ok != c.ok {
			t.Errorf("PerfectPair %s %s = %v %v; want %v %v", c.a, c.b, pays, ok, c.pays, c.ok)
		}
	}
}
