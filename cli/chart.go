package cli

import (
	"encoding/json"
	"fmt"
	"io"

	"sabot/rules"
	"sabot/tutor"
)

// Chart prints the basic strategy chart of a blackjack table computed from
// its full shoe, with the EV margin of each cell (text, csv or json); with
// -published, the chart the table's document publishes (italian-online).
func Chart(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	f := newStrategyFlags("chart", "text", "csv", "json")
	published := f.fs.Bool("published", false, "print the chart the table's document publishes (italian-online)")
	rs, err := f.parse(args)
	if err != nil {
		return badInput(stderr, "%v", err)
	}
	if !rs.IsBlackjack() {
		return badInput(stderr, "chart: -rules %s: charts are for the blackjack tables; try ev", rs.ID)
	}
	var ch *tutor.Chart
	if *published {
		if rs.ID != rules.ItalianOnline.ID {
			return badInput(stderr, "chart: -published: only %s publishes a chart", rules.ItalianOnline.ID)
		}
		ch = tutor.PublishedChart()
	} else {
		an, err := tutor.AnalyzeRules(rs)
		if err != nil {
			fmt.Fprintf(stderr, "sabot: chart: %v\n", err)
			return ExitFailure
		}
		ch = an.Chart()
	}
	switch f.format {
	case "csv":
		err = ch.WriteCSV(stdout)
	case "json":
		var out []byte
		out, err = json.MarshalIndent(ch.JSON(), "", "  ")
		if err == nil {
			_, err = stdout.Write(append(out, '\n'))
		}
	default:
		err = ch.WriteText(stdout)
	}
	if err != nil {
		fmt.Fprintf(stderr, "sabot: chart: %v\n", err)
		return ExitFailure
	}
	return ExitOK
}
