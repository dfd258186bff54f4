package punto

import (
	"strings"
	"testing"
)

// TestDistribuzione_WrongCallCardsDown_RebuiltAllaRegola: the reader calls
// against the rule and keeps his cards down. The dealer cannot know: he
// turns Banco and closes his game by the call ("Dopo la dichiarazione del
// giocatore a Punto, il Dealer scopre le sue carte e chiude il suo gioco
// rispettando la tabella della Regola"), the reader shows his cards ("Il
// giocatore a Punto deve scoprire le sue carte"), and the coup is rebuilt
// "alla regola": the third cards drawn on the call are taken back and dealt
// again by the rule, in the order they came out; those left over go to a
// Colpo in Bianco (Art. 8). The steps the rule would have given with the
// call unknown are refused, citing the sentence.
func TestDistribuzione_WrongCallCardsDown_RebuiltAllaRegola(t *testing.T) {
	cases := []struct {
		name, shoe, call string
		steps            string // the dealer's steps from the call to the announcement
		refused          string // a step refused right after "turn banco"
		rebuild          string // the events of "turn punto"
		want             string // summary
		carried          string
	}{
		// Punto 4 said "no carta", Banco 6 stands when Punto stands: the
		// reader shows at once (the school demanded Punto's third card).
		{"no carta on 4, Banco 6", "4S 3H KD 3C 5D 2S", "no-carta",
			"turn banco, turn punto, draw punto, announce banco 6 punto 9", "draw punto",
			"turn punto 4; correction alla-regola carta",
			"P 4S KD 5D =9 | B 3H 3C =6 | punto | reader 1 | 1 punto +10.00 | button 2 | alla-regola no-carta>carta", ""},
		// Punto 4 said "no carta", Banco 3 draws when Punto stands: the 5D
		// given to Banco on the call is Punto's by the rule; Banco 3 then
		// draws on Punto's 5: the 2S.
		{"no carta on 4, Banco 3", "4S 3H KD KC 5D 2S", "no-carta",
			"turn banco, draw banco, turn punto, draw punto, draw banco, announce banco 5 punto 9", "draw punto",
			"turn punto 4; correction alla-regola carta; take-back banco 5D",
			"P 4S KD 5D =9 | B 3H KC 2S =5 | punto | reader 1 | 1 punto +10.00 | button 2 | alla-regola no-carta>carta", ""},
		// Punto 7 said "carta": the 5D given on the call is undue; Punto 7
		// and Banco 6 stand by the rule, and the 5D goes to a Colpo in
		// Bianco.
		{"carta on 7", "7S 3H KD 3C 5D 2S", "carta",
			"turn banco, draw punto, turn punto, next-bianco, announce banco 6 punto 7", "turn punto",
			"turn punto 2; correction alla-regola no-carta; take-back punto 5D",
			"P 7S KD =7 | B 3H 3C =6 | punto | reader 1 | 1 punto +10.00 | button 2 | alla-regola carta>no-carta", "5D next-bianco"},
		// A battuta called "carta": the 5H asked for is out in excess
		// (Banco 6 stands on Punto's third card 5).
		{"carta on a battuta", "4S 3H 5D 3C 5H 2S", "carta",
			"turn banco, draw punto, turn punto, next-bianco, announce banco 6 punto 9", "turn punto",
			"turn punto 4; correction alla-regola battuta; take-back punto 5H",
			"P 4S 5D =9 | B 3H 3C =6 | punto | reader 1 | 1 punto +10.00 | button 2 | alla-regola carta>battuta", "5H next-bianco"},
	}
	for _, c := range cases {
		for _, student := range []bool{true, false} {
			r, _ := New(coup{shoe: c.shoe, bets: "1 punto 10"}.setup(t))
			playUntil(t, r, Call)
			ev, err := r.Apply(MustParseAction(c.call))
			if err != nil {
				t.Fatal(err)
			}
			if got := eventStrings(ev); got != "call 1 "+c.call {
				t.Errorf("%s: the call's events %q: the correction is said before the cards are shown", c.name, got)
			}
			for i, step := range strings.Split(c.steps, ", ") {
				due, _ := r.NextDealerAction()
				if due.String() != step {
					t.Fatalf("%s: step %d due %s, want %s", c.name, i, due, step)
				}
				if i == 1 && student {
					checkIllegal(t, r.CheckDealerStep(MustParseAction(c.refused)), "by-the-call", "Distribuzione", "cards are still down")
					if ie := r.CheckDealerStep(MustParseAction(c.refused)); !strings.Contains(ie.Quote, "deve scoprire le sue carte") {
						t.Errorf("%s: quote %q", c.name, ie.Quote)
					}
				}
				if student {
					if ie := r.CheckDealerStep(due); ie != nil {
						t.Fatalf("%s: the due step %s refused: %v", c.name, due, ie)
					}
				}
				ev, err := r.Apply(due)
				if err != nil {
					t.Fatal(err)
				}
				if step == "turn punto" {
					if got := eventStrings(ev); got != c.rebuild {
						t.Errorf("%s: turn punto's events\n got  %s\n want %s", c.name, got, c.rebuild)
					}
				}
			}
			finish(t, r)
			rec := r.Record()
			checkMoney(t, rec)
			if got := summary(rec); got != c.want {
				t.Errorf("%s\n got  %s\n want %s", c.name, got, c.want)
			}
			if rec.Said != c.call || rec.Call == c.call {
				t.Errorf("%s: the record's said %q, call %q; want what the reader said and the rule's call", c.name, rec.Said, rec.Call)
			}
			if rec.Carried != c.carried {
				t.Errorf("%s: carried %q, want %q", c.name, rec.Carried, c.carried)
			}
		}
	}
}
