package felt

import (
	"math"

	"sabot/rules"
	"sabot/scenes/draw"
)

// Geom is where things go on the felt of one table, in design units.
type Geom struct {
	// Table is the felt laid out; CardW and CardH a card's size, Chip a
	// chip's diameter.
	Table        draw.BlackjackTable
	CardW, CardH float64
	Chip         float64
	// inset moves the cards towards the dealer from the felt's place for
	// them, where the betting circles come close (three per box).
	inset float64
	rs    rules.RuleSet
	// obstacles are what split hands keep off (apart); grids the split
	// layouts worked out.
	obstacles []obstacle
	grids     map[gridKey]SplitGrid
}

// Area is the felt's area on the design canvas.
var Area = draw.R{X: 20, Y: 50, W: 1240, H: 596}

// New lays out table r.
func New(r rules.RuleSet) *Geom {
	t := draw.LayoutBlackjack(r, Area)
	cw := 54.0
	if r.Boxes <= 5 {
		cw = 60
	}
	g := &Geom{Table: t, CardW: cw, CardH: cw * draw.CardRatio, Chip: 34, rs: r}
	if len(t.Boxes) > 0 && len(t.Boxes[0].Circles) > 1 {
		g.inset = 10
	}
	g.ComputeObstacles()
	return g
}

// Layout returns the felt of table r as the table scene lays it
// out on the 1280×800 design canvas (end-to-end tests click its boxes).
func Layout(r rules.RuleSet) draw.BlackjackTable { return New(r).Table }

func (g *Geom) Box(n int) draw.Box {
	if n < 1 || n > len(g.Table.Boxes) {
		return draw.Box{Angle: math.Pi / 2, Bet: draw.Circle{X: g.Table.CX, Y: g.Table.CY + g.Table.Radius*0.74}}
	}
	return g.Table.Boxes[n-1]
}

// Radial is the unit vector out of the table at a box.
func Radial(b draw.Box) (float64, float64) { return math.Cos(b.Angle), math.Sin(b.Angle) }

func (g *Geom) ShoeMouth() (float64, float64) {
	return g.Table.Sabot.X + g.Table.Sabot.W*0.1, g.Table.Sabot.Y + g.Table.Sabot.H*0.5
}

func (g *Geom) Discard() (float64, float64) { return g.Table.Discard.CX(), g.Table.Discard.CY() }

func (g *Geom) Tray() (float64, float64) { return g.Table.Tray.CX(), g.Table.Tray.CY() }

// CallLine is where the dealer's call is written (the height of its
// centre) and how wide it may be: in front of him over the chip tray,
// between the discard holder and the shoe, clear of the felt's printed
// words and of his cards under it.
func (g *Geom) CallLine() (cy, maxW float64) {
	t := g.Table
	half := math.Min(t.CX-(t.Discard.X+t.Discard.W)-8, t.Sabot.X-8-t.CX)
	return t.Tray.CY(), 2 * half
}

// Player is where a box's player sits: his chips come from there.
func (g *Geom) Player(box int) (float64, float64) {
	b := g.Box(box)
	rx, ry := Radial(b)
	r := g.Table.Radius * 1.04
	return g.Table.CX + rx*r, g.Table.CY + ry*r
}

// DealerCard is the centre of the dealer's k-th card: the first two on the
// felt's outlines, the next ones overlapping to the right.
func (g *Geom) DealerCard(k int) (float64, float64) {
	x := g.Table.Dealer.X - g.CardW*0.6
	if k >= 1 {
		x = g.Table.Dealer.X + g.CardW*0.6 + float64(k-1)*g.CardW*0.5
	}
	return x, g.Table.Dealer.Y
}

// HandMaxCards is how many cards of a split hand the layout keeps clear
// of the other hands of its box.
const HandMaxCards = 6

// CardStep is how far each next card of a hand lies to the right of the
// one before, as a fraction of the card's width: enough to leave the
// index corner (indexCorner) of the card below in sight.
func (g *Geom) CardStep(nh int) float64 {
	if nh > 1 {
		return 0.26
	}
	return 0.3
}

