package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"

	"sabot/locales"
	"sabot/rules"
	"sabot/tutor"
	"sabot/tutor/strategy"
	"sabot/words"
)

// Chart prints the basic strategy chart of a blackjack table computed from
// its full shoe, with the EV margin of each cell (text, csv or json); with
// -published, the chart the table's document publishes (italian-online).
// The text is in the English books' letters (H, S, D, Ds, P); with -lang it
// or es in the language's (T, S, R, Rs, P; C, S, D, Ds, A), and the
// published chart then in its casino's (T, S, R, D). CSV and JSON keep the
// codes.
func Chart(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	f := newStrategyFlags("chart", "text", "csv", "json")
	defer noCollection()()
	published := f.fs.Bool("published", false, "print the chart the table's document publishes (italian-online)")
	lang := f.fs.String("lang", "", "the letters of the text: it, es or en (default the English books')")
	rs, err := f.parse(args)
	if err != nil {
		return badInput(stderr, "%v", err)
	}
	if *lang != "" && !locales.Lang(*lang).Valid() {
		return badInput(stderr, "chart: -lang %q: want it, es or en", *lang)
	}
	if !rs.IsBlackjack() {
		return badInput(stderr, "chart: -rules %s: charts are for the blackjack tables; try ev", rs.ID)
	}
	var ch *strategy.Chart
	if *published {
		if rs.ID != rules.ItalianOnline.ID {
			return badInput(stderr, "chart: -published: only %s publishes a chart", rules.ItalianOnline.ID)
		}
		ch = strategy.PublishedChart()
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
		letters := strategy.BookLetters
		if *lang != "" {
			b, lerr := locales.Load()
			if lerr != nil {
				fmt.Fprintf(stderr, "sabot: chart: %v\n", lerr)
				return ExitFailure
			}
			letters = words.ChartLetters(b.Locale(locales.Lang(*lang)), ch)
		}
		err = ch.WriteTextIn(stdout, letters)
	}
	if err != nil {
		fmt.Fprintf(stderr, "sabot: chart: %v\n", err)
		return ExitFailure
	}
	return ExitOK
}

// strategyFlags are the flags shared by chart, ev and advise.
type strategyFlags struct {
	fs      *flag.FlagSet
	rules   string
	format  string
	formats []string
}

func newStrategyFlags(name string, formats ...string) *strategyFlags {
	f := &strategyFlags{fs: flag.NewFlagSet(name, flag.ContinueOnError), formats: formats}
	f.fs.SetOutput(io.Discard)
	f.fs.StringVar(&f.rules, "rules", "", "the table: "+strings.Join(rules.IDs(), ", "))
	f.fs.StringVar(&f.format, "format", "text", "output format: "+strings.Join(formats, ", "))
	return f
}

// parse parses args and checks -rules and -format; the error is the one
// line to print, naming the argument.
func (f *strategyFlags) parse(args []string) (rules.RuleSet, error) {
	name := f.fs.Name()
	if err := f.fs.Parse(args); err != nil {
		return rules.RuleSet{}, fmt.Errorf("%s: %v", name, err)
	}
	if f.fs.NArg() > 0 {
		return rules.RuleSet{}, fmt.Errorf("%s: unexpected argument %q (flags only)", name, f.fs.Arg(0))
	}
	if f.rules == "" {
		return rules.RuleSet{}, fmt.Errorf("%s: -rules: missing; want one of %s", name, strings.Join(rules.IDs(), ", "))
	}
	rs, err := rules.ByID(f.rules)
	if err != nil {
		return rules.RuleSet{}, fmt.Errorf("%s: -rules: %v", name, err)
	}
	ok := false
	for _, x := range f.formats {
		ok = ok || x == f.format
	}
	if !ok {
		return rules.RuleSet{}, fmt.Errorf("%s: -format %q: want %s", name, f.format, strings.Join(f.formats, ", "))
	}
	return rs, nil
}

// round4 rounds to four decimals, for printed EVs.
func round4(x float64) float64 { return roundTo(x, 4) }

func roundTo(x float64, places int) float64 {
	p := 1.0
	for i := 0; i < places; i++ {
		p *= 10
	}
	if x < 0 {
		return -float64(int64(-x*p+0.5)) / p
	}
	return float64(int64(x*p+0.5)) / p
}
