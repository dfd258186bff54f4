package bjdriver

import (
	"errors"
	"slices"

	"sabot/game/blackjack/setup"
	"sabot/locales"
	"sabot/players"
	"sabot/rules"
)

// Betting at the blackjack table: a chip on a box, a Perfect Pair, the bets
// taken back or the last round's placed again; Deal checks them against the
// table's rules — the engine's own (setup.Setup.Validate), its error
// said with its message's key — and starts the round.

// OpenBets clears the last round's bets and opens the betting: the
// computer players who come and go do, those seated put down their stakes,
// and with repeat the user's last bets are placed again: it reports whether
// they all were (RepeatBets).
func (d *Driver) OpenBets(repeat bool) bool {
	d.phase = Betting
	for b := range d.bets.user {
		d.bets.user[b], d.bets.pp[b], d.bets.bots[b], d.bets.behind[b] = 0, false, 0, 0
	}
	d.emit(BetsOpened{})
	d.botsComeAndGo()
	for b := 1; b < len(d.seats); b++ {
		if d.seats[b].Bot {
			d.bets.bots[b] = players.Stake(d.rules, d.rng)
			d.emit(Chips{Op: Put, Box: b, Stake: 1, Amount: d.bets.bots[b]})
		}
	}
	return repeat && d.RepeatBets()
}

// Staked is what the user has on the felt: his bets while betting, every
// stake of his boxes (doubles, splits, side bets) during a round, nothing
// once it is settled.
func (d *Driver) Staked() rules.Money {
	var sum rules.Money
	switch {
	case d.phase == Over:
		return 0
	case d.phase == Playing && d.round != nil:
		for _, b := range d.round.Boxes() {
			for k := range b.Behind {
				if b.Behind[k].Player == UserName {
					sum += b.Behind[k].Staked()
				}
			}
			if b.Player != UserName {
				continue
			}
			sum += b.Insurance + b.PerfectPair
			for _, h := range b.Hands {
				sum += h.Stake + h.Desafio
			}
		}
		return sum
	}
	for b := range d.bets.user {
		sum += d.bets.user[b] + d.ppAmount(b) + d.bets.behind[b]
	}
	return sum
}

// Available is what the user may still put down.
func (d *Driver) Available() rules.Money { return d.host.Balance(d.rules.Currency) - d.Staked() }

func (d *Driver) ppAmount(box int) rules.Money {
	if d.bets.pp[box] {
		return d.bets.user[box] / 2
	}
	return 0
}

// canAdd reports whether the user may put down more on box (extra on the
// bet, with the Perfect Pair following it), and says why not.
func (d *Driver) canAdd(box int, bet, pp rules.Money) bool {
	lim := d.rules.Limits
	extra := bet + pp
	if lim.Max > 0 && d.bets.user[box]+bet > lim.Max {
		d.notify(locales.BJErrMax, lim.Max, d.Article(rules.TopicLimits))
		return false
	}
	if lim.MaxPerRound > 0 && d.Staked()+extra > lim.MaxPerRound {
		d.notify(locales.BJErrPerRound, lim.MaxPerRound, d.Article(rules.TopicLimits))
		return false
	}
	if d.Staked()+extra > d.host.Balance(d.rules.Currency) {
		d.notify(locales.BJErrBankroll, d.host.Balance(d.rules.Currency))
		return false
	}
	return true
}

// AddChip puts a chip of value v on box: on the user's own box, or behind
// a computer player's where the table allows it. It reports whether the
// chip went down.
func (d *Driver) AddChip(box int, v rules.Money) bool {
	if box < 1 || box > d.rules.Boxes || d.phase != Betting {
		return false
	}
	if !d.seats[box].Bot {
		d.sitAgain()
	}
	if d.seats[box].Bot {
		// A computer player's box: the user bets behind it where the
		// table allows it; its holder plays it.
		if !d.rules.BackBets {
			d.notify(locales.BJErrSeatTaken, box, d.seats[box].Name)
			return false
		}
		if lim := d.rules.Limits; lim.Max > 0 && d.bets.behind[box]+v > lim.Max {
			d.notify(locales.BJErrMax, lim.Max, d.Article(rules.TopicLimits))
			return false
		}
		if d.Staked()+v > d.host.Balance(d.rules.Currency) {
			d.notify(locales.BJErrBankroll, d.host.Balance(d.rules.Currency))
			return false
		}
		if d.bets.behind[box] == 0 {
			d.notify(locales.BJBehindPlaced, box, d.seats[box].Name, d.Article(rules.TopicBackBets))
		}
		d.bets.behind[box] += v
		d.emit(Chips{Op: Put, Box: box, Stake: 2, Amount: v})
		return true
	}
	var pp rules.Money
	if d.bets.pp[box] {
		pp = (d.bets.user[box]+v)/2 - d.bets.user[box]/2
	}
	if !d.canAdd(box, v, pp) {
		return false
	}
	d.bets.user[box] += v
	d.emit(Chips{Op: Put, Box: box, Stake: 1, Amount: v})
	if pp > 0 {
		d.emit(Chips{Op: Put, Box: box, Stake: 1, PerfectPair: true, Amount: pp})
	}
	return true
}

