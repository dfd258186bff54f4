package blackjack_test

import (
	"testing"

	"sabot/game/blackjack"
	"sabot/game/blackjack/notation"
	"sabot/game/move"
	"sabot/rules"
)

// Every move is one engine decision and back, and its hand-script token
// (move.Move.String) is the one the engine's own parser reads as that
// decision.
func TestMovesAreTheEnginesDecisions(t *testing.T) {
	seen := map[string]move.Move{}
	for m := move.Hit; m < move.Count; m++ {
		a := blackjack.MoveAction(m, rules.Units(5))
		if !a.Kind.IsPlayer() || a.Kind.IsDealer() {
			t.Errorf("%v: kind %d is no player's decision", m, a.Kind)
		}
		if got := a.Move(); got != m {
			t.Errorf("%v: the engine's %v comes back as %v", m, a, got)
		}
		if prev, dup := seen[a.String()]; dup {
			t.Errorf("%v and %v are both %q", prev, m, a.String())
		}
		seen[a.String()] = m
		tok := m.String()
		if m == move.Insurance || m == move.Desafio {
			tok += " 5"
		}
		p, err := notation.ParseDecision(tok)
		if err != nil {
			t.Errorf("%v: the engine does not read %q: %v", m, tok, err)
			continue
		}
		if p != a {
			t.Errorf("%v: the engine reads %q as %+v; MoveAction gives %+v", m, tok, p, a)
		}
	}
	for _, a := range []blackjack.Action{{Kind: blackjack.Withdraw}, {Kind: blackjack.PlayOn}, {Kind: blackjack.Deal}, {Kind: blackjack.Pay}, {}} {
		if m := a.Move(); m != move.None {
			t.Errorf("%+v is move %v; want none", a, m)
		}
	}
	if a := blackjack.MoveAction(move.None, 0); a != (blackjack.Action{}) {
		t.Errorf("MoveAction(None) = %+v; want the zero action", a)
	}
}
