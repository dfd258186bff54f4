package blackjack_test

import (
	"errors"
	"strings"
	"testing"

	"sabot/game/blackjack"
	"sabot/game/blackjack/notation"
	"sabot/game/blackjack/record"
	"sabot/game/blackjack/script"
	"sabot/game/blackjack/setup"
	"sabot/rules"
)

// The dealer school from a hand script: "dealer_steps" gives the student's
// dealer steps, each checked against the one the regulation prescribes.

// schoolRounds are rounds whose dealer steps, together, are of every kind.
var schoolRounds = map[string]script.Script{
	// Dealer 7H TD = 17 stands; settlement from the dealer's right (Art. 28).
	"classic": {Rules: classic, Shoe: "TS 9S 7H 8S 9D TD", Boxes: []script.Box{{Box: 1, Bet: 1000}, {Box: 3, Bet: 1000}},
		Decisions: []string{"stand", "stand"}},
	// Five cards burnt first (Art. 1).
	"burn": {Rules: classic, Shoe: "2C 3C 4C 5C 6C TS 9S 7H 8S 9D TD", Burn: true,
		Boxes: []script.Box{{Box: 1, Bet: 1000}, {Box: 3, Bet: 1000}}, Decisions: []string{"stand", "stand"}},
	// Box 1's blackjack paid at once, 37.50 (Art. 8, 13d); the dealer busts.
	"at-once": {Rules: classic, Shoe: "AS AC 8S 6H KD 8D 8H 2H 3C TS 9C TC 7D",
		Boxes:     []script.Box{{Box: 1, Bet: 2500}, {Box: 2, Bet: 1000}, {Box: 3, Bet: 2000}},
		Decisions: []string{"double", "split", "double", "stand"}},
	// Against an ace: insurance 10 of 20, paid 2:1 on the dealer's blackjack (Art. 9).
	"insurance": {Rules: classic, Shoe: "TS 9D AC 9H 8S KD", Boxes: []script.Box{{Box: 1, Bet: 2000}, {Box: 2, Bet: 1000}},
		Decisions: []string{"insurance 10", "no-insurance", "stand", "stand"}},
	// Against a ten: even money for box 1's blackjack, 25 (Cap. 1).
	"even-money": {Rules: classic, Shoe: "AS 9D TC KH 8S 7D", Boxes: []script.Box{{Box: 1, Bet: 2500}, {Box: 2, Bet: 1000}},
		Decisions: []string{"even-money", "stand"}},
	// Both boxes bust, collected at once: the dealer removes his card (Art. 5, 6).
	"all-bust": {Rules: classic, Shoe: "TS TD 5C 6S 5D KH 9H", Boxes: []script.Box{{Box: 1, Bet: 1000}, {Box: 2, Bet: 1000}},
		Decisions: []string{"hit", "hit"}},
	// The dealer's 6C TC 7C busts on 23: no dealer-stand (Art. 13).
	"dealer-bust": {Rules: classic, Shoe: "TS 9S 6C 8S 9D TC 7C", Boxes: []script.Box{{Box: 1, Bet: 1000}, {Box: 2, Bet: 2000}},
		Decisions: []string{"stand", "stand"}},
	// The README's Argentine round: "¿asegura?", the desafío, "¿dobla?" and
	// the double card face down, "¿uno u once?", the hole card.
	"argentine": {Rules: "argentine", Shoe: "AS 7S 6H 9C TD 4D AD 8H 8C",
		Boxes:     []script.Box{{Box: 1, Bet: 1000}, {Box: 2, Bet: 1000}, {Box: 3, Bet: 1000}},
		Decisions: []string{"desafio 5", "double", "ace 11", "stand"}},
	// Argentine hits, each total called as the card is given (Desarrollo
	// 9): box 1 6/16 then 21, box 2 bust, box 3 16 (hitsShoe).
	"argentine-hits": {Rules: "argentine", Shoe: hitsShoe,
		Boxes:     []script.Box{{Box: 1, Bet: 1000}, {Box: 2, Bet: 1000}, {Box: 3, Bet: 1000}},
		Decisions: []string{"hit", "hit", "hit", "hit", "stand"}},
}

// autoSteps plays the round with the automatic dealer and returns its
// record and its dealer's steps, read back from the record's actions (a
// player's decision is written "box N: …").
func autoSteps(t *testing.T, s script.Script) (record.Record, []string) {
	t.Helper()
	s.DealerSteps = nil
	rec, err := s.Run()
	if err != nil {
		t.Fatal(err)
	}
	var steps []string
	for _, a := range rec.Actions {
		if !strings.HasPrefix(a, "box ") {
			steps = append(steps, a)
		}
	}
	return rec, steps
}

