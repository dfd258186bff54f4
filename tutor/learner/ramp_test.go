package learner

import "testing"

func TestParseRamp(t *testing.T) {
	good := []struct {
		in   string
		want Ramp
	}{
		{"", nil},
		{"2:2,3:4,4:6,5:8", DefaultRamp},
		{" 1.5:3 , 4:12", Ramp{{1.5, 3}, {4, 12}}},
		{"-1:1,2:10", Ramp{{-1, 1}, {2, 10}}},
	}
	for _, c := range good {
		r, err := ParseRamp(c.in)
		if err != nil || len(r) != len(c.want) {
			t.Errorf("ParseRamp(%q) = %v, %v; want %v", c.in, r, err, c.want)
			continue
		}
		for i := range r {
			if r[i] != c.want[i] {
				t.Errorf("ParseRamp(%q) = %v; want %v", c.in, r, c.want)
			}
		}
	}
	for _, in := range []string{"2", "x:2", "2:0", "2:101", "3:2,2:4", "2:2,2:4", "NaN:2", "2:2,"} {
		if _, err := ParseRamp(in); err == nil {
			t.Errorf("ParseRamp(%q): want an error", in)
		}
	}
	units := []struct {
		tc   float64
		want int
	}{{-5, 1}, {1.99, 1}, {2, 2}, {3.5, 4}, {4, 6}, {12, 8}}
	for _, c := range units {
		if got := DefaultRamp.Units(c.tc); got != c.want {
			t.Errorf("Units(%v) = %d, want %d", c.tc, got, c.want)
		}
	}
	if DefaultRamp.String() != "2:2,3:4,4:6,5:8" {
		t.Errorf("String() = %q", DefaultRamp.String())
	}
}
