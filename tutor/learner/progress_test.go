package learner

import (
	"encoding/json"
	"math"
	"strings"
	"testing"
	"time"

	"sabot/rules"
	"sabot/tutor/counting"
	"sabot/tutor/strategy"
)

func TestProgressCounts(t *testing.T) {
	p := NewProgress()
	t0 := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	s16 := strategy.Spot{Section: strategy.SectionHard, Row: 16, Up: 10}
	p.StartSession("italian-classic", "play", t0)
	// Four decisions: right, wrong (2% of the bet), right, wrong (10%).
	p.Record(Decision{Table: "italian-classic", Spot: s16, HasSpot: true, Correct: true, At: t0.Add(time.Minute)})
	p.Record(Decision{Table: "italian-classic", Spot: s16, HasSpot: true, Correct: false, Cost: 0.02, At: t0.Add(2 * time.Minute)})
	p.Record(Decision{Table: "italian-classic", Spot: s16, HasSpot: true, Correct: true, At: t0.Add(3 * time.Minute)})
	p.Record(Decision{Table: "italian-classic", Correct: false, Cost: 0.10, At: t0.Add(4 * time.Minute)}) // insurance: no cell
	p.StartSession("argentine", "drill", t0.Add(time.Hour))
	p.Record(Decision{Table: "argentine", Spot: s16, HasSpot: true, Correct: true, At: t0.Add(time.Hour)})

	c := p.Table("italian-classic")
	if c.Decisions != 4 || c.Correct != 2 || c.Accuracy() != 0.5 || math.Abs(c.EVLostPer100()-3) > 1e-12 {
		t.Errorf("italian-classic %+v: accuracy %v, lost per 100 %v (want 0.5 and 3 bets)", c, c.Accuracy(), c.EVLostPer100())
	}
	all := p.Overall()
	if all.Decisions != 5 || all.Correct != 3 || math.Abs(all.EVLostPer100()-2.4) > 1e-12 {
		t.Errorf("overall %+v (want 5 decisions, 3 right, 2.4 bets lost per 100)", all)
	}
	ss := p.SpotStats("italian-classic", s16)
	if ss.Decisions != 3 || ss.Misses() != 1 || ss.Streak != 1 {
		t.Errorf("hard 16 v 10: %+v", ss)
	}
	sess := p.SessionsOf("")
	if len(sess) != 2 || sess[0].Decisions != 4 || !sess[0].End.Equal(t0.Add(4*time.Minute)) || sess[1].Mode != "drill" {
		t.Errorf("sessions %+v", sess)
	}
	hm := p.HeatMap(rules.ItalianClassic)
	if len(hm) != len(strategy.Spots(rules.ItalianClassic)) {
		t.Fatalf("heat map of %d cells", len(hm))
	}
	for _, cell := range hm {
		if cell.Spot == s16 && cell.Stats.Decisions != 3 {
			t.Errorf("heat map at %s: %+v", s16, cell.Stats)
		}
	}
}

