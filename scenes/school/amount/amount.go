// Package amount is the payment or the total the croupier types on the
// keyboard in the dealer school, beside the chips: digits, one decimal
// separator (a comma or a period, at most two decimals), Backspace to take
// the last character back. It draws nothing.
package amount

import (
	"strings"

	"sabot/rules"
)

// maxLen is the longest amount the croupier types: 99999.99.
const maxLen = 8

// Typed is what was typed: digits and at most one period, the decimal
// separator whatever the key.
type Typed string

// Add takes the characters typed and reports whether the amount changed.
// Any other character is ignored.
func (t *Typed) Add(chars []rune) bool {
	changed := false
	for _, c := range chars {
		s := string(*t)
		switch {
		case c >= '0' && c <= '9':
			whole, frac, dot := strings.Cut(s, ".")
			if len(s) >= maxLen || dot && len(frac) >= 2 || !dot && len(whole) >= 5 {
				continue
			}
			*t += Typed(c)
		case c == ',' || c == '.':
			if strings.Contains(s, ".") || s == "" {
				continue
			}
			*t += "."
		default:
			continue
		}
		changed = true
	}
	return changed
}

// Back takes the last typed character back and reports whether there was
// one.
func (t *Typed) Back() bool {
	if *t == "" {
		return false
	}
	*t = (*t)[:len(*t)-1]
	return true
}

// Money is the amount of what was typed, a trailing separator ignored
// ("37." is 37.00); 0 for nothing.
func (t Typed) Money() rules.Money {
	m, err := rules.ParseMoney(strings.TrimSuffix(string(t), "."))
	if err != nil {
		return 0
	}
	return m
}

// Text is the typed amount as the language writes a decimal separator:
// "37,5" in Italian and Spanish, "37.5" in English.
func (t Typed) Text(lang string) string {
	if lang == "en" {
		return string(t)
	}
	return strings.ReplaceAll(string(t), ".", ",")
}
