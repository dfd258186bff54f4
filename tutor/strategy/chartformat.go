package strategy

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"

	"sabot/rules"
)

// UpLabel is an up-card's column label: "2"-"9", "10", "A".
func UpLabel(u int) string {
	switch u {
	case 1:
		return "A"
	case 10:
		return "10"
	}
	return strconv.Itoa(u)
}

// ChartRow is one printed row of a chart.
type ChartRow struct {
	// Section is "hard", "soft", "pair" or (argentine) "soft-drawn".
	Section string `json:"section"`
	// Hand is the row's hand: "16", "A7", "88", "TT", "AA".
	Hand string `json:"hand"`
	// Cells maps each up-card ("2"-"10", "A") to the cell's code.
	Cells map[string]string `json:"cells"`
	// Margins maps each up-card to the cell's EV margin per initial unit
	// (omitted for a chart typed in from a document).
	Margins map[string]float64 `json:"margins,omitempty"`

	// ByUp holds the row's cells by up-card value.
	ByUp [11]Cell `json:"-"`
	// EVs are a computed chart's EVs behind the cells (nil for a chart typed
	// in from a document).
	EVs *[11]CellEVs `json:"-"`
}

// ChartJSON is the machine-readable form of a chart.
type ChartJSON struct {
	// Rules is the rule set's id.
	Rules string `json:"rules"`
	// Name is where the chart comes from ("computed", or the document).
	Name string `json:"chart"`
	// Rows are the chart's rows, see Chart.Rows.
	Rows []ChartRow `json:"rows"`
}

// Rows returns the chart's printed rows, in the order of the seed's table:
// hard 4-20, soft A2-A9 (at the argentine table the declarations of A2-A9,
// then the soft-drawn totals), pairs 22-TT and AA.
func (ch *Chart) Rows() []ChartRow {
	var rows []ChartRow
	add := func(sec Section, hand string, cells *[11]Cell, evs *[11]CellEVs) {
		r := ChartRow{Section: sec.String(), Hand: hand, Cells: map[string]string{}, ByUp: *cells}
		if ch.EVs != nil {
			r.Margins = map[string]float64{}
			r.EVs = evs
		}
		for u := 1; u <= 10; u++ {
			r.Cells[UpLabel(u)] = cells[u].String()
			if r.Margins != nil {
				r.Margins[UpLabel(u)] = round(cells[u].Margin, 6)
			}
		}
		rows = append(rows, r)
	}
	ev := ch.EVs
	if ev == nil {
		ev = &ChartEVs{}
	}
	for t := 4; t <= 20; t++ {
		add(SectionHard, strconv.Itoa(t), &ch.Hard[t], &ev.Hard[t])
	}
	for x := 2; x <= 9; x++ {
		if ch.Rules.AceDeclaration {
			add(SectionSoft, "A"+ValueLetter(x), &ch.Ace[x], &ev.Ace[x])
		} else {
			add(SectionSoft, "A"+ValueLetter(x), &ch.Soft[11+x], &ev.Soft[11+x])
		}
	}
	if ch.Rules.AceDeclaration {
		for x := 2; x <= 9; x++ {
			add(SectionSoftDrawn, "A"+ValueLetter(x), &ch.Soft[11+x], &ev.Soft[11+x])
		}
	}
	for p := 2; p <= 10; p++ {
		add(SectionPair, ValueLetter(p)+ValueLetter(p), &ch.Pair[p], &ev.Pair[p])
	}
	add(SectionPair, "AA", &ch.Pair[1], &ev.Pair[1])
	return rows
}

// JSON returns the chart in its machine-readable form.
func (ch *Chart) JSON() ChartJSON {
	return ChartJSON{Rules: ch.Rules.ID, Name: ch.Name, Rows: ch.Rows()}
}

func round(x float64, places int) float64 {
	p := 1.0
	for i := 0; i < places; i++ {
		p *= 10
	}
	if x < 0 {
		return -float64(int64(-x*p+0.5)) / p
	}
	return float64(int64(x*p+0.5)) / p
}

