package bjtable

import (
	"math"

	"sabot/game/blackjack"
	"sabot/rules"
	"sabot/scenes/anim"
	"sabot/scenes/bjtable/felt"
	"sabot/scenes/draw"
)

// The blackjack table's view: the cards and chip stacks on the felt as the
// player sees them, which lags behind the engine by the animations. It is
// built from the engine's events only (a face-down card stays a back until
// its EvTurn), and Draw reads it.

// motion is where a thing is, in design units, and where it is going.
type motion struct {
	x, y, fx, fy, tx, ty float64
	t, n                 int
}

// place puts the thing at (x, y) at once.
func (m *motion) place(x, y float64) {
	m.x, m.y, m.fx, m.fy, m.tx, m.ty, m.t, m.n = x, y, x, y, x, y, 0, 0
}

// moveTo starts a move from where it is to (x, y) over n ticks; it does
// nothing when it is already going there.
func (m *motion) moveTo(x, y float64, n int) {
	if math.Abs(x-m.tx) < 0.01 && math.Abs(y-m.ty) < 0.01 {
		return
	}
	m.fx, m.fy, m.tx, m.ty, m.t, m.n = m.x, m.y, x, y, 0, max(n, 1)
}

// moving reports whether a move is under way.
func (m *motion) moving() bool { return m.t < m.n }

// step advances the move one tick and reports whether it just arrived.
func (m *motion) step() bool {
	if m.t >= m.n {
		return false
	}
	m.t++
	p := anim.EaseOut(float64(m.t) / float64(m.n))
	m.x, m.y = m.fx+(m.tx-m.fx)*p, m.fy+(m.ty-m.fy)*p
	return m.t == m.n
}

// cardView is a card on the felt.
type cardView struct {
	motion
	card rules.Card
	// down: the card shows its back (once its turn-over, if any, is done).
	down bool
	// turn counts the ticks into a turn-over of turnN ticks (turnN 0: none).
	turn, turnN int
	// cross: placed crosswise (a double's card and a split ace's at the
	// Shuffler Mate table).
	cross bool
	// loose cards (burnt, discarded, collected) are not placed by layout;
	// gone ones vanish when they arrive.
	loose, gone, dead bool
	// sc is the scale the card is drawn at (0 is 1): split hands' cards
	// are smaller where their box's lane is narrow.
	sc float64
}

// shown reports whether the face is up, the turn-over being done.
func (c *cardView) shown() bool { return !c.down && c.turnN == 0 }

// stackView is a stack of chips on the felt: a bet, or winnings.
type stackView struct {
	motion
	kind      felt.StackKind
	box, hand int
	stake     int // 0: the holder's; 2, 3…: a co-bettor's stake on the box
	amount    rules.Money
	chips     [maxStackChips]rules.Money
	nchips    int
	loose     bool
	gone      bool
	dead      bool
}

// setAmount sets the stack's amount and the chips that show it.
func (s *stackView) setAmount(m rules.Money) {
	s.amount = m
	s.nchips = 0
	for _, c := range draw.Breakdown(m) {
		if s.nchips == maxStackChips {
			break
		}
		s.chips[s.nchips] = c
		s.nchips++
	}
	// The biggest chip at the bottom.
}

// showsAmount reports whether the stack needs its amount written by it:
// when it has more than one chip, its top chip does not say what it holds
// (a 20 is two 10s, a 30 a 25 and a 5).
func (s *stackView) showsAmount() bool { return s.nchips > 1 }

// handView is one hand of a box as seen.
type handView struct {
	cards []int // indexes in feltView.cards
	ace   rules.AceDeclaration
	// mark is what the hand shows: bust, blackjack, or its result once
	// settled.
	bust, blackjack, settled bool
	// evenMoney: the blackjack was paid even money (its net is the
	// even money's).
	evenMoney bool
	result    blackjack.Result
	net       rules.Money
}

// sideView is a settled side bet as the felt labels it: insurance, a
// desafío or a Perfect Pair, with the player's net on it, so that the
// labels of a box add up to its net.
type sideView struct {
	kind      felt.StackKind // felt.Insurance, felt.Desafio or felt.PerfectPair
	box, hand int
	net       rules.Money
}

// feltView is everything on the felt.
type feltView struct {
	g      *felt.Geom
	cards  []cardView
	stacks []stackView
	boxes  [][]handView // by box number; each box's hands
	sides  []sideView   // the side bets settled this round
	dealer []int
	speed  int // the game speed factor, percent
	// arrived is set when a card or a stack reached its place: the labels
	// that follow it must be repainted.
	arrived bool
}

