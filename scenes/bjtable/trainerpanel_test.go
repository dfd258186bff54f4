package bjtable

import (
	"strings"
	"testing"

	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/bjtable/feedback"
	"sabot/scenes/scenetest"
	"sabot/trainer"
	"sabot/tutor"
	"sabot/tutor/counting"
)

// trReadable is the smallest text size the panel may write at, design
// units: its notes are at 13 and 14, its names at 16 fitted to their column.
const trReadable = 11.0

// Every text the trainer's panel writes fits inside the panel, between its
// margins and clear of its Why? button, at a readable size: for the
// insurance (whose note on its stake is the panel's longest text), even
// money, the desafío and a hit or stand, a wrong decision held back with
// the chart's play, the index play and the foot, in the three languages.
func TestTrainerPanelTextsFit(t *testing.T) {
	mk := func(s string) rules.Cards {
		c, err := rules.ParseCards(s)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	cases := []struct {
		id       string
		question blackjack.Question
		hand     string
		up       string
		evs      []tutor.ActionEV
		chart    tutor.Action
		index    counting.IndexPlay
	}{
		{"italian-classic", blackjack.AskInsurance, "7H 9S", "AD",
			[]tutor.ActionEV{{Action: tutor.NoInsurance}, {Action: tutor.Insurance, EV: -0.0506}}, tutor.NoInsurance,
			counting.IndexPlay{Section: "side", Hand: "insurance", Index: 3.2}},
		{"italian-shuffler", blackjack.AskInsurance, "10H 8S", "AD",
			[]tutor.ActionEV{{Action: tutor.NoInsurance}, {Action: tutor.Insurance, EV: -0.0412}}, tutor.NoInsurance,
			counting.IndexPlay{Section: "side", Hand: "insurance", Index: 3.2}},
		{"italian-classic", blackjack.AskEvenMoney, "AH KS", "AD",
			[]tutor.ActionEV{{Action: tutor.NoEvenMoney, EV: 1.04}, {Action: tutor.EvenMoney, EV: 1}}, tutor.NoEvenMoney,
			counting.IndexPlay{Section: "side", Hand: "even-money", Index: 3.1}},
		{"argentine", blackjack.AskDesafioBet, "AH", "7D",
			[]tutor.ActionEV{{Action: tutor.NoDesafio}, {Action: tutor.Desafio, EV: -0.037}}, tutor.NoDesafio,
			counting.IndexPlay{Section: "side", Hand: "desafio", Index: 4.5}},
		{"italian-online", blackjack.AskPlay, "10H 6S", "10D",
			[]tutor.ActionEV{{Action: tutor.Hit, EV: -0.5398}, {Action: tutor.Stand, EV: -0.5404}}, tutor.Stand,
			counting.IndexPlay{Section: "hard", Hand: "16", Up: "10", Index: 0}},
	}
	a := scenetest.New(t, t.TempDir())
	for _, lang := range []locales.Lang{locales.Italian, locales.Spanish, locales.English} {
		a.SetLang(lang)
		for _, c := range cases {
			s := seat(t, a, c.id, 0)
			taken := c.evs[1].Action
			fb := feedback.Feedback{
				Kind:     feedback.Asking,
				Question: c.question,
				Q: trainer.Question{
					Point: tutor.DecisionPoint{Rules: s.d.Rules(), Hand: mk(c.hand), Up: rules.MustParseCard(c.up)},
					Chart: c.chart,
				},
				EVs:   c.evs,
				Index: &counting.IndexAdvice{Play: c.index, TrueCount: -0.2, Action: c.evs[0].Action},
			}
			fb.Grade.Grade = tutor.Grade{Best: c.evs[0].Action, Actions: c.evs, Taken: taken, TakenEV: c.evs[1].EV, Cost: 100 * (c.evs[0].EV - c.evs[1].EV)}
			s.tr.show(fb)
			r := s.tr.panel.Rect()
			if r.H == 0 || len(s.tr.panel.Texts()) == 0 {
				t.Fatalf("%s %s %v: no panel", lang, c.id, c.question)
			}
			why := feedback.WhyButton(r)
			for _, tx := range s.tr.panel.Texts() {
				b := tx.R
				if b.X < r.X+feedback.PanelPad-0.5 || b.X+b.W > r.X+r.W-feedback.PanelPad+0.5 || b.Y < r.Y || b.Y+b.H > r.Y+r.H {
					t.Errorf("%s %s %v: %q at %+v runs out of the panel %+v", lang, c.id, c.question, tx.S, b, r)
				}
				if tx.Size < trReadable {
					t.Errorf("%s %s %v: %q at size %.1f; want %.0f or more", lang, c.id, c.question, tx.S, tx.Size, trReadable)
				}
				if b.X < why.X+why.W && b.X+b.W > why.X && b.Y < why.Y+why.H && b.Y+b.H > why.Y {
					t.Errorf("%s %s %v: %q at %+v under the Why? button %+v", lang, c.id, c.question, tx.S, b, why)
				}
			}
		}
	}
}

// Issue 23: a play the chart accepts that is not the best for the cards
// (argentine 12 v 4: the chart stands, the cards left make hitting 0.84%
// better) is not just "Right" beside "Best play: Hit": the verdict says it
// was accepted but not the best, with the EV it cost, as big as a verdict,
// in the panel, in the three languages. A play that cost nothing is
// right, a wrong one wrong.
func TestTrainerVerdictAcceptedNotBestSaysItsCost(t *testing.T) {
	mk := func(s string) rules.Cards {
		c, err := rules.ParseCards(s)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	hit, stand := tutor.ActionEV{Action: tutor.Hit, EV: -0.2010}, tutor.ActionEV{Action: tutor.Stand, EV: -0.2094}
	cases := []struct {
		name    string
		taken   tutor.ActionEV
		correct bool
		want    locales.Key
		cost    bool // the verdict says the cost
	}{
		{"the chart's stand, hit better", stand, true, locales.TrainerAccepted, true},
		{"the best hit", hit, true, locales.TrainerRight, false},
		{"stand against a chart that hits", stand, false, locales.TrainerWrong, false},
	}
	a := scenetest.New(t, t.TempDir())
	for _, lang := range []locales.Lang{locales.Italian, locales.Spanish, locales.English} {
		a.SetLang(lang)
		loc := a.Loc
		s := seat(t, a, "argentine", 2)
		for _, c := range cases {
			evs := []tutor.ActionEV{hit, stand}
			cost := 100 * (hit.EV - c.taken.EV)
			fb := feedback.Feedback{
				Kind:     feedback.Graded,
				Question: blackjack.AskPlay,
				Q:        trainer.Question{Point: tutor.DecisionPoint{Rules: s.d.Rules(), Hand: mk("TH 2S"), Up: rules.MustParseCard("4D")}, Chart: tutor.Stand},
				EVs:      evs,
			}
			fb.Grade.Grade = tutor.Grade{Best: tutor.Hit, Actions: evs, Taken: c.taken.Action, TakenEV: c.taken.EV, Cost: cost}
			fb.Grade.Correct = c.correct
			s.tr.show(fb)
			r := s.tr.panel.Rect()
			if r.H == 0 || len(s.tr.panel.Texts()) == 0 {
				t.Fatalf("%s %s: no panel", lang, c.name)
			}
			title := s.tr.panel.Texts()[0]
			want := loc.T(c.want)
			if c.cost {
				want = loc.T(c.want, loc.Fixed(cost, 2))
				if !strings.Contains(want, loc.Fixed(0.84, 2)) {
					t.Fatalf("%s: the cost %v is not 0.84", lang, cost)
				}
			}
			if title.S != want {
				t.Errorf("%s %s: the verdict %q; want %q", lang, c.name, title.S, want)
			}
			if title.Size < 0.8*feedback.VerdictSize {
				t.Errorf("%s %s: the verdict %q at size %.1f; want it as big as a verdict (%.0f)", lang, c.name, title.S, title.Size, feedback.VerdictSize)
			}
			for _, tx := range s.tr.panel.Texts() {
				b := tx.R
				if b.X < r.X+feedback.PanelPad-0.5 || b.X+b.W > r.X+r.W-feedback.PanelPad+0.5 || b.Y < r.Y || b.Y+b.H > r.Y+r.H {
					t.Errorf("%s %s: %q at %+v runs out of the panel %+v", lang, c.name, tx.S, b, r)
				}
			}
		}
	}
}
