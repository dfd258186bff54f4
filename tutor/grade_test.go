package tutor

import (
	"errors"
	"math"
	"testing"

	"sabot/rules"
)

func dp(rs rules.RuleSet, hand, up string) DecisionPoint {
	return DecisionPoint{Rules: rs, Hand: rules.MustParseCards(hand), Up: rules.MustParseCard(up), Unseen: unseenAfter(rs, hand+" "+up)}
}

func TestGradeDecision(t *testing.T) {
	rs := rules.ItalianOnline
	an, _ := AnalyzeRules(rs)
	ev := an.Table().EV[6][10][10]
	g, err := GradeDecision(dp(rs, "TS 6H", "TD"), Stand)
	if err != nil {
		t.Fatal(err)
	}
	if g.Best != Hit || g.Taken != Stand {
		t.Errorf("T6 v T: best %s taken %s", g.Best, g.Taken)
	}
	if want := 100 * (ev[Hit] - ev[Stand]); math.Abs(g.Cost-want) > 1e-9 || g.Cost <= 0 {
		t.Errorf("T6 v T stand costs %.6f%%; want %.6f%%", g.Cost, want)
	}
	if len(g.Actions) != 3 || g.Actions[0].Action != Hit {
		t.Errorf("T6 v T actions %v", g.Actions)
	}
	g, _ = GradeDecision(dp(rs, "TS 6H", "TD"), Hit)
	if g.Cost != 0 {
		t.Errorf("the best action costs %v", g.Cost)
	}
	if _, err := GradeDecision(dp(rs, "TS 6H", "TD"), Split); err == nil {
		t.Errorf("T6: a split graded without error")
	}
	if _, err := Evaluate(dp(rs, "TS 6H 9C", "TD")); !errors.Is(err, ErrNoDecision) {
		t.Errorf("a bust hand: %v; want ErrNoDecision", err)
	}
}

// The side decisions, from compositions where the answer is plain.
func TestGradeSideDecisions(t *testing.T) {
	rs := rules.ItalianClassic
	// Insurance: a third of the unseen cards ten-valued or more pays.
	rich := Composition{0, 5, 5, 5, 5, 5, 5, 5, 5, 5, 40}
	d := DecisionPoint{Rules: rs, Hand: rules.MustParseCards("9S 7H"), Up: rules.MustParseCard("AD"), Unseen: rich, Legal: Actions(Insurance, NoInsurance)}
	g, err := GradeDecision(d, NoInsurance)
	if err != nil {
		t.Fatal(err)
	}
	p := 40.0 / 85
	if want := 0.5 * (3*p - 1); g.Best != Insurance || math.Abs(g.Actions[0].EV-want) > 1e-12 {
		t.Errorf("insurance with %v: %+v; want insurance at %v", rich, g, want)
	}
	// Even money against a ten (Cap.1): the dealer makes a blackjack only
	// with an ace, so declining is far better with a full shoe.
	d = dp(rs, "AS KH", "TD")
	d.Legal = Actions(EvenMoney, NoEvenMoney)
	g, err = GradeDecision(d, EvenMoney)
	if err != nil {
		t.Fatal(err)
	}
	if want := 1.5 * (1 - 23.0/309); g.Best != NoEvenMoney || math.Abs(g.Actions[0].EV-want) > 1e-12 {
		t.Errorf("even money v T: %+v; want no-even-money at %v", g, want)
	}
	// The desafío with the full shoe loses; without it the online table
	// has none.
	arg := rules.Argentine
	d = DecisionPoint{Rules: arg, Hand: rules.MustParseCards("AS"), Up: rules.MustParseCard("9D"), Unseen: unseenAfter(arg, "AS 9D"), Legal: Actions(Desafio, NoDesafio)}
	g, err = GradeDecision(d, Desafio)
	if err != nil {
		t.Fatal(err)
	}
	if want := 0.5 * (3*128.0/414 - 1); g.Best != NoDesafio || math.Abs(g.Cost+100*want) > 1e-9 {
		t.Errorf("desafío: %+v; want no-desafio, cost %v%%", g, -100*want)
	}
	d.Rules = rules.ItalianOnline
	if _, err := Evaluate(d); err == nil {
		t.Errorf("a desafío at the online table: no error")
	}
}

