package pbtable

import (
	"math"

	"sabot/assets"
	"sabot/driver/pbdriver"
	"sabot/game/punto"
	"sabot/rules"
	"sabot/scenes/anim"
	"sabot/scenes/draw"
)

// The animation helpers: in instant mode they do their work at once.

// ticks scales a duration by the game speed.
func (p *Table) ticks(n int) int { return anim.Scale(n, p.app.Settings.Speed.Factor()) }

func (p *Table) tween(n int, step func(float64), done func()) {
	if p.instant {
		if step != nil {
			step(1)
		}
		if done != nil {
			done()
		}
		return
	}
	p.queue.Add(&anim.Tween{Ticks: p.ticks(n), OnStep: step, OnDone: done})
}

func (p *Table) then(f func()) {
	if p.instant {
		f()
		return
	}
	p.queue.Add(anim.Func(f))
}

func (p *Table) wait(n int) {
	if !p.instant {
		p.queue.Add(anim.NewWait(p.ticks(n)))
	}
}

func (p *Table) play(s assets.Sound) {
	if !p.instant {
		p.app.Sound.Play(s)
	}
}

func (p *Table) speak(ph assets.Phrase) {
	if ph == "" {
		return
	}
	if p.heard != nil {
		p.heard(pbLine{}, ph)
	}
	if !p.instant {
		p.app.Sound.Say(p.app.Loc.Lang(), ph)
	}
}

// pbLerp goes from a to b as t goes from 0 to 1.
func pbLerp(a, b, t float64) float64 { return a + (b-a)*t }

// addCard adds a card, hidden until its move starts, and returns its index.
func (v *puntoView) addCard(c pbCard) int {
	c.sx, c.alpha = 1, 1
	v.cards = append(v.cards, c)
	return len(v.cards) - 1
}

// dealCard deals a card from the sabot to its place.
func (v *puntoView) dealCard(p *Table, e punto.Event) {
	i := v.addCard(pbCard{card: e.Card, up: e.FaceUp, side: e.Side, index: e.Index})
	sx, sy := p.geo.shoe()
	var tx, ty, trot float64
	if e.Side == punto.NoSide {
		tx, ty = p.geo.rest(e.Index - 1)
	} else {
		tx, ty, trot = p.geo.handSlot(e.Side, e.Index-1)
	}
	side := e.Side
	pts := p.d.Round().Points(side)
	p.then(func() {
		c := &v.cards[i]
		c.shown, c.x, c.y = true, sx, sy
		p.play(assets.CardSlide)
	})
	p.tween(pbTicksCard, func(t float64) {
		c := &v.cards[i]
		c.x, c.y, c.rot = pbLerp(sx, tx, t), pbLerp(sy, ty, t), trot*t
	}, func() {
		if side != punto.NoSide && v.pointOn[side] {
			v.points[side] = pts
		}
	})
}

// give slides the two Punto cards to the reader at pos.
func (v *puntoView) give(p *Table, pos int) {
	p.then(func() {
		for i := range v.cards {
			c := &v.cards[i]
			if c.side == punto.Punto && c.index <= 2 {
				c.fromX, c.from = c.x, c.y
				c.atReader = true
			}
		}
		p.play(assets.CardSlide)
	})
	p.tween(pbTicksGive, func(t float64) {
		for i := range v.cards {
			c := &v.cards[i]
			if c.side == punto.Punto && c.index <= 2 {
				tx, ty, trot := p.geo.readerSlot(pos, c.index-1)
				c.x, c.y, c.rot = pbLerp(c.fromX, tx, t), pbLerp(c.from, ty, t), trot*t
			}
		}
	}, nil)
}

// flip turns the cards that match (when the flip starts) over, face up.
func (v *puntoView) flip(p *Table, match func(c *pbCard) bool) {
	p.then(func() {
		for i := range v.cards {
			c := &v.cards[i]
			c.flipping = match(c)
		}
	})
	p.tween(pbTicksTurn, func(t float64) {
		for i := range v.cards {
			c := &v.cards[i]
			if !c.flipping {
				continue
			}
			c.sx = math.Abs(1 - 2*t)
			if t >= 0.5 {
				c.up = true
			}
			if t >= 1 {
				c.sx, c.flipping = 1, false
			}
		}
	}, nil)
}

// flipReader turns the user's Punto cards up for him to read.
func (v *puntoView) flipReader(p *Table) {
	pts := p.d.Round().Points(punto.Punto)
	v.flip(p, func(c *pbCard) bool { return c.atReader && !c.up })
	p.then(func() { v.peekOn, v.peekPts = p.app.Settings.ShowTotals, pts })
}

