package pbdriver

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"

	"sabot/game/punto"
	"sabot/game/punto/roads"
	"sabot/locales"
	"sabot/rules"
	"sabot/save"
	"sabot/tutor/learner"
)

// The journal of the coup in progress (save.Journal): when the coup is
// dealt, its head holds the coup as dealt (punto.CoupState: the shoe, the
// button, the bets) and the user's stake; then every step of the coup is a
// line — the action, with the cards it drew — synced before its events are
// shown, and every call the trainer graded. Load deals the coup again, the
// cards it drew put first in the shoe, and replays the steps; Restore puts
// it on the table, and ReplayNext replays its steps one by one: the coup
// is back where it was. The user's turning his Punto cards to look at them
// is a line too (Peek), so that cards he had seen come back face up; a
// journal written before it has no such line, and its coup comes back with
// his cards face down, as it did. The stakes stay on the layout: the
// bankroll changes only when the coup is committed (Finish).

// Start is the journal head's Start.
type Start struct {
	Trainer  bool            `json:"trainer,omitempty"`
	Coup     punto.CoupState `json:"coup"`
	Stake    Stake           `json:"stake"`
	Standing bool            `json:"standing,omitempty"`
	// Board is the shoe's earlier coups, for the roads.
	Board []roads.Coup `json:"board,omitempty"`
}

// JournalAct is a coup's action as the journal writes it: its fields as
// numbers (a side of none has no name to read back).
type JournalAct struct {
	Kind     int         `json:"kind"`
	Side     int         `json:"side,omitempty"`
	Position int         `json:"position,omitempty"`
	Amount   rules.Money `json:"amount,omitempty"`
	Call     int         `json:"call,omitempty"`
	Banco    int         `json:"banco,omitempty"`
	Punto    int         `json:"punto,omitempty"`
}

func toAct(a punto.Action) *JournalAct {
	return &JournalAct{Kind: int(a.Kind), Side: int(a.Side), Position: a.Position, Amount: a.Amount, Call: int(a.Call), Banco: a.Banco, Punto: a.Punto}
}

// Action is the engine's action the line holds.
func (a JournalAct) Action() punto.Action {
	return punto.Action{Kind: punto.ActionKind(a.Kind), Side: punto.Side(a.Side), Position: a.Position, Amount: a.Amount,
		Call: rules.ReaderCall(a.Call), Banco: a.Banco, Punto: a.Punto}
}

// JournalStep is one step of the journal: an action with the cards it
// drew, a grade, the play session opened, or the user's turning his Punto
// cards.
type JournalStep struct {
	Act     *JournalAct       `json:"act,omitempty"`
	Drawn   rules.Cards       `json:"drawn,omitempty"`
	Grade   *learner.Decision `json:"grade,omitempty"`
	Session *learner.Session  `json:"session,omitempty"`
	// Peek is the user's turning his Punto cards face up at his place, to
	// read them (optional: older journals have none).
	Peek bool `json:"peek,omitempty"`
}

// kinds is how many of the step's kinds it holds: one, in a step the
// journal can take.
func (s JournalStep) kinds() int {
	n := 0
	for _, set := range []bool{s.Act != nil, s.Grade != nil, s.Session != nil, s.Peek} {
		if set {
			n++
		}
	}
	return n
}

// KeyBadPeek is the message of a BadPeek journal.
const KeyBadPeek locales.Key = "punto.journal.peek-out-of-turn"

// BadPeek is a journal whose user turns his cards where the coup does not
// wait for his call: not a coup this table can take back. Its message is
// in the user's language (locales.Keyed), Error in English for the log.
type BadPeek struct{ Step int }

func (e *BadPeek) Error() string {
	return fmt.Sprintf("journal step %d: the user turns his cards, but the coup does not wait for his call", e.Step)
}

// MessageKey implements locales.Keyed.
func (e *BadPeek) MessageKey() (string, []any) { return string(KeyBadPeek), []any{e.Step} }

