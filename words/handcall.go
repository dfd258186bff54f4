package words

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"sabot/game/blackjack"
	"sabot/locales"
)

// HandCall is a box's total as the dealer calls it when he gives the card
// its player asked for (001 Desarrollo 9): "Diecisiete", a soft total's
// two counts "Siete o diecisiete", "Se pasó" over 21. total is the hand's
// value (the ace counted eleven when soft), blackjack.AnnouncedBust or any
// value over 21 for a bust.
func HandCall(loc *locales.Locale, total int, soft bool) string {
	switch {
	case total > 21:
		return loc.T(locales.BJSayHandBust)
	case soft && total >= 12:
		return capital(loc.T(locales.BJSayHandSoft, number(loc, total-10), number(loc, total)))
	}
	return capital(number(loc, total))
}

// number is a total in words where the locale has it, else in digits.
func number(loc *locales.Locale, n int) string {
	if k := locales.Number(n); loc.Has(k) {
		return loc.T(k)
	}
	return strconv.Itoa(n)
}

// capital writes the first letter of s in capital.
func capital(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// CallNotation is a called total as the school's panel and steps write
// it: "17", "7/17", and the bust in words.
func CallNotation(loc *locales.Locale, a blackjack.Action) string {
	switch {
	case a.Total > 21:
		return loc.T(locales.SchoolAnnounceBust)
	case a.Soft && a.Total >= 12:
		return strings.Join([]string{strconv.Itoa(a.Total - 10), strconv.Itoa(a.Total)}, "/")
	}
	return strconv.Itoa(a.Total)
}
