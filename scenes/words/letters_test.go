package words

import (
	"testing"

	"sabot/locales"
	"sabot/tutor"
)

// The chart on screen speaks the user's language: T S R Rs D in Italian
// (the online table's own letters, seeds/003), C P D Dp A in Spanish (001's
// apertura for the split), H S D Ds P in English; the online table's
// published chart keeps its casino's letters in every language.
func TestChartLetters(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	codes := []tutor.Code{tutor.CodeHit, tutor.CodeStand, tutor.CodeDoubleHit, tutor.CodeDoubleStand, tutor.CodeSplit}
	published := tutor.PublishedChart()
	cases := []struct {
		lang locales.Lang
		ch   *tutor.Chart
		want [5]string
	}{
		{locales.Italian, nil, [5]string{"T", "S", "R", "Rs", "D"}},
		{locales.Spanish, nil, [5]string{"C", "P", "D", "Dp", "A"}},
		{locales.English, nil, [5]string{"H", "S", "D", "Ds", "P"}},
		{locales.Spanish, published, [5]string{"T", "S", "R", "Rs", "D"}},
		{locales.English, published, [5]string{"T", "S", "R", "Rs", "D"}},
	}
	for _, c := range cases {
		l := ChartLetters(b.Locale(c.lang), c.ch)
		for i, code := range codes {
			if got := code.Letter(l); got != c.want[i] {
				t.Errorf("%s (published %v): %v is %q; want %q", c.lang, c.ch != nil, code, got, c.want[i])
			}
		}
	}
}
