package cli

import (
	"encoding/json"
	"fmt"
	"io"

	"sabot/tutor/counting"
)

// Indices prints the Hi-Lo index plays of a blackjack table, computed
// exactly from shoes depleted in the count's direction (counting.Indices):
// text or json.
func Indices(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	f := newStrategyFlags("indices", "text", "json")
	rs, err := f.parse(args)
	if err != nil {
		return badInput(stderr, "%v", err)
	}
	if !rs.IsBlackjack() {
		return badInput(stderr, "indices: -rules %s: index plays are for the blackjack tables", rs.ID)
	}
	t, err := counting.Indices(rs)
	if err != nil {
		fmt.Fprintf(stderr, "sabot: indices: %v\n", err)
		return ExitFailure
	}
	if f.format == "json" {
		for i := range t.Plays {
			t.Plays[i].Index = roundTo(t.Plays[i].Index, 2)
		}
		out, err := json.MarshalIndent(t, "", "  ")
		if err == nil {
			_, err = stdout.Write(append(out, '\n'))
		}
		if err != nil {
			fmt.Fprintf(stderr, "sabot: indices: %v\n", err)
			return ExitFailure
		}
		return ExitOK
	}
	if err := t.WriteText(stdout); err != nil {
		fmt.Fprintf(stderr, "sabot: indices: %v\n", err)
		return ExitFailure
	}
	return ExitOK
}
