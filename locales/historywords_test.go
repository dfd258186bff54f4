package locales

import (
	"strings"
	"testing"
)

// bothGamesHeadings are the texts of the screens that list the rounds of
// both games together: the history's list (its title, count, help, empty
// and unreadable lines, its export and import) and the progress's
// bankroll plot, one point after every round of every table.
var bothGamesHeadings = []Key{
	HistoryTitle, HistoryCount, HistoryEmpty, HistoryHelp, HistoryUnreadable,
	"history.exported", "history.imported",
	StatsRounds, StatsPlotBankrollIn, StatsNoRounds,
}

// roundWordsOfBothGames says what a text said at both games may call the
// round: Italian names the blackjack tables' mano only beside Punto
// Banco's colpo (002), so that no coup is called a mano; Spanish says pase
// at both (001's word; its mano is a player's cards), English round (a
// hand is a player's cards).
func roundWordsOfBothGames(l Lang, text string) (bad string) {
	has := func(words ...string) string {
		low := strings.ToLower(text)
		for _, w := range words {
			if len(wordIndexes(low, w)) > 0 {
				return w
			}
		}
		return ""
	}
	switch l {
	case Italian:
		if w := has("mano", "mani"); w != "" && has("colpo", "colpi") == "" {
			return w
		}
	case Spanish:
		return has("mano", "manos")
	case English:
		return has("hand", "hands")
	}
	return ""
}

// The history and the progress list Punto Banco's coups with the blackjack
// rounds: their headings do not call a coup a mano (a hand).
func TestGlossary_HistoryHeadingsFitBothGames(t *testing.T) {
	b := load(t)
	for _, l := range glossaryLangs {
		loc := b.Locale(l)
		for _, k := range bothGamesHeadings {
			m, ok := loc.msgs[k]
			if !ok {
				t.Errorf("%s.json: no %q", l, k)
				continue
			}
			for _, f := range forms(m) {
				if w := roundWordsOfBothGames(l, f); w != "" {
					t.Errorf("%s.json %q says %q for the rounds of both games: %q", l, k, w, f)
				}
			}
		}
	}
}

// The check finds a planted mano, manos, hand, and lets a heading that
// names both games' words pass.
func TestGlossary_HistoryHeadingsFitBothGames_Planted(t *testing.T) {
	for _, c := range []struct {
		lang Lang
		text string
		bad  bool
	}{
		{Italian, "Storico delle mani", true},
		{Italian, "Storico delle mani e dei colpi", false},
		{Italian, "Cassa, dopo ogni mano o colpo", false},
		{Spanish, "Historial de manos", true},
		{Spanish, "Historial de pases", false},
		{English, "Hand history", true},
		{English, "Round history", false},
	} {
		if got := roundWordsOfBothGames(c.lang, c.text) != ""; got != c.bad {
			t.Errorf("%s %q: found %v, want %v", c.lang, c.text, got, c.bad)
		}
	}
}
