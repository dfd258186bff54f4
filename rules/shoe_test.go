package rules

import (
	"errors"
	"testing"
)

func TestNewShoeComposition(t *testing.T) {
	s := NewShoe(6)
	if s.Remaining() != 312 {
		t.Fatalf("6 decks hold %d cards", s.Remaining())
	}
	byValue := s.RemainingByValue()
	for v := 1; v <= 9; v++ {
		if byValue[v] != 24 {
			t.Errorf("value %d: %d cards; want 24", v, byValue[v])
		}
	}
	if byValue[10] != 96 {
		t.Errorf("ten-values: %d; want 96", byValue[10])
	}
}

func TestStackedShoeDealsInOrder(t *testing.T) {
	s, err := StackedShoe("9S 7D TH")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"9S", "7D", "TH"} {
		c, err := s.Draw()
		if err != nil || c.String() != want {
			t.Fatalf("Draw = %v, %v; want %s", c, err, want)
		}
	}
	if _, err := s.Draw(); !errors.Is(err, ErrShoeEmpty) {
		t.Errorf("drawing from an empty shoe: %v", err)
	}
}

func TestShuffleIsAPermutationAndSeeded(t *testing.T) {
	deal := func(seed uint64) Cards {
		s := NewShoe(2)
		s.Shuffle(NewRand(seed))
		var out Cards
		for s.Remaining() > 0 {
			c, _ := s.Draw()
			out = append(out, c)
		}
		return out
	}
	a, b, c := deal(7), deal(7), deal(8)
	if a.String() != b.String() {
		t.Error("the same seed dealt two different shoes")
	}
	if a.String() == c.String() {
		t.Error("two seeds dealt the same shoe")
	}
	seen := map[Card]int{}
	for _, card := range a {
		seen[card]++
	}
	if len(seen) != 52 {
		t.Fatalf("%d distinct cards in two decks", len(seen))
	}
	for card, n := range seen {
		if n != 2 {
			t.Errorf("%s dealt %d times from two decks", card, n)
		}
	}
}

// The lazy shuffle must be uniform: over many shuffles each card is first
// equally often.
func TestShuffleUniformFirstCard(t *testing.T) {
	r := NewRand(1)
	s := NewShoe(1)
	counts := map[Card]int{}
	const n = 52 * 2000
	for i := 0; i < n; i++ {
		s.Shuffle(r)
		c, _ := s.Draw()
		counts[c]++
	}
	// Chi-square with 51 degrees of freedom; 99.9% quantile is about 87.
	chi := 0.0
	for _, k := range counts {
		d := float64(k) - 2000
		chi += d * d / 2000
	}
	if chi > 87 {
		t.Errorf("first-card chi-square %.1f over 51 d.f.: not uniform", chi)
	}
}

func TestCutCard(t *testing.T) {
	s, _ := StackedShoe("2S 3S 4S 5S 6S")
	s.PlaceCut(2) // two cards behind the cut card
	if got := s.CardsBeforeCut(); got != 3 {
		t.Fatalf("CardsBeforeCut = %d; want 3", got)
	}
	for i := 0; i < 3; i++ {
		s.Draw()
	}
	if !s.CutNext() || s.CutOut() {
		t.Fatal("the cut card should be next, not yet out")
	}
	c, _ := s.Draw()
	if !s.CutOut() || c.String() != "5S" {
		t.Fatalf("after the cut: out=%v card=%s", s.CutOut(), c)
	}
}

func TestBurnAndCounts(t *testing.T) {
	s := NewShoe(6)
	s.Shuffle(NewRand(3))
	burnt, err := s.Burn(5)
	if err != nil || len(burnt) != 5 {
		t.Fatalf("Burn(5) = %v, %v", burnt, err)
	}
	total := 0
	for _, n := range s.RemainingByRank() {
		total += n
	}
	if total != 307 || s.Remaining() != 307 {
		t.Errorf("after burning 5: %d by rank, %d remaining; want 307", total, s.Remaining())
	}
	if _, err := s.Burn(400); err == nil {
		t.Error("burning more cards than the shoe holds succeeded")
	}
}
