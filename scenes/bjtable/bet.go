package bjtable

import (
	"slices"

	"sabot/assets"
	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/players"
	"sabot/scenes/session"
)

// Betting at the blackjack table: a chip value chosen, a click on a box
// adds a chip, Clear takes the bets back, Repeat places the last round's,
// Deal checks them against the table's rules and starts the round.

// openBetting clears the felt of the last round and opens the bets: the
// computer players put down theirs, and with repeat the user's last bets
// are placed again.
func (s *Table) openBetting(repeat bool) {
	s.view.collect()
	s.phase = bjBetting
	s.asked = false
	for b := range s.bets {
		s.bets[b], s.pp[b], s.botBets[b], s.behind[b] = 0, false, 0, 0
	}
	s.botsComeAndGo()
	for b := 1; b < len(s.seats); b++ {
		if s.seats[b].Bot {
			s.botBets[b] = players.Stake(s.rules, s.rng)
			s.view.fromPlayer(stStake, b, 1, s.botBets[b])
		}
	}
	if repeat {
		s.repeatBets()
	}
	s.say(s.app.Loc.T(locales.BJSayPlaceBets), "", assets.PlaceBets)
	s.tr.betweenRounds()
	s.dirty = true
}

// handleBetting takes an action of the betting phase.
func (s *Table) handleBetting(e input.Event) {
	switch e.Action {
	case input.Select:
		switch {
		case e.Index >= bjTargetChip:
			s.chooseChip(e.Index - bjTargetChip)
		case e.Index >= bjTargetPP:
			s.togglePP(e.Index - bjTargetPP)
		default:
			s.addChip(e.Index - bjTargetBox)
		}
	case input.Left:
		s.chooseChip(s.chip - 1)
	case input.Right:
		s.chooseChip(s.chip + 1)
	case input.Clear:
		s.clearBets()
	case input.Repeat:
		s.repeatBets()
	case input.Confirm:
		s.deal()
	}
}

func (s *Table) chooseChip(i int) {
	i = min(max(i, 0), len(s.chips)-1)
	if i != s.chip {
		s.chip, s.dirty = i, true
		s.app.Sound.Play(assets.Chip)
	}
}

// staked is what the user has on the felt: his bets while betting, every
// stake of his boxes (doubles, splits, side bets) during a round.
func (s *Table) staked() rules.Money {
	var sum rules.Money
	if s.phase == bjOver {
		return 0 // settled: what is on the felt is the user's again
	}
	if s.phase == bjPlaying && s.round != nil {
		for _, b := range s.round.Boxes() {
			for k := range b.Behind {
				if b.Behind[k].Player == session.UserName {
					sum += b.Behind[k].Staked()
				}
			}
			if b.Player != session.UserName {
				continue
			}
			sum += b.Insurance + b.PerfectPair
			for _, h := range b.Hands {
				sum += h.Stake + h.Desafio
			}
		}
		return sum
	}
	for b := range s.bets {
		sum += s.bets[b] + s.ppAmount(b) + s.behind[b]
	}
	return sum
}

// available is what the user may still put down.
func (s *Table) available() rules.Money { return s.app.Bankroll.Balance - s.staked() }

func (s *Table) ppAmount(box int) rules.Money {
	if s.pp[box] {
		return s.bets[box] / 2
	}
	return 0
}

// limitArticle is the article that sets the table's limits.
func (s *Table) article(t rules.Topic) string {
	if a := s.rules.Article(t); a != "" {
		return a
	}
	return s.app.Loc.T(locales.BJNoArticle)
}

// canAdd reports whether the user may put down more on box (extra on the
// bet, with the Perfect Pair following it), and says why not.
func (s *Table) canAdd(box int, bet, pp rules.Money) bool {
	a, lim := s.app, s.rules.Limits
	extra := bet + pp
	if lim.Max > 0 && s.bets[box]+bet > lim.Max {
		a.Notify(locales.BJErrMax, lim.Max, s.article(rules.TopicLimits))
		return false
	}
	if lim.MaxPerRound > 0 && s.staked()+extra > lim.MaxPerRound {
		a.Notify(locales.BJErrPerRound, lim.MaxPerRound, s.article(rules.TopicLimits))
		return false
	}
	if s.staked()+extra > a.Bankroll.Balance {
		a.Notify(locales.BJErrBankroll, a.Bankroll.Balance)
		return false
	}
	return true
}

