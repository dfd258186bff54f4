package locales

import (
	"regexp"
	"sort"
	"testing"
)

// tuForms are the forms of tú that voseo does not share: the pronouns and
// the present and imperative of the verbs the screens use most. An
// Argentine screen says vos, tenés, podés, elegí, hacé clic, sentate.
var tuForms = regexp.MustCompile(`(?i)(^|[^\p{L}])(tú|ti|contigo|tienes|puedes|quieres|eres|sabes|debes|pierdes|ganas|juegas|decides|haces|respondes|conservas|rechazas|declaras|eliges|pides|doblas|abres|te pasas|te plantas|haz|pon|sal|ven|di|siéntate|plántate|pulsa|elige una|elige la|elige otra|elígela|cámbiala|termínala|págala|anúlala|juégalas|dóblalo|escribe el|escribe la|mira tus|presiona)([^\p{L}]|$)`)

// tuAllowed are the keys whose text holds such a form in another sense:
// the third person ("apuestas" the noun), a verb of the croupier's.
var tuAllowed = map[Key]bool{}

// tuHits returns the keys of msgs whose text uses a form of tú, sorted.
func tuHits(msgs map[Key]message) []string {
	var out []string
	for k, m := range msgs {
		if tuAllowed[k] {
			continue
		}
		for _, s := range []string{m.one, m.other} {
			if s != "" && tuForms.MatchString(s) {
				out = append(out, string(k)+": "+s)
				break
			}
		}
	}
	sort.Strings(out)
	return out
}

// The Spanish screens speak to the user with vos, as Argentina does: no
// form of tú is left in es.json.
func TestSpanishSaysVos(t *testing.T) {
	for _, h := range tuHits(load(t).Locale(Spanish).msgs) {
		t.Errorf("es.json speaks with tú: %s", h)
	}
}

// The check finds a planted tú and lets vos, usted and the croupier's
// third person through.
func TestSpanishSaysVos_Planted(t *testing.T) {
	cases := []struct {
		text string
		tu   bool
	}{
		{"No alcanzan los fondos: tienes {0}", true},
		{"Elige la mesa", true},
		{"Haz clic en un casillero", true},
		{"Siéntate a la mesa", true},
		{"La banca toma su carta después de ti", true},
		{"No alcanzan los fondos: tenés {0}", false},
		{"Elegí la mesa", false},
		{"Hacé clic en un casillero", false},
		{"Sentate a la mesa", false},
		{"¿Asegura?", false},
		{"Elige el pagador", false}, // the third person: the croupier chooses
		{"Tus apuestas: {0}", false},
	}
	for _, c := range cases {
		got := len(tuHits(map[Key]message{"planted": {other: c.text}})) > 0
		if got != c.tu {
			t.Errorf("%q: tú found %v, want %v", c.text, got, c.tu)
		}
	}
}
