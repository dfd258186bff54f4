package locales

import (
	"regexp"
	"sort"
	"strings"
	"testing"
)

// esCapitals are the names Spanish writes with a capital wherever they
// stand, as the regulations do: 002's «Bottone» (the Botón, named with its
// article: «un botón» is a button of the screen) and 001's «Inspector»
// («con autorización del Inspector o Jefe de Mesa»).
var esCapitals = regexp.MustCompile(`(?:^|[^\p{L}])((?:el|del|al) botón|inspector|inspectores)(?:[^\p{L}]|$)`)

// esBancaCapital is «Banca» with a capital inside a sentence.
var esBancaCapital = regexp.MustCompile(`[^.:!?¿¡«\s]\s+Banca\b`)

// esQuote is a quoted call or passage, whose capitals are its own.
var esQuote = regexp.MustCompile(`«[^»]*»`)

// bancaIsPunto reports whether a message that says «Banca» with a capital
// speaks of Punto Banco: it names Punto, the commission, the Empate or the
// Tabella too, it is a key of a Punto Banco screen, or its key names Punto
// Banco's things.
func bancaIsPunto(k Key, text string, punto map[Key]string) bool {
	if _, ok := punto[k]; ok {
		return true
	}
	for _, w := range []string{"Punto", "comisión", "Empate", "Tabella"} {
		if strings.Contains(text, w) {
			return true
		}
	}
	for _, w := range []string{"banco", "tabella", "punto", ".pb.", "short-deal"} {
		if strings.Contains(string(k), w) {
			return true
		}
	}
	return false
}

// esCaseHits returns the Spanish messages that write a name in the wrong
// case: the Botón and the Inspector in lower case, and the blackjack
// dealer's hand, «la banca», with a capital (the Banca with a capital is
// Punto Banco's side, and the Argentine call «Próximas cartas para la
// Banca», 001 Disposiciones 13, keeps the regulation's).
func esCaseHits(msgs map[Key]message, punto map[Key]string) []string {
	var out []string
	for k, m := range msgs {
		for _, s := range []string{m.one, m.other} {
			bare := esQuote.ReplaceAllString(s, "«»")
			if w := esCapitals.FindStringSubmatch(bare); w != nil {
				out = append(out, string(k)+": «"+w[1]+"» in lower case: "+s)
				break
			}
			if k != BJSay("next-cards-bank") && k != SchoolIncBtnNextCardsBank && esBancaCapital.MatchString(bare) && !bancaIsPunto(k, s, punto) {
				out = append(out, string(k)+": the blackjack dealer's hand is «la banca», in lower case: "+s)
				break
			}
		}
	}
	sort.Strings(out)
	return out
}

// The Spanish writes each name in one case: the regulations' Botón and
// Inspector with a capital, the blackjack dealer's «banca» without (the
// Argentine pagador's second reading found both ways on the screens).
func TestSpanishNamesInOneCase(t *testing.T) {
	msgs := load(t).Locale(Spanish).msgs
	for _, h := range esCaseHits(msgs, puntoScreenKeys(t, msgs)) {
		t.Errorf("es.json %s", h)
	}
}

// The check finds a planted lower-case Botón and a capital blackjack
// Banca, and lets Punto Banco's side, the quoted call and a sentence's
// first word through.
func TestSpanishNamesInOneCase_Planted(t *testing.T) {
	cases := []struct {
		key  Key
		text string
		hit  bool
	}{
		{"planted", "desde el botón en adelante", true},
		{"planted", "Cualquier inspector", true},
		{"planted", "Las cartas se retiran y por último las de la Banca.", true},
		{"planted", "Retirar las cartas de la Banca", true},
		{"planted", "desde el Botón en adelante", false},
		{"planted", "Cualquier Inspector", false},
		{"planted", "Retirar las cartas de la banca", false},
		{"planted", "Anunciar «Próximas cartas para la Banca»", false},
		{"planted", "Gana la Banca: se paga a Punto nada", false},
		{"planted", "Banca 7, Punto 5", false},
		{"planted", "Con 17 o más. Banca se planta", false},
	}
	for _, c := range cases {
		got := len(esCaseHits(map[Key]message{c.key: {other: c.text}}, nil)) > 0
		if got != c.hit {
			t.Errorf("%q: hit %v, want %v", c.text, got, c.hit)
		}
	}
}
