package rules

import "testing"

func TestCanDoubleAfterSplit(t *testing.T) {
	cases := []struct {
		rs        RuleSet
		hand      string
		splitAces bool
		want      bool
	}{
		{ItalianShuffler, "8S 2D", false, true},  // 10: 9-11 after a split
		{ItalianShuffler, "8S AD", false, true},  // 9 with the ace as one
		{ItalianShuffler, "2S 6D", false, false}, // 8: the first two cards could, a split hand not
		{ItalianShuffler, "2S AD", false, false}, // soft 13 (3): not after a split
		{ItalianShuffler, "AS 9D", true, false},  // split aces take one card
		{ItalianClassic, "TS AD", false, true},   // Art.11: split tens and an ace may double as 11
		{ItalianClassic, "5S 3D", false, false},
		{ItalianOnline, "9S 9D", false, true}, // any two cards
		{Argentine, "5S 6D", false, false},    // Interpretation: no double after a split
	}
	for _, c := range cases {
		if got := c.rs.CanDoubleAfterSplit(MustParseCards(c.hand), c.splitAces); got != c.want {
			t.Errorf("%s CanDoubleAfterSplit(%s, splitAces=%v) = %v; want %v", c.rs.ID, c.hand, c.splitAces, got, c.want)
		}
	}
	if ItalianShuffler.SplitDoubleRule() != DoubleNineToEleven || ItalianOnline.SplitDoubleRule() != DoubleAny {
		t.Errorf("SplitDoubleRule: shuffler %v, online %v", ItalianShuffler.SplitDoubleRule(), ItalianOnline.SplitDoubleRule())
	}
}