func TestProgressSaveAndLoad(t *testing.T) {
	p := NewProgress()
	at := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	p.StartSession("italian-online", "play", at)
	p.Record(Decision{Table: "italian-online", Spot: strategy.Spot{Section: strategy.SectionPair, Row: 1, Up: 10}, HasSpot: true, Correct: false, Cost: 0.1594, At: at})
	p.RecordBankroll("italian-online", "", rules.Units(990), at)
	data, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	back, err := LoadProgress(data)
	if err != nil {
		t.Fatal(err)
	}
	if back.Table("italian-online") != p.Table("italian-online") || len(back.Bankroll) != 1 || back.Bankroll[0].Bankroll != rules.Units(990) {
		t.Errorf("round trip: %+v", back)
	}
	bad := map[string]string{
		"not JSON":        `{"version":`,
		"version":         `{"version":9}`,
		"unknown table":   `{"version":1,"tables":{"vegas":{"decisions":1,"correct":1,"cost":0}}}`,
		"correct > total": `{"version":1,"tables":{"argentine":{"decisions":1,"correct":2,"cost":0}}}`,
		"bad cell":        `{"version":1,"tables":{"argentine":{"decisions":1,"correct":1,"cost":0,"spots":{"hard/99/5":{"decisions":1,"correct":1,"cost":0,"streak":1}}}}}`,
		"negative cost":   `{"version":1,"tables":{"argentine":{"decisions":1,"correct":1,"cost":-1}}}`,
		"bad session":     `{"version":1,"sessions":[{"table":"argentine","decisions":-1}]}`,
		// Counts no player reaches, which the next decisions would overflow
		// or make infinite: every later save would fail.
		"decisions near MaxInt64":  `{"version":1,"tables":{"argentine":{"decisions":9223372036854775807,"correct":0,"cost":0}}}`,
		"decisions over the limit": `{"version":1,"tables":{"argentine":{"decisions":1000000000001,"correct":0,"cost":0}}}`,
		"cost 1e308":               `{"version":1,"tables":{"argentine":{"decisions":1,"correct":0,"cost":1e308}}}`,
		"cell cost 1e308":          `{"version":1,"tables":{"argentine":{"decisions":1,"correct":0,"cost":0.5,"spots":{"hard/16/10":{"decisions":1,"correct":0,"cost":1e308,"streak":0}}}}}`,
		"session of MaxInt64":      `{"version":1,"sessions":[{"table":"argentine","decisions":9223372036854775807,"correct":1,"cost":0}]}`,
	}
	for name, js := range bad {
		if _, err := LoadProgress([]byte(js)); err == nil || !strings.HasPrefix(err.Error(), "progress: ") {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// A progress at the largest counts a file may hold loads, takes more
// decisions at every table, and saves and loads again: no count overflows
// and no cost turns infinite.
func TestProgressAtItsLimitsSavesAgain(t *testing.T) {
	p := NewProgress()
	at := time.Date(2026, 11, 24, 9, 0, 0, 0, time.UTC)
	spot := strategy.Spot{Section: strategy.SectionHard, Row: 16, Up: 10}
	for _, id := range rules.IDs() {
		p.Tables[id] = &TableStats{
			Counts: Counts{Decisions: MaxDecisions / 2, Correct: MaxDecisions / 4, Cost: MaxCost / 2},
			Spots:  map[string]*SpotStats{spot.Key(): {Counts: Counts{Decisions: MaxDecisions / 2, Cost: MaxCost / 2}}},
		}
		p.Sessions = append(p.Sessions, Session{Start: at, End: at, Table: id, Mode: "play",
			Counts: Counts{Decisions: MaxDecisions / 2, Cost: MaxCost / 2}})
	}
	data, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	back, err := LoadProgress(data)
	if err != nil {
		t.Fatalf("a progress within the limits: %v", err)
	}
	for _, id := range rules.IDs() {
		for i := 0; i < 3; i++ {
			back.Record(Decision{Table: id, Spot: spot, HasSpot: true, Cost: 8, At: at})
		}
	}
	if all := back.Overall(); all.Decisions <= 0 || math.IsInf(all.Cost, 0) {
		t.Errorf("every table: %+v", all)
	}
	data, err = json.Marshal(back)
	if err != nil {
		t.Fatalf("save: %v", err)
	}
	if _, err := LoadProgress(data); err != nil {
		t.Errorf("load again: %v", err)
	}
}

func TestProgressCaps(t *testing.T) {
	p := NewProgress()
	at := time.Unix(0, 0)
	for i := 0; i < maxSessions+10; i++ {
		p.StartSession("argentine", "play", at.Add(time.Duration(i)*time.Hour))
	}
	for i := 0; i < maxBankroll+10; i++ {
		p.RecordBankroll("argentine", "", rules.Money(i), at)
	}
	if len(p.Sessions) != maxSessions || !p.Sessions[0].Start.Equal(at.Add(10*time.Hour)) || len(p.Bankroll) != maxBankroll || p.Bankroll[0].Bankroll != 10 {
		t.Errorf("%d sessions from %v, %d bankroll points from %v", len(p.Sessions), p.Sessions[0].Start, len(p.Bankroll), p.Bankroll[0].Bankroll)
	}
}

// Hi-Lo: a full deck counts to zero; the true count is per deck left.
func TestHiLo(t *testing.T) {
	var h counting.HiLo
	s := rules.NewShoe(1)
	for s.Remaining() > 0 {
		c, _ := s.Draw()
		h.See(c)
	}
	if h.Running() != 0 || h.Seen() != 52 {
		t.Errorf("a whole deck counts %d over %d cards", h.Running(), h.Seen())
	}
	h.Reset()
	h.See(rules.MustParseCards("2S 3H 4D 5C 6S 7H 8D 9C")...) // +5
	h.See(rules.MustParseCards("TS AH")...)                   // -2
	if h.Running() != 3 || h.True(156) != 1 || h.True(0) != 0 {
		t.Errorf("running %d, true %v at three decks", h.Running(), h.True(156))
	}
}

// A progress loads back to the same value from what it writes: "school": {}
// reads as no dealer school (written back without the key), found by
// FuzzProgressFile (save).
func TestProgressEmptySchoolLoadsAsNone(t *testing.T) {
	for _, js := range []string{`{"version":1,"tables":{},"school":{}}`, `{"version":1,"tables":{}}`, `{"version":1,"tables":{},"school":null}`} {
		p, err := LoadProgress([]byte(js))
		if err != nil {
			t.Fatalf("%s: %v", js, err)
		}
		data, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		back, err := LoadProgress(data)
		if err != nil {
			t.Fatal(err)
		}
		if p.Schools != nil || back.Schools != nil {
			t.Errorf("%s: schools %#v, written as %s and loaded back as %#v", js, p.Schools, data, back.Schools)
		}
	}
}
