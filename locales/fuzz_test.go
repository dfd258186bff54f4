package locales

import (
	"encoding/json"
	"reflect"
	"sort"
	"strings"
	"testing"

	"sabot/rules"
)

// excerpts cuts a language file into valid files of n messages each, in
// the file's key order, and one of its plural messages alone each: real
// messages in files small enough for the fuzzer to mutate quickly.
func excerpts(tb testing.TB, l Lang, n int) [][]byte {
	tb.Helper()
	data, err := files.ReadFile(string(l) + ".json")
	if err != nil {
		tb.Fatal(err)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		tb.Fatal(err)
	}
	keys := make([]string, 0, len(raw))
	for k := range raw {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var out [][]byte
	add := func(part map[string]json.RawMessage) {
		b, err := json.MarshalIndent(part, "", " ")
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, b)
	}
	for i := 0; i < len(keys); i += n {
		part := map[string]json.RawMessage{}
		for _, k := range keys[i:min(i+n, len(keys))] {
			part[k] = raw[k]
		}
		add(part)
	}
	for _, k := range keys {
		if strings.HasPrefix(strings.TrimSpace(string(raw[k])), "{") {
			add(map[string]json.RawMessage{k: raw[k]})
		}
	}
	return out
}

// encodeMessages writes messages as a language file: a text, or its plural
// forms when it has a form for one.
func encodeMessages(msgs map[Key]message) ([]byte, error) {
	out := make(map[string]any, len(msgs))
	for k, m := range msgs {
		if m.one != "" {
			out[string(k)] = map[string]string{"one": m.one, "other": m.other}
		} else {
			out[string(k)] = m.other
		}
	}
	return json.MarshalIndent(out, "", " ")
}

// checkMessages is the property of the locale loader: it never panics; a
// refused file gets one line naming the file; messages it accepts are not
// empty, show as written without arguments (but for the table's words,
// {box}…, when the file has them) and with any arguments without a panic, and written back as a language file they load to the same
// messages.
func checkMessages(t *testing.T, data []byte) {
	const name = "xx.json"
	msgs, err := parseMessages(name, data)
	if err != nil {
		if !strings.HasPrefix(err.Error(), "locales: "+name+": ") || strings.ContainsAny(err.Error(), "\n\r") {
			t.Fatalf("%q: the error %q is not one line naming the file", data, err)
		}
		return
	}
	loc := &Locale{lang: English, msgs: msgs}
	for k, m := range msgs {
		if m.other == "" {
			t.Fatalf("%q: key %q accepted empty", data, k)
		}
		want := termPlace.ReplaceAllStringFunc(m.other, func(p string) string {
			if w, ok := loc.term(p[1 : len(p)-1]); ok {
				return w
			}
			return p
		})
		if got := loc.T(k); got != want {
			t.Fatalf("%q: key %q shows %q; want %q", data, k, got, want)
		}
		for _, args := range [][]any{{1}, {-1}, {2, "x"}, {rules.Money(150), k, 3.5, rules.Ratio{Win: 3, Stake: 2}}} {
			_ = loc.T(k, args...)
		}
	}
	again, err := encodeMessages(msgs)
	if err != nil {
		t.Fatalf("%q: accepted messages do not encode: %v", data, err)
	}
	back, err := parseMessages(name, again)
	if err != nil {
		t.Fatalf("%q: its messages written as %q are refused: %v", data, again, err)
	}
	if !reflect.DeepEqual(back, msgs) {
		t.Fatalf("%q: the messages written as %q load back different", data, again)
	}
}

// The three real language files, whole, have the fuzzer's property.
func TestRealFilesLoadBackTheSame(t *testing.T) {
	for _, l := range Langs() {
		data, err := files.ReadFile(string(l) + ".json")
		if err != nil {
			t.Fatal(err)
		}
		checkMessages(t, data)
	}
}

// FuzzLocaleFile feeds a language file's bytes to the locale loader
// (parseMessages, what Load does with each embedded file): see
// checkMessages. Its seeds are excerpts of the three real files.
func FuzzLocaleFile(f *testing.F) {
	for _, l := range Langs() {
		for _, data := range excerpts(f, l, 10) {
			f.Add(data)
		}
	}
	f.Add([]byte(`{"a": {"one": "1 card", "other": "{0} cards"}, "b": "{0} {1} {x} {", "c": ""}`))
	f.Add([]byte(`{"a": {"one": "x"}}`))
	f.Add([]byte(`[]`))
	f.Fuzz(checkMessages)
}
