package blackjack_test

import (
	"encoding/json"
	"errors"
	"sabot/game/blackjack/script"
	"strings"
	"testing"
)

// A dealer-school script may open the table (or prepare a new shoe) before
// its round: the procedure's steps come first in dealer_steps, checked by
// game/opening, the verdict in the record's school as for the round's; the
// procedure's burn is the round's "burn N" after close-bets.
func TestDealerSchool_ProcedureInAScript(t *testing.T) {
	base := schoolRounds["burn"] // five cards burnt, then the classic round
	_, roundSteps := autoSteps(t, base)
	shuffler := base
	shuffler.Rules, shuffler.Burn = "italian-shuffler", false
	shuffler.Boxes = []script.Box{{Box: 1, Bet: 1000}, {Box: 3, Bet: 1000}}
	_, shufflerSteps := autoSteps(t, script.Script{Rules: "italian-shuffler", Shoe: base.Shoe, Burn: true, Boxes: shuffler.Boxes, Decisions: base.Decisions})
	classicOpen := []string{"check-face-up", "insalata", "riffle", "offer-cut box 3", "cut-card 80"}
	shufflerOpen := []string{"decks-right", "discard-left", "check-decks", "spread-shuffle", "halves-23", "offer-cut box 1", "offer-cut box 3", "cut-card 78"}
	cases := []struct {
		name   string
		rules  string
		proc   *script.Procedure
		steps  []string
		ok     int    // steps_ok
		wrong  string // "code article due", "" when all right
		ranOut string
	}{
		{"Art1_OpeningThenTheRound", classic, &script.Procedure{Kind: "opening"}, append(classicOpen, roundSteps...), 5 + len(roundSteps), "", ""},
		{"Apertura6_RefusedThenClockwise", "italian-shuffler", &script.Procedure{Kind: "opening", RefuseCut: []int{1}}, append(shufflerOpen, shufflerSteps...), 8 + len(shufflerSteps), "", ""},
		{"Apertura6_NotBackToTheRefuser", "italian-shuffler", &script.Procedure{Kind: "opening", RefuseCut: []int{1}},
			[]string{"decks-right", "discard-left", "check-decks", "spread-shuffle", "halves-23", "offer-cut box 1", "offer-cut box 1"}, 6, "wrong-cutter Apertura 6 offer-cut box 3", ""},
		{"Apertura1_TheRoundBeforeTheOpening", "italian-shuffler", &script.Procedure{Kind: "opening"}, shufflerSteps, 0, "wrong-step Apertura 1 decks-right", ""},
		{"Apertura2_CheckedStillWrapped", "italian-shuffler", &script.Procedure{Kind: "opening"},
			[]string{"decks-right", "check-decks"}, 1, "wrong-step Apertura 2 discard-left", ""},
		{"Apertura7_CutCardTooDeep", "italian-shuffler", &script.Procedure{Kind: "opening"},
			[]string{"decks-right", "discard-left", "check-decks", "spread-shuffle", "halves-23", "offer-cut box 1", "cut-card 156"}, 6, "wrong-cut-card Apertura 7 cut-card 78", ""},
		{"Art30_EveryPlayerRefusesTheDirezioneCuts", classic, &script.Procedure{Kind: "opening", RefuseCut: []int{1, 3}},
			append([]string{"check-face-up", "insalata", "riffle", "offer-cut box 1", "offer-cut box 3", "offer-cut direzione", "cut-card 80"}, roundSteps...), 7 + len(roundSteps), "", ""},
		{"Art30_EveryPlayerRefusedNotBackToAPlayer", classic, &script.Procedure{Kind: "opening", RefuseCut: []int{1, 3}},
			[]string{"check-face-up", "insalata", "riffle", "offer-cut box 1", "offer-cut box 3", "offer-cut box 1"}, 5, "wrong-cutter Art. 30 offer-cut direzione", ""},
		{"Art30_NewShoeCutCardHolderRefuses", classic, &script.Procedure{Kind: "new-shoe", CutCardBox: 3, RefuseCut: []int{3}},
			append([]string{"tallone-four-parts", "shuffle-groups", "offer-cut box 3", "offer-cut box 1", "cut-card 78"}, roundSteps...), 5 + len(roundSteps), "", ""},
		{"ProcedureStepInTheRound", classic, &script.Procedure{Kind: "opening"}, append(append([]string(nil), classicOpen...), "riffle"), 5, "procedure-over  close-bets", ""},
		{"RanOutInTheProcedure", classic, &script.Procedure{Kind: "opening"}, classicOpen[:2], 2, "", "riffle"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := base
			s.Rules, s.Burn, s.Procedure, s.DealerSteps = c.rules, false, c.proc, c.steps
			if c.rules == "italian-shuffler" {
				s.Boxes = shuffler.Boxes
			}
			rec, err := s.Run()
			if err != nil {
				t.Fatal(err)
			}
			sc := rec.School
			if sc == nil || sc.StepsOK != c.ok || sc.RanOutBefore != c.ranOut {
				t.Fatalf("school %+v; want %d steps right, ran out before %q", sc, c.ok, c.ranOut)
			}
			got := ""
			if w := sc.FirstWrong; w != nil {
				got = w.Code + " " + w.Article + " " + w.Due
				if w.Index != c.ok || w.Step != c.steps[c.ok] || w.Reason == "" {
					t.Errorf("first wrong %+v", *w)
				}
			}
			if got != c.wrong {
				t.Errorf("first wrong %q, want %q", got, c.wrong)
			}
			if last := len(rec.Actions) - 1; c.wrong == "" && c.ranOut == "" && (last < 0 || rec.Actions[last] != "collect-cards" || rec.Burnt.String() != "2C 3C 4C 5C 6C") {
				t.Errorf("the round: actions %v, burnt %s", rec.Actions, rec.Burnt)
			}
		})
	}
}

