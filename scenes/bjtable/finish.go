package bjtable

import (
	"sabot/assets"
	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/rules"
	"sabot/trainer"
	"sabot/tutor"
)

// A round brought back after the game was closed or crashed waits for the
// user's pending choice. At italian-online he may instead ask the game to
// finish it for him, as the casino's system does after a malfunction (003
// "Malfunzionamenti", "Disconnessioni e inattività"): by the document's
// second table, without doubles, splits or any other stake (tutor.IdleChart).

// canFinish reports whether the user may ask the game to finish the round
// for him now.
func (s *Table) canFinish() bool {
	return s.resumed && !s.finishing && s.phase == bjPlaying && s.rules.ID == rules.ItalianOnline.ID && s.userTurn()
}

// finish hands the round to the game.
func (s *Table) finish() {
	if !s.canFinish() {
		return
	}
	s.finishing = true
	s.app.Notify(locales.BJFinishing)
	s.app.Sound.Play(assets.Chip)
	s.dirty = true
}

// idleChart is the document's second table, read once.
var idleChart = tutor.IdleChart()

// finishAction is the user's choice as the game makes it for him: the
// second table's hit or stand, no to every offer of another stake.
func finishAction(r *blackjack.Round) (blackjack.Action, bool) {
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

// finishAct makes the user's choice for him, ungraded.
func (s *Table) finishAct() {
	if s.round == nil || s.round.Done() || s.round.Turn().Dealer || s.botTurn() {
		return
	}
	act, ok := finishAction(s.round)
	if !ok {
		return
	}
	s.applyUser(act, s.round.Turn())
}
