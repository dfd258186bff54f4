package locales

import (
	"strings"
	"testing"

	"sabot/rules"
)

// 001 Desarrollo 5: at the Argentine table the opening, and the drill of
// its shuffle and cut, are «el armado del Sabot» in Spanish; at the other
// tables the same keys keep their words (004's «apertura del tavolo»,
// «habilitación de la mesa» in Spanish), and at Punto Banco ForTable is
// ForGame.
func TestDesarrollo5_ForTableSaysTheArmado(t *testing.T) {
	b := load(t)
	es, it := b.Locale(Spanish), b.Locale(Italian)
	cases := []struct {
		loc  *Locale
		key  Key
		r    rules.RuleSet
		want string
	}{
		{es, SchoolOpenTitle("opening"), rules.Argentine, "Armado del Sabot"},
		{es, SchoolKind("opening"), rules.Argentine, "Armado del Sabot"},
		{es, DDrillProcKindShuffle, rules.Argentine, "Armado del Sabot"},
		{es, SchoolOpenTitle("new-shoe"), rules.Argentine, "Nuevo armado del Sabot"},
		{es, SchoolOpenTitle("opening"), rules.ItalianShuffler, "Habilitación de la mesa"},
		{es, DDrillProcKindShuffle, rules.ItalianClassic, "Mezcla y corte"},
		{it, SchoolOpenTitle("opening"), rules.ItalianClassic, "Apertura del tavolo"},
		{it, DDrillProcKindRound, rules.SuperPuntoBanco, "Il colpo: chi, che cosa, quando"},
	}
	for _, c := range cases {
		if got := c.loc.T(ForTable(c.key, c.r)); got != c.want {
			t.Errorf("%s %s at %s: %q; want %q", c.loc.Lang(), c.key, c.r.ID, got, c.want)
		}
	}
	// Every twin is said in every language, and no Spanish message said at
	// the Argentine table in place of another names an «apertura».
	for k, twin := range argentineTwins {
		for _, l := range Langs() {
			if !b.Locale(l).Has(k) || !b.Locale(l).Has(twin) {
				t.Errorf("%s: %s or its twin %s is missing", l, k, twin)
			}
		}
		if s := es.T(twin); strings.Contains(strings.ToLower(s), "apertura") || strings.Contains(strings.ToLower(s), "habilitación") {
			t.Errorf("es %s: %q", twin, s)
		}
	}
}
