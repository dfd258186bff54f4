package study

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"sabot/rules"
	"sabot/save"
	"sabot/scenes/input"
	"sabot/scenes/menus"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
	"sabot/scenes/study/counting"
	"sabot/tutor"
	"sabot/tutor/learner"
	"sabot/tutor/strategy"
)

// The drill scene driven with injected actions, without a display.

// openDrills goes from the menu to the drills, as the user does: the table
// selected, the Drills mode, Space.
func openDrills(t *testing.T, a *session.Context, id string) *Drills {
	t.Helper()
	scenetest.Ticks(t, a, 60) // the menu's intro
	for i, tid := range rules.IDs() {
		if tid == id {
			scenetest.Press(t, a, input.Event{Action: input.Select, Index: menus.TargetTable + i})
		}
	}
	scenetest.Press(t, a, input.Event{Action: input.Select, Index: menus.TargetMode + int(session.ModeDrills)}, scenetest.Key(input.Confirm))
	s, ok := a.Scene().(*Drills)
	if !ok {
		t.Fatalf("scene %T; want the drills", a.Scene())
	}
	return s
}

// asked runs the App until the drill asks its question (the table's
// strategy is computed on another goroutine).
func asked(t *testing.T, a *session.Context, s *Drills) learner.Question {
	t.Helper()
	scenetest.Until(t, a, func() bool { return s.phase == drillAsking })
	q, ok := s.Question()
	if !ok {
		t.Fatal("asking, but no question")
	}
	return q
}

// chartKey is the key of the chart's answer to q.
func chartKey(s *Drills, q learner.Question) (tutor.Action, input.Action) {
	act := s.analyses.Get(s.Table().ID).Chart().Decide(q.Hand, rules.AceUndeclared, q.Up, q.Legal)
	return act, inputOf(act)
}

