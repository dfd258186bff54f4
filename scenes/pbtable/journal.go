package pbtable

import (
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"sabot/game/punto"
	"sabot/rules"
	"sabot/save"
	"sabot/scenes/roads"
	"sabot/scenes/session"
	"sabot/tutor/learner"
)

// The journal of the coup in progress (save.Journal): when the coup is
// dealt, its head holds the coup as dealt (punto.CoupState: the shoe, the
// button, the bets) and the user's stake; then every step of the coup is a
// line — the action, with the cards it drew — synced before its events are
// shown, and every call the trainer graded. Resume deals the coup again,
// the cards it drew put first in the shoe, and replays the steps: the coup
// is back where it was. The user's turning his Punto cards to look at them
// is a line too (Peek), so that cards he had seen come back face up; a
// journal written before it has no such line, and its coup comes back with
// his cards face down, as it did. The stakes stay on the layout: the
// bankroll changes only when the coup is committed (finish).

// pbStart is the head's Start.
type pbStart struct {
	Trainer  bool            `json:"trainer,omitempty"`
	Coup     punto.CoupState `json:"coup"`
	Stake    puntoStake      `json:"stake"`
	Standing bool            `json:"standing,omitempty"`
	// Board is the shoe's earlier coups, for the roads.
	Board []roads.Coup `json:"board,omitempty"`
}

// pbAct is a coup's action as the journal writes it: its fields as
// numbers (a side of none has no name to read back).
type pbAct struct {
	Kind     int         `json:"kind"`
	Side     int         `json:"side,omitempty"`
	Position int         `json:"position,omitempty"`
	Amount   rules.Money `json:"amount,omitempty"`
	Call     int         `json:"call,omitempty"`
	Banco    int         `json:"banco,omitempty"`
	Punto    int         `json:"punto,omitempty"`
}

func toPbAct(a punto.Action) *pbAct {
	return &pbAct{Kind: int(a.Kind), Side: int(a.Side), Position: a.Position, Amount: a.Amount, Call: int(a.Call), Banco: a.Banco, Punto: a.Punto}
}

func (a pbAct) action() punto.Action {
	return punto.Action{Kind: punto.ActionKind(a.Kind), Side: punto.Side(a.Side), Position: a.Position, Amount: a.Amount,
		Call: rules.ReaderCall(a.Call), Banco: a.Banco, Punto: a.Punto}
}

// pbStep is one step of the journal: an action with the cards it drew, a
// grade, the play session opened, or the user's turning his Punto cards.
type pbStep struct {
	Act     *pbAct            `json:"act,omitempty"`
	Drawn   rules.Cards       `json:"drawn,omitempty"`
	Grade   *learner.Decision `json:"grade,omitempty"`
	Session *learner.Session  `json:"session,omitempty"`
	// Peek is the user's turning his Punto cards face up at his place, to
	// read them (optional: older journals have none).
	Peek bool `json:"peek,omitempty"`
}

// kinds is how many of the step's kinds it holds: one, in a step the
// journal can take.
func (s pbStep) kinds() int {
	n := 0
	for _, set := range []bool{s.Act != nil, s.Grade != nil, s.Session != nil, s.Peek} {
		if set {
			n++
		}
	}
	return n
}

// pbBadPeek is a journal whose user turns his cards where the coup does
// not wait for his call: not a coup this table can take back. Its message
// is in the user's language (locales.Keyed), Error in English for the log.
type pbBadPeek struct{ step int }

func (e *pbBadPeek) Error() string {
	return fmt.Sprintf("journal step %d: the user turns his cards, but the coup does not wait for his call", e.step)
}

// MessageKey implements locales.Keyed.
func (e *pbBadPeek) MessageKey() (string, []any) { return string(pbKeyBadPeek), []any{e.step} }

// pbJournal is the table's side of the journal.
type pbJournal struct {
	j        *save.Journal
	grades   int
	session  bool
	disabled bool
}