// TogglePP puts or takes the Perfect Pair bet of a box: exactly half its
// bet. It reports whether chips went down.
func (d *Driver) TogglePP(box int) bool {
	if !d.rules.PerfectPair || box < 1 || box > d.rules.Boxes || d.phase != Betting {
		return false
	}
	if d.bets.pp[box] {
		d.bets.pp[box] = false
		d.emit(Chips{Op: Remove, Box: box, Stake: 1, PerfectPair: true})
		return false
	}
	if d.bets.user[box] == 0 {
		d.notify(locales.BJErrPPFirst, d.Article(rules.TopicPerfectPair))
		return false
	}
	if !d.canAdd(box, 0, d.bets.user[box]/2) {
		return false
	}
	d.bets.pp[box] = true
	d.emit(Chips{Op: Put, Box: box, Stake: 1, PerfectPair: true, Amount: d.bets.user[box] / 2})
	return true
}

// ClearBets takes the user's bets back.
func (d *Driver) ClearBets() {
	for b := range d.bets.user {
		if d.bets.user[b] > 0 {
			d.emit(Chips{Op: Remove, Box: b, Stake: 1})
			d.emit(Chips{Op: Remove, Box: b, Stake: 1, PerfectPair: true})
			d.bets.user[b], d.bets.pp[b] = 0, false
		}
		if d.bets.behind[b] > 0 {
			d.emit(Chips{Op: TakeBack, Box: b, Stake: 2})
			d.bets.behind[b] = 0
		}
	}
}

// RepeatBets places the last round's bets again (instead of the ones on
// the felt), if the bankroll and the limits allow them. It reports whether
// they all went down.
func (d *Driver) RepeatBets() bool {
	if !d.hasLast {
		d.notify(locales.BJErrNoLast)
		return false
	}
	d.ClearBets()
	if slices.ContainsFunc(d.last.user, func(v rules.Money) bool { return v > 0 }) {
		d.sitAgain()
	}
	for b, v := range d.last.behind {
		if v == 0 || !d.seats[b].Bot || !d.rules.BackBets || d.bets.bots[b] == 0 {
			continue
		}
		if d.Staked()+v > d.host.Balance(d.rules.Currency) {
			break
		}
		d.bets.behind[b] = v
		d.emit(Chips{Op: Put, Box: b, Stake: 2, Amount: v})
	}
	for b, v := range d.last.user {
		if v == 0 || d.seats[b].Bot {
			continue
		}
		var pp rules.Money
		if d.last.pp[b] {
			pp = v / 2
		}
		if !d.canAdd(b, v, pp) {
			return false
		}
		d.bets.user[b], d.bets.pp[b] = v, d.last.pp[b]
		d.emit(Chips{Op: Put, Box: b, Stake: 1, Amount: v})
		if pp > 0 {
			d.emit(Chips{Op: Put, Box: b, Stake: 1, PerfectPair: true, Amount: pp})
		}
	}
	return true
}

// BoxBets returns the bets of the round: the user's and the computer
// players' (those behind the user's boxes are drawn when the round is
// dealt).
func (d *Driver) BoxBets() []setup.BoxBet {
	var out []setup.BoxBet
	for b := 1; b <= d.rules.Boxes; b++ {
		switch {
		case d.bets.user[b] > 0:
			out = append(out, setup.BoxBet{Box: b, Player: UserName, Bet: d.bets.user[b], PerfectPair: d.ppAmount(b)})
		case d.bets.bots[b] > 0:
			bb := setup.BoxBet{Box: b, Player: d.seats[b].Name, Bet: d.bets.bots[b]}
			if d.bets.behind[b] > 0 {
				bb.Behind = append(bb.Behind, setup.BackBet{Player: UserName, Bet: d.bets.behind[b]})
			}
			out = append(out, bb)
		}
	}
	return out
}

