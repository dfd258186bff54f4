package menus

import (
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/school"
	"sabot/scenes/session"
)

// clickAt clicks a point of the screen as the mouse does: the event of the
// topmost target under it.
func clickAt(t *testing.T, a *session.Context, p image.Point) input.Event {
	t.Helper()
	e, ok := input.HitTest(a.Scene().Targets(), p)
	if !ok {
		t.Fatalf("a click at %v reaches nothing", p)
	}
	scenetest.Press(t, a, e)
	return e
}

// targetCentre is the middle of the menu's target of an index.
func targetCentre(t *testing.T, m *Menu, index int) image.Point {
	t.Helper()
	for _, tg := range m.Targets() {
		if tg.Event.Action == input.Select && tg.Event.Index == index {
			return tg.Rect.Min.Add(tg.Rect.Size().Div(2))
		}
	}
	t.Fatalf("the menu shows no target %d", index)
	return image.Point{}
}

// Issue 22 item 7: the exam starts from the menu. The table's row clicked
// (where the menu's own formula puts it), the Dealer school mode, its Exam
// choice, Start: the table shows the exam's settings (five rounds, timed;
// the incidents on; no help; no take-back; the report) and starts nothing
// until Start; then the exam runs its rounds at the chosen table and at its
// end the report is written beside the saves.
func TestMenuStartsTheSchoolExam(t *testing.T) {
	dir := t.TempDir()
	a := scenetest.New(t, dir)
	scenetest.Ticks(t, a, 60)
	m := menuOf(t, a)
	const id = "italian-online" // 003 states no opening of the table: the exam is its rounds
	row := -1
	for i, r := range rules.All() {
		if r.ID == id {
			row = i
		}
	}
	rr := a.Frame.Rect(menuRow(row, len(rules.All())))
	clickAt(t, a, rr.Min.Add(rr.Size().Div(2)))
	if m.Selected().ID != id {
		t.Fatalf("clicked the row of %s, selected %s", id, m.Selected().ID)
	}
	for _, tg := range m.Targets() {
		if tg.Event.Index == TargetSchoolExam {
			t.Fatal("the exam's choice shows before the Dealer school mode is chosen")
		}
	}
	clickAt(t, a, targetCentre(t, m, TargetMode+int(session.ModeSchool)))
	if e := clickAt(t, a, targetCentre(t, m, TargetSchoolExam)); e.Index != TargetSchoolExam || !m.exam {
		t.Fatalf("the Exam choice: click hit %d, exam %v", e.Index, m.exam)
	}
	scenetest.Press(t, a, scenetest.Key(input.Reference)) // Tab: back to practice
	if m.exam {
		t.Error("Tab did not switch the Dealer school back to practice")
	}
	scenetest.Press(t, a, scenetest.Key(input.Reference))
	if !m.exam {
		t.Fatal("Tab did not switch the Dealer school to the exam")
	}
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	s := scenetest.Opened[*school.Table](t, a)
	if a.Settings.Table != id {
		t.Errorf("the exam's table %q; want %q", a.Settings.Table, id)
	}

	// The settings, before anything runs.
	set := strings.Join(s.ExamSettings(), "\n")
	for _, w := range []string{"5 rounds, timed", "Incidents on", "no hint", "No take-back", "report for your teacher"} {
		if !strings.Contains(set, w) {
			t.Errorf("the exam's settings lack %q:\n%s", w, set)
		}
	}
	if _, _, on := s.ExamRound(); on {
		t.Error("the exam started before Start")
	}
	scenetest.Ticks(t, a, 200)
	if right, wrong, _ := s.Score(); right+wrong != 0 {
		t.Errorf("steps counted before Start: %d right, %d wrong", right, wrong)
	}
	if _, ok := s.NextClickIncidents(); ok {
		t.Error("the table's header can be clicked under the exam's settings")
	}
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	if round, rounds, on := s.ExamRound(); !on || round != 1 || rounds != 5 || s.ExamSettings() != nil {
		t.Fatalf("after Start: exam %v, round %d of %d, settings %q", on, round, rounds, s.ExamSettings())
	}

	// The exam's rounds, every step taken right with the student's clicks.
	for clicks := 0; clicks < 20000 && s.ExamReport() == ""; clicks++ {
		if _, _, over := s.Score(); over {
			scenetest.Press(t, a, scenetest.Key(input.Confirm))
			continue
		}
		step, ok := s.Due()
		if !ok {
			scenetest.Ticks(t, a, 1)
			continue
		}
		p, ok := s.NextClick(step)
		if !ok {
			t.Fatalf("no click for %s", step)
		}
		clickAt(t, a, p)
	}
	report := s.ExamReport()
	if report == "" {
		t.Fatal("the exam from the menu wrote no report")
	}
	if rel, err := filepath.Rel(dir, report); err != nil || strings.HasPrefix(rel, "..") {
		t.Errorf("the report %s is not beside the saves in %s", report, dir)
	}
	raw, err := os.ReadFile(report)
	if err != nil {
		t.Fatal(err)
	}
	html := string(raw)
	for _, w := range []string{a.Loc.T(locales.TableName(id)), "003_", "<th>Rounds</th><td>5 of 5</td>"} {
		if !strings.Contains(html, w) {
			t.Errorf("the report does not name %q", w)
		}
	}
	if _, _, on := s.ExamRound(); on {
		t.Error("the exam is still under way after its report")
	}
}
