package schooldriver

import (
	"errors"
	"strings"
	"testing"

	"sabot/game/blackjack"
	"sabot/game/punto"
	"sabot/locales"
	"sabot/rules"
)

// dueAction is the dealer's step due now as the engine's action, for the
// tests to play the student right.
func dueAction(d Desk) (any, bool) {
	switch d := d.(type) {
	case *Blackjack:
		if !d.Playing() || !d.Round.Turn().Dealer {
			return nil, false
		}
		return d.Round.Turn().Due, true
	case *Punto:
		if !d.Playing() {
			return nil, false
		}
		return d.Round.NextDealerAction()
	}
	return nil, false
}

// play plays the round under way through the shared loop, the student
// taking every step due, the clock moving a tick at each turn; it returns
// the steps the student took.
func play(t *testing.T, h *fakeHost, d Desk) int {
	t.Helper()
	steps := 0
	for i := 0; d.Playing(); i++ {
		if i > 5000 {
			t.Fatalf("the round does not end: %d steps", steps)
		}
		h.tick++
		if d.Thinking() {
			d.Think()
			continue
		}
		act, ok := dueAction(d)
		if !ok {
			t.Fatalf("no step due and nobody thinking: %+v", d.State())
		}
		text, ok := d.Due()
		if !ok || text == "" {
			t.Fatalf("Due says nothing of %+v", act)
		}
		res, err := d.Try(act)
		if err != nil || !res.Accepted || res.Refusal != nil {
			t.Fatalf("the step due %+v: %+v, %v; stop %+v", act, res, err, d.State().Stopped)
		}
		steps++
	}
	return steps
}

// TestSharedLoop_RoundAndCoup: a round at the blackjack desk and a coup at
// the Punto Banco desk, played through the one interface: every step due
// accepted and counted right, the round over and recorded.
func TestSharedLoop_RoundAndCoup(t *testing.T) {
	cases := []struct {
		name string
		r    rules.RuleSet
		new  func(h *fakeHost, r rules.RuleSet) Desk
	}{
		{"blackjack 000", rules.ItalianClassic, func(h *fakeHost, r rules.RuleSet) Desk { return NewBlackjack(h, r, 11) }},
		{"blackjack 001", rules.Argentine, func(h *fakeHost, r rules.RuleSet) Desk { return NewBlackjack(h, r, 12) }},
		{"punto banco 002", rules.SuperPuntoBanco, func(h *fakeHost, r rules.RuleSet) Desk {
			d, err := NewPunto(h, r, 13)
			if err != nil {
				t.Fatal(err)
			}
			return d
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := newHost(t, locales.English, c.r)
			d := c.new(h, c.r)
			if d.Playing() {
				t.Fatal("playing before the first deal")
			}
			if err := d.Deal(); err != nil {
				t.Fatal(err)
			}
			if !d.Playing() || !d.Dealt() {
				t.Fatal("no round under way after Deal")
			}
			steps := play(t, h, d)
			c := d.State()
			if !c.Over || c.Count.Right != steps || c.Count.Wrong != 0 || steps < 5 {
				t.Errorf("over %v, score %+v, %d steps taken", c.Over, c.Count, steps)
			}
			if h.rounds != 1 {
				t.Errorf("%d rounds recorded; want 1", h.rounds)
			}
			if c.Elapsed <= 0 || c.NextSecond() != 0 {
				t.Errorf("the clock after the round: %d ticks, next second %d", c.Elapsed, c.NextSecond())
			}
			if a, _ := d.Article(); a != "" {
				t.Errorf("an article due between rounds: %q", a)
			}
			if _, err := d.Try(struct{}{}); !errors.Is(err, ErrWrongGame) {
				t.Errorf("a foreign action: %v; want ErrWrongGame", err)
			}
		})
	}
}

// TestTry_ForeignGameIsAnError: a step of the other game is an error, not
// a step counted wrong.
func TestTry_ForeignGameIsAnError(t *testing.T) {
	h := newHost(t, locales.English, rules.ItalianClassic)
	bj := NewBlackjack(h, rules.ItalianClassic, 1)
	if err := bj.Deal(); err != nil {
		t.Fatal(err)
	}
	if _, err := bj.Try(punto.Action{Kind: punto.Close}); !errors.Is(err, ErrWrongGame) {
		t.Errorf("a Punto Banco step at blackjack: %v", err)
	}
	if bj.Count != (Score{}) {
		t.Errorf("the foreign step was counted: %+v", bj.Count)
	}
	pb, err := NewPunto(h, rules.SuperPuntoBanco, 1)
	if err != nil {
		t.Fatal(err)
	}
	if err := pb.Deal(); err != nil {
		t.Fatal(err)
	}
	if _, err := pb.Try(blackjack.Action{Kind: blackjack.CloseBets}); !errors.Is(err, ErrWrongGame) {
		t.Errorf("a blackjack step at Punto Banco: %v", err)
	}
}

