package locales

import (
	"regexp"
	"sort"
	"testing"
)

// A count is written with the form CLDR's rules give it (x/text's
// feature/plural): one for 1 (and −1), other for 0, 2, 21, 1000 in the
// three languages — «1 errore», «0 errori», «1 correcta de 3».
func TestPlural_FormsByCLDR(t *testing.T) {
	b := load(t)
	it, es, en := b.Locale(Italian), b.Locale(Spanish), b.Locale(English)
	checkT(t, []tCase{
		{it, SchoolCountWrong, []any{1}, "1 errore"},
		{it, SchoolCountWrong, []any{0}, "0 errori"},
		{it, SchoolCountWrong, []any{21}, "21 errori"},
		{es, SchoolCountWrong, []any{1}, "1 error"},
		{es, SchoolCountWrong, []any{2}, "2 errores"},
		{en, SchoolCountWrong, []any{1}, "1 mistake"},
		{en, SchoolCountWrong, []any{0}, "0 mistakes"},
		{it, SchoolCountRight, []any{1}, "1 passo giusto"},
		{es, SchoolCountRight, []any{1000}, "1.000 pasos correctos"},
		{it, SchoolRoundOver, []any{it.T(SchoolCountRight, 12), it.T(SchoolCountWrong, 1), 40}, "Mano finita: 12 passi giusti, 1 errore, 40 s"},
		{es, SchoolRoundOver, []any{es.T(SchoolCountRight, 1), es.T(SchoolCountWrong, 3), 40}, "Pase terminado: 1 paso correcto, 3 errores, 40 s"},
		{es, "drill.cell-record", []any{3, 1, 0}, "Esta casilla: 1 de 3 correctas · racha 0"},
		{it, "drill.cell-record", []any{1, 1, 1}, "Questa casella: 1 su 1 giusta · serie 1"},
		{es, "chart.tip.right", []any{1, 4, 25}, "1 correcta de 4 (25 %)"},
		{it, "lesson.points", []any{1}, "1 punto"},
		{it, "lesson.points", []any{-1}, "-1 punto"},
		{es, "why.hands", []any{int64(1)}, "1 mano"},
	})
}

// countedNoun is a count ({0}, the argument that chooses the form) before
// a noun or an adjective that has a singular: such a message needs its
// one and other forms. A count that is never 1 is listed in neverOne.
var countedNoun = regexp.MustCompile(`\{0\}\s+(` + countedNouns + `)\b`)

// countedNouns are the nouns and adjectives a count is written before.
const countedNouns = `volte|veces|times|errori|errore|risposte|giuste|giusti|caselle|lezioni|mani|passi|carte|punti|decisioni|fasi|colpi|domande|puntate|giocatori|mazzi|fiches|errores|respuestas|correctas|correctos|casillas|casilleros|lecciones|manos|pases|pasos|cartas|puntos|decisiones|preguntas|apuestas|jugadores|mazos|fichas|mistakes|answers|cells|lessons|hands|rounds|steps|cards|points|decisions|questions|bets|players|decks|chips`

// neverOne are the messages whose count is never 1: a rule's minimum of
// two boxes or three players, a shoe's decks.
var neverOne = map[Key]bool{
	"bj.err.lone-player":             true, // at least two boxes (000 Art. 7)
	"err.bj.lone-player":             true,
	"bj.err.seated":                  true, // at least three players seated (001 Disposiciones 1)
	"err.bj.seated":                  true,
	"bj.err.shoe-goes-on":            true, // three bets (001 Disposiciones 1)
	"err.bj.shoe-goes-on":            true,
	"err.bj.shoe-starts":             true,
	"err.bj.box-stakes":              true, // three circles a box (004)
	"punto.new-shoe":                 true, // eight decks of cards
	"count.true-was":                 true, // the discards of a shoe
	"count.about.cards":              true, // a shoe of six or eight decks
	"count.about.round":              true,
	"school.open.val.cut-card":       true, // the cut card's place, dozens of cards
	"school.open.val.cut-size":       true,
	"school.open.why.wrong-cut-card": true,
	"school.open.why.wrong-cut-size": true,
	"ddrill.pick.session":            true, // a session of questions
	"ddrill.subtitle":                true,
	"course.screens":                 true, // a course's screens
	"course.mastery-rule":            true,
	"school.summary-times":           true, // said when a mistake came twice or more
	"sheet.back-bets.circles":        true,
	"sheet.limits-ratio.value":       true,
	"err.pb.too-many-positions":      true,
	"why.side.fewer.aces":            true,
	"why.side.fewer.tens":            true,
	"why.side.more.aces":             true,
	"why.side.more.tens":             true,
}

