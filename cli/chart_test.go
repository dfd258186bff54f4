package cli

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"io"
	"strings"
	"testing"
)

// runStrategy runs one of the strategy commands in process.
func runStrategy(cmd func([]string, io.Reader, io.Writer, io.Writer) int, args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = cmd(args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

// badArgs checks that a command refuses args with exit 2, nothing on
// stdout, and one line on stderr naming what.
func badArgs(t *testing.T, cmd func([]string, io.Reader, io.Writer, io.Writer) int, what string, args ...string) {
	t.Helper()
	code, out, errs := runStrategy(cmd, args...)
	if code != ExitBadInput || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, what) {
		t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and one line naming %q", args, code, out, errs, what)
	}
}

type chartOut struct {
	Rules string `json:"rules"`
	Rows  []struct {
		Section string             `json:"section"`
		Hand    string             `json:"hand"`
		Cells   map[string]string  `json:"cells"`
		Margins map[string]float64 `json:"margins"`
	} `json:"rows"`
}

func (c chartOut) cell(section, hand, up string) string {
	for _, r := range c.Rows {
		if r.Section == section && r.Hand == hand {
			return r.Cells[up]
		}
	}
	return ""
}

func TestChartJSON(t *testing.T) {
	cases := []struct {
		rules, section, hand, up, want string
	}{
		{"italian-online", "hard", "11", "10", "H"}, // no hole card: 11 v 10 hits
		{"italian-online", "hard", "11", "9", "D"},
		{"italian-online", "soft", "A7", "4", "Ds"},
		{"italian-online", "pair", "AA", "10", "P"},
		{"italian-online", "pair", "88", "A", "H"},
		{"italian-classic", "soft", "A6", "5", "H"}, // 9-11 only
		{"italian-shuffler", "hard", "8", "6", "H"},
		{"argentine", "soft", "A7", "9", "11S"},
		{"argentine", "soft", "A4", "6", "1H"},
		{"argentine", "soft-drawn", "A7", "9", "H"},
		{"argentine", "hard", "10", "6", "H"}, // 11 only doubles
	}
	charts := map[string]chartOut{}
	for _, c := range cases {
		ch, ok := charts[c.rules]
		if !ok {
			code, out, errs := runStrategy(Chart, "-rules", c.rules, "-format", "json")
			if code != ExitOK {
				t.Fatalf("chart -rules %s: exit %d: %s", c.rules, code, errs)
			}
			if err := json.Unmarshal([]byte(out), &ch); err != nil {
				t.Fatalf("chart -rules %s: not JSON: %v", c.rules, err)
			}
			charts[c.rules] = ch
			if ch.Rules != c.rules {
				t.Errorf("chart -rules %s: rules %q", c.rules, ch.Rules)
			}
			for _, r := range ch.Rows {
				if len(r.Cells) != 10 || len(r.Margins) != 10 || r.Cells["A"] == "" || r.Cells["10"] == "" {
					t.Errorf("chart -rules %s: row %s %s: cells %v", c.rules, r.Section, r.Hand, r.Cells)
				}
			}
		}
		if got := ch.cell(c.section, c.hand, c.up); got != c.want {
			t.Errorf("chart -rules %s: %s %s v %s = %q; want %q", c.rules, c.section, c.hand, c.up, got, c.want)
		}
	}
}

func TestChartTextCSVAndPublished(t *testing.T) {
	code, out, _ := runStrategy(Chart, "-rules", "italian-classic")
	if code != ExitOK || !strings.Contains(out, "italian-classic: computed chart") || !strings.Contains(out, "EV margin") {
		t.Errorf("chart text: exit %d\n%s", code, out)
	}
	code, out, _ = runStrategy(Chart, "-rules", "italian-shuffler", "-format", "csv")
	recs, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	// 17 hard + 8 soft + 10 pair rows, 10 up-cards each, and the header.
	if code != ExitOK || err != nil || len(recs) != 1+35*10 || strings.Join(recs[0], ",") != "section,hand,up,code,margin" {
		t.Errorf("chart csv: exit %d, %d records, err %v", code, len(recs), err)
	}
	code, out, _ = runStrategy(Chart, "-rules", "italian-online", "-published", "-format", "json")
	var ch chartOut
	if code != ExitOK || json.Unmarshal([]byte(out), &ch) != nil || ch.cell("hard", "11", "10") != "D" || ch.cell("pair", "AA", "10") != "H" {
		t.Errorf("chart -published: exit %d\n%s", code, out)
	}
}

func TestChartBadArguments(t *testing.T) {
	badArgs(t, Chart, "-rules")
	badArgs(t, Chart, "-rules", "-rules", "nowhere")
	badArgs(t, Chart, "-format", "-rules", "argentine", "-format", "xml")
	badArgs(t, Chart, "-rules", "-rules", "super-punto-banco")
	badArgs(t, Chart, "-published", "-rules", "argentine", "-published")
	badArgs(t, Chart, "extra", "-rules", "argentine", "extra")
	badArgs(t, Chart, "-bogus", "-bogus")
}