// turn turns a hand face up; Punto's cards come back from the reader to
// the middle of the felt.
func (v *puntoView) turn(p *Table, e punto.Event) {
	side, pts := e.Side, e.Points
	p.then(func() { p.play(assets.CardFlip) })
	v.flip(p, func(c *pbCard) bool { return c.side == side && !c.up })
	if side == punto.Punto {
		p.then(func() {
			v.peekOn, v.bubbleP = false, 0
			for i := range v.cards {
				c := &v.cards[i]
				c.fromX, c.from = c.x, c.y
			}
		})
		p.tween(pbTicksGive, func(t float64) {
			for i := range v.cards {
				c := &v.cards[i]
				if c.side != punto.Punto || !c.atReader {
					continue
				}
				tx, ty, trot := p.geo.handSlot(punto.Punto, c.index-1)
				rot0 := p.geo.position(p.d.Round().Reader()).Angle - math.Pi/2
				c.x, c.y, c.rot = pbLerp(c.fromX, tx, t), pbLerp(c.from, ty, t), pbLerp(rot0, trot, t)
			}
		}, func() {
			for i := range v.cards {
				v.cards[i].atReader = false
			}
		})
	}
	p.then(func() {
		v.points[side], v.pointOn[side] = pts, p.app.Settings.ShowTotals
	})
}

// takeBack slides a third card dealt on the reader's wrong call back to the
// sabot when the coup is rebuilt "alla regola": it is dealt again as the
// rule gives it, or laid aside for a Colpo in Bianco.
func (v *puntoView) takeBack(p *Table, e punto.Event) {
	side := e.Side
	sx, sy := p.geo.shoe()
	i := -1
	p.then(func() {
		for k := range v.cards {
			if c := &v.cards[k]; c.side == side && c.index == 3 && c.shown {
				i = k
				c.fromX, c.from, c.index = c.x, c.y, 0
			}
		}
		v.pointOn[side] = false
		p.play(assets.CardSlide)
	})
	p.tween(pbTicksCard, func(t float64) {
		if i >= 0 {
			c := &v.cards[i]
			c.x, c.y = pbLerp(c.fromX, sx, t), pbLerp(c.from, sy, t)
		}
	}, func() {
		if i >= 0 {
			v.cards[i].shown = false
		}
	})
}

// bubble shows a reader's call beside his cards.
func (v *puntoView) bubble(p *Table, pos int, ph punto.Phrase) {
	v.bubbleP, v.bubbleK = pos, ph
}

// findStack returns the index of a stack, or -1.
func (v *puntoView) findStack(pos int, side punto.Side, payout bool) int {
	for i := range v.stacks {
		s := &v.stacks[i]
		if s.pos == pos && s.side == side && s.payout == payout && s.shown {
			return i
		}
	}
	return -1
}

// addStack adds a stack of amount, hidden, and returns its index.
func (v *puntoView) addStack(pos int, side punto.Side, amount rules.Money, payout bool) int {
	v.stacks = append(v.stacks, pbStack{chips: draw.Breakdown(amount), amount: amount, pos: pos, side: side, payout: payout, alpha: 1})
	return len(v.stacks) - 1
}

// placeBet puts a computer player's bet on the felt: the chips come from
// his place.
func (v *puntoView) placeBet(p *Table, b punto.Bet) {
	i := v.addStack(b.Position, b.On, b.Amount, false)
	v.stacks[i].standing = b.Standing
	fx, fy := p.geo.player(b.Position)
	tx, ty := p.geo.bet(b.Position, b.On)
	p.then(func() {
		s := &v.stacks[i]
		s.shown, s.x, s.y = true, fx, fy
		p.play(assets.Chip)
	})
	p.tween(pbTicksChip, func(t float64) {
		s := &v.stacks[i]
		s.x, s.y = pbLerp(fx, tx, t), pbLerp(fy, ty, t)
	}, nil)
}

// setStake shows the user's bets as they are.
func (v *puntoView) setStake(p *Table, st pbdriver.Stake) {
	for _, side := range []punto.Side{punto.Punto, punto.Banco, punto.Egalite} {
		i := v.findStack(puntoSeat, side, false)
		if st[side] == 0 {
			if i >= 0 {
				v.stacks[i].shown = false
			}
			continue
		}
		if i < 0 {
			i = v.addStack(puntoSeat, side, 0, false)
		}
		s := &v.stacks[i]
		s.amount, s.chips, s.shown = st[side], draw.Breakdown(st[side]), true
		s.x, s.y = p.geo.bet(puntoSeat, side)
	}
}

