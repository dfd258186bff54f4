package blackjack_test

import (
	"strings"
	"testing"

	"sabot/game/blackjack"
	"sabot/game/blackjack/setup"
	"sabot/rules"
)

// 001 Desarrollo 9: "En el caso en que el jugador solicite mas cartas, el
// pagador las entregará de a una; a la vez irá indicando el puntaje
// obtenido": at the Argentine table the dealer calls a box's total after
// each card its player asked for, before anything else; not after the
// deal's cards, nor after a face-down double card.

// hitsShoe: box 1 2S 3H hits AC (6/16, the later ace counts one or eleven)
// and 5D (21: a soft 21 is called 21 and stands); box 2 TS 6H hits TD (26,
// bust); box 3 7C 5C hits 4H (16) and stands; the dealer 9S 8D = 17.
const hitsShoe = "2S TS 7C 9S 3H 6H 5C 8D AC 5D TD 4H"

var hitsDecisions = []blackjack.Action{{Kind: blackjack.Hit}, {Kind: blackjack.Hit}, {Kind: blackjack.Hit}, {Kind: blackjack.Hit}, {Kind: blackjack.Stand}}

func hitsRound(t *testing.T) *blackjack.Round {
	t.Helper()
	return start(t, rules.Argentine, hitsShoe, []setup.BoxBet{bet(1, 10), bet(2, 10), bet(3, 10)})
}

func TestDesarrollo9_CallsEachTotal(t *testing.T) {
	r := hitsRound(t)
	want := []struct {
		call   string
		total  int
		soft   bool
		before int // decisions used before the call
	}{
		{"announce box 1 6/16", 16, true, 1},
		{"announce box 1 21", 21, false, 2},
		{"announce box 2 bust", 26, false, 3},
		{"announce box 3 16", 16, false, 4},
	}
	decisions := hitsDecisions
	used := 0
	for _, w := range want {
		due := upTo(t, r, blackjack.CallTotal, decisions[used:w.before]...)
		used = w.before
		if due.String() != w.call {
			t.Fatalf("call due %s; want %s", due, w.call)
		}
		evs, err := r.Apply(due)
		if err != nil {
			t.Fatalf("%s: %v", due, err)
		}
		if len(evs) == 0 || evs[0].Kind != blackjack.EvAnnounce || evs[0].Phrase != blackjack.SayHandTotal ||
			evs[0].Box != due.Box || evs[0].Hand != 1 || evs[0].Total != w.total || evs[0].Soft != w.soft {
			t.Errorf("%s: events %+v; want the call of %d (soft %v)", due, evs, w.total, w.soft)
		}
	}
	for _, d := range decisions[used:] {
		if _, err := r.Apply(d); err != nil {
			t.Fatalf("%s: %v", d, err)
		}
		autoDeal(t, r)
	}
	for !r.Done() {
		due, ok := r.NextDealerAction()
		if !ok {
			t.Fatalf("a player asked at the end: %+v", r.Turn())
		}
		if due.Kind == blackjack.CallTotal {
			t.Fatalf("a call after the last card asked for: %s", due)
		}
		if _, err := r.Apply(due); err != nil {
			t.Fatalf("%s: %v", due, err)
		}
	}
	// Box 1 21 and box 3 16 against 17: +10, -10; box 2 bust -10.
	if got := r.Net(); got != rules.Units(-10) {
		t.Errorf("net %s; want -10.00", got)
	}
	calls := 0
	for _, l := range r.Log() {
		if l.Kind == blackjack.CallTotal {
			calls++
		}
	}
	if calls != 4 {
		t.Errorf("%d calls in the log; want 4", calls)
	}
}

