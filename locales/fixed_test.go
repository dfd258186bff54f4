package locales

import (
	"math"
	"testing"
)

func TestFixedAndSigned(t *testing.T) {
	b := load(t)
	it, es, en := b.Locale(Italian), b.Locale(Spanish), b.Locale(English)
	cases := []struct {
		got, want string
	}{
		{it.Fixed(0.3, 2), "0,30"},
		{es.Fixed(1234.567, 2), "1.234,57"},
		{en.Fixed(1234.567, 2), "1,234.57"},
		{en.Fixed(-53.714, 2), "−53.71"},
		{en.Fixed(-0.001, 2), "0.00"}, // rounds to zero: no sign
		{en.Fixed(87.6, 0), "88"},
		{en.Fixed(2, 9), "2.000000"}, // at most six places
		{en.Fixed(math.NaN(), 2), "—"},
		{it.Signed(0.25, 2), "+0,25"},
		{en.Signed(-0.25, 2), "−0.25"},
		{en.Signed(0, 2), "0.00"},
		{en.Signed(0.001, 2), "0.00"},
	}
	for i, c := range cases {
		if c.got != c.want {
			t.Errorf("case %d: %q; want %q", i, c.got, c.want)
		}
	}
}
