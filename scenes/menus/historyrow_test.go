package menus

import (
	"strings"
	"testing"

	"sabot/locales"
	"sabot/scenes/draw"
	"sabot/scenes/scenetest"
)

// TestHistoryRowWithFourHandsReadable: a round where the user split to
// four hands is summed up in its row at the row's own type (15 units), in
// every language, not shrunk to fit: the split box says its totals, and the
// detail keeps each hand's cards (issue 23: rows of four hands shrank to
// unreadable).
func TestHistoryRowWithFourHandsReadable(t *testing.T) {
	rec := `{"game":"blackjack","rules":"italian-shuffler","you":"You","dealer":{"cards":"KS 6H 4D","total":20},` +
		`"boxes":[{"box":4,"player":"You","hands":[` +
		`{"cards":"8S 3H KD","total":21,"stake":10,"result":"win","net":10},` +
		`{"cards":"8D 9S","total":17,"stake":10,"result":"lose","net":-10},` +
		`{"cards":"8C 2H 9D","total":19,"stake":10,"result":"lose","net":-10},` +
		`{"cards":"8H QC","total":18,"stake":10,"result":"lose","net":-10}]}]}`
	e := readEntry([]byte(rec))
	if e.bad {
		t.Fatal("the record is unreadable")
	}
	a := scenetest.New(t, t.TempDir())
	width := historyList.W - 20 - 28 // the row's text, as paintRow lays it
	for _, lang := range locales.Langs() {
		a.SetLang(lang)
		sum := summary(a.Loc, e)
		if w := draw.Width(draw.Face(a.Fonts.Regular, 15), sum); w > width {
			t.Errorf("%s: %q is %.0f wide at 15; the row has %.0f", lang, sum, w, width)
		}
		if !strings.Contains(sum, "21, 17, 19, 18") {
			t.Errorf("%s: %q does not give the four hands' totals", lang, sum)
		}
		if d := strings.Join(detail(a.Loc, e), "\n"); !strings.Contains(d, "9♠") {
			t.Errorf("%s: the detail lost a hand's cards:\n%s", lang, d)
		}
	}
}