// newView returns an empty felt for geometry g.
func newView(g *felt.Geom, boxes, speed int) *feltView {
	v := &feltView{g: g, speed: speed, boxes: make([][]handView, boxes+1)}
	return v
}

// ticks scales an animation length by the game speed.
func (v *feltView) ticks(n int) int { return anim.Scale(n, v.speed) }

// settled records a settled bet for the labels: a hand's stake (or its
// even money) on the hand, a side bet in sides.
func (v *feltView) settled(e blackjack.Event) {
	hand := max(e.Hand, 1)
	switch e.Bet {
	case blackjack.MainBet, blackjack.EvenMoneyBet:
		if h := v.hand(e.Box, hand); h != nil {
			h.settled, h.result, h.net = true, e.Result, h.net+e.Amount
			h.evenMoney = h.evenMoney || e.Bet == blackjack.EvenMoneyBet
		}
	case blackjack.InsuranceBet:
		v.sides = append(v.sides, sideView{kind: felt.Insurance, box: e.Box, hand: 1, net: e.Amount})
	case blackjack.DesafioBet:
		v.sides = append(v.sides, sideView{kind: felt.Desafio, box: e.Box, hand: hand, net: e.Amount})
	case blackjack.PerfectPairBet:
		v.sides = append(v.sides, sideView{kind: felt.PerfectPair, box: e.Box, hand: 1, net: e.Amount})
	}
}

// labelledNet is the sum of the nets the felt's labels show for box: its
// hands' and its side bets'.
func (v *feltView) labelledNet(box int) rules.Money {
	var n rules.Money
	if box >= 1 && box < len(v.boxes) {
		for _, h := range v.boxes[box] {
			n += h.net
		}
	}
	for _, sd := range v.sides {
		if sd.box == box {
			n += sd.net
		}
	}
	return n
}

// update advances every move by one tick.
func (v *feltView) update() {
	for i := range v.cards {
		c := &v.cards[i]
		if c.dead {
			continue
		}
		if c.step() {
			v.arrived = true
			if c.gone {
				c.dead = true
			}
		}
		if c.turnN > 0 {
			c.turn++
			if c.turn >= c.turnN {
				c.turn, c.turnN = 0, 0
				v.arrived = true
			}
		}
	}
	for i := range v.stacks {
		s := &v.stacks[i]
		if s.dead {
			continue
		}
		if s.step() {
			v.arrived = true
			if s.gone {
				s.dead = true
			}
		}
	}
}

// settle finishes every move and turn-over at once: a round brought back
// is shown where it stands, not dealt again before the user's eyes.
func (v *feltView) settle() {
	for i := 0; i < 100_000 && v.busy(); i++ {
		v.update()
	}
	v.arrived = true
}

// busy reports whether something is moving or turning.
func (v *feltView) busy() bool {
	for i := range v.cards {
		if c := &v.cards[i]; !c.dead && (c.moving() || c.turnN > 0) {
			return true
		}
	}
	for i := range v.stacks {
		if s := &v.stacks[i]; !s.dead && s.moving() {
			return true
		}
	}
	return false
}

// hand returns the view of hand (from 1) of box, growing the box's hands
// as needed.
func (v *feltView) hand(box, hand int) *handView {
	if box < 1 || box >= len(v.boxes) || hand < 1 {
		return nil
	}
	for len(v.boxes[box]) < hand {
		v.boxes[box] = append(v.boxes[box], handView{})
	}
	return &v.boxes[box][hand-1]
}

// deal adds a card coming out of the shoe to the dealer (box 0) or to a
// box's hand. A face-up card turns over as it slides.
func (v *feltView) deal(box, hand int, c rules.Card, faceDown, cross bool) {
	sx, sy := v.g.ShoeMouth()
	card := cardView{card: c, down: faceDown, cross: cross}
	card.place(sx, sy)
	if !faceDown {
		card.turnN = v.ticks(14)
	}
	v.cards = append(v.cards, card)
	i := len(v.cards) - 1
	if box == 0 {
		v.dealer = append(v.dealer, i)
	} else if h := v.hand(box, hand); h != nil {
		h.cards = append(h.cards, i)
	}
	v.layout(v.ticks(16))
}

// turnOver turns a face-down card face up: the dealer's hole card (box 0)
// or the last card of a hand.
func (v *feltView) turnOver(box, hand int, c rules.Card) {
	var i = -1
	if box == 0 {
		for _, k := range v.dealer {
			if v.cards[k].down {
				i = k
			}
		}
	} else if h := v.hand(box, hand); h != nil && len(h.cards) > 0 {
		i = h.cards[len(h.cards)-1]
	}
	if i < 0 {
		return
	}
	v.cards[i].card, v.cards[i].down = c, false
	v.cards[i].turnN, v.cards[i].turn = v.ticks(14), 0
}

