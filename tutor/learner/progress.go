package learner

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"time"

	"sabot/rules"
	"sabot/tutor/strategy"
)

// ProgressVersion is the version of the saved progress format. Version 2
// is a progress that holds a bankroll point in another currency than the
// euro: an older Sabot would draw its pesos on the euros' curve, so it
// keeps its hands off it. A progress whose points are all in euros is
// written as version 1, which an older Sabot reads right (it ignores the
// points' currency): FileVersion.
const ProgressVersion = 2

// euro is the currency of a bankroll point that names none.
const euro = "EUR"

// Limits of the saved history, so the file stays small.
const (
	maxSessions = 200
	maxBankroll = 2000
)

// The largest counts a saved progress may hold. No player comes near them
// (a decision a second for thirty years is 1e9), and below them adding
// decisions and summing the tables can neither overflow an int nor make
// the cost infinite, so that a progress that loads always saves again.
const (
	// MaxDecisions is the most decisions of a table, a cell or a session.
	MaxDecisions = 1_000_000_000_000
	// MaxCost is the most EV lost there, in initial bets.
	MaxCost = 1e12
)

// Counts are a player's graded decisions: how many, how many right, and the
// EV they lost.
type Counts struct {
	Decisions int `json:"decisions"`
	Correct   int `json:"correct"`
	// Cost is the EV lost by the decisions, summed, in initial bets (a
	// mistake costing 2.5% of the bet adds 0.025).
	Cost float64 `json:"cost"`
}

// Accuracy is the share of right decisions, 0-1 (0 with no decision).
func (c Counts) Accuracy() float64 {
	if c.Decisions == 0 {
		return 0
	}
	return float64(c.Correct) / float64(c.Decisions)
}

// EVLostPer100 is the EV lost per 100 decisions, in initial bets.
func (c Counts) EVLostPer100() float64 {
	if c.Decisions == 0 {
		return 0
	}
	return 100 * c.Cost / float64(c.Decisions)
}

func (c *Counts) add(correct bool, cost float64) {
	c.Decisions++
	if correct {
		c.Correct++
	}
	c.Cost += cost
}

// SpotStats are the decisions at one chart cell.
type SpotStats struct {
	Counts
	// Streak is the number of right decisions in a row, now.
	Streak int `json:"streak"`
}

// Misses is the number of wrong decisions.
func (s SpotStats) Misses() int { return s.Decisions - s.Correct }

// TableStats are the decisions at one table.
type TableStats struct {
	Counts
	// Spots maps Spot.Key to the cell's decisions.
	Spots map[string]*SpotStats `json:"spots"`
}

// Session is one sitting at a table, in one mode.
type Session struct {
	Start time.Time `json:"start"`
	End   time.Time `json:"end"`
	Table string    `json:"table"`
	// Mode is "play" or "drill".
	Mode string `json:"mode"`
	Counts
}

// BankrollPoint is the bankroll after a round in play mode, in the
// currency of the round's table.
type BankrollPoint struct {
	At       time.Time   `json:"at"`
	Table    string      `json:"table"`
	Bankroll rules.Money `json:"bankroll"`
	// Currency is the ISO 4217 code of Bankroll; "" (a point saved before
	// the bankrolls were kept apart, at any table) is the euro.
	Currency string `json:"currency,omitempty"`
}

// In returns the point's currency: Currency, or "EUR" for none.
func (b BankrollPoint) In() string {
	if b.Currency == "" {
		return euro
	}
	return b.Currency
}

// Decision is one graded decision, as the trainer records it.
type Decision struct {
	// Table is the rule set's id.
	Table string
	// Spot is the decision's chart cell; HasSpot is false for a decision
	// without one (insurance, a hand of 21).
	Spot    strategy.Spot
	HasSpot bool
	// Correct and Cost (in initial bets) grade it.
	Correct bool
	Cost    float64
	// At is when it was made.
	At time.Time
}