// HandCard is the centre of card k of a box's one hand: the first on the
// Box's place, each next card overlapping towards the upper right (the
// hands of the upper boxes climb less, and no card goes up into the band of
// the sabot, the tray and the discard holder). A card crosswise is a
// double's (k 2).
func (g *Geom) HandCard(box, k int, cross bool) (float64, float64) {
	b := g.Box(box)
	x, y := g.Place(box)
	climb := g.CardH * 0.19 * math.Max(0.3, math.Sin(b.Angle))
	x += float64(k) * g.CardW * g.CardStep(1)
	y -= float64(k) * climb
	if cross {
		x += g.CardW * 0.2
	}
	return x, math.Max(math.Max(y, g.Top()), g.BelowLine(x, cross))
}

// LineR is the radius the boxes' cards keep outside of: the outer edge of
// the insurance line's band and of the bets on it (and of the desafío's).
func (g *Geom) LineR() float64 {
	r := 0.0
	if g.Table.InsuranceR > 0 {
		r = g.InsuranceR() + g.Chip/2
	}
	if g.rs.Desafio {
		r = math.Max(r, g.Table.Radius*0.5+g.Chip/2)
	}
	return r
}

// BelowLine is the highest centre of a card at x whose top edge stays
// outside the line (lineR): a hand's cards climb no further towards the
// dealer than the insurance and desafío bets.
func (g *Geom) BelowLine(x float64, cross bool) float64 {
	rl := g.LineR()
	if rl <= 0 {
		return 0
	}
	w, h := g.CardW, g.CardH
	if cross {
		w, h = h, w
	}
	nx := math.Min(math.Max(g.Table.CX, x-w/2), x+w/2)
	dx := nx - g.Table.CX
	if math.Abs(dx) >= rl {
		return 0
	}
	return g.Table.CY + math.Sqrt(rl*rl-dx*dx) + 2 + h/2
}

// Top is the highest a card's centre goes: below the band of the sabot
// and the discard holder.
func (g *Geom) Top() float64 {
	return math.Max(g.Table.Sabot.Y+g.Table.Sabot.H, g.Table.Discard.Y+g.Table.Discard.H) + 8 + g.CardH/2
}

// Place is the centre of the first card of a box's one hand.
func (g *Geom) Place(box int) (float64, float64) {
	b := g.Box(box)
	rx, ry := Radial(b)
	x := b.Cards.X - rx*g.inset
	return x, math.Max(math.Max(b.Cards.Y-ry*g.inset, g.Top()), g.BelowLine(x, false))
}

// CardAt is the centre of card k of hand h (from 0) of a box's nh hands,
// the widest span card widths wide (handSpan), and the scale it is drawn
// at: the box's one hand as handCard lays it, split hands as splitCard
// does.
func (g *Geom) CardAt(box, h, nh int, span float64, k int, cross bool) (x, y, sc float64) {
	if nh <= 1 {
		x, y = g.HandCard(box, k, cross)
		return x, y, 1
	}
	return g.SplitCard(box, h, nh, span, k, cross)
}

// splitLabelH is the height of a split hand's label, under its cards.
const splitLabelH = 18

// splitGap is the room left between split hands, and around them.
const splitGap = 4

// HandSpan is the width of a split hand of n cards, in card widths (two at
// least: the hand's room does not shrink at its second card); crossDouble:
// its third card is a double's, crosswise.
func (g *Geom) HandSpan(n int, crossDouble bool) float64 {
	w := 1 + float64(max(n, 2)-1)*g.CardStep(2)
	if crossDouble {
		w = math.Max(w, 0.5+2*g.CardStep(2)+0.2+draw.CardRatio/2)
	}
	return w
}

// SplitGrid is how a box's nh split hands lie: cols × rows cells, the
// cards at scale sc; the grid's top left.
type SplitGrid struct {
	cols, rows int
	sc         float64
	x, y       float64 // the top left corner of the first cell
	cw, chh    float64 // a cell's width and height (cards and label)
}

// gridKey names a split layout of the cache.
type gridKey struct {
	box, nh int
	span    float64
}

