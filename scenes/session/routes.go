package session

import (
	"sabot/rules"
	"sabot/tutor"
)

// Routes are the constructors of the scenes that a scene of another
// package opens. The root fills them in, so that a scene package imports
// none of the others.
type Routes struct {
	// Menu opens the main menu.
	Menu func(c *Context) Scene
	// Table seats the user at table r in mode m, and reports false while
	// that scene is not built yet.
	Table func(c *Context, r rules.RuleSet, m Mode) (Scene, bool)
	// History opens the hand history; Back returns to back (nil: the
	// menu).
	History func(c *Context, back Scene) Scene
	// Stats opens the trainer's progress at table r.
	Stats func(c *Context, r rules.RuleSet) Scene
	// RuleSheet, Settings and Progress open the rule sheet of table r,
	// the settings and the progress from a table (F2, F3, F5); Back
	// returns to back.
	RuleSheet func(c *Context, r rules.RuleSet, back Scene) Scene
	Settings  func(c *Context, back Scene) Scene
	Progress  func(c *Context, r rules.RuleSet, back Scene) Scene
	// SchoolDrills opens the dealer school's drills (payouts at table r,
	// the Tabella della Regola).
	SchoolDrills func(c *Context, r rules.RuleSet) Scene
	// SchoolStats opens the dealer school's progress at table r; Back
	// returns to back.
	SchoolStats func(c *Context, r rules.RuleSet, back Scene) Scene
	// Why opens the why of decision dp (the plays' outcomes, the dealer,
	// the table's rules, the book's chart); Back returns to back.
	Why func(c *Context, dp tutor.DecisionPoint, back Scene) Scene
}
