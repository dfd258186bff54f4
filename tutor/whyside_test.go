package tutor

import (
	"math"
	"testing"

	"sabot/rules"
	"sabot/tutor/strategy"
)

// sideShoe is 48 unseen cards: four of each card from ace to nine and
// twelve ten-values, a quarter of them.
var sideShoe = Composition{0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 12}

// The side decisions from the small shoe, against sums done by hand: the
// chance is the count of the deciding card over the 48 cards, each answer
// the sum of chance x payout.
func TestExplainSideByHand(t *testing.T) {
	c := func(r rules.Rank, s rules.Suit) rules.Card { return rules.Card{Rank: r, Suit: s} }
	k6 := rules.Cards{c(rules.King, rules.Spades), c(rules.Six, rules.Hearts)}
	bj := rules.Cards{c(rules.Ace, rules.Spades), c(rules.King, rules.Hearts)}
	ace, ten := c(rules.Ace, rules.Diamonds), c(rules.Ten, rules.Diamonds)
	tests := []struct {
		name  string
		rs    rules.RuleSet
		hand  rules.Cards
		up    rules.Card
		legal ActionSet
		stake float64
		kind  SideKind
		card  int
		count int
		// take and decline are the answers' EVs; best the better one.
		take, decline float64
		best          Action
		need          float64
	}{
		// Half the bet at 2:1: 0.5 x (2 x 12/48 - 36/48) = -1/8.
		{"insurance", rules.ItalianClassic, k6, ace, Actions(Insurance, NoInsurance), 0, SideInsurance, 10, 12, -0.125, 0, NoInsurance, 16},
		// A quarter of the bet: -1/16, the same answer.
		{"insurance, a quarter", rules.ItalianShuffler, k6, ace, Actions(Insurance, NoInsurance), 0.25, SideInsurance, 10, 12, -0.0625, 0, NoInsurance, 16},
		// 1 at once, or 3/2 x 36/48 = 9/8.
		{"even money v ace", rules.ItalianShuffler, bj, ace, Actions(EvenMoney, NoEvenMoney), 0, SideEvenMoney, 10, 12, 1, 1.125, NoEvenMoney, 16},
		// Against a ten an ace makes his blackjack: 3/2 x 44/48 = 11/8.
		{"even money v ten", rules.ItalianClassic, bj, ten, Actions(EvenMoney, NoEvenMoney), 0, SideEvenMoney, 1, 4, 1, 1.375, NoEvenMoney, 16},
		// The desafío: half the stake on a ten, 2:1, as insurance.
		{"desafío", rules.Argentine, bj[:1], c(rules.Six, rules.Clubs), Actions(Desafio, NoDesafio), 0, SideDesafio, 10, 12, -0.125, 0, NoDesafio, 16},
		// The argentine ace alone with no actions given is the desafío.
		{"desafío, no actions", rules.Argentine, bj[:1], c(rules.Six, rules.Clubs), 0, 0, SideDesafio, 10, 12, -0.125, 0, NoDesafio, 16},
	}
	for _, tc := range tests {
		dp := DecisionPoint{Rules: tc.rs, Hand: tc.hand, Up: tc.up, Unseen: sideShoe, Legal: tc.legal, InsuranceStake: tc.stake}
		w, err := Explain(dp)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		s := w.Side
		if s == nil || len(w.Plays) != 0 {
			t.Fatalf("%s: side %v, %d plays", tc.name, s, len(w.Plays))
		}
		if s.Kind != tc.kind || s.Card != tc.card || s.Count != tc.count || s.Cards != 48 || s.P != float64(tc.count)/48 {
			t.Errorf("%s: %v, %d of card %d in %d, p %v", tc.name, s.Kind, s.Count, s.Card, s.Cards, s.P)
		}
		if math.Abs(s.BreakEven-1.0/3) > 1e-15 || math.Abs(s.Need()-tc.need) > 1e-12 {
			t.Errorf("%s: break-even %v, need %v", tc.name, s.BreakEven, s.Need())
		}
		if len(s.Answers) != 2 || s.Answers[0].Action != tc.best || s.Taken() {
			t.Fatalf("%s: answers %+v", tc.name, s.Answers)
		}
		for _, a := range s.Answers {
			want := tc.decline
			if a.Action == Insurance || a.Action == EvenMoney || a.Action == Desafio {
				want = tc.take
			}
			if math.Abs(a.EV-want) > 1e-12 || math.Abs(a.TermsEV()-want) > 1e-12 {
				t.Errorf("%s %s: EV %v, terms %v, want %v", tc.name, a.Action, a.EV, a.TermsEV(), want)
			}
			p := 0.0
			for _, term := range a.Terms {
				p += term.P
			}
			if len(a.Terms) > 0 && math.Abs(p-1) > 1e-12 {
				t.Errorf("%s %s: the chances add up to %v", tc.name, a.Action, p)
			}
		}
	}
}

