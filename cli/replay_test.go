package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

func run(cmd func([]string, *strings.Reader, *bytes.Buffer, *bytes.Buffer) int, args []string, stdin string) (int, string, string) {
	var out, errb bytes.Buffer
	code := cmd(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func replayCmd(args []string, in *strings.Reader, out, errb *bytes.Buffer) int {
	return Replay(args, in, out, errb)
}

// The README's worked examples, one per table, with their settlements worked
// out by hand from the regulations (see each script's "comment").
func TestReplayExamples(t *testing.T) {
	cases := []struct {
		file string
		net  string
		nets []string // box nets in box order
	}{
		// 37.50 (3:2 of 25) + 20 (A8 doubled) + 40 (8+3 doubled after a split) + 20 (8 9).
		{"../examples/italian-classic.json", "117.50", []string{"37.50", "20.00", "60.00"}},
		// Even money 10; box 2: 20 (doubled 20) + 10 (19) + 0 (18 pushes 18).
		{"../examples/italian-shuffler.json", "40.00", []string{"10.00", "30.00"}},
		// Perfect Pair 10:1 on 10 = 100, insurance -10, 18 pushes; box 2 wins 10.
		{"../examples/italian-online.json", "100.00", []string{"90.00", "10.00"}},
		// Desafío 2:1 on 5 = 10, blackjack 15; double 20; 17 pushes 17.
		{"../examples/argentine.json", "45.00", []string{"25.00", "20.00", "0.00"}},
	}
	for _, c := range cases {
		code, out, errs := run(replayCmd, []string{c.file}, "")
		if code != ExitOK {
			t.Fatalf("%s: exit %d: %s", c.file, code, errs)
		}
		var rec struct {
			Net   json.Number `json:"table_net"`
			Boxes []struct {
				Net json.Number `json:"net"`
			} `json:"boxes"`
		}
		if err := json.Unmarshal([]byte(out), &rec); err != nil {
			t.Fatalf("%s: output is not JSON: %v", c.file, err)
		}
		if rec.Net.String() != c.net {
			t.Errorf("%s: net %s; want %s", c.file, rec.Net, c.net)
		}
		for i, want := range c.nets {
			if i >= len(rec.Boxes) || rec.Boxes[i].Net.String() != want {
				t.Errorf("%s: box %d net %v; want %s", c.file, i+1, rec.Boxes, want)
				break
			}
		}
	}
}

// examples/italian-classic-behind.json, worked out by hand: anna's split
// hand 1 (8 3 T = 21, doubled) wins 40 and hand 2 (17) pushes the dealer's
// A 6; bruno follows the split and the double (+20 on hand 1, push on hand
// 2) and loses his insurance of 5: +15; carla's 20 moved to hand 2 pushes;
// luca's 18 wins 10. Net 40 + 15 + 0 + 10 = 65.
func TestReplayExampleBackBettors(t *testing.T) {
	code, out, errs := run(replayCmd, []string{"../examples/italian-classic-behind.json"}, "")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var rec struct {
		Net   json.Number `json:"table_net"`
		Boxes []struct {
			Net    json.Number `json:"net"`
			Behind []struct {
				Player string      `json:"player"`
				Net    json.Number `json:"net"`
			} `json:"behind"`
		} `json:"boxes"`
	}
	if err := json.Unmarshal([]byte(out), &rec); err != nil {
		t.Fatalf("output is not JSON: %v", err)
	}
	got := rec.Net.String()
	for _, b := range rec.Boxes {
		got += " | " + b.Net.String()
		for _, s := range b.Behind {
			got += " " + s.Player + " " + s.Net.String()
		}
	}
	if want := "65.00 | 40.00 bruno 15.00 carla 0.00 | 10.00"; got != want {
		t.Errorf("nets %s; want %s", got, want)
	}
}

// Position 5 reads (tie with 2, broken from the button at 4); Punto 2+3
// draws a 9 (4), Banco 4+2 = 6 stands on a third card 9; Banco's 100 is paid
// 95 (5% commission); the button moves to 5.
func TestReplayExamplePuntoBanco(t *testing.T) {
	code, out, errs := run(replayCmd, []string{"../examples/super-punto-banco.json"}, "")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var rec struct {
		Winner     string `json:"winner"`
		Reader     int    `json:"reader"`
		ButtonNext int    `json:"button_next"`
		Bets       []struct {
			Position int         `json:"position"`
			Net      json.Number `json:"net"`
		} `json:"bets"`
	}
	if err := json.Unmarshal([]byte(out), &rec); err != nil {
		t.Fatal(err)
	}
	nets := map[int]string{}
	for _, b := range rec.Bets {
		nets[b.Position] = b.Net.String()
	}
	want := map[int]string{2: "-50.00", 5: "-50.00", 7: "95.00", 3: "-10.00"}
	if rec.Winner != "banco" || rec.Reader != 5 || rec.ButtonNext != 5 || len(nets) != 4 {
		t.Errorf("winner %s reader %d button %d nets %v", rec.Winner, rec.Reader, rec.ButtonNext, nets)
	}
	for p, n := range want {
		if nets[p] != n {
			t.Errorf("position %d net %s; want %s", p, nets[p], n)
		}
	}
}

func TestReplayFromStdin(t *testing.T) {
	code, out, _ := run(replayCmd, []string{"-"}, `{"rules":"italian-online","shoe":"TS 6C 2D 9C TD 5H","boxes":[{"box":1,"bet":10}],"decisions":["double"]}`)
	if code != ExitOK || !strings.Contains(out, `"result": "push"`) {
		t.Errorf("exit %d, output %s", code, out)
	}
}

// Every class of bad script exits 2 with one line naming the field and the
// reason, and prints nothing on standard output.
func TestReplayErrors(t *testing.T) {
	bj := `"shoe":"TS 9S 7H 8S 9D TD","boxes":[{"box":1,"bet":10},{"box":3,"bet":10}]`
	pb := `"shoe":"2S 4H 3D 2C 9C 5S 6S","button":1`
	cases := []struct {
		name, script, want string
	}{
		{"unknown rules", `{"rules":"vegas",` + bj + `,"decisions":["stand","stand"]}`, `rules: unknown rules "vegas": want one of italian-classic, italian-shuffler, italian-online, argentine, super-punto-banco, italian-shuffler-shoe`},
		{"missing rules", `{` + bj + `}`, `rules: missing`},
		{"not JSON", `{"rules": "argentine",`, `script: not a JSON object`},
		{"not an object", `[{"rules": "argentine"}]`, `script: not a JSON object: want {"rules": ...}, not a JSON list`},
		{"rules not a string", `{"rules": 5}`, `rules: want a string such as "italian-classic", not a JSON number`},
		{"boxes not a list", `{"rules":"italian-classic","shoe":"TS","boxes":{"box":1}}`, `boxes: want a list, not an object`},
		{"box not whole", `{"rules":"italian-classic","shoe":"TS","boxes":[{"box":1,"bet":10},{"box":1.5,"bet":10}]}`, `boxes[1].box: want a whole number, not 1.5`},
		{"bet of another box", `{"rules":"italian-classic","shoe":"TS","boxes":[{"box":1,"bet":10},{"box":2,"bet":"ten"}]}`, `boxes[1].bet: bad amount "ten"`},
		{"negative credit", `{"rules":"italian-online","credit":-5,` + bj + `,"decisions":["stand","stand"]}`, `credit: -5.00: want the player's credit, 0 or more`},
		{"empty", ``, `script: empty`},
		{"bad card", `{"rules":"italian-classic","shoe":"TS 9S XH","boxes":[{"box":1,"bet":10},{"box":3,"bet":10}],"decisions":[]}`, `shoe: card 3: bad card "XH": rank "X" is not one of A 2-9 T J Q K`},
		{"unknown key", `{"rules":"italian-classic",` + bj + `,"decision":["stand"]}`, `decision: unknown key`},
		{"bad amount type", `{"rules":"italian-classic","shoe":"TS","boxes":[{"box":1,"bet":"ten"}],"decisions":[]}`, `bad amount "ten"`},
		{"illegal decision", `{"rules":"italian-classic",` + bj + `,"decisions":["double","stand"]}`, `decisions[0]: illegal action "double": a hand of TS 8S may not double here (Art. 10); legal now: hit, stand`},
		{"unknown decision", `{"rules":"italian-classic",` + bj + `,"decisions":["surrender"]}`, `decisions[0]: unknown decision "surrender"`},
		{"decisions missing", `{"rules":"italian-classic",` + bj + `,"decisions":["stand"]}`, `decisions: missing: box 3 is asked to decide (legal: hit, stand, split)`},
		{"decisions left over", `{"rules":"italian-classic",` + bj + `,"decisions":["stand","stand","hit"]}`, `decisions: 1 left over after the round ended: ["hit"]`},
		{"bet below minimum", `{"rules":"italian-classic","shoe":"TS 9S 7H 8S 9D TD","boxes":[{"box":1,"bet":5},{"box":3,"bet":10}],"decisions":["stand","stand"]}`, `boxes[0].bet: 5.00 is below the table minimum 10.00`},
		{"bet above maximum", `{"rules":"italian-classic","shoe":"TS 9S 7H 8S 9D TD","boxes":[{"box":1,"bet":10},{"box":3,"bet":101}],"decisions":["stand","stand"]}`, `boxes[1].bet: 101.00 is above the table maximum 100.00`},
		{"short shoe", `{"rules":"italian-classic","shoe":"TS 9S 7H 8S 9D","boxes":[{"box":1,"bet":10},{"box":3,"bet":10}],"decisions":["stand","stand"]}`, `shoe: ran out of cards before the round ended`},
		{"pb bad card", `{"rules":"super-punto-banco","shoe":"2S 4H 3X","bets":[{"position":1,"on":"punto","amount":10}],"decisions":["carta"]}`, `shoe: card 3: bad card "3X"`},
		{"pb bet below minimum", `{"rules":"super-punto-banco",` + pb + `,"bets":[{"position":1,"on":"punto","amount":5}],"decisions":["carta"]}`, `bets[0].amount`},
		{"pb unknown decision", `{"rules":"super-punto-banco",` + pb + `,"bets":[{"position":1,"on":"punto","amount":10}],"decisions":["hit"]}`, `decisions[0]`},
		{"pb decisions missing", `{"rules":"super-punto-banco",` + pb + `,"bets":[{"position":1,"on":"punto","amount":10}],"decisions":[]}`, `decisions`},
		{"pb decisions left over", `{"rules":"super-punto-banco",` + pb + `,"bets":[{"position":1,"on":"punto","amount":10}],"decisions":["carta","carta"]}`, `decisions`},
	}
	for _, c := range cases {
		code, out, errs := run(replayCmd, []string{"-"}, c.script)
		if code != ExitBadInput {
			t.Errorf("%s: exit %d; want 2 (stderr %q)", c.name, code, errs)
			continue
		}
		if out != "" {
			t.Errorf("%s: printed %q on stdout", c.name, out)
		}
		line := strings.TrimSuffix(errs, "\n")
		if strings.Contains(line, "\n") || !strings.HasPrefix(line, "sabot: ") {
			t.Errorf("%s: stderr is not one line: %q", c.name, errs)
		}
		if strings.Contains(line, "Go value") || strings.Contains(line, "struct") || strings.Contains(line, "[]") || strings.Contains(line, " int") {
			t.Errorf("%s: stderr %q names a Go type", c.name, line)
		}
		if !strings.Contains(line, c.want) {
			t.Errorf("%s: stderr %q\nwant it to contain %q", c.name, line, c.want)
		}
	}
	for _, args := range [][]string{{}, {"a", "b"}, {"/no/such/file.json"}, {"-x"}} {
		if code, _, errs := run(replayCmd, args, ""); code != ExitBadInput || errs == "" {
			t.Errorf("replay %v: exit %d, stderr %q", args, code, errs)
		}
	}
}

// An error line stays a line whatever the script holds: ten megabytes of
// leftover decisions, or of one bad amount, are quoted clipped; a script
// over MaxScriptBytes is refused before it is parsed.
func TestReplayErrorsQuoteAtMostALine(t *testing.T) {
	bj := `"shoe":"TS 9S 7H 8S 9D TD","boxes":[{"box":1,"bet":10},{"box":3,"bet":10}]`
	many := strings.Repeat(`"hit",`, 50_000)
	huge := strings.Repeat("x", 500_000)
	cases := []struct{ name, script, want string }{
		{"leftover decisions", `{"rules":"italian-classic",` + bj + `,"decisions":["stand","stand",` + many + `"hit"]}`, `decisions: 50001 left over after the round ended: ["hit" "hit" "hit" "hit" "hit" … and 49996 more]`},
		{"leftover long decision", `{"rules":"italian-classic",` + bj + `,"decisions":["stand","stand","` + huge + `"]}`, `decisions: 1 left over`},
		{"huge amount", `{"rules":"italian-classic","shoe":"TS","boxes":[{"box":1,"bet":"` + huge + `"}]}`, `boxes[0].bet: bad amount`},
		{"huge unknown key", `{"rules":"italian-classic","` + huge + `":1}`, `unknown key`},
		{"huge bad card", `{"rules":"italian-classic","shoe":"` + huge + `","boxes":[{"box":1,"bet":10}]}`, `shoe:`},
		{"too large", `{"rules":"italian-classic","comment":"` + strings.Repeat("x", MaxScriptBytes) + `"}`, `larger than 1048576 bytes`},
	}
	for _, c := range cases {
		code, _, errs := run(replayCmd, []string{"-"}, c.script)
		if code != ExitBadInput || !strings.Contains(errs, c.want) {
			t.Errorf("%s: exit %d, stderr %.300q; want 2 and %q", c.name, code, errs, c.want)
		}
		if len(errs) > maxErrorLine+100 || strings.Count(errs, "\n") != 1 {
			t.Errorf("%s: stderr of %d bytes, %d lines", c.name, len(errs), strings.Count(errs, "\n"))
		}
	}
}

// A script saved by an editor that puts a UTF-8 byte order mark first
// replays like the same script without it.
func TestReplayAcceptsByteOrderMark(t *testing.T) {
	script := `{"rules":"italian-classic","shoe":"TS 9S 7H 8S 9D TD","boxes":[{"box":1,"bet":10},{"box":3,"bet":10}],"decisions":["stand","stand"]}`
	_, plain, _ := run(replayCmd, []string{"-"}, script)
	code, out, errs := run(replayCmd, []string{"-"}, "\ufeff"+script)
	if code != ExitOK || out != plain {
		t.Errorf("with a BOM: exit %d, stderr %q, output differs: %v", code, errs, out != plain)
	}
	code, out, errs = run(replayCmd, []string{"-"}, "\ufeff"+`{"rules":"super-punto-banco","shoe":"2S 4H 3D 2C 9C 5S 6S","button":1,"bets":[{"position":1,"on":"punto","amount":10}],"decisions":["carta"]}`)
	if code != ExitOK || out == "" {
		t.Errorf("Punto Banco with a BOM: exit %d, stderr %q", code, errs)
	}
}

// The dealer school end to end: the replay command on scripts with
// dealer_steps exits 0 with the verdict in the record, whether the
// student's steps were right or not; a malformed step exits 2 naming it.
func TestReplayDealerSchool(t *testing.T) {
	type wrong struct {
		Index   int    `json:"index"`
		Step    string `json:"step"`
		Due     string `json:"due"`
		Article string `json:"article"`
		Code    string `json:"code"`
	}
	type school struct {
		StepsOK      int    `json:"steps_ok"`
		FirstWrong   *wrong `json:"first_wrong"`
		RanOutBefore string `json:"ran_out_before"`
	}
	cases := []struct {
		name, file, stdin string
		want              school
		net               string // the round's net so far ("net" or "house_net")
	}{
		// The README's example: the dealer busts on 23 after 8 right steps;
		// his dealer-stand is refused, box 2's 20 (from his right, Art. 28)
		// was due, and nothing is settled yet.
		{name: "bust, then stands", file: "testdata/school-italian-classic.json",
			want: school{StepsOK: 8, FirstWrong: &wrong{8, "dealer-stand", "announce bust", "Art. 13", "dealer-bust"}}, net: "0.00"},
		// Every one of the 17 steps right: the house wins 50+10+50-95 = 15.
		{name: "punto banco, all right", file: "testdata/school-super-punto-banco.json",
			want: school{StepsOK: 17}, net: "15.00"},
		// An incident (000 Art. 24): the unrequested card offered to box 1,
		// then box 2, who takes it; every one of the 16 steps right.
		{name: "unrequested card, all right", file: "testdata/school-incident-italian-classic.json",
			want: school{StepsOK: 16}, net: "20.00"},
		// An incident (001 Disposiciones 13): the bank's card passed over,
		// "Próximas cartas para la Banca"; every one of the 18 steps right.
		{name: "bank's card passed over, all right", file: "testdata/school-incident-argentine.json",
			want: school{StepsOK: 18}, net: "20.00"},
		// An incident (002 Art. 3): the fallen card is not picked up.
		{name: "fallen card, not picked up", file: "testdata/school-incident-super-punto-banco.json",
			want: school{StepsOK: 3, FirstWrong: &wrong{3, "deal punto", "pick-up", "Art. 3", "fallen-card"}}, net: "0.00"},
		// 004 Apertura 1-8 before the round (a script's procedure): box 1
		// refuses the cut, box 3 cuts (Apertura 6); 8 steps of the opening
		// and 13 of the round, every one right: the house pays 10+10.
		{name: "opening, then the round", file: "testdata/school-opening-italian-shuffler.json",
			want: school{StepsOK: 21}, net: "20.00"},
		// The same opening, the cut offered again to box 1, who refused it.
		{name: "opening, the cut back to the refuser", file: "-", stdin: `{"rules":"italian-shuffler","shoe":"2C 3C 4C 5C 6C TS 9S 7H 8S 9D TD",
			"boxes":[{"box":1,"bet":10},{"box":3,"bet":10}],"decisions":["stand","stand"],"procedure":{"kind":"opening","refuse_cut":[1]},
			"dealer_steps":["decks-right","discard-left","check-decks","spread-shuffle","halves-23","offer-cut box 1","offer-cut box 1"]}`,
			want: school{StepsOK: 6, FirstWrong: &wrong{6, "offer-cut box 1", "offer-cut box 3", "Apertura 6", "wrong-cutter"}}, net: "0.00"},
		// 000 Cap. 1: the blackjack paid at even money has its two cards
		// removed at once, before the play goes on; 14 steps right.
		{name: "Cap1 even money, its cards removed at once", file: "testdata/school-even-money-cards.json",
			want: school{StepsOK: 14}, net: "20.00"},
		// The same, the cards left on the box: the student who deals the
		// dealer's card instead is stopped.
		{name: "Cap1 even money, its cards left", file: "-", stdin: `{"rules":"italian-classic","shoe":"AS 9S AH KD TD 7C",
			"boxes":[{"box":1,"bet":10,"player":"anna"},{"box":2,"bet":10,"player":"anna"}],"decisions":["even-money","no-insurance","stand"],
			"dealer_steps":["close-bets","deal box 1","deal box 2","deal dealer","deal box 1","deal box 2","offer-insurance","pay box 1 even-money 10","deal dealer"]}`,
			want: school{StepsOK: 8, FirstWrong: &wrong{8, "deal dealer", "collect-cards box 1", "Cap. 1; Art. 5", "cards-now"}}, net: "10.00"},
		// The steps stop after the deal: the dealer's card was due.
		{name: "ran out", file: "-", stdin: `{"rules":"italian-online","shoe":"TS 7H 6S KH","boxes":[{"box":1,"bet":10}],"decisions":["hit"],"dealer_steps":["close-bets","deal box 1"]}`,
			want: school{StepsOK: 2, RanOutBefore: "deal dealer"}, net: "0.00"},
		// Banco's 100 paid 100: the 5% commission forgotten.
		{name: "punto banco, no commission", file: "-", stdin: `{"rules":"super-punto-banco","shoe":"2S 4H 3D 2C 9C","button":4,
			"bets":[{"position":7,"on":"banco","amount":100}],
			"dealer_steps":["close","deal punto","deal banco","deal punto","deal banco","turn punto","turn banco","draw punto","announce banco 6 punto 4","indicate banco","pay 7 banco 100"]}`,
			want: school{StepsOK: 10, FirstWrong: &wrong{10, "pay 7 banco 100.00", "pay 7 banco 95.00", "Premessa", "wrong-amount"}}, net: "0.00"},
	}
	for _, c := range cases {
		code, out, errs := run(replayCmd, []string{c.file}, c.stdin)
		if code != ExitOK {
			t.Errorf("%s: exit %d (%s); want 0", c.name, code, errs)
			continue
		}
		var rec struct {
			TableNet *json.Number `json:"table_net"`
			HouseNet *json.Number `json:"house_net"`
			School   *school      `json:"school"`
		}
		if err := json.Unmarshal([]byte(out), &rec); err != nil {
			t.Fatalf("%s: output is not JSON: %v", c.name, err)
		}
		net := rec.TableNet
		if net == nil {
			net = rec.HouseNet
		}
		if rec.School == nil || net == nil {
			t.Fatalf("%s: no school or net in %s", c.name, out)
		}
		got := *rec.School
		if got.StepsOK != c.want.StepsOK || got.RanOutBefore != c.want.RanOutBefore || (got.FirstWrong == nil) != (c.want.FirstWrong == nil) ||
			got.FirstWrong != nil && *got.FirstWrong != *c.want.FirstWrong || net.String() != c.net {
			t.Errorf("%s: school %+v %+v, net %s\n want %+v %+v, net %s", c.name, got, got.FirstWrong, net, c.want, c.want.FirstWrong, c.net)
		}
	}
	// A malformed step is a bad script: exit 2, one line naming it.
	for _, c := range []struct{ script, want string }{
		{`{"rules":"argentine","shoe":"TS","boxes":[{"box":1,"bet":10},{"box":2,"bet":10},{"box":3,"bet":10}],"dealer_steps":["close-bets","deal box 1","deal box 2","hit"]}`, `sabot: dealer_steps[3]: step "hit": a player's decision: it goes in "decisions"`},
		{`{"rules":"super-punto-banco","shoe":"2S","dealer_steps":["close","deal","deal punto"]}`, `sabot: dealer_steps[1]: bad action "deal": want "deal punto|banco"`},
		{`{"rules":"italian-classic","shoe":"TS 9S 8H 7D","boxes":[{"box":1,"bet":10},{"box":2,"bet":10}],"incident":{"kind":"fallen-card"}}`,
			`sabot: incident.at: missing: want the number of the round's actions before the incident, e.g. 1 after close-bets`},
		{`{"rules":"super-punto-banco","shoe":"2S 4H 3D 2C","incident":{"kind":"lost-card","at":1}}`,
			`sabot: incident.kind: unknown incident "lost-card": want one of exposed-card, fallen-card, extra-card, extra-card-seen, stuck-cards, swapped-cards, undue-third-card, wrong-count, wrong-count-unclear, swapped-cards-unclear, short-deal, stuck-cards-ordered`},
	} {
		code, out, errs := run(replayCmd, []string{"-"}, c.script)
		if code != ExitBadInput || out != "" || strings.TrimSuffix(errs, "\n") != c.want {
			t.Errorf("exit %d, stdout %q, stderr %q\n want exit 2 and %q", code, out, errs, c.want)
		}
	}
}

// A script whose shoe holds a card more times than the table's decks is
// refused at every table, through the command: one line naming the field,
// the card, its count and the table's shoe (six decks at four tables, eight
// at argentine: Cartas a utilizar, "como mínimo 8 (ocho) mazos").
func TestReplayRefusesImpossibleShoes(t *testing.T) {
	for _, tc := range []struct {
		rules string
		decks int
		rest  string
	}{
		{"italian-classic", 6, `"boxes":[{"box":1,"bet":10},{"box":2,"bet":10}],"decisions":["stand","stand"]`},
		{"italian-shuffler", 6, `"boxes":[{"box":1,"bet":10},{"box":2,"bet":10}],"decisions":["stand","stand"]`},
		{"italian-online", 6, `"boxes":[{"box":1,"bet":10}],"decisions":["stand"]`},
		{"argentine", 8, `"boxes":[{"box":1,"bet":10},{"box":2,"bet":10},{"box":3,"bet":10}],"decisions":["stand","stand","stand"]`},
		{"super-punto-banco", 6, `"bets":[{"position":1,"on":"punto","amount":10}],"decisions":["carta"]`},
	} {
		t.Run(tc.rules, func(t *testing.T) {
			article := map[bool]string{true: "an", false: "a"}[tc.decks == 8]
			for _, n := range []int{tc.decks + 1, 9, 20} {
				if n <= tc.decks {
					continue
				}
				script := `{"rules":"` + tc.rules + `","shoe":"` + strings.TrimSpace(strings.Repeat("QC ", n)) + `",` + tc.rest + `}`
				code, out, errs := run(replayCmd, []string{"-"}, script)
				want := fmt.Sprintf("sabot: shoe: the queen of clubs appears %d times; %s %d-deck shoe holds %d\n", n, article, tc.decks, tc.decks)
				if code != ExitBadInput || out != "" || errs != want {
					t.Errorf("%d queens of clubs: exit %d, stdout %q, stderr %q; want exit 2 and %q", n, code, out, errs, want)
				}
			}
		})
	}
}

// 002 Art. 6: `sabot replay` runs the README's script incident
// swapped-cards-unclear at any "at", with or without dealer_steps: exit 0
// and a void coup (it exited 2, "shoe: too short").
func TestReplayArt6_SwappedCardsUnclear(t *testing.T) {
	for _, script := range []string{
		`{"rules":"super-punto-banco","shoe":"4S 3H 2D 5C 9H 8D 7C","bets":[{"position":1,"on":"punto","amount":10}],"incident":{"kind":"swapped-cards-unclear","at":3}}`,
		`{"rules":"super-punto-banco","shoe":"4S 3H 2D 5C 9H 8D 7C","bets":[{"position":1,"on":"punto","amount":10}],"incident":{"kind":"swapped-cards-unclear","at":1},
		  "dealer_steps":["close","annul","return 1 punto","discard","button 2"]}`,
	} {
		code, out, errs := run(replayCmd, []string{"-"}, script)
		if code != 0 || !strings.Contains(out, `"void": true`) {
			t.Errorf("exit %d, stderr %q, stdout %s; want exit 0 and a void coup", code, errs, out)
		}
	}
}
