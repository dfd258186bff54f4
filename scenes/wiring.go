package scenes

import (
	"sabot/rules"
	"sabot/scenes/bjtable"
	"sabot/scenes/dealerdrill"
	"sabot/scenes/menus"
	"sabot/scenes/pbtable"
	"sabot/scenes/school"
	"sabot/scenes/session"
	"sabot/scenes/study"
	"sabot/scenes/study/progress"
	"sabot/scenes/why"
	"sabot/tutor"
)

// routes returns the constructors the scenes reach one another by.
func routes() session.Routes {
	return session.Routes{
		Menu:    func(c *session.Context) session.Scene { return menus.NewMenu(c) },
		Table:   tableScene,
		History: func(c *session.Context, back session.Scene) session.Scene { return menus.NewHandHistory(c, back) },
		Stats:   func(c *session.Context, r rules.RuleSet) session.Scene { return progress.New(c, r) },
		RuleSheet: func(c *session.Context, r rules.RuleSet, back session.Scene) session.Scene {
			return menus.NewRuleSheet(c, r, back)
		},
		Settings: func(c *session.Context, back session.Scene) session.Scene { return menus.NewSettings(c, back) },
		Progress: func(c *session.Context, r rules.RuleSet, back session.Scene) session.Scene {
			return progress.New(c, r).ReturnTo(back)
		},
		SchoolDrills: func(c *session.Context, r rules.RuleSet) session.Scene {
			return dealerdrill.New(c, r)
		},
		SchoolStats: func(c *session.Context, r rules.RuleSet, back session.Scene) session.Scene {
			return progress.NewSchool(c, r, back)
		},
		Why: func(c *session.Context, dp tutor.DecisionPoint, back session.Scene) session.Scene {
			return why.New(c, dp, back)
		},
	}
}

// tableScene returns the scene that seats the user at table r in mode m,
// and false while that scene is not built yet (the menu then says the table
// is being set up). This is where the table scenes plug in, e.g.
//
//	case r.IsBlackjack() && m == session.ModePlay:
//		return bjtable.New(a, r), true
func tableScene(a *session.Context, r rules.RuleSet, m session.Mode) (session.Scene, bool) {
	switch {
	case m == session.ModeDrills:
		return study.NewDrills(a, r), true // a blackjack table is chosen there
	case r.Game == rules.PuntoBanco && m == session.ModePlay:
		return pbtable.New(a, r), true
	case r.Game == rules.PuntoBanco && m == session.ModeTrainer:
		return pbtable.NewTrainer(a, r), true
	case r.IsBlackjack() && m == session.ModePlay:
		return bjtable.New(a, r), true
	case r.IsBlackjack() && m == session.ModeTrainer:
		return bjtable.NewTrainer(a, r), true
	case r.IsBlackjack() && m == session.ModeSchool:
		return school.New(a, r), true
	case r.Game == rules.PuntoBanco && m == session.ModeSchool:
		return school.NewPunto(a, r), true
	case r.IsBlackjack() && m == session.ModeSchoolExam:
		return school.NewExam(a, r), true
	case r.Game == rules.PuntoBanco && m == session.ModeSchoolExam:
		return school.NewPuntoExam(a, r), true
	}
	return nil, false
}