// Argentine declarations, and a split hand graded from the cards left.
func TestGradeArgentineAndSplitHands(t *testing.T) {
	arg := rules.Argentine
	an, _ := AnalyzeRules(arg)
	g, err := GradeDecision(dp(arg, "AS 6H", "TD"), AceEleven)
	if err != nil {
		t.Fatal(err)
	}
	ev := an.Table().EV[1][6][10]
	if g.Best != AceOne || math.Abs(g.Cost-100*(ev[AceOne]-ev[AceEleven])) > 1e-9 {
		t.Errorf("A6 v T: %+v; want ace 1 best", g)
	}
	// Declared eleven, A-6 is a hard 17: standing is best against a 7.
	d := dp(arg, "AS 6H", "7D")
	d.Declared = rules.AceEleven
	if g, _ := GradeDecision(d, Stand); g.Best != Stand {
		t.Errorf("A6 declared 11 v 7: %+v; want stand", g)
	}
	// Online: a hand of split eights that drew a three doubles against a
	// 6 (any two cards, after a split too); no blackjack after a split.
	on := rules.ItalianOnline
	d = dp(on, "8S 3H", "6D")
	d.Unseen.Remove(rules.MustParseCard("8C"))
	d.FromSplit, d.Hands = true, 2
	if g, _ := GradeDecision(d, Double); g.Best != Double || g.Cost != 0 {
		t.Errorf("split 8-3 v 6: %+v; want double", g)
	}
	d = dp(on, "AS KH", "6D")
	d.Unseen.Remove(rules.MustParseCard("AC"))
	d.FromSplit, d.SplitAces, d.Hands = true, true, 2
	evs, err := Evaluate(d)
	if err != nil || len(evs) != 1 || evs[0].Action != Stand || evs[0].EV >= 1.5 || evs[0].EV <= 0.5 {
		t.Errorf("split ace and a king v 6: %v %v; want stand only, a 21 paid 1:1", evs, err)
	}
}

// 000 Art.9, 004 Assicurazione: the player chooses the insurance stake, up
// to half the bet. Its EV is linear in the stake: p·2x − (1−p)·x for a
// stake x and a ten's chance p. So the stake never changes which of
// insuring and not insuring is best, only what the choice costs: a fifth
// of the bet insured costs two fifths of what half costs.
func TestArt9_InsurancePricedAtTheStakeChosen(t *testing.T) {
	full := FullShoe(6)
	if err := full.Remove(rules.MustParseCards("9S 7H AD")...); err != nil {
		t.Fatal(err)
	}
	p := 96.0 / 309 // tens among the 309 unseen cards
	rich := Composition{0, 5, 5, 5, 5, 5, 5, 5, 5, 5, 40}
	pr := 40.0 / 85
	tests := []struct {
		name   string
		unseen Composition
		stake  float64 // of the bet; 0: half
		best   Action
		ev     float64 // the insurance's EV per unit of the bet
		cost   float64 // of insuring, percent of the bet
	}{
		{"full shoe, half", full, 0, NoInsurance, 0.5 * (2*p - (1 - p)), -100 * 0.5 * (3*p - 1)},
		{"full shoe, a fifth", full, 0.2, NoInsurance, 0.2 * (3*p - 1), -100 * 0.2 * (3*p - 1)},
		{"full shoe, a tenth", full, 0.1, NoInsurance, 0.1 * (3*p - 1), -100 * 0.1 * (3*p - 1)},
		{"rich in tens, a fifth", rich, 0.2, Insurance, 0.2 * (3*pr - 1), 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := DecisionPoint{Rules: rules.ItalianClassic, Hand: rules.MustParseCards("9S 7H"), Up: rules.MustParseCard("AD"),
				Unseen: tc.unseen, Legal: Actions(Insurance, NoInsurance), InsuranceStake: tc.stake}
			g, err := GradeDecision(d, Insurance)
			if err != nil {
				t.Fatal(err)
			}
			if g.Best != tc.best || math.Abs(g.TakenEV-tc.ev) > 1e-12 || math.Abs(g.Cost-tc.cost) > 1e-9 {
				t.Errorf("%+v; want best %v, insurance EV %v, cost %v%%", g, tc.best, tc.ev, tc.cost)
			}
		})
	}
	d := DecisionPoint{Rules: rules.ItalianClassic, Hand: rules.MustParseCards("9S 7H"), Up: rules.MustParseCard("AD"), Unseen: full, Legal: Actions(Insurance, NoInsurance), InsuranceStake: 0.6}
	if _, err := GradeDecision(d, Insurance); err == nil {
		t.Error("an insurance of 0.6 of the bet: no error")
	}
}

