package counting

import "sabot/rules"

// HiLo is the Hi-Lo card count: +1 for each 2-6 seen, 0 for 7-9, -1 for
// each ten-value and ace. The running count divided by the decks still to be
// dealt is the true count.
type HiLo struct {
	running int
	seen    int
}

// HiLoValue is a card's Hi-Lo tag.
func HiLoValue(c rules.Card) int {
	switch v := c.Value(); {
	case v >= 2 && v <= 6:
		return 1
	case v >= 7 && v <= 9:
		return 0
	}
	return -1
}

// See counts cards as they are seen (face up).
func (h *HiLo) See(cs ...rules.Card) {
	for _, c := range cs {
		h.running += HiLoValue(c)
		h.seen++
	}
}

// HiLoAt returns a count taken up again where it stood: seen cards
// counted since the shuffle, to a running count of running (a round
// brought back from its journal). A negative seen counts as none.
func HiLoAt(running, seen int) HiLo { return HiLo{running: running, seen: max(seen, 0)} }

// Reset starts the count again at a shuffle.
func (h *HiLo) Reset() { *h = HiLo{} }

// Running is the running count.
func (h *HiLo) Running() int { return h.running }

// Seen is the number of cards counted since the shuffle.
func (h *HiLo) Seen() int { return h.seen }

// True is the true count: the running count per deck still to be dealt
// (remaining cards / 52); 0 when none remain.
func (h *HiLo) True(remaining int) float64 {
	if remaining <= 0 {
		return 0
	}
	return float64(h.running) * 52 / float64(remaining)
}
