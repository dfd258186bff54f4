package locales

import (
	"math"
	"strconv"
	"strings"
)

// Fixed writes x with a fixed number of decimals (0-6), grouped and with the
// language's decimal separator: 1.234,57 in Italian and Spanish, 1,234.57 in
// English (for percentages and EVs, where a column of figures keeps its
// decimals). A negative number takes a true minus sign, −0,36, unless it
// rounds to zero.
func (l *Locale) Fixed(x float64, places int) string {
	places = min(max(places, 0), 6)
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return "—"
	}
	s := strconv.FormatFloat(math.Abs(x), 'f', places, 64)
	neg := x < 0 && strings.Trim(s, "0.") != ""
	whole, frac, _ := strings.Cut(s, ".")
	n, err := strconv.ParseInt(whole, 10, 64)
	if err != nil {
		return s
	}
	th, dec := l.separators()
	out := group(n, th)
	if frac != "" {
		out += dec + frac
	}
	if neg {
		out = "−" + out
	}
	return out
}

// Signed writes x like Fixed, with a plus sign before a positive number
// (+0,25) and none before zero.
func (l *Locale) Signed(x float64, places int) string {
	s := l.Fixed(x, places)
	if x > 0 && strings.Trim(s, "0.,") != "" {
		return "+" + s
	}
	return s
}
