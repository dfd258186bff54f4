package study

import (
	"regexp"
	"slices"
	"strconv"
	"testing"
	"time"

	"sabot/locales"
	"sabot/rules"
	"sabot/save"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
	"sabot/tutor"
	"sabot/tutor/learner"
	"sabot/tutor/strategy"
)

// The course map and a lesson driven with injected actions, without a
// display.

// openCourse goes from the menu to the drills of a table, then to its
// course, as the user does.
func openCourse(t *testing.T, a *session.Context, id string) *CourseScene {
	t.Helper()
	openDrills(t, a, id)
	scenetest.Press(t, a, input.Event{Action: input.Select, Index: drillTargetCourse})
	c, ok := a.Scene().(*CourseScene)
	if !ok {
		t.Fatalf("scene %T; want the course", a.Scene())
	}
	scenetest.Until(t, a, func() bool { return c.course() != nil })
	return c
}

// lessonAsked runs the App until the lesson's drill asks its question.
func lessonAsked(t *testing.T, a *session.Context, s *LessonScene) learner.LessonQuestion {
	t.Helper()
	scenetest.Until(t, a, func() bool { return s.phase == lessonAsking })
	q, ok := s.Question()
	if !ok {
		t.Fatal("asking, but no question")
	}
	return q
}

// keyOf is the key that answers t to a question.
func keyOf(t tutor.Action) input.Action {
	for _, k := range lessonAnswerKeys {
		if k.t == t {
			return k.key
		}
	}
	return input.None
}

// The first lesson at the argentine table: its screens one by one, each
// showing cells of the lesson's region from the table's chart, then its
// drill: every answer recorded, the 20th right in a row masters the
// lesson, the progress is saved, and the map then shows the second lesson
// open.
func TestLessonScreensThenDrillToMastery(t *testing.T) {
	dir := t.TempDir()
	a := scenetest.New(t, dir)
	at := time.Date(2026, 5, 1, 21, 0, 0, 0, time.UTC)
	c := openCourse(t, a, "argentine")
	c.clock = func() time.Time { return at }
	if c.Table().ID != "argentine" || c.Selected() != learner.LessonHard {
		t.Fatalf("course of %s, lesson %s selected", c.Table().ID, c.Selected())
	}
	if st := c.states(); st[0] != learner.LessonOpen || st[1] != learner.LessonLocked {
		t.Fatalf("states %v", st)
	}
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	s, ok := a.Scene().(*LessonScene)
	if !ok {
		t.Fatalf("scene %T; want the lesson", a.Scene())
	}
	ch := c.course()
	for i, sc := range s.Lesson().Screens {
		if s.Screen() != i || s.Drilling() {
			t.Fatalf("screen %d shown, drilling %v; want screen %d", s.Screen(), s.Drilling(), i)
		}
		// The grid of the screen is the chart's own cells, lit.
		g := newRegion(ch.Rules, s.chart(), s.Lesson(), &sc)
		if len(sc.Spots) == 0 || len(g.lit) != len(sc.Spots) {
			t.Fatalf("screen %s: %d cells lit of %d", sc.ID, len(g.lit), len(sc.Spots))
		}
		scenetest.Press(t, a, scenetest.Key(input.Right))
	}
	want := 0
	for i := 0; i < 40; i++ {
		q := lessonAsked(t, a, s)
		if !q.HasSpot || q.Spot.Section != strategy.SectionHard || q.Spot.Row < 8 || q.Spot.Row > 17 {
			t.Fatalf("question %d: %s is outside the lesson", i, q.Spot)
		}
		right := s.chart().Decide(q.Hand, rules.AceUndeclared, q.Up, q.Legal)
		answer := right
		if i == 3 { // one miss: the streak starts again
			answer = q.Legal.Without(right).List()[0]
		}
		scenetest.Press(t, a, scenetest.Key(keyOf(answer)))
		if s.phase != lessonAnswered || s.last.Taken != answer {
			t.Fatalf("answer %d: phase %d, taken %s", i, s.phase, s.last.Taken)
		}
		want++
		st := s.stats()
		if st.Answers != want {
			t.Fatalf("answer %d: %d answers recorded", i, st.Answers)
		}
		if s.last.Mastered {
			if i != 23 {
				t.Fatalf("mastered at answer %d, want the 24th (20 in a row after the miss)", i+1)
			}
			break
		}
		scenetest.Press(t, a, scenetest.Key(input.Confirm))
	}
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	if s.phase != lessonDone {
		t.Fatalf("phase %d after the mastery; want done", s.phase)
	}
	saved, note := save.Open(dir).LoadProgress()
	if note != nil {
		t.Fatal(note)
	}
	if ls := saved.CourseAt("argentine").Lesson(learner.LessonHard); ls.Mastered == nil || !ls.Mastered.Equal(at) || ls.Answers != 24 {
		t.Fatalf("saved lesson %+v", ls)
	}
	// The answers are the trainer's decisions too.
	if n := saved.Table("argentine").Decisions; n != 24 {
		t.Errorf("%d decisions at the table; want 24", n)
	}
	scenetest.Press(t, a, scenetest.Key(input.Back))
	if a.Scene() != session.Scene(c) {
		t.Fatalf("scene %T after Esc; want the course", a.Scene())
	}
	if st := c.states(); st[0] != learner.LessonMastered || st[1] != learner.LessonOpen || c.Selected() != learner.LessonSoft {
		t.Fatalf("after the mastery: states %v, %s selected", st, c.Selected())
	}
}