// Grid lays out nh split hands, the widest span card widths wide, at box:
// in one row side by side, in two rows of two, or in a column, near the
// Box's place, whichever shows the cards biggest (never bigger than the
// Box's one hand) in the box's share of the felt (apart). Hand 1 is on
// the right (it is played first, 000 Art. 11 "quella alla sua destra"),
// the next to its left, the next row below.
func (g *Geom) Grid(box, nh int, span float64) SplitGrid {
	span = math.Max(span, g.HandSpan(2, false))
	k := gridKey{box, nh, span}
	if gr, ok := g.grids[k]; ok {
		return gr
	}
	best := SplitGrid{sc: -1}
	px, py := g.Place(box)
	for _, cr := range [][2]int{{nh, 1}, {2, (nh + 1) / 2}, {1, nh}} {
		cols, rows := cr[0], cr[1]
		if cols*rows < nh || (cols == 2 && rows == 1 && nh > 2) {
			continue
		}
		// The biggest scale at which some place near the box's is free,
		// by halving the interval.
		lo, hi := 0.0, 1.0
		var at [2]float64
		fits := func(sc float64) (float64, float64, bool) {
			w := float64(cols)*g.CardW*span*sc + float64(cols-1)*splitGap
			h := float64(rows)*(g.CardH*sc+splitLabelH) + float64(rows-1)*splitGap
			bestD := math.Inf(1)
			var bx, by float64
			for dy := -60.0; dy <= 60; dy += 4 {
				for dx := -70.0; dx <= 70; dx += 4 {
					r := draw.R{X: px + dx - w/2, Y: py + dy - g.CardH*sc/2, W: w, H: h}
					d := math.Hypot(dx, dy)
					if d < bestD && g.Apart(box, r) {
						bestD, bx, by = d, r.X, r.Y
					}
				}
			}
			return bx, by, !math.IsInf(bestD, 1)
		}
		if x, y, ok := fits(1); ok {
			lo, at = 1, [2]float64{x, y}
		} else {
			for i := 0; i < 7; i++ {
				mid := (lo + hi) / 2
				if x, y, ok := fits(mid); ok {
					lo, at = mid, [2]float64{x, y}
				} else {
					hi = mid
				}
			}
		}
		if lo > best.sc+0.01 {
			best = SplitGrid{cols: cols, rows: rows, sc: lo, x: at[0], y: at[1]}
		}
	}
	if best.sc <= 0 {
		// Nowhere free: the smallest cards on the box's place.
		best = SplitGrid{cols: 2, rows: (nh + 1) / 2, sc: 0.3, x: px - g.CardW*span*0.3, y: py}
	}
	best.cw = g.CardW * span * best.sc
	best.chh = g.CardH*best.sc + splitLabelH
	if g.grids == nil {
		g.grids = map[gridKey]SplitGrid{}
	}
	g.grids[k] = best
	return best
}

// cell is the top left corner of hand h's cell in grid gr.
func (gr SplitGrid) Cell(h int) (float64, float64) {
	col, row := h%gr.cols, h/gr.cols
	col = gr.cols - 1 - col // hand 1 on the right
	return gr.x + float64(col)*(gr.cw+splitGap), gr.y + float64(row)*(gr.chh+splitGap)
}

// SplitCard is the centre of card k of split hand h (from 0) of a box's nh
// hands, the widest span card widths wide, and the scale its cards are drawn at. The hands
// keep to the box's share of the felt (apart), smaller where they need
// to: no card of theirs goes over another box's cards, its stakes, or the
// insurance and desafío bets on the line. A card crosswise is a double's (k 2), or a
// split ace's (k 1), which lies across its ace (004 Divisione: "posta
// trasversalmente rispetto ad ogni asso"), the ace's index corner in sight.
func (g *Geom) SplitCard(box, h, nh int, span float64, k int, cross bool) (x, y, sc float64) {
	gr := g.Grid(box, nh, span)
	cx, cy := gr.Cell(h)
	sc = gr.sc
	cw, ch := g.CardW*sc, g.CardH*sc
	x, y = cx+cw/2, cy+ch/2
	if cross && k == 1 {
		return x + cw*0.1, y + ch/2 - cw*0.48, sc
	}
	x += float64(k) * cw * g.CardStep(2)
	if cross {
		x += cw * 0.2
	}
	return x, y, sc
}

// HandLabelRect is where a hand's total and result are written: under the
// first card of a box's one hand, under the cells of split hands (span the
// widest of the box's hands), as wide as the cell.
func (g *Geom) HandLabelRect(box, h, nh int, span float64) draw.R {
	if nh <= 1 {
		x, y := g.HandCard(box, 0, false)
		return draw.R{X: x - g.CardW*0.8, Y: y + g.CardH/2 + 6 - 10.5, W: g.CardW * 1.6, H: 21}
	}
	gr := g.Grid(box, nh, span)
	cx, cy := gr.Cell(h)
	return draw.R{X: cx, Y: cy + g.CardH*gr.sc + 1, W: gr.cw, H: splitLabelH - 1}
}

