package punto

import (
	"errors"
	"testing"

	"sabot/rules"
)

func newTestTable(t testing.TB, seed uint64) *Table {
	t.Helper()
	tb, err := NewTable(rules.SuperPuntoBanco, rules.NewRand(seed))
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// TestArt4_SixDecksAndTheCutCard: the shoe is six decks (the sixain), and
// the cut card lies CutCardBehind cards from the back, give or take the
// jitter of a hand.
func TestArt4_SixDecksAndTheCutCard(t *testing.T) {
	rs := rules.SuperPuntoBanco
	seen := map[int]bool{}
	for seed := uint64(1); seed <= 200; seed++ {
		tb := newTestTable(t, seed)
		if _, err := tb.Deal(nil); err != nil {
			t.Fatal(err)
		}
		s := tb.Shoe()
		if s.Size() != 312 {
			t.Fatalf("the shoe holds %d cards; six decks are 312", s.Size())
		}
		behind := s.Size() - s.CardsBeforeCut()
		if behind < rs.CutCardBehind-rs.CutCardJitter || behind > rs.CutCardBehind+rs.CutCardJitter {
			t.Errorf("seed %d: the cut card has %d cards behind it; want %d±%d", seed, behind, rs.CutCardBehind, rs.CutCardJitter)
		}
		seen[behind] = true
	}
	if len(seen) != 2*rs.CutCardJitter+1 {
		t.Errorf("the cut card fell at %d different depths in 200 shoes; want all %d", len(seen), 2*rs.CutCardJitter+1)
	}
}

// TestDistribuzione_ButtonStartsAtOneAndPasses: the button starts at position 1
// and passes to the next position after every coup, from 9 to 1, but not
// after a Colpo in Bianco.
func TestDistribuzione_ButtonStartsAtOneAndPasses(t *testing.T) {
	tb := newTestTable(t, 7)
	var got []int
	for i := 0; i < 12; i++ {
		var r *Round
		var err error
		if i == 4 || i == 5 {
			r, err = tb.DealBlank()
		} else {
			r, err = tb.Deal([]Bet{{Position: 2, On: Banco, Amount: rules.Units(10)}})
		}
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, r.Button())
		if _, err := r.PlayOut(nil); err != nil {
			t.Fatal(err)
		}
	}
	want := []int{1, 2, 3, 4, 5, 5, 5, 6, 7, 8, 9, 1}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("buttons %v; want %v", got, want)
		}
	}
	if tb.Button() != 2 {
		t.Errorf("the next coup's button %d; want 2", tb.Button())
	}
}

