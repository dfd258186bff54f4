package punto

import (
	"fmt"

	"sabot/game"
	"sabot/rules"
)

// CheckDealerStep checks a dealer-school student's step a against the
// dealer's step due now, without applying it: nil when a is exactly that
// step, else the refusal that names the right step and the article.
//
// It is stricter than Apply in two cases that Apply accepts because the
// regulation has a remedy for them, and that are still mistakes: a wrong
// announced score (Apply corrects it: "Le carte parlano", Art. 9), refused
// with code "wrong-score"; and a Colpo in Bianco that is not due (Apply
// takes it as the remedy of an incident, Art. 1 and 3), refused with code
// "no-incident". When the reader must call, every dealer's step is refused.
func (r *Round) CheckDealerStep(a Action) *game.IllegalError {
	if r.phase == phDone {
		return r.illegal(a, "round-over", "the coup is over: the cards are in the discard holder", r.articleOf(Discard))
	}
	a = a.normalized()
	if why := a.invalid(r.rules.Boxes); why != "" {
		return r.illegal(a, "bad-action", why, "")
	}
	due, who := r.due()
	if who == Dealer && a == due {
		return nil
	}
	switch {
	case who != Dealer:
	case a.Kind == Announce && due.Kind == Announce:
		return r.illegal(a, "wrong-score", fmt.Sprintf("the cards make Banco %d, Punto %d: %s (a wrong score is corrected, \"Le carte parlano\")", due.Banco, due.Punto, due), "Art. 9")
	case a.Kind == Bianco && r.biancoAllowed():
		return r.illegalOn(a, "no-incident", fmt.Sprintf("no incident calls for a Colpo in Bianco: now %s", due), rules.TopicColpoInBianco)
	}
	if err := r.refuse(a, due, who); err != nil {
		if ie, ok := err.(*game.IllegalError); ok {
			return ie
		}
		return r.illegalOn(a, "out-of-order", err.Error(), topicOf(due.Kind))
	}
	return r.illegalOn(a, "out-of-order", fmt.Sprintf("now due: %s", due), topicOf(due.Kind))
}
