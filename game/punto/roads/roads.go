package roads

import "sabot/game/punto"

// Rows is the height of both roads, in cells.
const Rows = 6

// Result is the outcome of a coup as the roads record it.
type Result uint8

// The outcomes.
const (
	// None is the zero Result: nothing recorded.
	None Result = iota
	// Banco won.
	Banco
	// Punto won.
	Punto
	// Tie is an Egalité.
	Tie
)

// String returns "B", "P", "T" or "-".
func (r Result) String() string {
	switch r {
	case Banco:
		return "B"
	case Punto:
		return "P"
	case Tie:
		return "T"
	}
	return "-"
}

// Coup is one coup as the scoreboards see it.
type Coup struct {
	// Winner is the side the cards made win.
	Winner Result
	// Natural marks a winning battuta: the winner had 8 or 9 on two cards
	// (on a tie, either hand had).
	Natural bool
	// Points is the winner's score (either score on a tie).
	Points int
}

// FromRecord returns the coup of a record, and false for a coup the roads do
// not show: unfinished, void (Art. 5), or without a winner.
func FromRecord(rec punto.Record) (Coup, bool) {
	if !rec.Done || rec.Void {
		return Coup{}, false
	}
	switch rec.Winner {
	case punto.Punto:
		return Coup{Winner: Punto, Natural: rec.Punto.Natural, Points: rec.Punto.Total}, true
	case punto.Banco:
		return Coup{Winner: Banco, Natural: rec.Banco.Natural, Points: rec.Banco.Total}, true
	case punto.Egalite:
		return Coup{Winner: Tie, Natural: rec.Punto.Natural || rec.Banco.Natural, Points: rec.Punto.Total}, true
	}
	return Coup{}, false
}

// Bead is one cell of the bead plate.
type Bead struct {
	// Col and Row place the cell, from the top left.
	Col, Row int
	// Coup is the coup it shows.
	Coup Coup
}

// BeadPlate lays the coups out in columns of rows cells, top to bottom and
// then left to right, one cell per coup.
func BeadPlate(coups []Coup, rows int) []Bead {
	rows = max(rows, 1)
	out := make([]Bead, len(coups))
	for i, c := range coups {
		out[i] = Bead{Col: i / rows, Row: i % rows, Coup: c}
	}
	return out
}

// Mark is one cell of the big road.
type Mark struct {
	// Col and Row place the cell, from the top left.
	Col, Row int
	// Winner is Banco or Punto; Tie only for a lone cell of ties before the
	// first win of the shoe.
	Winner Result
	// Natural marks a win with a battuta.
	Natural bool
	// Ties counts the Egalités that followed this win (the slash).
	Ties int
}

// BigRoad lays out the coups on a big road rows cells high.
func BigRoad(coups []Coup, rows int) []Mark {
	rows = max(rows, 1)
	var out []Mark
	taken := map[[2]int]bool{}
	leading := 0 // ties before the first win
	colStart := -1
	var last Result
	for _, c := range coups {
		switch c.Winner {
		case Tie:
			if len(out) == 0 {
				leading++
			} else {
				out[len(out)-1].Ties++
			}
			continue
		case Banco, Punto:
		default:
			continue
		}
		var col, row int
		switch {
		case len(out) == 0:
			col, row = 0, 0
		case c.Winner != last:
			// A new column, at the top of the first free column after
			// the last one's start.
			col = colStart + 1
			for taken[[2]int{col, 0}] {
				col++
			}
			row = 0
		default:
			p := out[len(out)-1]
			col, row = p.Col, p.Row+1
			if row >= rows || taken[[2]int{col, row}] || p.Col != colStart {
				// The dragon tail: along the row, to the right.
				col, row = p.Col+1, p.Row
				for taken[[2]int{col, row}] {
					col++
				}
			}
		}
		if len(out) == 0 || c.Winner != last {
			colStart = col
		}
		m := Mark{Col: col, Row: row, Winner: c.Winner, Natural: c.Natural}
		if len(out) == 0 {
			m.Ties = leading
			leading = 0
		}
		out = append(out, m)
		taken[[2]int{col, row}] = true
		last = c.Winner
	}
	if len(out) == 0 && leading > 0 {
		out = append(out, Mark{Winner: Tie, Ties: leading})
	}
	return out
}

// Columns returns how many columns the big road's marks span.
func Columns(marks []Mark) int {
	n := 0
	for _, m := range marks {
		n = max(n, m.Col+1)
	}
	return n
}

// BeadColumns returns how many columns a bead plate of n coups spans.
func BeadColumns(n, rows int) int {
	rows = max(rows, 1)
	return (n + rows - 1) / rows
}

// FirstVisible is the first column to show when only cols columns fit, so
// that the last one is on screen: the road scrolls left as the shoe goes on.
func FirstVisible(columns, cols int) int { return max(0, columns-cols) }

// Tally counts the coups of a shoe.
type Tally struct {
	// Banco, Punto and Ties count the wins of each side and the Egalités.
	Banco, Punto, Ties int
	// Naturals counts the coups won with a battuta.
	Naturals int
}

// Count tallies coups.
func Count(coups []Coup) Tally {
	var t Tally
	for _, c := range coups {
		switch c.Winner {
		case Banco:
			t.Banco++
		case Punto:
			t.Punto++
		case Tie:
			t.Ties++
		}
		if c.Natural {
			t.Naturals++
		}
	}
	return t
}

// Coups returns Tally's total of coups.
func (t Tally) Coups() int { return t.Banco + t.Punto + t.Ties }
