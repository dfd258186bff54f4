package locales

import (
	"regexp"
	"sort"
	"testing"
)

// itSoftFirst is «soft» put before its total, in English word order: «il
// soft 18», «Soft da 13 a 17», «Soft 19 e 20». Italian puts the total
// first, as the chart and the rule sheet do: «{0} soft», «il 18 soft»,
// «sul 17 soft», «Mani soft da 13 a 17».
var itSoftFirst = regexp.MustCompile(`(?i)(?:^|[.:;!?(]\s*|(?:^|[^\p{L}])(?:il|un|lo|del|al|dal|nel|sul|col|contro)\s+)soft\s+(?:\d|\{|da\s)`)

// itSoftHits returns the messages that put «soft» before its total.
func itSoftHits(msgs map[Key]message) []string {
	var out []string
	for k, m := range msgs {
		for _, s := range []string{m.one, m.other} {
			if itSoftFirst.MatchString(s) {
				out = append(out, string(k)+": "+s)
				break
			}
		}
	}
	sort.Strings(out)
	return out
}

// The Italian names a soft total with the total first (the Italian
// croupier's second reading found «il soft 18» beside «il 18 soft»).
func TestItalianSoftAfterItsTotal(t *testing.T) {
	for _, h := range itSoftHits(load(t).Locale(Italian).msgs) {
		t.Errorf("it.json puts «soft» before its total: %s", h)
	}
}

// The check finds a planted English order and lets the Italian through.
func TestItalianSoftAfterItsTotal_Planted(t *testing.T) {
	cases := []struct {
		text string
		hit  bool
	}{
		{"Il soft 18 è il più insidioso", true},
		{"Soft da 13 a 17: da A2 ad A6", true},
		{"più di un soft 12 o di un 16", true},
		{"Soft 19 e 20 stanno.", true},
		{"La mano è soft {0}", false},
		{"Il 18 soft è il più insidioso", false},
		{"Mani soft da 13 a 17: da A2 ad A6", false},
		{"Le mani soft da A2 ad A7 fanno da 3 a 8", false},
		{"{0} soft", false},
	}
	for _, c := range cases {
		got := len(itSoftHits(map[Key]message{"planted": {other: c.text}})) > 0
		if got != c.hit {
			t.Errorf("%q: hit %v, want %v", c.text, got, c.hit)
		}
	}
}
