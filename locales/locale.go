package locales

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/feature/plural"

	"sabot/rules"
)

// Locale is the messages and number formats of one language, and the
// money and the words of the table it speaks at (At).
type Locale struct {
	lang Lang
	msgs map[Key]message
	// money writes amounts in the table's currency; nil is euros.
	money *moneyFormat
	// box is the table's regulation's word for a box, said by {box}.
	box rules.BoxWord
}

// Lang returns the locale's language.
func (l *Locale) Lang() Lang { return l.lang }

// Has reports whether the locale has a message for key.
func (l *Locale) Has(key Key) bool {
	_, ok := l.msgs[key]
	return ok
}

// T returns the message for key with its arguments in place of {0}, {1}…
// and the table's words in place of {box}, {boxes}, {Box}, {Boxes} (see
// term). A missing key gives "{{key}}", so it shows on screen and in tests.
func (l *Locale) T(key Key, args ...any) string {
	m, ok := l.msgs[key]
	if !ok {
		return "{{" + string(key) + "}}"
	}
	text := m.other
	if m.one != "" && len(args) > 0 {
		if n, ok := asInt(args[0]); ok && l.one(n) {
			text = m.one
		}
	}
	if !strings.Contains(text, "{") {
		return text
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(text, '{')
		if i < 0 {
			b.WriteString(text)
			break
		}
		j := strings.IndexByte(text[i:], '}')
		if j < 0 {
			b.WriteString(text)
			break
		}
		name := text[i+1 : i+j]
		n, err := strconv.Atoi(name)
		b.WriteString(text[:i])
		if w, ok := l.term(name); ok {
			b.WriteString(w)
		} else if err != nil || n < 0 || n >= len(args) {
			b.WriteString(text[i : i+j+1])
		} else {
			b.WriteString(l.format(args[n]))
		}
		text = text[i+j+1:]
	}
	return b.String()
}

// term returns the table's word a message names between braces ({box},
// {Boxes}…), and false for any other name.
func (l *Locale) term(name string) (string, bool) {
	var box, position Key
	switch strings.ToLower(name) {
	case "box":
		box, position = TermBox, TermPosition
	case "boxes":
		box, position = TermBoxes, TermPositions
	default:
		return "", false
	}
	if name != strings.ToLower(name) && name != strings.ToUpper(name[:1])+name[1:] {
		return "", false
	}
	k := box
	if l.box == rules.BoxWordPosition {
		k = position
	}
	w := l.msgs[k].other
	if name[0] >= 'A' && name[0] <= 'Z' && w != "" {
		r, size := utf8.DecodeRuneInString(w)
		w = string(unicode.ToUpper(r)) + w[size:]
	}
	return w, w != ""
}

// one reports whether a count of n takes the language's "one" form, by
// CLDR's plural rules (golang.org/x/text/feature/plural): 1 in Italian,
// Spanish and English, and never 0.
func (l *Locale) one(n int64) bool {
	if n < 0 {
		n = -n
	}
	return plural.Cardinal.MatchPlural(l.lang.tag(), int(n), 0, 0, 0, 0) == plural.One
}

func asInt(v any) (int64, bool) {
	switch n := v.(type) {
	case int:
		return int64(n), true
	case int64:
		return n, true
	case int32:
		return int64(n), true
	case uint8:
		return int64(n), true
	case uint:
		return int64(n), true
	}
	return 0, false
}

// format writes one argument the way the language writes it.
func (l *Locale) format(v any) string {
	if n, ok := asInt(v); ok {
		return l.Int(n)
	}
	switch x := v.(type) {
	case Key:
		return l.T(x)
	case rules.Money:
		return l.Money(x)
	case rules.Ratio:
		return l.T(FmtRatio, x.Win, x.Stake)
	case string:
		return x
	case error:
		return l.Err(x)
	case interface{ String() string }:
		return x.String()
	case float64:
		return l.decimal(strconv.FormatFloat(x, 'f', -1, 64))
	}
	return "?"
}

// separators returns the thousands and decimal separators of the language.
func (l *Locale) separators() (thousands, decimal string) {
	if l.lang == English {
		return ",", "."
	}
	return ".", ","
}

// Int writes an integer with the language's thousands separator:
// 1.234.567 in Italian and Spanish, 1,234,567 in English.
func (l *Locale) Int(n int64) string {
	th, _ := l.separators()
	return group(n, th)
}

func (l *Locale) decimal(s string) string {
	th, dec := l.separators()
	whole, frac, hasDot := strings.Cut(s, ".")
	neg := strings.HasPrefix(whole, "-")
	whole = strings.TrimPrefix(whole, "-")
	n, err := strconv.ParseInt(whole, 10, 64)
	if err != nil {
		return s
	}
	out := group(n, th)
	if neg {
		out = "-" + out
	}
	if hasDot {
		out += dec + frac
	}
	return out
}

func group(n int64, sep string) string {
	neg := n < 0
	u := uint64(n)
	if neg {
		u = uint64(-n)
	}
	digits := strconv.FormatUint(u, 10)
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	first := len(digits) % 3
	if first == 0 {
		first = 3
	}
	b.WriteString(digits[:first])
	for i := first; i < len(digits); i += 3 {
		b.WriteString(sep)
		b.WriteString(digits[i : i+3])
	}
	return b.String()
}
