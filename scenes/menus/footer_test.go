package menus

import (
	"strings"
	"testing"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/pbtable"
	"sabot/scenes/scenetest"
)

// Issue 23 item 8: the settings and the rule sheet opened from a table say
// that Esc goes back to the table (it does); opened from the menu, to the
// menu.
func TestFooterSaysWhereEscGoes(t *testing.T) {
	words := map[locales.Lang][2]string{
		locales.Italian: {"tavolo", "menu"},
		locales.Spanish: {"mesa", "menú"},
		locales.English: {"table", "menu"},
	}
	for _, lang := range locales.Langs() {
		a := scenetest.New(t, t.TempDir())
		a.SetLang(lang)
		table := pbtable.New(a, rules.SuperPuntoBanco)
		w := words[lang]
		cases := []struct {
			name string
			help string
			want string
		}{
			{"settings from a table", NewSettings(a, table).(*Settings).help(), w[0]},
			{"settings from the menu", newSettings(a).help(), w[1]},
			{"rule sheet from a table", NewRuleSheet(a, rules.ItalianClassic, table).(*ruleSheet).help(), w[0]},
			{"rule sheet from the menu", newRuleSheet(a, rules.ItalianClassic).help(), w[1]},
		}
		for _, c := range cases {
			if !strings.Contains(c.help, c.want) || !strings.Contains(c.help, input.Label(a.Loc, input.Back)) {
				t.Errorf("%s, %s: footer %q; want Esc and %q", lang, c.name, c.help, c.want)
			}
		}
	}
}
