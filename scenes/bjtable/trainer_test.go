package bjtable

import (
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/rules"
	"sabot/save"
	"sabot/scenes/bjtable/feedback"
	"sabot/scenes/chartgrid"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
	"sabot/trainer"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

// The trainer at the blackjack tables, driven with injected actions and
// without a display: the user's decisions graded before they are applied
// (against trainer.Grade computed here from the same round), a wrong one
// held back, taken back or kept, the hint, the chart over the table, the
// progress, the count and the shoe's EV.

// waitTrainer runs the App until the trainer has no grade or hint under
// way on its goroutines, and the table waits for the user.
func waitTrainer(t *testing.T, a *session.Context, s *Table) {
	t.Helper()
	scenetest.Until(t, a, func() bool { return !s.tr.grading() && !s.tr.hinting })
	settle(t, a, s)
}

// decideKey feeds one of the user's keys and waits for its grade.
func decideKey(t *testing.T, a *session.Context, s *Table, k input.Action) {
	t.Helper()
	a.Feed(scenetest.Key(k))
	scenetest.Ticks(t, a, 1)
	waitTrainer(t, a, s)
}

// betAll bets the smallest chip on every free box (as many as the limits
// allow): questions come sooner.
func betAll(t *testing.T, a *session.Context, s *Table) { betOn(t, a, s, 0) }

// betOn bets the smallest chip on the first n free boxes (every one for 0)
// and deals.
func betOn(t *testing.T, a *session.Context, s *Table, n int) {
	t.Helper()
	act(t, a, s, chipClick(0))
	for b, k := 1, 0; b <= s.d.Rules().Boxes && (n == 0 || k < n); b++ {
		if !s.d.Seats()[b].Bot {
			act(t, a, s, boxClick(b))
			k++
		}
	}
	act(t, a, s, scenetest.Key(input.Confirm))
	if s.d.Phase() != phasePlaying {
		t.Fatalf("not dealt: %q", a.Notices())
	}
}

// seek plays rounds by the chart on every free box, the trainer off, until
// the user is asked a question want accepts; it fails after rounds rounds.
func seek(t *testing.T, a *session.Context, s *Table, rounds int, want func(blackjack.Turn) bool) blackjack.Turn {
	t.Helper()
	return seekOn(t, a, s, 0, rounds, want)
}

// seekOn is seek with bets on the first boxes only (faster rounds, for a
// question that depends on the dealer's card).
func seekOn(t *testing.T, a *session.Context, s *Table, boxes, rounds int, want func(blackjack.Turn) bool) blackjack.Turn {
	t.Helper()
	for r := 0; r < rounds; r++ {
		betOn(t, a, s, boxes)
		for i := 0; s.d.Phase() == phasePlaying && i < 200; i++ {
			tn := s.d.Round().Turn()
			if want(tn) {
				return tn
			}
			act(t, a, s, scenetest.Key(inputFor(trainer.ChartAction(s.d.Round(), s.botChart()))))
		}
		if s.d.Phase() != phaseOver {
			t.Fatalf("the round did not end: phase %d", s.d.Phase())
		}
		act(t, a, s, scenetest.Key(input.Confirm))
	}
	t.Fatalf("no such question in %d rounds", rounds)
	return blackjack.Turn{}
}

// trainerTable opens table id for the trainer's tests: no computer
// players (two at the argentine table, which needs three players), the
// trainer on or off, and the strategy there.
func trainerTable(t *testing.T, a *session.Context, id string, on bool) *Table {
	t.Helper()
	bots := 0
	if r, _ := rules.ByID(id); r.MinSeatedPlayers > 1 {
		bots = r.MinSeatedPlayers - 1
	}
	s := seat(t, a, id, bots)
	s.tr.on = on
	if s.tr.analysis(true) == nil {
		t.Fatal("no strategy")
	}
	return s
}

// expect grades act at the round's question here, as the trainer must.
func expect(t *testing.T, s *Table, act blackjack.Action) trainer.Graded {
	t.Helper()
	g, err := trainer.Grade(s.d.Round(), s.d.Table().Shoe(), s.tr.burnt, s.tr.chart(), act)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func sameGrade(t *testing.T, what string, got, want trainer.Graded) {
	t.Helper()
	if got.Best != want.Best || got.Taken != want.Taken || math.Abs(got.Cost-want.Cost) > 1e-9 || got.Correct != want.Correct ||
		got.Chart != want.Chart || got.Spot != want.Spot || got.HasSpot != want.HasSpot || len(got.Actions) != len(want.Actions) {
		t.Errorf("%s: graded %+v; want %+v", what, got, want)
	}
}

// A wrong double at the Italian casino is held back before it is applied:
// the panel says wrong, with the chart's play and a cost; Z takes it back,
// the question is put again, and the chart's play is applied. The mistake
// is in the progress once, the second answer is not counted again.
func TestTrainerWrongDoubleTakenBack(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	s := trainerTable(t, a, "italian-classic", false)
	tn := seek(t, a, s, 60, func(tn blackjack.Turn) bool {
		return tn.Question == blackjack.AskPlay && tn.Options.Has(blackjack.OptDouble) &&
			trainer.ChartAction(s.d.Round(), s.botChart()).Kind != blackjack.Double
	})
	s.tr.setOn(true)
	want := expect(t, s, blackjack.Action{Kind: blackjack.Double})
	logged := len(s.d.Round().Log())
	decideKey(t, a, s, input.Double)
	if !s.tr.asking() || s.tr.fb.Kind != feedback.Asking {
		t.Fatalf("a wrong double was not held back: phase %d, panel %d", s.tr.phase, s.tr.fb.Kind)
	}
	sameGrade(t, "the wrong double", s.tr.fb.Grade, want)
	if want.Correct || want.Cost <= 0 || want.Best == tutor.Double {
		t.Fatalf("the test's double is not a mistake: %+v", want)
	}
	if len(s.d.Round().Log()) != logged || s.d.Round().Turn() != tn {
		t.Fatal("the held-back double was applied")
	}
	if b := s.buttonsNow(nil); len(b) != 2 || b[0].action != input.TakeBack || b[1].action != input.Confirm {
		t.Errorf("buttons while held back: %+v", b)
	}
	if st := s.status(); !strings.Contains(st, "take it back") {
		t.Errorf("status %q", st)
	}
	p := a.Progress.Table("italian-classic")
	if p.Decisions != 1 || p.Correct != 0 || math.Abs(p.Cost-want.Cost/100) > 1e-12 {
		t.Errorf("progress after the mistake: %+v", p)
	}
	if ss := a.Progress.SpotStats("italian-classic", want.Spot); ss.Decisions != 1 || ss.Correct != 0 {
		t.Errorf("cell %s: %+v", want.Spot, ss)
	}

	decideKey(t, a, s, input.TakeBack)
	if s.tr.phase != trIdle || s.tr.fb.Kind != feedback.TakenBack || !s.userTurn() || s.d.Round().Turn() != tn {
		t.Fatalf("after Z: phase %d, panel %d, turn %+v", s.tr.phase, s.tr.fb.Kind, s.d.Round().Turn())
	}
	right := trainer.ChartAction(s.d.Round(), s.botChart())
	decideKey(t, a, s, inputFor(right))
	if len(s.d.Round().Log()) == logged {
		t.Fatal("the second answer was not applied")
	}
	if s.tr.fb.Kind != feedback.Graded || !s.tr.fb.Grade.Correct || s.tr.fb.Grade.Taken != trainer.FromEngine(right) {
		t.Errorf("the second answer's panel: %+v", s.tr.fb)
	}
	if p := a.Progress.Table("italian-classic"); p.Decisions != 1 {
		t.Errorf("the second answer was counted again: %+v", p)
	}
	if s.tr.retry {
		t.Error("the retry outlived its question")
	}
}

// A wrong decision is kept with Space, and without the take-back setting
// it is applied at once; the panel says wrong either way.
func TestTrainerWrongDecisionKept(t *testing.T) {
	for _, takeBack := range []bool{true, false} {
		a := scenetest.New(t, t.TempDir())
		a.Settings.TakeBack = takeBack
		s := trainerTable(t, a, "italian-shuffler", false)
		seek(t, a, s, 40, func(tn blackjack.Turn) bool {
			return tn.Question == blackjack.AskPlay && tn.Options.Has(blackjack.OptStand) && tn.Options.Has(blackjack.OptHit) &&
				trainer.ChartAction(s.d.Round(), s.botChart()).Kind == blackjack.Hit
		})
		s.tr.setOn(true)
		want := expect(t, s, blackjack.Action{Kind: blackjack.Stand})
		logged := len(s.d.Round().Log())
		decideKey(t, a, s, input.Stand)
		if want.Correct {
			// These very cards make standing right (an exception to
			// the chart): nothing to hold back.
			continue
		}
		if takeBack {
			if !s.tr.asking() {
				t.Fatal("not held back")
			}
			decideKey(t, a, s, input.Confirm)
		}
		if s.tr.asking() || len(s.d.Round().Log()) == logged {
			t.Errorf("take-back %v: the stand was not applied", takeBack)
		}
		if s.tr.fb.Kind != feedback.Graded || s.tr.fb.Grade.Correct || s.tr.fb.Grade.Taken != tutor.Stand {
			t.Errorf("take-back %v: panel %+v", takeBack, s.tr.fb)
		}
		sameGrade(t, "the stand kept", s.tr.fb.Grade, want)
	}
}

// Every kind of decision is graded at the table that asks it, exactly as
// trainer.Grade grades it from the same round: insurance and even money at
// the Italian casino, the desafío and the ace's declaration at the
// Argentine one, a split at the online table, hits and stands everywhere.
func TestTrainerGradesEveryDecision(t *testing.T) {
	cases := []struct {
		id    string
		boxes int // the boxes bet on (0: every free one)
		q     blackjack.Question
		opt   blackjack.Options // an option the question must have
		take  blackjack.Kind
		ace   rules.AceDeclaration
	}{
		{"italian-classic", 2, blackjack.AskInsurance, 0, blackjack.Insure, 0},
		{"italian-classic", 2, blackjack.AskEvenMoney, 0, blackjack.EvenMoney, 0},
		{"italian-classic", 0, blackjack.AskPlay, blackjack.OptHit, blackjack.Hit, 0},
		{"argentine", 0, blackjack.AskDesafioBet, 0, blackjack.NoDesafio, 0},
		{"argentine", 0, blackjack.AskAceValue, 0, blackjack.DeclareAce, rules.AceOne},
		{"italian-online", 0, blackjack.AskPlay, blackjack.OptSplit, blackjack.Split, 0},
		{"italian-shuffler", 0, blackjack.AskPlay, blackjack.OptStand, blackjack.Stand, 0},
	}
	for _, c := range cases {
		start := time.Now()
		a := scenetest.New(t, t.TempDir())
		a.Settings.TakeBack = false
		s := trainerTable(t, a, c.id, false)
		seekOn(t, a, s, c.boxes, 60, func(tn blackjack.Turn) bool {
			return tn.Question == c.q && (c.opt == 0 || tn.Options.Has(c.opt))
		})
		s.tr.setOn(true)
		var taken blackjack.Action
		for _, l := range s.d.Round().Legal() {
			if l.Kind == c.take && (c.take != blackjack.DeclareAce || l.Ace == c.ace) {
				taken = l
			}
		}
		want := expect(t, s, taken)
		before := a.Progress.Table(c.id)
		decideKey(t, a, s, inputFor(taken))
		what := c.id + " " + trainer.FromEngine(taken).String()
		if s.tr.fb.Kind != feedback.Graded {
			t.Errorf("%s: panel %d", what, s.tr.fb.Kind)
		}
		sameGrade(t, what, s.tr.fb.Grade, want)
		after := a.Progress.Table(c.id)
		if after.Decisions != before.Decisions+1 || math.Abs(after.Cost-before.Cost-want.Cost/100) > 1e-12 {
			t.Errorf("%s: progress %+v then %+v (cost %.4f%%)", what, before, after, want.Cost)
		}
		side := c.q == blackjack.AskInsurance || c.q == blackjack.AskEvenMoney || c.q == blackjack.AskDesafioBet
		if want.HasSpot == side {
			t.Errorf("%s: spot %v %s", what, want.HasSpot, want.Spot)
		}
		if len(want.Actions) < 2 || want.Best != want.Actions[0].Action {
			t.Errorf("%s: actions %v", what, want.Actions)
		}
		t.Logf("%s: %v", what, time.Since(start))
	}
}

// At the online table the user chooses the chart he is graded by: doubling
// 11 against a ten is right by the casino's chart and wrong by the exact
// one, at the same cost; the choice is saved.
func TestTrainerPublishedVersusExact(t *testing.T) {
	dir := t.TempDir()
	a := scenetest.New(t, dir)
	a.Settings.TakeBack = false
	s := trainerTable(t, a, "italian-online", false)
	eleven := func(tn blackjack.Turn) bool {
		if tn.Question != blackjack.AskPlay || !tn.Options.Has(blackjack.OptDouble) {
			return false
		}
		sp, ok := s.tr.currentSpotOf(tn)
		return ok && sp == strategy.Spot{Section: strategy.SectionHard, Row: 11, Up: 10}
	}
	seek(t, a, s, 400, eleven)
	s.tr.setOn(true)
	if s.tr.published() {
		t.Fatal("the casino's chart by default")
	}
	exact := expect(t, s, blackjack.Action{Kind: blackjack.Double})
	scenetest.Press(t, a, scenetest.Key(input.Reference))
	if !s.tr.published() || a.Settings.ChartReference != save.ReferencePublished {
		t.Fatalf("Tab did not choose the casino's chart: %q", a.Settings.ChartReference)
	}
	if b := scenetest.New(t, dir); !b.Settings.ChartReference.Published() {
		t.Error("the reference was not saved")
	}
	pub := expect(t, s, blackjack.Action{Kind: blackjack.Double})
	decideKey(t, a, s, input.Double)
	sameGrade(t, "double by the casino's chart", s.tr.fb.Grade, pub)
	if exact.Correct || !pub.Correct || exact.Cost <= 0 || pub.Cost != exact.Cost || pub.Chart != tutor.Double || exact.Chart != tutor.Hit {
		t.Errorf("11 v 10 doubled: exact %+v, published %+v", exact, pub)
	}
	if !s.tr.fb.Published {
		t.Error("the panel does not say the casino's chart graded")
	}
}

// F1 shows the EV of every action without grading anything.
func TestTrainerHint(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	s := trainerTable(t, a, "argentine", true)
	seek(t, a, s, 20, func(tn blackjack.Turn) bool { return tn.Question == blackjack.AskPlay })
	q, err := trainer.Ask(s.d.Round(), s.d.Table().Shoe(), s.tr.burnt, s.tr.chart())
	if err != nil {
		t.Fatal(err)
	}
	evs, err := q.Evaluate()
	if err != nil {
		t.Fatal(err)
	}
	logged := len(s.d.Round().Log())
	a.Feed(scenetest.Key(input.Hint))
	scenetest.Ticks(t, a, 1)
	waitTrainer(t, a, s)
	for i := 0; i < 50 && s.tr.fb.Kind != feedback.Hint; i++ {
		scenetest.Ticks(t, a, 1)
	}
	if !s.tr.shown || s.tr.fb.Kind != feedback.Hint || len(s.tr.fb.EVs) != len(evs) {
		t.Fatalf("hint: shown %v, %+v", s.tr.shown, s.tr.fb)
	}
	for i := range evs {
		if s.tr.fb.EVs[i] != evs[i] {
			t.Errorf("hint EV %d: %+v; want %+v", i, s.tr.fb.EVs[i], evs[i])
		}
	}
	if len(s.d.Round().Log()) != logged || a.Progress.Table("argentine").Decisions != 0 {
		t.Error("the hint decided or counted something")
	}
	if s.tr.panel.Rect().W == 0 {
		t.Error("the panel has no place")
	}
}

// C opens the chart over the table with the hand's cell framed and
// selected; the round waits; C closes it.
func TestTrainerChartOverTheTable(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	s := trainerTable(t, a, "italian-classic", false)
	tn := seek(t, a, s, 20, func(tn blackjack.Turn) bool { return tn.Question == blackjack.AskPlay })
	want, ok := s.tr.currentSpotOf(tn)
	if !ok {
		t.Skip("a hand without a cell")
	}
	scenetest.Press(t, a, scenetest.Key(input.Chart))
	g, open := s.ChartOpen()
	if !open {
		t.Fatal("C did not open the chart")
	}
	if h, ok := g.Highlighted(); !ok || h != want {
		t.Errorf("highlighted %v %v; want %v", h, ok, want)
	}
	if sel, ok := g.Selected(); !ok || sel != want {
		t.Errorf("selected %v; want %v", sel, want)
	}
	if len(s.Targets()) < 2 || s.Busy() {
		t.Errorf("the chart's targets %d, busy %v", len(s.Targets()), s.Busy())
	}
	logged := len(s.d.Round().Log())
	a.Feed(scenetest.Key(input.Stand)) // not to the table while the chart is open
	scenetest.Ticks(t, a, 30)
	if len(s.d.Round().Log()) != logged {
		t.Error("the round went on under the chart")
	}
	scenetest.Press(t, a, scenetest.Key(input.Right))
	if sel, _ := g.Selected(); sel == want {
		t.Error("→ did not move the selection")
	}
	scenetest.Press(t, a, scenetest.Key(input.Chart))
	if _, open := s.ChartOpen(); open {
		t.Fatal("C did not close the chart")
	}
	act(t, a, s, scenetest.Key(input.Stand))
	if len(s.d.Round().Log()) == logged {
		t.Error("the table does not take the user's decision after the chart")
	}
}

// At the online table the chart marks the cells where the casino's chart
// differs, and the reference's buttons switch the chart shown.
func TestTrainerChartMarksTheCasinosChart(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	s := trainerTable(t, a, "italian-online", false)
	scenetest.Press(t, a, scenetest.Key(input.Chart))
	g, open := s.ChartOpen()
	if !open {
		t.Fatal("C did not open the chart between rounds")
	}
	d, ok := g.Marked(strategy.Spot{Section: strategy.SectionHard, Row: 11, Up: 10})
	if !ok || d.Cost() <= 0 {
		t.Errorf("hard 11 v 10 not marked: %+v", d)
	}
	if g.Chart() != s.tr.ta.An.Chart() {
		t.Error("the exact chart is not the one shown")
	}
	scenetest.Press(t, a, input.Event{Action: input.Select, Index: chartgrid.TargetPublished})
	if g.Chart() != s.tr.ta.Published || !a.Settings.ChartReference.Published() {
		t.Error("the casino's chart is not shown after its button")
	}
	scenetest.Press(t, a, scenetest.Key(input.Back))
	if _, open := s.ChartOpen(); open {
		t.Error("Esc did not close the chart")
	}
	if a.Scene() != s {
		t.Error("Esc left the table")
	}
}

// F6 switches the trainer; the menu's Trainer mode opens the table with it
// on.
func TestTrainerSwitch(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	s := trainerTable(t, a, "italian-classic", false)
	scenetest.Press(t, a, scenetest.Key(input.Trainer))
	if !s.TrainerOn() || !strings.Contains(scenetest.LastNotice(a), "Trainer on") {
		t.Errorf("F6: on %v, %q", s.TrainerOn(), scenetest.LastNotice(a))
	}
	scenetest.Press(t, a, scenetest.Key(input.Trainer))
	if s.TrainerOn() {
		t.Error("F6 did not switch it off")
	}
	sc, ok := a.Routes.Table(a, rules.ItalianClassic, session.ModeTrainer)
	if bj, isBJ := sc.(*Table); !ok || !isBJ || !bj.TrainerOn() || !session.ModeTrainer.Ready() {
		t.Errorf("the Trainer mode: %T %v", sc, ok)
	}
	if sc, _ := a.Routes.Table(a, rules.ItalianClassic, session.ModePlay); sc.(*Table).TrainerOn() {
		t.Error("Play now opens the trainer")
	}
}

// After every round the bankroll goes into the progress, saved with the
// graded decisions.
func TestTrainerKeepsTheBankroll(t *testing.T) {
	dir := t.TempDir()
	a := scenetest.New(t, dir)
	s := trainerTable(t, a, "argentine", true)
	betAll(t, a, s)
	for i := 0; s.d.Phase() == phasePlaying && i < 100; i++ {
		decideKey(t, a, s, inputFor(trainer.ChartAction(s.d.Round(), s.botChart())))
		if s.tr.asking() {
			decideKey(t, a, s, input.Confirm)
		}
	}
	if s.d.Phase() != phaseOver {
		t.Fatal("the round did not end")
	}
	p := a.Progress
	if n := len(p.Bankroll); n != 1 || p.Bankroll[0].Bankroll != a.Balance() || p.Bankroll[0].Table != "argentine" {
		t.Errorf("bankroll points %+v; want one of %v", p.Bankroll, a.Balance())
	}
	decisions := p.Table("argentine").Decisions
	if decisions == 0 {
		t.Fatal("no decision recorded")
	}
	if ss := p.SessionsOf("argentine"); len(ss) != 1 || ss[0].Mode != "play" || ss[0].Decisions != decisions {
		t.Errorf("sessions %+v", ss)
	}
	b := scenetest.New(t, dir)
	if len(b.Progress.Bankroll) != 1 || b.Progress.Table("argentine").Decisions != decisions {
		t.Errorf("saved progress: %d bankroll points, %d decisions", len(b.Progress.Bankroll), b.Progress.Table("argentine").Decisions)
	}
}

// Take-back and progress agree: the first answer is what counts. A wrong
// decision taken back is in the progress once, as it was, however the
// question is answered again — the chart's play after Z, the same mistake
// after Z, or another answer straight away — and the next answer is applied
// without being counted. The panel says so in every language.
func TestTrainerTakeBackRecordsTheFirstAnswer(t *testing.T) {
	cases := []struct {
		name  string
		again func(right blackjack.Action) []input.Action
	}{
		{"Z, then the chart's play", func(right blackjack.Action) []input.Action { return []input.Action{input.TakeBack, inputFor(right)} }},
		{"Z, then the same mistake", func(blackjack.Action) []input.Action { return []input.Action{input.TakeBack, input.Double} }},
		{"the chart's play at once", func(right blackjack.Action) []input.Action { return []input.Action{inputFor(right)} }},
		{"Space keeps the mistake", func(blackjack.Action) []input.Action { return []input.Action{input.Confirm} }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := scenetest.New(t, t.TempDir())
			s := trainerTable(t, a, "italian-classic", false)
			tn := seek(t, a, s, 60, func(tn blackjack.Turn) bool {
				return tn.Question == blackjack.AskPlay && tn.Options.Has(blackjack.OptDouble) &&
					trainer.ChartAction(s.d.Round(), s.botChart()).Kind != blackjack.Double
			})
			s.tr.setOn(true)
			want := expect(t, s, blackjack.Action{Kind: blackjack.Double})
			right := trainer.ChartAction(s.d.Round(), s.botChart())
			logged := len(s.d.Round().Log())
			decideKey(t, a, s, input.Double)
			if !s.tr.asking() || want.Correct {
				t.Fatalf("the double was not held back as a mistake: %+v", want)
			}
			for _, k := range c.again(right) {
				decideKey(t, a, s, k)
			}
			if len(s.d.Round().Log()) == logged || s.d.Round().Turn() == tn && s.userTurn() {
				t.Error("the question was not answered")
			}
			p := a.Progress.Table("italian-classic")
			if p.Decisions != 1 || p.Correct != 0 || math.Abs(p.Cost-want.Cost/100) > 1e-12 {
				t.Errorf("progress %+v; want the first, wrong answer alone (cost %.4f)", p, want.Cost/100)
			}
			if ss := a.Progress.SpotStats("italian-classic", want.Spot); ss.Decisions != 1 || ss.Correct != 0 {
				t.Errorf("cell %s: %+v", want.Spot, ss)
			}
		})
	}
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	for l, first := range map[locales.Lang]string{locales.English: "first", locales.Italian: "prima", locales.Spanish: "primera"} {
		if again := b.Locale(l).T(locales.TrainerAgain); !strings.Contains(again, first) {
			t.Errorf("%s: %q does not say that the first answer counts", l, again)
		}
	}
}

// 000 Art.9: the insurance is "una puntata non superiore alla metà di
// quella iniziale": the user chooses it, a step at a time from half the bet
// down (↓, ↑), and the trainer prices the stake chosen; at the online table
// (003 Assicurazione) it is exactly half, with nothing to choose.
func TestArt9_TheUserChoosesTheInsuranceStake(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	a.Settings.TakeBack = false
	s := trainerTable(t, a, "italian-classic", false)
	var turn blackjack.Turn
	for round := 0; round < 200; round++ {
		// 50 on each of two boxes: the insurance goes up to 25, by 5.
		act(t, a, s, chipClick(0))
		for b, k := 1, 0; b <= s.d.Rules().Boxes && k < 2; b++ {
			if !s.d.Seats()[b].Bot {
				for i := 0; i < 5; i++ {
					act(t, a, s, boxClick(b))
				}
				k++
			}
		}
		act(t, a, s, scenetest.Key(input.Confirm))
		if s.d.Phase() != phasePlaying {
			t.Fatalf("not dealt: %q", a.Notices())
		}
		if tn := s.d.Round().Turn(); tn.Question == blackjack.AskInsurance && s.userTurn() {
			turn = tn
			break
		}
		playOut(t, a, s)
		act(t, a, s, scenetest.Key(input.Confirm))
	}
	if turn.Question != blackjack.AskInsurance {
		t.Fatal("no insurance question in 200 rounds")
	}
	if got := s.insuranceStake(turn); got != rules.Units(25) {
		t.Fatalf("the stake offered first: %v; want half the bet, 25.00", got)
	}
	for _, k := range []input.Action{input.Down, input.Down, input.Down, input.Up} {
		act(t, a, s, scenetest.Key(k))
	}
	if got := s.insuranceStake(turn); got != rules.Units(15) {
		t.Fatalf("after three steps down and one up: %v; want 15.00 (25 by steps of 5)", got)
	}
	var labels []string
	for _, b := range s.buttonsNow(nil) {
		labels = append(labels, b.label)
	}
	if !slices.Contains(labels, a.Loc.T(locales.BJInsuranceOf, rules.Units(15))) {
		t.Errorf("buttons %q: want the insurance of 15", labels)
	}
	s.tr.setOn(true)
	want := expect(t, s, blackjack.Action{Kind: blackjack.Insure, Amount: rules.Units(15)})
	decideKey(t, a, s, input.Insurance)
	if got := s.d.Round().Box(turn.Box).Insurance; got != rules.Units(15) {
		t.Fatalf("insured %v; want the 15.00 chosen", got)
	}
	sameGrade(t, "insurance 15", s.tr.fb.Grade, want)
	half := 0.0
	for _, ae := range s.tr.fb.Grade.Actions {
		if ae.Action == tutor.Insurance {
			half = ae.EV
		}
	}
	// Priced at 15 of 50: three fifths of what half the bet would be.
	if full := tutor.InsuranceEV(s.d.Rules(), s.tr.fb.Q.Point.Unseen); math.Abs(half-full*0.6) > 1e-12 {
		t.Errorf("insurance priced at %v; want three fifths of half's %v", half, full)
	}
}
