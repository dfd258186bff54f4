package counting

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strings"

	"sabot/game/move"
	"sabot/rules"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

// Hi-Lo index plays, computed exactly for each table's rules.
//
// A play's index is the Hi-Lo true count at which its best action changes.
// It is found as Eric Farmer's indices program finds it for US rules: the
// exact EVs of the plays are computed from shoes depleted in the count's
// direction, and the index is where the EVs cross.
//
// The depleted shoes. IndexShoe is the shoe a true count stands for: from
// the neutral mix, each step j takes one each of 2, 3, 4, 5 and 6 out and
// puts four ten-values and an ace in (the cards dealt held five more low
// cards and five fewer high ones): running count 10j over the same number
// of cards. The proportions are Hi-Lo's, card for card: the low cards leave
// in equal numbers, the high ones come back as a shoe holds them (16 tens to
// 4 aces a deck), the neutral 7-9 do not move. This is the expected
// composition of the unseen cards given the count: each value's density
// moves in proportion to its tag (the regression of the density on the
// count, 0.4 of a ten per deck per point). Taking only low cards out of a
// full shoe instead moves the ten density a fifth less per point (the
// neutral cards' share grows with it) and puts every index further from
// zero: insurance at six decks near +4 instead of +3.
//
// The shoe holds as many decks as the table's (IndexDecks), whatever the
// count: the count is the one at the decision (the player's cards and the
// up-card counted), and the engine takes the hand and the up-card out of
// that shoe. Their removal then weighs what it weighs from the whole shoe,
// which is what it weighs in expectation at any depth: at a given true
// count, the cards a counter sees in his hand moved the unseen cards' mix
// as cards drawn from the whole pack, the rest of their effect being in the
// count already. (A shoe of the remaining decks alone would count the
// hand's cards twice, once in the count and once fully removed: 16 against
// a ten a point too high; a shoe to which the hand is given back would not
// count them at all.) sim.CheckIndex checks two indices against a counter
// dealt real shoes: insurance and 16 against a ten.
//
// The exact EVs. At each step from -J to +J (J = decks + 1, so the steps
// cover true counts -10..+10 and one more) the whole chart is computed by
// the engine from that shoe (Analysis.Chart: every cell's actions averaged
// over the cell's two-card hands, each valued with the best play after
// it). Between the steps, 10/decks of a point apart, each action's EV is
// interpolated with a cubic through the four nearest steps (the EVs are
// smooth and nearly linear in the count), the best action is followed from
// true count -10 to +10 in steps of 0.01, and each change is refined by
// bisection on the two actions' EV difference. Insurance, even money and
// the desafío are priced exactly from the ten and ace densities, without
// interpolation.

// IndexRange is the largest true count, either way, the index tables look
// at.
const IndexRange = 10

// IndexDecks is the number of decks the remaining shoe of the index
// computation holds at a table of decks decks: half the shoe, at least one.
func IndexDecks(decks int) int {
	return max(decks, 1)
}

// IndexShoe returns the remaining shoe, of IndexDecks(decks) decks, with
// running count 10*step: from the neutral mix, step times one each of 2-6
// out and four ten-values and an ace in (negative steps the other way). The
// error names a step the shoe cannot hold.
func IndexShoe(decks, step int) (tutor.Composition, error) {
	r := IndexDecks(decks)
	c := tutor.FullShoe(r)
	for v := 2; v <= 6; v++ {
		c[v] -= step
	}
	c[10] += 4 * step
	c[1] += step
	if !c.Valid() {
		return c, fmt.Errorf("step %d: %d decks cannot hold running count %d", step, r, 10*step)
	}
	return c, nil
}

