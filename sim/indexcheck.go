package sim

import (
	"fmt"
	"math"

	"sabot/rules"
)

// IndexCheck is a simulated index: a counter meets one decision at many
// points of many shoes, plays both ways on the same cards, and the
// difference between the two plays is fitted as a line in his true count;
// where the line crosses zero is the index the simulation finds.
type IndexCheck struct {
	// Decision names what was checked: "insurance" or "16v10".
	Decision string `json:"decision"`
	// Samples is the number of decisions met; Seed the random seed.
	Samples int64  `json:"samples"`
	Seed    uint64 `json:"seed"`
	// Index is the true count where the fitted line crosses zero, and SE
	// its standard error (from the fit's, by the delta method).
	Index float64 `json:"index"`
	SE    float64 `json:"se"`
	// Slope is the fitted gain of the play above the index per point of
	// true count, per unit of the initial bet.
	Slope float64 `json:"slope"`
}

// fitRange is the widest true count the fit takes: the line is fitted
// where the counts are common and the EV difference nearly straight.
const fitRange = 5

// CheckIndex simulates one decision at a shoe table of rule set rs (decks
// and dealer rules; no hole card): "insurance" (the dealer shows an ace:
// insure half the bet or not) or "16v10" (ten-six against a ten: stand or
// hit, standing after the hit). Each sample shuffles the shoe, deals it to
// a random depth between half a deck and the cut card, counts those cards
// with Hi-Lo, takes the decision's cards out of the rest (so the counter
// counts them too), and plays both ways from the same remaining cards. The
// true count is the running count over the remaining cards / 52, as a
// counter reading the discard tray finds it exactly.
func CheckIndex(rs rules.RuleSet, decision string, samples int64, seed uint64) (IndexCheck, error) {
	if !rs.IsBlackjack() {
		return IndexCheck{}, fmt.Errorf("rules %s: not a blackjack table", rs.ID)
	}
	var need []int
	switch decision {
	case "insurance":
		need = []int{1}
	case "16v10":
		need = []int{10, 6, 10}
	default:
		return IndexCheck{}, fmt.Errorf("decision %q: want insurance or 16v10", decision)
	}
	if samples < 1000 {
		return IndexCheck{}, fmt.Errorf("samples %d: want at least 1000", samples)
	}
	rng := rules.NewRand(seed)
	// The shoe without the decision's cards: they are met at the depth
	// drawn, the rest of the shoe shuffled around them.
	var counts [11]int
	for v := 1; v <= 9; v++ {
		counts[v] = 4 * rs.Decks
	}
	counts[10] = 16 * rs.Decks
	seenTags := 0
	for _, v := range need {
		counts[v]--
		seenTags += tag(v)
	}
	var shoe []int
	for v := 1; v <= 10; v++ {
		for k := 0; k < counts[v]; k++ {
			shoe = append(shoe, v)
		}
	}
	n := len(shoe)
	behind := max(rs.CutCardBehind, 52)
	var f lineFit
	for i := int64(0); i < samples; i++ {
		depth := 26 + rng.IntN(n-behind-26+1)
		// Shuffle the dealt cards and the next 30 into place.
		top := depth + 30
		for k := 0; k < top; k++ {
			j := k + rng.IntN(n-k)
			shoe[k], shoe[j] = shoe[j], shoe[k]
		}
		rc := seenTags
		for _, v := range shoe[:depth] {
			rc += tag(v)
		}
		remaining := n - depth
		tc := float64(rc) * 52 / float64(remaining)
		next := shoe[depth:top]
		var diff float64
		switch decision {
		case "insurance":
			// Half the bet at 2:1 on the next card (the dealer's second)
			// being a ten-value.
			if next[0] == 10 {
				diff = 1
			} else {
				diff = -0.5
			}
		case "16v10":
			diff = stand16(rs, next) - hit16(rs, next)
		}
		if math.Abs(tc) <= fitRange {
			f.add(tc, diff)
		}
	}
	a, b, sa, sb, cov := f.solve()
	if b == 0 {
		return IndexCheck{}, fmt.Errorf("the fit found no slope")
	}
	x := -a / b
	// Delta method: x = -a/b.
	se := math.Sqrt(sa*sa/(b*b) + a*a*sb*sb/(b*b*b*b) - 2*a*cov/(b*b*b))
	// The fit is of the play above the index (insuring, standing) minus
	// the other.
	return IndexCheck{Decision: decision, Samples: samples, Seed: seed, Index: x, SE: se, Slope: b}, nil
}

// tag is the Hi-Lo tag of a card value.
func tag(v int) int {
	switch {
	case v >= 2 && v <= 6:
		return 1
	case v >= 7 && v <= 9:
		return 0
	}
	return -1
}

// dealerTotal plays the dealer's hand from up-card up, drawing from cards
// (the first is his second card), and returns his total (22 for a bust,
// 0 for a blackjack).
func dealerTotal(rs rules.RuleSet, up int, cards []int) int {
	hard, aces := up, 0
	if up == 1 {
		aces = 1
	}
	for i, v := range cards {
		hard += v
		if v == 1 {
			aces++
		}
		t, soft := hard, false
		if aces > 0 && hard+10 <= 21 {
			t, soft = hard+10, true
		}
		if i == 0 && t == 21 {
			return 0
		}
		if t > 21 {
			return 22
		}
		if t > 17 || (t == 17 && (!soft || !rs.DealerHitsSoft17)) {
			return t
		}
	}
	return 22 // out of cards: never with thirty cards in hand
}

// settle is the result of a player's total against the dealer's.
func settle(player, dealer int) float64 {
	switch {
	case dealer == 0 || player > 21:
		return -1 // no hole card: a dealer blackjack takes the hand
	case dealer == 22 || player > dealer:
		return 1
	case player == dealer:
		return 0
	}
	return -1
}

// stand16 is ten-six standing against a ten.
func stand16(rs rules.RuleSet, next []int) float64 {
	return settle(16, dealerTotal(rs, 10, next))
}

// hit16 is ten-six taking one card and standing against a ten; the dealer
// then plays from the cards after it.
func hit16(rs rules.RuleSet, next []int) float64 {
	t := 16 + next[0]
	if t > 21 {
		return -1
	}
	return settle(t, dealerTotal(rs, 10, next[1:]))
}

// lineFit is an ordinary least-squares fit of y = a + b x.
type lineFit struct {
	n, sx, sy, sxx, sxy, syy float64
}

func (f *lineFit) add(x, y float64) {
	f.n++
	f.sx += x
	f.sy += y
	f.sxx += x * x
	f.sxy += x * y
	f.syy += y * y
}

// solve returns the intercept, the slope, their standard errors and their
// covariance.
func (f *lineFit) solve() (a, b, sa, sb, cov float64) {
	d := f.n*f.sxx - f.sx*f.sx
	if d == 0 || f.n < 3 {
		return 0, 0, 0, 0, 0
	}
	b = (f.n*f.sxy - f.sx*f.sy) / d
	a = (f.sy - b*f.sx) / f.n
	rss := f.syy - a*f.sy - b*f.sxy
	s2 := rss / (f.n - 2)
	sb = math.Sqrt(s2 * f.n / d)
	sa = math.Sqrt(s2 * f.sxx / d)
	cov = -s2 * f.sx / d
	return a, b, sa, sb, cov
}
