package locales

import (
	"regexp"
	"sort"
	"strings"
	"testing"
)

// An Argentine screen speaks to the user with vos: vos tenés, podés,
// elegí, hacé clic, sentate, mirala. What tú says otherwise is caught in
// four ways.
//
// The negative imperative is written with the subjunctive of tú: «No lo
// tomes», «no los abras». That is how Argentina writes it: the voseo's own
// subjunctive («no lo tomés») is heard in speech, but the educated written
// norm of the Río de la Plata keeps the tuteo's (RAE, Diccionario
// panhispánico de dudas, «voseo» 2.2; Nueva gramática 4.7), and the
// Argentine pagador's readings of Sabot's Spanish accept «No lo tomes». So
// the tuteo's subjunctive passes anywhere, and the voseo's is a hit: one
// form for one thing.
var (
	// tuWords are forms that only tú says: its pronouns, its present
	// (vos tenés, podés, querés; the noun «apuestas» is not among them), and
	// imperatives no other person shares.
	tuWords = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(tú|ti|contigo|tienes|puedes|quieres|eres|sabes|debes|pierdes|ganas|juegas|decides|haces|respondes|conservas|rechazas|declaras|eliges|pides|doblas|abres|mueves|miras|pulsas|vuelves|necesitas|estás|vas|sigues|intentas|escribes|lees|dejas|usas|te pasas|te plantas|te quedas|haz|presiona)(?:[^\p{L}]|$)`)

	// tuImperative is the affirmative imperative of tú, which is also the
	// third person's present («el pagador elige»): a hit only where it
	// begins a clause (the start, after . : ; ! ¡ « ( — · or a line break)
	// or follows the arrows of a help line («↑ ↓ elige»: the keys are
	// plural, so a singular verb is the imperative; «Esc vuelve al menú» is
	// the key's third person). Not in a question: «¿Dobla?», «¿Pide?» are
	// the croupier's usted (001 Disposiciones 5). Not followed by its
	// subject («Elige el pagador», «Gana la banca»). The verbs of a screen
	// that tells the user what to do are hits in any case; the game's own
	// verbs, which its narration says in the third person in fragments the
	// code puts together («paga {0}», «· apuesta {1}», «(cambia en {2})»),
	// only with a capital, where a sentence begins («Pide carta»).
	tuImperative = regexp.MustCompile(`(?:^|[.:;!¡«(—·\n←→↑↓])\s*((?i:elige|escoge|mueve|mira|pulsa|presiona|vuelve|prueba|toca|pon|sal|ven|di|ten|escribe|usa|calcula|intenta|selecciona|arrastra|coloca|deja|espera|repite|responde|corrige|decide|busca|recuerda|piensa|practica|estudia|marca|cierra|comienza|avanza|guarda|acepta|rechaza|mantén|desplaza|elimina|gira)|Pide|Dobla|Abre|Planta|Paga|Apuesta|Lee|Cambia|Cuenta|Juega|Sigue|Toma|Declara|Asegura|Corta|Mezcla|Quema|Cobra|Retira|Anula|Termina|Empieza|Continúa|Gana|Pierde)(\s+(?:el|la|los|las)\s+(?i:pagador|banca|lector|jugador|titular|apostador|inspector|croupier|lado|empate)|\s+Punto\b)?(?:[^\p{L}]|$)`)

	// tuEnclitic is tú's imperative with a pronoun after it, which keeps
	// the stress where tú puts it and so its accent: elígela, míralas,
	// dóblalo, plántate (vos: elegila, miralas, doblalo, plantate). The
	// stems end in the tú imperative's vowel, -a for -ar verbs, -e for -er
	// and -ir verbs, so that the croupier's usted (tómela, elíjala) passes.
	tuEnclitic = regexp.MustCompile(`(?i)(?:^|[^\p{L}])((?:mír|púls|pruéb|dóbl|plánt|juég|déj|tóm|cámbi|termín|pág|anúl|ús|tóc|cuént|apuést|declár|acépt|rechác|siént|quéd|fíj|levánt|pás|guárd|cóbr|retír|córt|mezcl|quém)a|(?:elíg|muév|vuélv|píd|ábr|escríb|sígu|escóg|respónd|corríg|decíd)e|haz|pon|di)(?:la|lo|las|los|le|les|te|me|nos)(?:[^\p{L}]|$)`)

	// vosSubjunctive is the voseo's subjunctive in a negative imperative
	// or after «que» («no lo tomés», «que abrás»): Sabot writes the
	// tuteo's («no lo tomes»), the written norm (above).
	vosSubjunctive = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(tomés|pidás|doblés|abrás|plantés|elijás|hagás|juegués|asegurés|apostés|pongás|digás|olvidés|cambiés|dejés|movás|vuelvás|toqués|pasés|declarés|aceptés|rechacés|anulés|usés|mirés|cortés|pagués|esperés|salgás|tengás|seás|vayás|arriesgués|pruebés|probés|leás|sigás|perdás|cobrés|retirés)(?:[^\p{L}]|$)`)
)