// IndexPlay is one play whose best action changes with the true count.
type IndexPlay struct {
	// Section is "side" (insurance, even money, desafío), "hard", "soft",
	// "pair" or, at the argentine table, "soft-drawn"; the soft section there
	// holds the declarations of ace-x.
	Section string `json:"section"`
	// Hand is the chart row ("16", "A7", "TT") or the side decision
	// ("insurance", "even-money", "desafio").
	Hand string `json:"hand"`
	// Up is the dealer's up-card ("2"-"10", "A"); empty for the desafío.
	Up string `json:"up"`
	// Below is the best play below the index, Above at or above it: chart
	// codes (H, S, D, P; at the argentine table the declaration first, 11S,
	// 1H) or the side decision's actions.
	Below string `json:"below"`
	Above string `json:"above"`
	// Index is the true count, at the decision, where the two plays' EVs
	// cross.
	Index float64 `json:"index"`
	// Basic is the chart's play (the best at true count 0).
	Basic string `json:"basic"`
}

// Deviation returns the play for true count tc: Above from the index up,
// Below under it.
func (p IndexPlay) Deviation(tc float64) string {
	if tc >= p.Index {
		return p.Above
	}
	return p.Below
}

// IndexTable is the index plays of one rule set.
type IndexTable struct {
	// Rules is the rule set's id, Decks its number of decks.
	Rules string `json:"rules"`
	Decks int    `json:"decks"`
	// RemainingDecks is the size of the depleted shoes (IndexDecks).
	RemainingDecks int `json:"remaining_decks"`
	// Plays are the index plays, side decisions first, then by chart row
	// and up-card, and by index within a cell.
	Plays []IndexPlay `json:"plays"`
}

// indexOption is one play of a cell with its EV at each step.
type indexOption struct {
	label string
	ev    []float64
}

// indexCell is a chart cell followed through the steps.
type indexCell struct {
	section, hand, up string
	order             int
	opts              []indexOption
}

// Indices computes the Hi-Lo index plays of a blackjack rule set (see the
// comment at the top of indices.go for the method). It runs the whole
// analysis 2*IndexDecks+3 times: a tenth of a second to a second each.
func Indices(rs rules.RuleSet) (*IndexTable, error) {
	if !rs.IsBlackjack() {
		return nil, fmt.Errorf("rules %s: index plays are for the blackjack tables", rs.ID)
	}
	r := IndexDecks(rs.Decks)
	J := r + 1
	var ts []float64
	cells := map[string]*indexCell{}
	var order []string
	for j := -J; j <= J; j++ {
		shoe, err := IndexShoe(rs.Decks, j)
		if err != nil {
			return nil, err
		}
		an, err := tutor.Analyze(rs, shoe)
		if err != nil {
			return nil, err
		}
		ts = append(ts, 10*float64(j)/float64(r))
		for ri, row := range an.Chart().Rows() {
			for _, u := range strategy.UpColumns {
				key := row.Section + " " + row.Hand + " " + strategy.UpLabel(u)
				c := cells[key]
				if c == nil {
					c = &indexCell{section: row.Section, hand: row.Hand, up: strategy.UpLabel(u), order: ri*11 + u}
					cells[key] = c
					order = append(order, key)
				}
				for _, o := range cellOptions(row.EVs[u], rs.AceDeclaration && row.Section == strategy.SectionSoft.String()) {
					c.add(o.label, o.ev, len(ts)-1)
				}
			}
		}
	}
	t := &IndexTable{Rules: rs.ID, Decks: rs.Decks, RemainingDecks: r}
	t.Plays = append(t.Plays, sideIndices(rs, r)...)
	for _, key := range order {
		c := cells[key]
		if len(c.opts) < 2 {
			continue
		}
		t.Plays = append(t.Plays, c.crossings(ts)...)
	}
	return t, nil
}

// add records the EV of play label at step i.
func (c *indexCell) add(label string, ev float64, i int) {
	for k := range c.opts {
		if c.opts[k].label == label {
			c.opts[k].ev = append(c.opts[k].ev, ev)
			return
		}
	}
	if i != 0 {
		return // a play open only at some steps: not followed
	}
	c.opts = append(c.opts, indexOption{label: label, ev: []float64{ev}})
}

