package trainer

import (
	"math"
	"testing"

	"sabot/game/blackjack"
	"sabot/game/blackjack/setup"
	"sabot/rules"
	"sabot/tutor"
)

// behindRound deals top then the rest of a full shoe to anna's box 1, with
// bruno's 20 behind it, and carlo's box 2, and plays the dealer's steps up
// to the first question.
func behindRound(t *testing.T, rs rules.RuleSet, top string) (*blackjack.Round, *rules.Shoe) {
	t.Helper()
	return stackedRound(t, setup.Setup{Rules: rs, Boxes: []setup.BoxBet{
		{Box: 1, Player: "anna", Bet: rules.Units(10), Behind: []setup.BackBet{{Player: "bruno", Bet: rules.Units(20)}}},
		{Box: 2, Player: "carlo", Bet: rules.Units(10)},
	}}, rules.MustParseCards(top))
}

func apply(t *testing.T, r *blackjack.Round, k blackjack.Kind) {
	t.Helper()
	if _, err := r.Apply(blackjack.Action{Kind: k}); err != nil {
		t.Fatal(err)
	}
}

// 000 Cap. 1: the box is the holder's to play; bruno's own question is
// whether he follows the double. His EVs are those of the doubled hand:
// twice his bet on it when he follows, once when not — checked against the
// tutor's own EV of doubling the holder's 6 5 against a 9.
func TestCap1_CoBettorGradedOnFollowingTheDouble(t *testing.T) {
	rs := rules.ItalianClassic
	an, err := tutor.AnalyzeRules(rs)
	if err != nil {
		t.Fatal(err)
	}
	r, shoe := behindRound(t, rs, "6S TS 9C 5H 8H")
	if got := Owner(r); got != "anna" {
		t.Fatalf("the box's play belongs to %q; want anna, the holder", got)
	}
	holder, err := Point(r, shoe, nil)
	if err != nil {
		t.Fatal(err)
	}
	evs, err := tutor.Evaluate(holder)
	if err != nil {
		t.Fatal(err)
	}
	var double float64
	for _, e := range evs {
		if e.Action == tutor.Double {
			double = e.EV
		}
	}
	if double <= 0 {
		t.Fatalf("EV of doubling 6 5 against a 9 is %v; want it positive", double)
	}
	apply(t, r, blackjack.Double)
	if got := Owner(r); got != "bruno" {
		t.Fatalf("after the double the question is %q's; want bruno's", got)
	}
	g, err := Grade(r, shoe, nil, an.Chart(), blackjack.Action{Kind: blackjack.NoFollowDouble})
	if err != nil {
		t.Fatal(err)
	}
	if g.Best != tutor.FollowDouble || g.Chart != tutor.FollowDouble || g.Correct {
		t.Errorf("not following: best %s, chart %s, correct %v; want follow-double best and chart, wrong", g.Best, g.Chart, g.Correct)
	}
	if len(g.Actions) != 2 || math.Abs(g.Actions[0].EV-double) > 1e-12 || math.Abs(g.Actions[1].EV-double/2) > 1e-12 {
		t.Errorf("EVs %v; want follow %v, not %v", g.Actions, double, double/2)
	}
	if math.Abs(g.Cost-100*double/2) > 1e-9 {
		t.Errorf("cost %v%%; want %v%%", g.Cost, 100*double/2)
	}
}