// beginJournal starts the journal of the coup just dealt.
func (p *Table) beginJournal(bets []punto.Bet, carried rules.Cards) {
	p.jr = pbJournal{}
	a := p.app
	if a.Store == nil || p.instant {
		return
	}
	st := pbStart{Trainer: p.trainer.on, Stake: p.stake, Standing: p.standing, Coup: punto.CoupState{
		Shoe: p.table.Shoe().State(), Button: p.round.Button(), Bets: bets, Carried: carried, Blank: p.round.Blank(),
		Shoes: p.table.Shoes(), Coups: p.table.Coups()}}
	if p.table.Shoes() == p.shoes && p.shoes != 0 {
		st.Board = p.board // the coup is of the same shoe as they
	}
	raw, err := json.Marshal(st)
	if err == nil {
		p.jr.j, err = a.Store.BeginJournal(save.JournalHead{Round: p.roundID, Table: p.rules.ID, Game: save.GamePuntoBanco,
			Time: time.Now(), Bankroll: a.Bankroll, Start: raw})
	}
	if err != nil {
		p.jr.disabled = true
		a.SaveFailed(save.JournalFile, err)
	}
}

// journal writes one step of the coup (an action and the cards it drew, or
// the user's peek; none when step is nil), after the trainer's new grades.
func (p *Table) journal(step *pbStep) {
	jr := &p.jr
	if jr.j == nil || jr.disabled {
		return
	}
	write := func(st pbStep) bool {
		if err := jr.j.Append(st); err != nil {
			jr.disabled = true
			p.app.SaveFailed(save.JournalFile, err)
			return false
		}
		return true
	}
	d := p.app.PendingProgress()
	if d.Session != nil && !jr.session {
		if !write(pbStep{Session: d.Session}) {
			return
		}
		jr.session = true
	}
	for ; jr.grades < len(d.Decisions); jr.grades++ {
		if !write(pbStep{Grade: &d.Decisions[jr.grades]}) {
			return
		}
	}
	if step != nil {
		write(*step)
	}
}

// closeJournal closes the journal's file.
func (p *Table) closeJournal() {
	if p.jr.j != nil {
		p.jr.j.Close()
	}
	p.jr = pbJournal{}
}

// indicatedBefore reads a journal written before the dealer indicated the
// winning box (002 Distribuzione: «annunciando il punto e indicando la
// casella vincente»): its coup goes from the announcement to the
// settlement. When the indication is the step due where acts[i] was
// refused, it is taken there, inserted before acts[i] (which is then
// taken), and the coup goes on; it reports whether it was.
func indicatedBefore(check *punto.Round, acts *[]pbStep, i int) bool {
	due, ok := check.NextDealerAction()
	if !ok || due.Kind != punto.Indicate || (*acts)[i].Act.Kind == int(punto.Indicate) {
		return false
	}
	if _, err := check.Apply(due); err != nil {
		return false
	}
	if _, err := check.Apply((*acts)[i].Act.action()); err != nil {
		return false
	}
	*acts = slices.Insert(*acts, i, pbStep{Act: toPbAct(due)})
	return true
}

