package school

import (
	"strings"

	"sabot/rules"
)

// The payment typed on the keyboard, beside the chips: digits, one decimal
// separator (a comma or a period, at most two decimals), Backspace to take
// the last character back, Enter to pay. The amount typed is the payment;
// a chip clicked after it adds to it.

// maxTyped is the longest amount the croupier types: 99999.99.
const maxTyped = 8

// typeChars takes the characters typed while a payment's panel is open and
// reports whether the amount changed. Any other character is ignored.
func (s *desk) typeChars(chars []rune) bool {
	changed := false
	for _, c := range chars {
		switch {
		case c >= '0' && c <= '9':
			whole, frac, dot := strings.Cut(s.typed, ".")
			if len(s.typed) >= maxTyped || dot && len(frac) >= 2 || !dot && len(whole) >= 5 {
				continue
			}
			s.typed += string(c)
		case c == ',' || c == '.':
			if strings.Contains(s.typed, ".") || s.typed == "" {
				continue
			}
			s.typed += "."
		default:
			continue
		}
		changed = true
	}
	if changed {
		s.paid = typedAmount(s.typed)
		s.Dirty = true
	}
	return changed
}

// backspace takes the last typed character back and reports whether there
// was one.
func (s *desk) backspace() bool {
	if s.typed == "" {
		return false
	}
	s.typed = s.typed[:len(s.typed)-1]
	s.paid = typedAmount(s.typed)
	s.Dirty = true
	return true
}

// typedAmount is the amount of what was typed, a trailing separator
// ignored ("37." is 37.00); 0 for nothing.
func typedAmount(typed string) rules.Money {
	m, err := rules.ParseMoney(strings.TrimSuffix(typed, "."))
	if err != nil {
		return 0
	}
	return m
}

// typedText is the typed amount as the user's locale writes a decimal
// separator: "37,5" in Italian and Spanish.
func (s *desk) typedText() string {
	if s.app.Loc.Lang() == "en" {
		return s.typed
	}
	return strings.ReplaceAll(s.typed, ".", ",")
}
