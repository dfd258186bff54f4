package script

import (
	"fmt"
	"strings"

	"sabot/game"
	"sabot/game/blackjack"
	"sabot/game/blackjack/notation"
	"sabot/game/opening"
	"sabot/rules"
)

// Procedure is a dealer-school script's opening of the table or new
// shoe before its round (game/opening): the student's steps of it come
// first in "dealer_steps".
//
//	"procedure": {"kind": "new-shoe", "cut_card_box": 3, "refuse_cut": [3]}
type Procedure struct {
	// Kind is "opening" or "new-shoe".
	Kind string `json:"kind"`
	// CutCardBox is the box that received the cut card at the end of the
	// last shoe (000 Art. 30); 0 or absent when none did.
	CutCardBox int `json:"cut_card_box,omitempty"`
	// RefuseCut lists the boxes whose players refuse the cut when it is
	// offered to them.
	RefuseCut []int `json:"refuse_cut,omitempty"`
}

// openingSteps is a script's procedure under way: the session that checks
// its steps, and whether its last step, the burn, is the round's own.
type openingSteps struct {
	sess *opening.Session
	kind opening.Kind
}

// procedure reads the script's procedure at rule set rs; nil when there is
// none. The players are the script's boxes.
func (s Script) procedure(rs rules.RuleSet) (*openingSteps, error) {
	p := s.Procedure
	if p == nil {
		return nil, nil
	}
	if s.DealerSteps == nil {
		return nil, scriptErr("procedure", "the student's steps of it go in \"dealer_steps\", before the round's")
	}
	if p.Kind == "" {
		return nil, scriptErr("procedure.kind", "missing: want opening or new-shoe")
	}
	kind, err := opening.ParseKind(p.Kind)
	if err != nil {
		return nil, scriptErr("procedure.kind", "%v", err)
	}
	if kind == opening.Closing {
		return nil, scriptErr("procedure.kind", "the closing comes after the session's last hand, not before a round: want opening or new-shoe")
	}
	if s.ShoeStarted {
		return nil, scriptErr("procedure", "the %s prepares a new shoe, and \"shoe_started\" says it has dealt a round", kind)
	}
	if kind == opening.Opening && p.CutCardBox != 0 {
		return nil, scriptErr("procedure.cut_card_box", "at the opening no box has received the cut card: it is for a new-shoe")
	}
	var boxes []int
	for _, b := range s.Boxes {
		if b.Box >= 1 && b.Box <= rs.Boxes && !containsInt(boxes, b.Box) {
			boxes = append(boxes, b.Box)
		}
	}
	if p.CutCardBox != 0 && !containsInt(boxes, p.CutCardBox) {
		return nil, scriptErr("procedure.cut_card_box", "box %d has no bet in the script's boxes", p.CutCardBox)
	}
	for i, b := range p.RefuseCut {
		if !containsInt(boxes, b) {
			return nil, scriptErr(fmt.Sprintf("procedure.refuse_cut[%d]", i), "box %d has no bet in the script's boxes", b)
		}
	}
	sess, err := opening.New(rs.ID, kind, opening.Table{Boxes: boxes, CutCardBox: p.CutCardBox, Refusing: p.RefuseCut})
	if err != nil {
		return nil, scriptErr("procedure", "%s", strings.TrimPrefix(err.Error(), "opening: "))
	}
	return &openingSteps{sess: sess, kind: kind}, nil
}

func containsInt(xs []int, x int) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

// burns reports whether the procedure ends by burning cards: that step is
// the round's own burn, after "rien ne va plus", as the round deals it.
func (p *openingSteps) burns() bool {
	for _, st := range p.sess.Steps() {
		if st.Param == opening.Burn {
			return true
		}
	}
	return false
}

// open reports whether steps of the procedure are still due from the
// student: every one but the burn, which the round's burn takes.
func (p *openingSteps) open() bool {
	st, ok := p.sess.Due()
	return ok && st.Param != opening.Burn
}

// due is the procedure's step due, in notation, with the value the
// regulation wants.
func (p *openingSteps) due() string {
	st, _ := p.sess.Due()
	v, _ := p.sess.Want()
	return opening.FormatStep(st, v)
}

// take checks the student's step tok; it returns the refusal, nil when the
// step is right.
func (p *openingSteps) take(tok string) error {
	st, _ := p.sess.Due()
	id, v, err := opening.ParseStep(tok)
	if err != nil {
		return &game.IllegalError{Action: tok, Code: "wrong-step", Article: st.Article, Quote: st.Quote, Legal: []string{p.due()},
			Reason: fmt.Sprintf("the %s comes first: now %s", p.kind, p.due())}
	}
	return p.sess.Do(id, v)
}

// takeBurn checks the round's burn against the procedure's burn step, when
// it is due.
func (p *openingSteps) takeBurn(a blackjack.Action) error {
	if st, ok := p.sess.Due(); ok && st.Param == opening.Burn && a.Kind == blackjack.Burn {
		return p.sess.Do(st.ID, a.Cards)
	}
	return nil
}

// procedureOver is the refusal of a step of the procedure taken when the
// procedure is over and the round's step due is due.
func procedureOver(kind opening.Kind, tok string, due blackjack.Action) error {
	return &game.IllegalError{Action: tok, Code: "procedure-over", Legal: []string{due.String()},
		Reason: fmt.Sprintf("the %s is over: now %s", kind, due)}
}

// parseStepsWith is parseDealerSteps for a script with a procedure: a step
// that is not the round's may be the procedure's (proc marks them).
func parseStepsWith(toks []string, withProc bool) (steps []blackjack.Action, proc []bool, err error) {
	if !withProc {
		steps, err = parseDealerSteps(toks)
		return steps, make([]bool, len(toks)), err
	}
	steps, proc = make([]blackjack.Action, len(toks)), make([]bool, len(toks))
	for i, tok := range toks {
		a, err := notation.ParseDealerStep(tok)
		if err == nil {
			steps[i] = a
			continue
		}
		if _, _, perr := opening.ParseStep(tok); perr == nil {
			proc[i] = true
			continue
		}
		return nil, nil, scriptErr(fmt.Sprintf("dealer_steps[%d]", i), "%v (nor a step of the procedure: %s)", err, strings.Join(opening.StepForms(), ", "))
	}
	return steps, proc, nil
}