// Progress is what the trainer keeps of a player: his decisions per table
// and per chart cell, his sessions and his bankroll over time. It is saved
// as JSON with the rest of the game's files.
type Progress struct {
	Version  int                    `json:"version"`
	Tables   map[string]*TableStats `json:"tables"`
	Sessions []Session              `json:"sessions"`
	Bankroll []BankrollPoint        `json:"bankroll"`
	// Schools is the dealer school's record by table (read it with
	// School); absent from files saved before the school.
	Schools map[string]*SchoolStats `json:"school,omitempty"`
	// Counting is the counting drills' record by table (read it with
	// CountingAt); absent from files saved before them.
	Counting map[string]*CountingStats `json:"counting,omitempty"`
	// Courses is the course's record by table (read it with CourseAt);
	// absent from files saved before the course.
	Courses map[string]*CourseStats `json:"course,omitempty"`
}

// FileVersion is the version the progress is saved as: the lowest that
// reads it right, 2 when a bankroll point is in another currency than the
// euro, else 1.
func (p *Progress) FileVersion() int {
	for _, b := range p.Bankroll {
		if b.In() != euro {
			return 2
		}
	}
	return 1
}

// NewProgress returns an empty progress.
func NewProgress() *Progress {
	return &Progress{Version: ProgressVersion, Tables: map[string]*TableStats{}}
}

// StartSession begins a session at a table in a mode ("play", "drill"); the
// decisions recorded next count in it.
func (p *Progress) StartSession(table, mode string, at time.Time) {
	p.Sessions = append(p.Sessions, Session{Start: at, End: at, Table: table, Mode: mode})
	if len(p.Sessions) > maxSessions {
		p.Sessions = append(p.Sessions[:0], p.Sessions[len(p.Sessions)-maxSessions:]...)
	}
}

// Record counts one graded decision: at its table, at its cell (the cell's
// streak of right answers grows or restarts) and in the current session.
func (p *Progress) Record(d Decision) {
	if p.Tables == nil {
		p.Tables = map[string]*TableStats{}
	}
	ts := p.Tables[d.Table]
	if ts == nil {
		ts = &TableStats{Spots: map[string]*SpotStats{}}
		p.Tables[d.Table] = ts
	}
	ts.add(d.Correct, d.Cost)
	if d.HasSpot {
		if ts.Spots == nil {
			ts.Spots = map[string]*SpotStats{}
		}
		ss := ts.Spots[d.Spot.Key()]
		if ss == nil {
			ss = &SpotStats{}
			ts.Spots[d.Spot.Key()] = ss
		}
		ss.add(d.Correct, d.Cost)
		if d.Correct {
			ss.Streak++
		} else {
			ss.Streak = 0
		}
	}
	if n := len(p.Sessions); n > 0 && p.Sessions[n-1].Table == d.Table {
		s := &p.Sessions[n-1]
		s.add(d.Correct, d.Cost)
		if d.At.After(s.End) {
			s.End = d.At
		}
	}
}

// RecordBankroll keeps the bankroll of currency cur (ISO 4217) after a
// round in play mode at a table.
func (p *Progress) RecordBankroll(table, cur string, bankroll rules.Money, at time.Time) {
	p.Bankroll = append(p.Bankroll, BankrollPoint{At: at, Table: table, Bankroll: bankroll, Currency: cur})
	if len(p.Bankroll) > maxBankroll {
		p.Bankroll = append(p.Bankroll[:0], p.Bankroll[len(p.Bankroll)-maxBankroll:]...)
	}
}

// Overall returns the decisions at every table together.
func (p *Progress) Overall() Counts {
	var c Counts
	for _, ts := range p.Tables {
		c.Decisions += ts.Decisions
		c.Correct += ts.Correct
		c.Cost += ts.Cost
	}
	return c
}

// Table returns the decisions at one table.
func (p *Progress) Table(id string) Counts {
	if ts := p.Tables[id]; ts != nil {
		return ts.Counts
	}
	return Counts{}
}

// SpotStats returns the decisions at one cell of a table's chart.
func (p *Progress) SpotStats(table string, s strategy.Spot) SpotStats {
	if ts := p.Tables[table]; ts != nil {
		if ss := ts.Spots[s.Key()]; ss != nil {
			return *ss
		}
	}
	return SpotStats{}
}

// HeatCell is one cell of a heat map of the player's accuracy.
type HeatCell struct {
	Spot  strategy.Spot
	Stats SpotStats
}