// cellOptions lists the plays of a cell: its legal actions by chart code,
// or for an argentine declaration cell each declaration with each play
// after it.
func cellOptions(ev strategy.CellEVs, declared bool) []struct {
	label string
	ev    float64
} {
	type opt = struct {
		label string
		ev    float64
	}
	var out []opt
	code := map[move.Move]string{move.Hit: "H", move.Stand: "S", move.Double: "D", move.Split: "P"}
	if declared {
		for _, d := range []rules.AceDeclaration{rules.AceOne, rules.AceEleven} {
			dv := ev.Declared[d]
			for _, a := range dv.Legal.List() {
				if s, ok := code[a]; ok {
					out = append(out, opt{d.String() + s, dv.EV[a]})
				}
			}
		}
		return out
	}
	for _, a := range ev.Legal.List() {
		if s, ok := code[a]; ok {
			out = append(out, opt{s, ev.EV[a]})
		}
	}
	return out
}

// crossings follows the cell's best play from true count -IndexRange to
// +IndexRange and returns each change.
func (c *indexCell) crossings(ts []float64) []IndexPlay {
	for _, o := range c.opts {
		if len(o.ev) != len(ts) {
			return nil
		}
	}
	at := func(k int, t float64) float64 { return cubic(ts, c.opts[k].ev, t) }
	best := func(t float64) int {
		b := 0
		for k := 1; k < len(c.opts); k++ {
			if at(k, t) > at(b, t) {
				b = k
			}
		}
		return b
	}
	var out []IndexPlay
	basic := c.opts[best(0)].label
	const step = 0.01 // keep in step with the loop
	prev := best(-IndexRange)
	for i := 1; i <= 2*IndexRange*100; i++ { // steps of 0.01
		t := -IndexRange + float64(i)*step
		b := best(t)
		if b == prev {
			continue
		}
		lo, hi := t-step, t
		for n := 0; n < 40; n++ {
			m := (lo + hi) / 2
			if at(b, m) > at(prev, m) {
				hi = m
			} else {
				lo = m
			}
		}
		x := (lo + hi) / 2
		out = append(out, IndexPlay{
			Section: c.section, Hand: c.hand, Up: c.up,
			Below: c.opts[prev].label, Above: c.opts[b].label,
			Index: x, Basic: basic,
		})
		prev = b
	}
	return out
}

// cubic interpolates ys (given at the increasing points xs) at x through
// the four nearest points (Lagrange).
func cubic(xs, ys []float64, x float64) float64 {
	i := sort.SearchFloat64s(xs, x) - 2
	if i < 0 {
		i = 0
	}
	if i > len(xs)-4 {
		i = len(xs) - 4
	}
	v := 0.0
	for a := i; a < i+4; a++ {
		w := ys[a]
		for b := i; b < i+4; b++ {
			if b != a {
				w *= (x - xs[b]) / (xs[a] - xs[b])
			}
		}
		v += w
	}
	return v
}

