package session

import (
	"slices"
)

// Seating is what the session remembers of who sits where: the order in
// which the computer players took the boxes of each table at the first
// sit-down, so that they take the same seats at every sit-down (the same
// seed, the same seats), and the boxes the user has played at each table,
// which they then leave to him.
type Seating struct {
	orders map[string]SeatOrder
	user   map[string][]int
}

// SeatOrder is the order in which the computer players take the boxes of
// a table (the first player the first box), and their names.
type SeatOrder struct {
	Boxes []int
	Names []string
}

// NewSeating returns the seating of a new session: nobody seated yet.
func NewSeating() *Seating {
	return &Seating{orders: map[string]SeatOrder{}, user: map[string][]int{}}
}

// Keep returns the order of table id of the session: the one kept at the
// first sit-down, or drawn, which is kept (a nil Seating keeps nothing
// and returns drawn).
func (s *Seating) Keep(id string, drawn SeatOrder) SeatOrder {
	if s == nil {
		return drawn
	}
	if o, ok := s.orders[id]; ok {
		return o
	}
	s.orders[id] = SeatOrder{Boxes: slices.Clone(drawn.Boxes), Names: slices.Clone(drawn.Names)}
	return drawn
}

// Played records that the user played box at table id (a nil Seating
// records nothing).
func (s *Seating) Played(id string, box int) {
	if s != nil && !slices.Contains(s.user[id], box) {
		s.user[id] = append(s.user[id], box)
	}
}

// UserBoxes returns the boxes the user has played at table id in the
// session, in the order he first played them.
func (s *Seating) UserBoxes(id string) []int {
	if s == nil {
		return nil
	}
	return slices.Clone(s.user[id])
}