// addChip puts a chip of the chosen value on a box.
func (s *Table) addChip(box int) {
	if box < 1 || box > s.rules.Boxes || s.phase != bjBetting {
		return
	}
	a := s.app
	v := s.chips[s.chip]
	if !s.seats[box].Bot {
		s.sitAgain()
	}
	if s.seats[box].Bot {
		// A computer player's box: the user bets behind it where the
		// table allows it; its holder plays it.
		if !s.rules.BackBets {
			a.Notify(locales.BJErrSeatTaken, box, s.seats[box].Name)
			return
		}
		if lim := s.rules.Limits; lim.Max > 0 && s.behind[box]+v > lim.Max {
			a.Notify(locales.BJErrMax, lim.Max, s.article(rules.TopicLimits))
			return
		}
		if s.staked()+v > a.Bankroll.Balance {
			a.Notify(locales.BJErrBankroll, a.Bankroll.Balance)
			return
		}
		if s.behind[box] == 0 {
			a.Notify(locales.BJBehindPlaced, box, s.seats[box].Name, s.article(rules.TopicBackBets))
		}
		s.behind[box] += v
		s.view.fromPlayerS(stStake, box, 1, 2, v)
		a.Sound.Play(assets.Chip)
		s.dirty = true
		return
	}
	var pp rules.Money
	if s.pp[box] {
		pp = (s.bets[box]+v)/2 - s.bets[box]/2
	}
	if !s.canAdd(box, v, pp) {
		return
	}
	s.bets[box] += v
	s.view.fromPlayer(stStake, box, 1, v)
	if pp > 0 {
		s.view.fromPlayer(stPerfectPair, box, 1, pp)
	}
	a.Sound.Play(assets.Chip)
	s.dirty = true
}

// togglePP puts or takes the Perfect Pair bet of a box: exactly half its
// bet.
func (s *Table) togglePP(box int) {
	if !s.rules.PerfectPair || box < 1 || box > s.rules.Boxes || s.phase != bjBetting {
		return
	}
	a := s.app
	if s.pp[box] {
		s.pp[box] = false
		s.view.removeStack(stPerfectPair, box, 1)
		s.dirty = true
		return
	}
	if s.bets[box] == 0 {
		a.Notify(locales.BJErrPPFirst, s.article(rules.TopicPerfectPair))
		return
	}
	if !s.canAdd(box, 0, s.bets[box]/2) {
		return
	}
	s.pp[box] = true
	s.view.fromPlayer(stPerfectPair, box, 1, s.bets[box]/2)
	a.Sound.Play(assets.Chip)
	s.dirty = true
}

// clearBets takes the user's bets back.
func (s *Table) clearBets() {
	for b := range s.bets {
		if s.bets[b] > 0 {
			s.view.removeStack(stStake, b, 1)
			s.view.removeStack(stPerfectPair, b, 1)
			s.bets[b], s.pp[b] = 0, false
			s.dirty = true
		}
		if s.behind[b] > 0 {
			s.view.takeS(stStake, b, 1, 2, false)
			s.behind[b] = 0
			s.dirty = true
		}
	}
}

// repeatBets places the last round's bets again (instead of the ones on
// the felt), if the bankroll and the limits allow them.
func (s *Table) repeatBets() {
	a := s.app
	if s.last == nil {
		a.Notify(locales.BJErrNoLast)
		return
	}
	s.clearBets()
	if slices.ContainsFunc(s.last, func(v rules.Money) bool { return v > 0 }) {
		s.sitAgain()
	}
	for b, v := range s.lastBehind {
		if v == 0 || !s.seats[b].Bot || !s.rules.BackBets || s.botBets[b] == 0 {
			continue
		}
		if s.staked()+v > a.Bankroll.Balance {
			break
		}
		s.behind[b] = v
		s.view.fromPlayerS(stStake, b, 1, 2, v)
	}
	for b, v := range s.last {
		if v == 0 || s.seats[b].Bot {
			continue
		}
		var pp rules.Money
		if s.lastPP[b] {
			pp = v / 2
		}
		if !s.canAdd(b, v, pp) {
			return
		}
		s.bets[b], s.pp[b] = v, s.lastPP[b]
		s.view.fromPlayer(stStake, b, 1, v)
		if pp > 0 {
			s.view.fromPlayer(stPerfectPair, b, 1, pp)
		}
	}
	a.Sound.Play(assets.ChipsStack)
	s.dirty = true
}

// boxBets returns the bets of the round: the user's and the computer
// players'.
func (s *Table) boxBets() []blackjack.BoxBet {
	var out []blackjack.BoxBet
	for b := 1; b <= s.rules.Boxes; b++ {
		switch {
		case s.bets[b] > 0:
			out = append(out, blackjack.BoxBet{Box: b, Player: session.UserName, Bet: s.bets[b], PerfectPair: s.ppAmount(b)})
		case s.botBets[b] > 0:
			bb := blackjack.BoxBet{Box: b, Player: s.seats[b].Name, Bet: s.botBets[b]}
			if s.behind[b] > 0 {
				bb.Behind = append(bb.Behind, blackjack.BackBet{Player: session.UserName, Bet: s.behind[b]})
			}
			out = append(out, bb)
		}
	}
	s.botsBehind(out)
	return out
}

