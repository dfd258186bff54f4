package game

import "errors"

// School is the verdict on a dealer-school round, one whose dealer's steps
// were given by a student (a hand script's "dealer_steps") instead of the
// automatic dealer. Each step due was checked against the one the
// regulation prescribes; the round stopped at the first wrong one.
type School struct {
	// StepsOK is the number of the student's steps that were right, in
	// order, before the first wrong one (all of them when none was wrong).
	StepsOK int `json:"steps_ok"`
	// FirstWrong is the first wrong step; nil when every step was right.
	FirstWrong *WrongStep `json:"first_wrong,omitempty"`
	// RanOutBefore is the dealer's step that was due when the student's
	// steps ran out before the round's end, in notation; empty when the
	// steps lasted (or a wrong one stopped the round first).
	RanOutBefore string `json:"ran_out_before,omitempty"`
}

// WrongStep is a dealer's step refused in the dealer school: what the
// student did, what was due, and why, with the article that rules it.
type WrongStep struct {
	// Index is the step's index in the script's dealer_steps, from 0.
	Index int `json:"index"`
	// Step is the student's step, in notation.
	Step string `json:"step"`
	// Due is the step that was due instead, in notation; empty when the
	// round was over.
	Due string `json:"due,omitempty"`
	// Article is the regulation's article that rules the case, e.g.
	// "Art. 28"; empty when none does.
	Article string `json:"article"`
	// Code is the stable identifier of the reason (IllegalError.Code).
	Code string `json:"code"`
	// Reason says what was wrong, in English (IllegalError.Reason).
	Reason string `json:"reason"`
}

// Wrong records the refusal err of the student's step number index (step,
// in notation) while due was due. An err that is not an *IllegalError
// still yields a WrongStep, with the error's text as its reason and code
// "refused".
func (s *School) Wrong(index int, step, due string, err error) {
	w := &WrongStep{Index: index, Step: step, Due: due, Code: "refused"}
	var ie *IllegalError
	if errors.As(err, &ie) {
		w.Article, w.Code, w.Reason = ie.Article, ie.Code, ie.Reason
	} else if err != nil {
		w.Reason = err.Error()
	}
	s.FirstWrong = w
}