// missingForms returns the keys whose single text counts a noun with {0}.
func missingForms(msgs map[Key]message) []string {
	var out []string
	for k, m := range msgs {
		if m.one == "" && !neverOne[k] && countedNoun.MatchString(m.other) {
			out = append(out, string(k)+": "+m.other)
		}
	}
	sort.Strings(out)
	return out
}

// Every message that shows a count before a noun has its plural forms, in
// the three languages: no «1 errori» on screen.
func TestPlural_EveryCountHasItsForms(t *testing.T) {
	b := load(t)
	for _, l := range Langs() {
		for _, h := range missingForms(b.Locale(l).msgs) {
			t.Errorf("%s.json counts without plural forms: %s", l, h)
		}
	}
	// A planted message is found; its plural forms pass.
	if got := missingForms(map[Key]message{"planted": {other: "Mano finita: {0} errori"}}); len(got) != 1 {
		t.Errorf("a planted count without forms: found %q", got)
	}
	if got := missingForms(map[Key]message{"planted": {one: "{0} errore", other: "{0} errori"}}); len(got) != 0 {
		t.Errorf("a count with its forms: found %q", got)
	}
}

// laterCount is a count at {1} or later before a counted noun: a message's
// form follows its first argument, so such a count cannot choose its own.
var laterCount = regexp.MustCompile(`\{[1-9]\}\s+(` + countedNouns + `)\b`)

// laterCountNeverOne are the messages with a later count, each with why
// that count is never 1 (or is written with decimals, «1,0 mazzi», which
// CLDR puts in the other form).
var laterCountNeverOne = map[Key]string{
	"bj.seated-min":         "the seated players a table needs: three (001 Desarrollo 1)",
	"count.true-was":        "the decks in the tray, written with one decimal",
	"course.overall":        "the course's lessons, dozens",
	"course.screens":        "a lesson drill's cells, several",
	"ddrill.calc.times":     "a payout of n to 1 with n of 2 or more (1 to 1 is ddrill.calc.even)",
	"ddrill.proc.done":      "a procedure's steps, four or more",
	"drill.record":          "the bets lost per 100 decisions, written with decimals",
	"history.your-hands":    "a box's hands after a split, two or more",
	"punto.new-shoe":        "the cards behind the cut card, dozens",
	"sheet.max-hands.value": "the hands a box may split to, said when more than two",
	"why.side.fewer.aces":   "percentage points, written with one decimal",
	"why.side.fewer.tens":   "percentage points, written with one decimal",
	"why.side.more.aces":    "percentage points, written with one decimal",
	"why.side.more.tens":    "percentage points, written with one decimal",
	"why.side.why.bet":      "a side bet's payout, 2 to 1 or more",
}

// laterCounts returns the keys whose text counts a noun with a later
// argument and are not listed in laterCountNeverOne.
func laterCounts(msgs map[Key]message) []string {
	var out []string
	for k, m := range msgs {
		if _, ok := laterCountNeverOne[k]; ok {
			continue
		}
		for _, s := range []string{m.one, m.other} {
			if laterCount.MatchString(s) {
				out = append(out, string(k)+": "+s)
				break
			}
		}
	}
	sort.Strings(out)
	return out
}

// A count that is not the message's first argument cannot take its own
// form: every such message is one whose count is never 1, said why.
func TestPlural_LaterCountsAreNeverOne(t *testing.T) {
	b := load(t)
	for _, l := range Langs() {
		for _, h := range laterCounts(b.Locale(l).msgs) {
			t.Errorf("%s.json counts a noun with a later argument, which cannot choose its form: %s", l, h)
		}
	}
	if got := laterCounts(map[Key]message{"planted": {other: "Tu, casella {0}, {1} mani"}}); len(got) != 1 {
		t.Errorf("a planted later count: found %q", got)
	}
	for k := range laterCountNeverOne {
		found := false
		for _, l := range Langs() {
			m := b.Locale(l).msgs[k]
			found = found || laterCount.MatchString(m.other)
		}
		if !found {
			t.Errorf("%s is listed in laterCountNeverOne but counts no noun with a later argument", k)
		}
	}
}