// From the real shoes, the answers' EVs are the grading's and the sums of
// their terms, and the best answer is the grading's.
func TestExplainSideGrading(t *testing.T) {
	c := func(r rules.Rank, s rules.Suit) rules.Card { return rules.Card{Rank: r, Suit: s} }
	tens := func(n int) Composition { u := sideShoe; u[10] = n; return u }
	tests := []struct {
		rs     rules.RuleSet
		hand   rules.Cards
		up     rules.Card
		legal  ActionSet
		unseen *Composition
		want   Action
	}{
		{rules.ItalianClassic, rules.Cards{c(rules.Nine, rules.Spades), c(rules.Seven, rules.Hearts)}, c(rules.Ace, rules.Clubs), Actions(Insurance, NoInsurance), nil, NoInsurance},
		{rules.ItalianOnline, rules.Cards{c(rules.Five, rules.Spades), c(rules.Five, rules.Hearts)}, c(rules.Ace, rules.Clubs), Actions(Insurance, NoInsurance), nil, NoInsurance},
		{rules.ItalianShuffler, rules.Cards{c(rules.Ace, rules.Spades), c(rules.Queen, rules.Hearts)}, c(rules.Ace, rules.Clubs), Actions(EvenMoney, NoEvenMoney), nil, NoEvenMoney},
		{rules.ItalianClassic, rules.Cards{c(rules.Ace, rules.Spades), c(rules.Jack, rules.Hearts)}, c(rules.King, rules.Clubs), Actions(EvenMoney, NoEvenMoney), nil, NoEvenMoney},
		{rules.Argentine, rules.Cards{c(rules.Ace, rules.Spades)}, c(rules.Ten, rules.Clubs), Actions(Desafio, NoDesafio), nil, NoDesafio},
		// A shoe rich in tens: 20 of 56, above a third.
		{rules.ItalianClassic, rules.Cards{c(rules.Nine, rules.Spades), c(rules.Seven, rules.Hearts)}, c(rules.Ace, rules.Clubs), Actions(Insurance, NoInsurance), ptr(tens(20)), Insurance},
		{rules.ItalianClassic, rules.Cards{c(rules.Ace, rules.Spades), c(rules.Jack, rules.Hearts)}, c(rules.Ace, rules.Clubs), Actions(EvenMoney, NoEvenMoney), ptr(tens(20)), EvenMoney},
		{rules.Argentine, rules.Cards{c(rules.Ace, rules.Spades)}, c(rules.Ten, rules.Clubs), Actions(Desafio, NoDesafio), ptr(tens(20)), Desafio},
		// Exactly a third: 18 of 54, both answers worth the same.
		{rules.Argentine, rules.Cards{c(rules.Ace, rules.Spades)}, c(rules.Ten, rules.Clubs), Actions(Desafio, NoDesafio), ptr(tens(18)), Desafio},
	}
	for i, tc := range tests {
		dp := DecisionPoint{Rules: tc.rs, Hand: tc.hand, Up: tc.up, Legal: tc.legal}
		if tc.unseen != nil {
			dp.Unseen = *tc.unseen
		} else {
			dp.Unseen = FullShoe(tc.rs.Decks)
			if err := dp.Unseen.Remove(append(rules.Cards{tc.up}, tc.hand...)...); err != nil {
				t.Fatal(err)
			}
		}
		w, err := Explain(dp)
		if err != nil {
			t.Fatalf("%d %s: %v", i, tc.rs.ID, err)
		}
		evs, err := Evaluate(dp)
		if err != nil {
			t.Fatal(err)
		}
		s := w.Side
		if s.Answers[0].Action != tc.want && math.Abs(s.Answers[0].EV-s.Answers[1].EV) > 1e-12 {
			t.Errorf("%d %s: best %s, want %s", i, tc.rs.ID, s.Answers[0].Action, tc.want)
		}
		if s.Taken() != (s.P >= s.BreakEven-1e-12) && math.Abs(s.P-s.BreakEven) > 1e-12 {
			t.Errorf("%d %s: share %v, break-even %v, taken %v", i, tc.rs.ID, s.P, s.BreakEven, s.Taken())
		}
		for _, a := range s.Answers {
			got := math.NaN()
			for _, e := range evs {
				if e.Action == a.Action {
					got = e.EV
				}
			}
			if math.Abs(a.EV-got) > 1e-12 || math.Abs(a.TermsEV()-got) > 1e-12 {
				t.Errorf("%d %s %s: EV %v, terms %v, grading %v", i, tc.rs.ID, a.Action, a.EV, a.TermsEV(), got)
			}
		}
	}
}