// A review through the scene: the course map a day after the mastery
// shows the lesson due, Enter opens its review, which asks each cell due
// once; the cell missed comes back a day later, the others three days.
func TestLessonReviewFromTheMap(t *testing.T) {
	dir := t.TempDir()
	a := scenetest.New(t, dir)
	t0 := time.Date(2026, 5, 1, 21, 0, 0, 0, time.UTC)
	course, err := learner.NewCourse(rules.SuperPuntoBanco, nil)
	if err != nil {
		t.Fatal(err)
	}
	l := &course.Lessons[0]
	for i := 0; i < 20; i++ {
		a.Progress.RecordLesson(rules.SuperPuntoBanco.ID, l, l.Keys()[i%len(l.Keys())], true, t0)
	}
	openDrills(t, a, "italian-classic")
	scenetest.Press(t, a, input.Event{Action: input.Select, Index: drillTargetCourse})
	c := a.Scene().(*CourseScene)
	t1 := t0.Add(25 * time.Hour)
	c.clock = func() time.Time { return t1 }
	scenetest.Press(t, a, input.Event{Action: input.Select, Index: courseTargetTable + slices.Index(rules.IDs(), rules.SuperPuntoBanco.ID)})
	if c.Table().ID != rules.SuperPuntoBanco.ID || c.states()[0] != learner.LessonDue || c.Selected() != learner.LessonPunto {
		t.Fatalf("%s: states %v, %s selected", c.Table().ID, c.states(), c.Selected())
	}
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	s := a.Scene().(*LessonScene)
	missed := ""
	for i := 0; i < len(l.Keys()); i++ {
		q := lessonAsked(t, a, s)
		right := tutor.Stand
		if q.Cell.Draws() {
			right = tutor.Hit
		}
		answer := right
		if i == 0 {
			answer, missed = q.Legal.Without(right).List()[0], q.Key
		}
		scenetest.Press(t, a, scenetest.Key(keyOf(answer)))
		if s.last.Correct != (i != 0) {
			t.Fatalf("review answer %d graded %v", i, s.last.Correct)
		}
		scenetest.Press(t, a, scenetest.Key(input.Confirm))
	}
	if s.phase != lessonDone {
		t.Fatalf("phase %d after every cell; want done", s.phase)
	}
	ls := a.Progress.CourseAt(rules.SuperPuntoBanco.ID).Lesson(learner.LessonPunto)
	for k, r := range ls.Reviews {
		want := t1.Add(3 * 24 * time.Hour)
		if k == missed {
			want = t1.Add(24 * time.Hour)
		}
		if !r.Due.Equal(want) {
			t.Errorf("cell %s due %v; want %v", k, r.Due, want)
		}
	}
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	if a.Scene() != session.Scene(c) || c.states()[0] != learner.LessonMastered {
		t.Fatalf("after the review: scene %T, states %v", a.Scene(), c.states())
	}
}

// Every lesson of every table has its name and its screens' titles and
// texts in the three languages, and each text quotes exactly the figures
// its screen has.
func TestLessonTextsInEveryLanguage(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	place := regexp.MustCompile(`\{(\d+)\}`)
	for _, rs := range rules.All() {
		var an *tutor.Analysis
		if rs.IsBlackjack() {
			if an, err = tutor.AnalyzeRules(rs); err != nil {
				t.Fatal(err)
			}
		}
		c, err := learner.NewCourse(rs, an)
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range locales.Langs() {
			loc := b.Locale(lang)
			for _, l := range c.Lessons {
				if !loc.Has(locales.CourseLessonName(l.ID)) {
					t.Errorf("%s: no name of lesson %s", lang, l.ID)
				}
				for _, sc := range l.Screens {
					for _, k := range []locales.Key{locales.CourseScreenTitle(l.ID, sc.ID), locales.CourseScreenText(l.ID, sc.ID)} {
						if !loc.Has(k) {
							t.Errorf("%s %s: no %q", lang, rs.ID, k)
						}
					}
					most := -1
					for _, m := range place.FindAllStringSubmatch(loc.T(locales.CourseScreenText(l.ID, sc.ID)), -1) {
						n, _ := strconv.Atoi(m[1])
						most = max(most, n)
					}
					if most+1 != len(sc.Figures) {
						t.Errorf("%s %s %s.%s: the text quotes %d figures, the screen has %d", lang, rs.ID, l.ID, sc.ID, most+1, len(sc.Figures))
					}
				}
			}
		}
	}
}