// settle shows a bet settled: collected to the tray, paid from it, or
// withdrawn.
func (v *puntoView) settle(p *Table, e punto.Event) {
	i := v.findStack(e.Position, e.Side, false)
	switch e.Result {
	case punto.Lose:
		if i < 0 {
			return
		}
		tx, ty := p.geo.tray()
		p.then(func() {
			s := &v.stacks[i]
			s.fx, s.fy = s.x, s.y
			p.play(assets.ChipsStack)
		})
		p.tween(pbTicksSettle, func(t float64) {
			s := &v.stacks[i]
			s.x, s.y = pbLerp(s.fx, tx, t), pbLerp(s.fy, ty, t)
			s.alpha = 1 - math.Max(0, t-0.6)/0.4
		}, func() { v.stacks[i].shown = false })
	case punto.Win:
		j := v.addStack(e.Position, e.Side, e.Amount, true)
		if !p.instant {
			v.stacks[j].label = v.paintLabel(p, e.Amount)
		}
		fx, fy := p.geo.tray()
		tx, ty := p.geo.payout(e.Position, e.Side)
		p.then(func() {
			s := &v.stacks[j]
			s.shown, s.x, s.y = true, fx, fy
			p.play(assets.ChipsStack)
		})
		p.tween(pbTicksSettle, func(t float64) {
			s := &v.stacks[j]
			s.x, s.y = pbLerp(fx, tx, t), pbLerp(fy, ty, t)
		}, func() { v.stacks[j].labelOn = true })
	case punto.Withdrawn:
		if i < 0 {
			return
		}
		tx, ty := p.geo.player(e.Position)
		p.then(func() {
			s := &v.stacks[i]
			s.fx, s.fy = s.x, s.y
		})
		p.tween(pbTicksSettle, func(t float64) {
			s := &v.stacks[i]
			s.x, s.y, s.alpha = pbLerp(s.fx, tx, t), pbLerp(s.fy, ty, t), 1-t
		}, func() { v.stacks[i].shown = false })
	default: // returned: it stays until the players take their chips
		p.wait(pbTicksSettle / 2)
	}
}

// clearChips sends the chips left on the felt back to their players once
// the coup is settled; the cards stay, with their points, until the user
// deals again (clearCards).
func (v *puntoView) clearChips(p *Table) {
	p.then(func() {
		for i := range v.stacks {
			s := &v.stacks[i]
			s.fx, s.fy, s.labelOn = s.x, s.y, false
		}
	})
	p.tween(pbTicksClear, func(t float64) {
		for i := range v.stacks {
			s := &v.stacks[i]
			tx, ty := p.geo.player(s.pos)
			s.x, s.y = pbLerp(s.fx, tx, t), pbLerp(s.fy, ty, t)
			s.alpha = 1 - t
		}
	}, func() {
		for i := range v.stacks {
			if v.stacks[i].label != nil {
				v.stacks[i].label.Deallocate()
			}
		}
		v.stacks = v.stacks[:0]
	})
	v.kept = len(v.cards) > 0 && !p.instant
	if p.instant {
		v.clearCards(p)
	}
}

// dropChips takes the chips left on the felt away at once, when the user
// ends the hold on a coup over (release): its cards stay until he deals.
func (v *puntoView) dropChips(p *Table) {
	for i := range v.stacks {
		if v.stacks[i].label != nil {
			v.stacks[i].label.Deallocate()
		}
	}
	v.stacks = v.stacks[:0]
	v.kept = len(v.cards) > 0 && !p.instant
}

// clearCards sends the last coup's cards to the discard holder.
func (v *puntoView) clearCards(p *Table) {
	v.kept = false
	dx, dy := p.geo.discard()
	p.then(func() {
		for i := range v.cards {
			c := &v.cards[i]
			c.fromX, c.from = c.x, c.y
		}
		v.bubbleP, v.peekOn = 0, false
		v.pointOn = [4]bool{}
		p.play(assets.CardSlide)
	})
	p.tween(pbTicksClear, func(t float64) {
		for i := range v.cards {
			c := &v.cards[i]
			c.x, c.y = pbLerp(c.fromX, dx, t), pbLerp(c.from, dy, t)
			c.alpha = 1 - math.Max(0, t-0.7)/0.3
		}
	}, func() {
		v.cards = v.cards[:0]
		v.pointAt = punto.NoSide
	})
}

// moveButton slides the button to position pos, along the arc.
func (v *puntoView) moveButton(p *Table, pos int) {
	var a0 float64
	p.then(func() {
		a0 = math.Atan2(v.buttonY-p.geo.felt.CY, v.buttonX-p.geo.felt.CX)
	})
	a1 := p.geo.position(pos).Angle + 0.09
	p.tween(pbTicksButton, func(t float64) {
		v.buttonX, v.buttonY = p.geo.polar(pbLerp(a0, a1, t), 0.88)
	}, nil)
}

// cutOut lays the cut card beside the sabot.
func (v *puntoView) cutOut(p *Table) {
	sx, sy := p.geo.shoe()
	tx, ty := p.geo.cutCard()
	p.then(func() { v.cutOn, v.cutX, v.cutY = true, sx, sy })
	p.tween(pbTicksCard, func(t float64) { v.cutX, v.cutY = pbLerp(sx, tx, t), pbLerp(sy, ty, t) }, nil)
}

// hideCut puts the cut card back in a new shoe.
func (v *puntoView) hideCut() { v.cutOn = false }
