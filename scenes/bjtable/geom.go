package bjtable

import (
	"math"

	"sabot/rules"
	"sabot/scenes/draw"
)

// bjGeom is where things go on the felt, in design units.
type bjGeom struct {
	t      draw.BlackjackTable
	cw, ch float64 // a card's size
	chip   float64 // a chip's diameter
	// inset moves the cards towards the dealer from the felt's place for
	// them, where the betting circles come close (three per box).
	inset float64
	rs    rules.RuleSet
	// obstacles are what split hands keep off (apart); grids the split
	// layouts worked out.
	obstacles []obstacle
	grids     map[gridKey]splitGrid
}

// bjTableArea is the felt's area on the design canvas.
var bjTableArea = draw.R{X: 20, Y: 50, W: 1240, H: 596}

// newGeom lays out table r.
func newGeom(r rules.RuleSet) *bjGeom {
	t := draw.LayoutBlackjack(r, bjTableArea)
	cw := 54.0
	if r.Boxes <= 5 {
		cw = 60
	}
	g := &bjGeom{t: t, cw: cw, ch: cw * draw.CardRatio, chip: 34, rs: r}
	if len(t.Boxes) > 0 && len(t.Boxes[0].Circles) > 1 {
		g.inset = 10
	}
	g.computeObstacles()
	return g
}

// Layout returns the felt of table r as the table scene lays it
// out on the 1280×800 design canvas (end-to-end tests click its boxes).
func Layout(r rules.RuleSet) draw.BlackjackTable { return newGeom(r).t }

func (g *bjGeom) box(n int) draw.Box {
	if n < 1 || n > len(g.t.Boxes) {
		return draw.Box{Angle: math.Pi / 2, Bet: draw.Circle{X: g.t.CX, Y: g.t.CY + g.t.Radius*0.74}}
	}
	return g.t.Boxes[n-1]
}

// radial is the unit vector out of the table at a box.
func radial(b draw.Box) (float64, float64) { return math.Cos(b.Angle), math.Sin(b.Angle) }

func (g *bjGeom) shoeMouth() (float64, float64) {
	return g.t.Sabot.X + g.t.Sabot.W*0.1, g.t.Sabot.Y + g.t.Sabot.H*0.5
}

func (g *bjGeom) discard() (float64, float64) { return g.t.Discard.CX(), g.t.Discard.CY() }

func (g *bjGeom) tray() (float64, float64) { return g.t.Tray.CX(), g.t.Tray.CY() }

// player is where a box's player sits: his chips come from there.
func (g *bjGeom) player(box int) (float64, float64) {
	b := g.box(box)
	rx, ry := radial(b)
	r := g.t.Radius * 1.04
	return g.t.CX + rx*r, g.t.CY + ry*r
}

// dealerCard is the centre of the dealer's k-th card: the first two on the
// felt's outlines, the next ones overlapping to the right.
func (g *bjGeom) dealerCard(k int) (float64, float64) {
	x := g.t.Dealer.X - g.cw*0.6
	if k >= 1 {
		x = g.t.Dealer.X + g.cw*0.6 + float64(k-1)*g.cw*0.5
	}
	return x, g.t.Dealer.Y
}

// handMaxCards is how many cards of a split hand the layout keeps clear
// of the other hands of its box.
const handMaxCards = 6

// cardStep is how far each next card of a hand lies to the right of the
// one before, as a fraction of the card's width: enough to leave the
// index corner (indexCorner) of the card below in sight.
func (g *bjGeom) cardStep(nh int) float64 {
	if nh > 1 {
		return 0.26
	}
	return 0.3
}

// handCard is the centre of card k of a box's one hand: the first on the
// box's place, each next card overlapping towards the upper right (the
// hands of the upper boxes climb less, and no card goes up into the band of
// the sabot, the tray and the discard holder). A card crosswise is a
// double's (k 2).
func (g *bjGeom) handCard(box, k int, cross bool) (float64, float64) {
	b := g.box(box)
	x, y := g.place(box)
	climb := g.ch * 0.19 * math.Max(0.3, math.Sin(b.Angle))
	x += float64(k) * g.cw * g.cardStep(1)
	y -= float64(k) * climb
	if cross {
		x += g.cw * 0.2
	}
	return x, math.Max(math.Max(y, g.top()), g.belowLine(x, cross))
}

