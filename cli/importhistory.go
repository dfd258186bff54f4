package cli

import (
	"flag"
	"fmt"
	"io"
	"os"

	"sabot/locales"
	"sabot/save"
)

// ImportHistory is `sabot import FILE`: the rounds of a history exported by
// Sabot (the history screen's E, on the desktop or in the browser) added
// to this machine's history, each once (save.RoundLog.Import). It refuses
// to write while the game holds the save folder.
func ImportHistory(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("import", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("dir", "", "the save folder (default: the game's, os.UserConfigDir()/sabot)")
	if err := fs.Parse(args); err != nil {
		return ExitBadInput
	}
	if fs.NArg() != 1 {
		return badInput(stderr, "import: want one history file (history-….json), got %d arguments", fs.NArg())
	}
	data, err := os.ReadFile(fs.Arg(0))
	if err != nil {
		return badInput(stderr, "import: %v", err)
	}
	if *dir == "" {
		if *dir, err = save.DefaultDir(); err != nil {
			fmt.Fprintln(stderr, "sabot: import:", err)
			return ExitFailure
		}
	}
	s := save.Open(*dir)
	st, _ := s.Load(locales.English)
	defer s.Close()
	if s.ReadOnly() {
		fmt.Fprintf(stderr, "sabot: import: Sabot is open on %s: close it first\n", *dir)
		return ExitFailure
	}
	added, skipped, err := st.History.Import(data)
	if err != nil {
		return badInput(stderr, "import %s: %v", fs.Arg(0), err)
	}
	fmt.Fprintf(stdout, "%d rounds added to the history in %s, %d already there\n", added, *dir, skipped)
	return ExitOK
}