// 000 Cap. 1: on the holder's split bruno follows, or keeps the first or
// the second card; following is worth the split's EV, a card half of it.
// 16 against a ten: the split loses less than the hand but still loses, so
// keeping one card is best.
func TestCap1_CoBettorGradedOnTheSplit(t *testing.T) {
	rs := rules.ItalianClassic
	an, err := tutor.AnalyzeRules(rs)
	if err != nil {
		t.Fatal(err)
	}
	r, shoe := behindRound(t, rs, "8S 9S TC 8H 9H")
	holder, err := Point(r, shoe, nil)
	if err != nil {
		t.Fatal(err)
	}
	evs, err := tutor.Evaluate(holder)
	if err != nil {
		t.Fatal(err)
	}
	var split float64
	for _, e := range evs {
		if e.Action == tutor.Split {
			split = e.EV
		}
	}
	apply(t, r, blackjack.Split)
	if tu := r.Turn(); tu.Question != blackjack.AskSplitStake || Owner(r) != "bruno" {
		t.Fatalf("turn %+v owner %q; want bruno asked about the split", tu, Owner(r))
	}
	q, err := Ask(r, shoe, nil, an.Chart())
	if err != nil {
		t.Fatal(err)
	}
	if q.Point.Hand.String() != "8S 8H" {
		t.Errorf("graded hand %s; want the pair 8S 8H", q.Point.Hand)
	}
	g, err := q.Grade(tutor.FollowSplit)
	if err != nil {
		t.Fatal(err)
	}
	want := map[tutor.Action]float64{tutor.FollowSplit: split, tutor.FirstCard: split / 2, tutor.SecondCard: split / 2}
	for _, e := range g.Actions {
		if math.Abs(e.EV-want[e.Action]) > 1e-12 {
			t.Errorf("%s EV %v; want %v", e.Action, e.EV, want[e.Action])
		}
	}
	if split >= 0 {
		t.Fatalf("EV of splitting 8 8 against a ten %v; want it negative", split)
	}
	if g.Best == tutor.FollowSplit || g.Correct && g.Chart != tutor.FollowSplit {
		t.Errorf("following a losing split: best %s, correct %v", g.Best, g.Correct)
	}
}

// 004 Assicurazione: bruno is asked the insurance for his own stake after
// anna; his question is his, graded as any insurance.
func TestAssicurazione_CoBettorGradedOnHisInsurance(t *testing.T) {
	rs := rules.ItalianShuffler
	an, err := tutor.AnalyzeRules(rs)
	if err != nil {
		t.Fatal(err)
	}
	r, shoe := behindRound(t, rs, "9S TS AC 7H 9H")
	apply(t, r, blackjack.NoInsurance)
	if tu := r.Turn(); tu.Question != blackjack.AskInsurance || tu.Stake != 2 || Owner(r) != "bruno" {
		t.Fatalf("turn %+v owner %q; want bruno's insurance", tu, Owner(r))
	}
	g, err := Grade(r, shoe, nil, an.Chart(), blackjack.Action{Kind: blackjack.Insure, Amount: rules.Units(10)})
	if err != nil {
		t.Fatal(err)
	}
	unseen := Unseen(r, shoe, nil)
	if ins := tutor.InsuranceEV(rs, unseen); g.Best != tutor.NoInsurance || math.Abs(g.TakenEV-ins) > 1e-12 {
		t.Errorf("insurance graded %+v; want no-insurance best and the insurance EV %v", g, ins)
	}
}

// 000 Art. 9, 004 Assicurazione: a blackjack against the ace is asked even
// money with insurance open too; the trainer grades each answer on the
// blackjack's own terms (tutor.GradeDecision's three-way decision): half
// the bet insured is worth even money, and "no" to the insurance is "no"
// to even money.
func TestArt9_BlackJackInsuranceGraded(t *testing.T) {
	for _, rs := range []rules.RuleSet{rules.ItalianClassic, rules.ItalianShuffler} {
		an, err := tutor.AnalyzeRules(rs)
		if err != nil {
			t.Fatal(err)
		}
		r, shoe := behindRound(t, rs, "AS TS AC KH 9H")
		if tu := r.Turn(); tu.Question != blackjack.AskEvenMoney || !tu.Options.Has(blackjack.OptInsure) {
			t.Fatalf("%s: turn %+v; want even money with insurance open", rs.ID, tu)
		}
		unseen := Unseen(r, shoe, nil)
		take, decline := tutor.EvenMoneyEVs(rs, rules.MustParseCard("AC"), unseen)
		for _, c := range []struct {
			a    blackjack.Action
			want float64
		}{
			{blackjack.Action{Kind: blackjack.Insure, Amount: rules.Units(5)}, take},
			{blackjack.Action{Kind: blackjack.Insure, Amount: rules.Units(2)}, decline + 0.4*tutor.InsuranceEV(rs, unseen)},
			{blackjack.Action{Kind: blackjack.NoInsurance}, decline},
			{blackjack.Action{Kind: blackjack.EvenMoney}, take},
		} {
			g, err := Grade(r, shoe, nil, an.Chart(), c.a)
			if err != nil {
				t.Fatalf("%s %s: %v", rs.ID, c.a, err)
			}
			if math.Abs(g.TakenEV-c.want) > 1e-12 || g.Best != tutor.NoEvenMoney {
				t.Errorf("%s %s: %+v; want EV %v, no-even-money best", rs.ID, c.a, g, c.want)
			}
		}
	}
}
