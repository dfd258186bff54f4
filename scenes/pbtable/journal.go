package pbtable

import (
	"sabot/driver/pbdriver"
	"sabot/rules"
	"sabot/save"
	"sabot/scenes/session"
)

// The journal of the coup in progress is the driver's (its journal.go):
// every step of the coup is on disk before it is shown, and a coup is
// brought back from it.

// Resume seats the user at the Punto Banco table r again with the coup its
// journal holds, dealt again and replayed to where it was: shown at once,
// quietly, the felt as it stood, not dealt again before the user's eyes.
// The error says why the journal cannot be this table's coup.
func Resume(a *session.Context, r rules.RuleSet, j *save.JournalData) (*Table, error) {
	// Checked once aside, then dealt again for the scene.
	l, err := pbdriver.Load(r, a.Rand, j)
	if err != nil {
		return nil, err
	}
	// A coup over but not committed (the game stopped while its end was
	// shown) comes back too: the table commits it when its end is shown.
	p := New(a, r)
	for p.queue.Busy() {
		p.queue.Update()
	}
	if err := p.d.Restore(l); err != nil {
		return nil, err
	}
	for i := range p.view.stacks {
		if p.view.stacks[i].label != nil {
			p.view.stacks[i].label.Deallocate()
		}
	}
	p.view.stacks = p.view.stacks[:0]
	for _, b := range p.d.CrowdBets() {
		p.view.placeBet(p, b)
	}
	p.view.setStake(p, p.d.Stake())
	// Shown at once, quietly: the felt as it stood, not dealt again
	// before the user's eyes (the animations run to their end here).
	if a.Sound != nil {
		defer a.Sound.SetMuted(a.Sound.Muted())
		a.Sound.SetMuted(true)
	}
	for ok := true; ok; ok = p.d.ReplayNext() {
		p.drain()
	}
	for p.queue.Busy() {
		p.queue.Update()
	}
	if p.d.Peeked() {
		p.peekAgain()
	}
	p.view.setShoe(p)
	p.view.paintRoads(p)
	p.hud.dirty = true
	return p, nil
}