// botsBehind lets a computer player now and then bet behind a box the user
// plays or bets on, where the table takes bets behind another's box and
// the box has a circle free: a seated player may bet on other boxes too
// (000 Cap. 1; 004 Come si punta).
func (s *Table) botsBehind(bets []blackjack.BoxBet) {
	if !s.rules.BackBets || (s.shotStaged && !s.shotBehind && !s.shotSplits) {
		return
	}
	for i := range bets {
		bb := &bets[i]
		mine := bb.Player == session.UserName
		for _, c := range bb.Behind {
			mine = mine || c.Player == session.UserName
		}
		if !mine || (s.rules.StakesPerBox > 0 && 1+len(bb.Behind) >= s.rules.StakesPerBox) || (!s.shotBehind && !s.shotSplits && s.behindRng.IntN(3) != 0) {
			continue
		}
		var who []int
		for n := 1; n < len(s.seats); n++ {
			if s.seats[n].Bot && s.seats[n].Name != bb.Player {
				who = append(who, n)
			}
		}
		if len(who) == 0 {
			continue
		}
		n := who[s.behindRng.IntN(len(who))]
		stake := s.rules.Limits.Min
		bb.Behind = append(bb.Behind, blackjack.BackBet{Player: s.seats[n].Name, Bet: stake})
		s.view.fromSeatS(stStake, bb.Box, 1, 1+len(bb.Behind), stake, n)
	}
}

// checkBets says, with the article, why the bets cannot start a round:
// no bet, a bet below the minimum, a lone player on too few boxes, a second
// box at a full table, too few seated players to start a shoe or too few
// bets to go on with it. It returns false when it said something.
func (s *Table) checkBets() bool {
	a, r := s.app, s.rules
	mine, bots := 0, 0
	for b := 1; b <= r.Boxes; b++ {
		if s.behind[b] > 0 {
			mine++
			if s.behind[b] < r.Limits.Min {
				a.Notify(locales.BJErrMin, b, r.Limits.Min, s.article(rules.TopicLimits))
				return false
			}
		}
		if s.bets[b] > 0 {
			mine++
			if s.bets[b] < r.Limits.Min {
				a.Notify(locales.BJErrMin, b, r.Limits.Min, s.article(rules.TopicLimits))
				return false
			}
		}
		if s.botBets[b] > 0 {
			bots++
		}
	}
	switch {
	case mine == 0 && s.betEveryHand():
		return s.sitOut(bots) // 001 Disposiciones 1: the seat freed
	case mine == 0:
		a.Notify(locales.BJErrNoBet)
		return false
	case r.LonePlayerMinBoxes > 0 && bots == 0 && mine < r.LonePlayerMinBoxes:
		a.Notify(locales.BJErrLonePlayer, r.LonePlayerMinBoxes, s.article(rules.TopicLonePlayer))
		return false
	case r.OneBoxWhenWaiting && s.full() && mine > 1:
		a.Notify(locales.BJErrOneBox, s.article(rules.TopicOneBoxWhenFull))
		return false
	case r.ShoeGoesOnBets > 0 && s.table.ShoeStarted():
		if mine+bots < r.ShoeGoesOnBets {
			a.Notify(locales.BJErrShoeGoesOn, r.ShoeGoesOnBets, mine+bots, s.article(rules.TopicShoeGoesOn))
			return false
		}
	case r.MinSeatedPlayers > 0 && 1+bots < r.MinSeatedPlayers:
		a.Notify(locales.BJErrSeated, r.MinSeatedPlayers, 1+bots, s.article(rules.TopicSeatedPlayers))
		return false
	}
	if s.staked() > a.Bankroll.Balance {
		a.Notify(locales.BJErrBankroll, a.Bankroll.Balance)
		return false
	}
	return true
}

// full reports whether every seat of the table is taken (the user's and
// the computer players'): other players then wait for a place, and at the
// Italian casino each player bets one box (000 Art.15).
func (s *Table) full() bool {
	taken := 1
	for b := 1; b < len(s.seats); b++ {
		if s.seats[b].Bot {
			taken++
		}
	}
	return !s.rules.SinglePlayer && taken >= s.rules.Boxes
}

// deal closes the betting and starts the round.
func (s *Table) deal() {
	if !s.checkBets() {
		return
	}
	a := s.app
	shuffle := s.table.NeedsShuffle() && s.rules.Shuffle == rules.ShuffleShoe
	s.table.SetWaiting(s.full())
	before := s.beforeDeal()
	bets := s.boxBets()
	round, err := s.table.Deal(bets, a.Bankroll.Balance)
	if err != nil {
		a.Notify(locales.BJErrSetup, err) // the engine's reason, in the language
		return
	}
	s.round = round
	for b, v := range s.bets {
		if v > 0 {
			a.Seating.Played(s.rules.ID, b) // his box, at the next sit-down too
		}
	}
	s.roundID = a.NewRoundID()
	s.tr.dealt(shuffle) // the count and the burnt cards the journal keeps
	if !s.stood {
		// A hand sat out is not his to come back to.
		s.beginJournal(before, bets, a.Bankroll.Balance)
	}
	s.phase = bjPlaying
	s.turn, s.asked = blackjack.Turn{}, false
	if !s.stood { // a hand sat out leaves the last bets to repeat
		s.last = append(s.last[:0], s.bets...)
		s.lastPP = append(s.lastPP[:0], s.pp...)
		s.lastBehind = append(s.lastBehind[:0], s.behind...)
	}
	s.view.compact()
	s.showShoe()
	if shuffle {
		a.Sound.Play(assets.Shuffle)
		s.say(a.Loc.T(locales.BJSayShuffle), s.article(rules.TopicShuffle), "")
	}
	s.dirty = true
}
