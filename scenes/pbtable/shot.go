package pbtable

import (
	"sabot/driver/pbdriver"
	"sabot/game/punto"
	"sabot/rules"
)

// fastForward plays n coups at once, with no animation and no sound: the
// user bets stake(i) at the i-th (when he has the money) and, as the
// reader, calls by the rule. It is how the screenshot and the tests reach a
// shoe some coups deep.
func (p *Table) fastForward(n int, stake func(i int) pbdriver.Stake) {
	for p.queue.Busy() {
		p.queue.Update()
	}
	p.instant = true
	defer func() { p.instant = false }()
	for i := 0; i < n && p.d.Betting(); i++ {
		if s := stake(i); p.d.PlaceStake(s) {
			p.view.setStake(p, s)
		}
		p.deal()
		for p.step() {
		}
	}
	p.view.setShoe(p)
	p.view.paintRoads(p)
	p.banner.paint(p.app)
	p.hud.dirty = true
}

// The screenshot's sequence at the Punto Banco table.
const (
	shotCoups = 34 // coups played at once: the roads are a few dozen deep
	shotBetAt = 20 // ticks: the user's chips go down
	shotDeal  = 40 // ticks: he deals
)

// ShotStep plays the screenshot's fixed sequence: a few dozen coups at
// once, then the user bets 100 on Punto and 10 on Egalité, deals, reads the
// Punto cards and turns them; the picture is taken with his cards turned
// at his place, the buttons to call, and the roads of the shoe so far.
func (p *Table) ShotStep(tick int) bool {
	switch {
	case tick == 0:
		p.fastForward(shotCoups, func(i int) pbdriver.Stake {
			var s pbdriver.Stake
			switch i % 4 {
			case 0, 1:
				s[punto.Banco] = rules.Units(25)
			case 2:
				s[punto.Punto] = rules.Units(25)
			default:
				s[punto.Punto] = rules.Units(10)
				s[punto.Egalite] = rules.Units(10)
			}
			return s
		})
	case p.trainer.shot != "" && (p.trainer.shown || p.d.Peeked() && p.userReads()):
		return p.trainerShotStep()
	case p.queue.Busy():
	case p.d.Betting() && tick >= shotBetAt && p.d.Stake().Empty():
		p.chip = 2 // 100
		p.bet(punto.Punto)
		p.chip = 0
		p.bet(punto.Egalite)
		p.hud.dirty = true
	case p.d.Betting() && tick >= shotDeal && !p.d.Stake().Empty():
		p.deal()
	case p.userReads() && !p.d.Peeked():
		p.peek()
	case p.userReads():
		return true
	}
	return false
}
