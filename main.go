// Sabot is an offline training game for blackjack and Punto Banco at five
// real casino tables. Run it without arguments for the game window, or with
// a subcommand (see -h) for the command-line tools.
package main

import (
	"fmt"
	"os"

	"sabot/cli"
	"sabot/scenes"
)

const screenshotUsage = "       sabot screenshot -scene NAME [-rules ID] [-lang it|es|en] -out FILE.png   render a scene offscreen\n"

func main() {
	if len(os.Args) > 1 {
		if cmd, ok := cli.Lookup(os.Args[1]); ok {
			os.Exit(cmd.Main(os.Args[2:], os.Stdin, os.Stdout, os.Stderr))
		}
		if os.Args[1] == "screenshot" {
			os.Exit(scenes.ScreenshotMain(os.Args[2:], os.Stdin, os.Stdout, os.Stderr))
		}
		if a := os.Args[1]; a == "-h" || a == "-help" || a == "--help" || a == "help" {
			fmt.Print(cli.Usage() + screenshotUsage)
			return
		}
		fmt.Fprintln(os.Stderr, cli.Unknown(os.Args[1]))
		os.Exit(cli.ExitBadInput)
	}
	if err := scenes.Run(scenes.Options{}); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(cli.ExitFailure)
	}
}