// lineR is the radius the boxes' cards keep outside of: the outer edge of
// the insurance line's band and of the bets on it (and of the desafío's).
func (g *bjGeom) lineR() float64 {
	r := 0.0
	if g.t.InsuranceR > 0 {
		r = g.insuranceR() + g.chip/2
	}
	if g.rs.Desafio {
		r = math.Max(r, g.t.Radius*0.5+g.chip/2)
	}
	return r
}

// belowLine is the highest centre of a card at x whose top edge stays
// outside the line (lineR): a hand's cards climb no further towards the
// dealer than the insurance and desafío bets.
func (g *bjGeom) belowLine(x float64, cross bool) float64 {
	rl := g.lineR()
	if rl <= 0 {
		return 0
	}
	w, h := g.cw, g.ch
	if cross {
		w, h = h, w
	}
	nx := math.Min(math.Max(g.t.CX, x-w/2), x+w/2)
	dx := nx - g.t.CX
	if math.Abs(dx) >= rl {
		return 0
	}
	return g.t.CY + math.Sqrt(rl*rl-dx*dx) + 2 + h/2
}

// top is the highest a card's centre goes: below the band of the sabot
// and the discard holder.
func (g *bjGeom) top() float64 {
	return math.Max(g.t.Sabot.Y+g.t.Sabot.H, g.t.Discard.Y+g.t.Discard.H) + 8 + g.ch/2
}

// place is the centre of the first card of a box's one hand.
func (g *bjGeom) place(box int) (float64, float64) {
	b := g.box(box)
	rx, ry := radial(b)
	x := b.Cards.X - rx*g.inset
	return x, math.Max(math.Max(b.Cards.Y-ry*g.inset, g.top()), g.belowLine(x, false))
}

// cardAt is the centre of card k of hand h (from 0) of a box's nh hands,
// the widest span card widths wide (handSpan), and the scale it is drawn
// at: the box's one hand as handCard lays it, split hands as splitCard
// does.
func (g *bjGeom) cardAt(box, h, nh int, span float64, k int, cross bool) (x, y, sc float64) {
	if nh <= 1 {
		x, y = g.handCard(box, k, cross)
		return x, y, 1
	}
	return g.splitCard(box, h, nh, span, k, cross)
}

// splitLabelH is the height of a split hand's label, under its cards.
const splitLabelH = 18

// splitGap is the room left between split hands, and around them.
const splitGap = 4

// handSpan is the width of a split hand of n cards, in card widths (two at
// least: the hand's room does not shrink at its second card); crossDouble:
// its third card is a double's, crosswise.
func (g *bjGeom) handSpan(n int, crossDouble bool) float64 {
	w := 1 + float64(max(n, 2)-1)*g.cardStep(2)
	if crossDouble {
		w = math.Max(w, 0.5+2*g.cardStep(2)+0.2+draw.CardRatio/2)
	}
	return w
}