func ptr(c Composition) *Composition { return &c }

// The side decisions a table does not offer are refused, as the grading
// refuses them; the notes name the table's rules.
func TestExplainSideRefusesAndNotes(t *testing.T) {
	c := func(r rules.Rank, s rules.Suit) rules.Card { return rules.Card{Rank: r, Suit: s} }
	bj := rules.Cards{c(rules.Ace, rules.Spades), c(rules.King, rules.Hearts)}
	k6 := rules.Cards{c(rules.King, rules.Spades), c(rules.Six, rules.Hearts)}
	ace, ten := c(rules.Ace, rules.Diamonds), c(rules.Ten, rules.Diamonds)
	bad := []DecisionPoint{
		{Rules: rules.Argentine, Hand: k6, Up: ace, Legal: Actions(Insurance, NoInsurance)},
		{Rules: rules.ItalianClassic, Hand: k6, Up: ten, Legal: Actions(Insurance, NoInsurance)},
		{Rules: rules.ItalianOnline, Hand: bj, Up: ace, Legal: Actions(EvenMoney, NoEvenMoney)},
		{Rules: rules.ItalianShuffler, Hand: bj, Up: ten, Legal: Actions(EvenMoney, NoEvenMoney)},
		{Rules: rules.ItalianClassic, Hand: k6, Up: ace, Legal: Actions(EvenMoney, NoEvenMoney)},
		{Rules: rules.ItalianClassic, Hand: bj[:1], Up: ten, Legal: Actions(Desafio, NoDesafio)},
		{Rules: rules.ItalianClassic, Hand: k6, Up: ace, Legal: Actions(Insurance, NoInsurance), InsuranceStake: 0.75},
	}
	for i, dp := range bad {
		dp.Unseen = sideShoe
		if w, err := Explain(dp); err == nil {
			t.Errorf("%d %s: explained %+v", i, dp.Rules.ID, w.Side)
		}
	}
	notes := []struct {
		dp   DecisionPoint
		want []NoteKind
	}{
		{DecisionPoint{Rules: rules.ItalianClassic, Hand: k6, Up: ace, Legal: Actions(Insurance, NoInsurance)}, []NoteKind{NoteInsurance}},
		{DecisionPoint{Rules: rules.ItalianShuffler, Hand: k6, Up: ace, Legal: Actions(Insurance, NoInsurance), InsuranceStake: 0.2}, []NoteKind{NoteInsurance, NoteInsuranceStake}},
		{DecisionPoint{Rules: rules.ItalianClassic, Hand: bj, Up: ten, Legal: Actions(EvenMoney, NoEvenMoney)}, []NoteKind{NoteEvenMoney, NoteEvenMoneyInsured}},
		{DecisionPoint{Rules: rules.Argentine, Hand: bj[:1], Up: ten, Legal: Actions(Desafio, NoDesafio)}, []NoteKind{NoteDesafio}},
	}
	for i, tc := range notes {
		tc.dp.Unseen = sideShoe
		w, err := Explain(tc.dp)
		if err != nil {
			t.Fatal(err)
		}
		if len(w.Notes) != len(tc.want) {
			t.Fatalf("%d: notes %+v", i, w.Notes)
		}
		for k, n := range w.Notes {
			if n.Kind != tc.want[k] || (k == 0 && n.Article == "") {
				t.Errorf("%d: note %d %+v, want kind %d with an article", i, k, n, tc.want[k])
			}
		}
	}
}

