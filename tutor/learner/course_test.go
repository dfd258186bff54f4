package learner

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"sabot/rules"
	"sabot/tutor"
	"sabot/tutor/croupier"
	"sabot/tutor/strategy"
)

// courseAnalyses are the tables' analyses the course's tests share (the
// tests only read them).
var courseAnalyses sync.Map

// courseAnalysis returns a table's analysis, made once.
func courseAnalysis(t *testing.T, rs rules.RuleSet) *tutor.Analysis {
	t.Helper()
	if an, ok := courseAnalyses.Load(rs.ID); ok {
		return an.(*tutor.Analysis)
	}
	an := analysis(t, rs)
	courseAnalyses.Store(rs.ID, an)
	return an
}

// courseOf builds a table's course (with its analysis for blackjack).
func courseOf(t *testing.T, rs rules.RuleSet) (*Course, *tutor.Analysis) {
	t.Helper()
	var an *tutor.Analysis
	if rs.IsBlackjack() {
		an = courseAnalysis(t, rs)
	}
	c, err := NewCourse(rs, an)
	if err != nil {
		t.Fatal(err)
	}
	return c, an
}

// Mastery: 20 right in a row, or 38 of the last 40 — and not one less.
func TestMasteryThreshold(t *testing.T) {
	rep := func(s string, n int) string { return strings.Repeat(s, n) }
	for _, c := range []struct {
		name    string
		answers string
		want    bool
	}{
		{"19 in a row", rep("1", 19), false},
		{"20 in a row", rep("1", 20), true},
		{"20 in a row after misses", "000" + rep("1", 20), true},
		{"38 of 40, misses spread", "0" + rep("1", 19) + "0" + rep("1", 19), true},
		{"37 of 40", "00" + rep("1", 18) + "0" + rep("1", 19), false},
		{"38 of 39 only", "0" + rep("1", 19) + "0" + rep("1", 18), false},
		{"38 of the last 40, older misses", rep("0", 10) + "0" + rep("1", 19) + "0" + rep("1", 19), true},
	} {
		var s LessonStats
		for _, b := range c.answers {
			if b == '1' {
				s.Streak++
			} else {
				s.Streak = 0
			}
			s.Recent += string(b)
		}
		if len(s.Recent) > maxRecent {
			s.Recent = s.Recent[len(s.Recent)-maxRecent:]
		}
		if got := DefaultMastery.Reached(s); got != c.want {
			t.Errorf("%s: mastered %v, want %v", c.name, got, c.want)
		}
	}
}

// RecordLesson masters a lesson on exactly the answer that reaches the
// threshold, the 38th right of 40 when the misses break every streak.
func TestRecordLessonMastersOnTheThresholdAnswer(t *testing.T) {
	c, _ := courseOf(t, rules.SuperPuntoBanco)
	l := &c.Lessons[0]
	p := NewProgress()
	at := time.Date(2026, 5, 1, 18, 0, 0, 0, time.UTC)
	answers := "1111111111111111111" + "0" + "111111111111111111" + "0" + "1" // 38 right of 40 on the last
	for i, b := range answers {
		got := p.RecordLesson(c.Rules.ID, l, l.Keys()[0], b == '1', at)
		if want := i == len(answers)-1; got != want {
			t.Fatalf("answer %d: mastered %v, want %v", i+1, got, want)
		}
	}
	st := p.CourseAt(c.Rules.ID).Lesson(l.ID)
	if st.Answers != 40 || st.Right != 38 || st.Streak != 1 || st.Mastered == nil || !st.Mastered.Equal(at) {
		t.Fatalf("after mastery: %+v", st)
	}
	if len(st.Reviews) != len(l.Keys()) {
		t.Fatalf("%d reviews scheduled, want one per cell, %d", len(st.Reviews), len(l.Keys()))
	}
}