// tuAllowed are, by key, the words that are there in another sense: the
// third person of the procedure drill's answers to «what does he do?»
// («Lee las cartas»: the reader reads them), a noun («Mezcla y corte», «la
// Apuesta»), the dealer's rule on the rule sheet.
var tuAllowed = map[Key][]string{
	"ddrill.proc.a.best-automatic":        {"Cuenta"},
	"ddrill.proc.how.order":               {"Cuenta"}, // «Cuenta el primer clic»: the first click counts
	"ddrill.proc.a.burn-reshuffle":        {"mezcla", "vuelve"},
	"ddrill.proc.a.chip-tray-locked":      {"tapa"},
	"ddrill.proc.a.finish-hand":           {"Termina"},
	"ddrill.proc.a.keep-valid":            {"sigue"},
	"ddrill.proc.a.one-more-hand":         {"Juega"},
	"ddrill.proc.a.reads":                 {"Lee"},
	"ddrill.proc.a.reads-if-seated-agree": {"Lee"},
	"ddrill.proc.a.void-hand":             {"Anula"},
	"ddrill.proc.kind.shuffle":            {"Mezcla"},
	"ddrill.stake":                        {"Apuesta"},
	"history.punto-reader":                {"Lee"},
	"lesson.draws":                        {"Pide"},
	"punto.why.biggest":                   {"Lee"},
	"sheet.button.value":                  {"Empieza"},
	"sheet.dealer-rule.h17":               {"Pide"},
	"sheet.dealer-rule.s17":               {"Pide"},
	"sheet.egalite-alone":                 {"Apuesta"},
	"sheet.shoe-goes-on.value":            {"Continúa"},
	"sheet.shuffle":                       {"Mezcla"},
}

// tuIn returns the forms of tú that text uses, but the allowed words.
func tuIn(text string, allowed []string) []string {
	var out []string
	ok := func(w string) bool {
		for _, a := range allowed {
			if a == w {
				return true
			}
		}
		return false
	}
	for _, re := range []*regexp.Regexp{tuWords, tuEnclitic, vosSubjunctive} {
		for _, m := range re.FindAllStringSubmatch(text, -1) {
			if !ok(m[1]) {
				out = append(out, m[1])
			}
		}
	}
	for _, m := range tuImperative.FindAllStringSubmatch(text, -1) {
		if m[2] == "" && !ok(m[1]) {
			out = append(out, m[1])
		}
	}
	return out
}

// tuHits returns the keys of msgs whose text uses a form of tú, sorted.
func tuHits(msgs map[Key]message) []string {
	var out []string
	for k, m := range msgs {
		for _, s := range []string{m.one, m.other} {
			if w := tuIn(s, tuAllowed[k]); len(w) > 0 {
				out = append(out, string(k)+": "+strings.Join(w, ", ")+": "+s)
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
	msgs := load(t).Locale(Spanish).msgs
	for _, h := range tuHits(msgs) {
		t.Errorf("es.json speaks with tú: %s", h)
	}
	// An allowed word is still in its message: the list does not outlive
	// the texts it excuses.
	for k, words := range tuAllowed {
		for _, w := range words {
			if !strings.Contains(msgs[k].other, w) {
				t.Errorf("tuAllowed: %s no longer says %q", k, w)
			}
		}
	}
}

// The check finds a planted tú — the forms a native reader found on the
// screens among them (elige, mueve, tienes, puedes, quieres, haz, pulsa,
// mira, vuelve, prueba) — and lets vos, the croupier's usted, the third
// person and the written negative imperative («No lo tomes») through.
func TestSpanishSaysVos_Planted(t *testing.T) {
	cases := []struct {
		text string
		tu   bool
	}{
		{"No alcanzan los fondos: tienes {0}", true},
		{"Elige la mesa", true},
		{"← → elige · Espacio empieza · Esc vuelve al menú", true},
		{"↑ ↓ ← → mueve · Esc vuelve a la mesa", true},
		{"Ya puedes doblar", true},
		{"Si quieres, asegurate", true},
		{"Haz clic en un casillero", true},
		{"Pulsa Espacio para seguir", true},
		{"Mira tus cartas", true},
		{"Vuelve al menú y elegí otra mesa", true},
		{"Prueba otra vez", true},
		{"Incorrecta: anúlala y elegí otra vez", true},
		{"Es tu turno. Dóblalo contra 5", true},
		{"Siéntate a la mesa", true},
		{"Plántate con 17", true},
		{"La banca toma su carta después de ti", true},
		{"No lo tomés: pierde el 7 %", true},
		{"No alcanzan los fondos: tenés {0}", false},
		{"Elegí la mesa", false},
		{"← → elegí · Espacio empieza · Esc vuelve al menú", false},
		{"↑ ↓ ← → moverse · Esc vuelve a la mesa", false},
		{"Hacé clic en un casillero", false},
		{"Sentate a la mesa", false},
		{"Incorrecta: anulala y elegí otra vez", false},
		{"Mirá tus cartas", false},
		{"Probá otra vez", false},
		{"No lo tomes: pierde el 7 %", false},
		{"¿Asegura?", false},
		{"¿Dobla?", false},
		{"Tómela, señor", false},
		{"Elige el pagador", false}, // the third person: the croupier chooses
		{"Gana la banca", false},
		{"El pagador elige y la banca pide", false},
		{"H pide carta · S se planta · Esc vuelve al menú", false},
		{"Tus apuestas: {0}", false},
		{"Pide carta contra un 10", true},
		{"Casillero 3 · apuesta {0}", false},
		{"Conteo real {0} (cambia en {1})", false},
		{"Nadie mira la carta tapada de la banca", false},
	}
	for _, c := range cases {
		got := len(tuHits(map[Key]message{"planted": {other: c.text}})) > 0
		if got != c.tu {
			t.Errorf("%q: tú found %v, want %v", c.text, got, c.tu)
		}
	}
}
