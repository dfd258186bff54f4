package scenes

import "sabot/rules"

// routes returns the constructors the scenes reach one another by.
func routes() Routes {
	return Routes{
		Menu:    func(c *Context) Scene { return NewMenu(c) },
		Table:   tableScene,
		History: func(c *Context, back Scene) Scene { return NewHandHistory(c, back) },
		Stats:   func(c *Context, r rules.RuleSet) Scene { return NewStats(c, r) },
	}
}

// tableScene returns the scene that seats the user at table r in mode m,
// and false while that scene is not built yet (the menu then says the table
// is being set up). This is where the table scenes plug in, e.g.
//
//	case r.IsBlackjack() && m == ModePlay:
//		return NewBlackjackTable(a, r), true
func tableScene(a *Context, r rules.RuleSet, m Mode) (Scene, bool) {
	switch {
	case m == ModeDrills:
		return NewDrills(a, r), true // a blackjack table is chosen there
	case r.Game == rules.PuntoBanco && m == ModePlay:
		return NewPuntoTable(a, r), true
	case r.Game == rules.PuntoBanco && m == ModeTrainer:
		return NewPuntoTrainer(a, r), true
	case r.IsBlackjack() && m == ModePlay:
		return NewBlackjackTable(a, r), true
	case r.IsBlackjack() && m == ModeTrainer:
		return NewBlackjackTrainer(a, r), true
	}
	return nil, false
}