// Every screen's text, and what follows it, fits the text panel in every
// language, the figures put in.
func TestLessonTextsFitTheirPanel(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	box := lessonTextPanel
	w := box.W - 60
	face := draw.Face(a.Fonts.Medium, 20)
	small := draw.Face(a.Fonts.Regular, 15)
	for _, rs := range rules.All() {
		var an *tutor.Analysis
		if rs.IsBlackjack() {
			an, _ = tutor.AnalyzeRules(rs)
		}
		c, err := learner.NewCourse(rs, an)
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range locales.Langs() {
			loc := a.Bundle.Locale(lang)
			for _, l := range c.Lessons {
				m := learner.DefaultMastery
				then := loc.T(locales.CourseScreens, len(l.Screens), len(l.Keys())) + ". " +
					loc.T(locales.CourseMasteryRule, m.Streak, loc.Fixed(100*m.Share, 0), m.Window)
				foot := float64(len(draw.Wrap(small, then, w)))*21 + 40
				for _, sc := range l.Screens {
					args := make([]any, len(sc.Figures))
					for i, x := range sc.Figures {
						args[i] = loc.Fixed(x, figureDecimals(x))
					}
					lines := draw.Wrap(face, loc.T(locales.CourseScreenText(l.ID, sc.ID), args...), w)
					if h := 96 + float64(len(lines))*31; h > box.H-foot {
						t.Errorf("%s %s %s.%s: %d lines, %.0f of %.0f units", lang, rs.ID, l.ID, sc.ID, len(lines), h, box.H-foot)
					}
				}
			}
		}
	}
}

// W at a question of the insurance lesson, once answered (before, it
// would give the answer away: issue 23), opens the why of the side bet
// offered (or of the hand's cell), from a full shoe; Esc comes back to
// the same question and its verdict.
func TestLessonDrillWhy(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	scenetest.Ticks(t, a, 60)
	r := rules.ItalianClassic
	an, err := tutor.AnalyzeRules(r)
	if err != nil {
		t.Fatal(err)
	}
	c, err := learner.NewCourse(r, an)
	if err != nil {
		t.Fatal(err)
	}
	home := a.Scene()
	s := NewLesson(a, c, an, learner.LessonInsurance, false, home)
	a.GoTo(s)
	for i := 0; i < 20 && !s.Drilling(); i++ {
		scenetest.Press(t, a, scenetest.Key(input.Right))
	}
	sides := 0
	for i := 0; i < 12 && sides < 2; i++ {
		q := lessonAsked(t, a, s)
		scenetest.Press(t, a, scenetest.Key(keyOf(q.Legal.List()[0])))
		scenetest.Press(t, a, scenetest.Key(input.Why))
		// The keys held while a screen fades come one a tick.
		for j := 0; (a.Transitioning() || a.Scene() == session.Scene(s)) && j < 100; j++ {
			scenetest.Ticks(t, a, 1)
		}
		w, ok := a.Scene().(interface {
			Ready(book bool) bool
			Why() *tutor.Why
		})
		if !ok {
			t.Fatalf("question %s: W opened %T (%q)", q.Key, a.Scene(), a.Notices())
		}
		scenetest.Until(t, a, func() bool { return w.Ready(false) })
		side := q.Legal.Has(tutor.Insurance) || q.Legal.Has(tutor.EvenMoney)
		if why := w.Why(); why == nil || (why.Side != nil) != side || why.Point.Hand.String() != q.Hand.String() {
			t.Fatalf("question %s (%s v %s): the why of %+v", q.Key, q.Hand, q.Up, why)
		}
		if side {
			sides++
		}
		scenetest.Press(t, a, scenetest.Key(input.Back))
		for j := 0; a.Scene() != session.Scene(s) && j < 100; j++ {
			scenetest.Ticks(t, a, 1)
		}
		if a.Scene() != session.Scene(s) || s.phase != lessonAnswered || s.q.Key != q.Key {
			t.Fatalf("Esc: scene %T, phase %d, question %s", a.Scene(), s.phase, s.q.Key)
		}
		scenetest.Press(t, a, scenetest.Key(input.Confirm))
	}
	if sides == 0 {
		t.Error("no side question in 12")
	}
}
