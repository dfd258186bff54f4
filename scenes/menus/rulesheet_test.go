package menus

import (
	"strings"
	"testing"

	"sabot/locales"
)

// The rule sheet's legend is the Interpretation badge and what it means:
// the words beside the badge do not say the badge's word again
// (rules-argentine.png showed «Interpretación» twice side by side, the
// badge and the legend's own «Interpretación:»).
func TestRuleSheetLegendSaysItsBadgeOnce(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range locales.Langs() {
		loc := b.Locale(l)
		badge, legend := loc.T(locales.SheetInterpretation), loc.T(locales.SheetLegend)
		if strings.Contains(strings.ToLower(legend), strings.ToLower(badge)) {
			t.Errorf("%s: the legend %q says the badge's %q again", l, legend, badge)
		}
	}
}