// The lessons open in order: each when the one before is mastered.
func TestUnlockOrder(t *testing.T) {
	c, _ := courseOf(t, rules.Argentine)
	p := NewProgress()
	at := time.Date(2026, 5, 1, 18, 0, 0, 0, time.UTC)
	want := []LessonState{LessonOpen}
	for range c.Lessons[1:] {
		want = append(want, LessonLocked)
	}
	for i := range c.Lessons {
		if got := c.States(p.CourseAt(c.Rules.ID), at); !slices.Equal(got, want) {
			t.Fatalf("after %d lessons mastered: %v, want %v", i, got, want)
		}
		l := &c.Lessons[i]
		for j := 0; j < 20; j++ {
			p.RecordLesson(c.Rules.ID, l, l.Keys()[j%len(l.Keys())], true, at)
		}
		want[i] = LessonMastered
		if i+1 < len(want) {
			want[i+1] = LessonOpen
		}
	}
	if got := c.Mastered(p.CourseAt(c.Rules.ID)); got != len(c.Lessons) {
		t.Errorf("%d lessons mastered, want %d", got, len(c.Lessons))
	}
	// A day later every lesson has cells due.
	for i, s := range c.States(p.CourseAt(c.Rules.ID), at.Add(24*time.Hour)) {
		if s != LessonDue {
			t.Errorf("lesson %s a day after: %v, want due", c.Lessons[i].ID, s)
		}
	}
}

// A mastered cell comes back after a day, three days and a week, each
// counted from the review passed; then it is retired. A failed review
// goes back one interval.
func TestSpacedReview(t *testing.T) {
	c, _ := courseOf(t, rules.SuperPuntoBanco)
	l := &c.Lessons[1]
	key := l.Keys()[5]
	t0 := time.Date(2026, 5, 1, 18, 0, 0, 0, time.UTC)
	day := 24 * time.Hour
	p := NewProgress()
	for i := 0; i < 20; i++ {
		p.RecordLesson(c.Rules.ID, l, key, true, t0)
	}
	review := func() Review { return *p.CourseAt(c.Rules.ID).Lesson(l.ID).Reviews[key] }
	due := func(at time.Time) bool {
		return slices.Contains(DueKeys(p.CourseAt(c.Rules.ID).Lesson(l.ID), at), key)
	}
	steps := []struct {
		at      time.Time
		right   bool
		step    int
		due     time.Time
		retired bool
	}{
		{t0.Add(day), true, 1, t0.Add(day + 3*day), false},
		{t0.Add(4 * day), false, 0, t0.Add(4*day + day), false}, // failed: back to a day
		{t0.Add(5 * day), true, 1, t0.Add(5*day + 3*day), false},
		{t0.Add(8 * day), true, 2, t0.Add(8*day + 7*day), false},
		{t0.Add(15 * day), true, 3, time.Time{}, true},
	}
	if due(t0.Add(day - time.Second)) {
		t.Fatal("due before a day")
	}
	for i, s := range steps {
		if !due(s.at) {
			t.Fatalf("step %d: not due at %v (review %+v)", i, s.at, review())
		}
		// An answer before the cell is due moves nothing.
		before := review()
		p.RecordLesson(c.Rules.ID, l, key, true, s.at.Add(-time.Minute))
		if review() != before {
			t.Fatalf("step %d: an answer before the due time moved the review", i)
		}
		p.RecordLesson(c.Rules.ID, l, key, s.right, s.at)
		r := review()
		if r.Step != s.step || !r.Due.Equal(s.due) || r.Retired() != s.retired {
			t.Fatalf("step %d: review %+v, want step %d due %v retired %v", i, r, s.step, s.due, s.retired)
		}
	}
	if due(t0.Add(365 * day)) {
		t.Error("a retired cell is due")
	}
}

// A failed review at the first interval stays at a day.
func TestFailedFirstReviewStaysAtADay(t *testing.T) {
	c, _ := courseOf(t, rules.SuperPuntoBanco)
	l := &c.Lessons[0]
	t0 := time.Date(2026, 5, 1, 18, 0, 0, 0, time.UTC)
	p := NewProgress()
	for i := 0; i < 20; i++ {
		p.RecordLesson(c.Rules.ID, l, l.Keys()[0], true, t0)
	}
	at := t0.Add(30 * time.Hour)
	p.RecordLesson(c.Rules.ID, l, l.Keys()[3], false, at)
	r := p.CourseAt(c.Rules.ID).Lesson(l.ID).Reviews[l.Keys()[3]]
	if r.Step != 0 || !r.Due.Equal(at.Add(24*time.Hour)) {
		t.Fatalf("failed first review: %+v", r)
	}
}

