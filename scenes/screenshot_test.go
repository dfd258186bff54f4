package scenes

import (
	"strings"
	"testing"
)

// The school-incident picture's -incident: an incident the table's
// regulation rules, only with that scene; a bad one is named.
func TestScreenshotIncidentOption(t *testing.T) {
	cases := []struct {
		scene, rules, incident, want string // want "" when valid
	}{
		{"school-incident", "italian-classic", "", ""},
		{"school-incident", "italian-classic", "empty-box", ""},
		{"school-incident", "italian-shuffler", "absent-player", ""},
		{"school-incident", "argentine", "ask-skipped", ""},
		{"school-incident", "italian-classic", "wrong-box", "does not rule"},
		{"school-incident", "italian-classic", "card-on-fire", "card-on-fire"},
		{"dealer-school", "italian-classic", "empty-box", "only with -scene school-incident"},
		{"school-incident", "super-punto-banco", "swapped-cards", ""},
		{"school-incident", "super-punto-banco", "", "-incident given"},
		{"school-incident", "super-punto-banco", "empty-box", "empty-box"},
	}
	for _, c := range cases {
		err := ScreenshotOptions{Scene: c.scene, Rules: c.rules, Incident: c.incident, Out: "x.png"}.Validate()
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s %s -incident %q: %v; want %q", c.scene, c.rules, c.incident, err, c.want)
		}
	}
}
