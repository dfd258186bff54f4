package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestSimulateJSON(t *testing.T) {
	code, out, errs := runStrategy(Simulate, "-rules", "italian-online", "-rounds", "100000", "-seed", "3", "-format", "json")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var res struct {
		Rounds int64   `json:"rounds"`
		RTP    float64 `json:"rtp"`
		CI95   float64 `json:"ci95"`
		Exact  float64 `json:"exact_rtp"`
		Agrees bool    `json:"agrees"`
		Rate   float64 `json:"rounds_per_second"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	if res.Rounds != 100000 || !res.Agrees || res.Rate <= 0 || res.CI95 <= 0 || res.Exact < 99 || res.Exact > 100 {
		t.Errorf("%+v", res)
	}
	code, out, _ = runStrategy(Simulate, "-rules", "super-punto-banco", "-rounds", "20000", "-seed", "3")
	if code != ExitOK || !strings.Contains(out, "banco") || strings.Contains(out, "DISAGREES") {
		t.Errorf("exit %d: %s", code, out)
	}
}

func TestSimulateBadArguments(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{}, "-rules"},
		{[]string{"-rules", "vegas"}, `unknown rules "vegas"`},
		{[]string{"-rules", "argentine", "-rounds", "1"}, "-rounds 1"},
		// A typo's extra zeros: hours of work, refused at once.
		{[]string{"-rules", "argentine", "-rounds", "1000000000"}, "-rounds 1000000000: want 2 to 200000000"},
		{[]string{"-rules", "super-punto-banco", "-rounds", "100000000"}, "-rounds 100000000: want 2 to 20000000"},
		{[]string{"-rules", "argentine", "-rounds", "ten"}, "-rounds"},
		{[]string{"-rules", "argentine", "-chart", "published"}, "only italian-online publishes a chart"},
		{[]string{"-rules", "italian-online", "-chart", "mine"}, `-chart "mine"`},
		{[]string{"-rules", "super-punto-banco", "-chart", "published"}, "has no chart"},
		{[]string{"-rules", "argentine", "-format", "xml"}, "-format"},
	}
	for _, c := range cases {
		code, out, errs := runStrategy(Simulate, c.args...)
		if code != ExitBadInput || out != "" || !strings.Contains(errs, c.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("simulate %v: exit %d, stdout %q, stderr %q; want 2 and %q", c.args, code, out, errs, c.want)
		}
	}
}
