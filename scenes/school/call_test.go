package school

import (
	"sabot/driver/schooldriver"
	"strings"
	"testing"

	"sabot/game/blackjack"
	"sabot/game/blackjack/incident"
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
		if s.Stopped == nil || s.Stopped.Article != art || !strings.Contains(s.Stopped.Quote, words) || s.Stopped.Why == "" {
			t.Fatalf("%s: stop %+v; want %s with its words", what, s.Stopped, art)
		}
		s.Stopped = nil
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
	if want := schooldriver.StepText(a.Loc, due); s.Hint != want {
		t.Errorf("the hint %q; want %q", s.Hint, want)
	}
	right := s.Count.Right
	take(t, a, s, due)
	if s.Stopped != nil || s.Count.Right != right+1 || s.d.Round.Turn().Due == due {
		t.Fatalf("the call taken with the clicks: stop %+v, score %+v", s.Stopped, s.Count)
	}
	if st := a.Progress.School("argentine").Steps["announce-box"]; st == nil || st.Right != 1 || st.Wrong != 2 {
		t.Errorf("the progress of the calls: %+v; want 1 right, 2 wrong", st)
	}
	// Called once: again, with the verb and a click on the hand, is at
	// the wrong moment.
	take(t, a, s, blackjack.Action{Kind: blackjack.CallTotal, Box: due.Box, Hand: due.Hand, Total: 4})
	stopped("a call when no card was asked for")
}

// 001 Disposiciones 11 with Desarrollo 9: the player passed over plays on
// against the bank seen, and the card he asked for, given after the bank's
// hand, is one whose total the dealer calls. The call panel opens on its
// own over his hand, the settlement before the call is stopped with
// Desarrollo 9's words, the clicks take the call, and the round ends with
// every step taken right.
func TestDesarrollo9_SchoolCallsThePassedOverPlayersCard(t *testing.T) {
	const art, words = "Desarrollo 9", "irá indicando el puntaje obtenido"
	a, s := open(t, "argentine")
	s.Rate = 0 // no incident of the school's own
	stepUntil(t, s, 60, func(d blackjack.Action) bool {
		if d.Kind != blackjack.Pay && d.Kind != blackjack.Collect || s.d.Round.DealerTotal().Value > 21 {
			return false
		}
		_, err := incident.Bring(s.d.Round, blackjack.DealingStopped)
		return err == nil
	})
	s.d.NoteIncident()
	p, ok := s.d.Round.Pending()
	if tu := s.d.Round.Turn(); !ok || tu.Dealer || tu.Question != blackjack.AskWithdraw || tu.Box != p.Box {
		t.Fatalf("turn %+v, pending %+v: want the player passed over asked", tu, p)
	}
	if _, err := s.d.Round.Apply(blackjack.Action{Kind: blackjack.PlayOn, Box: p.Box, Hand: 1}); err != nil {
		t.Fatal(err)
	}
	card := s.d.Round.Turn().Due
	if card.Kind != blackjack.Deal || card.Box != p.Box {
		t.Fatalf("after play-on %s is due; want his card", card)
	}
	take(t, a, s, card)
	call := s.d.Round.Turn().Due
	if s.Stopped != nil || call.Kind != blackjack.CallTotal || call.Box != p.Box {
		t.Fatalf("after his card: stop %+v, due %s; want his total called", s.Stopped, call)
	}
	scenetest.Ticks(t, a, 1)
	if !s.annOn || s.annBox != p.Box || s.annHand != 1 {
		t.Fatalf("after the card to box %d: panel %v for box %d hand %d", p.Box, s.annOn, s.annBox, s.annHand)
	}
	s.step(blackjack.Action{Kind: blackjack.Pay, Box: p.Box, Hand: 1, Bet: blackjack.MainBet, Amount: s.d.Round.Box(p.Box).Hands[0].Stake})
	if s.Stopped == nil || s.Stopped.Article != art || !strings.Contains(s.Stopped.Quote, words) {
		t.Fatalf("settling before the call: stop %+v; want %s with its words", s.Stopped, art)
	}
	s.Stopped = nil
	take(t, a, s, call)
	if s.Stopped != nil || s.d.Round.Turn().Due == call {
		t.Fatalf("the call taken with the clicks: stop %+v", s.Stopped)
	}
	for i := 0; i < 400 && !s.d.Round.Done(); i++ {
		waitDealer(t, a, s)
		if s.d.Round.Done() {
			break
		}
		due := s.d.Round.Turn().Due
		take(t, a, s, due)
		if s.Stopped != nil {
			t.Fatalf("the right step %s was stopped: %+v", due, *s.Stopped)
		}
	}
	if !s.d.Round.Done() {
		t.Fatal("the round never ended")
	}
}
