package locales

import (
	"embed"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

//go:embed it.json es.json en.json
var files embed.FS

// Key names one message. The constants are in keys.go.
type Key string

// message is one entry of a language file: a plain text (other), or plural
// forms chosen by the first argument.
type message struct {
	one, other string
}

func (m *message) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err == nil {
		m.other = s
		return nil
	}
	var forms struct {
		One   *string `json:"one"`
		Other *string `json:"other"`
	}
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&forms); err != nil || forms.One == nil || forms.Other == nil {
		return fmt.Errorf(`want a string or {"one": "...", "other": "..."}`)
	}
	m.one, m.other = *forms.One, *forms.Other
	return nil
}

// Bundle holds the three languages.
type Bundle struct {
	locales map[Lang]*Locale
}

// Load reads the embedded language files. The error names the file and
// the key or position that is wrong.
func Load() (*Bundle, error) {
	b := &Bundle{locales: map[Lang]*Locale{}}
	for _, l := range Langs() {
		msgs, err := parseFile(l)
		if err != nil {
			return nil, err
		}
		b.locales[l] = &Locale{lang: l, msgs: msgs, money: newMoneyFormat(l, "EUR")}
	}
	return b, nil
}

func parseFile(l Lang) (map[Key]message, error) {
	name := string(l) + ".json"
	data, err := files.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("locales: %s: %w", name, err)
	}
	return parseMessages(name, data)
}

// parseMessages reads a language file's bytes: one JSON object whose
// values are texts or plural forms, none empty. The error names the file
// and the key or the position that is wrong.
func parseMessages(name string, data []byte) (map[Key]message, error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, fmt.Errorf("locales: %s: %w", name, err)
	}
	msgs := make(map[Key]message, len(raw))
	for k, v := range raw {
		var m message
		if err := json.Unmarshal(v, &m); err != nil {
			return nil, fmt.Errorf("locales: %s: key %q: %w", name, k, err)
		}
		if m.other == "" {
			return nil, fmt.Errorf("locales: %s: key %q is empty", name, k)
		}
		msgs[Key(k)] = m
	}
	return msgs, nil
}

// Locale returns the messages of one language; an unknown language gives
// English.
func (b *Bundle) Locale(l Lang) *Locale {
	if loc, ok := b.locales[l]; ok {
		return loc
	}
	return b.locales[English]
}

// Keys returns the keys of one language, sorted.
func (b *Bundle) Keys(l Lang) []Key {
	loc := b.Locale(l)
	keys := make([]Key, 0, len(loc.msgs))
	for k := range loc.msgs {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })
	return keys
}