// burn sends n cards from the shoe to the discard holder, face down.
func (v *feltView) burn(n int) {
	sx, sy := v.g.ShoeMouth()
	dx, dy := v.g.Discard()
	for k := 0; k < n; k++ {
		c := cardView{down: true, loose: true, gone: true}
		c.place(sx, sy)
		c.moveTo(dx, dy+float64(k), v.ticks(18+3*k))
		v.cards = append(v.cards, c)
	}
}

// discardDealer sends the dealer's cards to the discard holder.
func (v *feltView) discardDealer() {
	dx, dy := v.g.Discard()
	for _, i := range v.dealer {
		c := &v.cards[i]
		c.loose, c.gone, c.down = true, true, true
		c.turnN, c.turn = v.ticks(10), 0
		c.moveTo(dx, dy, v.ticks(18))
	}
	v.dealer = v.dealer[:0]
}

// split moves the second card of hand to a new hand right after it; the
// stacks of the later hands move along.
func (v *feltView) split(box, hand int) {
	if box < 1 || box >= len(v.boxes) || hand < 1 || hand > len(v.boxes[box]) {
		return
	}
	hs := v.boxes[box]
	h := &hs[hand-1]
	if len(h.cards) < 2 {
		return
	}
	second := h.cards[len(h.cards)-1]
	h.cards = h.cards[:len(h.cards)-1]
	hs = append(hs, handView{})
	copy(hs[hand+1:], hs[hand:len(hs)-1])
	hs[hand] = handView{cards: []int{second}}
	v.boxes[box] = hs
	for i := range v.stacks {
		if s := &v.stacks[i]; !s.loose && s.box == box && s.hand > hand {
			s.hand++
		}
	}
	v.layout(v.ticks(16))
}

// stack returns the live stack of a kind on box/hand, or nil.
func (v *feltView) stack(kind felt.StackKind, box, hand int) *stackView {
	return v.stackS(kind, box, hand, 0)
}

// stackS returns the live stack of a kind on box/hand for a stake of the
// box (0 or 1: the holder's), or nil.
func (v *feltView) stackS(kind felt.StackKind, box, hand, stake int) *stackView {
	if stake == 1 {
		stake = 0
	}
	for i := range v.stacks {
		if s := &v.stacks[i]; !s.loose && !s.dead && s.kind == kind && s.box == box && s.hand == hand && s.stake == stake {
			return s
		}
	}
	return nil
}

// addStack puts chips of amount on a bet: a new stack comes from (x, y);
// an existing one grows.
func (v *feltView) addStack(kind felt.StackKind, box, hand int, amount rules.Money, x, y float64) {
	v.addStackS(kind, box, hand, 0, amount, x, y)
}

// addStackS is addStack for a stake of the box.
func (v *feltView) addStackS(kind felt.StackKind, box, hand, stake int, amount rules.Money, x, y float64) {
	if stake == 1 {
		stake = 0
	}
	if s := v.stackS(kind, box, hand, stake); s != nil {
		s.setAmount(s.amount + amount)
		return
	}
	s := stackView{kind: kind, box: box, hand: hand, stake: stake}
	s.setAmount(amount)
	s.place(x, y)
	v.stacks = append(v.stacks, s)
	v.layout(v.ticks(14))
}

// fromPlayer puts chips of the box's player on a bet.
func (v *feltView) fromPlayer(kind felt.StackKind, box, hand int, amount rules.Money) {
	x, y := v.g.Player(box)
	v.addStack(kind, box, hand, amount, x, y)
}

// fromTray puts the dealer's chips (winnings) next to a bet.
func (v *feltView) fromTray(kind felt.StackKind, box, hand int, amount rules.Money) {
	x, y := v.g.Tray()
	v.addStack(kind, box, hand, amount, x, y)
}

// fromPlayerS puts chips of a co-bettor on his stake of a box.
func (v *feltView) fromPlayerS(kind felt.StackKind, box, hand, stake int, amount rules.Money) {
	x, y := v.g.Player(box)
	v.addStackS(kind, box, hand, stake, amount, x, y)
}

// fromSeatS puts chips on a stake of a box from the player seated at
// another box (seat).
func (v *feltView) fromSeatS(kind felt.StackKind, box, hand, stake int, amount rules.Money, seat int) {
	x, y := v.g.Player(seat)
	v.addStackS(kind, box, hand, stake, amount, x, y)
}

// fromTrayS puts the dealer's chips next to a stake of the box.
func (v *feltView) fromTrayS(kind felt.StackKind, box, hand, stake int, amount rules.Money) {
	x, y := v.g.Tray()
	v.addStackS(kind, box, hand, stake, amount, x, y)
}

