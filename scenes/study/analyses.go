package study

import (
	"sabot/rules"
	"sabot/tutor"
)

// analysisResult is a table's analysis computed in the background.
type analysisResult struct {
	id  string
	an  *tutor.Analysis
	err error
}

// analyses computes the strategy of tables in the background (50-100 ms a
// table: too long for one frame) and hands each over to the UI goroutine,
// which alone uses it afterwards.
type analyses struct {
	done    map[string]*tutor.Analysis
	pending map[string]bool
	results chan analysisResult
}

func newAnalyses() *analyses {
	return &analyses{done: map[string]*tutor.Analysis{}, pending: map[string]bool{}, results: make(chan analysisResult, 8)}
}

// want starts computing a table's analysis, unless it is done or under way.
func (c *analyses) want(rs rules.RuleSet) {
	if c.done[rs.ID] != nil || c.pending[rs.ID] {
		return
	}
	c.pending[rs.ID] = true
	go func(out chan<- analysisResult) {
		an, err := tutor.AnalyzeRules(rs)
		if err == nil {
			an.Chart()
		}
		out <- analysisResult{id: rs.ID, an: an, err: err}
	}(c.results)
}

// get returns a table's analysis, or nil while it is not ready.
func (c *analyses) get(id string) *tutor.Analysis { return c.done[id] }

// put keeps an analysis made elsewhere.
func (c *analyses) put(an *tutor.Analysis) {
	if an != nil {
		c.done[an.Rules.ID] = an
	}
}

// collect takes the analyses finished since the last call, and returns the
// failures (none is expected: the tables are built in).
func (c *analyses) collect() []analysisResult {
	var failed []analysisResult
	for {
		select {
		case r := <-c.results:
			delete(c.pending, r.id)
			if r.err != nil {
				failed = append(failed, r)
				continue
			}
			c.done[r.id] = r.an
		default:
			return failed
		}
	}
}

// waiting reports whether an analysis is under way.
func (c *analyses) waiting() bool { return len(c.pending) > 0 }
