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

func TestSpreadCommand(t *testing.T) {
	code, out, errs := runStrategy(Spread, "-rules", "italian-classic", "-rounds", "20000", "-seed", "5", "-format", "json")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got struct {
		Rules     string             `json:"rules"`
		Rounds    int64              `json:"rounds"`
		Ramp      string             `json:"ramp"`
		MeanUnits float64            `json:"mean_units"`
		AtCount   map[string]float64 `json:"at_count"`
		Index     bool               `json:"index_plays"`
		Off       int64              `json:"deviations"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("not JSON: %v", err)
	}
	if got.Rules != "italian-classic" || got.Rounds != 20000 || got.Ramp != "2:2,3:4,4:6,5:8" || got.MeanUnits <= 1 || len(got.AtCount) < 5 || !got.Index || got.Off == 0 {
		t.Errorf("%+v", got)
	}
	code, out, errs = runStrategy(Spread, "-rules", "argentine", "-rounds", "2000", "-seed", "5", "-ramp", "1:3")
	if code != ExitOK || !strings.Contains(out, "ramp 1:3") || !strings.Contains(out, "flat bettor") || !strings.Contains(out, "index plays:") {
		t.Errorf("exit %d, %q %q", code, out, errs)
	}
	code, out, errs = runStrategy(Spread, "-rules", "argentine", "-rounds", "2000", "-seed", "5", "-chart-only")
	if code != ExitOK || !strings.Contains(out, "chart alone") || strings.Contains(out, "index plays:") {
		t.Errorf("-chart-only: exit %d, %q %q", code, out, errs)
	}
}

func TestSpreadBadInput(t *testing.T) {
	badArgs(t, Spread, "-ramp", "-rules", "argentine", "-ramp", "3:2,1:4")
	badArgs(t, Spread, "maximum", "-rules", "italian-classic", "-ramp", "2:20")
	badArgs(t, Spread, "-rounds", "-rules", "argentine", "-rounds", "1")
	badArgs(t, Spread, "blackjack tables", "-rules", "super-punto-banco")
}
