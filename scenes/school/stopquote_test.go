package school

import (
	"strings"
	"testing"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/scenetest"
)

// Issue 24: the stop panel cut a long quote with "…" once its type came
// down to 10, before the words that decide (000 Art. 37's, 004's
// incidents'). At every blackjack table, for every article the school
// quotes, in every language, under a stop of three to five lines, the
// panel grows upwards (no higher than stopTopMin) so that the whole
// quote reads at 12 or more.
func TestStopPanelQuotesWhole(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	for _, r := range rules.All() {
		if !r.IsBlackjack() {
			continue
		}
		for tp := rules.Topic(0); tp < 255; tp++ {
			q := r.Quote(tp)
			if q == "" {
				continue
			}
			for _, lang := range locales.Langs() {
				quote := a.Bundle.Locale(lang).T(locales.SchoolQuoteText, q)
				for body := 3; body <= 5; body++ {
					box, size, lines := stopQuoteFit(a.Fonts, panelBox, body, quote, true)
					last := lines[len(lines)-1]
					if size < stopQuoteGrowFor || strings.HasSuffix(last, " …") || box.Y < stopTopMin || box.Y+box.H != panelBox.Y+panelBox.H {
						t.Errorf("%s %s %s, %d lines above: the quote at %.0f in %+v, ending %q", r.ID, r.Article(tp), lang, body, size, box, last)
					}
				}
			}
		}
	}
}