// beginJournal starts the journal of the coup just dealt with bets (carried:
// the cards the last coup laid aside for it).
func (d *Driver) beginJournal(bets []punto.Bet, carried rules.Cards) {
	d.jr.Close()
	store := d.host.Store()
	if store == nil {
		return
	}
	st := Start{Trainer: d.trainer, Stake: d.stake, Standing: d.standing, Coup: punto.CoupState{
		Shoe: d.table.Shoe().State(), Button: d.round.Button(), Bets: bets, Carried: carried, Blank: d.round.Blank(),
		Shoes: d.table.Shoes(), Coups: d.table.Coups()}}
	if d.table.Shoes() == d.shoes && d.shoes != 0 {
		st.Board = d.board // the coup is of the same shoe as they
	}
	head := save.JournalHead{Round: d.roundID, Table: d.rules.ID, Game: save.GamePuntoBanco,
		Time: d.clock(), Bankroll: save.Bankroll{Balance: d.host.Balance(d.rules.Currency), Currency: d.rules.Currency}}
	if err := d.jr.Begin(store, head, st); err != nil {
		d.emit(SaveFailed{File: save.JournalFile, Err: err})
	}
}

// journal writes one step of the coup (an action and the cards it drew, or
// the user's peek; none when step is nil), after the trainer's new grades.
func (d *Driver) journal(step *JournalStep) {
	if !d.jr.On() {
		return
	}
	p := d.host.PendingProgress()
	err := d.jr.Progress(p,
		func(s *learner.Session) any { return JournalStep{Session: s} },
		func(i int) any { return JournalStep{Grade: &p.Decisions[i]} })
	if err == nil && step != nil {
		err = d.jr.Append(*step)
	}
	if err != nil {
		d.emit(SaveFailed{File: save.JournalFile, Err: err})
	}
}

// indicatedBefore reads a journal written before the dealer indicated the
// winning box (002 Distribuzione: «annunciando il punto e indicando la
// casella vincente»): its coup goes from the announcement to the
// settlement. When the indication is the step due where acts[i] was
// refused, it is taken there, inserted before acts[i] (which is then
// taken), and the coup goes on; it reports whether it was.
func indicatedBefore(check *punto.Round, acts *[]punto.Action, i int) bool {
	due, ok := check.NextDealerAction()
	if !ok || due.Kind != punto.Indicate || (*acts)[i].Kind == punto.Indicate {
		return false
	}
	if _, err := check.Apply(due); err != nil {
		return false
	}
	if _, err := check.Apply((*acts)[i]); err != nil {
		return false
	}
	*acts = slices.Insert(*acts, i, due)
	return true
}

// Loaded is a coup's journal read and checked: the coup it deals again
// and replays, and what it added to the trainer's progress.
type Loaded struct {
	data  *save.JournalData
	rules rules.RuleSet
	Start Start
	// Acts are the coup's actions, in order; Peeked: the user had turned
	// his cards when the journal stopped.
	Acts   []punto.Action
	Peeked bool
	// Delta is what the coup added to the progress.
	Delta save.ProgressDelta
}

