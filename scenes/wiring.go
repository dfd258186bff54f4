package scenes

import "sabot/rules"

// routes returns the constructors the scenes reach one another by.
func routes() Routes {
	return Routes{
		Menu:    func(c *Context) Scene { return NewMenu(c) },
		Table:   TableScene,
		History: func(c *Context, back Scene) Scene { return NewHandHistory(c, back) },
		Stats:   func(c *Context, r rules.RuleSet) Scene { return NewStats(c, r) },
	}
}
