package pbdriver

import (
	"slices"

	"sabot/driver"
	"sabot/game/punto"
	"sabot/game/punto/roads"
	"sabot/rules"
)

// The coup at the Super Punto Banco table: the bets open and the computer
// players put theirs down, the coup is dealt, the automatic dealer takes
// one step at a time (now and then one of the slips the regulation
// remedies), a computer reader calls by the rule (now and then against
// it), the user calls as the reader, and the coup over is committed. The
// view decides when (after its animations); the driver does it.

// OpenBets opens the bets of the next coup: the coup last dealt leaves the
// table, and the computer players draw theirs (BetsOpened).
func (d *Driver) OpenBets() {
	d.betting = true
	d.round = nil
	d.peeked = false
	d.crowdBets = d.drawCrowdBets()
	d.emit(BetsOpened{Bets: d.crowdBets})
}

// Deal closes the bets and deals the coup — a Colpo in Bianco, with no
// bets, where the last coup's card drawn too many was seen (Art. 1, 8): the
// stakes wait for the next — and, with journal, begins its journal. An
// error of the engine is a Notice. It reports whether the coup was dealt.
func (d *Driver) Deal(journal bool) bool {
	if !d.betting {
		return false
	}
	bets := append(slices.Clone(d.crowdBets), d.stake.Bets(Seat, d.standing)...)
	shoes := d.table.Shoes()
	carried := d.table.NextCarried()
	blank := d.table.NextBlank()
	var r *punto.Round
	var err error
	if blank {
		bets = nil
		r, err = d.table.DealBlank()
	} else {
		r, err = d.table.Deal(bets)
	}
	if err != nil {
		d.refuse(err)
		return false
	}
	d.round = r
	d.roundID = d.host.NewRoundID()
	if journal {
		d.beginJournal(bets, carried)
	} else {
		d.jr = driver.Journal{}
	}
	d.betting = false
	d.peeked = false
	d.userBets = !d.stake.Empty() && !blank
	if d.userBets {
		d.last = d.stake
	}
	fresh := d.table.Shoes() != shoes || d.shoes == 0
	if fresh {
		d.shoes = d.table.Shoes()
		d.board = d.board[:0]
	}
	d.emit(Dealt{NewShoe: fresh, Shuffled: fresh && shoes > 0})
	return true
}

// roll reports true pct times in a hundred, from the table's random source.
func (d *Driver) roll(pct int) bool { return pct > 0 && d.rng.IntN(100) < pct }

// WrongCall is a reader's mistake: the call he should not make.
func WrongCall(c rules.ReaderCall) rules.ReaderCall {
	switch c {
	case rules.CallCarta:
		return rules.CallNoCarta
	case rules.CallNoCarta:
		return rules.CallCarta
	}
	return rules.CallNoCarta // a battuta left covered
}

// DealerStep takes the automatic dealer's next step, now and then one of
// the incidents the regulation remedies: the first card seen in the sabot
// makes the coup a Colpo in Bianco (Art. 1), a wrong score is announced
// (Art. 9).
func (d *Driver) DealerStep() {
	r := d.round
	a, _ := r.NextDealerAction()
	switch a.Kind {
	case punto.Deal:
		if len(r.Cards(punto.Punto))+len(r.Cards(punto.Banco)) == 0 && !r.Blank() && d.roll(d.slips.Blank) {
			a = punto.Action{Kind: punto.Bianco}
		}
	case punto.Announce:
		if d.roll(d.slips.Announce) {
			a.Punto = (a.Punto + 1 + d.rng.IntN(2)*8) % 10
		}
	}
	d.apply(a)
}

// BotCall is the computer reader's call: by the rule, now and then against
// it (the dealer corrects it "alla regola").
func (d *Driver) BotCall() {
	a, _ := d.round.RuleCall()
	if d.roll(d.slips.Reader) {
		a.Call = WrongCall(a.Call)
	}
	d.apply(a)
}

// CallByRule makes the user's call by the rule (the coups played out at
// once), unchecked.
func (d *Driver) CallByRule() {
	a, _ := d.round.RuleCall()
	d.apply(a)
}

// Call is the user's call c as the reader: the trainer checks it first,
// when it is on (Checked), then it is applied.
func (d *Driver) Call(c rules.ReaderCall) {
	d.check(c)
	d.apply(punto.Action{Kind: punto.Call, Call: c})
}

// Peek turns the user's Punto cards face up at his place, for him to read
// (on disk first, as every step of the coup).
func (d *Driver) Peek() {
	d.journal(&JournalStep{Peek: true})
	d.peeked = true
}

// apply applies one step of the coup, journals it with the cards it drew,
// and emits it (Step).
func (d *Driver) apply(a punto.Action) {
	r := d.round
	from := d.table.Shoe().Dealt()
	events, err := r.ApplyAppend(d.evbuf[:0], a)
	if err != nil {
		// A slip the engine does not take; the step due then.
		due, ok := r.NextDealerAction()
		if !ok {
			return
		}
		if events, err = r.ApplyAppend(d.evbuf[:0], due); err != nil {
			return
		}
		a = due
	}
	// On disk before it is shown.
	d.journal(&JournalStep{Act: toAct(a), Drawn: d.table.Shoe().DealtSince(from)})
	d.evbuf = events[:0]
	d.emit(Step{Action: a, Events: slices.Clone(events)})
}

// Finish books the coup that is over: the user's net, the commit (the
// bankroll, the hand history), the roads; the user's bets leave the
// layout. OpenBets then opens the next coup's.
func (d *Driver) Finish() {
	d.record = d.round.Record()
	var net, staked rules.Money
	for _, b := range d.record.Bets {
		if b.Player == UserName {
			net += b.Net
			staked += b.Amount
		}
	}
	d.lastNet, d.lastStaked = net, staked
	d.jr.Close()
	d.host.CommitRound(Commit{Table: d.rules.ID, Round: d.roundID, Time: d.clock(), Net: net, Staked: staked, Record: d.record})
	if c, ok := roads.FromRecord(d.record); ok {
		d.board = append(d.board, c)
	}
	d.stake = Stake{}
	d.emit(Committed{Net: net, Staked: staked})
}