// Every round played by the student with the automatic dealer's own steps
// passes, and ends exactly as the automatic dealer's round; between them
// the rounds hold every kind of dealer's step.
func TestDealerSchool_RightStepsPass(t *testing.T) {
	kinds := map[blackjack.Kind]bool{}
	for name, s := range schoolRounds {
		auto, steps := autoSteps(t, s)
		s.DealerSteps = steps
		rec, err := s.Run()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if rec.School == nil || rec.School.StepsOK != len(steps) || rec.School.FirstWrong != nil || rec.School.RanOutBefore != "" {
			t.Errorf("%s: school %+v; want all %d steps right", name, rec.School, len(steps))
		}
		if summary(rec) != summary(auto) || strings.Join(rec.Actions, ", ") != strings.Join(auto.Actions, ", ") || rec.TableNet != auto.TableNet {
			t.Errorf("%s: the student's round\n %s\ndiffers from the automatic dealer's\n %s", name, summary(rec), summary(auto))
		}
		for _, tok := range steps {
			a, err := notation.ParseDealerStep(tok)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			kinds[a.Kind] = true
		}
	}
	for k := blackjack.CloseBets; k <= blackjack.CollectCards; k++ {
		if !kinds[k] {
			t.Errorf("no round has a dealer's step of kind %s", blackjack.Action{Kind: k})
		}
	}
	if !kinds[blackjack.CallTotal] {
		t.Error("no round calls a box's total")
	}
}

// For every kind of dealer's step, a wrong step in its place stops the
// round there, with what was due, the reason's code and the article of the
// table's regulation.
func TestDealerSchool_WrongStepStopped(t *testing.T) {
	cases := []struct {
		round, at, wrong, code, article string
	}{
		{"classic", "close-bets", "deal box 1", "wrong-step", "Art. 3"},
		{"burn", "burn 5", "burn 3", "wrong-step", "Art. 1"},
		{"classic", "deal box 3", "deal dealer", "wrong-order", "Art. 4"},
		{"classic", "deal dealer", "deal box 1", "wrong-order", "Art. 4"},
		{"argentine", "deal dealer face-down", "deal dealer", "face-down", "Desarrollo 8, 12a"},
		{"argentine", "deal box 2 face-down", "deal box 2", "face-down", "Otras apuestas 1"},
		{"insurance", "offer-insurance", "deal box 1", "wrong-step", "Art. 9"},
		{"even-money", "offer-even-money", "offer-insurance", "wrong-step", "Cap. 1"},
		{"argentine", "ask-desafio box 1", "deal box 1", "wrong-step", "Otras apuestas 4; Disposiciones 5, 8"},
		{"argentine", "ask-double box 2", "deal box 2", "wrong-step", "Disposiciones 8, 9"},
		{"argentine", "ask-ace box 3", "reveal-hole", "wrong-step", "Desarrollo 10"},
		{"argentine", "reveal-hole", "deal dealer", "wrong-step", "Desarrollo 8, 12a"},
		{"argentine", "reveal box 2", "pay box 2 main 20.00", "wrong-step", "Otras apuestas 1"},
		{"classic", "dealer-stand", "deal dealer", "dealer-must-stand", "Art. 7, 25"},
		{"dealer-bust", "pay box 2 main 20.00", "dealer-stand", "dealer-bust", "Art. 13"},
		{"all-bust", "discard-dealer-card", "deal dealer", "wrong-step", "Art. 6"},
		{"all-bust", "collect box 1 main 10.00", "pay box 1 main 10.00", "wrong-result", "Art. 5"},
		{"at-once", "pay box 1 main 37.50", "pay box 1 main 35", "wrong-amount", "Art. 8"},
		{"classic", "pay box 3 main 10.00", "pay box 1 main 10.00", "wrong-order", "Art. 28"},
		{"insurance", "pay box 1 insurance 20.00", "pay box 1 insurance 10", "wrong-amount", "Art. 13"},
		{"even-money", "pay box 1 even-money 25.00", "pay box 1 even-money 37.50", "wrong-amount", "Cap. 1"},
		{"argentine", "pay box 1 desafio 10.00", "collect box 1 desafio 5", "wrong-result", "Otras apuestas 4; Disposiciones 5, 8"},
		{"classic", "collect-cards", "pay box 1 main 10.00", "wrong-step", "Art. 29"},
		{"argentine-hits", "close-bets", "announce box 1 5", "no-call", "Desarrollo 9"},
		{"argentine-hits", "announce box 1 6/16", "announce box 1 16", "wrong-total", "Desarrollo 9"},
		{"argentine-hits", "announce box 2 bust", "announce box 3 bust", "wrong-box", "Desarrollo 9"},
		{"argentine-hits", "announce box 3 16", "reveal-hole", "call-total", "Desarrollo 9"},
	}
	kinds := map[blackjack.Kind]bool{}
	for _, c := range cases {
		s := schoolRounds[c.round]
		_, steps := autoSteps(t, s)
		at := -1
		for i, tok := range steps {
			if tok == c.at {
				at = i
				break
			}
		}
		if at < 0 {
			t.Fatalf("%s: no step %q in %q", c.round, c.at, steps)
		}
		due, _ := notation.ParseDealerStep(c.at)
		kinds[due.Kind] = true
		wrong, err := notation.ParseDealerStep(c.wrong)
		if err != nil {
			t.Fatal(err)
		}
		s.DealerSteps = append(append(append([]string{}, steps[:at]...), c.wrong), steps[at+1:]...)
		rec, err := s.Run()
		if err != nil {
			t.Fatalf("%s, %s for %s: %v", c.round, c.wrong, c.at, err)
		}
		want := wrongWant{Index: at, Step: wrong.String(), Due: c.at, Code: c.code, Article: c.article}
		if rec.School == nil || rec.School.StepsOK != at || rec.School.FirstWrong == nil {
			t.Errorf("%s, %s for %s: school %+v; want stopped at step %d", c.round, c.wrong, c.at, rec.School, at)
			continue
		}
		w := rec.School.FirstWrong
		if got := (wrongWant{w.Index, w.Step, w.Due, w.Code, w.Article}); got != want || w.Reason == "" {
			t.Errorf("%s, %s for %s:\n got  %+v %q\n want %+v", c.round, c.wrong, c.at, got, w.Reason, want)
		}
		// The round stopped before the wrong step: its dealer's steps are
		// the right ones before it.
		var done []string
		for _, a := range rec.Actions {
			if !strings.HasPrefix(a, "box ") {
				done = append(done, a)
			}
		}
		if strings.Join(done, ", ") != strings.Join(steps[:at], ", ") {
			t.Errorf("%s, %s for %s: steps taken %q; want %q", c.round, c.wrong, c.at, done, steps[:at])
		}
	}
	for k := blackjack.CloseBets; k <= blackjack.CollectCards; k++ {
		if !kinds[k] {
			t.Errorf("no wrong step tried in place of a step of kind %s", blackjack.Action{Kind: k})
		}
	}
}

