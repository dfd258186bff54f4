package punto

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden records in testdata/")

// TestScriptErrors: every class of bad script gives one line naming the
// field and the reason.
func TestScriptErrors(t *testing.T) {
	const shoe = `"shoe":"4S 3H KD 3C 5D 2S"`
	cases := []struct {
		class, script, want string
	}{
		{"not JSON", `{"rules":`, "script: not a JSON object"},
		{"unknown field", `{"rules":"super-punto-banco",` + shoe + `,"decison":["carta"]}`, "decison: unknown field: want one of rules, shoe"},
		{"missing rules", `{` + shoe + `}`, `rules: missing: want "super-punto-banco"`},
		{"unknown rules id", `{"rules":"punto-banco-classic",` + shoe + `}`, `rules: unknown rules "punto-banco-classic": want one of italian-classic`},
		{"blackjack rules id", `{"rules":"italian-classic",` + shoe + `}`, `rules: "italian-classic" is a blackjack table, not Punto Banco`},
		{"missing shoe", `{"rules":"super-punto-banco"}`, "shoe: missing"},
		{"bad card token", `{"rules":"super-punto-banco","shoe":"4S 3H KD 3C XD"}`, `shoe: card 5: bad card "XD": rank "X" is not one of A 2-9 T J Q K`},
		{"bad suit", `{"rules":"super-punto-banco","shoe":"4S 3H KD 3Z"}`, `shoe: card 4: bad card "3Z": suit "Z" is not one of S H D C`},
		{"button off the table", `{"rules":"super-punto-banco",` + shoe + `,"button":10}`, "button: 10 is not a position: the table has positions 1-9"},
		{"button not a number", `{"rules":"super-punto-banco",` + shoe + `,"button":"one"}`, `button: want a whole number, got "one"`},
		{"cut beyond the shoe", `{"rules":"super-punto-banco",` + shoe + `,"cut":7}`, "cut: 7: the cut card goes after 0 to 6 cards"},
		{"bets not a list", `{"rules":"super-punto-banco",` + shoe + `,"bets":{"position":1}}`, "bets: want a list of bets"},
		{"bet field unknown", `{"rules":"super-punto-banco",` + shoe + `,"bets":[{"position":1,"on":"punto","amount":10,"box":1}]}`, "bets[0].box: unknown field: want one of position, on, amount, standing, player"},
		{"bet position missing", `{"rules":"super-punto-banco",` + shoe + `,"bets":[{"on":"punto","amount":10}]}`, "bets[0].position: missing"},
		{"bet position off the table", `{"rules":"super-punto-banco",` + shoe + `,"bets":[{"position":0,"on":"punto","amount":10}]}`, "bets[0].position: 0 is not a position: the table has positions 1-9"},
		{"bet side unknown", `{"rules":"super-punto-banco",` + shoe + `,"bets":[{"position":1,"on":"tie","amount":10}]}`, `bets[0].on: unknown side "tie": want punto, banco or egalite`},
		{"bet amount not money", `{"rules":"super-punto-banco",` + shoe + `,"bets":[{"position":1,"on":"punto","amount":10.505}]}`, `bets[0].amount: bad amount "10.505": at most two decimals (cents)`},
		{"bet below the minimum", `{"rules":"super-punto-banco",` + shoe + `,"bets":[{"position":1,"on":"punto","amount":10},{"position":1,"on":"egalite","amount":5}]}`, "bets[1].amount: 5.00 is below the table minimum 10.00 (Art. 14)"},
		{"bet above the maximum", `{"rules":"super-punto-banco",` + shoe + `,"bets":[{"position":1,"on":"banco","amount":5000}]}`, "bets[0].amount: 5000.00 is above the table maximum 1000.00 (Art. 14)"},
		{"two bets at a position", `{"rules":"super-punto-banco",` + shoe + `,"bets":[{"position":1,"on":"punto","amount":10},{"position":1,"on":"banco","amount":10}]}`, "bets[1].on: position 1 already bets punto (bets[0])"},
		{"standing not a bool", `{"rules":"super-punto-banco",` + shoe + `,"bets":[{"position":1,"on":"punto","amount":10,"standing":"yes"}]}`, "bets[0].standing: want true or false"},
		{"blank with bets", `{"rules":"super-punto-banco",` + shoe + `,"blank":true,"bets":[{"position":1,"on":"punto","amount":10}]}`, "blank: a Colpo in Bianco is played with no bets, and there are 1 (Art. 1)"},
		{"unknown decision", `{"rules":"super-punto-banco",` + shoe + `,"bets":[{"position":1,"on":"punto","amount":10}],"decisions":["hold"]}`, `decisions[0]: unknown decision "hold": the Punto reader says carta, no-carta or battuta`},
		{"illegal decision: blackjack's", `{"rules":"super-punto-banco",` + shoe + `,"bets":[{"position":1,"on":"punto","amount":10}],"decisions":["hit"]}`, `decisions[0]: "hit" is a blackjack decision: the Punto reader says carta, no-carta or battuta`},
		{"illegal decision: the dealer's", `{"rules":"super-punto-banco",` + shoe + `,"bets":[{"position":1,"on":"punto","amount":10}],"decisions":["carta","draw banco"]}`, `decisions[1]: "draw banco" is the dealer's step, not a decision`},
		{"decision not a string", `{"rules":"super-punto-banco",` + shoe + `,"decisions":[1]}`, "decisions[0]: want a string: carta, no-carta or battuta"},
		{"decisions missing", `{"rules":"super-punto-banco",` + shoe + `,"bets":[{"position":3,"on":"punto","amount":10}]}`, "decisions: missing: the reader at position 3 must call (carta, no-carta or battuta) and the 0 decisions are used up"},
		{"decisions left over", `{"rules":"super-punto-banco",` + shoe + `,"bets":[{"position":1,"on":"punto","amount":10}],"decisions":["carta","no-carta"]}`, `decisions: 1 left over ("no-carta"): the coup asked for 1`},
		{"decisions left over, dealer plays", `{"rules":"super-punto-banco",` + shoe + `,"bets":[{"position":1,"on":"banco","amount":10}],"decisions":["carta"]}`, `decisions: 1 left over ("carta"): the dealer played Punto (nobody seated bet on it), so no call was asked`},
		{"shoe too short", `{"rules":"super-punto-banco","shoe":"4S 3H KD 3C","bets":[{"position":1,"on":"punto","amount":10}],"decisions":["carta"]}`, "shoe: too short: the coup needs card 5 and the shoe has 4"},
		{"shoe too short in the deal", `{"rules":"super-punto-banco","shoe":"4S 3H"}`, "shoe: too short: the coup needs card 3 and the shoe has 2"},
	}
	for _, c := range cases {
		_, err := RunScript([]byte(c.script))
		if err == nil {
			t.Errorf("%s: no error; want %q", c.class, c.want)
			continue
		}
		var se *ScriptError
		if !errors.As(err, &se) {
			t.Errorf("%s: %T is not a *ScriptError", c.class, err)
		}
		msg := err.Error()
		if !strings.HasPrefix(msg, c.want) {
			t.Errorf("%s:\n got %s\nwant %s...", c.class, msg, c.want)
		}
		if strings.ContainsAny(msg, "\n\r") {
			t.Errorf("%s: the message is not one line: %q", c.class, msg)
		}
	}
}