// splitGrid is how a box's nh split hands lie: cols × rows cells, the
// cards at scale sc; the grid's top left.
type splitGrid struct {
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

// grid lays out nh split hands, the widest span card widths wide, at box:
// in one row side by side, in two rows of two, or in a column, near the
// box's place, whichever shows the cards biggest (never bigger than the
// box's one hand) in the box's share of the felt (apart). Hand 1 is on
// the right (it is played first, 000 Art. 11 "quella alla sua destra"),
// the next to its left, the next row below.
func (g *bjGeom) grid(box, nh int, span float64) splitGrid {
	span = math.Max(span, g.handSpan(2, false))
	k := gridKey{box, nh, span}
	if gr, ok := g.grids[k]; ok {
		return gr
	}
	best := splitGrid{sc: -1}
	px, py := g.place(box)
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
			w := float64(cols)*g.cw*span*sc + float64(cols-1)*splitGap
			h := float64(rows)*(g.ch*sc+splitLabelH) + float64(rows-1)*splitGap
			bestD := math.Inf(1)
			var bx, by float64
			for dy := -60.0; dy <= 60; dy += 4 {
				for dx := -70.0; dx <= 70; dx += 4 {
					r := draw.R{X: px + dx - w/2, Y: py + dy - g.ch*sc/2, W: w, H: h}
					d := math.Hypot(dx, dy)
					if d < bestD && g.apart(box, r) {
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
			best = splitGrid{cols: cols, rows: rows, sc: lo, x: at[0], y: at[1]}
		}
	}
	if best.sc <= 0 {
		// Nowhere free: the smallest cards on the box's place.
		best = splitGrid{cols: 2, rows: (nh + 1) / 2, sc: 0.3, x: px - g.cw*span*0.3, y: py}
	}
	best.cw = g.cw * span * best.sc
	best.chh = g.ch*best.sc + splitLabelH
	if g.grids == nil {
		g.grids = map[gridKey]splitGrid{}
	}
	g.grids[k] = best
	return best
}

// cell is the top left corner of hand h's cell in grid gr.
func (gr splitGrid) cell(h int) (float64, float64) {
	col, row := h%gr.cols, h/gr.cols
	col = gr.cols - 1 - col // hand 1 on the right
	return gr.x + float64(col)*(gr.cw+splitGap), gr.y + float64(row)*(gr.chh+splitGap)
}

// splitCard is the centre of card k of split hand h (from 0) of a box's nh
// hands, the widest span card widths wide, and the scale its cards are drawn at. The hands
// keep to the box's share of the felt (apart), smaller where they need
// to: no card of theirs goes over another box's cards, its stakes, or the
// insurance and desafío bets on the line. A card crosswise is a double's (k 2), or a
// split ace's (k 1), which lies across its ace (004 Divisione: "posta
// trasversalmente rispetto ad ogni asso"), the ace's index corner in sight.
func (g *bjGeom) splitCard(box, h, nh int, span float64, k int, cross bool) (x, y, sc float64) {
	gr := g.grid(box, nh, span)
	cx, cy := gr.cell(h)
	sc = gr.sc
	cw, ch := g.cw*sc, g.ch*sc
	x, y = cx+cw/2, cy+ch/2
	if cross && k == 1 {
		return x + cw*0.1, y + ch/2 - cw*0.48, sc
	}
	x += float64(k) * cw * g.cardStep(2)
	if cross {
		x += cw * 0.2
	}
	return x, y, sc
}

// handLabelRect is where a hand's total and result are written: under the
// first card of a box's one hand, under the cells of split hands (span the
// widest of the box's hands), as wide as the cell.
func (g *bjGeom) handLabelRect(box, h, nh int, span float64) draw.R {
	if nh <= 1 {
		x, y := g.handCard(box, 0, false)
		return draw.R{X: x - g.cw*0.8, Y: y + g.ch/2 + 6 - 10.5, W: g.cw * 1.6, H: 21}
	}
	gr := g.grid(box, nh, span)
	cx, cy := gr.cell(h)
	return draw.R{X: cx, Y: cy + g.ch*gr.sc + 1, W: gr.cw, H: splitLabelH - 1}
}

// apart reports whether rectangle r, split hands of box, keeps to the
// box's share of the felt: on the felt below the sabot's band, nearer to
// the box's place than to a neighbouring box's (half-way, less a gap, in
// every direction), off every stack of chips the boxes may hold (stakes,
// doubles and winnings of as many hands as the table allows, insurance,
// desafío and Perfect Pair bets) and off the neighbouring boxes' one hand
// of up to three cards and its label.
func (g *bjGeom) apart(box int, r draw.R) bool {
	if r.Y < g.top()-g.ch/2 {
		return false
	}
	for _, p := range [][2]float64{{r.X, r.Y}, {r.X + r.W, r.Y}, {r.X, r.Y + r.H}, {r.X + r.W, r.Y + r.H}} {
		if math.Hypot(p[0]-g.t.CX, p[1]-g.t.CY) > g.t.Radius*0.96 {
			return false
		}
	}
	nx := math.Min(math.Max(g.t.CX, r.X), r.X+r.W)
	if math.Hypot(nx-g.t.CX, r.Y-g.t.CY) < g.lineR()+2 {
		return false // over the insurance line
	}
	px, py := g.place(box)
	for _, nb := range []int{box - 1, box + 1} {
		if nb < 1 || nb > len(g.t.Boxes) {
			continue
		}
		qx, qy := g.place(nb)
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

// computeObstacles fills obstacles.
func (g *bjGeom) computeObstacles() {
	n := len(g.t.Boxes)
	chipR := func(x, y float64) draw.R {
		return draw.R{X: x - g.chip/2 - 1, Y: y - g.chip/2 - 1, W: g.chip + 2, H: g.chip + 2}
	}
	add := func(box int, own bool, r draw.R) { g.obstacles = append(g.obstacles, obstacle{r, box, own}) }
	nh := max(g.rs.MaxHands, 1)
	for box := 1; box <= n; box++ {
		for m := 1; m <= nh; m++ {
			for h := 0; h < m; h++ {
				for _, k := range []stackKind{stStake, stDouble, stWin} {
					for _, doubled := range []bool{false, true} {
						add(box, false, chipR(g.stackAt(k, box, h, m, doubled)))
					}
				}
			}
		}
		var kinds []stackKind
		if g.rs.Insurance != rules.InsuranceNone {
			kinds = append(kinds, stInsurance, stInsuranceWin)
		}
		if g.rs.Desafio {
			kinds = append(kinds, stDesafio, stDesafioWin)
		}
		if g.rs.PerfectPair {
			kinds = append(kinds, stPerfectPair, stPerfectPairWin)
			p := g.box(box).PerfectPair
			add(box, false, draw.R{X: p.X - p.R, Y: p.Y - p.R, W: 2 * p.R, H: 2 * p.R})
			// Its label once settled, as wide as "Perfect Pair +500,00".
			x, y, side := g.sideLabel(stPerfectPair, box, 0, 1)
			const w = 160.0
			add(box, false, draw.R{X: x - w/2 + float64(side)*w/2, Y: y - 11.5, W: w, H: 23})
		}
		for _, k := range kinds {
			add(box, false, chipR(g.stackAt(k, box, 0, 1, false)))
		}
		// The box's one hand, up to three cards, and its label as wide as
		// "21 · +500,00".
		for k := 0; k < 3; k++ {
			x, y := g.handCard(box, k, false)
			add(box, true, g.cardRect(x, y, false))
		}
		x, y := g.handCard(box, 0, false)
		add(box, true, draw.R{X: x - 48, Y: y + g.ch/2 - 4.5, W: 96, H: 21})
	}
}

// indexCornerS is the rectangle of the rank and suit in the top left corner
// of a card at (x, y) drawn at scale sc, the one the overlapping cards
// leave in sight; a card crosswise (turned a quarter clockwise) has it at
// its top right.
func (g *bjGeom) indexCornerS(x, y float64, cross bool, sc float64) draw.R {
	cw, ch := g.cw*sc, g.ch*sc
	w, h := cw*0.22, ch*0.04+cw*0.34
	if cross {
		return draw.R{X: x + ch/2 - h, Y: y - cw/2, W: h, H: w}
	}
	return draw.R{X: x - cw/2, Y: y - ch/2, W: w, H: h}
}

// cardRect is the rectangle a card at (x, y) covers.
func (g *bjGeom) cardRect(x, y float64, cross bool) draw.R { return g.cardRectS(x, y, cross, 1) }

// cardRectS is the rectangle a card at (x, y) drawn at scale sc covers.
func (g *bjGeom) cardRectS(x, y float64, cross bool, sc float64) draw.R {
	cw, ch := g.cw*sc, g.ch*sc
	if cross {
		return draw.R{X: x - ch/2, Y: y - cw/2, W: ch, H: cw}
	}
	return draw.R{X: x - cw/2, Y: y - ch/2, W: cw, H: ch}
}

// stackAt is where a stack of a kind goes for hand h (from 0) of nh hands:
// the stakes on the betting circle (split hands' side by side), a double
// and the winnings towards the player, the side bets on their lines.
func (g *bjGeom) stackAt(kind stackKind, box, h, nh int, doubled bool) (float64, float64) {
	b := g.box(box)
	rx, ry := radial(b)
	cx, cy := b.Bet.X, b.Bet.Y
	step := g.chip * 1.08
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
		side *= mirror
		a := b.Angle + side*g.chip*0.55/r
		return g.t.CX + r*math.Cos(a), g.t.CY + r*math.Sin(a)
	}
	switch kind {
	case stDouble:
		return cx + rx*step, cy + ry*step
	case stWin:
		k := 1.0
		if doubled {
			k = 2
		}
		return cx + rx*step*k, cy + ry*step*k
	case stInsurance:
		return onLine(g.insuranceR(), -1)
	case stInsuranceWin:
		return onLine(g.insuranceR(), 1)
	case stDesafio:
		return onLine(g.t.Radius*0.5, -1)
	case stDesafioWin:
		return onLine(g.t.Radius*0.5, 1)
	case stPerfectPair:
		return b.PerfectPair.X, b.PerfectPair.Y
	case stPerfectPairWin:
		return b.PerfectPair.X + rx*step, b.PerfectPair.Y + ry*step
	}
	return cx, cy
}

func (g *bjGeom) insuranceR() float64 {
	if g.t.InsuranceR > 0 {
		return g.t.InsuranceR + g.t.Radius*0.0375
	}
	return g.t.Radius * 0.48
}

// stakeOffset is how far a co-bettor's stake (2, 3…) sits from the
// holder's: on its own circle where the box has several (three at the
// Shuffler Mate table), otherwise beside the betting circle, alternately
// on either side along the rail.
func (g *bjGeom) stakeOffset(box, stake int) (float64, float64) {
	if stake < 2 {
		return 0, 0
	}
	b := g.box(box)
	if stake <= len(b.Circles) {
		c := b.Circles[stake-1]
		return c.X - b.Bet.X, c.Y - b.Bet.Y
	}
	rx, ry := radial(b)
	k := float64(stake/2) * g.chip * 1.25
	if stake%2 == 1 {
		k = -k
	}
	return -ry * k, rx * k
}

// sideLabel is where a settled side bet's result is written, and which
// way the label runs from there (-1 to the left, 1 to the right, 0
// centred): a Perfect Pair's beside its circle, away from the box's
// stakes; insurance's and a desafío's inside their line, by their bet and
// winnings, clear of the boxes' cards.
func (g *bjGeom) sideLabel(kind stackKind, box, h, nh int) (x, y float64, side int) {
	b := g.box(box)
	if kind == stPerfectPair {
		p := b.PerfectPair
		dx, dy := p.X-b.Bet.X, p.Y-b.Bet.Y
		d := math.Hypot(dx, dy)
		if d == 0 {
			return p.X, p.Y + p.R + 12, 0
		}
		dx /= d
		out := p.X - g.t.CX // the way out from the table's middle
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
	bx, by := g.stackAt(kind, box, h, nh, false)
	wx, wy := g.stackAt(kind+1, box, h, nh, false) // the kind's winnings follow it
	rx, ry := radial(b)
	// Inside the line, towards the dealer: the cards of the boxes (split
	// hands too) lie outside it.
	return (bx+wx)/2 - rx*g.chip*1.5, (by+wy)/2 - ry*g.chip*1.5, 0
}
