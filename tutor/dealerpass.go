package tutor

// A pass of the dealer's table over up to four shoes (dealerData.compute)
// is two loops: the trie's products, then the terms' sums. Each lane's
// operations are the scalar ones, in the same order (a product, then a sum;
// never a fused multiply-add), so a lane's bits do not depend on how the
// four lanes are computed: by the Go loops below, or four at a time in one
// 256-bit register (dealerpass_amd64.s, where the processor has AVX2).

// pass fills prob with each trie node's product of falling factorials and
// adds each outcome slot's sum into acc, for the lanes of fall and invFall
// (see compute).
func (dd *dealerData) pass(fall *[256][lanes]float64, invFall *[24][lanes]float64, prob [][lanes]float64, acc *[50][lanes]float64) {
	if len(dd.nodes) == 0 || len(dd.groups) < 2 {
		return
	}
	if useAVX2 {
		trieProductsAVX2(&dd.nodes[0], len(dd.nodes), &fall[0], &prob[0])
		groupSumsAVX2(&dd.groups[0], len(dd.groups)-1, &dd.terms[0], &prob[0], &invFall[0], &acc[0])
		return
	}
	dd.products(fall, prob)
	dd.sums(prob, invFall, acc)
}

// products is the trie's loop in Go: a node's product is its own falling
// factorial times its parent's product.
func (dd *dealerData) products(fall *[256][lanes]float64, prob [][lanes]float64) {
	prob = prob[:len(dd.nodes)]
	for i, nd := range dd.nodes {
		f := &fall[nd.f]
		p := &prob[i]
		if nd.parent < 0 {
			*p = *f
			continue
		}
		q := &prob[nd.parent]
		p[0] = f[0] * q[0]
		p[1] = f[1] * q[1]
		p[2] = f[2] * q[2]
		p[3] = f[3] * q[3]
	}
}

// sums is the terms' loop in Go: for each group, the products times their
// multiplicities summed as two chains (the even terms and the odd ones),
// their sum divided by the falling factorial of the shoe's size, added to
// the group's outcome slot.
func (dd *dealerData) sums(prob [][lanes]float64, invFall *[24][lanes]float64, acc *[50][lanes]float64) {
	terms := dd.terms
	for g := 0; g < len(dd.groups)-1; g++ {
		gr := dd.groups[g]
		ts := terms[gr.start:dd.groups[g+1].start]
		// Two sums per lane, even and odd terms, as independent chains. (The
		// even term's four sums written before the odd term's loads: so
		// the compiler keeps all eight sums in registers; with the loads
		// first one of them went through memory, a third of the pass's time.)
		var a0, a1, a2, a3, b0, b1, b2, b3 float64
		for len(ts) >= 2 {
			t0, t1 := &ts[0], &ts[1]
			p := &prob[t0.node]
			m := t0.mult
			a0 += p[0] * m
			a1 += p[1] * m
			a2 += p[2] * m
			a3 += p[3] * m
			q := &prob[t1.node]
			w := t1.mult
			ts = ts[2:]
			b0 += q[0] * w
			b1 += q[1] * w
			b2 += q[2] * w
			b3 += q[3] * w
		}
		if len(ts) == 1 {
			p := &prob[ts[0].node]
			m := ts[0].mult
			a0 += p[0] * m
			a1 += p[1] * m
			a2 += p[2] * m
			a3 += p[3] * m
		}
		inv, sum := &invFall[gr.size%24], &acc[gr.slot%50]
		sum[0] += (a0 + b0) * inv[0]
		sum[1] += (a1 + b1) * inv[1]
		sum[2] += (a2 + b2) * inv[2]
		sum[3] += (a3 + b3) * inv[3]
	}
}
