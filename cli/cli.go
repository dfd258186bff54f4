package cli

import (
	"fmt"
	"io"
	"runtime/debug"
	"strings"

	"sabot/game"
)

// Exit codes of every subcommand.
const (
	ExitOK       = 0
	ExitFailure  = 1
	ExitBadInput = 2
)

// Command is one subcommand of sabot.
type Command struct {
	// Name is the word that selects the command, e.g. "replay".
	Name string
	// Usage is a one-line synopsis, e.g. "replay FILE|-".
	Usage string
	// Run executes the command with the arguments after its name.
	Run func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

// Commands returns every subcommand, in the order of the usage text.
func Commands() []Command {
	return []Command{
		{Name: "replay", Usage: "replay FILE|-   play one round from a hand script and print its record as JSON (with dealer_steps: check a dealer-school student's steps)", Run: Replay},
		{Name: "chart", Usage: "chart -rules ID [-format text|csv|json] [-published]   a table's basic strategy chart with the EV margin of each cell", Run: Chart},
		{Name: "ev", Usage: "ev -rules ID [-format text|json]   a table's returns to player (Punto Banco: each bet's chance and house edge)", Run: EV},
		{Name: "advise", Usage: "advise -rules ID -hand CARDS -up CARD [-seen CARDS] [-ace 1|11] [-split] [-hands N] [-format text|json]   the EV of each action, best first", Run: Advise},
		{Name: "indices", Usage: "indices -rules ID [-format text|json]   the Hi-Lo index plays: the true count at which each play's best action changes, computed exactly", Run: Indices},
		{Name: "spread", Usage: "spread -rules ID [-rounds N] [-seed S] [-ramp TC:UNITS,...] [-format text|json]   a Hi-Lo counter betting a ramp: his advantage and net per 100 rounds, simulated", Run: Spread},
		{Name: "import", Usage: "import [-dir DIR] FILE   add the rounds of a history exported by Sabot (on the desktop or in the browser) to this machine's history, each once", Run: ImportHistory},
		{Name: "simulate", Usage: "simulate -rules ID [-rounds N] [-seed S] [-chart computed|published] [-format text|json]   play rounds through the engine: return to player with its 95% interval, against the exact figure", Run: Simulate},
	}
}

// Main runs the command as `sabot NAME ARGS` does: -h, -help or --help
// prints its usage on stdout and exits 0 (a help asked for is no error).
func (c Command) Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if HelpAsked(args) {
		fmt.Fprintf(stdout, "usage: sabot %s\n", c.Usage)
		return ExitOK
	}
	return c.Run(args, stdin, stdout, stderr)
}

// HelpAsked reports whether the arguments ask for a command's usage: -h,
// -help or --help among its flags (before a "--").
func HelpAsked(args []string) bool {
	for _, a := range args {
		switch a {
		case "--":
			return false
		case "-h", "-help", "--help", "--h":
			return true
		}
	}
	return false
}

// Unknown is the one line printed for a command that does not exist.
func Unknown(name string) string {
	return fmt.Sprintf("sabot: unknown command %q: sabot -h lists the commands", game.Clip(name, 40))
}

// Lookup returns the subcommand called name.
func Lookup(name string) (Command, bool) {
	for _, c := range Commands() {
		if c.Name == name {
			return c, true
		}
	}
	return Command{}, false
}

// Usage is the text printed for `sabot -h`.
func Usage() string {
	var b strings.Builder
	b.WriteString("usage: sabot                    start the game window\n")
	for _, c := range Commands() {
		fmt.Fprintf(&b, "       sabot %s\n", c.Usage)
	}
	return b.String()
}

// maxErrorLine is the most characters of an error line: whatever a script
// holds, the line stays a line.
const maxErrorLine = 400

// badInput prints one line naming what was wrong and returns ExitBadInput.
// The line is cut at maxErrorLine characters: a message that quotes the
// input never echoes megabytes of it.
func badInput(stderr io.Writer, format string, args ...any) int {
	msg := fmt.Sprintf(format, args...)
	msg = game.Clip(strings.ReplaceAll(msg, "\n", " "), maxErrorLine)
	fmt.Fprintln(stderr, "sabot: "+msg)
	return ExitBadInput
}

// noCollection turns the garbage collector off for a command that analyzes
// a table and returns, and gives back the function that turns it on again:
// the analysis allocates 10-30 MB and is done in a few tens of
// milliseconds, the collector's cycles would cost a few of them and stop
// the cores that compute (docs/PERFORMANCE.md, "Analysis").
func noCollection() (restore func()) {
	old := debug.SetGCPercent(-1)
	return func() { debug.SetGCPercent(old) }
}
