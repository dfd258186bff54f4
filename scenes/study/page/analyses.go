package page

import (
	"sabot/rules"
	"sabot/tutor"
)

// Result is a table's analysis computed in the background.
type Result struct {
	// ID is the table's, An its analysis, Err why it failed.
	ID  string
	An  *tutor.Analysis
	Err error
}

// Analyses computes the strategy of tables in the background (50-100 ms a
// table: too long for one frame) and hands each over to the UI goroutine,
// which alone uses it afterwards.
type Analyses struct {
	done    map[string]*tutor.Analysis
	pending map[string]bool
	results chan Result
}

// NewAnalyses makes an empty set, nothing under way.
func NewAnalyses() *Analyses {
	return &Analyses{done: map[string]*tutor.Analysis{}, pending: map[string]bool{}, results: make(chan Result, 8)}
}

// Want starts computing a table's analysis, unless it is done or under way.
func (c *Analyses) Want(rs rules.RuleSet) {
	if c.done[rs.ID] != nil || c.pending[rs.ID] {
		return
	}
	c.pending[rs.ID] = true
	go func(out chan<- Result) {
		an, err := tutor.AnalyzeRules(rs)
		if err == nil {
			an.Chart()
		}
		out <- Result{ID: rs.ID, An: an, Err: err}
	}(c.results)
}

// Get returns a table's analysis, or nil while it is not ready.
func (c *Analyses) Get(id string) *tutor.Analysis { return c.done[id] }

// Put keeps an analysis made elsewhere.
func (c *Analyses) Put(an *tutor.Analysis) {
	if an != nil {
		c.done[an.Rules.ID] = an
	}
}

// Collect takes the Analyses finished since the last call, and returns the
// failures (none is expected: the tables are built in).
func (c *Analyses) Collect() []Result {
	var failed []Result
	for {
		select {
		case r := <-c.results:
			delete(c.pending, r.ID)
			if r.Err != nil {
				failed = append(failed, r)
				continue
			}
			c.done[r.ID] = r.An
		default:
			return failed
		}
	}
}

// Waiting reports whether an analysis is under way.
func (c *Analyses) Waiting() bool { return len(c.pending) > 0 }