// botsBehind lets a computer player now and then bet behind a box the user
// plays or bets on, where the table takes bets behind another's box and
// the box has a circle free: a seated player may bet on other boxes too
// (000 Cap. 1; 004 Come si punta).
func (d *Driver) botsBehind(bets []setup.BoxBet) {
	if !d.rules.BackBets || (d.staged && !d.stagedBehind) {
		return
	}
	for i := range bets {
		bb := &bets[i]
		mine := bb.Player == UserName
		for _, c := range bb.Behind {
			mine = mine || c.Player == UserName
		}
		if !mine || (d.rules.StakesPerBox > 0 && 1+len(bb.Behind) >= d.rules.StakesPerBox) || (!d.stagedBehind && d.behindRng.IntN(3) != 0) {
			continue
		}
		var who []int
		for n := 1; n < len(d.seats); n++ {
			if d.seats[n].Bot && d.seats[n].Name != bb.Player {
				who = append(who, n)
			}
		}
		if len(who) == 0 {
			continue
		}
		n := who[d.behindRng.IntN(len(who))]
		stake := d.rules.Limits.Min
		bb.Behind = append(bb.Behind, setup.BackBet{Player: d.seats[n].Name, Bet: stake})
		d.emit(Chips{Op: Put, Box: bb.Box, Stake: 1 + len(bb.Behind), Amount: stake, Seat: n})
	}
}

// checkBets says, with the article, why the bets cannot start a round: no
// bet (where a seated player must bet on every hand, the user sits the hand
// out), then whatever the engine's Setup refuses — a bet below the minimum,
// a lone player on too few boxes, a second box at a full table, too few
// seated players to start a shoe or too few bets to go on with it — and
// stakes beyond the bankroll. It returns false when it said something.
func (d *Driver) checkBets() bool {
	r := d.rules
	mine, bots := 0, 0
	for b := 1; b <= r.Boxes; b++ {
		if d.bets.behind[b] > 0 {
			mine++
		}
		if d.bets.user[b] > 0 {
			mine++
		}
		if d.bets.bots[b] > 0 {
			bots++
		}
	}
	switch {
	case mine == 0 && d.BetEveryHand():
		return d.sitOut(bots) // 001 Disposiciones 1: the seat freed
	case mine == 0:
		d.notify(locales.BJErrNoBet)
		return false
	}
	bets := d.BoxBets()
	setup := setup.Setup{Rules: r, Shoe: d.table.Shoe(), Boxes: bets, Credit: d.host.Balance(d.rules.Currency), ShoeStarted: d.table.ShoeStarted(), Waiting: d.Full()}
	if err := setup.Validate(); err != nil {
		d.refuseBets(err, bets)
		return false
	}
	if r.OneBoxWhenWaiting && d.Full() && mine > 1 {
		// A bet behind another's box is a box of his too (000 Art.15).
		d.notify(locales.BJErrOneBox, d.Article(rules.TopicOneBoxWhenFull))
		return false
	}
	if d.Staked() > d.host.Balance(d.rules.Currency) {
		d.notify(locales.BJErrBankroll, d.host.Balance(d.rules.Currency))
		return false
	}
	return true
}

// refuseBets says why the engine refused the bets, with the article: the
// error's code mapped to the table's message.
func (d *Driver) refuseBets(err error, bets []setup.BoxBet) {
	var se *setup.Error
	if !errors.As(err, &se) {
		d.notify(locales.BJErrSetup, err)
		return
	}
	r := d.rules
	arg := func(i int) any {
		if i < len(se.Args) {
			return se.Args[i]
		}
		return nil
	}
	switch se.Code {
	case "below-min":
		box := 0
		if se.Index >= 0 && se.Index < len(bets) {
			box = bets[se.Index].Box
		}
		d.notify(locales.BJErrMin, box, r.Limits.Min, d.Article(rules.TopicLimits))
	case "lone-player":
		d.notify(locales.BJErrLonePlayer, r.LonePlayerMinBoxes, d.Article(rules.TopicLonePlayer))
	case "one-box":
		d.notify(locales.BJErrOneBox, d.Article(rules.TopicOneBoxWhenFull))
	case "shoe-goes-on":
		d.notify(locales.BJErrShoeGoesOn, r.ShoeGoesOnBets, arg(1), d.Article(rules.TopicShoeGoesOn))
	case "seated", "shoe-starts":
		d.notify(locales.BJErrSeated, r.MinSeatedPlayers, arg(1), d.Article(rules.TopicSeatedPlayers))
	case "over-round":
		d.notify(locales.BJErrPerRound, r.Limits.MaxPerRound, d.Article(rules.TopicLimits))
	case "over-credit":
		d.notify(locales.BJErrBankroll, d.host.Balance(d.rules.Currency))
	default:
		d.notify(locales.BJErrSetup, err) // the engine's reason, in the language
	}
}
