package punto

import (
	"strings"
	"testing"

	"sabot/rules"
)

// TestActionNotation: every step reads and prints in the same notation.
func TestActionNotation(t *testing.T) {
	cases := []struct {
		text string
		want Action
	}{
		{"close", Action{Kind: Close}},
		{"bianco", Action{Kind: Bianco}},
		{"deal punto", Action{Kind: Deal, Side: Punto}},
		{"deal banco", Action{Kind: Deal, Side: Banco}},
		{"give 3", Action{Kind: Give, Position: 3}},
		{"carta", Action{Kind: Call, Call: rules.CallCarta}},
		{"no-carta", Action{Kind: Call, Call: rules.CallNoCarta}},
		{"battuta", Action{Kind: Call, Call: rules.CallBattuta}},
		{"turn banco", Action{Kind: Turn, Side: Banco}},
		{"draw punto", Action{Kind: Draw, Side: Punto}},
		{"draw rest", Action{Kind: DrawRest}},
		{"announce banco 7 punto 5", Action{Kind: Announce, Banco: 7, Punto: 5}},
		{"annul", Action{Kind: Annul}},
		{"collect 2 egalite", Action{Kind: Collect, Position: 2, Side: Egalite}},
		{"pay 3 banco 9.50", Action{Kind: Pay, Position: 3, Side: Banco, Amount: 950}},
		{"return 1 punto", Action{Kind: Return, Position: 1, Side: Punto}},
		{"discard", Action{Kind: Discard}},
		{"button 4", Action{Kind: PassButton, Position: 4}},
	}
	for _, c := range cases {
		a, err := ParseAction(c.text)
		if err != nil {
			t.Errorf("%q: %v", c.text, err)
			continue
		}
		if a != c.want {
			t.Errorf("%q parsed as %+v; want %+v", c.text, a, c.want)
		}
		if a.String() != c.text {
			t.Errorf("%+v prints %q; want %q", a, a.String(), c.text)
		}
	}
	for in, want := range map[string]string{"no carta": "no-carta", "Deal  PUNTO": "deal punto", "pay 3 égalité 80": "pay 3 egalite 80.00"} {
		if a, err := ParseAction(in); err != nil || a.String() != want {
			t.Errorf("%q: %v, %v; want %s", in, a, err, want)
		}
	}
}

func TestActionNotationErrors(t *testing.T) {
	cases := map[string]string{
		"":                         "empty",
		"hit":                      `unknown step "hit"`,
		"deal egalite":             `"egalite" is not punto or banco`,
		"deal":                     `want "deal punto|banco"`,
		"give three":               `"three" is not a number`,
		"announce punto 5 banco 7": "Banco's score first",
		"pay 3 banco":              `want "pay POSITION SIDE AMOUNT"`,
		"pay 3 banco 9.505":        "at most two decimals",
		"collect 2 tie":            `"tie" is not punto, banco or egalite`,
		"no thanks":                "want carta, no-carta or battuta",
	}
	for in, want := range cases {
		_, err := ParseAction(in)
		if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), `"`+in+`"`) {
			t.Errorf("ParseAction(%q): %v; want an error naming the text with %q", in, err, want)
		}
	}
}

// TestApplyIgnoresFieldsTheStepDoesNotUse: a step carries only its own
// fields into the record.
func TestApplyIgnoresFieldsTheStepDoesNotUse(t *testing.T) {
	r, _ := New(coup{shoe: shoePuntoWins, bets: "1 punto 10"}.setup(t))
	if _, err := r.Apply(Action{Kind: Close, Side: Banco, Position: 7, Amount: 5}); err != nil {
		t.Fatal(err)
	}
	if got := r.Record().Actions[0]; got != "close" {
		t.Errorf("recorded %q", got)
	}
}

func TestSideAndActor(t *testing.T) {
	for _, s := range []Side{Punto, Banco, Egalite} {
		got, err := ParseSide(s.String())
		if err != nil || got != s {
			t.Errorf("ParseSide(%s) = %s, %v", s, got, err)
		}
	}
	if _, err := ParseSide("none"); err == nil {
		t.Error("ParseSide(none) accepted")
	}
	for a, want := range map[Actor]string{Dealer: "dealer", Nobody: "nobody", ReaderAt(7): "reader at 7"} {
		if a.String() != want {
			t.Errorf("%d prints %q; want %q", int(a), a, want)
		}
	}
	seen := map[Phrase]bool{}
	for _, p := range Phrases() {
		if seen[p] || p == "" {
			t.Errorf("phrase %q twice or empty", p)
		}
		seen[p] = true
	}
}