// Apart reports whether rectangle r, split hands of box, keeps to the
// Box's share of the felt: on the felt below the sabot's band, nearer to
// the box's place than to a neighbouring box's (half-way, less a gap, in
// every direction), off every stack of chips the boxes may hold (stakes,
// doubles and winnings of as many hands as the table allows, insurance,
// desafío and Perfect Pair bets) and off the neighbouring boxes' one hand
// of up to three cards and its label.
func (g *Geom) Apart(box int, r draw.R) bool {
	if r.Y < g.Top()-g.CardH/2 {
		return false
	}
	for _, p := range [][2]float64{{r.X, r.Y}, {r.X + r.W, r.Y}, {r.X, r.Y + r.H}, {r.X + r.W, r.Y + r.H}} {
		if math.Hypot(p[0]-g.Table.CX, p[1]-g.Table.CY) > g.Table.Radius*0.96 {
			return false
		}
	}
	nx := math.Min(math.Max(g.Table.CX, r.X), r.X+r.W)
	if math.Hypot(nx-g.Table.CX, r.Y-g.Table.CY) < g.LineR()+2 {
		return false // over the insurance line
	}
	px, py := g.Place(box)
	for _, nb := range []int{box - 1, box + 1} {
		if nb < 1 || nb > len(g.Table.Boxes) {
			continue
		}
		qx, qy := g.Place(nb)
		dx, dy := qx-px, qy-py
		d := math.Hypot(dx, dy)
		ux, uy := dx/d, dy/d
		// The rectangle's reach towards the neighbour, from the box's place.
		reach := math.Max(ux*(r.X-px), ux*(r.X+r.W-px)) + math.Max(uy*(r.Y-py), uy*(r.Y+r.H-py))
		if reach > d/2-splitGap/2 {
			return false
		}
	}
	for _, o := range g.obstacles {
		if o.box == box && o.own {
			continue
		}
		if r.X < o.r.X+o.r.W && o.r.X < r.X+r.W && r.Y < o.r.Y+o.r.H && o.r.Y < r.Y+r.H {
			return false
		}
	}
	return true
}

// obstacle is a rectangle the split hands keep off: a stack of chips, or
// a box's one hand (own: the box's own, which its split hands replace).
type obstacle struct {
	r   draw.R
	box int
	own bool
}

// ComputeObstacles fills obstacles.
func (g *Geom) ComputeObstacles() {
	n := len(g.Table.Boxes)
	chipR := func(x, y float64) draw.R {
		return draw.R{X: x - g.Chip/2 - 1, Y: y - g.Chip/2 - 1, W: g.Chip + 2, H: g.Chip + 2}
	}
	add := func(box int, own bool, r draw.R) { g.obstacles = append(g.obstacles, obstacle{r, box, own}) }
	nh := max(g.rs.MaxHands, 1)
	for box := 1; box <= n; box++ {
		for m := 1; m <= nh; m++ {
			for h := 0; h < m; h++ {
				for _, k := range []StackKind{Stake, Double, Win} {
					for _, doubled := range []bool{false, true} {
						add(box, false, chipR(g.StackAt(k, box, h, m, doubled)))
					}
				}
			}
		}
		var kinds []StackKind
		if g.rs.Insurance != rules.InsuranceNone {
			kinds = append(kinds, Insurance, InsuranceWin)
		}
		if g.rs.Desafio {
			kinds = append(kinds, Desafio, DesafioWin)
		}
		if g.rs.PerfectPair {
			kinds = append(kinds, PerfectPair, PerfectPairWin)
			p := g.Box(box).PerfectPair
			add(box, false, draw.R{X: p.X - p.R, Y: p.Y - p.R, W: 2 * p.R, H: 2 * p.R})
			// Its label once settled, as wide as "Perfect Pair +500,00".
			x, y, side := g.SideLabel(PerfectPair, box, 0, 1)
			const w = 160.0
			add(box, false, draw.R{X: x - w/2 + float64(side)*w/2, Y: y - 11.5, W: w, H: 23})
		}
		for _, k := range kinds {
			add(box, false, chipR(g.StackAt(k, box, 0, 1, false)))
		}
		// The box's one hand, up to three cards, and its label as wide as
		// "21 · +500,00".
		for k := 0; k < 3; k++ {
			x, y := g.HandCard(box, k, false)
			add(box, true, g.CardRect(x, y, false))
		}
		x, y := g.HandCard(box, 0, false)
		add(box, true, draw.R{X: x - 48, Y: y + g.CardH/2 - 4.5, W: 96, H: 21})
	}
}