// sideIndices are the indices of insurance, even money and the desafío,
// priced exactly: each is a bet that the next unseen card is a ten-value
// (or, for even money against a ten, an ace) at 2:1, worth taking when
// that card's chance passes a third. The densities move linearly with the
// true count (IndexShoe at a fractional step), so the crossing is solved
// in closed form.
func sideIndices(rs rules.RuleSet, r int) []IndexPlay {
	var out []IndexPlay
	// density is the number of cards of value v in the shoe at true count
	// t (IndexShoe at a fractional step).
	n := float64(52 * r)
	density := func(v int, t float64) float64 {
		k := t * float64(r) / 10 // the step
		switch v {
		case 10:
			return 16*float64(r) + 4*k
		case 1:
			return 4*float64(r) + k
		}
		return 4*float64(r) - k
	}
	// solve finds t where the card's chance is q, by bisection (the chance
	// grows with t for tens and aces).
	solve := func(v, known, seen int, q float64) (float64, bool) {
		f := func(t float64) float64 { return (density(v, t)-float64(known))/(n-float64(seen)) - q }
		lo, hi := -IndexRange-5.0, IndexRange+5.0
		if f(lo) > 0 || f(hi) < 0 {
			return 0, false
		}
		for i := 0; i < 60; i++ {
			m := (lo + hi) / 2
			if f(m) > 0 {
				hi = m
			} else {
				lo = m
			}
		}
		return (lo + hi) / 2, true
	}
	add := func(hand, up, no, yes string, v, known, seen int, q float64) {
		x, ok := solve(v, known, seen, q)
		if !ok {
			return
		}
		if x < -IndexRange || x > IndexRange {
			return
		}
		basic := no
		if x <= 0 {
			basic = yes
		}
		out = append(out, IndexPlay{Section: "side", Hand: hand, Up: up, Below: no, Above: yes, Index: x, Basic: basic})
	}
	ins := payRatio(rs.InsurancePays, 2)
	q := 1 / (1 + ins) // the chance at which a bet paying ins:1 breaks even
	if rs.Insurance != rules.InsuranceNone {
		// The ace is out; the player's two cards, any, average to the
		// shoe's mix.
		add("insurance", "A", "no-insurance", "insurance", 10, 0, 1, q)
	}
	b := payRatio(rs.BlackjackPays, 1.5)
	if rs.EvenMoney != rules.EvenMoneyNone {
		// Taking 1 beats b(1-p) when p > 1 - 1/b: the player's ace and
		// ten and the dealer's ace are out.
		add("even-money", "A", "no-even-money", "even-money", 10, 1, 3, 1-1/b)
	}
	if rs.EvenMoney == rules.EvenMoneyVsAceOrTen {
		add("even-money", "10", "no-even-money", "even-money", 1, 1, 3, 1-1/b)
	}
	if rs.Desafio {
		// The hand's first card is the ace; the other boxes' first cards
		// and the up-card average to the shoe's mix.
		add("desafio", "", "no-desafio", "desafio", 10, 0, 1, 1/(1+payRatio(rs.DesafioPays, 2)))
	}
	return out
}

// Find returns the index plays of a cell: section, hand and up-card as
// IndexPlay names them.
func (t *IndexTable) Find(section, hand, up string) []IndexPlay {
	var out []IndexPlay
	for _, p := range t.Plays {
		if p.Section == section && p.Hand == hand && p.Up == up {
			out = append(out, p)
		}
	}
	return out
}

// WriteText writes the table: one line a play, the chart's play, the play
// the count calls for and the index.
func (t *IndexTable) WriteText(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: Hi-Lo index plays, %d decks (true count %+d to %+d at the decision; shoes of %d decks)\n",
		t.Rules, t.Decks, -IndexRange, IndexRange, t.RemainingDecks)
	b.WriteString("below the index play the first code, from the index up the second; basic is the chart's play\n\n")
	fmt.Fprintf(&b, "%-11s %-6s %-3s %-14s %-14s %7s %5s  %s\n", "section", "hand", "up", "below", "from index", "index", "round", "basic")
	for _, p := range t.Plays {
		fmt.Fprintf(&b, "%-11s %-6s %-3s %-14s %-14s %+7.2f %+5.0f  %s\n", p.Section, p.Hand, p.Up, p.Below, p.Above, p.Index, roundHalfAway(p.Index), p.Basic)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// roundHalfAway rounds to the nearest integer, halves away from zero, and
// never returns negative zero.
func roundHalfAway(x float64) float64 {
	v := math.Round(x)
	if v == 0 {
		return 0
	}
	return v
}

// payRatio returns a payout ratio as a float (2:1 is 2), def when unset.
func payRatio(r rules.Ratio, def float64) float64 {
	if r.Stake == 0 {
		return def
	}
	return float64(r.Win) / float64(r.Stake)
}
