package blackjack_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"sabot/game/blackjack/script"
	"sabot/rules"
)

// stackExample is a worked example of examples/ with its shoe's first card
// put at the end of the shoe again until the shoe holds it n times in all:
// cards after the round's last, which change nothing but the count. It
// returns the script and that card.
func stackExample(t *testing.T, path string, n int) ([]byte, rules.Card) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var s map[string]any
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatal(err)
	}
	shoe := rules.MustParseCards(s["shoe"].(string))
	card := shoe[0]
	have := 0
	for _, c := range shoe {
		if c == card {
			have++
		}
	}
	for ; have < n; have++ {
		shoe = append(shoe, card)
	}
	s["shoe"] = shoe.String()
	out, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return out, card
}

// A stacked shoe may hold a card as many times as the table's decks do, and
// not once more: at every blackjack table, a worked example with its first
// card repeated to the table's number of decks plays as before; one more
// copy is refused, the error naming the card, its count and the shoe's.
func TestScriptRefusesImpossibleShoes(t *testing.T) {
	for _, tc := range []struct {
		rules rules.RuleSet
		file  string
		decks int // counted from the regulation, not read from the rule set
	}{
		{rules.ItalianClassic, "../../examples/italian-classic.json", 6},
		{rules.ItalianShuffler, "../../examples/italian-shuffler.json", 6},
		{rules.ItalianOnline, "../../examples/italian-online.json", 6},
		{rules.Argentine, "../../examples/argentine.json", 8},
	} {
		t.Run(tc.rules.ID, func(t *testing.T) {
			if tc.rules.Decks != tc.decks {
				t.Fatalf("%s has %d decks; its regulation says %d", tc.rules.ID, tc.rules.Decks, tc.decks)
			}
			orig, err := os.ReadFile(tc.file)
			if err != nil {
				t.Fatal(err)
			}
			want, err := script.Run(orig)
			if err != nil {
				t.Fatalf("the example: %v", err)
			}
			full, card := stackExample(t, tc.file, tc.decks)
			got, err := script.Run(full)
			if err != nil {
				t.Fatalf("%d times the %s refused: %v", tc.decks, card.Name(), err)
			}
			if got.TableNet != want.TableNet {
				t.Errorf("cards after the round changed its net: %v; want %v", got.TableNet, want.TableNet)
			}
			over, _ := stackExample(t, tc.file, tc.decks+1)
			_, err = script.Run(over)
			var se *script.Error
			if !errors.As(err, &se) {
				t.Fatalf("%d times the %s: %v; want a *ScriptError", tc.decks+1, card.Name(), err)
			}
			article := "a"
			if tc.decks == 8 {
				article = "an"
			}
			msg := fmt.Sprintf("shoe: the %s appears %d times; %s %d-deck shoe holds %d", card.Name(), tc.decks+1, article, tc.decks, tc.decks)
			if se.Field != "shoe" || err.Error() != msg {
				t.Errorf("got %q (field %q); want %q", err, se.Field, msg)
			}
		})
	}
}

// The issue's own case: nine aces of spades at a six-deck table.
func TestScriptRefusesNineAcesOfSpades(t *testing.T) {
	src := `{"rules":"italian-classic","shoe":"` + strings.Repeat("AS ", 9) + `","boxes":[{"box":1,"bet":10},{"box":2,"bet":10}],"decisions":[]}`
	_, err := script.Run([]byte(src))
	if err == nil || err.Error() != "shoe: the ace of spades appears 9 times; a 6-deck shoe holds 6" {
		t.Fatalf("got %v", err)
	}
}
