package punto

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// The dealer school from a hand script: "dealer_steps" gives the student's
// dealer steps, each checked against the one the regulation prescribes.

// schoolCoups are coups whose dealer steps, together, are of every kind.
var schoolCoups = map[string]string{
	// Position 1 reads (position 5's bigger Punto bet is a standing
	// player's, Art. 13): Punto 4S KD draws 5D = 9, Banco 3H 3C = 6 stands.
	"example": `"shoe":"4S 3H KD 3C 5D 2S","button":1,
		"bets":[{"position":1,"on":"punto","amount":10},{"position":1,"on":"egalite","amount":10},
		        {"position":2,"on":"banco","amount":20},{"position":5,"on":"punto","amount":50,"standing":true}],
		"decisions":["carta"]`,
	// Punto 4S 3D = 7 stands; Banco 2H AC = 3 draws 9C: 2. Punto wins.
	"banco-draws": `"shoe":"4S 2H 3D AC 9C","button":1,
		"bets":[{"position":1,"on":"punto","amount":10}],"decisions":["no-carta"]`,
	// Punto 6S KD = 6 (the reader's wrong "battuta" corrected alla regola)
	// against Banco 3H 3C = 6, a tie: Punto and Banco bets returned,
	// Egalité paid 8:1.
	"tie": `"shoe":"6S 3H KD 3C 9D","button":9,
		"bets":[{"position":3,"on":"punto","amount":20},{"position":8,"on":"punto","amount":20},
		        {"position":8,"on":"egalite","amount":10},{"position":1,"on":"banco","amount":25}],
		"decisions":["battuta"]`,
	// The coup starts with the cut card: the rest is drawn, and six cards
	// are fewer than seven: void (Art. 5).
	"last-coup": `"shoe":"4S 3H KD 3C 5D 2S","cut":0,"button":4,
		"bets":[{"position":4,"on":"banco","amount":15},{"position":6,"on":"punto","amount":10}],
		"decisions":["carta"]`,
	// The cut card comes out after the deal's second card: the dealer
	// announces "Ultimo colpo della taglia" at once, and the coup is played
	// out as "example" (Art. 5).
	"cut-card": `"shoe":"4S 3H KD 3C 5D 2S","cut":2,"button":1,
		"bets":[{"position":1,"on":"punto","amount":10},{"position":2,"on":"banco","amount":20}],
		"decisions":["carta"]`,
	// A Colpo in Bianco: no bets, the dealer plays Punto.
	"blank": `"shoe":"2S 4H AD 4C 9D","button":9,"blank":true`,
	// Banco's first card, 2H, falls: picked up and put back in play
	// (Art. 3); the coup goes on as "banco-draws".
	"fallen": `"shoe":"4S 2H 3D AC 9C","button":1,"incident":{"kind":"fallen-card","at":2},
		"bets":[{"position":1,"on":"punto","amount":10}],"decisions":["no-carta"]`,
	// A card drawn too many after the deal, 5H, not seen: under the sabot
	// for the next coup (Art. 1); this one goes on by the rule.
	"extra": `"shoe":"4S 2H 3D AC 5H 9C","button":1,"incident":{"kind":"extra-card","at":6},
		"bets":[{"position":1,"on":"punto","amount":10}],"decisions":["no-carta"]`,
	// The 5H and 6H come out stuck together: burnt (Art. 2); the coup
	// goes on as "banco-draws".
	"stuck": `"shoe":"5H 6H 4S 2H 3D AC 9C","button":1,"incident":{"kind":"stuck-cards","at":1},
		"bets":[{"position":1,"on":"punto","amount":10}],"decisions":["no-carta"]`,
	// The 5H and 6H come out stuck together, the 5H in front: the dealer
	// restores the order they came out in, and they are the deal's first
	// two cards, Punto's 5H and Banco's 6H (Art. 2). Punto 5H 3D = 8, a
	// battuta, against Banco 6H AC = 7: Punto wins.
	"stuck-ordered": `"shoe":"5H 6H 3D AC 9C","button":1,"incident":{"kind":"stuck-cards-ordered","at":1},
		"bets":[{"position":1,"on":"punto","amount":10}],"decisions":["battuta"]`,
	// The same card seen: kept for the next coup, in blank (Art. 1).
	"extra-seen": `"shoe":"4S 2H 3D AC 5H 9C","button":1,"incident":{"kind":"extra-card-seen","at":6},
		"bets":[{"position":1,"on":"punto","amount":10}],"decisions":["no-carta"]`,
	// The deal goes on to a fifth card, 9C on Punto (Art. 7): picked up,
	// it is the coup's next card, Banco's third by the Regola.
	"wrong-count": `"shoe":"4S 2H 3D AC 9C","button":1,"incident":{"kind":"wrong-count","at":5},
		"bets":[{"position":1,"on":"punto","amount":10}],"decisions":["no-carta"]`,
	// The same, the order of the cards lost: void, the five cards burnt
	// (Art. 7).
	"wrong-count-unclear": `"shoe":"4S 2H 3D AC 9C","button":1,"incident":{"kind":"wrong-count-unclear","at":5},
		"bets":[{"position":1,"on":"punto","amount":10}]`,
}

