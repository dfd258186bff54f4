package rules

import (
	crand "crypto/rand"
	"encoding/binary"
	"math/rand/v2"
)

// NewRand returns a random source seeded with seed. Every random choice in
// Sabot (shuffles, computer players, drills) takes a *rand.Rand passed in, so
// a test or a replay can fix the seed.
func NewRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, seed^0x9E3779B97F4A7C15))
}

// RandomSeed returns a seed read from crypto/rand, the default when the user
// gives none.
func RandomSeed() uint64 {
	var b [8]byte
	if _, err := crand.Read(b[:]); err != nil {
		// crypto/rand never fails on supported platforms; fall back to a
		// fixed odd constant rather than panic.
		return 0x5AB07
	}
	return binary.LittleEndian.Uint64(b[:])
}
