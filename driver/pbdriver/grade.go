package pbdriver

import (
	"sabot/game/punto"
	"sabot/rules"
	"sabot/tutor/croupier"
	"sabot/tutor/learner"
)

// The trainer at the Super Punto Banco table: when the user reads the
// Punto cards, his call ("carta", "no carta", or the battuta shown) is
// checked against the Tabella della Regola on the spot, before it is
// applied (Checked); when it was wrong the dealer corrects it "alla
// regola" (the engine does). Each call checked goes into the player's
// progress, in a play session of the table opened at the first one.

// Check is the trainer's check of a call: the user's points, the rule's
// call for them, the call he made, and whether the two agree.
type Check struct {
	Points     int
	Want, Said rules.ReaderCall
	OK         bool
}

// Hint is the rule's call for the Punto cards the user reads, once he has
// turned them; false before.
func (d *Driver) Hint() (Check, bool) {
	if !d.UserReads() || !d.peeked {
		return Check{}, false
	}
	pts := d.round.Points(punto.Punto)
	want := rules.PuntoRule(pts)
	return Check{Points: pts, Want: want, Said: want, OK: true}, true
}

// check checks the user's call c against the rule before it is applied,
// when the trainer is on, and records it in the progress.
func (d *Driver) check(c rules.ReaderCall) {
	if !d.trainer || d.round == nil {
		return
	}
	want, ok, err := croupier.CheckReaderCall(d.round.Cards(punto.Punto), c)
	if err != nil {
		return
	}
	d.emit(Checked{Check{Points: d.round.Points(punto.Punto), Want: want, Said: c, OK: ok}})
	if !d.host.Records() {
		return
	}
	now := d.clock()
	if !d.session {
		d.host.StartPlaySession(d.rules.ID, now)
		d.session = true
	}
	d.host.RecordDecision(learner.Decision{Table: d.rules.ID, Correct: ok, At: now})
}
