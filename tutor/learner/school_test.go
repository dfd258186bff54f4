package learner

import (
	"encoding/json"
	"strings"
	"testing"
)

// The dealer school's record: steps counted by the kind due, rounds and
// their time, the steps most often wrong first, and the record saved and
// read back with the rest of the progress.
func TestSchoolRecord(t *testing.T) {
	p := NewProgress()
	for _, s := range []struct {
		kind    string
		right   bool
		seconds float64
	}{{"deal", true, 1}, {"deal", true, 2}, {"pay", false, 9}, {"pay", true, 6}, {"pay", false, 1}, {"close-bets", false, 3}, {"collect", true, 2.5}, {"deal", false, 4}} {
		p.RecordSchoolStep("italian-classic", s.kind, s.right, s.seconds)
	}
	p.RecordSchoolRound("italian-classic", 95, false)
	p.RecordSchoolRound("italian-classic", 65, true)
	st := p.School("italian-classic")
	if got := st.Total(); got != (StepCounts{Right: 4, Wrong: 4, Seconds: 11.5}) {
		t.Errorf("total %+v; want 4 right, 4 wrong, 11.5 s of the right ones", got)
	}
	// The right steps' time only: 1 and 2 s for the two deals.
	if got := st.Steps["deal"].SecondsPerStep(); got != 1.5 {
		t.Errorf("a deal takes %.2f s; want 1.5", got)
	}
	if st.Rounds != 2 || st.Exams != 1 || st.SecondsPerRound() != 80 {
		t.Errorf("rounds %d, exams %d, %.1f s a round; want 2, 1, 80", st.Rounds, st.Exams, st.SecondsPerRound())
	}
	// pay: 2 wrong; then close-bets (1 wrong, 0%) before deal (1 wrong, 67%).
	w := st.Weakest(5)
	if len(w) != 3 || w[0].Kind != "pay" || w[1].Kind != "close-bets" || w[2].Kind != "deal" {
		t.Errorf("weakest %+v; want pay, close-bets, deal", w)
	}
	if got := st.Weakest(1); len(got) != 1 || got[0].Kind != "pay" {
		t.Errorf("weakest 1: %+v", got)
	}
	if a := p.School("argentine"); a.Rounds != 0 || len(a.Steps) != 0 {
		t.Error("a table never taught has a record")
	}

	data, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	back, err := LoadProgress(data)
	if err != nil {
		t.Fatal(err)
	}
	if got := back.School("italian-classic"); got.Total() != st.Total() || got.Rounds != 2 || got.Seconds != 160 {
		t.Errorf("read back %+v", got)
	}
}

// A saved record out of range is refused on load, naming what is wrong; a
// file from before the school reads with an empty one.
func TestSchoolRecordOnLoad(t *testing.T) {
	if p, err := LoadProgress([]byte(`{"version":1,"tables":{}}`)); err != nil || len(p.Schools) != 0 {
		t.Fatalf("a progress without the school: %v, %v", p, err)
	}
	cases := []struct{ json, want string }{
		{`{"nowhere":{"rounds":1,"steps":{}}}`, `table "nowhere"`},
		{`{"argentine":{"rounds":-1,"steps":{}}}`, "rounds -1"},
		{`{"argentine":{"rounds":1,"exams":2,"steps":{}}}`, "2 exams of 1 rounds"},
		{`{"argentine":{"rounds":1,"seconds":1e308,"steps":{}}}`, "seconds 1e+308"},
		{`{"argentine":{"rounds":1,"steps":{"deal":{"right":-3,"wrong":0}}}}`, "step deal: -3 right"},
		{`{"argentine":{"rounds":1,"steps":{"deal":null}}}`, `step "deal": no counts`},
		{`{"argentine":null}`, "argentine: no counts"},
		{`{"argentine":{"rounds":1,"steps":{"pay":{"right":1,"wrong":0,"seconds":-2}}}}`, "step pay: seconds -2"},
	}
	for _, c := range cases {
		_, err := LoadProgress([]byte(`{"version":1,"tables":{},"school":` + c.json + `}`))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v; want an error naming %q", c.json, err, c.want)
		}
	}
}
