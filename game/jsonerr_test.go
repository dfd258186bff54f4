package game

import (
	"strings"
	"testing"
)

type locBox struct {
	Box int    `json:"box"`
	Bet amount `json:"bet"`
}

type locScript struct {
	Rules     string   `json:"rules"`
	Boxes     []locBox `json:"boxes"`
	Decisions []string `json:"decisions"`
	Cut       *int     `json:"cut,omitempty"`
	Burn      bool     `json:"burn"`
}

// amount is a value with its own decoder, as rules.Money.
type amount int

func (a *amount) UnmarshalJSON(b []byte) error {
	if len(b) == 0 || b[0] < '0' || b[0] > '9' {
		return &amountError{string(b)}
	}
	*a = amount(b[0] - '0')
	return nil
}

type amountError struct{ s string }

func (e *amountError) Error() string { return "bad amount " + e.s }

// A decoding error names the field by its path, with the index of the
// list's element, and says what was wanted without a Go type's name.
func TestLocateJSON_NamesTheFieldByPath(t *testing.T) {
	cases := []struct{ data, path, reason string }{
		{`[1]`, "", "want an object, not a list"},
		{`{"rules":5}`, "rules", "want a string, not 5"},
		{`{"boxes":{}}`, "boxes", "want a list, not an object"},
		{`{"boxes":[{"box":1},{"box":1.5}]}`, "boxes[1].box", "want a whole number, not 1.5"},
		{`{"boxes":[{"box":1,"bet":2},{"box":2,"bet":"x"}]}`, "boxes[1].bet", `bad amount "x"`},
		{`{"decisions":["hit",true]}`, "decisions[1]", "want a string, not true"},
		{`{"cut":"3"}`, "cut", `want a whole number, not a string "3"`},
		{`{"burn":1}`, "burn", "want true or false, not 1"},
		{`{"BOXES":[{"box":"7"}]}`, "BOXES[0].box", `want a whole number, not a string "7"`},
	}
	for _, c := range cases {
		path, reason, ok := LocateJSON([]byte(c.data), &locScript{})
		if !ok || path != c.path || reason != c.reason {
			t.Errorf("%s: %q %q %v; want %q %q", c.data, path, reason, ok, c.path, c.reason)
		}
		if strings.Contains(reason, "locBox") || strings.Contains(reason, "[]") || strings.Contains(reason, "int") {
			t.Errorf("%s: %q names a Go type", c.data, reason)
		}
	}
	for _, good := range []string{`{}`, `{"rules":"x","boxes":[{"box":1,"bet":3}],"cut":null}`, `{"unknown":[1,2]}`} {
		if path, reason, ok := LocateJSON([]byte(good), &locScript{}); ok {
			t.Errorf("%s: found %q %q in a document that decodes", good, path, reason)
		}
	}
}

// A long value is quoted clipped: an error line never echoes megabytes.
func TestLocateJSON_QuotesAtMostALine(t *testing.T) {
	long := strings.Repeat("x", 1<<20)
	_, reason, ok := LocateJSON([]byte(`{"rules":["`+long+`"],"cut":"`+long+`"}`), &locScript{})
	if !ok || len(reason) > 4*MaxQuote {
		t.Errorf("reason of %d bytes: %.200q", len(reason), reason)
	}
	_, reason, _ = LocateJSON([]byte(`{"cut":"`+long+`"}`), &locScript{})
	if len(reason) > 4*MaxQuote || !strings.Contains(reason, "more bytes") {
		t.Errorf("reason of %d bytes: %.200q", len(reason), reason)
	}
}

func TestClip(t *testing.T) {
	cases := []struct {
		s    string
		max  int
		want string
	}{
		{"hit", 5, "hit"},
		{"hello", 5, "hello"},
		{"hello!", 5, "hello… (1 more bytes)"},
		{"èèèèèè", 2, "èè… (8 more bytes)"},
		{"", 0, ""},
		{"0\n0", 60, `0\n0`},
		{"a\r\tb\x00\u2028", 60, `a\r\tb\x00\u2028`},
		{"ab\ncd", 3, `ab\n… (2 more bytes)`},
	}
	for _, c := range cases {
		if got := Clip(c.s, c.max); got != c.want {
			t.Errorf("Clip(%q, %d) = %q; want %q", c.s, c.max, got, c.want)
		}
	}
}

func TestTrimBOM(t *testing.T) {
	if got := string(TrimBOM([]byte("\xef\xbb\xbf{}"))); got != "{}" {
		t.Errorf("TrimBOM = %q", got)
	}
	if got := string(TrimBOM([]byte("{}"))); got != "{}" {
		t.Errorf("TrimBOM = %q", got)
	}
}