// TestDrillGradesRecordsAndSaves answers right with the chart's key, then
// wrong: each verdict, the score and its streaks, the time in ticks, and
// the progress recorded in a session of the drill mode and saved.
func TestDrillGradesRecordsAndSaves(t *testing.T) {
	dir := t.TempDir()
	a := scenetest.New(t, dir)
	at := time.Date(2026, 5, 1, 21, 0, 0, 0, time.UTC)
	s := openDrills(t, a, "italian-classic")
	s.clock = func() time.Time { return at }
	if s.Table().ID != "italian-classic" || s.Kind() != learner.DrillAll {
		t.Fatalf("drill of %s, %s", s.Table().ID, s.Kind())
	}
	scenetest.Press(t, a, scenetest.Key(input.Confirm))

	// Right, 30 ticks after the deal: 29 of thought, and the key's.
	q := asked(t, a, s)
	scenetest.Ticks(t, a, 29)
	want, k := chartKey(s, q)
	scenetest.Press(t, a, scenetest.Key(k))
	ans, ok := s.lastAnswer()
	if !ok || s.phase != drillAnswered {
		t.Fatalf("no verdict after %s (phase %d)", k, s.phase)
	}
	if !ans.Correct || ans.Taken != want || ans.ChartAction != want || ans.Grade.Cost > 1e-9 && !ans.Exception {
		t.Errorf("the chart's answer %s to %s v %s graded %+v", want, q.Hand, q.Up, ans)
	}
	if s.last.Ticks != 30 {
		t.Errorf("the answer took %d ticks; want 30", s.last.Ticks)
	}
	if len(ans.Grade.Actions) != len(q.Legal.List()) {
		t.Errorf("EVs of %d actions; %d are open", len(ans.Grade.Actions), len(q.Legal.List()))
	}
	if sc := s.score; sc.Decisions != 1 || sc.Correct != 1 || sc.Streak != 1 || sc.Best != 1 || sc.Fastest != 30 {
		t.Errorf("score %+v", sc)
	}

	// Wrong: the next question where a play other than the chart's costs
	// something.
	var wrong tutor.Action
	var wq learner.Question
	for i := 0; i < 50 && wrong == tutor.NoAction; i++ {
		scenetest.Press(t, a, scenetest.Key(input.Confirm))
		wq = asked(t, a, s)
		chart, _ := chartKey(s, wq)
		if w := secondBest(s.Table(), wq, chart); w != chart {
			wrong = w
			break
		}
		_, k := chartKey(s, wq)
		scenetest.Press(t, a, scenetest.Key(k))
	}
	if wrong == tutor.NoAction {
		t.Fatal("no question with a wrong answer in 50")
	}
	before := s.score
	scenetest.Ticks(t, a, 11)
	scenetest.Press(t, a, scenetest.Key(inputOf(wrong)))
	ans, _ = s.lastAnswer()
	if ans.Correct || ans.Taken != wrong || ans.Grade.Cost <= 0 {
		t.Errorf("a wrong answer %s to %s v %s graded %+v", wrong, wq.Hand, wq.Up, ans)
	}
	// The cost is the exact EV between the best play and the answer.
	best := ans.Grade.Actions[0].EV
	for _, e := range ans.Grade.Actions {
		if e.Action == wrong && math.Abs(100*(best-e.EV)-ans.Grade.Cost) > 1e-9 {
			t.Errorf("cost %.4f%%; the EVs say %.4f%%", ans.Grade.Cost, 100*(best-e.EV))
		}
	}
	sc := s.score
	if sc.Decisions != before.Decisions+1 || sc.Correct != before.Correct || sc.Streak != 0 || sc.Best != before.Best || s.last.Ticks != 12 {
		t.Errorf("score %+v after %+v (answer in %d ticks)", sc, before, s.last.Ticks)
	}
	if math.Abs(sc.Cost-before.Cost-ans.Grade.Cost/100) > 1e-12 {
		t.Errorf("cost in the score %v; want %v more", sc.Cost, ans.Grade.Cost/100)
	}

	// The progress: one session of the drill mode, every answer in it and
	// at its cell; and on disk.
	p := a.Progress
	c := p.Table("italian-classic")
	if c.Decisions != sc.Decisions || c.Correct != sc.Correct || math.Abs(c.Cost-sc.Cost) > 1e-12 {
		t.Errorf("progress %+v; the score %+v", c, sc.Counts)
	}
	if ses := p.SessionsOf("italian-classic"); len(ses) != 1 || ses[0].Mode != "drill" || ses[0].Decisions != sc.Decisions || !ses[0].Start.Equal(at) {
		t.Errorf("sessions %+v", ses)
	}
	if st := p.SpotStats("italian-classic", wq.Spot); st.Decisions == 0 || st.Streak != 0 {
		t.Errorf("the missed cell %s: %+v", wq.Spot, st)
	}
	saved, note := save.Open(dir).LoadProgress()
	if note != nil {
		t.Fatalf("the saved progress: %v", note)
	}
	if saved.Table("italian-classic") != c {
		t.Errorf("saved %+v; recorded %+v", saved.Table("italian-classic"), c)
	}

	// Back to the setup ends the sitting: the next one is a new session.
	scenetest.Press(t, a, scenetest.Key(input.Back))
	if s.phase != drillSetup {
		t.Fatalf("Esc: phase %d; want the setup", s.phase)
	}
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	q = asked(t, a, s)
	_, k = chartKey(s, q)
	scenetest.Press(t, a, scenetest.Key(k))
	if n := len(p.SessionsOf("italian-classic")); n != 2 {
		t.Errorf("%d sessions after a second sitting; want 2", n)
	}
	if s.score.Decisions != 1 {
		t.Errorf("the new sitting's score starts at %d", s.score.Decisions)
	}
	scenetest.Press(t, a, scenetest.Key(input.Back), scenetest.Key(input.Back))
	if _, ok := a.Scene().(*menus.Menu); !ok {
		t.Errorf("Esc twice: scene %T; want the menu", a.Scene())
	}
}