// A procedure that cannot be is a bad script naming the field.
func TestDealerSchool_ProcedureBadScript(t *testing.T) {
	head := `{"rules":"%s","shoe":"TS 9S 7H 8S 9D TD","boxes":[{"box":1,"bet":10},{"box":3,"bet":10}],"decisions":["stand","stand"],`
	for _, c := range []struct{ rules, tail, field, says string }{
		{classic, `"procedure":{"kind":"opening"}}`, "procedure", "dealer_steps"},
		{classic, `"procedure":{"kind":"reopening"},"dealer_steps":[]}`, "procedure.kind", "reopening"},
		{classic, `"procedure":{},"dealer_steps":[]}`, "procedure.kind", "missing"},
		{classic, `"procedure":{"kind":"closing"},"dealer_steps":[]}`, "procedure.kind", "closing"},
		{"italian-online", `"procedure":{"kind":"opening"},"dealer_steps":[]}`, "procedure", "states no opening"},
		{classic, `"procedure":{"kind":"new-shoe","cut_card_box":5},"dealer_steps":[]}`, "procedure.cut_card_box", "box 5"},
		{classic, `"procedure":{"kind":"opening","cut_card_box":1},"dealer_steps":[]}`, "procedure.cut_card_box", "new-shoe"},
		{"italian-shuffler", `"procedure":{"kind":"opening","refuse_cut":[1,3]},"dealer_steps":[]}`, "procedure", "names nobody else"},
		{classic, `"procedure":{"kind":"opening","refuse_cut":[2]},"dealer_steps":[]}`, "procedure.refuse_cut[0]", "box 2"},
		{classic, `"procedure":{"kind":"opening"},"shoe_started":true,"dealer_steps":[]}`, "procedure", "shoe_started"},
		{classic, `"procedure":{"kind":"opening"},"dealer_steps":["shuffle-all"]}`, "dealer_steps[0]", "nor a step of the procedure"},
	} {
		_, err := script.Run([]byte(strings.Replace(head, "%s", c.rules, 1) + c.tail))
		var se *script.Error
		if !errors.As(err, &se) || se.Field != c.field || !strings.Contains(se.Reason, c.says) {
			t.Errorf("%s: %v; want a script.Error on %s saying %q", c.tail, err, c.field, c.says)
		}
	}
	// The record is JSON as ever.
	rec, err := script.Run([]byte(strings.Replace(head, "%s", classic, 1) + `"procedure":{"kind":"opening"},"dealer_steps":["insalata"]}`))
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := json.Marshal(rec); !strings.Contains(string(b), `"code":"wrong-step"`) {
		t.Errorf("record %s", b)
	}
}
