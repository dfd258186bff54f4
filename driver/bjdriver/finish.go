package bjdriver

import (
	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/rules"
	"sabot/trainer"
	"sabot/tutor/strategy"
)

// A round brought back after the game was closed or crashed waits for the
// user's pending choice. At italian-online he may instead ask the game to
// finish it for him, as the casino's system does after a malfunction (003
// "Malfunzionamenti", "Disconnessioni e inattività"): by the document's
// second table, without doubles, splits or any other stake (strategy.IdleChart).

// CanFinish reports whether the user may ask the game to finish the round
// for him, his question being put.
func (d *Driver) CanFinish() bool {
	return d.resumed && !d.finishing && d.phase == Playing && d.rules.ID == rules.ItalianOnline.ID
}

// StartFinishing hands the round to the game, when CanFinish; it reports
// whether it did.
func (d *Driver) StartFinishing() bool {
	if !d.CanFinish() {
		return false
	}
	d.finishing = true
	d.notify(locales.BJFinishing)
	return true
}

// idleChart is the document's second table, read once.
var idleChart = strategy.IdleChart()

// FinishAction is the user's choice as the game makes it for him: the
// second table's hit or stand, no to every offer of another stake.
func FinishAction(r *blackjack.Round) (blackjack.Action, bool) {
	legal := r.Legal()
	if len(legal) == 0 {
		return blackjack.Action{}, false
	}
	want := trainer.ChartAction(r, idleChart)
	for _, l := range legal {
		if l.Kind == want.Kind {
			return l, true
		}
	}
	for _, l := range legal {
		switch l.Kind {
		case blackjack.NoInsurance, blackjack.NoEvenMoney, blackjack.NoDesafio, blackjack.NoFollowDouble, blackjack.Stand:
			return l, true
		}
	}
	return legal[0], true
}

// FinishAct makes the user's choice for him, ungraded.
func (d *Driver) FinishAct() {
	if d.round == nil || d.round.Done() || d.round.Turn().Dealer || d.BotTurn() {
		return
	}
	if act, ok := FinishAction(d.round); ok {
		d.Apply(act)
	}
}
