package players

import (
	"fmt"
	"testing"

	"sabot/game/blackjack/setup"
	"sabot/game/blackjack/table"
	"sabot/rules"
)

// A computer player's deliberate mistakes (the random answer, about 4%)
// are marked as such, and only those: a marked answer is never the
// chart's, an unmarked one always is; Decide answers as DecideMarked.
func TestDeliberateMistakesAreMarked(t *testing.T) {
	rs := rules.ItalianClassic
	tb := table.New(rs, rules.NewRand(7))
	marked, asked := 0, 0
	for round := 0; round < 3000 && asked < 4000; round++ {
		r, err := tb.Deal([]setup.BoxBet{{Box: 1, Bet: rs.Limits.Min}, {Box: 2, Bet: rs.Limits.Min}}, 0)
		if err != nil {
			t.Fatal(err)
		}
		for !r.Done() {
			if a, ok := r.NextDealerAction(); ok {
				if _, err := r.Apply(a); err != nil {
					t.Fatal(err)
				}
				continue
			}
			seed := uint64(asked)
			a, mistake := DecideMarked(r, nil, rules.NewRand(seed))
			if b := Decide(r, nil, rules.NewRand(seed)); b != a {
				t.Fatalf("Decide %v, DecideMarked %v with the same seed", b, a)
			}
			if want := chartAnswer(r, nil, r.Legal()); mistake != (a != want) {
				t.Fatalf("%v marked %v; the chart's answer is %v", a, mistake, want)
			}
			if mistake {
				marked++
			}
			asked++
			if _, err := r.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if marked == 0 || float64(marked) > 0.08*float64(asked) {
		t.Errorf("%d of %d answers marked as mistakes; want a few percent", marked, asked)
	}
}

// botBoxes are the boxes of the computer players of seats.
func botBoxes(seats []Seat) map[int]string {
	out := map[int]string{}
	for b, s := range seats {
		if s.Bot {
			out[b] = s.Name
		}
	}
	return out
}

// Issue 15: the same source seats the same players at the same boxes; one
// player more keeps the others where they sat; the boxes the user played
// are taken last, only when no other box is free.
func TestSeatsStable(t *testing.T) {
	names := []string{"Giulia", "Marco", "Francesca", "Luca", "Chiara", "Matteo", "Elena"}
	r := rules.ItalianClassic
	home := HomeBox(r)
	for seed := uint64(1); seed <= 50; seed++ {
		first := botBoxes(Seats(r, 3, names, rules.NewRand(seed), nil))
		again := botBoxes(Seats(r, 3, names, rules.NewRand(seed), nil))
		if len(first) != 3 || fmt.Sprint(first) != fmt.Sprint(again) {
			t.Fatalf("seed %d: seats %v, then %v", seed, first, again)
		}
		more := botBoxes(Seats(r, 4, names, rules.NewRand(seed), nil))
		for b, name := range first {
			if more[b] != name {
				t.Errorf("seed %d: with a fourth player box %d has %q; it had %q", seed, b, more[b], name)
			}
		}
		// The user played a box the fourth player would take, and his
		// home box: the fourth sits elsewhere, the others stay.
		var fourth int
		for b := range more {
			if _, ok := first[b]; !ok {
				fourth = b
			}
		}
		user := []int{home, fourth}
		moved := botBoxes(Seats(r, 4, names, rules.NewRand(seed), user))
		if _, ok := moved[fourth]; ok || len(moved) != 4 {
			t.Errorf("seed %d: the user's box %d taken (%v)", seed, fourth, moved)
		}
		for b, name := range first {
			if moved[b] != name {
				t.Errorf("seed %d: the user's box moved %q from box %d", seed, name, b)
			}
		}
		// Six players: every box but the home box, the user's too.
		all := botBoxes(Seats(r, 6, names, rules.NewRand(seed), user))
		if _, ok := all[home]; ok || len(all) != 6 {
			t.Errorf("seed %d: six players at %v", seed, all)
		}
	}
}
