package school

import (
	"strings"
	"testing"

	"sabot/locales"
	"sabot/scenes/school/article"
)

// The article panel names the table's regulation by its title, not by the
// seed's file ("(seeds/000_9767e596cc61299a.txt)", the Italian reader's
// screen), at the blackjack tables and at Super Punto Banco.
func TestSchoolArticleNamesTheRegulationByItsTitle(t *testing.T) {
	check := func(t *testing.T, d *desk) {
		t.Helper()
		d.app.SetLang(locales.Italian)
		got := article.Source(d.app.Loc, d.Rules)
		if strings.Contains(got, "seeds/") || strings.Contains(got, ".txt") || strings.Contains(got, d.Rules.Source) {
			t.Errorf("%s: the article's subtitle %q names the file", d.Rules.ID, got)
		}
		if title := d.Rules.RegulationTitle(); title == "" || !strings.Contains(got, title) {
			t.Errorf("%s: the article's subtitle %q lacks the regulation's title %q", d.Rules.ID, got, title)
		}
	}
	for _, id := range []string{"italian-classic", "argentine"} {
		t.Run(id, func(t *testing.T) {
			_, s := open(t, id)
			check(t, &s.desk)
		})
	}
	t.Run("super-punto-banco", func(t *testing.T) {
		_, s := openPunto(t)
		check(t, &s.desk)
	})
}