// TestWrongStep_ArticleAndSentence: the dealer's own card dealt face down
// as the round opens is refused at each table with the article of its own
// text and the whole sentence that decides, which stands in the seed: at
// 000 the croupier says "rien ne va plus" first (Art. 3); at 001 the call
// is free but the cards go to the boxes from the left before the
// Pagador's own (Desarrollo 8), and the stop names that card as the step
// required (the call, house practice there, is what Due offers first).
// The step is counted wrong in the progress, and in practice it is still
// due. At 000 the article of the step due says the same as the stop.
func TestWrongStep_ArticleAndSentence(t *testing.T) {
	cases := []struct {
		seed    string
		r       rules.RuleSet
		article string
		words   string // words of the sentence that decides
		stopDue string // what the stop says was due
	}{
		{"000", rules.ItalianClassic, "Art. 3", "rien ne va plus", "No more bets"},
		{"001", rules.Argentine, "Desarrollo 8", "de izquierda a derecha", "Card to box "},
	}
	for _, c := range cases {
		t.Run(c.seed, func(t *testing.T) {
			h := newHost(t, locales.English, c.r)
			d := NewBlackjack(h, c.r, 5)
			if err := d.Deal(); err != nil {
				t.Fatal(err)
			}
			due, _ := d.Due()
			if due != "No more bets" {
				t.Fatalf("the first step due is %q", due)
			}
			if a, q := d.Article(); c.seed == "000" && (a != c.article || !strings.Contains(q, c.words)) {
				t.Errorf("the article due: %q %q; want %s", a, q, c.article)
			}
			res, err := d.Try(blackjack.Action{Kind: blackjack.Deal, FaceDown: true})
			if err != nil || res.Accepted || res.Refusal == nil {
				t.Fatalf("the dealer's card first: %+v, %v", res, err)
			}
			st := res.Refusal
			if st.Article != c.article || !strings.HasPrefix(st.Due, c.stopDue) || st.Did != "Card to the dealer, face down" || !strings.Contains(st.Why, st.Due) {
				t.Errorf("the stop: %+v; want %s, due %q", st, c.article, c.stopDue)
			}
			if !strings.Contains(st.Quote, c.words) {
				t.Errorf("the sentence %q does not say %q", st.Quote, c.words)
			}
			if seed := readSeed(t, c.seed); seed != "" && !inSeed(fold(seed), st.Quote) {
				t.Errorf("the sentence %q is not in seed %s", st.Quote, c.seed)
			}
			if d.Count.Wrong != 1 || d.Stopped != st || len(d.Log) != 1 || len(h.steps) != 1 || !strings.HasSuffix(h.steps[0], ":wrong") {
				t.Errorf("not counted wrong: %+v, log %d, progress %q", d.Count, len(d.Log), h.steps)
			}
			if again, _ := d.Due(); again != due {
				t.Errorf("after the mistake in practice the step due is %q; want %q", again, due)
			}
		})
	}
}

// Beside a stop, the status line must not still say «Right: …» of the
// step before: it would read as the answer to the step just refused.
func TestWrongStep_LastRightStepNoLongerSaid(t *testing.T) {
	h := newHost(t, locales.English, rules.ItalianClassic)
	d := NewBlackjack(h, rules.ItalianClassic, 5)
	if err := d.Deal(); err != nil {
		t.Fatal(err)
	}
	act, _ := dueAction(d)
	if res, err := d.Try(act); err != nil || !res.Accepted {
		t.Fatalf("the step due %+v: %+v, %v", act, res, err)
	}
	if d.Said != "Right: No more bets" {
		t.Fatalf("after the right step the status says %q", d.Said)
	}
	res, err := d.Try(blackjack.Action{Kind: blackjack.Collect, Box: 1})
	if err != nil || res.Accepted || res.Refusal == nil {
		t.Fatalf("collecting before the deal: %+v, %v", res, err)
	}
	if d.Said != "" {
		t.Errorf("beside the stop the status still says %q", d.Said)
	}
}
