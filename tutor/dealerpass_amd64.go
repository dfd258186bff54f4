//go:build !purego

package tutor

import (
	"unsafe"

	"golang.org/x/sys/cpu"
)

// useAVX2 says the pass runs in dealerpass_amd64.s: the processor and the
// operating system support AVX2. A variable, so that the tests can run the
// Go loops too.
var useAVX2 = cpu.X86.HasAVX2

// The assembly reads the structures at these offsets and sizes, and a lane
// group as one 256-bit register.
var _ = [1]struct{}{}[unsafe.Sizeof(trieNode{})-8]
var _ = [1]struct{}{}[unsafe.Offsetof(trieNode{}.f)-4]
var _ = [1]struct{}{}[unsafe.Sizeof(termGroup{})-8]
var _ = [1]struct{}{}[unsafe.Offsetof(termGroup{}.slot)-4]
var _ = [1]struct{}{}[unsafe.Offsetof(termGroup{}.size)-5]
var _ = [1]struct{}{}[unsafe.Sizeof(dealerTerm{})-16]
var _ = [1]struct{}{}[unsafe.Offsetof(dealerTerm{}.mult)-8]
var _ = [1]struct{}{}[lanes-4]

// trieProductsAVX2 is dealerData.products for the n nodes from nodes,
// fall and prob as in products (prob has room for n nodes).
//
//go:noescape
func trieProductsAVX2(nodes *trieNode, n int, fall *[lanes]float64, prob *[lanes]float64)

// groupSumsAVX2 is dealerData.sums for the n groups from groups (the
// group after the last one starts the end of the terms).
//
//go:noescape
func groupSumsAVX2(groups *termGroup, n int, terms *dealerTerm, prob *[lanes]float64, invFall *[lanes]float64, acc *[lanes]float64)