// wrongWant is what a test expects of a game.WrongStep, but the reason.
type wrongWant struct {
	Index                    int
	Step, Due, Code, Article string
}

// Steps that run out before the round's end, and a step after it.
func TestDealerSchool_RanOutAndOver(t *testing.T) {
	s := schoolRounds["classic"]
	_, steps := autoSteps(t, s)
	for n := 0; n < len(steps); n++ {
		s.DealerSteps = append([]string{}, steps[:n]...)
		rec, err := s.Run()
		if err != nil {
			t.Fatalf("%d steps: %v", n, err)
		}
		if sc := rec.School; sc == nil || sc.StepsOK != n || sc.FirstWrong != nil || sc.RanOutBefore != steps[n] {
			t.Errorf("%d steps: school %+v; want %d right, ran out before %q", n, sc, n, steps[n])
		}
	}
	s.DealerSteps = append(append([]string{}, steps...), "collect-cards")
	rec, err := s.Run()
	if err != nil {
		t.Fatal(err)
	}
	if sc := rec.School; sc == nil || sc.StepsOK != len(steps) || sc.FirstWrong == nil ||
		sc.FirstWrong.Index != len(steps) || sc.FirstWrong.Due != "" || sc.FirstWrong.Code != "over" || sc.FirstWrong.Article != "Art. 29" {
		t.Errorf("a step after the round: school %+v %+v", rec.School, rec.School.FirstWrong)
	}
	// Without dealer_steps, no school.
	s.DealerSteps = nil
	if rec, err := s.Run(); err != nil || rec.School != nil {
		t.Errorf("automatic dealer: school %+v, %v", rec.School, err)
	}
}