// 000 Art. 9 and Cap. 1, 004 Assicurazione and Black Jack alla pari: a
// blackjack against the ace chooses among even money, insuring it (up to
// half the bet) and neither. Worked out by hand from a six-deck shoe less
// the A K held and the ace shown: p = 95/309 tens. Even money is 1; neither
// is 3:2 unless the dealer's ten, 1.5·214/309 = 321/309; insuring x of the
// bet adds x·(2p − (1 − p)) = x·(285 − 309)/309: half of it is 1, even
// money, whatever the cards; a fifth is 316.2/309.
func TestArt9_BlackJackInsuredEvenMoneyOrNeither(t *testing.T) {
	full := FullShoe(6)
	if err := full.Remove(rules.MustParseCards("AS KH AD")...); err != nil {
		t.Fatal(err)
	}
	rich := Composition{0, 5, 5, 5, 5, 5, 5, 5, 5, 5, 40}
	pr := 40.0 / 85
	for _, rs := range []rules.RuleSet{rules.ItalianClassic, rules.ItalianShuffler} {
		for _, tc := range []struct {
			name   string
			unseen Composition
			stake  float64
			taken  Action
			best   Action
			ev     float64
			cost   float64 // percent of the bet
		}{
			{"half", full, 0, Insurance, NoEvenMoney, 1, 100 * (321.0/309 - 1)},
			{"a fifth", full, 0.2, Insurance, NoEvenMoney, 316.2 / 309, 100 * (321.0 - 316.2) / 309},
			{"even money", full, 0, EvenMoney, NoEvenMoney, 1, 100 * (321.0/309 - 1)},
			{"neither", full, 0, NoEvenMoney, NoEvenMoney, 321.0 / 309, 0},
			// Rich in tens (p > 1/3) insuring half is the best with even
			// money: 1.5(1 − p) + 0.5(3p − 1) = 1.
			{"rich, a fifth", rich, 0.2, Insurance, EvenMoney, 1.5*(1-pr) + 0.2*(3*pr-1), 100 * (1 - 1.5*(1-pr) - 0.2*(3*pr-1))},
		} {
			t.Run(rs.ID+" "+tc.name, func(t *testing.T) {
				d := DecisionPoint{Rules: rs, Hand: rules.MustParseCards("AS KH"), Up: rules.MustParseCard("AD"), Unseen: tc.unseen,
					Legal: Actions(EvenMoney, NoEvenMoney, Insurance), InsuranceStake: tc.stake}
				g, err := GradeDecision(d, tc.taken)
				if err != nil {
					t.Fatal(err)
				}
				if (g.Best != tc.best && g.Cost > 1e-9) || math.Abs(g.TakenEV-tc.ev) > 1e-12 || math.Abs(g.Cost-tc.cost) > 1e-9 || len(g.Actions) != 3 {
					t.Errorf("%+v; want best %v, EV %v, cost %v%%", g, tc.best, tc.ev, tc.cost)
				}
			})
		}
	}
	// Against a ten the Italian casino has no insurance.
	d := DecisionPoint{Rules: rules.ItalianClassic, Hand: rules.MustParseCards("AS KH"), Up: rules.MustParseCard("TD"), Unseen: full,
		Legal: Actions(EvenMoney, NoEvenMoney, Insurance)}
	if _, err := GradeDecision(d, Insurance); err == nil {
		t.Error("a blackjack insured against a ten: no error")
	}
}