// An answer the hand does not allow is refused: said, not graded, not
// recorded.
func TestDrillRefusesAClosedAnswer(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	s := openDrills(t, a, "italian-classic")
	scenetest.Press(t, a, scenetest.Key(input.Down), scenetest.Key(input.Right), scenetest.Key(input.Right), scenetest.Key(input.Right)) // hard, soft, pairs
	if s.Kind() != learner.DrillPairs {
		t.Fatalf("→ three times: %s", s.Kind())
	}
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	q := asked(t, a, s)
	if q.Spot.Section != strategy.SectionPair || q.Legal.Has(tutor.AceOne) {
		t.Fatalf("a pairs drill dealt %s with %s", q.Spot, q.Legal)
	}
	scenetest.Press(t, a, scenetest.Key(input.AceOne))
	if s.phase != drillAsking || s.score.Decisions != 0 || a.Progress.Overall().Decisions != 0 {
		t.Errorf("the ace key on %s was taken (phase %d)", q.Hand, s.phase)
	}
	if n := a.Notices(); len(n) == 0 || !strings.Contains(n[len(n)-1], "not open") {
		t.Errorf("notices %q", n)
	}
}

// The setup: the rows, the drills and the up-card, by keys and clicks; the
// up-card drill deals only its up-card.
func TestDrillSetup(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	s := openDrills(t, a, "super-punto-banco")
	if !s.Table().IsBlackjack() {
		t.Fatalf("drills at %s", s.Table().ID)
	}
	scenetest.Press(t, a, scenetest.Key(input.Right)) // the next table
	if s.Table().ID != "italian-shuffler" {
		t.Errorf("→ on the table row: %s", s.Table().ID)
	}
	scenetest.Press(t, a, input.Event{Action: input.Select, Index: drillTargetTable + 3})
	if s.Table().ID != "argentine" {
		t.Errorf("clicked the fourth table: %s", s.Table().ID)
	}
	scenetest.Press(t, a, scenetest.Key(input.Down), scenetest.Key(input.Down)) // no up-card row yet
	if s.row != drillRowKind {
		t.Errorf("row %d; the up-card row is only for the up-card drill", s.row)
	}
	scenetest.Press(t, a, input.Event{Action: input.Select, Index: drillTargetKind + 4})
	if s.Kind() != learner.DrillUpCard {
		t.Fatalf("clicked the fifth drill: %s", s.Kind())
	}
	scenetest.Press(t, a, scenetest.Key(input.Down), scenetest.Key(input.Left), scenetest.Key(input.Left)) // 10 → 9 → 8
	if s.upCard() != 8 {
		t.Errorf("up-card %d; want 8", s.upCard())
	}
	scenetest.Press(t, a, input.Event{Action: input.Select, Index: drillTargetUp + 1}) // the ace
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	for i := 0; i < 20; i++ {
		q := asked(t, a, s)
		if q.Up.Value() != 1 {
			t.Fatalf("the drill against an ace dealt %s v %s", q.Hand, q.Up)
		}
		// At the argentine table a hand with an ace is declared first,
		// with the table's keys 1 and 2.
		if len(q.Hand) == 2 && rules.HasAceInFirstTwo(q.Hand) && !q.Legal.Has(tutor.AceOne) {
			t.Fatalf("%s at the argentine table: %s", q.Hand, q.Legal)
		}
		_, k := chartKey(s, q)
		scenetest.Press(t, a, scenetest.Key(k))
		scenetest.Press(t, a, scenetest.Key(input.Confirm))
	}
	if weakCount(a.Progress, s.Table()) != 0 {
		t.Error("weak spots after right answers only")
	}
}

