package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestIndicesJSON(t *testing.T) {
	code, out, errs := runStrategy(Indices, "-rules", "argentine", "-format", "json")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got struct {
		Rules string `json:"rules"`
		Decks int    `json:"decks"`
		Plays []struct {
			Section, Hand, Up, Below, Above string
			Index                           float64
		} `json:"plays"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("not JSON: %v", err)
	}
	if got.Rules != "argentine" || got.Decks != 8 || len(got.Plays) < 20 {
		t.Fatalf("rules %q, %d decks, %d plays", got.Rules, got.Decks, len(got.Plays))
	}
	// No insurance at the argentine table: the desafío is its side bet.
	if p := got.Plays[0]; p.Section != "side" || p.Hand != "desafio" || p.Above != "desafio" || p.Index < 2.5 || p.Index > 3.5 {
		t.Errorf("first play %+v: want the desafío near +3", p)
	}
	for _, p := range got.Plays {
		if p.Hand == "insurance" {
			t.Errorf("argentine: %+v", p)
		}
	}
}

func TestIndicesText(t *testing.T) {
	code, out, errs := runStrategy(Indices, "-rules", "italian-online")
	if code != ExitOK || !strings.Contains(out, "insurance A") || !strings.HasPrefix(out, "italian-online: Hi-Lo index plays, 6 decks") {
		t.Errorf("exit %d, stderr %q, stdout starts %q", code, errs, out[:min(len(out), 120)])
	}
}

func TestIndicesBadInput(t *testing.T) {
	badArgs(t, Indices, "-rules", "-format", "csv")
	badArgs(t, Indices, "blackjack tables", "-rules", "super-punto-banco")
	badArgs(t, Indices, "-rules", "-rules", "nowhere")
	badArgs(t, Indices, "-rules")
}
