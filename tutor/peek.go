package tutor

import (
	"sabot/rules"
)

// The peek variant of the engine: the rule of the books' charts (and of
// most American casinos), where the dealer, showing an ace or a ten, looks
// at his second card at once and a blackjack ends the round, taking the
// initial stake only: no double or split is ever made against it. None of
// Sabot's tables has it; it is there to say where their strategy differs
// from the one a player may know (why.go, book.go).
//
// The values stay exact without conditioning the shoe on the hole card: a
// path of the player's cards is weighted by its probability from the shoe
// as it is, and what happens to it is counted only in the worlds where the
// dealer has no blackjack (a stand: the dealer's outcomes without the
// blackjack; a bust: the loss times the chance that the dealer has no
// blackjack with those cards out). Each decision compares values that are
// all P(no blackjack | the cards seen) times the values conditioned on it,
// so it is the decision conditioned on it. The initial stake lost to a
// blackjack is taken once, at the first decision (spotEVs).

// AnalyzePeek prepares the analysis of rule set rs dealt from shoe as if
// the dealer peeked under an ace or a ten for a blackjack (see above). It
// is for comparisons: no table is played that way. The errors are those of
// Analyze.
func AnalyzePeek(rs rules.RuleSet, shoe Composition) (*Analysis, error) {
	an, err := Analyze(rs, shoe)
	if err != nil {
		return nil, err
	}
	an.e.peek = true
	return an, nil
}

// standEV is the EV of standing on total t against up-card u with the
// dealer's distribution d: with the peek rule a dealer blackjack does not
// count (it is taken at the first decision).
func (e *engine) standEV(d *dealerDist, u, t int) float64 {
	ev := d.standEV(u, t)
	if e.peek {
		ev += d[u-1][outBJ]
	}
	return ev
}

// stay is the weight of a player's bust when the hand holds composition g
// (in context c) plus a card of value v (0: none) against up-card u: 1,
// and with the peek rule the chance that the dealer has no blackjack with
// those cards out.
func (e *engine) stay(c *context, g int32, v, u int) float64 {
	if !e.peek || (u != 1 && u != 10) {
		return 1
	}
	return e.peekStay(c, g, v, u)
}

// peekStay is stay under the peek rule against an ace or a ten (apart so
// that stay, called in the engine's inner loops, is inlined there).
func (e *engine) peekStay(c *context, g int32, v, u int) float64 {
	r, size := e.removal(c, g)
	if v > 0 {
		r[v]++
		size++
	}
	other := 10
	if u == 10 {
		other = 1
	}
	k := e.shoe[other] - r[other]
	n := e.n - size - 1 // the cards left once the hand and the up-card are out
	if n <= 0 || k <= 0 {
		return 1
	}
	return 1 - float64(k)/float64(n)
}
