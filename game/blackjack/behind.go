package blackjack

import (
	"sabot/game/blackjack/setup"
	"sabot/rules"
)

// Bets behind another player's box (the Italian casinos): a box carries
// the holder's stake (stake 1, the Box's own fields) and the co-bettors'
// stakes (stakes 2, 3…, Box.Behind). Only the holder plays the box (000
// Cap. 1, Art. 16; 004 Regolamento del Black Jack); each co-bettor decides
// on his own stake whether to insure or take even money (000 Cap. 1
// "propone a tutti i partecipanti"; 004 Assicurazione, Black Jack alla
// pari), whether to follow the holder's double (000 Cap. 1; 004 Il
// raddoppio) and, at 000, whether to follow his split or which card keeps
// his stake (Cap. 1; at 004 the split binds him, Divisione). Each stake is
// paid or collected on its own (000 Art. 28: the "masse" opened).

// Stake is a co-bettor's stake on a box: its owner, his bet, his own
// insurance and even money, and his share of each of the box's hands.
type Stake struct {
	// Player is the co-bettor ("" for an anonymous one).
	Player string
	// Standing marks the bet of a standing player.
	Standing bool
	// Bet is the original stake.
	Bet rules.Money
	// Insurance is his insurance stake (0 when none); InsuranceResult,
	// InsuranceNet and InsuranceSettled follow it.
	Insurance        rules.Money
	InsuranceResult  Result
	InsuranceNet     rules.Money
	InsuranceSettled bool
	// EvenMoney: he took even money for the box's blackjack.
	EvenMoney bool
	// On is his share of each of the box's hands, in the order of
	// Box.Hands; a share of 0 is no money on that hand.
	On []Share

	asked bool // the insurance or even-money question was answered
}

// Share is a co-bettor's money on one hand of the box.
type Share struct {
	// Amount is the money on the hand, doubled included.
	Amount rules.Money
	// Doubled: he followed the holder's double on this hand.
	Doubled bool
	// Result, Net and Settled follow the share's settlement.
	Result  Result
	Net     rules.Money
	Settled bool

	doubleDue bool // the holder doubled: follow or not, unanswered
	splitDue  bool // the holder split this hand: follow or choose, unanswered
}

// Net is the co-bettor's net on his stake, settled so far.
func (s *Stake) Net() rules.Money {
	n := s.InsuranceNet
	for i := range s.On {
		n += s.On[i].Net
	}
	return n
}

// Staked is what the co-bettor has put down on the box this round.
func (s *Stake) Staked() rules.Money {
	m := s.Insurance
	for i := range s.On {
		m += s.On[i].Amount
	}
	return m
}

// Stakes is the number of stakes the box carries, the holder's included.
func (b *Box) Stakes() int { return 1 + len(b.Behind) }

// CoBettor returns stake n of the box (2 = the first co-bettor), or nil.
func (b *Box) CoBettor(n int) *Stake {
	if i := n - 2; i >= 0 && i < len(b.Behind) {
		return &b.Behind[i]
	}
	return nil
}

// PlayerNet is the net of every stake the named player has at the table,
// his boxes and his bets behind others' boxes alike.
func (r *Round) PlayerNet(player string) rules.Money {
	var n rules.Money
	for i := range r.boxes {
		b := &r.boxes[i]
		if b.Player == player {
			n += b.Net()
		}
		for k := range b.Behind {
			if b.Behind[k].Player == player {
				n += b.Behind[k].Net()
			}
		}
	}
	return n
}

// resetBehind sets box bx's co-bettors from its bet b, reusing memory. On a
// free box (its holder standing) the biggest bet holds it (000 Art. 16):
// when a co-bettor's bet is bigger than the holder's, they swap.
func resetBehind(bx *Box, b setup.BoxBet) {
	behind := bx.Behind[:0]
	for _, bb := range b.Behind {
		var on []Share
		if n := len(behind); n < cap(behind) {
			on = behind[:n+1][n].On[:0]
		}
		behind = append(behind, Stake{Player: bb.Player, Standing: bb.Standing, Bet: bb.Bet, On: append(on, Share{Amount: bb.Bet})})
	}
	bx.Behind = behind
	if !bx.Standing || len(behind) == 0 {
		return
	}
	big := -1
	for k := range behind {
		if behind[k].Bet > bx.Bet && (big < 0 || behind[k].Bet > behind[big].Bet) {
			big = k
		}
	}
	if big < 0 {
		return
	}
	s := &behind[big]
	s.Player, bx.Player = bx.Player, s.Player
	s.Standing, bx.Standing = bx.Standing, s.Standing
	s.Bet, bx.Bet = bx.Bet, s.Bet
	s.On[0].Amount, bx.Hands[0].Stake = s.Bet, bx.Bet
}

