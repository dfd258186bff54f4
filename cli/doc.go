// Package cli implements Sabot's command-line subcommands (replay, chart,
// ev, advise, indices, spread, simulate) as functions of their arguments and streams, so that
// main.go only dispatches and tests can run every command in process.
//
// Exit codes: 0 on success, 2 on bad input (one line on stderr naming the
// argument or field and the reason, nothing on stdout), 1 on an internal
// failure.
package cli