// A side decision from a full shoe: insurance on hard 16 at the Italian
// casino, 95 tens left of 309 cards (six decks, a king, a six and the
// ace out); the decisions a table does not offer are refused.
func TestSidePoint(t *testing.T) {
	dp, err := SidePoint(rules.ItalianClassic, SideInsurance, strategy.Spot{Section: strategy.SectionHard, Row: 16, Up: 1})
	if err != nil {
		t.Fatal(err)
	}
	w, err := Explain(dp)
	if err != nil {
		t.Fatal(err)
	}
	if s := w.Side; s.Kind != SideInsurance || s.Count != 95 || s.Cards != 309 || math.Abs(s.Need()-103) > 1e-12 ||
		math.Abs(s.Answers[1].EV-0.5*(2*95.0/309-214.0/309)) > 1e-15 {
		t.Errorf("insurance on 16: %+v", s)
	}
	// Even money against a ten: 23 aces left of 309.
	dp, err = SidePoint(rules.ItalianClassic, SideEvenMoney, strategy.Spot{Up: 10})
	if err != nil {
		t.Fatal(err)
	}
	if w, err = Explain(dp); err != nil || w.Side.Count != 23 || w.Side.Card != 1 || w.Side.Cards != 309 {
		t.Errorf("even money v 10: %v %+v", err, w)
	}
	// The desafío at the argentine table: 128 tens of 414 (eight decks, the ace and a six out).
	dp, err = SidePoint(rules.Argentine, SideDesafio, strategy.Spot{Up: 6})
	if err != nil {
		t.Fatal(err)
	}
	if w, err = Explain(dp); err != nil || w.Side.Count != 128 || w.Side.Cards != 414 {
		t.Errorf("desafío v 6: %v %+v", err, w)
	}
	for _, tc := range []struct {
		rs   rules.RuleSet
		kind SideKind
		s    strategy.Spot
	}{
		{rules.Argentine, SideInsurance, strategy.Spot{Section: strategy.SectionHard, Row: 16, Up: 1}},
		{rules.ItalianClassic, SideInsurance, strategy.Spot{Section: strategy.SectionHard, Row: 16, Up: 9}},
		{rules.ItalianShuffler, SideEvenMoney, strategy.Spot{Up: 10}},
		{rules.ItalianOnline, SideEvenMoney, strategy.Spot{Up: 1}},
		{rules.ItalianClassic, SideDesafio, strategy.Spot{Up: 6}},
		{rules.Argentine, SideDesafio, strategy.Spot{Up: 11}},
		{rules.SuperPuntoBanco, SideEvenMoney, strategy.Spot{Up: 1}},
	} {
		if _, err := SidePoint(tc.rs, tc.kind, tc.s); err == nil {
			t.Errorf("%s %s %s: a decision", tc.rs.ID, tc.kind, tc.s)
		}
	}
}
