package menus

import (
	"strings"
	"testing"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/pbtable"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
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

// Issue 23 item 8: the menu's mode buttons («Dealer school», «Scuola
// croupier», «Escuela de crupieres») are written in type of 15 design units
// at least (their usual is 18.4), side by side in the modes' panel without
// overlapping, in every language.
func TestMenuModeButtonsReadable(t *testing.T) {
	const minSize = 15.0
	for _, lang := range locales.Langs() {
		a := scenetest.New(t, t.TempDir())
		a.SetLang(lang)
		var labels []string
		for _, md := range session.Modes() {
			labels = append(labels, a.Loc.T(md.Key()))
		}
		rects := menuModeRects(a.Fonts, labels)
		for i, r := range rects {
			if size, w := draw.ButtonLabel(a.Fonts, r, labels[i], ""); size < minSize || w > r.W {
				t.Errorf("%s: %q in type of %.1f, %.0f wide in a button of %.0f; want %.0f at least, inside", lang, labels[i], size, w, r.W, minSize)
			}
			if r.X < menuModes.X || r.X+r.W > menuModes.X+menuModes.W {
				t.Errorf("%s: %q's button %+v out of the panel %+v", lang, labels[i], r, menuModes)
			}
			if i > 0 && rects[i-1].X+rects[i-1].W > r.X {
				t.Errorf("%s: %q's button overlaps the one before", lang, labels[i])
			}
		}
	}
}
