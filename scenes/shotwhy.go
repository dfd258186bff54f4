package scenes

import (
	"sabot/rules"
	"sabot/scenes/session"
	"sabot/tutor"
)

// whyShot reports whether a screenshot scene is the Why view's.
func whyShot(scene string) bool { return scene == "why" || scene == "why-book" }

// whyShotPoint is the decision a why picture explains: the chart cell of
// spot key hand (hard 16 against a ten when ""), from a full shoe.
func whyShotPoint(r rules.RuleSet, hand string) (tutor.DecisionPoint, error) {
	if hand == "" {
		hand = "hard/16/10"
	}
	sp, err := tutor.ParseSpotKey(hand)
	if err != nil {
		return tutor.DecisionPoint{}, err
	}
	return tutor.SpotPoint(r, sp)
}

// openWhyShot opens the Why view of the -hand cell at the -rules table
// (over the menu), on the book page for why-book.
func openWhyShot(a *session.Context, o ScreenshotOptions) {
	r, _ := rules.ByID(o.Rules) // Validate checked it
	dp, _ := whyShotPoint(r, o.Hand)
	sc := a.Routes.Why(a, dp, a.Routes.Menu(a))
	if o.Scene == "why-book" {
		if b, ok := sc.(interface{ ShowBook(on bool) }); ok {
			b.ShowBook(true)
		}
	}
	a.GoTo(sc)
}