// Every lesson's region is dealable cells of the table's chart in the
// lesson's part of it, every screen shows cells of the region, the drill
// deals every cell of the region with the hand of its cell, and it grades
// the chart's own play right (exactly graded on every side question and
// one cell in seven).
func TestLessonRegionsMatchTheChart(t *testing.T) {
	for _, rs := range rules.All() {
		c, an := courseOf(t, rs)
		var ids []string
		for _, l := range c.Lessons {
			ids = append(ids, l.ID)
		}
		if !slices.Equal(ids, LessonIDs(rs)) {
			t.Errorf("%s: lessons %v, LessonIDs %v", rs.ID, ids, LessonIDs(rs))
		}
		for li := range c.Lessons {
			l := &c.Lessons[li]
			if len(l.Screens) == 0 {
				t.Errorf("%s %s: no screen", rs.ID, l.ID)
			}
			keys := l.Keys()
			for _, sc := range l.Screens {
				for _, s := range sc.Spots {
					if !slices.Contains(keys, s.Key()) {
						t.Errorf("%s %s screen %s: %s is not in the region", rs.ID, l.ID, sc.ID, s)
					}
				}
			}
			for _, s := range l.Spots {
				if !dealable(rs, s) {
					t.Errorf("%s %s: %s cannot be dealt", rs.ID, l.ID, s)
				}
				if err := checkCellKey(rs, s.Key()); err != nil {
					t.Errorf("%s %s: %v", rs.ID, l.ID, err)
				}
				want := map[string]strategy.Section{LessonHard: strategy.SectionHard, LessonPairs: strategy.SectionPair, LessonAce: strategy.SectionSoft}[l.ID]
				if want != 0 && s.Section != want {
					t.Errorf("%s %s: %s is outside the lesson's section", rs.ID, l.ID, s)
				}
				if l.ID == LessonNoPeek && s.Up != 10 && s.Up != 1 {
					t.Errorf("%s no-peek: %s is not against a ten or an ace", rs.ID, s)
				}
			}
			if !rs.IsBlackjack() {
				continue
			}
			d, err := NewLessonDrill(c, an, l.ID, false, time.Time{}, rules.NewRand(7), nil)
			if err != nil {
				t.Fatal(err)
			}
			for i, k := range keys {
				q := d.question(k)
				act := an.Chart().Decide(q.Hand, rules.AceUndeclared, q.Up, q.Legal)
				if q.HasSpot {
					if cell := an.Chart().Cell(q.Spot); act != act2(cell, q.Legal) {
						t.Errorf("%s %s: %s plays %s, its cell says %s", rs.ID, l.ID, q.Spot, act, cell)
					}
				}
				if q.HasSpot && i%7 != 0 {
					continue // the exact grading of every cell takes long: one in seven
				}
				a, err := d.Answer(q, act, time.Time{})
				if err != nil {
					t.Fatalf("%s %s %s: %v", rs.ID, l.ID, k, err)
				}
				if !a.Correct {
					t.Errorf("%s %s %s: the chart's %s graded wrong", rs.ID, l.ID, k, act)
				}
			}
		}
	}
}

// act2 is the action a code makes among the legal ones, the argentine
// declaration taken as the cell's.
func act2(c strategy.Cell, legal tutor.ActionSet) tutor.Action {
	switch {
	case c.Code == strategy.CodeSplit && legal.Has(tutor.Split):
		return tutor.Split
	case c.Ace == rules.AceOne && legal.Has(tutor.AceOne):
		return tutor.AceOne
	case c.Ace == rules.AceEleven && legal.Has(tutor.AceEleven):
		return tutor.AceEleven
	}
	return c.Code.Action(legal)
}

