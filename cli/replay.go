package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"sabot/game"

	"sabot/game/blackjack/script"
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
// the steps ran out). With a "procedure" the steps of the opening of the
// table or of a new shoe come first. It exits 0 whenever the script is
// valid, right steps or not.
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
	data, err := readScript(name, stdin)
	if err != nil {
		return badInput(stderr, "replay: %v", err)
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

// MaxScriptBytes is the largest hand script replay reads: a round of eight
// decks with every decision spelled out is a few kilobytes.
const MaxScriptBytes = 1 << 20

// readScript reads a script from the file name, or standard input for "-",
// refusing one larger than MaxScriptBytes before it is all in memory.
func readScript(name string, stdin io.Reader) ([]byte, error) {
	in := stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, fmt.Errorf("cannot read %s: %v", name, err)
		}
		defer f.Close()
		in = f
	}
	data, err := io.ReadAll(io.LimitReader(in, MaxScriptBytes+1))
	if err != nil {
		return nil, fmt.Errorf("cannot read %s: %v", name, err)
	}
	if len(data) > MaxScriptBytes {
		return nil, fmt.Errorf("%s: larger than %d bytes: a hand script is one round", name, MaxScriptBytes)
	}
	return data, nil
}

// replay runs a script at the table its "rules" key names.
func replay(data []byte) (any, error) {
	data = game.TrimBOM(data)
	var head map[string]json.RawMessage
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&head); err != nil {
		trimmed := bytes.TrimSpace(data)
		if len(trimmed) == 0 {
			return nil, fmt.Errorf("script: empty")
		}
		var se *json.SyntaxError
		if errors.As(err, &se) {
			return nil, fmt.Errorf("script: not a JSON object: not valid JSON at byte %d", se.Offset)
		}
		if errors.Is(err, io.ErrUnexpectedEOF) {
			return nil, fmt.Errorf("script: not a JSON object: it ends before its closing brace")
		}
		return nil, fmt.Errorf("script: not a JSON object: want {\"rules\": ...}, not a JSON %s", jsonKind(trimmed[0]))
	}
	raw, ok := head["rules"]
	if !ok {
		return nil, fmt.Errorf("rules: missing")
	}
	var id string
	if err := json.Unmarshal(raw, &id); err != nil {
		return nil, fmt.Errorf("rules: want a string such as %q, not a JSON %s", rules.ItalianClassic.ID, jsonKind(raw[0]))
	}
	rs, err := rules.ByID(id)
	if err != nil {
		return nil, fmt.Errorf("rules: %v", err)
	}
	if rs.Game == rules.PuntoBanco {
		return punto.RunScript(data)
	}
	return script.Run(data)
}

// jsonKind names the kind of JSON value that starts with the byte c.
func jsonKind(c byte) string {
	switch c {
	case '{':
		return "object"
	case '[':
		return "list"
	case '"':
		return "string"
	case 't', 'f':
		return "boolean"
	case 'n':
		return "null"
	}
	return "number"
}