// coBettorDue asks the first co-bettor of the current hand whose answer is
// due: follow the holder's double or not; follow his split or choose the
// card that keeps the stake.
func (r *Round) coBettorDue() bool {
	b := r.box()
	for k := range b.Behind {
		sh := &b.Behind[k].On[r.hi]
		switch {
		case sh.splitDue:
			r.turn = Turn{Box: b.Number, Hand: r.hi + 1, Stake: k + 2, Question: AskSplitStake}
			return true
		case sh.doubleDue:
			r.turn = Turn{Box: b.Number, Hand: r.hi + 1, Stake: k + 2, Question: AskFollowDouble}
			return true
		}
	}
	return false
}

// splitBehind makes room for the hand the holder's split of hand i made
// (at i+1) in every co-bettor's shares: a binding split stakes the bet
// again on the new hand; otherwise each co-bettor with money on the hand
// is asked.
func (r *Round) splitBehind(b *Box, i int) {
	for k := range b.Behind {
		s := &b.Behind[k]
		s.On = append(s.On, Share{})
		copy(s.On[i+2:], s.On[i+1:len(s.On)-1])
		s.On[i+1] = Share{}
		if s.On[i].Amount == 0 {
			continue
		}
		if r.rs.SplitBindsBackBets {
			s.On[i+1].Amount = s.Bet
			r.emit(Event{Kind: EvSplit, Box: b.Number, Hand: i + 1, Stake: k + 2, Amount: s.Bet})
		} else {
			s.On[i].splitDue = true
		}
	}
}

// doubleBehind asks each co-bettor with money on hand i whether he follows
// the holder's double: the double binds nobody (000 Cap. 1; 004 Il
// raddoppio).
func (r *Round) doubleBehind(b *Box, i int) {
	for k := range b.Behind {
		if sh := &b.Behind[k].On[i]; sh.Amount > 0 {
			sh.doubleDue = true
		}
	}
}

// applyCoBettor carries out a co-bettor's answer on the turn's hand.
func (r *Round) applyCoBettor(a Action, s *Stake) {
	i := r.turn.Hand - 1
	sh := &s.On[i]
	switch a.Kind {
	case FollowDouble:
		r.emit(Event{Kind: EvDouble, Box: a.Box, Hand: a.Hand, Stake: a.Stake, Amount: sh.Amount})
		sh.Amount *= 2
		sh.Doubled, sh.doubleDue = true, false
	case NoFollowDouble:
		sh.doubleDue = false
		r.emit(Event{Kind: EvDeclined, Box: a.Box, Hand: a.Hand, Stake: a.Stake, Bet: MainBet})
	case FollowSplit:
		sh.splitDue = false
		s.On[i+1].Amount = s.Bet
		r.emit(Event{Kind: EvSplit, Box: a.Box, Hand: a.Hand, Stake: a.Stake, Amount: s.Bet})
	case FirstCard:
		sh.splitDue = false
		r.emit(Event{Kind: EvStakeMoved, Box: a.Box, Hand: a.Hand, Stake: a.Stake, Amount: sh.Amount})
	case SecondCard:
		sh.splitDue = false
		s.On[i+1].Amount, sh.Amount = sh.Amount, 0
		r.emit(Event{Kind: EvStakeMoved, Box: a.Box, Hand: a.Hand + 1, Stake: a.Stake, Amount: s.On[i+1].Amount})
	}
}

// turnStake is the co-bettor whose turn it is, or nil for the holder.
func (r *Round) turnStake() *Stake { return r.turnBox().CoBettor(r.turn.Stake) }

// turnBet is the original bet of the stake whose turn it is.
func (r *Round) turnBet() rules.Money {
	if s := r.turnStake(); s != nil {
		return s.Bet
	}
	return r.turnBox().Bet
}

// shareResult decides a co-bettor's share on hand h as result does the
// holder's stake.
func (r *Round) shareResult(h *Hand, amount rules.Money) (Result, rules.Money) {
	stake := h.Stake
	h.Stake = amount
	res, net := r.result(h)
	h.Stake = stake
	return res, net
}

// settleShare records the settlement of stake n's share of a hand, or of
// its insurance.
func (r *Round) settleShare(a Action, b *Box, res Result, net rules.Money) {
	s := b.CoBettor(a.Stake)
	if s == nil {
		return
	}
	i := a.Hand - 1
	if i < 0 || i >= len(s.On) {
		i = 0
	}
	switch a.Bet {
	case MainBet:
		s.On[i].Settled, s.On[i].Result, s.On[i].Net = true, res, net
	case EvenMoneyBet:
		s.On[i].Settled, s.On[i].Result, s.On[i].Net = true, Win, net
	case InsuranceBet:
		s.InsuranceSettled, s.InsuranceResult, s.InsuranceNet = true, res, net
	}
}

// handOpen reports whether some stake on hand j of box b is unsettled.
func handOpen(b *Box, j int) bool {
	if !b.Hands[j].Settled {
		return true
	}
	for k := range b.Behind {
		if sh := &b.Behind[k].On[j]; sh.Amount > 0 && !sh.Settled {
			return true
		}
	}
	return false
}
