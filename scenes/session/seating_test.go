package session

import (
	"fmt"
	"testing"
)

// The first order of a table is kept for the session, apart from the
// others and safe from the caller's changes; the user's boxes are kept
// once each, in order; a nil Seating is usable.
func TestSeating(t *testing.T) {
	s := NewSeating()
	first := SeatOrder{Boxes: []int{3, 1, 6}, Names: []string{"Luca", "Elena"}}
	if got := s.Keep("argentine", first); fmt.Sprint(got) != fmt.Sprint(first) {
		t.Errorf("first sit-down %v; want %v", got, first)
	}
	first.Boxes[0] = 7 // the caller's slice, changed
	other := SeatOrder{Boxes: []int{2, 5}}
	if got := s.Keep("argentine", other); fmt.Sprint(got) != "{[3 1 6] [Luca Elena]}" {
		t.Errorf("second sit-down %v; want the first order", got)
	}
	if got := s.Keep("italian-classic", other); fmt.Sprint(got) != fmt.Sprint(other) {
		t.Errorf("another table %v; want its own %v", got, other)
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
	if none.UserBoxes("argentine") != nil || fmt.Sprint(none.Keep("x", other)) != fmt.Sprint(other) {
		t.Error("a nil Seating")
	}
}
