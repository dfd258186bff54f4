package cli

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"

	"sabot/game/blackjack"
	"sabot/game/punto"
	"sabot/rules"
)

// Replay plays one round from a hand script (a file, or - for stdin) and
// prints its record as JSON. A bad script prints one line naming the field
// and the reason, and exits 2.
//
// A script with "dealer_steps" is a dealer-school round: the student's
// dealer steps are checked one by one, and the record's "school" carries
// the verdict (steps right, the first wrong one with its article, or where
// the steps ran out). It exits 0 whenever the script is valid, right steps
// or not.
func Replay(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	if err := fs.Parse(args); err != nil {
		return badInput(stderr, "replay: %v", err)
	}
	if fs.NArg() != 1 {
		return badInput(stderr, "replay: want one script file, or - for standard input")
	}
	name := fs.Arg(0)
	var data []byte
	var err error
	if name == "-" {
		data, err = io.ReadAll(stdin)
	} else {
		data, err = os.ReadFile(name)
	}
	if err != nil {
		return badInput(stderr, "replay: cannot read %s: %v", name, err)
	}
	rec, err := replay(data)
	if err != nil {
		return badInput(stderr, "%v", err)
	}
	out, err := json.MarshalIndent(rec, "", "  ")
	if err != nil {
		fmt.Fprintf(stderr, "sabot: replay: %v\n", err)
		return ExitFailure
	}
	stdout.Write(append(out, '\n'))
	return ExitOK
}

// replay runs a script at the table its "rules" key names.
func replay(data []byte) (any, error) {
	var head struct {
		Rules *string `json:"rules"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&head); err != nil {
		if len(bytes.TrimSpace(data)) == 0 {
			return nil, fmt.Errorf("script: empty")
		}
		return nil, fmt.Errorf("script: not a JSON object: %v", err)
	}
	if head.Rules == nil {
		return nil, fmt.Errorf("rules: missing")
	}
	rs, err := rules.ByID(*head.Rules)
	if err != nil {
		return nil, fmt.Errorf("rules: %v", err)
	}
	if rs.Game == rules.PuntoBanco {
		return punto.RunScript(data)
	}
	return blackjack.RunScript(data)
}
