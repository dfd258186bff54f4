package bjtable

import (
	"sabot/game/blackjack"
	"sabot/rules"
	"sabot/scenes/input"
	"sabot/trainer"
)

// The screenshots of the trainer at the tables: a fixed, seeded sequence
// each, from the menu's Trainer mode.
//
//	trainer      a wrong decision just graded and held back: at a
//	             blackjack table a wrong double (or a double missed, or
//	             the wrong ace), the panel with the best play, the EV of
//	             every action and the cost; the shoe's EV and the Hi-Lo
//	             count in the header. At Super Punto Banco the reader's
//	             wrong call, checked and corrected alla regola.
//	table-chart  the chart over a blackjack table, the hand to decide
//	             framed; at italian-online the cells where the casino's
//	             chart differs marked.

// trainerShotStep is the blackjack table's sequence for the trainer's
// pictures: rounds played by the chart (the trainer grades them right) up
// to a question worth a picture, then the wrong decision, or the chart.
func (s *Table) trainerShotStep() bool {
	a := s.app
	s.view.speed = 1
	if s.tr.asking() && s.tr.shot == "trainer" {
		return s.banner.Ticks == 0 // the dealer's last call gone
	}
	if _, open := s.ChartOpen(); open {
		return true
	}
	if s.Busy() || a.Pending() || a.Transitioning() {
		return false
	}
	if s.shotNextRound() || !s.userTurn() || s.tr.analysis(true) == nil {
		return false
	}
	t := s.d.Round().Turn()
	chart := trainer.ChartAction(s.d.Round(), s.tr.chart())
	if s.shotMoment(t) && (s.banner.Ticks == 0 || s.banner.Question) {
		if s.tr.shot == "table-chart" {
			a.Feed(input.Event{Action: input.Chart})
			return false
		}
		if wrong, ok := s.shotMistake(t, chart); ok {
			a.Feed(input.Event{Action: inputFor(wrong)})
			return false
		}
	}
	a.Feed(input.Event{Action: inputFor(chart)})
	return false
}

// shotMistake is the plausible mistake the picture shows at a question: on
// a hard 9, 10 or 11, a double where the chart does not double (no peek: a
// dealer's blackjack takes the double too), or no double where it does;
// the other value of the argentine ace.
func (s *Table) shotMistake(t blackjack.Turn, chart blackjack.Action) (blackjack.Action, bool) {
	hard := false
	if b := s.d.Round().Box(t.Box); b != nil && t.Hand >= 1 && t.Hand <= len(b.Hands) {
		tot := rules.HandTotal(b.Hands[t.Hand-1].Cards)
		hard = !tot.Soft && tot.Value >= 9 && tot.Value <= 11 && !rules.HasAceInFirstTwo(b.Hands[t.Hand-1].Cards)
	}
	switch {
	case t.Question == blackjack.AskAceValue:
		ace := rules.AceOne
		if chart.Ace == rules.AceOne {
			ace = rules.AceEleven
		}
		return blackjack.Action{Kind: blackjack.DeclareAce, Ace: ace}, true
	case t.Question != blackjack.AskPlay || !t.Options.Has(blackjack.OptDouble) || !hard:
		return blackjack.Action{}, false
	case chart.Kind != blackjack.Double:
		return blackjack.Action{Kind: blackjack.Double}, true
	case t.Options.Has(blackjack.OptHit):
		return blackjack.Action{Kind: blackjack.Hit}, true
	}
	return blackjack.Action{}, false
}

// StageTrainerShot tells the table which of the trainer's screenshots
// (trainer, table-chart) to stage.
func (s *Table) StageTrainerShot(scene string) { s.tr.shot = scene }
