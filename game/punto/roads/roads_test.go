package roads

import (
	"strings"
	"testing"

	"sabot/game/punto"
	"sabot/rules"
)

// coups reads a sequence of results: "B P Pn T" (n: a natural).
func coups(t *testing.T, s string) []Coup {
	t.Helper()
	var out []Coup
	for _, w := range strings.Fields(s) {
		c := Coup{Natural: strings.HasSuffix(w, "n")}
		switch strings.TrimSuffix(w, "n") {
		case "B":
			c.Winner = Banco
		case "P":
			c.Winner = Punto
		case "T":
			c.Winner = Tie
		default:
			t.Fatalf("bad coup %q", w)
		}
		out = append(out, c)
	}
	return out
}

// grid draws a big road as the players see it: B and P, lower case when
// ties followed (the slash), T for ties before the first win, '.' empty.
func grid(marks []Mark, rows int) []string {
	cols := Columns(marks)
	g := make([][]byte, rows)
	for r := range g {
		g[r] = []byte(strings.Repeat(".", cols))
	}
	for _, m := range marks {
		c := m.Winner.String()[0]
		if m.Ties > 0 && m.Winner != Tie {
			c += 'a' - 'A'
		}
		g[m.Row][m.Col] = c
	}
	out := make([]string, rows)
	for r := range g {
		out[r] = string(g[r])
	}
	return out
}

func TestBigRoad(t *testing.T) {
	cases := []struct {
		name  string
		coups string
		want  []string // Rows lines
	}{
		{"empty", "", []string{"", "", "", "", "", ""}},
		{"alternating", "B P B P", []string{
			"BPBP",
			"....",
			"....",
			"....",
			"....",
			"....",
		}},
		{"streaks go down", "B B B P P B", []string{
			"BPB",
			"BP.",
			"B..",
			"...",
			"...",
			"...",
		}},
		{"a tie is a slash on the last win", "B T P P T T B", []string{
			"bPB",
			".p.",
			"...",
			"...",
			"...",
			"...",
		}},
		{"ties before the first win go on it", "T T P B", []string{
			"pB",
			"..",
			"..",
			"..",
			"..",
			"..",
		}},
		{"only ties", "T T", []string{"T", ".", ".", ".", ".", "."}},
		{"the dragon tail turns right at the bottom", "P P P P P P P P B", []string{
			"PB.",
			"P..",
			"P..",
			"P..",
			"P..",
			"PPP",
		}},
		{"a streak that meets a tail turns above it", "P P P P P P P P B P P P P P P B", []string{
			"PBPB",
			"P.P.",
			"P.P.",
			"P.P.",
			"P.PP",
			"PPP.",
		}},
	}
	for _, c := range cases {
		marks := BigRoad(coups(t, c.coups), Rows)
		got := grid(marks, Rows)
		if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("%s: %s\ngot\n%s\nwant\n%s", c.name, c.coups, strings.Join(got, "\n"), strings.Join(c.want, "\n"))
		}
	}
}

func TestBigRoadCountsTiesAndNaturals(t *testing.T) {
	marks := BigRoad(coups(t, "T Bn T T Pn B"), Rows)
	want := []Mark{
		{Col: 0, Row: 0, Winner: Banco, Natural: true, Ties: 3},
		{Col: 1, Row: 0, Winner: Punto, Natural: true},
		{Col: 2, Row: 0, Winner: Banco},
	}
	if len(marks) != len(want) {
		t.Fatalf("%d marks; want %d: %+v", len(marks), len(want), marks)
	}
	for i := range want {
		if marks[i] != want[i] {
			t.Errorf("mark %d = %+v; want %+v", i, marks[i], want[i])
		}
	}
}

// Every win is one cell, no two in the same place, whatever the sequence.
func TestBigRoadCellsAreDistinct(t *testing.T) {
	rng := rules.NewRand(3)
	for n := 0; n < 200; n++ {
		var cs []Coup
		for i := 0; i < 80; i++ {
			cs = append(cs, Coup{Winner: []Result{Banco, Banco, Punto, Punto, Tie}[rng.IntN(5)]})
		}
		marks := BigRoad(cs, Rows)
		seen := map[[2]int]bool{}
		wins := 0
		for _, c := range cs {
			if c.Winner != Tie {
				wins++
			}
		}
		if wins > 0 && len(marks) != wins {
			t.Fatalf("%d wins on %d marks", wins, len(marks))
		}
		for _, m := range marks {
			if m.Row < 0 || m.Row >= Rows {
				t.Fatalf("mark at row %d", m.Row)
			}
			if seen[[2]int{m.Col, m.Row}] {
				t.Fatalf("two marks at %d,%d:\n%s", m.Col, m.Row, strings.Join(grid(marks, Rows), "\n"))
			}
			seen[[2]int{m.Col, m.Row}] = true
		}
	}
}

