package locales

import (
	"regexp"
	"strings"
	"testing"
)

// Words of one language that have no place in the other's file: a word of
// the argentine regulation left in Italian ("casillero", "pagador"), an
// Italian one left in Spanish. Proper names and the terms both languages
// use (Banco, desafío, the Tabella della Regola, Colpo in Bianco) are not
// among them; the Spanish calls of the argentine dealer are quoted in
// Italian between guillemets («¿asegura?»), and a quotation is not checked.
var leaks = []struct {
	lang  Lang
	words []string
}{
	{Italian, []string{"casillero", "casilleros", "casilla", "pagador", "pagadores", "apuesta", "apuestas", "apostador",
		"jugador", "jugadores", "crupier", "seguro", "mesa", "fichas", "plantarse", "pide", "también", "cuando", "pero", "hasta", "¿", "¡"}},
	{Spanish, []string{"casella", "caselle", "postazione", "postazioni", "puntata", "puntate", "giocatore", "giocatori",
		"croupier", "fiches", "sballa", "raddoppio", "anche", "quando", "perché", "della", "delle"}},
}

// quoted matches a quotation between guillemets.
var quoted = regexp.MustCompile(`«[^»]*»`)

// Neither file lets the other language's words in, outside a quotation
// and the names of the Italian regulation's terms quoted in Spanish.
func TestNoWordsOfTheOtherLanguage(t *testing.T) {
	b := load(t)
	// The Italian names the Spanish file quotes: Super Punto Banco's table
	// and its Banco are Italian names.
	names := strings.NewReplacer("Tabella della Regola", "", "Punto Banco", "", "Colpo in Bianco", "", "colpo della taglia", "")
	for _, l := range leaks {
		loc := b.Locale(l.lang)
		res := make([]*regexp.Regexp, len(l.words))
		for i, w := range l.words {
			res[i] = wordRE(w)
		}
		for k, m := range loc.msgs {
			for _, s := range []string{m.one, m.other} {
				s = names.Replace(quoted.ReplaceAllString(s, ""))
				for i, w := range l.words {
					if res[i].MatchString(s) {
						t.Errorf("%s.json %q: %q is not %s: %q", l.lang, k, w, l.lang, s)
					}
				}
			}
		}
	}
}

// wordRE matches w as a whole word, whatever its case (a punctuation
// mark anywhere).
func wordRE(w string) *regexp.Regexp {
	return regexp.MustCompile(`(?i)(^|[^\p{L}])` + regexp.QuoteMeta(w) + `($|[^\p{L}])`)
}
