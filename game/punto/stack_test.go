package punto

import (
	"errors"
	"os"
	"strings"
	"testing"

	"sabot/rules"
)

// A stacked shoe at super-punto-banco (six decks, Art.4: "i sei mazzi")
// holds a card six times at most: the worked example with six, then seven,
// eights of hearts after its own cards; and nine aces of spades.
func TestScriptRefusesImpossibleShoes(t *testing.T) {
	if rules.SuperPuntoBanco.Decks != 6 {
		t.Fatalf("super-punto-banco has %d decks; its regulation says 6", rules.SuperPuntoBanco.Decks)
	}
	data, err := os.ReadFile("../../examples/super-punto-banco.json")
	if err != nil {
		t.Fatal(err)
	}
	base := string(data)
	i := strings.Index(base, `"shoe": "`)
	if i < 0 {
		t.Fatal(`no "shoe": " in the example`)
	}
	i += len(`"shoe": "`)
	j := i + strings.IndexByte(base[i:], '"')
	have := strings.Count(base[i:j], "8H")
	want, err := RunScript(data)
	if err != nil {
		t.Fatalf("the example: %v", err)
	}
	withEights := func(n int) string {
		return base[:j] + strings.Repeat(" 8H", n-have) + base[j:]
	}
	for _, tc := range []struct {
		name, script, err string
	}{
		{"six eights of hearts", withEights(6), ""},
		{"seven eights of hearts", withEights(7), "shoe: the eight of hearts appears 7 times; a 6-deck shoe holds 6"},
		{"nine aces of spades", `{"rules":"super-punto-banco","shoe":"` + strings.Repeat("AS ", 9) + `"}`, "shoe: the ace of spades appears 9 times; a 6-deck shoe holds 6"},
		{"six aces of each suit", `{"rules":"super-punto-banco","shoe":"` + strings.Repeat("AS AH AD AC ", 6) + `","bets":[{"position":1,"on":"punto","amount":10}],"decisions":["carta"]}`, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec, err := RunScript([]byte(tc.script))
			if tc.err == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				if tc.name == "six eights of hearts" && rec.HouseNet != want.HouseNet {
					t.Errorf("cards after the coup changed the house net: %v; want %v", rec.HouseNet, want.HouseNet)
				}
				return
			}
			var se *ScriptError
			if !errors.As(err, &se) || se.Field != "shoe" || err.Error() != tc.err {
				t.Fatalf("got %v; want %q", err, tc.err)
			}
		})
	}
}