func TestBeadPlate(t *testing.T) {
	cs := coups(t, "B P T B B P Pn")
	beads := BeadPlate(cs, Rows)
	got := make([]string, Rows)
	for r := range got {
		got[r] = ""
	}
	for c := 0; c < BeadColumns(len(cs), Rows); c++ {
		for r := 0; r < Rows; r++ {
			ch := "."
			for _, b := range beads {
				if b.Col == c && b.Row == r {
					ch = b.Coup.Winner.String()
				}
			}
			got[r] += ch
		}
	}
	want := []string{"BP", "P.", "T.", "B.", "B.", "P."}
	if strings.Join(got, "/") != strings.Join(want, "/") {
		t.Errorf("bead plate %q; want %q", got, want)
	}
	if !beads[6].Coup.Natural || beads[6].Col != 1 || beads[6].Row != 0 {
		t.Errorf("the seventh bead is %+v", beads[6])
	}
}

func TestScrolling(t *testing.T) {
	cases := []struct{ columns, fit, first int }{{0, 10, 0}, {10, 10, 0}, {11, 10, 1}, {25, 10, 15}}
	for _, c := range cases {
		if got := FirstVisible(c.columns, c.fit); got != c.first {
			t.Errorf("FirstVisible(%d, %d) = %d; want %d", c.columns, c.fit, got, c.first)
		}
	}
	if BeadColumns(0, 6) != 0 || BeadColumns(6, 6) != 1 || BeadColumns(7, 6) != 2 {
		t.Error("BeadColumns")
	}
}

func TestCount(t *testing.T) {
	got := Count(coups(t, "B Bn P T Pn T"))
	want := Tally{Banco: 2, Punto: 2, Ties: 2, Naturals: 2}
	if got != want || got.Coups() != 6 {
		t.Errorf("Count = %+v; want %+v", got, want)
	}
}

// The roads read the engine's records: the winner, the winner's natural,
// and nothing for a void or unfinished coup.
func TestFromRecord(t *testing.T) {
	cases := []struct {
		rec  punto.Record
		want Coup
		ok   bool
	}{
		{punto.Record{Done: true, Winner: punto.Banco, Banco: punto.Hand{Total: 9, Natural: true}, Punto: punto.Hand{Total: 3}}, Coup{Winner: Banco, Natural: true, Points: 9}, true},
		{punto.Record{Done: true, Winner: punto.Punto, Banco: punto.Hand{Total: 8, Natural: true}, Punto: punto.Hand{Total: 9}}, Coup{Winner: Punto, Points: 9}, true},
		{punto.Record{Done: true, Winner: punto.Egalite, Punto: punto.Hand{Total: 8, Natural: true}, Banco: punto.Hand{Total: 8, Natural: true}}, Coup{Winner: Tie, Natural: true, Points: 8}, true},
		{punto.Record{Done: true, Blank: true, Winner: punto.Punto, Punto: punto.Hand{Total: 6}}, Coup{Winner: Punto, Points: 6}, true},
		{punto.Record{Done: true, Void: true, Winner: punto.Punto}, Coup{}, false},
		{punto.Record{Done: false, Winner: punto.Punto}, Coup{}, false},
		{punto.Record{Done: true}, Coup{}, false},
	}
	for i, c := range cases {
		got, ok := FromRecord(c.rec)
		if got != c.want || ok != c.ok {
			t.Errorf("case %d: %+v, %v; want %+v, %v", i, got, ok, c.want, c.ok)
		}
	}
}

// A whole shoe played through the engine: the roads hold every finished
// coup, and the big road has one cell per Banco or Punto win.
func TestAShoeFromTheEngine(t *testing.T) {
	tb, err := punto.NewTable(rules.SuperPuntoBanco, rules.NewRand(11))
	if err != nil {
		t.Fatal(err)
	}
	var cs []Coup
	for tb.Shoes() <= 1 {
		r, err := tb.Deal([]punto.Bet{{Position: 3, On: punto.Punto, Amount: rules.Units(10)}})
		if err != nil {
			t.Fatal(err)
		}
		if tb.Shoes() > 1 {
			break
		}
		if _, err := r.PlayOut(nil); err != nil {
			t.Fatal(err)
		}
		if c, ok := FromRecord(r.Record()); ok {
			cs = append(cs, c)
		}
	}
	if len(cs) < 50 {
		t.Fatalf("a shoe of %d coups", len(cs))
	}
	tally := Count(cs)
	marks := BigRoad(cs, Rows)
	if len(marks) != tally.Banco+tally.Punto {
		t.Errorf("%d marks for %d wins", len(marks), tally.Banco+tally.Punto)
	}
	ties := 0
	for _, m := range marks {
		ties += m.Ties
	}
	if ties != tally.Ties {
		t.Errorf("%d slashes for %d ties", ties, tally.Ties)
	}
}
