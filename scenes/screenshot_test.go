package scenes

import (
	"strings"
	"testing"

	"sabot/game/opening"
	"sabot/rules"
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
		{"school-incident", "italian-shuffler", "fallen-cards", ""},
		{"school-incident", "italian-classic", "fallen-cards", "does not rule"},
		{"school-incident", "italian-classic", "deal-unclear", ""},
		{"school-incident", "italian-shuffler", "deal-unclear", "does not rule"},
		{"school-incident", "argentine", "deal-unclear", "does not rule"},
		{"school-incident", "argentine", "ask-skipped", ""},
		{"school-incident", "italian-classic", "wrong-box", "does not rule"},
		{"school-incident", "italian-classic", "card-on-fire", "card-on-fire"},
		{"dealer-school", "italian-classic", "empty-box", "only with -scene school-incident"},
		{"school-incident", "super-punto-banco", "swapped-cards", ""},
		{"school-incident", "super-punto-banco", "wrong-count-unclear", ""},
		{"school-incident", "super-punto-banco", "swapped-cards-unclear", ""},
		{"school-incident", "super-punto-banco", "", "-incident given"},
		{"school-incident", "super-punto-banco", "empty-box", "empty-box"},
		{"school-summary", "super-punto-banco", "", "blackjack table's school"},
		{"school-exam", "super-punto-banco", "", "blackjack table's school"},
		{"school-exam", "argentine", "", ""},
	}
	for _, c := range cases {
		err := ScreenshotOptions{Scene: c.scene, Rules: c.rules, Incident: c.incident, Out: "x.png"}.Validate()
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s %s -incident %q: %v; want %q", c.scene, c.rules, c.incident, err, c.want)
		}
	}
}

// The opening's picture is staged only at the tables whose regulation
// states an opening (game/opening): the others are refused, naming why.
func TestScreenshotSchoolOpeningTables(t *testing.T) {
	for _, id := range rules.IDs() {
		steps, err := opening.Steps(id, opening.Opening)
		if err != nil {
			t.Fatal(err)
		}
		err = ScreenshotOptions{Scene: "school-opening", Rules: id, Out: "x.png"}.Validate()
		if (err == nil) != (len(steps) > 0) {
			t.Errorf("%s: %d opening steps, Validate says %v", id, len(steps), err)
		}
	}
}

// The split's picture's -box: a box of the blackjack table, only with
// that scene; a bad one is named.
func TestScreenshotBoxOption(t *testing.T) {
	cases := []struct {
		scene, rules string
		box          int
		want         string // "" when valid
	}{
		{"table-split", "italian-classic", 0, ""},
		{"table-split", "italian-classic", 7, ""},
		{"table-split", "italian-shuffler", 1, ""},
		{"table-split", "italian-online", 5, ""},
		{"table-split", "italian-online", 6, "boxes 1-5"},
		{"table-split", "argentine", 8, "boxes 1-7"},
		{"table-split", "argentine", -1, "boxes 1-7"},
		{"table-split", "super-punto-banco", 1, "not a blackjack table"},
		{"table", "italian-classic", 7, "only with -scene table-split"},
	}
	for _, c := range cases {
		err := ScreenshotOptions{Scene: c.scene, Rules: c.rules, Box: c.box, Out: "x.png"}.Validate()
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s %s -box %d: %v; want %q", c.scene, c.rules, c.box, err, c.want)
		}
	}
}

// The why picture's -hand: a chart cell, or a side decision the table
// offers; a bad one is named.
func TestScreenshotHandOption(t *testing.T) {
	cases := []struct {
		scene, rules, hand, want string // want "" when valid
	}{
		{"why", "italian-classic", "", ""},
		{"why", "italian-classic", "hard/11/10", ""},
		{"why-book", "argentine", "soft/A7/9", ""},
		{"why", "italian-classic", "insurance", ""},
		{"why", "italian-shuffler", "insurance/pair/88", ""},
		{"why", "italian-online", "insurance/soft/A6", ""},
		{"why", "italian-classic", "even-money", ""},
		{"why", "italian-classic", "even-money/10", ""},
		{"why", "italian-shuffler", "even-money/A", ""},
		{"why", "argentine", "desafio", ""},
		{"why", "argentine", "desafio/10", ""},
		{"why", "argentine", "insurance", "insurance"},
		{"why", "italian-shuffler", "even-money/10", "even money"},
		{"why", "italian-online", "even-money", "even money"},
		{"why", "italian-classic", "desafio/6", "desafío"},
		{"why", "argentine", "desafio/K", "desafio/UP"},
		{"why", "italian-classic", "insurance/hard/33", "insurance/SECTION/HAND"},
		{"why", "italian-classic", "insure/hard/16", "unknown section"},
		{"table", "italian-classic", "insurance", "only with -scene why"},
	}
	for _, c := range cases {
		err := ScreenshotOptions{Scene: c.scene, Rules: c.rules, Hand: c.hand, Out: "x.png"}.Validate()
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s %s -hand %q: %v; want %q", c.scene, c.rules, c.hand, err, c.want)
		}
	}
}
