package locales

import (
	"fmt"
	"strings"
)

// Lang is a language of the game, by its ISO 639-1 code.
type Lang string

// The three languages of Sabot.
const (
	Italian Lang = "it"
	Spanish Lang = "es"
	English Lang = "en"
)

// Langs returns the three languages in the order the settings list them.
func Langs() []Lang { return []Lang{Italian, Spanish, English} }

// Valid reports whether l is one of the three languages.
func (l Lang) Valid() bool { return l == Italian || l == Spanish || l == English }

// String returns the language code.
func (l Lang) String() string { return string(l) }

// ParseLang reads a language code ("it", "ES", "en"). The error names the
// text and the valid codes.
func ParseLang(s string) (Lang, error) {
	l := Lang(strings.ToLower(strings.TrimSpace(s)))
	if !l.Valid() {
		return "", fmt.Errorf("unknown language %q: want it, es or en", s)
	}
	return l, nil
}

// Detect returns the language of the system locale, as POSIX orders the
// variables: LC_ALL, then LC_MESSAGES, then LANG; the first one set (and not
// "C" or "POSIX") decides. A locale of another language, or none, gives
// English. getenv is os.Getenv in the game and a map in tests.
func Detect(getenv func(string) string) Lang {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v := strings.TrimSpace(getenv(name))
		if v == "" {
			continue
		}
		if v == "C" || v == "POSIX" || strings.HasPrefix(v, "C.") {
			return English
		}
		code := strings.ToLower(v)
		if i := strings.IndexAny(code, "_.@-"); i >= 0 {
			code = code[:i]
		}
		if l := Lang(code); l.Valid() {
			return l
		}
		return English
	}
	return English
}