// moveStake moves a co-bettor's stake from one hand of the box to another
// (a split he did not follow, 000 Cap. 1).
func (v *feltView) moveStake(box, from, to, stake int) {
	if s := v.stackS(felt.Stake, box, from, stake); s != nil && from != to {
		s.hand = to
		v.layout(v.ticks(14))
	}
}

// take sends a bet's stack away: to the tray (lost) or back to the player.
func (v *feltView) take(kind felt.StackKind, box, hand int, toTray bool) {
	v.takeS(kind, box, hand, 0, toTray)
}

// takeS is take for a stake of the box.
func (v *feltView) takeS(kind felt.StackKind, box, hand, stake int, toTray bool) {
	s := v.stackS(kind, box, hand, stake)
	if s == nil {
		return
	}
	x, y := v.g.Player(box)
	if toTray {
		x, y = v.g.Tray()
	}
	s.loose, s.gone = true, true
	s.moveTo(x, y, v.ticks(20))
}

// removeStack takes a bet off the felt back to its player (bets cleared).
func (v *feltView) removeStack(kind felt.StackKind, box, hand int) { v.take(kind, box, hand, false) }

// collect ends the round on the felt: the cards go to the discard holder
// face down, the chips left go back to their players.
func (v *feltView) collect() {
	dx, dy := v.g.Discard()
	for i := range v.cards {
		c := &v.cards[i]
		if c.dead || c.loose {
			continue
		}
		c.loose, c.gone = true, true
		if !c.down {
			c.down = true
			c.turnN, c.turn = v.ticks(10), 0
		}
		c.moveTo(dx, dy, v.ticks(22))
	}
	for i := range v.stacks {
		s := &v.stacks[i]
		if s.dead || s.loose {
			continue
		}
		x, y := v.g.Player(s.box)
		s.loose, s.gone = true, true
		s.moveTo(x, y, v.ticks(22))
	}
	for i := range v.boxes {
		v.boxes[i] = v.boxes[i][:0]
	}
	v.sides = v.sides[:0]
	v.dealer = v.dealer[:0]
}

// layout sends every card and stack that is not loose to its place.
func (v *feltView) layout(n int) {
	for k, i := range v.dealer {
		x, y := v.g.DealerCard(k)
		v.cards[i].moveTo(x, y, n)
	}
	for b := 1; b < len(v.boxes); b++ {
		hs := v.boxes[b]
		span := v.widestSpan(b)
		for h := range hs {
			for k, i := range hs[h].cards {
				x, y, sc := v.g.CardAt(b, h, len(hs), span, k, v.cards[i].cross)
				v.cards[i].moveTo(x, y, n)
				v.cards[i].sc = sc
			}
		}
	}
	for i := range v.stacks {
		s := &v.stacks[i]
		if s.loose || s.dead {
			continue
		}
		nh := max(len(v.boxes[s.box]), 1)
		doubled := v.stackS(felt.Double, s.box, s.hand, s.stake) != nil
		x, y := v.g.StackAt(s.kind, s.box, s.hand-1, nh, doubled)
		dx, dy := v.g.StakeOffset(s.box, s.stake)
		s.moveTo(x+dx, y+dy, n)
	}
}

// widestSpan is the width of the widest hand of box, in card widths
// (bjGeom.handSpan).
func (v *feltView) widestSpan(box int) float64 {
	w := 0.0
	if box >= 1 && box < len(v.boxes) {
		for _, h := range v.boxes[box] {
			cross := len(h.cards) >= 3 && v.cards[h.cards[2]].cross
			w = math.Max(w, v.g.HandSpan(len(h.cards), cross))
		}
	}
	return w
}

// handCards returns the cards of a hand that are face up and in place, for
// its total.
func (v *feltView) visibleCards(idx []int, buf rules.Cards) rules.Cards {
	buf = buf[:0]
	for _, i := range idx {
		if c := &v.cards[i]; c.shown() && !c.moving() {
			buf = append(buf, c.card)
		}
	}
	return buf
}

// compact drops the cards and stacks that have left the felt. It is called
// between rounds, when no hand refers to a card.
func (v *feltView) compact() {
	k := 0
	for i := range v.cards {
		if !v.cards[i].dead {
			v.cards[k] = v.cards[i]
			k++
		}
	}
	v.cards = v.cards[:k]
	k = 0
	for i := range v.stacks {
		if !v.stacks[i].dead {
			v.stacks[k] = v.stacks[i]
			k++
		}
	}
	v.stacks = v.stacks[:k]
}

// maxStackChips is the tallest stack drawn.
const maxStackChips = 12
