package strategy

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// seedRows reads the strategy rows of seeds/003 between the lines start and
// end, in this package's notation: "da 4 a 8" is 4-8, "A e 7" A7, "10 e 10"
// TT, "2 e 2" 22.
func seedRows(t *testing.T, start, end string) []string {
	t.Helper()
	files, _ := filepath.Glob("../../../shared/seeds/003_*.txt")
	if len(files) == 0 {
		t.Skip("seeds/003 is not in ../shared/seeds beside the repository: the chart is not checked against it")
	}
	data, err := os.ReadFile(files[0])
	if errors.Is(err, fs.ErrNotExist) || err != nil {
		t.Fatal(err)
	}
	text := string(data)
	i := strings.Index(text, start)
	j := strings.Index(text[i+1:], end)
	if i < 0 || j < 0 {
		t.Fatalf("seeds/003: %q … %q not found", start, end)
	}
	var rows []string
	for _, line := range strings.Split(text[i:i+1+j], "\n") {
		f := strings.Fields(line)
		if len(f) < 11 {
			continue
		}
		cells := f[len(f)-10:]
		if strings.Trim(strings.Join(cells, ""), "TSRD") != "" {
			continue // prose, not a row of the table
		}
		hand := strings.Join(f[:len(f)-10], " ")
		switch {
		case hand == "da 4 a 8":
			hand = "4-8"
		case strings.Contains(hand, " e "):
			p := strings.Split(hand, " e ")
			if p[0] == "10" {
				p[0], p[1] = "T", "T"
			}
			hand = p[0] + p[1]
		}
		rows = append(rows, hand+" "+strings.Join(cells, " "))
	}
	return rows
}

// chartRows are the rows of a chart constant, one space between fields.
func chartRows(text string) []string {
	var rows []string
	for _, line := range strings.Split(strings.TrimSpace(text), "\n")[1:] {
		rows = append(rows, strings.Join(strings.Fields(line), " "))
	}
	return rows
}

// seeds/003 "RTP e strategia base" and "Disconnessioni e inattività": both
// tables are typed in exactly as the document prints them.
func TestRTPEStrategiaBaseAndDisconnessioni_TablesAsPrinted(t *testing.T) {
	for _, c := range []struct {
		name, start, end, text string
	}{
		{"published", "RTP E STRATEGIA BASE", "DISCONNESSIONI E INATTIVIT", publishedOnline},
		{"idle", "seguenti eccezioni", "Terminata la giocata", idleOnline},
	} {
		got, want := chartRows(c.text), seedRows(t, c.start, c.end)
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: the chart's rows\n%s\nthe document's\n%s", c.name, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}
