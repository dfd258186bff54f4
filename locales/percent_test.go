package locales

import (
	"regexp"
	"sort"
	"strings"
	"testing"
)

// aPercent is a figure and its percent sign, and what stands between them.
var aPercent = regexp.MustCompile(`(?:\d|\})(\s*)%`)

// percentStyles returns the messages whose percentages are written apart
// from the language's fmt.percent: «25%» in Italian and English, «25 %» in
// Spanish (the RAE's spacing, which the Argentine reading kept).
func percentStyles(msgs map[Key]message, sep string) []string {
	var out []string
	for k, m := range msgs {
		for _, s := range []string{m.one, m.other} {
			bad := false
			for _, p := range aPercent.FindAllStringSubmatch(s, -1) {
				bad = bad || p[1] != sep
			}
			if bad {
				out = append(out, string(k)+": "+s)
				break
			}
		}
	}
	sort.Strings(out)
	return out
}

// Each language writes a percentage one way, the way its fmt.percent
// writes the figures the code computes.
func TestPercent_OneStylePerLanguage(t *testing.T) {
	b := load(t)
	want := map[Lang]string{Italian: "", Spanish: " ", English: ""}
	for _, l := range Langs() {
		loc := b.Locale(l)
		f := loc.T(FmtPercent, 25)
		if got := strings.TrimSuffix(strings.TrimPrefix(f, "25"), "%"); got != want[l] {
			t.Errorf("%s fmt.percent writes %q", l, f)
		}
		for _, h := range percentStyles(loc.msgs, want[l]) {
			t.Errorf("%s.json writes a percentage another way than %q: %s", l, f, h)
		}
	}
	planted := map[Key]message{
		"a": {other: "{0} risposte, {1} % giuste"},
		"b": {other: "{0} risposte, {1}% giuste, in % della puntata"},
	}
	if got := percentStyles(planted, ""); len(got) != 1 || !strings.HasPrefix(got[0], "a:") {
		t.Errorf("planted percentages: found %q", got)
	}
}
