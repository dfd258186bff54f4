package schooldriver

import (
	"errors"
	"fmt"
)

// Desk is the loop the dealer school's scene drives, the same at both
// games: Think each tick, Try on each of the student's steps, Due and
// Article for the hint and the whole article's panel, Deal between rounds.
// Blackjack and Punto implement it.
type Desk interface {
	// State is the desk's shared state: the score, the stop, the exam, the
	// incidents.
	State() *Core
	// Deal starts the next round or coup.
	Deal() error
	// Think lets the computer player whose turn it is (the reader at
	// Punto Banco) answer, after a moment's thought, and brings the
	// planned incident in; it reports whether the desk changed.
	Think() bool
	// Thinking reports whether a computer player is to answer: the
	// student waits.
	Thinking() bool
	// Due is the dealer's step due now, said in the user's language;
	// false between rounds or while a player decides.
	Due() (step string, ok bool)
	// Try takes the student's dealer step (a blackjack.Action at
	// Blackjack, a punto.Action at Punto): the Result says whether the
	// engine accepted it, and the stop why not. An action of the other
	// game is an error.
	Try(action any) (Result, error)
	// Article is the article of the step due now and the regulation's
	// words for it: the incident's under way, or the dealer's next
	// step's; "" between rounds.
	Article() (article, quote string)
	// Playing reports whether a round is under way (dealt, not done);
	// Dealt whether one has been dealt (under way or done).
	Playing() bool
	Dealt() bool
}

// Result is what became of a step the student tried.
type Result struct {
	// Accepted: the engine took the step (counted right, or at Punto
	// Banco a wrong score announced that the table corrected).
	Accepted bool
	// Refusal is the stop of a step counted wrong, nil for a right one.
	Refusal *Stop
	// Taken is the steps the round took, the student's or, in the exam
	// after a mistake, the examiner's: a blackjack.Action or a
	// punto.Action each.
	Taken []any
	// Aside: the step accepted was one of the dealer's own moment, taken
	// while a player decides (000 Art. 27: a box's total called).
	Aside bool
	// Done: the round is over.
	Done bool
}

// ErrWrongGame is Try's error for an action of the other game.
var ErrWrongGame = errors.New("schooldriver: an action of the other game")

// tryAs is Desk.Try for a desk whose steps are of type A: try applies
// one; another type is an error.
func tryAs[A any](action any, try func(A) Result) (Result, error) {
	act, ok := action.(A)
	if !ok {
		return Result{}, wrongGame(action)
	}
	return try(act), nil
}

// wrongGame is Try's error for action.
func wrongGame(action any) error {
	return fmt.Errorf("%w: %T", ErrWrongGame, action)
}

// HintDue shows the step due as the hint, in practice only; it counts. It
// reports whether one was shown.
func HintDue(d Desk) bool {
	c := d.State()
	step, ok := d.Due()
	if !ok || c.Exam {
		return false
	}
	c.ShowHint(step)
	return true
}
