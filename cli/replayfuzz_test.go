package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sabot/game"
	"sabot/rules"
)

// realScripts are the hand scripts of the repository, both games: the
// README's worked examples, the dealer-school scripts of the command's
// tests and the Punto Banco golden scripts.
func realScripts(tb testing.TB) [][]byte {
	tb.Helper()
	var out [][]byte
	for _, glob := range []string{"../examples/*.json", "testdata/*.json", "../game/punto/testdata/scripts/*.json"} {
		names, err := filepath.Glob(glob)
		if err != nil || len(names) == 0 {
			tb.Fatalf("%s: no scripts (%v)", glob, err)
		}
		for _, name := range names {
			data, err := os.ReadFile(name)
			if err != nil {
				tb.Fatal(err)
			}
			out = append(out, data)
		}
	}
	return out
}

// FuzzReplay feeds a script file's bytes to the replay command, as it
// reads them from a file or standard input, at both games: it never
// panics; it exits 0 or 2, never 1; a refused script gets one line on
// standard error and nothing on standard output; an accepted one prints a
// JSON record of the table its "rules" names, the same record each time,
// and its shoe is one the table's decks could hold.
func FuzzReplay(f *testing.F) {
	for _, data := range realScripts(f) {
		f.Add(data)
	}
	f.Add([]byte(`{"rules":"italian-classic","shoe":"AS AS AS AS AS AS AS AS AS","boxes":[{"box":1,"bet":10},{"box":2,"bet":10}],"decisions":["stand","stand"]}`))
	f.Add([]byte(`{"rules":"super-punto-banco","shoe":"` + strings.Repeat("9D ", 7) + `","bets":[{"position":1,"on":"punto","amount":10}],"decisions":["carta"]}`))
	f.Add([]byte("\ufeff{\"rules\": 5}"))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var out, errb bytes.Buffer
		code := Replay([]string{"-"}, bytes.NewReader(data), &out, &errb)
		switch code {
		case ExitBadInput:
			line := errb.String()
			if out.Len() > 0 || !strings.HasPrefix(line, "sabot: ") || !strings.HasSuffix(line, "\n") || strings.ContainsAny(line[:len(line)-1], "\n\r") {
				t.Fatalf("%q: exit 2 with stdout %q and stderr %q: want one line on stderr only", data, out.String(), line)
			}
			return
		case ExitOK:
		default:
			t.Fatalf("%q: exit %d, stderr %q", data, code, errb.String())
		}
		if errb.Len() > 0 {
			t.Fatalf("%q: exit 0 with stderr %q", data, errb.String())
		}
		var rec struct {
			Rules string `json:"rules"`
		}
		if err := json.Unmarshal(out.Bytes(), &rec); err != nil {
			t.Fatalf("%q: the record is not JSON: %v", data, err)
		}
		var script struct {
			Rules string `json:"rules"`
			Shoe  string `json:"shoe"`
		}
		if err := json.Unmarshal(game.TrimBOM(data), &script); err != nil {
			t.Fatalf("%q: accepted, but its rules and shoe do not read: %v", data, err)
		}
		rs, err := rules.ByID(script.Rules)
		if err != nil || rec.Rules != rs.ID {
			t.Fatalf("%q: a record of %q for rules %q (%v)", data, rec.Rules, script.Rules, err)
		}
		cards, err := rules.ParseCards(script.Shoe)
		if err != nil {
			t.Fatalf("%q: accepted with a shoe that does not read: %v", data, err)
		}
		if err := rules.CheckStack(cards, rs.Decks); err != nil {
			t.Fatalf("%q: accepted an impossible shoe: %v", data, err)
		}
		var again bytes.Buffer
		if code := Replay([]string{"-"}, bytes.NewReader(data), &again, &errb); code != ExitOK || !bytes.Equal(again.Bytes(), out.Bytes()) {
			t.Fatalf("%q: replayed again: exit %d, the same record: %v", data, code, bytes.Equal(again.Bytes(), out.Bytes()))
		}
	})
}