func coupScript(name string, steps []string) []byte {
	s := `{"rules":"super-punto-banco",` + schoolCoups[name]
	if steps != nil {
		b, _ := json.Marshal(steps)
		s += `,"dealer_steps":` + string(b)
	}
	return []byte(s + "}")
}

// autoSteps plays the coup with the automatic dealer and returns its record
// and its dealer's steps, read back from the record's actions.
func autoSteps(t *testing.T, name string) (Record, []string) {
	t.Helper()
	rec, err := RunScript(coupScript(name, nil))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var steps []string
	for _, tok := range rec.Actions {
		a, err := ParseAction(tok)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if a.Kind != Call {
			steps = append(steps, tok)
		}
	}
	return rec, steps
}

// Every coup played by the student with the automatic dealer's own steps
// passes and ends as the automatic dealer's coup; between them the coups
// hold every kind of dealer's step.
func TestDealerSchool_RightStepsPass(t *testing.T) {
	kinds := map[ActionKind]bool{}
	for name := range schoolCoups {
		auto, steps := autoSteps(t, name)
		rec, err := RunScript(coupScript(name, steps))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if rec.School == nil || rec.School.StepsOK != len(steps) || rec.School.FirstWrong != nil || rec.School.RanOutBefore != "" {
			t.Errorf("%s: school %+v; want all %d steps right", name, rec.School, len(steps))
		}
		rec.School = nil
		got, _ := json.Marshal(rec)
		want, _ := json.Marshal(auto)
		if string(got) != string(want) {
			t.Errorf("%s: the student's coup\n %s\ndiffers from the automatic dealer's\n %s", name, got, want)
		}
		for _, tok := range steps {
			kinds[MustParseAction(tok).Kind] = true
		}
	}
	for k := Close; k < numKinds; k++ {
		if k != Call && !kinds[k] {
			t.Errorf("no coup has a dealer's step of kind %s", Action{Kind: k})
		}
	}
}

