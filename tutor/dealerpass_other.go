//go:build !amd64 || purego

package tutor

// useAVX2 is false where there is no assembly for the pass: the Go loops
// compute it.
var useAVX2 = false

func trieProductsAVX2(nodes *trieNode, n int, fall *[lanes]float64, prob *[lanes]float64) {
	panic("tutor: no AVX2 pass on this platform")
}

func groupSumsAVX2(groups *termGroup, n int, terms *dealerTerm, prob *[lanes]float64, invFall *[lanes]float64, acc *[lanes]float64) {
	panic("tutor: no AVX2 pass on this platform")
}
