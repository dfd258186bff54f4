package cli

import (
	"encoding/json"
	"testing"
)

type adviceOut struct {
	Best    string `json:"best"`
	Actions []struct {
		Action string  `json:"action"`
		EV     float64 `json:"ev"`
	} `json:"actions"`
	Side []struct {
		Decision string `json:"decision"`
		Best     string `json:"best"`
	} `json:"side"`
}

func advise(t *testing.T, args ...string) adviceOut {
	t.Helper()
	code, out, errs := runStrategy(Advise, append(args, "-format", "json")...)
	if code != ExitOK {
		t.Fatalf("advise %v: exit %d: %s", args, code, errs)
	}
	var a adviceOut
	if err := json.Unmarshal([]byte(out), &a); err != nil {
		t.Fatalf("advise %v: not JSON: %v\n%s", args, err, out)
	}
	for i := 1; i < len(a.Actions); i++ {
		if a.Actions[i].EV > a.Actions[i-1].EV {
			t.Errorf("advise %v: actions not best first: %v", args, a.Actions)
		}
	}
	if len(a.Actions) == 0 || a.Best != a.Actions[0].Action {
		t.Errorf("advise %v: best %q, actions %v", args, a.Best, a.Actions)
	}
	return a
}

func TestAdvise(t *testing.T) {
	cases := []struct {
		args    []string
		best    string
		actions int
	}{
		{[]string{"-rules", "italian-online", "-hand", "TS 6H", "-up", "TD"}, "hit", 3},
		{[]string{"-rules", "italian-classic", "-hand", "TS 6H", "-up", "TD"}, "hit", 2}, // 9-11 doubles only
		{[]string{"-rules", "italian-online", "-hand", "8S 8H", "-up", "9D"}, "split", 4},
		{[]string{"-rules", "italian-shuffler", "-hand", "5S 6H", "-up", "TD"}, "hit", 2}, // no stand on 11
		{[]string{"-rules", "argentine", "-hand", "AS 7H", "-up", "9D"}, "ace 11", 2},
		{[]string{"-rules", "argentine", "-hand", "AS 7H", "-up", "9D", "-ace", "11"}, "stand", 2},
		{[]string{"-rules", "argentine", "-hand", "AS", "-up", "9D"}, "no-desafio", 2},
		{[]string{"-rules", "italian-classic", "-hand", "AS KH", "-up", "TD"}, "no-even-money", 2},
		{[]string{"-rules", "italian-online", "-hand", "AS KH", "-up", "6D"}, "stand", 1},
		{[]string{"-rules", "italian-online", "-hand", "TS 2H 4C", "-up", "TD"}, "stand", 2}, // three-card 16 v 10 stands, by composition
	}
	for _, c := range cases {
		a := advise(t, c.args...)
		if a.Best != c.best || len(a.Actions) != c.actions {
			t.Errorf("advise %v: best %q with %d actions %v; want %q with %d", c.args, a.Best, len(a.Actions), a.Actions, c.best, c.actions)
		}
	}
	a := advise(t, "-rules", "italian-online", "-hand", "TS 6H", "-up", "AD")
	if len(a.Side) != 1 || a.Side[0].Decision != "insurance" || a.Side[0].Best != "no-insurance" {
		t.Errorf("advise v ace: side %v; want insurance declined", a.Side)
	}
	// Every ten out of the shoe makes standing on 16 against a 6 worse
	// than with a full shoe... and more than 200 tens cannot come out.
	a = advise(t, "-rules", "italian-online", "-hand", "TS 6H", "-up", "6D", "-seen", "TC TH JC JH QC QH KC KH")
	if a.Best != "stand" {
		t.Errorf("16 v 6 with eight tens seen: best %s", a.Best)
	}
}

func TestAdviseBadArguments(t *testing.T) {
	badArgs(t, Advise, "-hand", "-rules", "italian-online", "-up", "TD")
	badArgs(t, Advise, "-hand", "-rules", "italian-online", "-hand", "TS XX", "-up", "TD")
	badArgs(t, Advise, "-up", "-rules", "italian-online", "-hand", "TS 6H")
	badArgs(t, Advise, "-up", "-rules", "italian-online", "-hand", "TS 6H", "-up", "1D")
	badArgs(t, Advise, "-seen", "-rules", "italian-online", "-hand", "TS 6H", "-up", "TD", "-seen", "AS AS AS AS AS AS AS AS AS AS AS AS AS AS AS AS AS AS AS AS AS AS AS AS AS")
	badArgs(t, Advise, "-ace", "-rules", "italian-online", "-hand", "AS 6H", "-up", "TD", "-ace", "11")
	badArgs(t, Advise, "-ace", "-rules", "argentine", "-hand", "AS 6H", "-up", "TD", "-ace", "7")
	badArgs(t, Advise, "-rules", "-rules", "super-punto-banco", "-hand", "TS 6H", "-up", "TD")
	badArgs(t, Advise, "-hands", "-rules", "italian-online", "-hand", "8S 8H", "-up", "TD", "-hands", "3")
	badArgs(t, Advise, "-hand", "-rules", "italian-online", "-hand", "TS", "-up", "TD")
}