// For every kind of dealer's step, a wrong step in its place stops the coup
// there, with what was due, the reason's code and the article.
func TestDealerSchool_WrongStepStopped(t *testing.T) {
	cases := []struct {
		coup, at, wrong, code, article string
	}{
		{"example", "close", "deal punto", "bets-open", "Distribuzione"},
		{"blank", "bianco", "close", "blank-coup", "Art. 1, 3, 8"},
		{"example", "deal punto", "bianco", "no-incident", "Art. 1, 3, 8"},
		{"example", "deal banco", "deal punto", "wrong-side", "Art. 6"},
		{"example", "give 1", "give 5", "wrong-reader", "Art. 13"},
		{"tie", "give 3", "give 8", "wrong-reader", "Distribuzione; Art. 13"},
		{"example", "turn banco", "draw punto", "wrong-order", "Distribuzione"},
		{"blank", "turn punto", "turn banco", "out-of-order", "Distribuzione"},
		{"example", "draw punto", "turn punto", "out-of-order", "Tabella della Regola"},
		{"banco-draws", "draw banco", "turn punto", "out-of-order", "Tabella della Regola"},
		{"example", "turn punto", "draw banco", "card-not-due", "Art. 8"},
		{"last-coup", "draw rest", "announce banco 6 punto 9", "not-now", "Art. 5"},
		{"last-coup", "ultimo-colpo-minimo-sette", "deal banco", "last-coup-call", "Art. 5"},
		{"last-coup", "ultimo-colpo-minimo-sette", "ultimo-colpo", "last-coup-words", "Art. 5"},
		{"cut-card", "ultimo-colpo", "deal banco", "last-coup-call", "Art. 5"},
		{"cut-card", "ultimo-colpo", "ultimo-colpo-minimo-sette", "last-coup-words", "Art. 5"},
		{"last-coup", "annul", "announce banco 6 punto 9", "not-now", "Art. 5"},
		{"example", "announce banco 6 punto 9", "announce banco 9 punto 6", "wrong-score", "Art. 9"},
		{"example", "announce banco 6 punto 9", "annul", "not-now", "Art. 5"},
		{"example", "collect 1 egalite", "pay 1 egalite 80", "wrong-settlement", "Premessa"},
		{"example", "pay 1 punto 10.00", "pay 1 punto 9.50", "wrong-amount", "Premessa"},
		{"example", "pay 1 punto 10.00", "pay 5 punto 50", "wrong-order", "Premessa"},
		{"tie", "return 1 banco", "collect 1 banco", "wrong-settlement", "Distribuzione"},
		{"example", "discard", "button 2", "out-of-order", "Art. 10"},
		{"example", "button 2", "button 3", "wrong-button", "Distribuzione"},
		{"fallen", "pick-up", "deal banco", "fallen-card", "Art. 3"},
		{"fallen", "pick-up", "bianco", "fallen-card", "Art. 3"},
		{"extra", "under-shoe", "next-bianco", "extra-card", "Art. 1"},
		{"extra", "under-shoe", "turn banco", "extra-card", "Art. 1"},
		{"extra-seen", "next-bianco", "under-shoe", "extra-card-seen", "Art. 1"},
		{"stuck", "burn", "deal punto", "stuck-cards", "Art. 2"},
		{"stuck", "burn", "restore-order", "stuck-cards", "Art. 2"},
		{"stuck-ordered", "restore-order", "burn", "stuck-cards-ordered", "Art. 2"},
		{"stuck-ordered", "restore-order", "deal punto", "stuck-cards-ordered", "Art. 2"},
		// "Il Dealer indica la casella vincente, annunciando prima il
		// punteggio a Banco e poi quello a Punto" (Distribuzione): the
		// box skipped, the wrong box, the box before the score.
		{"example", "indicate punto", "collect 2 banco", "box-not-indicated", "Distribuzione"},
		{"example", "indicate punto", "indicate banco", "wrong-box", "Tabella della Regola"},
		{"tie", "indicate egalite", "indicate punto", "wrong-box", "Distribuzione"},
		{"example", "announce banco 6 punto 9", "indicate punto", "box-before-score", "Distribuzione"},
		{"example", "collect 2 banco", "indicate punto", "box-indicated", "Distribuzione"},
	}
	kinds := map[ActionKind]bool{}
	for _, c := range cases {
		_, steps := autoSteps(t, c.coup)
		at := -1
		for i, tok := range steps {
			if tok == c.at {
				at = i
				break
			}
		}
		if at < 0 {
			t.Fatalf("%s: no step %q in %q", c.coup, c.at, steps)
		}
		kinds[MustParseAction(c.at).Kind] = true
		list := append(append(append([]string{}, steps[:at]...), c.wrong), steps[at+1:]...)
		rec, err := RunScript(coupScript(c.coup, list))
		if err != nil {
			t.Fatalf("%s, %s for %s: %v", c.coup, c.wrong, c.at, err)
		}
		if rec.School == nil || rec.School.StepsOK != at || rec.School.FirstWrong == nil {
			t.Errorf("%s, %s for %s: school %+v; want stopped at step %d", c.coup, c.wrong, c.at, rec.School, at)
			continue
		}
		w := rec.School.FirstWrong
		want := MustParseAction(c.wrong).String()
		if w.Index != at || w.Step != want || w.Due != c.at || w.Code != c.code || w.Article != c.article || w.Reason == "" {
			t.Errorf("%s, %s for %s:\n got  %+v\n want index %d step %q due %q code %s article %q", c.coup, c.wrong, c.at, *w, at, want, c.at, c.code, c.article)
		}
		if rec.Done {
			t.Errorf("%s, %s for %s: the coup went on to its end", c.coup, c.wrong, c.at)
		}
		var done []string
		for _, tok := range rec.Actions {
			if MustParseAction(tok).Kind != Call {
				done = append(done, tok)
			}
		}
		if strings.Join(done, ", ") != strings.Join(steps[:at], ", ") {
			t.Errorf("%s, %s for %s: steps taken %q; want %q", c.coup, c.wrong, c.at, done, steps[:at])
		}
	}
	for k := Close; k < numKinds; k++ {
		if k != Call && !kinds[k] {
			t.Errorf("no wrong step tried in place of a step of kind %s", Action{Kind: k})
		}
	}
}

