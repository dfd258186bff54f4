package bjtable

import (
	"sabot/game/blackjack"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
)

// The insurance stake: at the tables where it is "up to half the bet" (000
// Art.9, 004 Assicurazione) the user chooses it, a chip at a time with ↑
// and ↓ (or the − and + buttons), from half the bet down; at the online
// table it is exactly half (003 Assicurazione), with nothing to choose.

// chooseInsurance reports whether the user chooses the stake of the
// insurance the round asks about at turn t.
// A blackjack insured instead of taking even money (000 Art. 9, 004
// Assicurazione) chooses its stake as any other insurance.
func (s *Table) chooseInsurance(t blackjack.Turn) bool {
	ask := t.Question == blackjack.AskInsurance || (t.Question == blackjack.AskEvenMoney && t.Options.Has(blackjack.OptInsure))
	return ask && s.d.Rules().Insurance == rules.InsuranceUpToHalf
}

// insuranceMax is the largest insurance stake open at turn t (0 when none).
func (s *Table) insuranceMax() rules.Money {
	for _, l := range s.d.Round().Legal() {
		if l.Kind == blackjack.Insure {
			return l.Amount
		}
	}
	return 0
}

// insuranceStake is the insurance stake the user has chosen at turn t: half
// the bet (the most) until he changes it.
func (s *Table) insuranceStake(t blackjack.Turn) rules.Money {
	max := s.insuranceMax()
	if s.ins.turn != t || s.ins.stake <= 0 || s.ins.stake > max || !s.chooseInsurance(t) {
		return max
	}
	return s.ins.stake
}

// insuranceStep is a chip of the stake: the largest chip value that
// divides half the bet into five steps or more (one unit at least; the
// table's chips are often bigger than half its minimum).
func (s *Table) insuranceStep() rules.Money {
	step := draw.Denominations[0]
	for _, v := range draw.Denominations {
		if v*5 <= s.insuranceMax() {
			step = v
		}
	}
	return step
}

// stepInsurance raises (up) or lowers the insurance stake by a chip, within
// one chip and half the bet; it reports whether the action was one of its.
func (s *Table) stepInsurance(a input.Action, t blackjack.Turn) bool {
	if (a != input.Up && a != input.Down) || !s.chooseInsurance(t) {
		return false
	}
	max, step := s.insuranceMax(), s.insuranceStep()
	if max <= 0 {
		return true
	}
	cur := s.insuranceStake(t)
	if a == input.Up {
		cur = min(max, (cur/step+1)*step)
	} else {
		if cur%step != 0 {
			cur -= cur % step
		} else {
			cur -= step
		}
		cur = maxMoney(cur, min(step, max))
	}
	s.ins.turn, s.ins.stake = t, cur
	s.dirty = true
	return true
}

func maxMoney(a, b rules.Money) rules.Money {
	if a > b {
		return a
	}
	return b
}
