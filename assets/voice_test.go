package assets

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"sabot/locales"
)

// screenKeys are the messages whose words each recorded call speaks.
var screenKeys = map[Phrase]locales.Key{
	PlaceBets:      "bj.say.place-bets",
	NoMoreBets:     "bj.say.close-bets",
	Blackjack:      "bj.say.blackjack",
	Insurance:      "bj.say.insurance",
	EvenMoney:      "bj.say.even-money",
	Desafio:        "bj.say.desafio",
	DoubleQuestion: "bj.say.double",
	AceQuestion:    "bj.say.ace",
	DealerBust:     "bj.say.dealer-bust",
	LastRound:      "bj.say.last-round",
	BlankCoup:      "punto.say.colpo-in-bianco",
	LastCoup:       "punto.say.ultimo-colpo",
	LastCoupMin:    "punto.say.ultimo-colpo-minimo-sette",
	CardsSpeak:     "punto.say.le-carte-parlano",
	Carta:          "punto.call.carta",
	NoCarta:        "punto.call.no-carta",
	Natural:        "punto.call.battuta",
}

// spoken reads the phrases of scripts/make-sounds.sh: language, id, text.
func spoken(t *testing.T) map[locales.Lang]map[Phrase]string {
	t.Helper()
	data, err := os.ReadFile("../scripts/make-sounds.sh")
	if err != nil {
		t.Fatal(err)
	}
	out := map[locales.Lang]map[Phrase]string{}
	head := regexp.MustCompile(`^phrases (\w+) \S+ <<'LIST'$`)
	var lang locales.Lang
	for _, line := range strings.Split(string(data), "\n") {
		if m := head.FindStringSubmatch(line); m != nil {
			lang = locales.Lang(m[1])
			out[lang] = map[Phrase]string{}
			continue
		}
		if line == "LIST" {
			lang = ""
			continue
		}
		if lang != "" {
			f := strings.Split(line, "|")
			if len(f) >= 2 {
				out[lang][Phrase(f[0])] = f[1]
			}
		}
	}
	return out
}

// words is a text as it is spoken: lower case, without punctuation, quotes
// or a part in brackets.
func words(s string) string {
	s = regexp.MustCompile(`\([^)]*\)`).ReplaceAllString(s, "")
	s = strings.ToLower(s)
	s = strings.Map(func(r rune) rune {
		if strings.ContainsRune("¿?¡!«».,:;\"", r) {
			return ' '
		}
		return r
	}, s)
	return strings.Join(strings.Fields(s), " ")
}

// The recorded voice says what the screen says, in each language: the
// school and the tables show the call the dealer's voice speaks.
func TestVoiceSaysTheScreen(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	said := spoken(t)
	for _, l := range locales.Langs() {
		if len(said[l]) == 0 {
			t.Fatalf("make-sounds.sh has no phrases for %s", l)
		}
		for p, key := range screenKeys {
			voice, ok := said[l][p]
			if !ok {
				t.Errorf("%s: make-sounds.sh does not record %s", l, p)
				continue
			}
			if screen := b.Locale(l).T(key); words(screen) != words(voice) {
				t.Errorf("%s %s: the voice says %q, the screen %q (%s)", l, p, voice, screen, key)
			}
		}
	}
}