// Steps that run out before the coup's end, and a step after it.
func TestDealerSchool_RanOutAndOver(t *testing.T) {
	_, steps := autoSteps(t, "example")
	for n := 0; n < len(steps); n++ {
		rec, err := RunScript(coupScript("example", append([]string{}, steps[:n]...)))
		if err != nil {
			t.Fatalf("%d steps: %v", n, err)
		}
		if sc := rec.School; sc == nil || sc.StepsOK != n || sc.FirstWrong != nil || sc.RanOutBefore != steps[n] || rec.Done {
			t.Errorf("%d steps: school %+v, done %v; want %d right, ran out before %q", n, sc, rec.Done, n, steps[n])
		}
	}
	rec, err := RunScript(coupScript("example", append(append([]string{}, steps...), "discard")))
	if err != nil {
		t.Fatal(err)
	}
	if sc := rec.School; sc == nil || sc.StepsOK != len(steps) || sc.FirstWrong == nil || sc.FirstWrong.Index != len(steps) ||
		sc.FirstWrong.Due != "" || sc.FirstWrong.Code != "round-over" || sc.FirstWrong.Article != "Art. 10" || !rec.Done {
		t.Errorf("a step after the coup: school %+v", rec.School)
	}
	if rec, err := RunScript(coupScript("example", nil)); err != nil || rec.School != nil {
		t.Errorf("automatic dealer: school %+v, %v", rec.School, err)
	}
}

// A malformed step is a script error that names dealer_steps[i].
func TestDealerSchool_MalformedSteps(t *testing.T) {
	cases := []struct{ steps, want string }{
		{`["close","shuffle"]`, `dealer_steps[1]: bad action "shuffle": unknown step "shuffle"`},
		{`["close","carta"]`, `dealer_steps[1]: "carta" is the reader's call, not the dealer's step: it goes in "decisions"`},
		{`["close","give 12"]`, `dealer_steps[1]: bad step "give 12": position 12: the table has positions 1-9`},
		{`["close","announce banco 10 punto 4"]`, `dealer_steps[1]: bad step "announce banco 10 punto 4": a score is 0 to 9`},
		{`["close","pay 7 banco 0"]`, `dealer_steps[1]: bad step "pay 7 banco 0": a payment must be positive`},
		{`["close","announce punto 4 banco 6"]`, `dealer_steps[1]: bad action "announce punto 4 banco 6": want "announce banco N punto N" (Banco's score first)`},
		{`["close",7]`, `dealer_steps[1]: want a string such as "deal punto", not 7`},
		{`"close"`, `dealer_steps: want a list of the dealer's steps`},
	}
	for _, c := range cases {
		script := `{"rules":"super-punto-banco",` + schoolCoups["example"] + `,"dealer_steps":` + c.steps + `}`
		_, err := RunScript([]byte(script))
		var se *ScriptError
		if !errors.As(err, &se) || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s: %v\n want %s…", c.steps, err, c.want)
		}
	}
}

// CheckDealerStep changes nothing: a refused step leaves the coup as it was,
// and the right one is still accepted after it.
func TestCheckDealerStep_ChangesNothing(t *testing.T) {
	s, err := ParseScript(coupScript("example", nil))
	if err != nil {
		t.Fatal(err)
	}
	r, err := New(s.Setup())
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []Action{{Kind: Bianco}, {Kind: Deal, Side: Banco}, {Kind: Announce}, {Kind: 200}} {
		if ie := r.CheckDealerStep(a); ie == nil {
			t.Errorf("%s accepted before the bets are closed", a)
		}
	}
	if len(r.actions) != 0 || r.Blank() || r.phase != phBetting {
		t.Fatalf("CheckDealerStep changed the coup: %v", r.Record().Actions)
	}
	if ie := r.CheckDealerStep(Action{Kind: Close}); ie != nil {
		t.Fatalf("close: %v", ie)
	}
}