// A wrong total, a call for the wrong box, a missing call and a call when
// no card was asked for are refused, Desarrollo 9 quoted.
func TestDesarrollo9_WrongCallsRefused(t *testing.T) {
	const art, words = "Desarrollo 9", "irá indicando el puntaje obtenido"
	r := hitsRound(t)
	// Before the bets are closed, and while box 1 decides.
	refused(t, r, blackjack.Action{Kind: blackjack.CallTotal, Box: 1, Total: 5}, "no-call", art)
	autoDeal(t, r)
	if tu := r.Turn(); tu.Dealer || tu.Box != 1 {
		t.Fatalf("turn %+v; want box 1 to decide", tu)
	}
	refused(t, r, blackjack.Action{Kind: blackjack.CallTotal, Box: 1, Total: 5}, "no-call", art)
	due := upTo(t, r, blackjack.CallTotal, blackjack.Action{Kind: blackjack.Hit})
	cases := []struct {
		a          blackjack.Action
		code, text string
	}{
		{blackjack.Action{Kind: blackjack.CallTotal, Box: 1, Total: 16}, "wrong-total", "make 6/16, not 16"},
		{blackjack.Action{Kind: blackjack.CallTotal, Box: 1, Total: 6}, "wrong-total", "make 6/16, not 6"},
		{blackjack.Action{Kind: blackjack.CallTotal, Box: 1, Total: 17, Soft: true}, "wrong-total", "not 7/17"},
		{blackjack.Action{Kind: blackjack.CallTotal, Box: 2, Total: 16, Soft: true}, "wrong-box", "given to box 1"},
		{blackjack.Action{Kind: blackjack.Announce, Total: 16}, "call-total", "announce box 1 6/16"},
		{blackjack.Action{Kind: blackjack.Deal, Box: 2, Hand: 1}, "call-total", "before anything else"},
		{blackjack.Action{Kind: blackjack.RevealHole}, "call-total", "2S 3H AC"},
	}
	for _, c := range cases {
		ie := refused(t, r, c.a, c.code, art)
		if !strings.Contains(ie.Reason, c.text) || !strings.Contains(ie.Quote, words) {
			t.Errorf("%s: reason %q quote %q; want %q and %q", c.a, ie.Reason, ie.Quote, c.text, words)
		}
	}
	// A player's decision waits for the call too.
	if _, err := r.Apply(blackjack.Action{Kind: blackjack.Hit}); err == nil {
		t.Error("a decision before the call was applied")
	}
	if _, err := r.Apply(due); err != nil {
		t.Fatalf("%s: %v", due, err)
	}
	// Called once: again is at the wrong moment.
	refused(t, r, due, "no-call", art)
}

// The other tables call no player's total; at the Argentine table the
// deal's cards, a split hand's second card and a face-down double card get
// no call, and the automatic dealer calls as play mode does.
func TestDesarrollo9_OnlyCardsAskedFor(t *testing.T) {
	// Classic: box 1 2S 3H hits AC and 5D, as at the Argentine table.
	r := start(t, rules.ItalianClassic, "2S TS 9S 3H 6H AC 5D TD 8D", []setup.BoxBet{bet(1, 10), bet(2, 10)})
	// (There a soft 21 may hit: box 1 stands on it.)
	upTo(t, r, blackjack.CollectCards, blackjack.Action{Kind: blackjack.Hit}, blackjack.Action{Kind: blackjack.Hit}, blackjack.Action{Kind: blackjack.Stand}, blackjack.Action{Kind: blackjack.Hit})
	for _, l := range r.Log() {
		if l.Kind == blackjack.CallTotal {
			t.Errorf("classic: %s", l)
		}
	}
	// Argentine: box 1 8S 8H splits (8S 3C, 8H 2D: no call), hits 3C's
	// hand with 9C (20, called); box 2 7D 4S doubles face down (no call);
	// box 3 TC 7H stands; the dealer 9H 8C = 17.
	r = start(t, rules.Argentine, "8S 7D TC 9H 8H 4S 7H 8C 3C 9C 2D 6D", []setup.BoxBet{bet(1, 10), bet(2, 10), bet(3, 10)})
	var calls []string
	decisions := []blackjack.Action{{Kind: blackjack.Split}, {Kind: blackjack.Hit}, {Kind: blackjack.Stand}, {Kind: blackjack.Stand}, {Kind: blackjack.Double}, {Kind: blackjack.Stand}}
	for n := 0; n < 200 && !r.Done(); n++ {
		if due, ok := r.NextDealerAction(); ok {
			if due.Kind == blackjack.CallTotal {
				calls = append(calls, due.String())
			}
			if _, ok := r.DealerStep(); !ok {
				t.Fatal("DealerStep did nothing")
			}
			continue
		}
		if len(decisions) == 0 {
			t.Fatalf("decisions used up; legal %v", r.Legal())
		}
		if _, err := r.Apply(decisions[0]); err != nil {
			t.Fatalf("%s: %v", decisions[0], err)
		}
		decisions = decisions[1:]
	}
	if len(decisions) > 0 || !r.Done() {
		t.Fatalf("decisions %v left, round over %v", decisions, r.Done())
	}
	if got := strings.Join(calls, ", "); got != "announce box 1 20" {
		t.Errorf("calls %q; want only \"announce box 1 20\"", got)
	}
}