// TestArt5_TableChangesTheShoeAfterTheLastCoup: every shoe ends with a coup
// that announces the last coup, and the next coup comes from a new shoe.
// No coup ever lacks cards: the cut card leaves enough behind it.
func TestArt5_TableChangesTheShoeAfterTheLastCoup(t *testing.T) {
	tb := newTestTable(t, 42)
	bets := []Bet{{Position: 1, On: Punto, Amount: rules.Units(10)}, {Position: 4, On: Banco, Amount: rules.Units(20)}}
	lastCoups, minSeven, void := 0, 0, 0
	for n := 0; tb.Shoes() < 31; n++ {
		r, err := tb.Deal(bets)
		if err != nil {
			t.Fatal(err)
		}
		shoes := tb.Shoes()
		if _, err := r.PlayOut(nil); err != nil {
			t.Fatal(err)
		}
		rec := r.Record()
		if r.short {
			t.Fatalf("coup %d ran out of cards: %s", n, summary(rec))
		}
		if rec.LastCoup != "" {
			lastCoups++
			if rec.LastCoup == PhraseUltimoColpoMinimoSette {
				minSeven++
			}
			if rec.Void {
				void++
			}
			next, err := tb.Deal(nil)
			if err != nil {
				t.Fatal(err)
			}
			if tb.Shoes() != shoes+1 || tb.Coups() != 1 || next.shoe.Dealt() != 0 {
				t.Fatalf("after the last coup: shoe %d, coup %d", tb.Shoes(), tb.Coups())
			}
			if _, err := next.PlayOut(nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	if lastCoups != 30 {
		t.Errorf("%d last coups in 30 shoes", lastCoups)
	}
	t.Logf("30 shoes: %d last coups started with the cut card, %d of them void", minSeven, void)
}

// TestTable_SameSeedSameCoups: the random source is injected: one seed, one
// sequence of coups.
func TestTable_SameSeedSameCoups(t *testing.T) {
	deal := func(seed uint64) string {
		tb := newTestTable(t, seed)
		s := ""
		for i := 0; i < 5; i++ {
			r, _ := tb.Deal(nil)
			r.PlayOut(nil)
			s += summary(r.Record()) + "\n"
		}
		return s
	}
	if first, again := deal(3), deal(3); first != again {
		t.Error("one seed dealt two different sequences")
	}
	if deal(3) == deal(4) {
		t.Error("two seeds dealt the same sequence")
	}
}

func TestTable_OneCoupAtATime(t *testing.T) {
	tb := newTestTable(t, 1)
	if _, err := tb.Deal(nil); err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Deal(nil); err == nil {
		t.Error("a second coup started while the first is open")
	}
	if _, err := NewTable(rules.ItalianClassic, rules.NewRand(1)); err == nil {
		t.Error("a Punto Banco table with blackjack rules")
	}
	if _, err := NewTable(rules.SuperPuntoBanco, nil); err == nil {
		t.Error("a table without a random source")
	}
}

// BenchmarkCoup plays whole coups with three bets from a shuffled shoe, as
// a simulator does: the automatic dealer, a reader calling by the rule.
func BenchmarkCoup(b *testing.B) {
	tb := newTestTable(b, 1)
	bets := []Bet{{Position: 1, On: Punto, Amount: rules.Units(10)}, {Position: 4, On: Banco, Amount: rules.Units(20)}, {Position: 4, On: Egalite, Amount: rules.Units(10)}}
	events := make([]Event, 0, 64)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		r, err := tb.Deal(bets)
		if err != nil {
			b.Fatal(err)
		}
		if events, err = r.PlayOut(events[:0]); err != nil {
			b.Fatal(err)
		}
	}
}

// ValidateBets takes and refuses the bets exactly as a coup's Setup does
// (New): the same code for each bet list, nil for bets New takes (Art.
// 11: one bet on Punto or Banco per position, plus Egalité; Art. 13: a
// standing player only at a free position; Art. 14: the limits).
func TestValidateBetsIsTheSetupsCheck(t *testing.T) {
	rs := rules.SuperPuntoBanco
	u := rules.Units
	cases := []struct {
		name string
		bets []Bet
		code string
	}{
		{"Punto and Egalité", []Bet{{Position: 2, On: Punto, Amount: u(10)}, {Position: 2, On: Egalite, Amount: u(10)}}, ""},
		{"Egalité alone", []Bet{{Position: 2, On: Egalite, Amount: u(10)}}, ""},
		{"Punto and Banco (Art. 11)", []Bet{{Position: 2, On: Punto, Amount: u(10)}, {Position: 2, On: Banco, Amount: u(10)}}, "two-bets"},
		{"two Egalité (Art. 11)", []Bet{{Position: 2, On: Egalite, Amount: u(10)}, {Position: 2, On: Egalite, Amount: u(10)}}, "two-egalite"},
		{"below the minimum (Art. 14)", []Bet{{Position: 2, On: Punto, Amount: u(5)}}, "below-min"},
		{"above the maximum (Art. 14)", []Bet{{Position: 2, On: Banco, Amount: u(1010)}}, "above-max"},
		{"standing at a seated player's position (Art. 13)", []Bet{{Position: 2, On: Banco, Amount: u(10)}, {Position: 2, On: Punto, Amount: u(10), Standing: true}}, "seat-taken"},
		{"another player's position (Art. 11, 12)", []Bet{{Position: 2, Player: "a", On: Banco, Amount: u(10)}, {Position: 2, Player: "b", On: Egalite, Amount: u(10)}}, "other-player"},
		{"no position", []Bet{{Position: 10, On: Banco, Amount: u(10)}}, "bad-position"},
	}
	code := func(err error) string {
		var se *SetupError
		if errors.As(err, &se) {
			return se.Code
		}
		if err != nil {
			return err.Error()
		}
		return ""
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			shoe := rules.NewShoe(rs.Decks)
			_, err := New(Setup{Rules: rs, Shoe: shoe, Button: 1, Bets: c.bets})
			got := code(ValidateBets(rs, c.bets))
			if got != c.code || code(err) != c.code {
				t.Errorf("ValidateBets %q, New %q; want %q", got, code(err), c.code)
			}
		})
	}
	if code(ValidateBets(rules.ItalianClassic, nil)) != "not-punto" {
		t.Error("a blackjack rule set's bets taken")
	}
}