// The weak spots of the setup are the missed cells not yet mastered.
func TestWeakCount(t *testing.T) {
	p := learner.NewProgress()
	at := time.Now()
	miss := strategy.Spot{Section: strategy.SectionHard, Row: 16, Up: 10}
	fixed := strategy.Spot{Section: strategy.SectionSoft, Row: 7, Up: 3}
	for _, d := range []learner.Decision{
		{Table: "italian-classic", Spot: miss, HasSpot: true, Correct: false, Cost: 0.01, At: at},
		{Table: "italian-classic", Spot: fixed, HasSpot: true, Correct: false, Cost: 0.02, At: at},
		{Table: "italian-classic", Spot: fixed, HasSpot: true, Correct: true, At: at},
		{Table: "italian-classic", Spot: fixed, HasSpot: true, Correct: true, At: at},
		{Table: "italian-classic", Spot: fixed, HasSpot: true, Correct: true, At: at},
	} {
		p.Record(d)
	}
	if n := weakCount(p, rules.ItalianClassic); n != 1 {
		t.Errorf("%d weak cells; want 1 (16 v 10; A7 v 3 is right three times since)", n)
	}
	if n := weakCount(p, rules.Argentine); n != 0 {
		t.Errorf("%d weak cells at another table", n)
	}
}

// A bad progress file does not stop the game: kept aside, said, and the
// progress starts afresh.
func TestBadProgressFileIsKeptAside(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, save.ProgressFile)
	if err := os.WriteFile(path, []byte(`{"version":1,"tables":{"vegas":{}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	a := scenetest.New(t, dir)
	if a.Progress == nil || a.Progress.Overall().Decisions != 0 {
		t.Fatalf("progress %+v", a.Progress)
	}
	if n := a.Notices(); len(n) != 1 || !strings.Contains(n[0], save.ProgressFile) || !strings.Contains(n[0], ".bad") {
		t.Errorf("notices %q", n)
	}
	if _, err := os.Stat(path + ".bad"); err != nil {
		t.Errorf("not kept aside: %v", err)
	}
}

// The score's average and the seconds on screen come from ticks.
func TestDrillScoreTime(t *testing.T) {
	var sc drillScore
	right := learner.Answer{Correct: true}
	wrong := learner.Answer{Grade: tutor.Grade{Cost: 4}}
	sc.add(right, 120)
	sc.add(right, 60)
	sc.add(wrong, 90)
	sc.add(right, 30)
	if sc.Decisions != 4 || sc.Correct != 3 || sc.Streak != 1 || sc.Best != 2 || sc.Fastest != 30 {
		t.Errorf("score %+v", sc)
	}
	if sc.averageTicks() != 75 || seconds(sc.averageTicks()) != 1.25 {
		t.Errorf("average %v ticks, %v s", sc.averageTicks(), seconds(sc.averageTicks()))
	}
	if sc.Cost != 0.04 || sc.EVLostPer100() != 1 {
		t.Errorf("cost %v, %v per 100", sc.Cost, sc.EVLostPer100())
	}
	// The fastest is of the same answers as the average: a quick wrong
	// answer is the fastest, and the fastest is never above the average.
	var quick drillScore
	quick.add(wrong, 120)
	quick.add(right, 660)
	quick.add(wrong, 150)
	if float64(quick.Fastest) > quick.averageTicks() || quick.Fastest != 120 {
		t.Errorf("fastest %d ticks, average %v", quick.Fastest, quick.averageTicks())
	}
}

// The drills' counting button opens the counting drills at the drills'
// table; Esc on their setup comes back to the drills.
func TestDrillsOpenCounting(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	d := openDrills(t, a, "argentine")
	scenetest.Press(t, a, input.Event{Action: input.Select, Index: drillTargetCounting})
	s, ok := a.Scene().(*counting.Scene)
	if !ok {
		t.Fatalf("scene %T; want the counting drills", a.Scene())
	}
	if s.Table().ID != "argentine" {
		t.Errorf("counting at %s; want argentine", s.Table().ID)
	}
	scenetest.Press(t, a, scenetest.Key(input.Back))
	scenetest.Arrive(t, a)
	if a.Scene() != session.Scene(d) {
		t.Errorf("Esc on the counting setup: scene %T; want the drills", a.Scene())
	}
}
