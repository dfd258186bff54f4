package session

import (
	"hash/fnv"
	"math/rand/v2"
	"slices"

	"sabot/rules"
)

// Seating is what the session remembers of who sits where: the seed of the
// computer players' seats, so that they take the same seats at every
// sit-down at a table (the same seed, the same seats), and the boxes the
// user has played at each table, which they then leave to him.
type Seating struct {
	seed uint64
	user map[string][]int
}

// NewSeating returns the seating of a session of the game's seed.
func NewSeating(seed uint64) *Seating {
	// A seed of its own, drawn from the game's without taking from its
	// random source.
	return &Seating{seed: rules.NewRand(seed ^ 0x5ea75ea75ea75ea7).Uint64(), user: map[string][]int{}}
}

// Rand returns the random source of the computer players' seats at table
// id: the same sequence at every call of the session (a nil Seating's is
// seed 0's).
func (s *Seating) Rand(id string) *rand.Rand {
	h := fnv.New64a()
	h.Write([]byte(id))
	var seed uint64
	if s != nil {
		seed = s.seed
	}
	return rules.NewRand(seed ^ h.Sum64())
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
