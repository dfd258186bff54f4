package pbtable

import (
	"sabot/driver/pbdriver"
	"sabot/game/punto"
	"sabot/rules"
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

// trainerShotStep is the Punto Banco table's end of the trainer's picture:
// with his cards turned, the reader makes the call the rule does not make;
// the picture is taken when the dealer corrects it alla regola.
func (p *Table) trainerShotStep() bool {
	if p.trainer.shown && !p.trainer.hint {
		return p.banner.main.key == pbKeyAllaRegola
	}
	if p.userReads() && p.d.Peeked() && !p.queue.Busy() {
		p.d.SetTrainer(true)
		p.call(pbdriver.WrongCall(rules.PuntoRule(p.d.Round().Points(punto.Punto))))
	}
	return false
}

// StageTrainerShot tells the table which of the trainer's screenshots to
// stage.
func (p *Table) StageTrainerShot(scene string) { p.trainer.shot = scene }