// TestScriptDefaults: the button defaults to the rule set's start, a
// string amount is read as an amount, and a wrong call is corrected, not
// refused.
func TestScriptDefaults(t *testing.T) {
	rec, err := RunScript([]byte(`{"rules":"super-punto-banco","shoe":"4S 3H KD 3C 5D 2S",
		"bets":[{"position":1,"on":"punto","amount":"10.50","player":"anna"}],"decisions":["no carta"],"comment":"alla regola"}`))
	if err != nil {
		t.Fatal(err)
	}
	want := "P 4S KD 5D =9 | B 3H 3C =6 | punto | reader 1 | 1 punto +10.50 | button 2 | alla-regola no-carta>carta"
	if got := summary(rec); got != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
	if rec.ReaderPlayer != "anna" || rec.Button != 1 {
		t.Errorf("reader player %q, button %d", rec.ReaderPlayer, rec.Button)
	}
}

// TestScriptGolden plays every script of testdata/scripts and compares the
// record with its .golden file (go test -update rewrites them; each was
// checked by hand against the regulation).
func TestScriptGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/scripts/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scripts: %v", err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := RunScript(data)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		got, _ := json.MarshalIndent(rec, "", "  ")
		got = append(got, '\n')
		golden := strings.TrimSuffix(f, ".json") + ".golden"
		if *update {
			if err := os.WriteFile(golden, got, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatalf("%v (run go test -update)", err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s: the record differs from %s:\n%s", f, golden, got)
		}
	}
}

// TestArt6_SwappedCardsUnclearScriptReplays: a hand script bringing the
// swapped-cards-unclear incident into the deal (the README's script
// incident) replays at every "at" of the deal, with the automatic dealer and
// with a student's dealer steps: the coup is void, every bet returned, the
// cards out burnt ("Se il colpo non è chiaramente ricostruibile viene
// annullato bruciando le carte uscite"), not a shoe too short.
func TestArt6_SwappedCardsUnclearScriptReplays(t *testing.T) {
	const head = `{"rules":"super-punto-banco","shoe":"4S 3H 2D 5C 9H 8D 7C","bets":[{"position":1,"on":"punto","amount":10}],`
	deal := []string{`"deal punto"`, `"deal banco"`, `"deal punto"`, `"deal banco"`}
	for at := 1; at <= 4; at++ {
		steps := `"close",` + strings.Join(deal[:at-1], ",")
		if at > 1 {
			steps += ","
		}
		steps += `"annul","return 1 punto","discard","button 2"`
		burnt := strings.Join(strings.Fields("4S 3H 2D 5C")[:at], " ")
		for _, school := range []bool{false, true} {
			script := head + fmt.Sprintf(`"incident":{"kind":"swapped-cards-unclear","at":%d}`, at)
			if school {
				script += `,"dealer_steps":[` + steps + `]`
			}
			rec, err := RunScript([]byte(script + "}"))
			if err != nil {
				t.Errorf("at %d, school %v: %v", at, school, err)
				continue
			}
			if !rec.Void || !rec.Done || rec.Burnt.String() != burnt || rec.Bets[0].Result != Void {
				t.Errorf("at %d, school %v: void %v done %v burnt %q result %s; want a void coup, %q burnt, the bet returned",
					at, school, rec.Void, rec.Done, rec.Burnt, rec.Bets[0].Result, burnt)
			}
			if school && (rec.School == nil || rec.School.FirstWrong != nil || rec.School.StepsOK != at+4) {
				t.Errorf("at %d: the student's right steps were not all accepted: %+v", at, rec.School)
			}
		}
	}
	// A shoe that really is too short is still reported.
	if _, err := RunScript([]byte(`{"rules":"super-punto-banco","shoe":"4S 3H 2D"}`)); err == nil || !strings.Contains(err.Error(), "shoe: too short") {
		t.Errorf("a three-card shoe: %v; want shoe: too short", err)
	}
}
