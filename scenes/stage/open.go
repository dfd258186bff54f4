package stage

import (
	"fmt"
	"strconv"
	"strings"

	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/menus"
	"sabot/scenes/session"
	"sabot/scenes/study"
	"sabot/scenes/study/chart"
	"sabot/scenes/study/counting"
	"sabot/scenes/study/page"
	"sabot/scenes/study/progress"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

// IsTrainer reports whether a screenshot scene is one of the trainer's.
func IsTrainer(scene string) bool {
	return scene == "drill" || scene == "counting" || scene == "stats" || scene == "chart" || IsCourse(scene)
}

// IsCourse reports whether a screenshot scene is one of the course's.
func IsCourse(scene string) bool {
	return scene == "course" || scene == "lesson" || scene == "lesson-drill"
}

// Trainer opens a trainer's scene from the menu, as the user would.
func Trainer(a *session.Context, scene, table string) {
	switch scene {
	case "drill":
		a.Feed(input.Event{Action: input.Select, Index: menus.TargetMode + int(session.ModeDrills)}, input.Event{Action: input.Confirm})
	case "counting":
		a.GoTo(counting.New(a, page.ShotTable(table), nil))
	case "stats":
		a.Progress = progress.Sample(page.ShotTable(table), 7)
		a.Progress.Courses = study.CourseSample(page.ShotTable(table)).Courses
		a.Feed(input.Event{Action: input.Progress})
	case "chart":
		a.GoTo(chart.New(a, page.ShotTable(table), nil, a.Routes.Menu(a)))
	case "course", "lesson", "lesson-drill":
		r, _ := rules.ByID(table) // Validate checked it
		a.Progress = study.CourseSample(r)
		if scene == "course" {
			a.GoTo(study.NewCourseShot(a, r))
		} else {
			a.GoTo(study.NewLessonShot(a, r))
		}
	}
}

// IsTableTrainer reports whether a screenshot scene is one of the
// trainer's at the tables.
func IsTableTrainer(scene string) bool { return scene == "trainer" || scene == "table-chart" }

// TableTrainer opens the selected table in the Trainer mode, with
// the shoe's EV and the count shown.
func TableTrainer(a *session.Context) {
	a.Settings.ShowShoeEV, a.Settings.ShowCount = true, true
	a.Feed(input.Event{Action: input.Select, Index: menus.TargetMode + int(session.ModeTrainer)}, input.Event{Action: input.Confirm})
}

// MarkTrainer tells the table which of the trainer's pictures to
// stage.
func MarkTrainer(sc session.Scene, scene string) {
	if s, ok := sc.(interface{ StageTrainerShot(scene string) }); ok {
		s.StageTrainerShot(scene)
	}
}

// School opens the selected table in the Dealer school mode.
func School(a *session.Context) {
	a.Feed(input.Event{Action: input.Select, Index: menus.TargetMode + int(session.ModeSchool)}, input.Event{Action: input.Confirm})
}

// IsWhy reports whether a screenshot scene is the Why view's.
func IsWhy(scene string) bool { return scene == "why" || scene == "why-book" }

// WhyPoint is the decision a why picture explains, from a full shoe:
// the chart cell of spot key hand (hard 16 against a ten when ""), or a
// side decision: insurance[/SECTION/HAND] (the cell's hand against an ace,
// hard 16 by default), even-money[/UP] (a blackjack against an ace or,
// at italian-classic, a ten: A or 10), desafio[/UP] (an argentine ace
// alone, against a 6 by default).
func WhyPoint(r rules.RuleSet, hand string) (tutor.DecisionPoint, error) {
	if hand == "" {
		hand = "hard/16/10"
	}
	kind, rest, _ := strings.Cut(hand, "/")
	side := map[string]tutor.SideKind{"insurance": tutor.SideInsurance, "even-money": tutor.SideEvenMoney, "desafio": tutor.SideDesafio}
	k, ok := side[kind]
	if !ok {
		sp, err := strategy.ParseSpotKey(hand)
		if err != nil {
			return tutor.DecisionPoint{}, err
		}
		return tutor.SpotPoint(r, sp)
	}
	var sp strategy.Spot
	switch {
	case k == tutor.SideInsurance:
		if rest == "" {
			rest = "hard/16"
		}
		var err error
		if sp, err = strategy.ParseSpotKey(rest + "/A"); err != nil {
			return tutor.DecisionPoint{}, fmt.Errorf("%s: want insurance/SECTION/HAND, e.g. insurance/hard/16: %w", hand, err)
		}
	case rest == "" && k == tutor.SideDesafio:
		sp.Up = 6
	case rest == "" || rest == "A":
		sp.Up = 1
	default:
		n, err := strconv.Atoi(rest)
		if err != nil || n < 2 || n > 10 {
			return tutor.DecisionPoint{}, fmt.Errorf("%s: want %s/UP, the dealer's card A or 2-10", hand, kind)
		}
		sp.Up = n
	}
	return tutor.SidePoint(r, k, sp)
}

// Why opens the Why view of the hand cell at the table (over the menu),
// on the book page for the scene why-book.
func Why(a *session.Context, scene, table, hand string) {
	r, _ := rules.ByID(table) // the command checked it
	dp, _ := WhyPoint(r, hand)
	sc := a.Routes.Why(a, dp, a.Routes.Menu(a))
	if scene == "why-book" {
		if b, ok := sc.(interface{ ShowBook(on bool) }); ok {
			b.ShowBook(true)
		}
	}
	a.GoTo(sc)
}
