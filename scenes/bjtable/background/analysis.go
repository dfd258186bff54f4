package background

import (
	"sabot/rules"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

// Analyze computes a table's strategy from its full shoe: the chart,
// the EV of a round, and where the casino publishes a chart, the cells where
// it differs.
func Analyze(rs rules.RuleSet, out chan<- Analysis) {
	an, err := tutor.AnalyzeRules(rs)
	if err != nil {
		out <- Analysis{Err: err}
		return
	}
	res := Analysis{An: an}
	an.Chart()
	res.Full = an.RoundEV()
	if rs.ID == rules.ItalianOnline.ID {
		res.Published = strategy.PublishedChart()
		res.Diffs = an.Differences(res.Published)
	}
	out <- res
}

// Analysis is the table's strategy, computed on another goroutine when
// the table opens and handed over once.
type Analysis struct {
	// An is the exact analysis, Full the EV of a round from a full shoe;
	// where the casino publishes a chart, Published is it and Diffs the
	// cells where it differs. Err tells why the analysis failed.
	An        *tutor.Analysis
	Full      float64
	Published *strategy.Chart
	Diffs     []tutor.ChartDifference
	Err       error
}