// The regions of the table rules, cell by cell where they are short.
func TestTableLessons(t *testing.T) {
	online, an := courseOf(t, rules.ItalianOnline)
	cells, costs := PublishedMistakes(an)
	var got []string
	for _, s := range cells {
		got = append(got, s.Key())
	}
	if want := []string{"hard/11/10", "pair/AA/10"}; !slices.Equal(got, want) {
		t.Errorf("published mistakes %v, want %v", got, want)
	}
	for i, c := range costs {
		if c <= 0 {
			t.Errorf("mistake %s costs %g", got[i], c)
		}
	}
	l, _ := online.Lesson(LessonInsurance)
	if len(l.Sides) != 1 {
		t.Errorf("online: side questions %v, want insurance only", l.Sides)
	}
	classic, _ := courseOf(t, rules.ItalianClassic)
	l, _ = classic.Lesson(LessonInsurance)
	var sides []string
	for _, s := range l.Sides {
		sides = append(sides, s.Key())
	}
	if want := []string{"side/insurance/A", "side/even-money/A", "side/even-money/10"}; !slices.Equal(sides, want) {
		t.Errorf("classic: sides %v, want %v", sides, want)
	}
	// Even money declined is worth more than 100% at 000 against a ten
	// too: 1.5 times the chance the dealer's card is no ace.
	decks := float64(rules.ItalianClassic.Decks)
	vsTen := 1.5 * (1 - (4*decks-1)/(52*decks-3))
	if f := l.Screens[1].Figures; len(f) != 2 || f[1] < 100 || abs(f[1]-100*vsTen) > 1e-9 {
		t.Errorf("classic even money figures %v, want [_, %g]", f, 100*vsTen)
	}
	arg, _ := courseOf(t, rules.Argentine)
	l, _ = arg.Lesson(LessonNoPeek)
	for _, s := range l.Spots {
		if s.Section == strategy.SectionSoft {
			t.Errorf("argentine no-peek holds a declaration %s", s)
		}
	}
	if !slices.ContainsFunc(l.Spots, func(s strategy.Spot) bool { return s.Key() == "hard/11/10" }) {
		t.Error("argentine no-peek lacks 11 v 10")
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// The Tabella's cells say what the croupier's check of a dealt coup says.
func TestTabellaCellsAgreeWithTheCheck(t *testing.T) {
	c, _ := courseOf(t, rules.SuperPuntoBanco)
	for _, l := range c.Lessons {
		d, err := NewLessonDrill(c, nil, l.ID, false, time.Time{}, rules.NewRand(3), nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, cell := range l.Tabella {
			for i := 0; i < 5; i++ {
				q := d.question(cell.Key())
				why, err := q.Coup.Check()
				if err != nil {
					t.Fatalf("%s: coup %v: %v", cell.Key(), q.Coup, err)
				}
				if why.Draws != cell.Draws() {
					t.Errorf("%s: the cell draws %v, the check of %v says %v", cell.Key(), cell.Draws(), q.Coup, why.Draws)
				}
			}
		}
	}
	// Spot checks of the Tabella itself: Banco 3 stands on an 8, 4 on a
	// 1, 6 draws on a 6.
	for _, x := range []struct {
		cell TabellaCell
		want bool
	}{
		{TabellaCell{Turn: croupier.BancoSide, Points: 3, Third: 8}, false},
		{TabellaCell{Turn: croupier.BancoSide, Points: 3, Third: 9}, true},
		{TabellaCell{Turn: croupier.BancoSide, Points: 4, Third: 1}, false},
		{TabellaCell{Turn: croupier.BancoSide, Points: 6, Third: 6}, true},
		{TabellaCell{Turn: croupier.BancoSide, Points: 5, Third: -1}, true},
		{TabellaCell{Turn: croupier.BancoSide, Points: 6, Third: -1}, false},
		{TabellaCell{Turn: croupier.PuntoSide, Points: 5, Third: -1}, true},
		{TabellaCell{Turn: croupier.PuntoSide, Points: 8, Third: -1}, false},
	} {
		if got := x.cell.Draws(); got != x.want {
			t.Errorf("%s draws %v, want %v", x.cell.Key(), got, x.want)
		}
	}
}

// A review deals only the cells due, and ends when each was answered.
func TestLessonDrillReview(t *testing.T) {
	classic, an := courseOf(t, rules.ItalianClassic)
	// The insurance lesson's three offers alone (not the hands it plays
	// against the ace, graded exactly and slowly): each answer is known.
	c := &Course{Rules: classic.Rules, Lessons: slices.Clone(classic.Lessons)}
	c.Lessons[c.Index(LessonInsurance)].Spots = nil
	p := NewProgress()
	t0 := time.Date(2026, 5, 1, 18, 0, 0, 0, time.UTC)
	if _, err := NewLessonDrill(c, an, LessonPairs, true, t0, rules.NewRand(1), p); err == nil {
		t.Fatal("a review with nothing due was made")
	}
	d, err := NewLessonDrill(c, an, LessonInsurance, false, t0, rules.NewRand(1), p)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; ; i++ {
		q := d.Next()
		a, err := d.Answer(q, a0(q), t0)
		if err != nil {
			t.Fatal(err)
		}
		if a.Mastered {
			if i != 19 {
				t.Fatalf("mastered at answer %d", i+1)
			}
			break
		}
	}
	t1 := t0.Add(25 * time.Hour)
	r, err := NewLessonDrill(c, an, LessonInsurance, true, t1, rules.NewRand(2), p)
	if err != nil {
		t.Fatal(err)
	}
	if r.Left() != 3 {
		t.Fatalf("%d cells due, want 3", r.Left())
	}
	wrong := true
	for !r.Done() {
		q := r.Next()
		act := a0(q)
		if wrong { // the first one answered wrong
			act = q.Legal.Without(act).List()[0]
			wrong = false
		}
		if _, err := r.Answer(q, act, t1); err != nil {
			t.Fatal(err)
		}
	}
	st := p.CourseAt(c.Rules.ID).Lesson(LessonInsurance)
	steps := map[int]int{}
	for _, rv := range st.Reviews {
		steps[rv.Step]++
	}
	if steps[0] != 1 || steps[1] != 2 {
		t.Errorf("after the review: steps %v, want one at 0 and two at 1", steps)
	}
}

// a0 is the right answer of a side question: decline.
func a0(q LessonQuestion) tutor.Action {
	for _, a := range []tutor.Action{tutor.NoInsurance, tutor.NoEvenMoney, tutor.NoDesafio} {
		if q.Legal.Has(a) {
			return a
		}
	}
	return tutor.NoAction
}

// A progress with a course in it saves and loads back the same; bad
// course records are refused with a reason.
func TestCourseProgressRoundTrip(t *testing.T) {
	c, _ := courseOf(t, rules.SuperPuntoBanco)
	p := NewProgress()
	t0 := time.Date(2026, 5, 1, 18, 0, 0, 0, time.UTC)
	for i := 0; i < 25; i++ {
		p.RecordLesson(c.Rules.ID, &c.Lessons[0], c.Lessons[0].Keys()[i%10], i != 3, t0)
	}
	p.RecordLesson(c.Rules.ID, &c.Lessons[1], c.Lessons[1].Keys()[0], true, t0)
	p.RecordLesson(c.Rules.ID, &c.Lessons[0], c.Lessons[0].Keys()[2], true, t0.Add(25*time.Hour))
	data, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	back, err := LoadProgress(data)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := json.Marshal(back)
	back2, err := LoadProgress(again)
	if err != nil || !reflect.DeepEqual(back, back2) {
		t.Fatalf("progress does not load back the same: %v", err)
	}
	if st := back.CourseAt(c.Rules.ID).Lesson(LessonPunto); st.Mastered == nil || !st.Mastered.Equal(t0.Add(0)) && st.Answers != 26 {
		t.Errorf("loaded lesson %+v", st)
	}
	for _, bad := range []string{
		`{"version":1,"course":{"vegas":{"lessons":{}}}}`,
		`{"version":1,"course":{"argentine":{"lessons":{"tabella":{}}}}}`,
		`{"version":1,"course":{"argentine":{"lessons":{"hard":{"answers":1,"right":2}}}}}`,
		`{"version":1,"course":{"argentine":{"lessons":{"hard":{"answers":2,"right":2,"recent":"12"}}}}}`,
		`{"version":1,"course":{"argentine":{"lessons":{"hard":{"answers":2,"right":2,"streak":3}}}}}`,
		`{"version":1,"course":{"argentine":{"lessons":{"hard":{"reviews":{"hard/16/10":{"step":0}}}}}}}`,
		`{"version":1,"course":{"italian-classic":{"lessons":{"hard":{"mastered":"2026-05-01T18:00:00Z","reviews":{"soft-drawn/A7/10":{"step":0}}}}}}}`,
		`{"version":1,"course":{"super-punto-banco":{"lessons":{"punto":{"mastered":"2026-05-01T18:00:00Z","reviews":{"punto/5":{"step":4}}}}}}}`,
		`{"version":1,"course":{"argentine":null}}`,
	} {
		if _, err := LoadProgress([]byte(bad)); err == nil {
			t.Errorf("%s: loaded", bad)
		} else if !strings.Contains(err.Error(), "course") {
			t.Errorf("%s: error %q does not name the course", bad, err)
		}
	}
	// A file from before the course loads, with no course.
	old, err := LoadProgress([]byte(`{"version":1,"tables":{}}`))
	if err != nil || old.Courses != nil {
		t.Errorf("an old file: %v, %v", old, err)
	}
}

// The plays the lessons' texts state, cell by cell, are those of each
// table's computed chart (locales/*.json course.*.text say them in words).
func TestLessonTextsClaims(t *testing.T) {
	all := "hard/8/6=H hard/17/A=S hard/11/10=H hard/11/A=H hard/12/3=H hard/12/4=S hard/12/6=S hard/12/7=H hard/13/2=S hard/16/6=S hard/16/7=H hard/16/10=H " +
		"pair/88/9=P pair/88/10=H pair/88/A=H pair/99/6=P pair/99/7=S pair/99/8=P pair/99/10=S pair/99/A=S pair/TT/6=S pair/77/7=P pair/77/8=H "
	book := all + "hard/9/2=H hard/9/3=D hard/9/6=D hard/9/7=H hard/10/9=D hard/10/10=H hard/11/2=D hard/11/9=D " +
		"pair/AA/10=P pair/AA/A=H pair/55/2=D pair/55/9=D pair/55/10=H pair/44/4=H pair/44/5=P pair/44/6=P pair/44/7=H " +
		"pair/22/2=P pair/22/7=P pair/22/8=H pair/33/7=P pair/66/2=P pair/66/6=P pair/66/7=H pair/77/2=P " +
		"soft/A8/6=S soft/A9/6=S soft/A7/2=S soft/A7/8=S soft/A7/9=H soft/A7/A=H "
	softDoubles := "soft/A2/4=H soft/A2/5=D soft/A3/6=D soft/A3/7=H soft/A4/3=H soft/A4/4=D soft/A5/6=D soft/A6/2=H soft/A6/3=D soft/A6/6=D soft/A6/7=H soft/A7/3=Ds soft/A7/6=Ds soft/A7/7=S"
	for _, c := range []struct {
		rs     rules.RuleSet
		claims string
	}{
		{rules.ItalianClassic, book + "soft/A2/5=H soft/A6/3=H soft/A6/6=H soft/A7/3=S soft/A7/6=S"},
		{rules.ItalianShuffler, book + softDoubles},
		{rules.ItalianOnline, book + softDoubles},
		{rules.Argentine, all + "hard/9/5=H hard/10/5=H hard/10/9=H hard/11/2=D hard/11/9=D " +
			"pair/AA/10=P pair/AA/A=P pair/55/6=H pair/55/9=H pair/44/5=H pair/44/6=H pair/22/4=H pair/22/5=P pair/22/7=P pair/22/8=H " +
			"pair/33/4=H pair/33/5=P pair/66/2=H pair/66/3=P pair/66/6=P pair/66/7=H pair/77/2=P " +
			"soft/A2/6=1H soft/A6/6=1H soft/A6/A=1H soft/A7/9=11S soft/A7/A=11S soft/A9/10=11S " +
			"soft-drawn/A4/6=H soft-drawn/A6/6=H soft-drawn/A7/2=S soft-drawn/A7/8=S soft-drawn/A7/9=H soft-drawn/A7/A=H soft-drawn/A8/10=S"},
	} {
		ch := courseAnalysis(t, c.rs).Chart()
		for _, claim := range strings.Fields(c.claims) {
			key, want, _ := strings.Cut(claim, "=")
			s, err := strategy.ParseSpotKey(key)
			if err != nil {
				t.Fatal(err)
			}
			if got := ch.Cell(s).String(); got != want {
				t.Errorf("%s %s: the chart says %s, the lesson %s", c.rs.ID, key, got, want)
			}
		}
	}
	// The online table's published chart: 11 v 10 doubles where the
	// exact chart hits, A-A v 10 hits where it splits.
	pub := strategy.PublishedChart()
	an := courseAnalysis(t, rules.ItalianOnline)
	for _, x := range []struct{ key, published, exact string }{{"hard/11/10", "D", "H"}, {"pair/AA/10", "H", "P"}} {
		s, _ := strategy.ParseSpotKey(x.key)
		if p, e := pub.Cell(s), an.Chart().Cell(s); p.Code.String() != x.published && !(x.published == "H" && p.Alt == strategy.CodeHit) || e.String() != x.exact {
			t.Errorf("%s: published %v, exact %v; want %s and %s", x.key, p, e, x.published, x.exact)
		}
	}
}
