package session

import (
	"fmt"
	"testing"
)

// The seating's source of a table repeats at every call, differs between
// tables and seeds; the user's boxes are kept once each, in order; a nil
// Seating is usable.
func TestSeating(t *testing.T) {
	draw := func(s *Seating, id string) string {
		r := s.Rand(id)
		return fmt.Sprint(r.Uint64(), r.Uint64())
	}
	s := NewSeating(1)
	if draw(s, "italian-classic") != draw(s, "italian-classic") {
		t.Error("two sources of one table differ")
	}
	if draw(s, "italian-classic") == draw(s, "argentine") {
		t.Error("two tables share their source")
	}
	if draw(s, "italian-classic") == draw(NewSeating(2), "italian-classic") {
		t.Error("seeds 1 and 2 give one source")
	}
	if draw(s, "argentine") != draw(NewSeating(1), "argentine") {
		t.Error("seed 1 gives two sources")
	}
	for _, b := range []int{5, 2, 5, 7, 2} {
		s.Played("argentine", b)
	}
	if got := fmt.Sprint(s.UserBoxes("argentine")); got != "[5 2 7]" {
		t.Errorf("user boxes %s; want [5 2 7]", got)
	}
	if got := s.UserBoxes("italian-classic"); len(got) != 0 {
		t.Errorf("user boxes at another table %v", got)
	}
	var none *Seating
	none.Played("argentine", 3)
	if none.UserBoxes("argentine") != nil || draw(none, "x") != draw(none, "x") {
		t.Error("a nil Seating")
	}
}
