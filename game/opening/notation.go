package opening

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// ParseKind reads a procedure's name: "opening", "new-shoe" or "closing".
func ParseKind(s string) (Kind, error) {
	for _, k := range []Kind{Opening, NewShoe, Closing} {
		if s == k.String() {
			return k, nil
		}
	}
	return 0, fmt.Errorf("unknown procedure %q: want opening, new-shoe or closing", s)
}

// stepIDs are the IDs of every table's steps, and the value each takes.
func stepIDs() map[string]Param {
	ids := map[string]Param{}
	for _, kinds := range procedures {
		for _, steps := range kinds {
			for _, st := range steps {
				ids[st.ID] = st.Param
			}
		}
	}
	return ids
}

// StepForms lists the steps' notation: the IDs, sorted, with the value
// the ones that take one want ("offer-cut box N", "cut-card N").
func StepForms() []string {
	var out []string
	for id, p := range stepIDs() {
		out = append(out, id+paramForm(p))
	}
	slices.Sort(out)
	return out
}

func paramForm(p Param) string {
	switch p {
	case Cutter:
		return " box N"
	case CutSize, CutCard, Burn:
		return " N"
	}
	return ""
}

// FormatStep writes a step with its value in script notation: "check-decks",
// "offer-cut box 2" ("offer-cut direzione" for the management's officer,
// Direzione), "cut-card 78", "burn 5".
func FormatStep(st Step, value int) string {
	switch st.Param {
	case Cutter:
		if value == Direzione {
			return st.ID + " direzione" // 000 Art. 30: the management cuts
		}
		return fmt.Sprintf("%s box %d", st.ID, value)
	case CutSize, CutCard, Burn:
		return fmt.Sprintf("%s %d", st.ID, value)
	}
	return st.ID
}

// ParseStep reads a step in script notation (FormatStep): its ID and its
// value (0 for a step that takes none). The error names the text and what
// was wanted.
func ParseStep(tok string) (id string, value int, err error) {
	f := strings.Fields(strings.ToLower(tok))
	if len(f) == 0 {
		return "", 0, fmt.Errorf("empty step")
	}
	p, ok := stepIDs()[f[0]]
	if !ok {
		return "", 0, fmt.Errorf("step %q: not a step of an opening or a new shoe", tok)
	}
	want := f[0] + paramForm(p)
	switch p {
	case NoParam:
		if len(f) != 1 {
			return "", 0, fmt.Errorf("step %q: want %q", tok, want)
		}
		return f[0], 0, nil
	case Cutter:
		if len(f) == 2 && f[1] == "direzione" {
			return f[0], Direzione, nil
		}
		if len(f) != 3 || f[1] != "box" {
			return "", 0, fmt.Errorf("step %q: want %q or %q", tok, want, f[0]+" direzione")
		}
		f = []string{f[0], f[2]}
	}
	if len(f) != 2 {
		return "", 0, fmt.Errorf("step %q: want %q", tok, want)
	}
	n, err := strconv.Atoi(f[1])
	if err != nil || n < 0 {
		return "", 0, fmt.Errorf("step %q: %q is not a number of 0 or more", tok, f[1])
	}
	return f[0], n, nil
}
