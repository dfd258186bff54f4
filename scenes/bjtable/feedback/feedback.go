package feedback

import (
	"sabot/game/blackjack"
	"sabot/trainer"
	"sabot/tutor"
	"sabot/tutor/counting"
)

// Kind is what the feedback panel shows.
type Kind uint8

// The kinds of feedback.
const (
	Hint      Kind = iota // the EVs before deciding, not graded
	Graded                // a decision graded and applied
	Asking                // a wrong decision held back
	TakenBack             // a wrong decision taken back: choose again
)

// Feedback is one content of the feedback panel.
type Feedback struct {
	// Kind is what the panel shows; Q the trainer's question, Question the
	// engine's.
	Kind     Kind
	Q        trainer.Question
	Question blackjack.Question
	// EVs are the legal actions with their EVs, best first; Grade is the
	// grade of the decision (not for a hint).
	EVs   []tutor.ActionEV
	Grade trainer.Graded
	// Published: the chart of the grade is the casino's.
	Published bool
	// Index is the Hi-Lo index play at the count of the decision, when the
	// count is shown and the decision's cell has one (nil otherwise).
	Index *counting.IndexAdvice
}
