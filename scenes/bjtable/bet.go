package bjtable

import (
	"sabot/assets"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/input"
)

// Betting at the blackjack table: a chip value chosen, a click on a box
// adds a chip, Clear takes the bets back, Repeat places the last round's,
// Deal starts the round. The driver checks and keeps the bets; the scene
// shows the chips and says the dealer's call.

// openBetting clears the felt of the last round and opens the bets: the
// computer players put down theirs, and with repeat the user's last bets
// are placed again.
func (s *Table) openBetting(repeat bool) {
	ok := s.d.OpenBets(repeat)
	s.drain()
	if ok {
		s.app.Sound.Play(assets.ChipsStack)
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
		case e.Index >= targetChip:
			s.chooseChip(e.Index - targetChip)
		case e.Index >= targetPP:
			s.togglePP(e.Index - targetPP)
		default:
			s.addChip(e.Index - targetBox)
		}
	case input.Left:
		s.chooseChip(s.chips.chosen - 1)
	case input.Right:
		s.chooseChip(s.chips.chosen + 1)
	case input.Clear:
		s.d.ClearBets()
		s.drain()
	case input.Repeat:
		s.repeatBets()
	case input.Confirm:
		s.deal()
	}
}

func (s *Table) chooseChip(i int) {
	i = min(max(i, 0), len(s.chips.values)-1)
	if i != s.chips.chosen {
		s.chips.chosen, s.dirty = i, true
		s.app.Sound.Play(assets.Chip)
	}
}

// staked is what the user has on the felt: his bets while betting, every
// stake of his boxes (doubles, splits, side bets) during a round.
func (s *Table) staked() rules.Money { return s.d.Staked() }

// available is what the user may still put down.
func (s *Table) available() rules.Money { return s.d.Available() }

// addChip puts a chip of the chosen value on a box.
func (s *Table) addChip(box int) {
	ok := s.d.AddChip(box, s.chips.values[s.chips.chosen])
	s.drain()
	if ok {
		s.app.Sound.Play(assets.Chip)
	}
}

// togglePP puts or takes the Perfect Pair bet of a box: exactly half its
// bet.
func (s *Table) togglePP(box int) {
	ok := s.d.TogglePP(box)
	s.drain()
	if ok {
		s.app.Sound.Play(assets.Chip)
	}
}

// repeatBets places the last round's bets again (instead of the ones on
// the felt), if the bankroll and the limits allow them.
func (s *Table) repeatBets() {
	ok := s.d.RepeatBets()
	s.drain()
	if ok {
		s.app.Sound.Play(assets.ChipsStack)
	}
}

// deal closes the betting and starts the round.
func (s *Table) deal() {
	s.d.Deal(s.tr.dealt)
	s.drain()
}