// HeatMap returns every cell of the table's chart with the player's
// decisions there, in the chart's order (cells never played have zero
// decisions).
func (p *Progress) HeatMap(rs rules.RuleSet) []HeatCell {
	spots := strategy.Spots(rs)
	out := make([]HeatCell, len(spots))
	for i, s := range spots {
		out[i] = HeatCell{Spot: s, Stats: p.SpotStats(rs.ID, s)}
	}
	return out
}

// SessionsOf returns the sessions at a table ("" for every table), oldest
// first.
func (p *Progress) SessionsOf(table string) []Session {
	var out []Session
	for _, s := range p.Sessions {
		if table == "" || s.Table == table {
			out = append(out, s)
		}
	}
	return out
}

// LoadProgress reads saved progress. An error says what is wrong (an
// unknown version, a bad cell, a negative count): the caller keeps the file
// aside and starts afresh.
func LoadProgress(data []byte) (*Progress, error) {
	var p Progress
	if err := json.Unmarshal(data, &p); err != nil {
		return nil, fmt.Errorf("progress: %v", err)
	}
	if p.Version < 1 || p.Version > ProgressVersion {
		return nil, fmt.Errorf("progress: version %d, want %d", p.Version, ProgressVersion)
	}
	for i, b := range p.Bankroll {
		if p.Version < 2 && b.In() != euro {
			return nil, fmt.Errorf("progress: bankroll point %d: %s in a progress of version %d", i+1, b.Currency, p.Version)
		}
		if !slices.Contains(rules.Currencies(), b.In()) {
			return nil, fmt.Errorf("progress: bankroll point %d: currency %q: want one of %v", i+1, b.Currency, rules.Currencies())
		}
	}
	if p.Tables == nil {
		p.Tables = map[string]*TableStats{}
	}
	ids := make([]string, 0, len(p.Tables))
	for id := range p.Tables {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		ts := p.Tables[id]
		if _, err := rules.ByID(id); err != nil {
			return nil, fmt.Errorf("progress: table %q: %v", id, err)
		}
		if ts == nil {
			return nil, fmt.Errorf("progress: table %s: no counts", id)
		}
		if err := ts.check(); err != nil {
			return nil, fmt.Errorf("progress: table %s: %v", id, err)
		}
		for k, ss := range ts.Spots {
			if _, err := strategy.ParseSpotKey(k); err != nil {
				return nil, fmt.Errorf("progress: table %s: %v", id, err)
			}
			if ss == nil {
				return nil, fmt.Errorf("progress: table %s, cell %s: no counts", id, k)
			}
			if err := ss.check(); err != nil {
				return nil, fmt.Errorf("progress: table %s, cell %s: %v", id, k, err)
			}
			if ss.Streak < 0 || ss.Streak > ss.Decisions {
				return nil, fmt.Errorf("progress: table %s, cell %s: a streak of %d in %d decisions", id, k, ss.Streak, ss.Decisions)
			}
		}
	}
	for i, s := range p.Sessions {
		if err := s.check(); err != nil {
			return nil, fmt.Errorf("progress: session %d: %v", i+1, err)
		}
	}
	if err := p.checkSchool(); err != nil {
		return nil, err
	}
	if len(p.Schools) == 0 {
		// "school": {} reads as no dealer school, as it is written back
		// (omitempty): the progress loads to the same value again.
		p.Schools = nil
	}
	if err := p.checkCounting(); err != nil {
		return nil, err
	}
	if len(p.Counting) == 0 {
		// "counting": {} likewise.
		p.Counting = nil
	}
	if err := p.checkCourses(); err != nil {
		return nil, err
	}
	if len(p.Courses) == 0 {
		// "course": {} likewise.
		p.Courses = nil
	}
	return &p, nil
}

// check says what is wrong with counts read from a file: a negative or
// out-of-range count or cost, more right decisions than decisions.
func (c Counts) check() error {
	switch {
	case c.Decisions < 0 || c.Decisions > MaxDecisions:
		return fmt.Errorf("decisions %d: want 0 to %d", c.Decisions, MaxDecisions)
	case c.Correct < 0 || c.Correct > c.Decisions:
		return fmt.Errorf("%d right of %d decisions", c.Correct, c.Decisions)
	case !(c.Cost >= 0 && c.Cost <= MaxCost): // NaN too
		return fmt.Errorf("cost %g: want 0 to %g", c.Cost, MaxCost)
	}
	return nil
}