// IndexCornerS is the rectangle of the rank and suit in the top left corner
// of a card at (x, y) drawn at scale sc, the one the overlapping cards
// leave in sight; a card crosswise (turned a quarter clockwise) has it at
// its top right.
func (g *Geom) IndexCornerS(x, y float64, cross bool, sc float64) draw.R {
	cw, ch := g.CardW*sc, g.CardH*sc
	w, h := cw*0.22, ch*0.04+cw*0.34
	if cross {
		return draw.R{X: x + ch/2 - h, Y: y - cw/2, W: h, H: w}
	}
	return draw.R{X: x - cw/2, Y: y - ch/2, W: w, H: h}
}

// CardRect is the rectangle a card at (x, y) covers.
func (g *Geom) CardRect(x, y float64, cross bool) draw.R { return g.CardRectS(x, y, cross, 1) }

// CardRectS is the rectangle a card at (x, y) drawn at scale sc covers.
func (g *Geom) CardRectS(x, y float64, cross bool, sc float64) draw.R {
	cw, ch := g.CardW*sc, g.CardH*sc
	if cross {
		return draw.R{X: x - ch/2, Y: y - cw/2, W: ch, H: cw}
	}
	return draw.R{X: x - cw/2, Y: y - ch/2, W: cw, H: ch}
}

// StackAt is where a stack of a kind goes for hand h (from 0) of nh hands:
// the stakes on the betting circle (split hands' side by side), a double
// and the winnings towards the player, the side bets on their lines.
func (g *Geom) StackAt(kind StackKind, box, h, nh int, doubled bool) (float64, float64) {
	b := g.Box(box)
	rx, ry := Radial(b)
	cx, cy := b.Bet.X, b.Bet.Y
	step := g.Chip * 1.08
	mirror := 1.0
	if nh > 1 {
		// Side by side along the rail, hand 1 on the right as its cards:
		// a double and winnings go towards the player, clear of the
		// other hands' stakes.
		off := (float64(nh-1)/2 - float64(h)) * step
		cx, cy = cx+ry*off, cy-rx*off
	}
	if b.Angle > math.Pi/2+0.01 {
		// The boxes on the left mirror the right's: the bet on the
		// line's side away from the table's middle, as on the right.
		mirror = -1
	}
	onLine := func(r float64, side float64) (float64, float64) {
		in, shift := g.lineShift(b, r, mirror)
		return g.onLine(b, r-in, shift, side*mirror)
	}
	switch kind {
	case Double:
		return cx + rx*step, cy + ry*step
	case Win:
		k := 1.0
		if doubled {
			k = 2
		}
		return cx + rx*step*k, cy + ry*step*k
	case Insurance:
		return onLine(g.InsuranceR(), -1)
	case InsuranceWin:
		return onLine(g.InsuranceR(), 1)
	case Desafio:
		return onLine(g.Table.Radius*0.5, -1)
	case DesafioWin:
		return onLine(g.Table.Radius*0.5, 1)
	case PerfectPair:
		return b.PerfectPair.X, b.PerfectPair.Y
	case PerfectPairWin:
		return b.PerfectPair.X + rx*step, b.PerfectPair.Y + ry*step
	}
	return cx, cy
}

// onLine is where a stack on a box's line of radius r goes, the box's
// angle turned by shift, on the side side (-1 the bet, 1 its winnings).
func (g *Geom) onLine(b draw.Box, r, shift, side float64) (float64, float64) {
	a := b.Angle + shift + side*g.Chip*0.55/r
	return g.Table.CX + r*math.Cos(a), g.Table.CY + r*math.Sin(a)
}