// A malformed step is a script error that names dealer_steps[i].
func TestDealerSchool_MalformedSteps(t *testing.T) {
	cases := []struct{ step, want string }{
		{"", `dealer_steps[1]: empty step`},
		{"shuffle", `dealer_steps[1]: step "shuffle": unknown step "shuffle"`},
		{"hit", `dealer_steps[1]: step "hit": a player's decision: it goes in "decisions"`},
		{"box 1: stand", `dealer_steps[1]: step "box 1: stand": a player's decision, as the record writes it`},
		{"deal box", `dealer_steps[1]: step "deal box": want "deal dealer" or "deal box N [hand H]"`},
		{"deal box 0", `dealer_steps[1]: step "deal box 0": box "0" is not a number from 1 to 99`},
		{"deal box 1 hand x", `dealer_steps[1]: step "deal box 1 hand x": hand "x" is not a number from 1 to 99`},
		{"deal box 1 face-up", `dealer_steps[1]: step "deal box 1 face-up": unexpected "face-up"`},
		{"burn", `dealer_steps[1]: step "burn": want "burn N"`},
		{"close-bets now", `dealer_steps[1]: step "close-bets now": "close-bets" takes no argument`},
		{"pay box 1 main", `dealer_steps[1]: step "pay box 1 main": want "pay box N [hand H] BET AMOUNT [stake S]"`},
		{"pay box 1 main 10 stake x", `dealer_steps[1]: step "pay box 1 main 10 stake x": stake "x" is not a number`},
		{"pay box 1 main 10 stake", `dealer_steps[1]: step "pay box 1 main 10 stake": want "pay box N [hand H] BET AMOUNT [stake S]"`},
		{"pay box 1 side 10", `dealer_steps[1]: step "pay box 1 side 10": "side" is not a bet`},
		{"pay box 1 main ten", `dealer_steps[1]: step "pay box 1 main ten": bad amount "ten"`},
		{"collect box 1 main 0", `dealer_steps[1]: step "collect box 1 main 0": the amount 0.00 must be more than 0`},
		{"ask-ace 3", `dealer_steps[1]: step "ask-ace 3": want "box N" after "ask-ace"`},
		{"announce box 1", `dealer_steps[1]: step "announce box 1": want "announce box N [hand H] T"`},
		{"announce box x 5", `dealer_steps[1]: step "announce box x 5": box "x" is not a number`},
		{"announce box 1 22", `dealer_steps[1]: step "announce box 1 22": "22" is not a total`},
		{"announce box 1 7/18", `dealer_steps[1]: step "announce box 1 7/18": "7/18" is not a soft total`},
		{"announce box 1 hand 0 5", `dealer_steps[1]: step "announce box 1 hand 0 5": hand "0" is not a number`},
	}
	for _, c := range cases {
		s := schoolRounds["classic"]
		s.DealerSteps = []string{"close-bets", c.step, "deal box 1"}
		_, err := s.Run()
		var se *script.Error
		if !errors.As(err, &se) || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("step %q: %v\n want %s…", c.step, err, c.want)
		}
	}
	// A list that is not of strings names the element.
	for _, c := range []struct{ script, want string }{
		{`{"rules":"italian-classic","shoe":"TS","boxes":[],"dealer_steps":["close-bets",3]}`, `dealer_steps[1]: want a string such as "deal box 1", not 3`},
		{`{"rules":"italian-classic","shoe":"TS","boxes":[],"decisions":[true]}`, `decisions[0]: want a string such as "hit", not true`},
		{`{"rules":"italian-classic","shoe":"TS","boxes":[],"dealer_steps":"close-bets"}`, `dealer_steps: want a list, not a string "close-bets"`},
	} {
		if _, err := script.Run([]byte(c.script)); err == nil || err.Error() != c.want {
			t.Errorf("%s: %v\n want %s", c.script, err, c.want)
		}
	}
}

// scriptRound starts the round a script describes, as Script.Run does.
func scriptRound(t *testing.T, s script.Script) *blackjack.Round {
	t.Helper()
	rs, err := rules.ByID(s.Rules)
	if err != nil {
		t.Fatal(err)
	}
	shoe, err := rules.StackedShoe(s.Shoe)
	if err != nil {
		t.Fatal(err)
	}
	st := setup.Setup{Rules: rs, Shoe: shoe, Burn: s.Burn}
	for _, b := range s.Boxes {
		st.Boxes = append(st.Boxes, setup.BoxBet{Box: b.Box, Bet: b.Bet})
	}
	r, err := blackjack.New(st)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// Every dealer's step of every round reads back from its notation.
func TestParseDealerStep_RoundTrip(t *testing.T) {
	for name, s := range schoolRounds {
		r := scriptRound(t, s)
		next := 0
		for !r.Done() {
			a, ok := r.NextDealerAction()
			if !ok {
				p, err := notation.ParseDecision(s.Decisions[next])
				if err != nil {
					t.Fatal(err)
				}
				next++
				if _, err := r.Apply(p); err != nil {
					t.Fatal(err)
				}
				continue
			}
			back, err := notation.ParseDealerStep(a.String())
			if err != nil || back != a {
				t.Errorf("%s: %+v reads back from %q as %+v, %v", name, a, a.String(), back, err)
			}
			if _, err := r.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
}
