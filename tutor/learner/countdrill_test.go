package learner

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"sabot/rules"
)

func TestDecksLeft(t *testing.T) {
	cases := []struct {
		decks, tray int
		want        float64
	}{
		{6, 0, 6},
		{6, 12, 6},    // under a quarter deck: the tray reads empty
		{6, 13, 5.5},  // a quarter deck rounds up to half a deck
		{6, 156, 3},   // three decks out of six
		{6, 170, 2.5}, // 3.27 decks read as 3.5
		{8, 400, 0.5}, // 7.7 decks out of eight
		{6, 311, 0.5}, // never less than half a deck
		{8, 208, 4},   // half of eight decks
		{6, 78, 4.5},  // a deck and a half out
		{6, 91, 4},    // 3.5 half decks: rounds to two decks
	}
	for _, c := range cases {
		if got := DecksLeft(c.decks, c.tray); got != c.want {
			t.Errorf("DecksLeft(%d, %d) = %v, want %v", c.decks, c.tray, got, c.want)
		}
	}
}

// The true-count drill's grading: the running count over the decks left,
// truncated or rounded.
func TestCountTrueGrading(t *testing.T) {
	cases := []struct {
		running, tray, decks int
		accepted             []int
	}{
		{7, 156, 6, []int{2}},     // 7/3 = 2.33
		{-7, 156, 6, []int{-2}},   // -2.33
		{5, 130, 6, []int{1}},     // 5/3.5 = 1.43
		{10, 104, 6, []int{2, 3}}, // 10/4 = 2.5: truncated 2, rounded 3
		{-10, 104, 6, []int{-2, -3}},
		{9, 260, 8, []int{3}}, // 8 - 5 = 3 decks left
		{0, 52, 6, []int{0}},
	}
	d, err := NewCountDrill(rules.ItalianClassic, CountTrue, rules.NewRand(1), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		q := CountQuestion{Mode: CountTrue, Running: c.running, Tray: c.tray, Decks: c.decks}
		for _, given := range []int{-4, -3, -2, -1, 0, 1, 2, 3, 4} {
			a, err := d.Answer(q, given, 0, time.Time{})
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(a.Accepted, c.accepted) || a.Correct != slices.Contains(c.accepted, given) {
				t.Errorf("RC %d, tray %d, %d decks, answer %d: accepted %v correct %v; want %v", c.running, c.tray, c.decks, given, a.Accepted, a.Correct, c.accepted)
			}
		}
	}
	if _, err := d.Answer(CountQuestion{Mode: CountTrue, Tray: 400, Decks: 6}, 0, 0, time.Time{}); err == nil {
		t.Error("a tray of 400 cards from six decks: want an error")
	}
}

// tagOf is the Hi-Lo tag read from the rank, another way than HiLoValue.
func tagOf(c rules.Card) int {
	switch c.Rank {
	case rules.Two, rules.Three, rules.Four, rules.Five, rules.Six:
		return 1
	case rules.Seven, rules.Eight, rules.Nine:
		return 0
	}
	return -1
}

// The running count the drill wants is the tags of every card shown since
// the last shuffle, through shuffles, in both running-count drills; wrong
// answers do not change it.
func TestCountRunningAcrossQuestions(t *testing.T) {
	for _, rs := range []rules.RuleSet{rules.ItalianClassic, rules.Argentine, rules.ItalianOnline} {
		for _, mode := range []CountMode{CountCards, CountRound} {
			prog := NewProgress()
			d, err := NewCountDrill(rs, mode, rules.NewRand(7), prog)
			if err != nil {
				t.Fatal(err)
			}
			rc, shuffles, right := 0, 0, 0
			for i := 0; i < 400; i++ {
				q := d.Next()
				if q.NewShoe {
					rc = 0
					shuffles++
				}
				if i == 0 && !q.NewShoe {
					t.Fatalf("%s %s: the first question is not of a new shoe", rs.ID, mode)
				}
				for _, c := range q.Cards {
					rc += tagOf(c)
				}
				given := rc
				if i%3 == 0 {
					given = rc + 1
				}
				a, err := d.Answer(q, given, 1.5, time.Time{})
				if err != nil {
					t.Fatal(err)
				}
				if a.Want != float64(rc) || a.Correct != (given == rc) {
					t.Fatalf("%s %s question %d: want %v correct %v; the count is %d, given %d", rs.ID, mode, i, a.Want, a.Correct, rc, given)
				}
				if a.Correct {
					right++
				}
				if mode == CountRound {
					checkRound(t, rs, q)
				}
			}
			if shuffles < 3 {
				t.Errorf("%s %s: %d shuffles in 400 questions", rs.ID, mode, shuffles)
			}
			st := prog.CountingAt(rs.ID).Mode(mode)
			if st.Right != right || st.Right+st.Wrong != 400 || st.Seconds != 1.5*float64(right) {
				t.Errorf("%s %s: progress %+v, want %d right of 400", rs.ID, mode, st, right)
			}
		}
	}
}

// checkRound checks a round of the round drill: one to the table's boxes,
// each played to 12 or more, the dealer to 17 or more, and Cards the hands
// in order.
func checkRound(t *testing.T, rs rules.RuleSet, q CountQuestion) {
	t.Helper()
	if len(q.Boxes) < 1 || len(q.Boxes) > rs.Boxes {
		t.Fatalf("%d boxes at %s", len(q.Boxes), rs.ID)
	}
	var all rules.Cards
	for _, b := range q.Boxes {
		if len(b) < 2 || rules.HandTotal(b).Value < 12 {
			t.Fatalf("box %s", b)
		}
		all = append(all, b...)
	}
	if v := rules.HandTotal(q.Dealer).Value; v < 17 {
		t.Fatalf("dealer %s: %d", q.Dealer, v)
	}
	all = append(all, q.Dealer...)
	if !slices.Equal(all, q.Cards) {
		t.Fatalf("cards %s, hands %s", q.Cards, all)
	}
}