// Resume seats the user at the Punto Banco table r again with the coup its
// journal holds, dealt again and replayed to where it was. The error says
// why the journal cannot be this table's coup.
func Resume(a *session.Context, r rules.RuleSet, j *save.JournalData) (*Table, error) {
	if j.Head.Game != save.GamePuntoBanco || j.Head.Table != r.ID {
		return nil, fmt.Errorf("the journal is of %s at %s, not Punto Banco at %s", j.Head.Game, j.Head.Table, r.ID)
	}
	var st pbStart
	if err := json.Unmarshal(j.Head.Start, &st); err != nil {
		return nil, fmt.Errorf("journal start: %v", err)
	}
	var acts []pbStep
	var drawn rules.Cards
	var delta save.ProgressDelta
	// peeks are the user's peeks: the step's number, and how many actions
	// came before it.
	var peeks []struct{ step, after int }
	for i, raw := range j.Steps {
		var step pbStep
		if err := json.Unmarshal(raw, &step); err != nil {
			return nil, fmt.Errorf("journal step %d: %v", i+1, err)
		}
		if step.kinds() > 1 {
			return nil, fmt.Errorf("journal step %d: more than one step in a line", i+1)
		}
		switch {
		case step.Act != nil:
			acts = append(acts, step)
			drawn = append(drawn, step.Drawn...)
		case step.Grade != nil:
			delta.Decisions = append(delta.Decisions, *step.Grade)
		case step.Session != nil:
			delta.Session = step.Session
		case step.Peek:
			peeks = append(peeks, struct{ step, after int }{i + 1, len(acts)})
		}
	}
	shoe := st.Coup.Shoe
	if err := shoe.Arrange(drawn); err != nil {
		return nil, fmt.Errorf("journal: %v", err)
	}
	st.Coup.Shoe = shoe
	// Checked once aside, then dealt again for the scene.
	_, check, err := punto.RestoreCoup(r, a.Rand, st.Coup)
	if err != nil {
		return nil, fmt.Errorf("journal start: %v", err)
	}
	// The user turns his cards only while the coup waits for his call.
	peeked, next := false, 0
	for i := 0; i <= len(acts); i++ {
		for ; next < len(peeks) && peeks[next].after == i; next++ {
			if check.Awaiting() != punto.ReaderAt(puntoSeat) {
				return nil, &pbBadPeek{step: peeks[next].step}
			}
			peeked = true
		}
		if i == len(acts) {
			break
		}
		if _, err := check.Apply(acts[i].Act.action()); err != nil {
			if !indicatedBefore(check, &acts, i) {
				return nil, fmt.Errorf("journal step %d: %v", i+1, err)
			}
			for k := range peeks {
				if peeks[k].after > i {
					peeks[k].after++
				}
			}
			i++ // acts[i] is the indication, acts[i+1] the step taken after it
		}
		peeked = false
	}
	// A coup over but not committed (the game stopped while its end was
	// shown) comes back too: the table commits it when its end is shown.
	p := New(a, r)
	p.trainer.on = st.Trainer
	for p.queue.Busy() {
		p.queue.Update()
	}
	if p.table, p.round, err = punto.RestoreCoup(r, a.Rand, st.Coup); err != nil {
		return nil, err
	}
	p.roundID = j.Head.Round
	p.betting = false
	p.stake, p.standing = st.Stake, st.Standing
	p.crowdBet = p.crowdBet[:0]
	for _, b := range st.Coup.Bets {
		if b.Player != puntoHuman {
			p.crowdBet = append(p.crowdBet, b)
		}
	}
	for i := range p.view.stacks {
		if p.view.stacks[i].label != nil {
			p.view.stacks[i].label.Deallocate()
		}
	}
	p.view.stacks = p.view.stacks[:0]
	for _, b := range p.crowdBet {
		p.view.placeBet(p, b)
	}
	p.view.setStake(p, p.stake)
	p.userBets = !p.stake.empty()
	if p.userBets {
		p.last = p.stake // "Your bets" under the felt, and Repeat
	}
	p.shoes = p.table.Shoes()
	p.board = append(p.board[:0], st.Board...)
	// Shown at once, quietly: the felt as it stood, not dealt again
	// before the user's eyes (the animations run to their end here).
	if a.Sound != nil {
		defer a.Sound.SetMuted(a.Sound.Muted())
		a.Sound.SetMuted(true)
	}
	for _, s := range acts {
		p.apply(s.Act.action())
	}
	for p.queue.Busy() {
		p.queue.Update()
	}
	if peeked {
		p.peekAgain()
	}
	a.RestorePending(j.Head.Round, delta)
	// The play session the coup opened is open again, not opened twice.
	p.trainer.session = delta.Session != nil
	p.jr = pbJournal{grades: len(delta.Decisions), session: delta.Session != nil}
	if p.jr.j, err = a.Store.ReopenJournal(j); err != nil {
		p.jr.disabled = true
		a.SaveFailed(save.JournalFile, err)
	}
	p.view.setShoe(p)
	p.view.paintRoads(p)
	p.hud.dirty = true
	return p, nil
}