// Load reads the journal j of a coup at table r and replays it through the
// engine, touching nothing but rng (the shoe's cards the coup did not draw
// are shuffled with it): the error says why it cannot be this table's
// coup.
func Load(r rules.RuleSet, rng *rand.Rand, j *save.JournalData) (*Loaded, error) {
	if j.Head.Game != save.GamePuntoBanco || j.Head.Table != r.ID {
		return nil, fmt.Errorf("the journal is of %s at %s, not Punto Banco at %s", j.Head.Game, j.Head.Table, r.ID)
	}
	l := &Loaded{data: j, rules: r}
	st := &l.Start
	if err := json.Unmarshal(j.Head.Start, st); err != nil {
		return nil, fmt.Errorf("journal start: %v", err)
	}
	var drawn rules.Cards
	// peeks are the user's peeks: the step's number, and how many actions
	// came before it.
	var peeks []struct{ step, after int }
	for i, raw := range j.Steps {
		var step JournalStep
		if err := json.Unmarshal(raw, &step); err != nil {
			return nil, fmt.Errorf("journal step %d: %v", i+1, err)
		}
		if step.kinds() > 1 {
			return nil, fmt.Errorf("journal step %d: more than one step in a line", i+1)
		}
		switch {
		case step.Act != nil:
			l.Acts = append(l.Acts, step.Act.Action())
			drawn = append(drawn, step.Drawn...)
		case step.Grade != nil:
			l.Delta.Decisions = append(l.Delta.Decisions, *step.Grade)
		case step.Session != nil:
			l.Delta.Session = step.Session
		case step.Peek:
			peeks = append(peeks, struct{ step, after int }{i + 1, len(l.Acts)})
		}
	}
	shoe := st.Coup.Shoe
	if err := shoe.Arrange(drawn); err != nil {
		return nil, fmt.Errorf("journal: %v", err)
	}
	st.Coup.Shoe = shoe
	_, check, err := punto.RestoreCoup(r, rng, st.Coup)
	if err != nil {
		return nil, fmt.Errorf("journal start: %v", err)
	}
	// The user turns his cards only while the coup waits for his call.
	acts, next := l.Acts, 0
	for i := 0; i <= len(acts); i++ {
		for ; next < len(peeks) && peeks[next].after == i; next++ {
			if check.Awaiting() != punto.ReaderAt(Seat) {
				return nil, &BadPeek{Step: peeks[next].step}
			}
			l.Peeked = true
		}
		if i == len(acts) {
			break
		}
		if _, err := check.Apply(acts[i]); err != nil {
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
		l.Peeked = false
	}
	l.Acts = acts
	return l, nil
}

// Restore puts the coup of journal l on the table: the bets as they were,
// the coup dealt again from the table's random source (ReplayNext replays
// its steps), what it added to the progress restored, and the journal
// reopened to go on. The table must be this journal's (Load). A coup over
// but not committed (the game stopped while its end was shown) comes back
// too: the view commits it (Finish) when its end is shown.
func (d *Driver) Restore(l *Loaded) error {
	st := &l.Start
	tb, round, err := punto.RestoreCoup(d.rules, d.rng, st.Coup)
	if err != nil {
		return err
	}
	d.table, d.round = tb, round
	d.trainer = st.Trainer
	d.roundID = l.data.Head.Round
	d.betting = false
	d.stake, d.standing = st.Stake, st.Standing
	d.crowdBets = d.crowdBets[:0]
	for _, b := range st.Coup.Bets {
		if b.Player != UserName {
			d.crowdBets = append(d.crowdBets, b)
		}
	}
	d.userBets = !d.stake.Empty()
	if d.userBets {
		d.last = d.stake // "Your bets" under the felt, and Repeat
	}
	d.shoes = d.table.Shoes()
	d.board = append(d.board[:0], st.Board...)
	d.replay = slices.Clone(l.Acts)
	d.peeked = l.Peeked
	d.host.RestorePending(l.data.Head.Round, l.Delta)
	// The play session the coup opened is open again, not opened twice.
	d.session = l.Delta.Session != nil
	if store := d.host.Store(); store != nil {
		if err := d.jr.Reopen(store, l.data, l.Delta); err != nil {
			d.emit(SaveFailed{File: save.JournalFile, Err: err})
		}
	}
	return nil
}

// ReplayNext replays the next step of a coup brought back (Restore), a
// Step event for the view to show at once; it reports false when every
// step is replayed.
func (d *Driver) ReplayNext() bool {
	if len(d.replay) == 0 {
		return false
	}
	a := d.replay[0]
	d.replay = d.replay[1:]
	events, _ := d.round.ApplyAppend(d.evbuf[:0], a)
	d.evbuf = events[:0]
	d.emit(Step{Action: a, Events: slices.Clone(events)})
	return true
}