// lineShift is how far a box's bets on a line of radius r (the bet and
// its winnings) move from their place to stay off the shoe, the discard
// holder and the chip tray, where the outer boxes' lines run under the
// shoe and the discard holder: in towards the dealer, by up to
// lineShiftIn (they stay on the line's band, the box's cards and the
// label of their result barely move), or else turned by an angle towards
// the table's middle.
func (g *Geom) lineShift(b draw.Box, r, mirror float64) (in, shift float64) {
	tools := []draw.R{g.Table.Sabot.Inset(-1), g.Table.Discard.Inset(-1), g.Table.Tray.Inset(-1)}
	clear := func(in, shift float64) bool {
		for _, side := range []float64{-mirror, mirror} {
			x, y := g.onLine(b, r-in, shift, side)
			q := draw.R{X: x - g.Chip/2, Y: y - g.Chip/2, W: g.Chip, H: g.Chip}
			for _, t := range tools {
				if q.X < t.X+t.W && t.X < q.X+q.W && q.Y < t.Y+t.H && t.Y < q.Y+q.H {
					return false
				}
			}
		}
		return true
	}
	for in := 0.0; in <= lineShiftIn; in++ {
		if clear(in, 0) {
			return in, 0
		}
	}
	dir := 1.0
	if b.Angle > math.Pi/2 {
		dir = -1
	}
	for shift := 0.005; shift < 0.5; shift += 0.005 {
		if clear(0, shift*dir) {
			return 0, shift * dir
		}
	}
	return 0, 0
}

// lineShiftIn is the most a line's bets move in towards the dealer to
// stay off his tools, design units.
const lineShiftIn = 20.0

func (g *Geom) InsuranceR() float64 {
	if g.Table.InsuranceR > 0 {
		return g.Table.InsuranceR + g.Table.Radius*0.0375
	}
	return g.Table.Radius * 0.48
}

// StakeOffset is how far a co-bettor's stake (2, 3…) sits from the
// holder's: on its own circle where the box has several (three at the
// Shuffler Mate table), otherwise beside the betting circle, alternately
// on either side along the rail.
func (g *Geom) StakeOffset(box, stake int) (float64, float64) {
	if stake < 2 {
		return 0, 0
	}
	b := g.Box(box)
	if stake <= len(b.Circles) {
		c := b.Circles[stake-1]
		return c.X - b.Bet.X, c.Y - b.Bet.Y
	}
	rx, ry := Radial(b)
	k := float64(stake/2) * g.Chip * 1.25
	if stake%2 == 1 {
		k = -k
	}
	return -ry * k, rx * k
}

// SideLabel is where a settled side bet's result is written, and which
// way the label runs from there (-1 to the left, 1 to the right, 0
// centred): a Perfect Pair's beside its circle, away from the box's
// stakes; insurance's and a desafío's inside their line, by their bet and
// winnings, clear of the boxes' cards.
func (g *Geom) SideLabel(kind StackKind, box, h, nh int) (x, y float64, side int) {
	b := g.Box(box)
	if kind == PerfectPair {
		p := b.PerfectPair
		dx, dy := p.X-b.Bet.X, p.Y-b.Bet.Y
		d := math.Hypot(dx, dy)
		if d == 0 {
			return p.X, p.Y + p.R + 12, 0
		}
		dx /= d
		out := p.X - g.Table.CX // the way out from the table's middle
		if math.Abs(dx) < 0.3 || dx*out < 0 {
			// Under its circle where beside it lie the stakes or,
			// towards the table's middle, the next box's cards.
			return p.X, p.Y + p.R + 12, 0
		}
		side = 1
		if dx < 0 {
			side = -1
		}
		return p.X + float64(side)*(p.R+4), p.Y, side
	}
	bx, by := g.StackAt(kind, box, h, nh, false)
	wx, wy := g.StackAt(kind+1, box, h, nh, false) // the kind's winnings follow it
	rx, ry := Radial(b)
	// Inside the line, towards the dealer: the cards of the boxes (split
	// hands too) lie outside it.
	return (bx+wx)/2 - rx*g.Chip*1.5, (by+wy)/2 - ry*g.Chip*1.5, 0
}

// StackKind is which bet a chip stack is.
type StackKind uint8

const (
	Stake StackKind = iota // a hand's stake (hand 1's is the box's bet)
	Double
	Win // the winnings of a hand's stake (or of even money)
	Insurance
	InsuranceWin
	Desafio
	DesafioWin
	PerfectPair
	PerfectPairWin
)