// The cards come faster after a right answer, slower after a wrong one,
// within the bounds.
func TestCountInterval(t *testing.T) {
	d, err := NewCountDrill(rules.ItalianClassic, CountCards, rules.NewRand(3), nil)
	if err != nil {
		t.Fatal(err)
	}
	if d.Interval() != CountStartInterval {
		t.Fatalf("start %v", d.Interval())
	}
	prev := d.Interval()
	for i := 0; i < 20; i++ {
		q := d.Next()
		a, err := d.Answer(q, d.count.Running(), 0, time.Time{})
		if err != nil || !a.Correct {
			t.Fatalf("right answer graded %+v %v", a, err)
		}
		if d.Interval() > prev || d.Interval() < CountFastestInterval {
			t.Fatalf("after a right answer %v (was %v)", d.Interval(), prev)
		}
		prev = d.Interval()
	}
	if prev != CountFastestInterval {
		t.Errorf("after 20 right answers %v, want %v", prev, CountFastestInterval)
	}
	q := d.Next()
	if _, err := d.Answer(q, d.count.Running()+1, 0, time.Time{}); err != nil {
		t.Fatal(err)
	}
	if d.Interval() != CountFastestInterval*6/5 {
		t.Errorf("after a wrong answer %v", d.Interval())
	}
	if _, err := d.Answer(q, 0, 0, time.Time{}); err == nil || !strings.Contains(err.Error(), "no question pending") {
		t.Errorf("answering twice: %v", err)
	}
}

func TestCountDrillBadInput(t *testing.T) {
	if _, err := NewCountDrill(rules.SuperPuntoBanco, CountCards, rules.NewRand(1), nil); err == nil {
		t.Error("super-punto-banco: want an error")
	}
	if _, err := NewCountDrill(rules.ItalianClassic, CountMode(9), rules.NewRand(1), nil); err == nil {
		t.Error("mode 9: want an error")
	}
	if _, err := NewCountDrill(rules.ItalianClassic, CountCards, nil, nil); err == nil {
		t.Error("no random source: want an error")
	}
	d, _ := NewCountDrill(rules.ItalianClassic, CountCards, rules.NewRand(1), nil)
	if _, err := d.Answer(CountQuestion{Mode: CountTrue, Decks: 6}, 0, 0, time.Time{}); err == nil {
		t.Error("a true-count question in the cards drill: want an error")
	}
	for _, s := range []string{"cards", "round", "true"} {
		m, err := ParseCountMode(s)
		if err != nil || m.String() != s {
			t.Errorf("ParseCountMode(%q) = %v, %v", s, m, err)
		}
	}
	if _, err := ParseCountMode("fast"); err == nil {
		t.Error(`ParseCountMode("fast"): want an error`)
	}
}

// The true-count drill's points are between half a deck and the cut card,
// with the running count of the cards before them.
func TestCountTrueQuestions(t *testing.T) {
	for _, rs := range []rules.RuleSet{rules.ItalianClassic, rules.Argentine} {
		d, _ := NewCountDrill(rs, CountTrue, rules.NewRand(5), nil)
		for i := 0; i < 200; i++ {
			q := d.Next()
			if q.Decks != rs.Decks || q.Tray < 26 || q.Tray > 52*rs.Decks-rs.CutCardBehind || q.Running > q.Tray || -q.Running > q.Tray {
				t.Fatalf("%s: %+v", rs.ID, q)
			}
		}
	}
}

func TestCountingProgressSaveAndLoad(t *testing.T) {
	p := NewProgress()
	p.RecordCount("argentine", CountTrue, true, 2)
	p.RecordCount("argentine", CountTrue, false, 0)
	p.RecordCount("italian-classic", CountCards, true, 0)
	data, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	back, err := LoadProgress(data)
	if err != nil {
		t.Fatal(err)
	}
	if got := back.CountingAt("argentine").Mode(CountTrue); got != (StepCounts{Right: 1, Wrong: 1, Seconds: 2}) {
		t.Errorf("argentine true: %+v", got)
	}
	if got := back.CountingAt("argentine").Total(); got.Right+got.Wrong != 2 {
		t.Errorf("argentine total: %+v", got)
	}
	bad := []string{
		`{"version":1,"tables":{},"counting":{"nowhere":{"modes":{}}}}`,
		`{"version":1,"tables":{},"counting":{"super-punto-banco":{"modes":{}}}}`,
		`{"version":1,"tables":{},"counting":{"argentine":{"modes":{"fast":{"right":1,"wrong":0}}}}}`,
		`{"version":1,"tables":{},"counting":{"argentine":{"modes":{"true":{"right":-1,"wrong":0}}}}}`,
		`{"version":1,"tables":{},"counting":{"argentine":{"modes":{"true":null}}}}`,
		`{"version":1,"tables":{},"counting":{"argentine":null}}`,
	}
	for _, js := range bad {
		if _, err := LoadProgress([]byte(js)); err == nil || !strings.HasPrefix(err.Error(), "progress: counting") {
			t.Errorf("%s: %v", js, err)
		}
	}
}
