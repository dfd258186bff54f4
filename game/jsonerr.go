package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"unicode/utf8"
)

// MaxQuote is the most characters of a user's input an error message
// quotes: a line on a terminal, never megabytes.
const MaxQuote = 60

// Clip returns s cut to at most max characters, with "…" and the count of
// what was left out when it was cut, on one line: a line break, a tab or
// another control character in s is written as its escape (\n, \t,
// \x00), so that a quote of the input never breaks the message's line.
func Clip(s string, max int) string {
	if utf8.RuneCountInString(s) <= max {
		return oneLine(s)
	}
	n, i := 0, 0
	for i = range s {
		if n == max {
			break
		}
		n++
	}
	return fmt.Sprintf("%s… (%d more bytes)", oneLine(s[:i]), len(s)-i)
}

// oneLine writes s's control characters and line separators as escapes.
func oneLine(s string) string {
	if !strings.ContainsFunc(s, needsEscape) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, r)
		case needsEscape(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// needsEscape says a rune would break or hide a line: a control
// character, or Unicode's line and paragraph separators.
func needsEscape(r rune) bool {
	return r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || r == '\u2028' || r == '\u2029'
}

// bom is the UTF-8 byte order mark some editors put before a file's text.
var bom = []byte("\xef\xbb\xbf")

// TrimBOM returns data without a leading UTF-8 byte order mark.
func TrimBOM(data []byte) []byte { return bytes.TrimPrefix(data, bom) }

// LocateJSON finds where data fails to decode into a value of v's type (a
// pointer to a struct with json tags, as a hand script) and says why in
// words a script's author reads: the path of the field at fault, e.g.
// "boxes[0].bet" ("" for the whole document), and the reason, e.g. "want a
// whole number, not 1.5". It never names a Go type and quotes at most
// MaxQuote characters of the input. ok is false when every field decodes
// (the fault is elsewhere: a syntax error, an unknown key).
func LocateJSON(data []byte, v any) (path, reason string, ok bool) {
	t := reflect.TypeOf(v)
	if t == nil {
		return "", "", false
	}
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return locate(json.RawMessage(bytes.TrimSpace(data)), t, "", 0)
}

var unmarshalerType = reflect.TypeFor[json.Unmarshaler]()

// maxLocateDepth bounds the walk: the types of scripts are shallow.
const maxLocateDepth = 32

func locate(raw json.RawMessage, t reflect.Type, path string, depth int) (string, string, bool) {
	if depth > maxLocateDepth || len(raw) == 0 {
		return "", "", false
	}
	if string(raw) == "null" {
		return "", "", false // encoding/json leaves the value alone
	}
	if reflect.PointerTo(t).Implements(unmarshalerType) {
		if err := json.Unmarshal(raw, reflect.New(t).Interface()); err != nil {
			return path, Clip(err.Error(), 2*MaxQuote), true
		}
		return "", "", false
	}
	switch t.Kind() {
	case reflect.Pointer:
		return locate(raw, t.Elem(), path, depth+1)
	case reflect.Struct:
		var m map[string]json.RawMessage
		if json.Unmarshal(raw, &m) != nil {
			return path, "want an object, not " + describe(raw), true
		}
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if !f.IsExported() || name == "-" {
				continue
			}
			if name == "" {
				name = f.Name
			}
			for k, sub := range m {
				if k != name && !strings.EqualFold(k, name) {
					continue
				}
				if p, r, ok := locate(sub, f.Type, join(path, k), depth+1); ok {
					return p, r, true
				}
			}
		}
		return "", "", false
	case reflect.Slice, reflect.Array:
		var items []json.RawMessage
		if json.Unmarshal(raw, &items) != nil {
			return path, "want a list, not " + describe(raw), true
		}
		for i, it := range items {
			if p, r, ok := locate(it, t.Elem(), fmt.Sprintf("%s[%d]", path, i), depth+1); ok {
				return p, r, true
			}
		}
		return "", "", false
	case reflect.Map:
		var m map[string]json.RawMessage
		if json.Unmarshal(raw, &m) != nil {
			return path, "want an object, not " + describe(raw), true
		}
		for k, sub := range m {
			if p, r, ok := locate(sub, t.Elem(), join(path, k), depth+1); ok {
				return p, r, true
			}
		}
		return "", "", false
	case reflect.Interface:
		return "", "", false
	}
	if err := json.Unmarshal(raw, reflect.New(t).Interface()); err == nil {
		return "", "", false
	}
	return path, "want " + wantOf(t) + ", not " + describe(raw), true
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// wantOf names what a value of kind t looks like in JSON.
func wantOf(t reflect.Type) string {
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return "a whole number"
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number, 0 or more"
	case reflect.Float32, reflect.Float64:
		return "a number"
	}
	return "another value"
}

// describe names a JSON value by its kind, quoting a short number.
func describe(raw json.RawMessage) string {
	switch raw[0] {
	case '{':
		return "an object"
	case '[':
		return "a list"
	case '"':
		return "a string " + Clip(string(raw), MaxQuote)
	}
	return Clip(string(raw), MaxQuote)
}