// Letters are the letters a chart writes its codes in, by Code, with the
// line that says what they mean and the line of the argentine ace.
type Letters struct {
	Code      [len(codeNames)]string
	Legend    string
	AceLegend string
}

// BookLetters are the letters of the English books, the codes' own: H hit,
// S stand, D double, Ds double else stand, P split.
var BookLetters = Letters{
	Code:      codeNames,
	Legend:    "H hit, S stand, D double (else hit), Ds double (else stand), P split",
	AceLegend: "1/11 declare the ace, then the code",
}

// PublishedLetters are the letters of the chart the online table
// publishes (seeds/003: "T = tiro, S = sto, R = raddoppio, D = divido
// (Split)"), and Rs for "raddoppio, altrimenti sto": its chart keeps them in
// every language.
var PublishedLetters = Letters{
	Code:   [len(codeNames)]string{"", "T", "S", "R", "Rs", "D"},
	Legend: "T = tiro, S = sto, R = raddoppio, D = divido (Split)",
}

// Letter returns the code's letters in l: "H", "T", "Dp".
func (c Code) Letter(l Letters) string {
	if int(c) < len(l.Code) && l.Code[c] != "" {
		return l.Code[c]
	}
	return c.String()
}

// In returns the cell as the chart prints it in letters l: "T", "11S".
func (c Cell) In(l Letters) string {
	if c.Ace != rules.AceUndeclared {
		return c.Ace.String() + c.Code.Letter(l)
	}
	return c.Code.Letter(l)
}

// Published reports whether the chart is the one the online table's
// document publishes (PublishedChart).
func (ch *Chart) Published() bool { return ch.Name == publishedName }

// WriteText writes the chart as a table per section, codes first, then (for
// a computed chart) the EV margin of each cell in percent of the initial
// bet, in the English books' letters.
func (ch *Chart) WriteText(w io.Writer) error { return ch.WriteTextIn(w, BookLetters) }

// WriteTextIn is WriteText in letters l (a language's, sabot chart -lang).
func (ch *Chart) WriteTextIn(w io.Writer, l Letters) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s chart, %d decks\n", ch.Rules.ID, ch.Name, ch.Rules.Decks)
	b.WriteString(l.Legend)
	if ch.Rules.AceDeclaration && l.AceLegend != "" {
		b.WriteString(";\n" + l.AceLegend)
	}
	b.WriteString("\n")
	rows := ch.Rows()
	write := func(margins bool) {
		sec := ""
		for _, r := range rows {
			if r.Section != sec {
				sec = r.Section
				fmt.Fprintf(&b, "\n%-10s", sec)
				for _, u := range UpColumns {
					fmt.Fprintf(&b, " %6s", UpLabel(u))
				}
				b.WriteString("\n")
			}
			fmt.Fprintf(&b, "%-10s", r.Hand)
			for _, u := range UpColumns {
				if margins {
					fmt.Fprintf(&b, " %6.2f", 100*r.ByUp[u].Margin)
				} else {
					fmt.Fprintf(&b, " %6s", r.ByUp[u].In(l))
				}
			}
			b.WriteString("\n")
		}
	}
	write(false)
	if ch.EVs != nil {
		b.WriteString("\nEV margin of each cell: what the cheapest other choice loses, % of the initial bet\n")
		write(true)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteCSV writes the chart as CSV: section, hand, up, code, margin (per
// initial unit; empty for a chart typed in from a document).
func (ch *Chart) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	if err := cw.Write([]string{"section", "hand", "up", "code", "margin"}); err != nil {
		return err
	}
	for _, r := range ch.Rows() {
		for _, u := range UpColumns {
			m := ""
			if ch.EVs != nil {
				m = strconv.FormatFloat(r.ByUp[u].Margin, 'f', 6, 64)
			}
			if err := cw.Write([]string{r.Section, r.Hand, UpLabel(u), r.ByUp[u].String(), m}); err != nil {
				return err
			}
		}
	}
	cw.Flush()
	return cw.Error()
}
