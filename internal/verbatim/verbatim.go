package verbatim

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Normalize makes a regulation's text comparable with the quotes: the
// Markdown emphasis marks of seeds 002 and 004 go, and every run of spaces
// and line breaks becomes one space.
func Normalize(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "*", "")), " ")
}

// Pieces splits a quote at its ellipses into the runs of words it takes
// from the regulation.
func Pieces(q string) []string {
	var pieces []string
	for _, p := range strings.Split(q, "…") {
		if p = strings.TrimSpace(p); p != "" {
			pieces = append(pieces, p)
		}
	}
	return pieces
}

// isWordRune reports whether r belongs to a word, so that a piece of a
// quote may neither start nor end next to one.
func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// FindWords returns where piece occurs in text at or after from, starting
// and ending at word boundaries, or -1.
func FindWords(text, piece string, from int) int {
	for from <= len(text) {
		i := strings.Index(text[from:], piece)
		if i < 0 {
			return -1
		}
		i += from
		before, _ := utf8.DecodeLastRuneInString(text[:i])
		after, _ := utf8.DecodeRuneInString(text[i+len(piece):])
		if !isWordRune(before) && !isWordRune(after) {
			return i
		}
		from = i + 1
	}
	return -1
}

// Misquoted returns the first piece of quote that is not in text, in the
// quote's order and on word boundaries, or "" when the whole quote is
// there.
func Misquoted(text, quote string) string {
	at := 0
	for _, p := range Pieces(quote) {
		i := FindWords(text, p, at)
		if i < 0 {
			return p
		}
		at = i + len(p)
	}
	return ""
}
