package scenes

import (
	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/menus"
	"sabot/scenes/session"
	"sabot/scenes/study"
)

// trainerShot reports whether a screenshot scene is one of the trainer's.
func trainerShot(scene string) bool {
	return scene == "drill" || scene == "counting" || scene == "stats" || scene == "chart" || courseShot(scene)
}

// courseShot reports whether a screenshot scene is one of the course's.
func courseShot(scene string) bool {
	return scene == "course" || scene == "lesson" || scene == "lesson-drill"
}

// openTrainerShot opens a trainer's scene from the menu, as the user would.
func openTrainerShot(a *session.Context, scene, table string) {
	switch scene {
	case "drill":
		a.Feed(input.Event{Action: input.Select, Index: menus.TargetMode + int(session.ModeDrills)}, input.Event{Action: input.Confirm})
	case "counting":
		a.GoTo(study.NewCounting(a, study.ShotTable(table), nil))
	case "stats":
		a.Progress = study.ShotProgress(study.ShotTable(table), 7)
		a.Progress.Courses = study.ShotCourseProgress(study.ShotTable(table)).Courses
		a.Feed(input.Event{Action: input.Progress})
	case "chart":
		a.GoTo(study.NewChartScene(a, study.ShotTable(table), nil, a.Routes.Menu(a)))
	case "course", "lesson", "lesson-drill":
		r, _ := rules.ByID(table) // Validate checked it
		a.Progress = study.ShotCourseProgress(r)
		if scene == "course" {
			a.GoTo(study.NewCourseShot(a, r))
		} else {
			a.GoTo(study.NewLessonShot(a, r))
		}
	}
}

// tableTrainerShot reports whether a screenshot scene is one of the
// trainer's at the tables.
func tableTrainerShot(scene string) bool { return scene == "trainer" || scene == "table-chart" }

// openTableTrainerShot opens the selected table in the Trainer mode, with
// the shoe's EV and the count shown.
func openTableTrainerShot(a *session.Context) {
	a.Settings.ShowShoeEV, a.Settings.ShowCount = true, true
	a.Feed(input.Event{Action: input.Select, Index: menus.TargetMode + int(session.ModeTrainer)}, input.Event{Action: input.Confirm})
}

// markTrainerShot tells the table which of the trainer's pictures to
// stage.
func markTrainerShot(sc session.Scene, scene string) {
	if s, ok := sc.(interface{ StageTrainerShot(scene string) }); ok {
		s.StageTrainerShot(scene)
	}
}

// openSchoolShot opens the selected table in the Dealer school mode.
func openSchoolShot(a *session.Context) {
	a.Feed(input.Event{Action: input.Select, Index: menus.TargetMode + int(session.ModeSchool)}, input.Event{Action: input.Confirm})
}
