package school

import (
	"strings"
	"testing"

	"sabot/game/blackjack"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
)

// 001 Desarrollo 9: "el pagador las entregará de a una; a la vez irá
// indicando el puntaje obtenido". After the card a player asked for the
// call panel opens on its own over the hand; a wrong total and a step
// without the call are stopped with the article and its words, F1 shows
// the call, the clicks take it, and a call when no card was asked for is
// stopped too; the progress counts the calls as their own kind.
func TestDesarrollo9_SchoolCallsTheTotal(t *testing.T) {
	const art, words = "Desarrollo 9", "irá indicando el puntaje obtenido"
	a, s := open(t, "argentine")
	due := stepUntil(t, s, 60, func(d blackjack.Action) bool { return d.Kind == blackjack.CallTotal })
	scenetest.Ticks(t, a, 1) // the panel painted
	if !s.annOn || s.annBox != due.Box || s.annHand != max(due.Hand, 1) {
		t.Fatalf("after the card to box %d: panel %v for box %d hand %d", due.Box, s.annOn, s.annBox, s.annHand)
	}
	stopped := func(what string) {
		t.Helper()
		if s.stopped == nil || s.stopped.article != art || !strings.Contains(s.stopped.quote, words) || s.stopped.why == "" {
			t.Fatalf("%s: stop %+v; want %s with its words", what, s.stopped, art)
		}
		s.stopped = nil
	}
	// A wrong total, one click on the panel.
	wrong := due.Total + 1
	if due.Total >= 21 {
		wrong = 20
	}
	if due.Soft {
		click(t, a, s, tCallSoft)
	}
	click(t, a, s, tCall+wrong-callLow)
	stopped("a wrong total")
	// The dealer moves on without the call: the next card.
	s.step(blackjack.Action{Kind: blackjack.RevealHole})
	stopped("the hole card turned without the call")
	// F1 shows the call due.
	scenetest.Press(t, a, scenetest.Key(input.Hint))
	if want := stepText(a.Loc, s.boxAt(), due); s.hint != want {
		t.Errorf("the hint %q; want %q", s.hint, want)
	}
	right := s.score.right
	take(t, a, s, due)
	if s.stopped != nil || s.score.right != right+1 || s.round.Turn().Due == due {
		t.Fatalf("the call taken with the clicks: stop %+v, score %+v", s.stopped, s.score)
	}
	if st := a.Progress.School("argentine").Steps["announce-box"]; st == nil || st.Right != 1 || st.Wrong != 2 {
		t.Errorf("the progress of the calls: %+v; want 1 right, 2 wrong", st)
	}
	// Called once: again, with the verb and a click on the hand, is at
	// the wrong moment.
	take(t, a, s, blackjack.Action{Kind: blackjack.CallTotal, Box: due.Box, Hand: due.Hand, Total: 4})
	stopped("a call when no card was asked for")
}
