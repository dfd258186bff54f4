package game

import (
	"fmt"
	"strings"
)

// IllegalError is the error of an action that is not legal now. It names the
// action, says why, cites the article that rules it when one does, and lists
// the actions that were legal, so a script's author or a dealer-school
// student knows what to do instead.
type IllegalError struct {
	// Action is the refused action, in script notation.
	Action string
	// Reason says why, in English (the scenes show a localized text chosen
	// by Code).
	Reason string
	// Code is a stable identifier of the reason, for the scenes' locales
	// (e.g. "not-your-turn", "wrong-amount").
	Code string
	// Article is the regulation's article that rules the case, e.g.
	// "Art. 28" or "Desarrollo 9"; empty when none does.
	Article string
	// Quote is the regulation's words for the rule broken, in its own
	// language (rules.RuleSet.Quote of its topic); empty when the engine
	// does not know them.
	Quote string
	// Legal lists the legal actions, in script notation.
	Legal []string
}

// Error implements error.
func (e *IllegalError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "illegal action %q: %s", e.Action, e.Reason)
	if e.Article != "" {
		fmt.Fprintf(&b, " (%s)", e.Article)
	}
	if len(e.Legal) > 0 {
		fmt.Fprintf(&b, "; legal now: %s", strings.Join(e.Legal, ", "))
	} else {
		b.WriteString("; nothing is legal now")
	}
	return b.String()
}
